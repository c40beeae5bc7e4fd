/* Integer array transform, x = (3 x + 7) mod 1021, done in place on an
 * array filled on the host; one cheap operation per element, then a
 * host checksum.  argv[1]: the array length. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

int main(int argc, char **argv)
{
    long n = 1000000, i, cs;
    int *x;
    double t0, t1;

    if (argc > 1)
        n = atol(argv[1]);
    x = (int *)malloc(n * sizeof(int));
    if (!x) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++)
        x[i] = (int)(i % 1021);

    t0 = omp_get_wtime();
#pragma omp parallel for
    for (i = 0; i < n; i++)
        x[i] = (3 * x[i] + 7) % 1021;
    cs = 0;
    for (i = 0; i < n; i++)
        cs += x[i] ^ (i & 255);
    t1 = omp_get_wtime();
    printf("checksum: %ld\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(x);
    return 0;
}
