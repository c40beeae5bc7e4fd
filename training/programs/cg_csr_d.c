/* Conjugate gradient on the 2-D Poisson matrix (5-point Laplacian on an
 * m x m grid) stored in CSR form, NAS CG style: static arrays sized for the
 * largest grid, one parallel region around the iteration loop, work-shared
 * loops with reductions into shared scalars, `single` blocks for the scalar
 * bookkeeping.  Double precision.
 * argv[1]: the grid side m (m*m unknowns, m at most MMAX). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define ITERS 200
#define MMAX 2048
#define NMAX (MMAX * MMAX)

static int rowptr[NMAX + 1];
static int col[5 * NMAX];
static double val[5 * NMAX];
static double x[NMAX], r[NMAX], p[NMAX], q[NMAX];
static double rho, rho_new, pq;

int main(int argc, char **argv)
{
    int m = 100, n, i, k, gi, gj, nnz, it;
    double alpha, beta, s, xs, t0, t1;

    if (argc > 1)
        m = atoi(argv[1]);
    if (m < 2 || m > MMAX) {
        fprintf(stderr, "size must be 2..%d\n", MMAX);
        return 1;
    }
    n = m * m;
    nnz = 0;
    for (gi = 0; gi < m; gi++)
        for (gj = 0; gj < m; gj++) {
            i = gi * m + gj;
            rowptr[i] = nnz;
            if (gi > 0) { col[nnz] = i - m; val[nnz++] = -1.0; }
            if (gj > 0) { col[nnz] = i - 1; val[nnz++] = -1.0; }
            col[nnz] = i;
            val[nnz++] = 4.0;
            if (gj < m - 1) { col[nnz] = i + 1; val[nnz++] = -1.0; }
            if (gi < m - 1) { col[nnz] = i + m; val[nnz++] = -1.0; }
        }
    rowptr[n] = nnz;

    t0 = omp_get_wtime();
    rho = 0.0;
#pragma omp parallel private(it, k, s, alpha, beta)
    {
#pragma omp for reduction(+:rho)
        for (i = 0; i < n; i++) {
            x[i] = 0.0;
            r[i] = 1.0 + (double)(i % 3);   /* b, with x0 = 0 */
            p[i] = r[i];
            rho += r[i] * r[i];
        }
        for (it = 0; it < ITERS; it++) {
#pragma omp for
            for (i = 0; i < n; i++) {
                s = 0.0;
                for (k = rowptr[i]; k < rowptr[i + 1]; k++)
                    s += val[k] * p[col[k]];
                q[i] = s;
            }
#pragma omp single
            {
                pq = 0.0;
                rho_new = 0.0;
            }
#pragma omp for reduction(+:pq)
            for (i = 0; i < n; i++)
                pq += p[i] * q[i];
            alpha = rho / pq;
#pragma omp for reduction(+:rho_new)
            for (i = 0; i < n; i++) {
                x[i] += alpha * p[i];
                r[i] -= alpha * q[i];
                rho_new += r[i] * r[i];
            }
            beta = rho_new / rho;
#pragma omp for
            for (i = 0; i < n; i++)
                p[i] = r[i] + beta * p[i];
#pragma omp single
            rho = rho_new;
        }
    }
    xs = 0.0;
    for (i = 0; i < n; i++)
        xs += x[i];
    t1 = omp_get_wtime();
    printf("residual %.6e\n", sqrt(rho));
    printf("checksum: %.10e\n", xs);
    printf("time: %.6f\n", t1 - t0);
    return 0;
}
