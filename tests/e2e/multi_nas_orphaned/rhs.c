/* Right-hand side and forcing: orphaned work-sharing loops. */
#include "header.h"

void initialize(void)
{
    int i, j, k, m;
#pragma omp for
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++)
                for (m = 0; m < 5; m++) {
                    u[k][j][i][m] = 1.0 + 0.1 * m + 0.01 * (i + j + k);
                    rhs[k][j][i][m] = 0.0;
                }
}

void exact_rhs(void)
{
    int i, j, k, m;
#pragma omp for nowait
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++)
                for (m = 0; m < 5; m++)
                    forcing[k][j][i][m] = 0.001 * ((i * j + k * m) % 7);
#pragma omp barrier
}

void compute_rhs(void)
{
    int i, j, k, m;
#pragma omp for
    for (k = 1; k < NZ - 1; k++)
        for (j = 1; j < NY - 1; j++)
            for (i = 1; i < NX - 1; i++)
                for (m = 0; m < 5; m++)
                    rhs[k][j][i][m] = forcing[k][j][i][m]
                        + 0.5 * (u[k][j][i + 1][m] - 2.0 * u[k][j][i][m] + u[k][j][i - 1][m])
                        + 0.25 * (u[k][j + 1][i][m] - 2.0 * u[k][j][i][m] + u[k][j - 1][i][m])
                        + 0.125 * (u[k + 1][j][i][m] - 2.0 * u[k][j][i][m] + u[k - 1][j][i][m]);
}
