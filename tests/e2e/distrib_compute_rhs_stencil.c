// Loop distribution on a BT/SP-shaped compute_rhs: one orphaned `omp for`
// over k whose body is a sequence of loop nests (a copy; xi fluxes with
// private scalars; a j loop holding its own sequence of i and m loops with
// constant-index stripes `i = 1; ...`; constant-index stripes `j = 1; for
// i ...`; an if/else-if chain on k; a scaling), inside a time-step loop of
// one parallel region. Every kernel the loop becomes must give the OpenMP
// result, and so must the host fallback.
// omp2ocl-test: offload=9
// omp2ocl-test: tolerance=1e-10
#include <stdio.h>

#define NX 13
#define NY 12
#define NZ 11
#define STEPS 3

static double u[NZ][NY][NX][5];
static double us[NZ][NY][NX], sq[NZ][NY][NX];
static double rhs[NZ][NY][NX][5], forcing[NZ][NY][NX][5];
static int nx = NX, ny = NY, nz = NZ;
static double dssp = 0.25, c2 = 0.4;

static void init(void)
{
    int i, j, k, m;
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++)
                for (m = 0; m < 5; m++) {
                    u[k][j][i][m] = 1.0 + 0.01 * (m + 1) * (i + 2 * j + 3 * k)
                                    + ((i * j + k + m) % 7) * 0.0625;
                    forcing[k][j][i][m] = 0.001 * ((i + j * k + m) % 11);
                }
}

