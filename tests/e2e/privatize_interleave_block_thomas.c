// A block-tridiagonal line solve shaped like NAS BT's x_solve/z_solve, with
// lines long enough that the per-line work arrays exceed the 16 KB limit of
// __private memory: fjac/njac[NL+1][5][5] (18 KB each) and
// lhs[NL+1][3][5][5] (55 KB) live in global scratch, interleaved
// element-major (element e of work-item w at e * work-items + w), while
// r[NL+1][5] (3.7 KB) stays private. The arrays go through two levels of
// callees with different trailing dimensions: block_thomas(lhs[][3][5][5],
// r[][5]) passes lhs[i][BB] ([5][5]) and r[i] ([5]) to binvcrhs, matvec_sub
// and matmul_sub; build_blocks gets fjac[i - 1] and lhs[i] ([3][5][5]).
// Two sweeps: a 2-D NDRange (omp for k, nested j joins) along x and a 1-D
// one along z whose rows are read back in reverse.
// omp2ocl-test: offload=4
// omp2ocl-test: tolerance=1e-9
#include <stdio.h>

#define NL 90
#define NJ 6
#define NK 5

#define AA 0
#define BB 1
#define CC 2

static double u[NK][NJ][NL][5];
static double rhs[NK][NJ][NL][5];
static double rz[NL][NJ][5];

static void jacobians(const double q[5], double d, double f[5][5], double nj[5][5])
{
    int a, b;
    for (a = 0; a < 5; a++)
        for (b = 0; b < 5; b++) {
            f[a][b] = 0.01 * (q[a] - q[b]) * d;
            nj[a][b] = (a == b) ? 0.5 + 0.1 * q[a] : 0.02 * q[(a + b) % 5];
        }
    f[0][0] += d;
    nj[4][4] *= 1.5;
}

static void build_blocks(double fm[5][5], double nm[5][5], double n0[5][5],
                         double fp[5][5], double np[5][5], double t1, double t2,
                         const double dd[5], double blk[3][5][5])
{
    int a, b;
    for (a = 0; a < 5; a++) {
        for (b = 0; b < 5; b++) {
            blk[AA][a][b] = -t2 * fm[a][b] - t1 * nm[a][b];
            blk[BB][a][b] = 2.0 * t1 * n0[a][b];
            blk[CC][a][b] = t2 * fp[a][b] - t1 * np[a][b];
        }
        blk[AA][a][a] -= t1 * dd[a];
        blk[BB][a][a] += 1.0 + 2.0 * t1 * dd[a];
        blk[CC][a][a] -= t1 * dd[a];
    }
}

static void binvcrhs(double lb[5][5], double cblk[5][5], double r[5])
{
    int p, q, col;
    double pivot, coeff;
    for (p = 0; p < 5; p++) {
        pivot = 1.0 / lb[p][p];
        for (col = p + 1; col < 5; col++)
            lb[p][col] *= pivot;
        for (col = 0; col < 5; col++)
            cblk[p][col] *= pivot;
        r[p] *= pivot;
        for (q = 0; q < 5; q++) {
            if (q == p)
                continue;
            coeff = lb[q][p];
            for (col = p + 1; col < 5; col++)
                lb[q][col] -= coeff * lb[p][col];
            for (col = 0; col < 5; col++)
                cblk[q][col] -= coeff * cblk[p][col];
            r[q] -= coeff * r[p];
        }
    }
}

static void binvrhs(double lb[5][5], double r[5])
{
    int p, q, col;
    double pivot, coeff;
    for (p = 0; p < 5; p++) {
        pivot = 1.0 / lb[p][p];
        for (col = p + 1; col < 5; col++)
            lb[p][col] *= pivot;
        r[p] *= pivot;
        for (q = 0; q < 5; q++) {
            if (q == p)
                continue;
            coeff = lb[q][p];
            for (col = p + 1; col < 5; col++)
                lb[q][col] -= coeff * lb[p][col];
            r[q] -= coeff * r[p];
        }
    }
}

static void matvec_sub(double a[5][5], const double v[5], double r[5])
{
    int p;
    for (p = 0; p < 5; p++)
        r[p] -= a[p][0] * v[0] + a[p][1] * v[1] + a[p][2] * v[2] +
                a[p][3] * v[3] + a[p][4] * v[4];
}

static void matmul_sub(double a[5][5], double c[5][5], double b[5][5])
{
    int p, q;
    for (p = 0; p < 5; p++)
        for (q = 0; q < 5; q++)
            b[p][q] -= a[p][0] * c[0][q] + a[p][1] * c[1][q] + a[p][2] * c[2][q] +
                       a[p][3] * c[3][q] + a[p][4] * c[4][q];
}

