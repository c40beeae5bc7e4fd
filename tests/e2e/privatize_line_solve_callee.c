// A line solve with function-local scratch arrays (the shape of BT's x_solve):
// in every iteration of an orphaned `omp for k` and of the directly nested j
// loop, a called function fills the coefficients of every point of the line
// (cf[0..nx-1]), another builds row i of a tridiagonal system from the points
// i-1, i, i+1 (lhs[1..nx-2]), and a Thomas solver whose `last = n - 2` is a
// local set once reads lhs[1..n-2] and r[1..n-2] before the line is copied
// back. Every read of the scratch arrays is covered by writes earlier in the
// same iteration (through the calls), so they become per-work-item private
// arrays; the solver's first row needs nx >= 3, checked when launching.
// omp2ocl-test: offload=4
// omp2ocl-test: tolerance=1e-10
#include <stdio.h>

#define NZ 10
#define NY 9
#define NXMAX 16

static double u[NZ][NY][NXMAX];
static double rhs[NZ][NY][NXMAX];
static int nx;

/* coefficients of one point: c[0] diagonal part, c[1] coupling */
static void coeffs(double q, double c[2])
{
    int a;
    for (a = 0; a < 2; a++)
        c[a] = 0.0;
    c[0] += 1.0 + q * q;
    c[1] = 0.25 * q;
}

/* row of the tridiagonal system: sub-, main and super-diagonal */
static void build_row(double cm[2], double c0[2], double cp[2], double row[3])
{
    row[0] = -cm[1];
    row[1] = 2.0 + c0[0];
    row[2] = -cp[1];
}

/* Thomas algorithm on rows 1..n-2; r is overwritten with the solution */
static void thomas(double lhs[][3], double r[], int n)
{
    int i, last = n - 2;
    double m;

    r[1] = r[1] / lhs[1][1];
    lhs[1][2] = lhs[1][2] / lhs[1][1];
    for (i = 2; i <= last; i++) {
        m = lhs[i][1] - lhs[i][0] * lhs[i - 1][2];
        lhs[i][2] = lhs[i][2] / m;
        r[i] = (r[i] - lhs[i][0] * r[i - 1]) / m;
    }
    for (i = last - 1; i >= 1; i--)
        r[i] = r[i] - lhs[i][2] * r[i + 1];
}

static void x_solve(void)
{
    int i, j, k;
    double cf[NXMAX][2];
    double lhs[NXMAX][3];
    double r[NXMAX];

#pragma omp for
    for (k = 1; k < NZ - 1; k++) {
        for (j = 1; j < NY - 1; j++) {
            for (i = 0; i < nx; i++)
                coeffs(u[k][j][i], cf[i]);
            for (i = 1; i < nx - 1; i++) {
                build_row(cf[i - 1], cf[i], cf[i + 1], lhs[i]);
                r[i] = rhs[k][j][i];
            }
            thomas(lhs, r, nx);
            for (i = 1; i < nx - 1; i++)
                rhs[k][j][i] = r[i];
        }
    }
}

static void init(void)
{
    int i, j, k;
#pragma omp for
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NXMAX; i++) {
                u[k][j][i] = 0.1 * ((i * 7 + j * 3 + k) % 11);
                rhs[k][j][i] = 1.0 + 0.01 * ((i * 5 + j * 2 + k * 3) % 17);
            }
}

int main(void)
{
    int i, j, k, step;
    double s = 0.0, w = 0.0;

    nx = NXMAX;
#pragma omp parallel private(step)
    {
        init();
        for (step = 0; step < 2; step++)
            x_solve();
    }
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NXMAX; i++) {
                s += rhs[k][j][i];
                w += rhs[k][j][i] * (1 + (i + 2 * j + 3 * k) % 5);
            }
    printf("nx=%d sum %.12e weighted %.12e mid %.12e\n", nx, s, w, rhs[4][4][7]);

    nx = 12; /* a shorter line in the same arrays */
#pragma omp parallel
    x_solve();
    s = 0.0;
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NXMAX; i++)
                s += rhs[k][j][i] * (1 + i % 3);
    printf("nx=%d sum %.12e edge %.12e\n", nx, s, rhs[8][7][10]);
    return 0;
}
