// LU (no pivoting) and Cholesky in the style of the OpenMP versions of
// linear-algebra suites: a sequential k loop with `omp for` inside it (one
// parallel region around the k loop for LU, a parallel for per k for
// Cholesky), triangular bounds starting at k+1, and sqrt on the diagonal.
// omp2ocl-test: offload=100
// omp2ocl-test: tolerance=1e-9
#include <stdio.h>
#include <math.h>

#define N 100
#define DATA_TYPE double

static DATA_TYPE A[N][N], L[N][N];

static void init_spd(int n, DATA_TYPE M[N][N])
{
    int i, j;
    for (i = 0; i < n; i++) {
        for (j = 0; j <= i; j++) {
            M[i][j] = (DATA_TYPE)(-j % n) / n + 1;
            M[j][i] = M[i][j];
        }
        M[i][i] = n + 1.0 + i % 3;
    }
}

static void kernel_lu(int n)
{
    int i, j, k;
#pragma omp parallel private(i, j, k)
    {
        for (k = 0; k < n - 1; k++) {
#pragma omp for
            for (i = k + 1; i < n; i++)
                A[i][k] = A[i][k] / A[k][k];
#pragma omp for
            for (i = k + 1; i < n; i++)
                for (j = k + 1; j < n; j++)
                    A[i][j] = A[i][j] - A[i][k] * A[k][j];
        }
    }
}

static void kernel_cholesky(int n)
{
    int i, j, k;
    for (j = 0; j < n; j++) {
        DATA_TYPE s = L[j][j];
        for (k = 0; k < j; k++)
            s -= L[j][k] * L[j][k];
        L[j][j] = sqrt(s);
#pragma omp parallel for private(k)
        for (i = j + 1; i < n; i++) {
            DATA_TYPE t = L[i][j];
            for (k = 0; k < j; k++)
                t -= L[i][k] * L[j][k];
            L[i][j] = t / L[j][j];
        }
    }
    /* zero the strict upper triangle */
#pragma omp parallel for private(j)
    for (i = 0; i < n; i++)
        for (j = i + 1; j < n; j++)
            L[i][j] = 0.0;
}

int main(void)
{
    int i, j;
    init_spd(N, A);
    init_spd(N, L);
    kernel_lu(N);
    kernel_cholesky(N);
    DATA_TYPE sa = 0, sl = 0, dprod = 0;
    for (i = 0; i < N; i++) {
        dprod += log(fabs(A[i][i]));
        for (j = 0; j < N; j++) {
            sa += A[i][j] * ((i + j) % 4 + 1);
            sl += L[i][j] * ((2 * i + j) % 3 + 1);
        }
    }
    printf("lu %.12e logdet %.12e A[N-1][N-1] %.12e\n", sa, dprod, A[N - 1][N - 1]);
    printf("cholesky %.12e L[N-1][0] %.12e L[N-1][N-1] %.12e\n", sl, L[N - 1][0], L[N - 1][N - 1]);
    return 0;
}
