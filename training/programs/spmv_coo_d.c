/* Sparse matrix-vector products with the matrix in coordinate (COO) form,
 * parallel over the nonzeros: each one adds its product into the result
 * row with an `omp atomic` update (double), as scattered assembly codes
 * do.  The matrix comes from a 2-D grid graph with hashed weights; static
 * arrays sized for the largest problem.  argv[1]: the grid side m (m*m
 * rows, m at most MMAX). */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define ITERS 40
#define MMAX 2000
#define NMAX (MMAX * MMAX)

static int row[5 * NMAX], col[5 * NMAX];
static double val[5 * NMAX];
static double x[NMAX], y[NMAX];

int main(int argc, char **argv)
{
    int m = 100, n, gi, gj, i, it;
    long nnz, k;
    double cs, t0, t1;

    if (argc > 1)
        m = atoi(argv[1]);
    if (m < 2 || m > MMAX) {
        fprintf(stderr, "size must be 2..%d\n", MMAX);
        return 1;
    }
    n = m * m;
    /* the entries in an order a mesh generator might produce: by edge */
    nnz = 0;
    for (gi = 0; gi < m; gi++)
        for (gj = 0; gj < m; gj++) {
            i = gi * m + gj;
            row[nnz] = i; col[nnz] = i; val[nnz++] = 4.5;
            if (gj + 1 < m) {
                row[nnz] = i; col[nnz] = i + 1; val[nnz++] = -1.0 - 0.125 * (i % 4);
                row[nnz] = i + 1; col[nnz] = i; val[nnz++] = -1.0 + 0.125 * (i % 3);
            }
            if (gi + 1 < m) {
                row[nnz] = i; col[nnz] = i + m; val[nnz++] = -0.5;
                row[nnz] = i + m; col[nnz] = i; val[nnz++] = -0.75;
            }
        }
    for (i = 0; i < n; i++)
        x[i] = 1.0 + 0.5 * (i % 3);

    t0 = omp_get_wtime();
    for (it = 0; it < ITERS; it++) {
#pragma omp parallel for
        for (i = 0; i < n; i++)
            y[i] = 0.0;
#pragma omp parallel for
        for (k = 0; k < nnz; k++) {
#pragma omp atomic
            y[row[k]] += val[k] * x[col[k]];
        }
#pragma omp parallel for
        for (i = 0; i < n; i++)
            x[i] = 0.25 * y[i];
    }
    cs = 0.0;
    for (i = 0; i < n; i++)
        cs += x[i];
    t1 = omp_get_wtime();
    printf("nnz %ld\n", nnz);
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    return 0;
}
