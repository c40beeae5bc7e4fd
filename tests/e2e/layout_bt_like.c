// Global index reordering on a BT-shaped program: u[k][j][i][5] and friends
// with the work-item index (i, dimension 0) in the second-to-last subscript.
// Host loops initialise and check, offloaded 3-D loops compute, a 1-D loop
// over k sweeps planes, all inside a time-step loop. Built with and without
// -fno-global-index-reorder (ctest e2e-nolayout.*): identical results.
// omp2ocl-test: offload=16
#include <stdio.h>

#define NK 9
#define NJ 10
#define NI 11
#define STEPS 4

static double u[NK][NJ][NI + 1][5];
static double rhs[NK][NJ][NI + 1][5];
static double forcing[NK][NJ][NI + 1][5];
static double rho_i[NK][NJ][NI + 1];
static double plane[NK][5];

static void initialize(void)
{
    int i, j, k, m;
    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++)
            for (i = 0; i <= NI; i++)
                for (m = 0; m < 5; m++) {
                    u[k][j][i][m] = 1.0 + 0.0625 * ((i + 2 * j + 3 * k + m) % 7) + 0.5 * m;
                    forcing[k][j][i][m] = 0.015625 * ((i * j + k * m) % 5);
                }
}

static void compute_rhs(void)
{
    int i, j, k, m;
#pragma omp parallel for private(j, i)
    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                rho_i[k][j][i] = 1.0 / u[k][j][i][0];

#pragma omp parallel for private(j, i, m)
    for (k = 1; k < NK - 1; k++)
        for (j = 1; j < NJ - 1; j++)
            for (i = 1; i < NI - 1; i++)
                for (m = 0; m < 5; m++)
                    rhs[k][j][i][m] = forcing[k][j][i][m]
                        + 0.25 * (u[k][j][i + 1][m] - 2.0 * u[k][j][i][m] + u[k][j][i - 1][m])
                        + 0.125 * (u[k][j + 1][i][m] - 2.0 * u[k][j][i][m] + u[k][j - 1][i][m])
                        + 0.0625 * (u[k + 1][j][i][m] - 2.0 * u[k][j][i][m] + u[k - 1][j][i][m])
                        - 0.03125 * rho_i[k][j][i] * u[k][j][i][1];
}

/* One work-item per plane: k on dimension 0, a sequential sweep inside. */
static void plane_sums(void)
{
    int i, j, k, m;
#pragma omp parallel for private(j, i, m)
    for (k = 0; k < NK; k++) {
        for (m = 0; m < 5; m++)
            plane[k][m] = 0.0;
        for (j = 1; j < NJ - 1; j++)
            for (i = 1; i < NI - 1; i++)
                for (m = 0; m < 5; m++)
                    plane[k][m] += rhs[k][j][i][m] * rhs[k][j][i][m];
    }
}

static void add(void)
{
    int i, j, k, m;
#pragma omp parallel for private(j, i, m)
    for (k = 1; k < NK - 1; k++)
        for (j = 1; j < NJ - 1; j++)
            for (i = 1; i < NI - 1; i++)
                for (m = 0; m < 5; m++)
                    u[k][j][i][m] += 0.5 * rhs[k][j][i][m];
}

int main(void)
{
    int i, j, k, m, step;
    double sum[5], total = 0.0;
    initialize();
    for (step = 0; step < STEPS; step++) {
        compute_rhs();
        plane_sums();
        add();
        /* the host reads and writes between kernels */
        for (m = 0; m < 5; m++)
            u[0][0][0][m] += plane[NK / 2][m] * 1e-3;
    }
    for (m = 0; m < 5; m++) {
        sum[m] = 0.0;
        for (k = 0; k < NK; k++)
            for (j = 0; j < NJ; j++)
                for (i = 0; i < NI; i++)
                    sum[m] += u[k][j][i][m] * (1 + (i + j + k) % 3);
        printf("u sum %d = %.12e\n", m, sum[m]);
        total += sum[m];
    }
    for (k = 0; k < NK; k++)
        printf("plane %d: %.12e %.12e\n", k, plane[k][0], plane[k][4]);
    printf("rho_i %.12e total %.12e size %d\n", rho_i[3][4][5], total,
           (int)(sizeof(u) / sizeof(u[0][0][0][0])));
    return 0;
}
