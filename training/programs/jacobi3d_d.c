/* 3-D seven-point Jacobi relaxation on an N^3 grid (flattened arrays,
 * index macro), two sweeps per step between two arrays.  Double
 * precision.  argv[1]: N. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define STEPS 40
#define IDX(i, j, k) (((long)(i) * n + (j)) * n + (k))

int main(int argc, char **argv)
{
    int n = 64, i, j, k, t;
    double *a, *b, cs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    if (n < 3)
        n = 3;
    a = (double *)malloc((size_t)n * n * n * sizeof(double));
    b = (double *)malloc((size_t)n * n * n * sizeof(double));
    if (!a || !b) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    t0 = omp_get_wtime();
#pragma omp parallel for private(j, k)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (k = 0; k < n; k++) {
                a[IDX(i, j, k)] = (i == 0 || j == 0 || k == 0) ? 1.0 : 0.0;
                b[IDX(i, j, k)] = a[IDX(i, j, k)];
            }
    for (t = 0; t < STEPS; t++) {
#pragma omp parallel for private(j, k)
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                for (k = 1; k < n - 1; k++)
                    b[IDX(i, j, k)] = (a[IDX(i - 1, j, k)] + a[IDX(i + 1, j, k)]
                                       + a[IDX(i, j - 1, k)] + a[IDX(i, j + 1, k)]
                                       + a[IDX(i, j, k - 1)] + a[IDX(i, j, k + 1)]) / 6.0;
#pragma omp parallel for private(j, k)
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                for (k = 1; k < n - 1; k++)
                    a[IDX(i, j, k)] = (b[IDX(i - 1, j, k)] + b[IDX(i + 1, j, k)]
                                       + b[IDX(i, j - 1, k)] + b[IDX(i, j + 1, k)]
                                       + b[IDX(i, j, k - 1)] + b[IDX(i, j, k + 1)]) / 6.0;
    }
    cs = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (k = 0; k < n; k++)
                cs += a[IDX(i, j, k)];
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(a);
    free(b);
    return 0;
}
