// Split inner sums of integers (on by default: two's-complement addition is
// associative): a dense row sum of long over a constant inner count, a CSR
// sum of int with empty and long rows feeding a reduction, and shapes that
// must not be split: an inner loop that also writes memory, and a double
// sum without -fassociative-math.
// omp2ocl-test: offload=4
// omp2ocl-test: tolerance=1e-12
// omp2ocl-test: missed="is not split: the inner loop writes memory in 'b[k] = t'"
// omp2ocl-test: missed="is not split: it would reassociate a double sum, which changes its rounding; -fassociative-math allows it"
#include <stdio.h>

#define R 700
#define C 300
#define CAP (R * 70)

static long A[R][C];
static long rsum[R];
static int rowptr[R + 1], col[CAP], v[CAP], w[R], cnt[R];
static int b[CAP];
static double dv[CAP], dout[R];

int main(void)
{
    int i, k, nz = 0;
    long total = 0, prefix = 0;
    for (i = 0; i < R; i++)
        for (k = 0; k < C; k++)
            A[i][k] = (long)(i * 7919 + k * 104729) % 1000003 - 500000;
    for (i = 0; i < R; i++) {
        int len = i % 6 == 0 ? 0 : i % 3 == 0 ? 64 + i % 61 : i % 29;
        rowptr[i] = nz;
        for (k = 0; k < len; k++, nz++) {
            col[nz] = (i * 3 + k * 7) % R;
            v[nz] = (k * 2654435 + i) % 2001 - 1000;
            dv[nz] = 1.0 / (3.0 + k + i % 7);
        }
        w[i] = i % 11 - 5;
    }
    rowptr[R] = nz;

#pragma omp parallel for private(k)
    for (i = 0; i < R; i++) {
        long t = 0;
        for (k = 0; k < C; k++)
            t += A[i][k] * (k % 3 - 1);
        rsum[i] = t;
    }

#pragma omp parallel for private(k) reduction(+ : total)
    for (i = 0; i < R; i++) {
        int t = 0;
        for (k = rowptr[i]; k < rowptr[i + 1]; k++)
            t += v[k] * w[col[k]];
        cnt[i] = t;
        total += (long)t * (i % 5);
    }

    /* Not split: the inner loop stores a running sum. */
#pragma omp parallel for private(k)
    for (i = 0; i < R; i++) {
        int t = 0;
        for (k = rowptr[i]; k < rowptr[i + 1]; k++) {
            t += v[k];
            b[k] = t;
        }
    }

    /* Not split without -fassociative-math: a double sum. */
#pragma omp parallel for private(k)
    for (i = 0; i < R; i++) {
        double s = 0.0;
        for (k = rowptr[i]; k < rowptr[i + 1]; k++)
            s += dv[k] * w[col[k]];
        dout[i] = s;
    }

    {
        long rs = 0, bs = 0;
        double ds = 0.0;
        for (i = 0; i < R; i++) {
            rs += rsum[i] * (i % 4 + 1);
            prefix += cnt[i];
            ds += dout[i];
        }
        for (k = 0; k < nz; k++)
            bs += (long)b[k] * (k % 3);
        printf("dense %ld csr %ld total %ld prefix %ld\n", rs, prefix, total, bs);
        printf("double %.12e first %ld last %ld\n", ds, rsum[0], rsum[R - 1]);
    }
    return 0;
}
