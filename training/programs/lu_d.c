/* LU factorisation without pivoting of a diagonally dominant matrix (right-
 * looking Gaussian elimination): for each pivot k the rows below are updated
 * in parallel.  n kernels of shrinking size.  Double precision.
 * argv[1]: N. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

int main(int argc, char **argv)
{
    int n = 512, i, j, k;
    double *a, l, cs, ld, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    a = (double *)malloc((size_t)n * n * sizeof(double));
    if (!a) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    t0 = omp_get_wtime();
#pragma omp parallel for private(j)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            a[(long)i * n + j] = (i == j) ? 2.0 * n : 1.0 / (1.0 + (i + 2 * j) % 19);

    for (k = 0; k < n - 1; k++) {
#pragma omp parallel for private(j, l)
        for (i = k + 1; i < n; i++) {
            l = a[(long)i * n + k] / a[(long)k * n + k];
            a[(long)i * n + k] = l;
            for (j = k + 1; j < n; j++)
                a[(long)i * n + j] -= l * a[(long)k * n + j];
        }
    }

    cs = 0.0;
    ld = 0.0;
    for (i = 0; i < n; i++) {
        ld += log(fabs(a[(long)i * n + i]));
        for (j = 0; j < n; j++)
            cs += fabs(a[(long)i * n + j]);
    }
    t1 = omp_get_wtime();
    printf("log|det| %.10e\n", ld);
    printf("checksum: %.10e\n", cs + ld);
    printf("time: %.6f\n", t1 - t0);
    free(a);
    return 0;
}