static void block_thomas(double lhs[][3][5][5], double r[][5], int n)
{
    int i, last = n - 2;

    binvcrhs(lhs[1][BB], lhs[1][CC], r[1]);
    for (i = 2; i <= last; i++) {
        matvec_sub(lhs[i][AA], r[i - 1], r[i]);
        matmul_sub(lhs[i][AA], lhs[i - 1][CC], lhs[i][BB]);
        if (i < last)
            binvcrhs(lhs[i][BB], lhs[i][CC], r[i]);
        else
            binvrhs(lhs[i][BB], r[i]);
    }
    for (i = last - 1; i >= 1; i--)
        matvec_sub(lhs[i][CC], r[i + 1], r[i]);
}

static void x_solve(int n)
{
    int i, j, k, m;
    double fjac[NL + 1][5][5], njac[NL + 1][5][5];
    double lhs[NL + 1][3][5][5];
    double r[NL + 1][5];
    const double dd[5] = {0.8, 0.7, 0.6, 0.5, 0.4};
    double t1 = 0.05, t2 = 0.03;

#pragma omp for
    for (k = 0; k < NK; k++) {
        for (j = 0; j < NJ; j++) {
            for (i = 0; i < n; i++)
                jacobians(u[k][j][i], 1.0 + 0.1 * k, fjac[i], njac[i]);
            for (i = 1; i < n - 1; i++) {
                build_blocks(fjac[i - 1], njac[i - 1], njac[i], fjac[i + 1],
                             njac[i + 1], t1, t2, dd, lhs[i]);
                for (m = 0; m < 5; m++)
                    r[i][m] = rhs[k][j][i][m];
            }
            block_thomas(lhs, r, n);
            for (i = 1; i < n - 1; i++)
                for (m = 0; m < 5; m++)
                    rhs[k][j][i][m] = r[i][m];
        }
    }
}

/* one line per j: the rows of rz[.][j], the line's blocks built from u[0][j] */
static void z_solve(int n)
{
    int i, j, m;
    double fjac[NL + 1][5][5], njac[NL + 1][5][5];
    double lhs[NL + 1][3][5][5];
    double r[NL + 1][5];
    const double dd[5] = {0.3, 0.4, 0.5, 0.6, 0.7};

#pragma omp for
    for (j = 0; j < NJ; j++) {
        for (i = 0; i < n; i++)
            jacobians(u[1][j][n - 1 - i], 2.0, fjac[i], njac[i]);
        for (i = 1; i < n - 1; i++) {
            build_blocks(fjac[i - 1], njac[i - 1], njac[i], fjac[i + 1],
                         njac[i + 1], 0.02, 0.04, dd, lhs[i]);
            for (m = 0; m < 5; m++)
                r[i][m] = rz[i][j][m] + 0.5;
        }
        block_thomas(lhs, r, n);
        for (i = 1; i < n - 1; i++)
            for (m = 0; m < 5; m++)
                rz[i][j][m] = r[i][m];
    }
}

int main(void)
{
    int i, j, k, m, step;
    double s = 0.0, w = 0.0, z = 0.0;

    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NL; i++)
                for (m = 0; m < 5; m++) {
                    u[k][j][i][m] = 1.0 + 0.05 * ((i * 3 + j * 5 + k * 7 + m) % 13);
                    rhs[k][j][i][m] = 0.1 * ((i + 2 * j + 3 * k + 4 * m) % 9) - 0.4;
                }
    for (i = 0; i < NL; i++)
        for (j = 0; j < NJ; j++)
            for (m = 0; m < 5; m++)
                rz[i][j][m] = 0.01 * ((i * 7 + j + m * 3) % 11);

#pragma omp parallel private(step)
    {
        for (step = 0; step < 2; step++) {
            x_solve(NL);
            z_solve(NL);
        }
    }
    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NL; i++)
                for (m = 0; m < 5; m++) {
                    s += rhs[k][j][i][m];
                    w += rhs[k][j][i][m] * (1 + (i + j + k + m) % 7);
                }
    for (i = 0; i < NL; i++)
        for (j = 0; j < NJ; j++)
            for (m = 0; m < 5; m++)
                z += rz[i][j][m] * (1 + (i + m) % 3);
    printf("x: sum %.12e weighted %.12e mid %.12e\n", s, w, rhs[2][3][45][2]);
    printf("z: sum %.12e first %.12e last %.12e\n", z, rz[1][0][0], rz[NL - 2][NJ - 1][4]);
    return 0;
}
