// Loop distribution one level down (LU's rhs): the `omp for` over k holds a
// single j loop whose body is the sequence (fluxes into a shared scratch
// array, differences of neighbouring fluxes, fluxes overwritten, boundary
// columns). k and j both stay NDRange dimensions; the kernels of the
// sequence run in order, so each reads the fluxes the previous one wrote.
// The first loop is `nowait schedule(static)` and the second relies on the
// same static partition of k, as LU does; a third loop distributes over j
// (`omp for` over j, loops over k inside).
// omp2ocl-test: offload=6
// omp2ocl-test: tolerance=1e-11
#include <stdio.h>

#define NX 14
#define NY 13
#define NZ 12

static double u[NZ][NY][NX][5], rsd[NZ][NY][NX][5], flux[NZ][NY][NX][5];

static void rhs(void)
{
    int i, j, k, m;
    double q, tmp, u21, u21i, u21im1;

#pragma omp for nowait schedule(static)
    for (k = 1; k < NZ - 1; k++) {
        for (j = 1; j < NY - 1; j++) {
            for (i = 0; i < NX; i++) {
                flux[k][j][i][0] = u[k][j][i][1];
                u21 = u[k][j][i][1] / u[k][j][i][0];
                q = 0.5 * (u[k][j][i][1] * u[k][j][i][1] + u[k][j][i][2] * u[k][j][i][2]) /
                    u[k][j][i][0];
                flux[k][j][i][1] = u[k][j][i][1] * u21 + 0.4 * (u[k][j][i][4] - q);
                flux[k][j][i][2] = u[k][j][i][2] * u21;
                flux[k][j][i][3] = u[k][j][i][3] * u21;
                flux[k][j][i][4] = (1.4 * u[k][j][i][4] - 0.4 * q) * u21;
            }
            for (i = 1; i < NX - 1; i++)
                for (m = 0; m < 5; m++)
                    rsd[k][j][i][m] -= 0.5 * (flux[k][j][i + 1][m] - flux[k][j][i - 1][m]);
            for (i = 1; i < NX; i++) {
                tmp = 1.0 / u[k][j][i][0];
                u21i = tmp * u[k][j][i][1];
                tmp = 1.0 / u[k][j][i - 1][0];
                u21im1 = tmp * u[k][j][i - 1][1];
                flux[k][j][i][1] = 0.75 * (u21i - u21im1);
                flux[k][j][i][4] = 0.25 * (u21i * u21i - u21im1 * u21im1);
            }
            for (i = 1; i < NX - 1; i++) {
                rsd[k][j][i][1] += 0.3 * (flux[k][j][i + 1][1] - flux[k][j][i][1]);
                rsd[k][j][i][4] += 0.3 * (flux[k][j][i + 1][4] - flux[k][j][i][4]);
            }
            for (m = 0; m < 5; m++) {
                rsd[k][j][1][m] -= 0.1 * (5.0 * u[k][j][1][m] - 4.0 * u[k][j][2][m]);
                rsd[k][j][NX - 2][m] -= 0.1 * (u[k][j][NX - 4][m] - 4.0 * u[k][j][NX - 3][m]);
            }
        }
    }

    /* same static partition of k: no barrier needed between the loops */
#pragma omp for schedule(static)
    for (k = 1; k < NZ - 1; k++) {
        for (j = 1; j < NY - 1; j++) {
            for (i = 1; i < NX - 1; i++)
                for (m = 0; m < 5; m++)
                    rsd[k][j][i][m] *= 0.5;
            for (m = 0; m < 5; m++)
                rsd[k][j][0][m] = rsd[k][j][1][m];
        }
    }

#pragma omp for
    for (j = 1; j < NY - 1; j++) {
        for (k = 0; k < NZ; k++)
            for (i = 1; i < NX - 1; i++)
                flux[k][j][i][3] = u[k][j][i][3] / u[k][j][i][0];
        for (k = 1; k < NZ - 1; k++)
            for (i = 1; i < NX - 1; i++)
                rsd[k][j][i][3] -= 0.2 * (flux[k + 1][j][i][3] - flux[k - 1][j][i][3]);
        for (i = 1; i < NX - 1; i++)
            for (m = 0; m < 5; m++) {
                rsd[1][j][i][m] -= 0.05 * u[2][j][i][m];
                rsd[NZ - 2][j][i][m] -= 0.05 * u[NZ - 3][j][i][m];
            }
    }
}

int main(void)
{
    int i, j, k, m, it;
    double s[5], w;
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++)
                for (m = 0; m < 5; m++) {
                    u[k][j][i][m] = 1.0 + 0.02 * (m + 1) + 0.01 * ((i * 3 + j * 5 + k * 7 + m) % 9);
                    rsd[k][j][i][m] = 0.001 * ((i + j + k + m) % 4);
                }
#pragma omp parallel private(it)
    for (it = 0; it < 2; it++)
        rhs();

    for (m = 0; m < 5; m++)
        s[m] = 0.0;
    w = 0.0;
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++)
                for (m = 0; m < 5; m++) {
                    s[m] += rsd[k][j][i][m];
                    w += rsd[k][j][i][m] * ((i + 2 * j + 5 * k + m) % 11);
                }
    for (m = 0; m < 5; m++)
        printf("s[%d] %.12e\n", m, s[m]);
    printf("w %.12e\n", w);
    printf("rsd[3][4][5] %.12e %.12e\n", rsd[3][4][5][1], rsd[3][4][5][4]);
    printf("flux[6][7][8] %.12e %.12e\n", flux[6][7][8][1], flux[6][7][8][3]);
    return 0;
}
