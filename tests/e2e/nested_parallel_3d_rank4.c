// Directly nested 3-D loops under an `omp for` over a rank-4 array
// u[N][N][N][5] with a 5-component inner loop (the BT/SP layout).
// omp2ocl-test: offload=2
// omp2ocl-test: tolerance=1e-11
#include <stdio.h>

#define N 16

static double u[N][N][N][5];
static double flux[N][N][N][5];

int main(void)
{
    int i, j, k, m;
#pragma omp parallel for private(i, j, m)
    for (k = 0; k < N; k++)
        for (j = 0; j < N; j++)
            for (i = 0; i < N; i++)
                for (m = 0; m < 5; m++)
                    u[k][j][i][m] = (double)(m + 1) + 0.001 * (k * N * N + j * N + i);
#pragma omp parallel for private(i, j, m)
    for (k = 1; k < N - 1; k++)
        for (j = 1; j < N - 1; j++)
            for (i = 1; i < N - 1; i++) {
                double rho = 1.0 / u[k][j][i][0];
                for (m = 0; m < 5; m++)
                    flux[k][j][i][m] = rho * (u[k][j][i + 1][m] - u[k][j][i - 1][m])
                                     + 0.5 * (u[k + 1][j][i][m] - u[k - 1][j][i][m])
                                     - 0.25 * u[k][j + 1][i][m] * u[k][j - 1][i][4 - m];
            }
    double s[5] = {0, 0, 0, 0, 0};
    for (k = 0; k < N; k++)
        for (j = 0; j < N; j++)
            for (i = 0; i < N; i++)
                for (m = 0; m < 5; m++)
                    s[m] += flux[k][j][i][m];
    for (m = 0; m < 5; m++)
        printf("flux sum %d %.12e\n", m, s[m]);
    printf("flux[3][4][5][2] %.12e\n", flux[3][4][5][2]);
    return 0;
}
