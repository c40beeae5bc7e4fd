// PolyBench-style syrk and syr2k (lower triangle, `j <= i` inner bounds):
// the parallel loop's inner bounds depend on the parallel index.
// omp2ocl-test: offload=4
// omp2ocl-test: tolerance=1e-11
#include <stdio.h>

#define N 120
#define M 90
#define DATA_TYPE double

static DATA_TYPE A[N][M], B[N][M], C[N][N], C2[N][N];

static void init_array(int n, int m, DATA_TYPE *alpha, DATA_TYPE *beta)
{
    int i, j;
    *alpha = 1.5;
    *beta = 1.2;
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) {
            A[i][j] = (DATA_TYPE)((i * j + 1) % n) / n;
            B[i][j] = (DATA_TYPE)((i * j + 2) % m) / m;
        }
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            C[i][j] = (DATA_TYPE)((i * j + 3) % n) / m;
            C2[i][j] = C[i][j];
        }
}

static void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta)
{
    int i, j, k;
#pragma omp parallel
    {
#pragma omp for private(j)
        for (i = 0; i < n; i++)
            for (j = 0; j <= i; j++)
                C[i][j] *= beta;
#pragma omp for private(j, k)
        for (i = 0; i < n; i++)
            for (k = 0; k < m; k++)
                for (j = 0; j <= i; j++)
                    C[i][j] += alpha * A[i][k] * A[j][k];
    }
}

static void kernel_syr2k(int n, int m, DATA_TYPE alpha, DATA_TYPE beta)
{
    int i, j, k;
#pragma omp parallel for private(j, k)
    for (i = 0; i < n; i++) {
        for (j = 0; j <= i; j++)
            C2[i][j] *= beta;
        for (k = 0; k < m; k++)
            for (j = 0; j <= i; j++)
                C2[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
    }
    /* upper triangle mirrored from the lower one */
#pragma omp parallel for private(j)
    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++)
            C2[i][j] = C2[j][i];
}

int main(void)
{
    DATA_TYPE alpha, beta;
    int i, j;
    init_array(N, M, &alpha, &beta);
    kernel_syrk(N, M, alpha, beta);
    kernel_syr2k(N, M, alpha, beta);
    DATA_TYPE s1 = 0, s2 = 0, up = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            s1 += C[i][j] * ((i + 2 * j) % 5 + 1);
            s2 += C2[i][j] * ((2 * i + j) % 7 + 1);
            if (j > i)
                up += C[i][j];
        }
    printf("syrk %.12e upper-untouched %.12e diag %.12e\n", s1, up, C[N - 1][N - 1]);
    printf("syr2k %.12e C2[3][N-1] %.12e\n", s2, C2[3][N - 1]);
    return 0;
}
