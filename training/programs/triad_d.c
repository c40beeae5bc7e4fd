/* STREAM-like kernels (copy, scale, add, triad) repeated over arrays that
 * are initialised by a parallel loop: memory-bandwidth bound, but the data
 * never has to leave the device between the repetitions.  Double
 * precision.  argv[1]: the array length. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define REPS 10

int main(int argc, char **argv)
{
    long n = 1000000, i;
    int r;
    double *a, *b, *c, q = 0.5, cs, t0, t1;

    if (argc > 1)
        n = atol(argv[1]);
    a = (double *)malloc(n * sizeof(double));
    b = (double *)malloc(n * sizeof(double));
    c = (double *)malloc(n * sizeof(double));
    if (!a || !b || !c) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    t0 = omp_get_wtime();
#pragma omp parallel for
    for (i = 0; i < n; i++) {
        a[i] = 1.0;
        b[i] = 2.0;
        c[i] = 0.0;
    }
    for (r = 0; r < REPS; r++) {
#pragma omp parallel for
        for (i = 0; i < n; i++)
            c[i] = a[i];
#pragma omp parallel for
        for (i = 0; i < n; i++)
            b[i] = q * c[i];
#pragma omp parallel for
        for (i = 0; i < n; i++)
            c[i] = a[i] + b[i];
#pragma omp parallel for
        for (i = 0; i < n; i++)
            a[i] = b[i] + q * c[i];
    }
    cs = 0.0;
    for (i = 0; i < n; i++)
        cs += a[i] + b[i] + c[i];
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(a);
    free(b);
    free(c);
    return 0;
}
