// PolyBench-style covariance and correlation: column means, standard
// deviations with sqrt and a `<= eps` guard, centring, and a symmetric
// result filled from the triangle (j = i..m-1, mirrored writes).
// omp2ocl-test: offload=7
// omp2ocl-test: tolerance=1e-10
#include <stdio.h>
#include <math.h>

#define M 80
#define N 100
#define DATA_TYPE double
#define SQRT_FUN(x) sqrt(x)

static DATA_TYPE data[N][M], data2[N][M];
static DATA_TYPE cov[M][M], corr[M][M];
static DATA_TYPE mean[M], mean2[M], stddev[M];

static void init_array(int m, int n, DATA_TYPE *float_n)
{
    int i, j;
    *float_n = (DATA_TYPE)n;
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) {
            data[i][j] = ((DATA_TYPE)i * j) / M + i;
            /* column 3 is constant: its stddev is 0 and takes the eps path */
            data2[i][j] = j == 3 ? 2.0 : (DATA_TYPE)((i * (j + 1)) % 17) / 7.0;
        }
}

static void kernel_covariance(int m, int n, DATA_TYPE float_n)
{
    int i, j, k;
#pragma omp parallel
    {
#pragma omp for private(i)
        for (j = 0; j < m; j++) {
            mean[j] = 0.0;
            for (i = 0; i < n; i++)
                mean[j] += data[i][j];
            mean[j] /= float_n;
        }
#pragma omp for private(j)
        for (i = 0; i < n; i++)
            for (j = 0; j < m; j++)
                data[i][j] -= mean[j];
#pragma omp for private(j, k)
        for (i = 0; i < m; i++)
            for (j = i; j < m; j++) {
                cov[i][j] = 0.0;
                for (k = 0; k < n; k++)
                    cov[i][j] += data[k][i] * data[k][j];
                cov[i][j] /= (float_n - 1.0);
                cov[j][i] = cov[i][j];
            }
    }
}

static void kernel_correlation(int m, int n, DATA_TYPE float_n)
{
    int i, j, k;
    DATA_TYPE eps = 0.1;
#pragma omp parallel private(i, j, k)
    {
#pragma omp for
        for (j = 0; j < m; j++) {
            mean2[j] = 0.0;
            for (i = 0; i < n; i++)
                mean2[j] += data2[i][j];
            mean2[j] /= float_n;
        }
#pragma omp for
        for (j = 0; j < m; j++) {
            stddev[j] = 0.0;
            for (i = 0; i < n; i++)
                stddev[j] += (data2[i][j] - mean2[j]) * (data2[i][j] - mean2[j]);
            stddev[j] /= float_n;
            stddev[j] = SQRT_FUN(stddev[j]);
            stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
        }
#pragma omp for
        for (i = 0; i < n; i++)
            for (j = 0; j < m; j++) {
                data2[i][j] -= mean2[j];
                data2[i][j] /= SQRT_FUN(float_n) * stddev[j];
            }
#pragma omp for
        for (i = 0; i < m - 1; i++) {
            corr[i][i] = 1.0;
            for (j = i + 1; j < m; j++) {
                corr[i][j] = 0.0;
                for (k = 0; k < n; k++)
                    corr[i][j] += (data2[k][i] * data2[k][j]);
                corr[j][i] = corr[i][j];
            }
        }
    }
    corr[m - 1][m - 1] = 1.0;
}

int main(void)
{
    DATA_TYPE float_n;
    int i, j;
    init_array(M, N, &float_n);
    kernel_covariance(M, N, float_n);
    kernel_correlation(M, N, float_n);
    DATA_TYPE sc = 0, sr = 0, sd = 0;
    for (i = 0; i < M; i++) {
        sd += stddev[i];
        for (j = 0; j < M; j++) {
            sc += cov[i][j] * ((i + j) % 3 + 1);
            sr += corr[i][j] * ((i * j) % 5 + 1);
        }
    }
    printf("cov %.12e cov[0][M-1] %.12e\n", sc, cov[0][M - 1]);
    printf("corr %.12e stddev %.12e stddev[3] %.12e\n", sr, sd, stddev[3]);
    return 0;
}
