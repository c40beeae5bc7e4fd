/* Jacobi iteration x' = (b - R x) / d for a sparse, strictly diagonally
 * dominant system in CSR form with an irregular number of entries per row
 * (4 to 60, scattered columns).  Single precision; the residual norm is a
 * double reduction.  Arrays sized at compile time for the largest problem.
 * argv[1]: the number of rows (at most NMAX). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define ITERS 40
#define NMAX 1000000
#define NNZMAX (34L * NMAX)

static int rowptr[NMAX + 1];
static int col[NNZMAX];
static float val[NNZMAX];
static float diag[NMAX], b[NMAX], x[NMAX], xn[NMAX];

static unsigned int mix(unsigned int x)
{
    x = (x ^ 61U) ^ (x >> 16);
    x *= 9U;
    x ^= x >> 4;
    x *= 0x27d4eb2dU;
    x ^= x >> 15;
    return x;
}

int main(int argc, char **argv)
{
    int n = 10000, i, k, it, len;
    long nnz;
    float s;
    double res = 0.0, d, xs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    if (n < 1 || n > NMAX) {
        fprintf(stderr, "size must be 1..%d\n", NMAX);
        return 1;
    }
    nnz = 0;
    for (i = 0; i < n; i++) {
        rowptr[i] = (int)nnz;
        nnz += 4 + mix((unsigned)i) % 57;
        if (nnz > NNZMAX) {
            fprintf(stderr, "too many nonzeros\n");
            return 1;
        }
    }
    rowptr[n] = (int)nnz;
    for (i = 0; i < n; i++) {
        len = rowptr[i + 1] - rowptr[i];
        for (k = rowptr[i]; k < rowptr[i + 1]; k++) {
            /* half the entries near the diagonal, half anywhere */
            if (k & 1)
                col[k] = (int)(mix((unsigned)k * 7U + 1U) % (unsigned)n);
            else
                col[k] = (i + (k - rowptr[i]) / 2 + 1) % n;
            val[k] = -(float)(1 + k % 4) / 8.0f;
        }
        diag[i] = (float)len * 0.5f + 1.0f;
        b[i] = (float)(1 + i % 9);
        x[i] = 0.0f;
    }

    t0 = omp_get_wtime();
    for (it = 0; it < ITERS; it++) {
#pragma omp parallel for private(k, s)
        for (i = 0; i < n; i++) {
            s = b[i];
            for (k = rowptr[i]; k < rowptr[i + 1]; k++)
                s -= val[k] * x[col[k]];
            xn[i] = s / diag[i];
        }
        res = 0.0;
#pragma omp parallel for private(d) reduction(+:res)
        for (i = 0; i < n; i++) {
            d = (double)xn[i] - (double)x[i];
            res += d * d;
            x[i] = xn[i];
        }
    }
    xs = 0.0;
    for (i = 0; i < n; i++)
        xs += x[i];
    t1 = omp_get_wtime();
    printf("nnz %ld residual %.4e\n", nnz, sqrt(res));
    printf("checksum: %.10e\n", xs);
    printf("time: %.6f\n", t1 - t0);
    return 0;
}