static void compute_rhs(double factor)
{
    int i, j, k, m;
    double uijk, up1, um1;

#pragma omp for
    for (k = 0; k < nz; k++)
        for (j = 0; j < ny; j++)
            for (i = 0; i < nx; i++) {
                us[k][j][i] = u[k][j][i][1] / u[k][j][i][0];
                sq[k][j][i] = 0.5 * (u[k][j][i][1] * u[k][j][i][1] +
                                     u[k][j][i][2] * u[k][j][i][2]) / u[k][j][i][0];
            }

#pragma omp for
    for (k = 1; k < nz - 1; k++) {
        for (j = 0; j < ny; j++)
            for (i = 0; i < nx; i++)
                for (m = 0; m < 5; m++)
                    rhs[k][j][i][m] = forcing[k][j][i][m];

        /* xi direction: fluxes, then dissipation stripes */
        for (j = 1; j < ny - 1; j++) {
            for (i = 1; i < nx - 1; i++) {
                uijk = us[k][j][i];
                up1 = us[k][j][i + 1];
                um1 = us[k][j][i - 1];
                rhs[k][j][i][0] += 0.5 * (u[k][j][i + 1][0] - 2.0 * u[k][j][i][0] +
                                          u[k][j][i - 1][0]) -
                                   0.3 * (u[k][j][i + 1][1] - u[k][j][i - 1][1]);
                rhs[k][j][i][1] += 0.7 * (up1 - 2.0 * uijk + um1) -
                                   0.3 * (u[k][j][i + 1][1] * up1 - u[k][j][i - 1][1] * um1 +
                                          (u[k][j][i + 1][4] - sq[k][j][i + 1] -
                                           u[k][j][i - 1][4] + sq[k][j][i - 1]) * c2);
                for (m = 2; m < 5; m++)
                    rhs[k][j][i][m] += 0.5 * (u[k][j][i + 1][m] - 2.0 * u[k][j][i][m] +
                                              u[k][j][i - 1][m]) -
                                       0.3 * (u[k][j][i + 1][m] * up1 - u[k][j][i - 1][m] * um1);
            }
            for (m = 0; m < 5; m++) {
                i = 1;
                rhs[k][j][i][m] -= dssp * (5.0 * u[k][j][i][m] - 4.0 * u[k][j][i + 1][m] +
                                           u[k][j][i + 2][m]);
                i = 2;
                rhs[k][j][i][m] -= dssp * (-4.0 * u[k][j][i - 1][m] + 6.0 * u[k][j][i][m] -
                                           4.0 * u[k][j][i + 1][m] + u[k][j][i + 2][m]);
            }
            for (i = 3; i < nx - 3; i++)
                for (m = 0; m < 5; m++)
                    rhs[k][j][i][m] -= dssp * (u[k][j][i - 2][m] - 4.0 * u[k][j][i - 1][m] +
                                               6.0 * u[k][j][i][m] - 4.0 * u[k][j][i + 1][m] +
                                               u[k][j][i + 2][m]);
            for (m = 0; m < 5; m++) {
                i = nx - 3;
                rhs[k][j][i][m] -= dssp * (u[k][j][i - 2][m] - 4.0 * u[k][j][i - 1][m] +
                                           6.0 * u[k][j][i][m] - 4.0 * u[k][j][i + 1][m]);
                i = nx - 2;
                rhs[k][j][i][m] -= dssp * (u[k][j][i - 2][m] - 4.0 * u[k][j][i - 1][m] +
                                           5.0 * u[k][j][i][m]);
            }
        }

        /* eta direction: constant-index stripes */
        j = 1;
        for (i = 1; i < nx - 1; i++)
            for (m = 0; m < 5; m++)
                rhs[k][j][i][m] -= dssp * (5.0 * u[k][j][i][m] - 4.0 * u[k][j + 1][i][m] +
                                           u[k][j + 2][i][m]);
        j = 2;
        for (i = 1; i < nx - 1; i++)
            for (m = 0; m < 5; m++)
                rhs[k][j][i][m] -= dssp * (-4.0 * u[k][j - 1][i][m] + 6.0 * u[k][j][i][m] -
                                           4.0 * u[k][j + 1][i][m] + u[k][j + 2][i][m]);
        for (j = 3; j < ny - 3; j++)
            for (i = 1; i < nx - 1; i++)
                for (m = 0; m < 5; m++)
                    rhs[k][j][i][m] -= dssp * (u[k][j - 2][i][m] - 4.0 * u[k][j - 1][i][m] +
                                               6.0 * u[k][j][i][m] - 4.0 * u[k][j + 1][i][m] +
                                               u[k][j + 2][i][m]);
        j = ny - 3;
        for (i = 1; i < nx - 1; i++)
            for (m = 0; m < 5; m++)
                rhs[k][j][i][m] -= dssp * (u[k][j - 2][i][m] - 4.0 * u[k][j - 1][i][m] +
                                           6.0 * u[k][j][i][m] - 4.0 * u[k][j + 1][i][m]);
        j = ny - 2;
        for (i = 1; i < nx - 1; i++)
            for (m = 0; m < 5; m++)
                rhs[k][j][i][m] -= dssp * (u[k][j - 2][i][m] - 4.0 * u[k][j - 1][i][m] +
                                           5.0 * u[k][j][i][m]);

        /* zeta direction: the plane decides the stencil row */
        if (k == 1) {
            for (j = 1; j < ny - 1; j++)
                for (i = 1; i < nx - 1; i++)
                    for (m = 0; m < 5; m++)
                        rhs[k][j][i][m] -= dssp * (5.0 * u[k][j][i][m] -
                                                   4.0 * u[k + 1][j][i][m] + u[k + 2][j][i][m]);
        } else if (k == nz - 2) {
            for (j = 1; j < ny - 1; j++)
                for (i = 1; i < nx - 1; i++)
                    for (m = 0; m < 5; m++)
                        rhs[k][j][i][m] -= dssp * (u[k - 2][j][i][m] - 4.0 * u[k - 1][j][i][m] +
                                                   5.0 * u[k][j][i][m]);
        } else {
            for (j = 1; j < ny - 1; j++)
                for (i = 1; i < nx - 1; i++)
                    for (m = 0; m < 5; m++)
                        rhs[k][j][i][m] -= dssp * (u[k - 1][j][i][m] - 2.0 * u[k][j][i][m] +
                                                   u[k + 1][j][i][m]);
        }

        for (j = 1; j < ny - 1; j++)
            for (i = 1; i < nx - 1; i++)
                for (m = 0; m < 5; m++)
                    rhs[k][j][i][m] *= factor;
    }
}

static void add(void)
{
    int i, j, k, m;
#pragma omp for
    for (k = 1; k < nz - 1; k++)
        for (j = 1; j < ny - 1; j++)
            for (i = 1; i < nx - 1; i++)
                for (m = 0; m < 5; m++)
                    u[k][j][i][m] += 0.05 * rhs[k][j][i][m];
}

int main(void)
{
    int i, j, k, m, step;
    double sum[5], wsum;
    init();
#pragma omp parallel private(step)
    for (step = 0; step < STEPS; step++) {
        compute_rhs(step == 0 ? 1.0 : 0.5);
        add();
    }
    for (m = 0; m < 5; m++)
        sum[m] = 0.0;
    wsum = 0.0;
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++)
                for (m = 0; m < 5; m++) {
                    sum[m] += rhs[k][j][i][m];
                    wsum += rhs[k][j][i][m] * ((i + 3 * j + 7 * k + m) % 13);
                }
    for (m = 0; m < 5; m++)
        printf("sum[%d] %.12e\n", m, sum[m]);
    printf("weighted %.12e\n", wsum);
    printf("rhs[5][1][2] %.12e %.12e\n", rhs[5][1][2][0], rhs[5][1][2][4]);
    printf("rhs[1][6][11] %.12e\n", rhs[1][6][11][3]);
    printf("u[4][5][6] %.12e\n", u[4][5][6][2]);
    return 0;
}
