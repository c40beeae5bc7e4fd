// SPEC OMP swim shape (shallow water, Sadourny): 2-D global double arrays
// U, V, P, UNEW, ... [N1][N2], INITAL, CALC1, CALC2, CALC3 as functions with
// orphaned `omp for` loops called inside ONE parallel region that also holds
// the time-step loop; periodic continuation with `for nowait` + `single`
// corners; time smoothing in CALC3 with the first step special-cased in a
// `single`; every MPRINT steps check sums by orphaned reductions into
// shared globals, printed by `master`.
// omp2ocl-test: offload=92
// omp2ocl-test: tolerance=1e-9
#include <stdio.h>
#include <math.h>

#define N1 66
#define N2 66
#define M 64
#define NN 64
#define ITMAX 12
#define MPRINT 4

static double U[N1][N2], V[N1][N2], P[N1][N2];
static double UNEW[N1][N2], VNEW[N1][N2], PNEW[N1][N2];
static double UOLD[N1][N2], VOLD[N1][N2], POLD[N1][N2];
static double CU[N1][N2], CV[N1][N2], Z[N1][N2], H[N1][N2];
static double PSI[N1][N2];
static double DT, TDT, DX, DY, A, ALPHA, EL, PI, TPI, DI, DJ, PCF;
static double FSDX, FSDY, TDTS8, TDTSDX, TDTSDY;
static double pcheck, ucheck, vcheck;
static int NCYCLE;

static void inital(void)
{
    int i, j;
#pragma omp for
    for (j = 0; j < NN + 1; j++)
        for (i = 0; i < M + 1; i++)
            PSI[i][j] = A * sin((i + .5) * DI) * sin((j + .5) * DJ);
#pragma omp for
    for (j = 0; j < NN; j++)
        for (i = 0; i < M; i++) {
            U[i + 1][j] = -(PSI[i + 1][j + 1] - PSI[i + 1][j]) / DY;
            V[i][j + 1] = (PSI[i + 1][j + 1] - PSI[i][j + 1]) / DX;
            P[i][j] = PCF * (cos(2. * (i) * DI) + cos(2. * (j) * DJ)) + 50000.;
        }
#pragma omp for nowait
    for (j = 0; j < NN; j++) {
        U[0][j] = U[M][j];
        V[M][j + 1] = V[0][j + 1];
        P[M][j] = P[0][j];
    }
#pragma omp for
    for (i = 0; i < M; i++) {
        U[i + 1][NN] = U[i + 1][0];
        V[i][0] = V[i][NN];
        P[i][NN] = P[i][0];
    }
#pragma omp single
    {
        U[0][NN] = U[M][0];
        V[M][0] = V[0][NN];
        P[M][NN] = P[0][0];
    }
#pragma omp for
    for (j = 0; j < NN + 1; j++)
        for (i = 0; i < M + 1; i++) {
            UOLD[i][j] = U[i][j];
            VOLD[i][j] = V[i][j];
            POLD[i][j] = P[i][j];
        }
}

static void calc1(void)
{
    int i, j;
#pragma omp for
    for (j = 0; j < NN; j++)
        for (i = 0; i < M; i++) {
            CU[i + 1][j] = .5 * (P[i + 1][j] + P[i][j]) * U[i + 1][j];
            CV[i][j + 1] = .5 * (P[i][j + 1] + P[i][j]) * V[i][j + 1];
            Z[i + 1][j + 1] = (FSDX * (V[i + 1][j + 1] - V[i][j + 1]) - FSDY * (U[i + 1][j + 1] - U[i + 1][j])) /
                              (P[i][j] + P[i + 1][j] + P[i + 1][j + 1] + P[i][j + 1]);
            H[i][j] = P[i][j] + .25 * (U[i + 1][j] * U[i + 1][j] + U[i][j] * U[i][j] +
                                       V[i][j + 1] * V[i][j + 1] + V[i][j] * V[i][j]);
        }
#pragma omp for nowait
    for (j = 0; j < NN; j++) {
        CU[0][j] = CU[M][j];
        CV[M][j + 1] = CV[0][j + 1];
        Z[0][j + 1] = Z[M][j + 1];
        H[M][j] = H[0][j];
    }
#pragma omp for
    for (i = 0; i < M; i++) {
        CU[i + 1][NN] = CU[i + 1][0];
        CV[i][0] = CV[i][NN];
        Z[i + 1][0] = Z[i + 1][NN];
        H[i][NN] = H[i][0];
    }
#pragma omp single
    {
        CU[0][NN] = CU[M][0];
        CV[M][0] = CV[0][NN];
        Z[0][0] = Z[M][NN];
        H[M][NN] = H[0][0];
    }
}

