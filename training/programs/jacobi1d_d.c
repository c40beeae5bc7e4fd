/* 1-D three-point Jacobi smoothing with fixed end values, time-stepped:
 * two parallel loops per step (a -> b, b -> a).  Double precision, bound by
 * memory traffic.  argv[1]: the number of points. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define STEPS 100

int main(int argc, char **argv)
{
    int n = 100000, i, t;
    double *a, *b, cs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    if (n < 3)
        n = 3;
    a = (double *)malloc(n * sizeof(double));
    b = (double *)malloc(n * sizeof(double));
    if (!a || !b) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    t0 = omp_get_wtime();
#pragma omp parallel for
    for (i = 0; i < n; i++) {
        a[i] = (i % 64 < 32) ? 1.0 : 0.0;
        b[i] = a[i];
    }
    a[0] = b[0] = 2.0;
    a[n - 1] = b[n - 1] = 3.0;
    for (t = 0; t < STEPS; t++) {
#pragma omp parallel for
        for (i = 1; i < n - 1; i++)
            b[i] = (a[i - 1] + a[i] + a[i + 1]) * (1.0 / 3.0);
#pragma omp parallel for
        for (i = 1; i < n - 1; i++)
            a[i] = (b[i - 1] + b[i] + b[i + 1]) * (1.0 / 3.0);
    }
    cs = 0.0;
    for (i = 0; i < n; i++)
        cs += a[i] * (1 + i % 3);
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(a);
    free(b);
    return 0;
}
