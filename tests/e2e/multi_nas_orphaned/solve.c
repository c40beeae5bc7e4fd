/* Update and error norm: orphaned loops, per-thread partial sums combined in
 * a critical section, and an orphaned reduction into a global. */
#include <math.h>
#include "header.h"

void update(void)
{
    int i, j, k, m;
#pragma omp for
    for (k = 1; k < NZ - 1; k++)
        for (j = 1; j < NY - 1; j++)
            for (i = 1; i < NX - 1; i++)
                for (m = 0; m < 5; m++)
                    u[k][j][i][m] += dt * rhs[k][j][i][m];
}

double total_mass;

/* NAS LU l2norm style: per-thread partial sums over an `omp for nowait`,
 * combined in a `critical` section, finished in a `single`. */
void error_norm(void)
{
    int i, j, k, m;
    double part[5], add;
#pragma omp single
    {
        for (m = 0; m < 5; m++)
            rms[m] = 0.0;
        total_mass = 0.0;
    }
    for (m = 0; m < 5; m++)
        part[m] = 0.0;
#pragma omp for nowait
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++)
                for (m = 0; m < 5; m++) {
                    add = u[k][j][i][m] - 1.0;
                    part[m] += add * add;
                }
#pragma omp critical
    for (m = 0; m < 5; m++)
        rms[m] += part[m];
#pragma omp barrier
#pragma omp single
    for (m = 0; m < 5; m++)
        rms[m] = sqrt(rms[m] / (NX * NY * NZ));
    /* an orphaned reduction into a global */
#pragma omp for reduction(+:total_mass)
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++)
                total_mass += u[k][j][i][0];
}
