/* Repeated sparse matrix-vector products y = A x with A in CSR form
 * (compressed sparse rows), x = y / 8 after each product.  The matrix is
 * generated on the host: a diagonal, neighbours at distance 1 and
 * sqrt(n), and a few pseudo-random columns per row.  Double precision.
 * Arrays sized at compile time for the largest problem, as in NAS CG.
 * argv[1]: the number of rows (at most NMAX). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define ITERS 50
#define NRAND 4
#define NMAX 2000000
#define PERROW (5 + NRAND)

static int rowptr[NMAX + 1];
static int col[(long)NMAX * PERROW];
static double val[(long)NMAX * PERROW];
static double x[NMAX], y[NMAX];

static unsigned int hash32(unsigned int x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

int main(int argc, char **argv)
{
    int n = 10000, i, k, it, nnz, stride, c;
    double s, xs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    if (n < 1 || n > NMAX) {
        fprintf(stderr, "size must be 1..%d\n", NMAX);
        return 1;
    }
    stride = (int)sqrt((double)n);
    if (stride < 2)
        stride = 2;

    /* build the matrix (input set-up) */
    nnz = 0;
    for (i = 0; i < n; i++) {
        rowptr[i] = nnz;
        col[nnz] = i;
        val[nnz++] = 8.0;
        if (i > 0) { col[nnz] = i - 1; val[nnz++] = -1.0; }
        if (i + 1 < n) { col[nnz] = i + 1; val[nnz++] = -1.0; }
        if (i >= stride) { col[nnz] = i - stride; val[nnz++] = -0.5; }
        if (i + stride < n) { col[nnz] = i + stride; val[nnz++] = -0.5; }
        for (k = 0; k < NRAND; k++) {
            c = (int)(hash32((unsigned)(i * NRAND + k)) % (unsigned)n);
            col[nnz] = c;
            val[nnz++] = 0.25 + 0.125 * k;
        }
    }
    rowptr[n] = nnz;
    for (i = 0; i < n; i++)
        x[i] = 1.0 + (i % 10) * 0.1;

    t0 = omp_get_wtime();
    for (it = 0; it < ITERS; it++) {
#pragma omp parallel for private(k, s)
        for (i = 0; i < n; i++) {
            s = 0.0;
            for (k = rowptr[i]; k < rowptr[i + 1]; k++)
                s += val[k] * x[col[k]];
            y[i] = s;
        }
#pragma omp parallel for
        for (i = 0; i < n; i++)
            x[i] = y[i] * 0.125;
    }
    xs = 0.0;
    for (i = 0; i < n; i++)
        xs += x[i];
    t1 = omp_get_wtime();
    printf("nnz %d\n", nnz);
    printf("checksum: %.10e\n", xs);
    printf("time: %.6f\n", t1 - t0);
    return 0;
}
