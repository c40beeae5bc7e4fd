// Results a kernel first clears and then accumulates into, element by
// element (`C[i][j] = 0; for (k...) C[i][j] += ...`), need no upload: each
// work-item reads only what it wrote. The host fills C with garbage first,
// so an upload skipped wrongly elsewhere (a read before the write, a write
// that may not run) would show in the results.
// h2d-max: A and B (2 x 96 KiB), D (72 KiB), which is read before it is
// written, and E (72 KiB), whose first write runs on some rows only; not C.
// omp2ocl-test: offload=4
// omp2ocl-test: h2d-max=344064
#include <stdio.h>

#define N 96
#define K 128

static double A[N][K], B[K][N], C[N][N], D[N][N], E[N][N];

int main(void)
{
    int i, j, k;
    double sc = 0.0, sd = 0.0, se = 0.0;

    for (i = 0; i < N; i++)
        for (k = 0; k < K; k++) {
            A[i][k] = (double)((i * 3 + k) % 17) / 17.0;
            B[k][i] = (double)((i + k * 5) % 13) / 13.0;
        }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            C[i][j] = -1.0e30;          /* garbage the kernel must not see */
            D[i][j] = (double)(i - j);
            E[i][j] = (double)(i + j);
        }

#pragma omp parallel for collapse(2) private(k)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            C[i][j] = 0.0;
            for (k = 0; k < K; k++)
                C[i][j] += A[i][k] * B[k][j];
        }

    /* read before written: the old values are needed */
#pragma omp parallel for collapse(2)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            double old = D[i][j];
            D[i][j] = 0.5;
            D[i][j] += old * C[i][j];
        }

    /* the first write runs on some rows only */
#pragma omp parallel for collapse(2)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            if (i % 2)
                E[i][j] = 0.0;
            E[i][j] += C[j][i];
        }

#pragma omp parallel for private(j) reduction(+:sc, sd, se)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            sc += C[i][j];
            sd += D[i][j] * (j + 1);
            se += E[i][j] * (i + 1);
        }

    printf("%.12e\n%.12e\n%.12e\n", sc, sd, se);
    printf("%.12e %.12e %.12e\n", C[5][7], D[N - 1][0], E[2][3]);
    return 0;
}
