// collapse(2) over a matrix product; the k loop is a private accumulation.
// omp2ocl-test: tolerance=1e-11
#include <stdio.h>

#define N 64
#define M 48
#define K 40

static double A[N][K], B[K][M], C[N][M];

int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (k = 0; k < K; k++)
            A[i][k] = (double)((i + 2 * k) % 11) - 5.0;
    for (k = 0; k < K; k++)
        for (j = 0; j < M; j++)
            B[k][j] = 0.25 * ((3 * k + j) % 9);
#pragma omp parallel for collapse(2) private(k)
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++) {
            double s = 0.0;
            for (k = 0; k < K; k++)
                s += A[i][k] * B[k][j];
            C[i][j] = s;
        }
    double sum = 0.0;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            sum += C[i][j] * ((i + j) % 3 + 1);
    printf("C[0][0] %.12e C[N-1][M-1] %.12e\n", C[0][0], C[N - 1][M - 1]);
    printf("checksum %.12e\n", sum);
    return 0;
}