static void calc2(void)
{
    int i, j;
#pragma omp for
    for (j = 0; j < NN; j++)
        for (i = 0; i < M; i++) {
            UNEW[i + 1][j] = UOLD[i + 1][j] + TDTS8 * (Z[i + 1][j + 1] + Z[i + 1][j]) *
                                                  (CV[i + 1][j + 1] + CV[i][j + 1] + CV[i][j] + CV[i + 1][j]) -
                             TDTSDX * (H[i + 1][j] - H[i][j]);
            VNEW[i][j + 1] = VOLD[i][j + 1] - TDTS8 * (Z[i + 1][j + 1] + Z[i][j + 1]) *
                                                  (CU[i + 1][j + 1] + CU[i][j + 1] + CU[i][j] + CU[i + 1][j]) -
                             TDTSDY * (H[i][j + 1] - H[i][j]);
            PNEW[i][j] = POLD[i][j] - TDTSDX * (CU[i + 1][j] - CU[i][j]) - TDTSDY * (CV[i][j + 1] - CV[i][j]);
        }
#pragma omp for nowait
    for (j = 0; j < NN; j++) {
        UNEW[0][j] = UNEW[M][j];
        VNEW[M][j + 1] = VNEW[0][j + 1];
        PNEW[M][j] = PNEW[0][j];
    }
#pragma omp for
    for (i = 0; i < M; i++) {
        UNEW[i + 1][NN] = UNEW[i + 1][0];
        VNEW[i][0] = VNEW[i][NN];
        PNEW[i][NN] = PNEW[i][0];
    }
#pragma omp single
    {
        UNEW[0][NN] = UNEW[M][0];
        VNEW[M][0] = VNEW[0][NN];
        PNEW[M][NN] = PNEW[0][0];
    }
}

static void calc3(void)
{
    int i, j;
#pragma omp for
    for (j = 0; j < NN + 1; j++)
        for (i = 0; i < M + 1; i++) {
            UOLD[i][j] = U[i][j] + ALPHA * (UNEW[i][j] - 2. * U[i][j] + UOLD[i][j]);
            VOLD[i][j] = V[i][j] + ALPHA * (VNEW[i][j] - 2. * V[i][j] + VOLD[i][j]);
            POLD[i][j] = P[i][j] + ALPHA * (PNEW[i][j] - 2. * P[i][j] + POLD[i][j]);
            U[i][j] = UNEW[i][j];
            V[i][j] = VNEW[i][j];
            P[i][j] = PNEW[i][j];
        }
}

static void calc3z(void)
{
    int i, j;
#pragma omp for
    for (j = 0; j < NN + 1; j++)
        for (i = 0; i < M + 1; i++) {
            UOLD[i][j] = U[i][j];
            VOLD[i][j] = V[i][j];
            POLD[i][j] = P[i][j];
            U[i][j] = UNEW[i][j];
            V[i][j] = VNEW[i][j];
            P[i][j] = PNEW[i][j];
        }
}

static void checks(void)
{
    int i, j;
#pragma omp single
    {
        pcheck = 0.0;
        ucheck = 0.0;
        vcheck = 0.0;
    }
#pragma omp for reduction(+ : pcheck, ucheck, vcheck)
    for (j = 0; j < NN; j++)
        for (i = 0; i < M; i++) {
            pcheck += fabs(PNEW[i][j]);
            ucheck += fabs(UNEW[i][j]);
            vcheck += fabs(VNEW[i][j]);
        }
}

int main(void)
{
    int ncycle;
    DT = 90.;
    DX = 1.e5;
    DY = 1.e5;
    A = 1.e6;
    ALPHA = .001;
    EL = NN * DX;
    PI = 4. * atan(1.);
    TPI = PI + PI;
    DI = TPI / M;
    DJ = TPI / NN;
    PCF = PI * PI * A * A / (EL * EL);
    FSDX = 4. / DX;
    FSDY = 4. / DY;
    TDT = DT;

#pragma omp parallel private(ncycle)
    {
        inital();
        for (ncycle = 1; ncycle <= ITMAX; ncycle++) {
#pragma omp single
            {
                TDTS8 = TDT / 8.;
                TDTSDX = TDT / DX;
                TDTSDY = TDT / DY;
                NCYCLE = ncycle;
            }
            calc1();
            calc2();
            if (ncycle % MPRINT == 0) {
                checks();
#pragma omp master
                printf("cycle %d pcheck %.12e ucheck %.12e vcheck %.12e\n", ncycle, pcheck, ucheck, vcheck);
#pragma omp barrier
            }
            if (ncycle > 1) {
                calc3();
            } else {
                calc3z();
#pragma omp single
                TDT = TDT + TDT;
            }
        }
    }
    {
        double su = 0, sv = 0, sp = 0;
        int i, j;
        for (i = 0; i < N1; i++)
            for (j = 0; j < N2; j++) {
                su += U[i][j] * (double)((i + j) % 5 + 1);
                sv += V[i][j];
                sp += P[i][j] - 50000.0;
            }
        printf("final U %.12e V %.12e P %.12e cycles %d\n", su, sv, sp, NCYCLE);
    }
    return 0;
}
