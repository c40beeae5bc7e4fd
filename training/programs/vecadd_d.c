/* Element-wise sum of two double vectors into a third, c = a + b, once:
 * the host fills the inputs and reads the result, so the arrays cross the
 * bus for one addition each.  argv[1]: the vector length. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

int main(int argc, char **argv)
{
    long n = 1000000, i;
    double *a, *b, *c, cs, t0, t1;

    if (argc > 1)
        n = atol(argv[1]);
    a = (double *)malloc(n * sizeof(double));
    b = (double *)malloc(n * sizeof(double));
    c = (double *)malloc(n * sizeof(double));
    if (!a || !b || !c) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++) {
        a[i] = 0.5 * (i % 1000);
        b[i] = 1.0 / (1 + i % 7);
    }

    t0 = omp_get_wtime();
#pragma omp parallel for
    for (i = 0; i < n; i++)
        c[i] = a[i] + b[i];
    cs = 0.0;
    for (i = 0; i < n; i++)
        cs += c[i];
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(a);
    free(b);
    free(c);
    return 0;
}
