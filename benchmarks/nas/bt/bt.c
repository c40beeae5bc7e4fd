/*
 * bt.c - NAS Parallel Benchmark BT (block-tridiagonal ADI), OpenMP C.
 *
 * Written for omp2ocl from the specifications cfd-common.md and bt.md.
 * Structure in the legacy style of the NPB OpenMP C codes: static global
 * grid arrays laid out as array[z][y][x][5] (x dimension padded to an odd
 * extent), one parallel region around the time-step loop, and orphaned
 * `omp for` work-sharing loops in the routines called from it
 * (compute_rhs, x_solve, y_solve, z_solve, add, ...).
 *
 * The line solves follow the NPB 3.x organisation recommended by bt.md
 * section 9: every thread solves whole grid lines with line-local Jacobian
 * and block storage (function locals, hence thread-private).
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#endif
#include "npb.h"
#include "params.h"

#define IMAX PROBLEM_SIZE
#define JMAX PROBLEM_SIZE
#define KMAX PROBLEM_SIZE
/* padded extents of the two inner grid dimensions (odd) */
#define IMAXP (IMAX / 2 * 2)
#define JMAXP (JMAX / 2 * 2)

#define AA 0
#define BB 1
#define CC 2

/* grid and time step */
static int grid_points[3];
static int nx, ny, nz;
static double dt;
static int niter;

/* constants (cfd-common.md section 5) */
static double ce[5][13];
static double c1, c2, c3, c4, c5, c1c2, c1c5, c3c4, c1345, conz1, con43,
    con16;
static double dnxm1, dnym1, dnzm1;
static double tx1, tx2, tx3, ty1, ty2, ty3, tz1, tz2, tz3;
static double dx1, dx2, dx3, dx4, dx5, dy1, dy2, dy3, dy4, dy5, dz1, dz2,
    dz3, dz4, dz5, dssp;
static double dx1tx1, dx2tx1, dx3tx1, dx4tx1, dx5tx1;
static double dy1ty1, dy2ty1, dy3ty1, dy4ty1, dy5ty1;
static double dz1tz1, dz2tz1, dz3tz1, dz4tz1, dz5tz1;
static double c3c4tx3, c3c4ty3, c3c4tz3;
static double xxcon1, xxcon2, xxcon3, xxcon4, xxcon5;
static double yycon1, yycon2, yycon3, yycon4, yycon5;
static double zzcon1, zzcon2, zzcon3, zzcon4, zzcon5;

/* grid arrays */
static double u[KMAX][JMAXP + 1][IMAXP + 1][5];
static double rhs[KMAX][JMAXP + 1][IMAXP + 1][5];
static double forcing[KMAX][JMAXP + 1][IMAXP + 1][5];
static double us[KMAX][JMAXP + 1][IMAXP + 1];
static double vs[KMAX][JMAXP + 1][IMAXP + 1];
static double ws[KMAX][JMAXP + 1][IMAXP + 1];
static double qs[KMAX][JMAXP + 1][IMAXP + 1];
static double rho_i[KMAX][JMAXP + 1][IMAXP + 1];
static double square[KMAX][JMAXP + 1][IMAXP + 1];

static void set_constants(void);
static void exact_solution(double xi, double eta, double zeta,
                           double dtemp[5]);
static void initialize(void);
static void exact_rhs(void);
static void compute_rhs(double factor);
static void x_solve(void);
static void y_solve(void);
static void z_solve(void);
static void add(void);
static void adi(void);
static void error_norm(double rms[5]);
static void rhs_norm(double rms[5]);
static void verify(int no_time_steps, char *class_letter, int *verified);

int main(void)
{
  int step;
  char class_letter;
  int verified;
  double tmax, n3, navg, mflops;

  printf("\n\n NAS Parallel Benchmarks 2.3 OpenMP C version"
         " - BT Benchmark\n\n");
  printf(" No input file inputbt.data. Using compiled defaults\n");

  niter = NITER_DEFAULT;
  dt = DT_DEFAULT;
  grid_points[0] = IMAX;
  grid_points[1] = JMAX;
  grid_points[2] = KMAX;
  nx = grid_points[0];
  ny = grid_points[1];
  nz = grid_points[2];

  printf(" Size: %3dx%3dx%3d\n", grid_points[0], grid_points[1],
         grid_points[2]);
  printf(" Iterations: %3d   dt: %10.6f\n", niter, dt);

  set_constants();

  /* setup, forcing and one untimed warm-up step */
#pragma omp parallel
  {
    exact_rhs();
    initialize();
    adi();
    initialize();
  }

  timer_clear(1);
  timer_start(1);

#pragma omp parallel private(step)
  {
    for (step = 1; step <= niter; step++) {
#pragma omp master
      if (step % 20 == 0 || step == 1)
        printf(" Time step %4d\n", step);
      adi();
    }
  }

  timer_stop(1);
  tmax = timer_read(1);

  verify(niter, &class_letter, &verified);

  n3 = (double)grid_points[0] * grid_points[1] * grid_points[2];
  navg = (grid_points[0] + grid_points[1] + grid_points[2]) / 3.0;
  if (tmax != 0.0)
    mflops = 1.0e-6 * (double)niter *
             (3478.8 * n3 - 17655.7 * navg * navg + 28023.7 * navg) / tmax;
  else
    mflops = 0.0;

  c_print_results("BT", class_letter, grid_points[0], grid_points[1],
                  grid_points[2], niter, tmax, mflops, "floating point",
                  verified);
  return 0;
}

/* One time step (bt.md section 4). */
static void adi(void)
{
  compute_rhs(dt);
  x_solve();
  y_solve();
  z_solve();
  add();
}

static void set_constants(void)
{
  static const double cetab[5][13] = {
      {2.0, 0.0, 0.0, 4.0, 5.0, 3.0, 0.5, 0.02, 0.01, 0.03, 0.5, 0.4, 0.3},
      {1.0, 0.0, 0.0, 0.0, 1.0, 2.0, 3.0, 0.01, 0.03, 0.02, 0.4, 0.3, 0.5},
      {2.0, 2.0, 0.0, 0.0, 0.0, 2.0, 3.0, 0.04, 0.03, 0.05, 0.3, 0.5, 0.4},
      {2.0, 2.0, 0.0, 0.0, 0.0, 2.0, 3.0, 0.03, 0.05, 0.04, 0.2, 0.1, 0.3},
      {5.0, 4.0, 3.0, 2.0, 0.1, 0.4, 0.3, 0.05, 0.04, 0.03, 0.1, 0.3, 0.2}};
  int m, n;

  for (m = 0; m < 5; m++)
    for (n = 0; n < 13; n++)
      ce[m][n] = cetab[m][n];

  c1 = 1.4;
  c2 = 0.4;
  c3 = 0.1;
  c4 = 1.0;
  c5 = 1.4;

  dnxm1 = 1.0 / (double)(grid_points[0] - 1);
  dnym1 = 1.0 / (double)(grid_points[1] - 1);
  dnzm1 = 1.0 / (double)(grid_points[2] - 1);

  c1c2 = c1 * c2;
  c1c5 = c1 * c5;
  c3c4 = c3 * c4;
  c1345 = c1c5 * c3c4;
  conz1 = 1.0 - c1c5;

  tx1 = 1.0 / (dnxm1 * dnxm1);
  tx2 = 1.0 / (2.0 * dnxm1);
  tx3 = 1.0 / dnxm1;
  ty1 = 1.0 / (dnym1 * dnym1);
  ty2 = 1.0 / (2.0 * dnym1);
  ty3 = 1.0 / dnym1;
  tz1 = 1.0 / (dnzm1 * dnzm1);
  tz2 = 1.0 / (2.0 * dnzm1);
  tz3 = 1.0 / dnzm1;

  dx1 = dx2 = dx3 = dx4 = dx5 = 0.75;
  dy1 = dy2 = dy3 = dy4 = dy5 = 0.75;
  dz1 = dz2 = dz3 = dz4 = dz5 = 1.0;
  dssp = 0.25 * fmax(dx1, fmax(dy1, dz1));

  dx1tx1 = dx1 * tx1;
  dx2tx1 = dx2 * tx1;
  dx3tx1 = dx3 * tx1;
  dx4tx1 = dx4 * tx1;
  dx5tx1 = dx5 * tx1;
  dy1ty1 = dy1 * ty1;
  dy2ty1 = dy2 * ty1;
  dy3ty1 = dy3 * ty1;
  dy4ty1 = dy4 * ty1;
  dy5ty1 = dy5 * ty1;
  dz1tz1 = dz1 * tz1;
  dz2tz1 = dz2 * tz1;
  dz3tz1 = dz3 * tz1;
  dz4tz1 = dz4 * tz1;
  dz5tz1 = dz5 * tz1;

  con43 = 4.0 / 3.0;
  con16 = 1.0 / 6.0;

  c3c4tx3 = c3c4 * tx3;
  c3c4ty3 = c3c4 * ty3;
  c3c4tz3 = c3c4 * tz3;

  xxcon1 = c3c4tx3 * con43 * tx3;
  xxcon2 = c3c4tx3 * tx3;
  xxcon3 = c3c4tx3 * conz1 * tx3;
  xxcon4 = c3c4tx3 * con16 * tx3;
  xxcon5 = c3c4tx3 * c1c5 * tx3;
  yycon1 = c3c4ty3 * con43 * ty3;
  yycon2 = c3c4ty3 * ty3;
  yycon3 = c3c4ty3 * conz1 * ty3;
  yycon4 = c3c4ty3 * con16 * ty3;
  yycon5 = c3c4ty3 * c1c5 * ty3;
  zzcon1 = c3c4tz3 * con43 * tz3;
  zzcon2 = c3c4tz3 * tz3;
  zzcon3 = c3c4tz3 * conz1 * tz3;
  zzcon4 = c3c4tz3 * con16 * tz3;
  zzcon5 = c3c4tz3 * c1c5 * tz3;
}

/* Exact solution at (xi, eta, zeta) (cfd-common.md section 3). */
static void exact_solution(double xi, double eta, double zeta,
                           double dtemp[5])
{
  int m;
  for (m = 0; m < 5; m++) {
    dtemp[m] = ce[m][0] +
               xi * (ce[m][1] +
                     xi * (ce[m][4] + xi * (ce[m][7] + xi * ce[m][10]))) +
               eta * (ce[m][2] +
                      eta * (ce[m][5] + eta * (ce[m][8] + eta * ce[m][11]))) +
               zeta * (ce[m][3] +
                       zeta * (ce[m][6] +
                               zeta * (ce[m][9] + zeta * ce[m][12])));
  }
}

/*
 * Initial field (cfd-common.md section 6): transfinite interpolation of
 * the boundary values at every point, then the exact solution on the six
 * faces. Boundary values are never changed afterwards.
 */
static void initialize(void)
{
  int i, j, k, m, ix, iy, iz;
  double xi, eta, zeta, pxi, peta, pzeta;
  double pface[2][3][5], temp[5];

#pragma omp for
  for (k = 0; k < nz; k++) {
    zeta = (double)k * dnzm1;
    for (j = 0; j < ny; j++) {
      eta = (double)j * dnym1;
      for (i = 0; i < nx; i++) {
        xi = (double)i * dnxm1;
        for (ix = 0; ix < 2; ix++)
          exact_solution((double)ix, eta, zeta, pface[ix][0]);
        for (iy = 0; iy < 2; iy++)
          exact_solution(xi, (double)iy, zeta, pface[iy][1]);
        for (iz = 0; iz < 2; iz++)
          exact_solution(xi, eta, (double)iz, pface[iz][2]);
        for (m = 0; m < 5; m++) {
          pxi = xi * pface[1][0][m] + (1.0 - xi) * pface[0][0][m];
          peta = eta * pface[1][1][m] + (1.0 - eta) * pface[0][1][m];
          pzeta = zeta * pface[1][2][m] + (1.0 - zeta) * pface[0][2][m];
          u[k][j][i][m] = pxi + peta + pzeta - pxi * peta - pxi * pzeta -
                          peta * pzeta + pxi * peta * pzeta;
        }
      }
    }
  }

  /* west (i=0) and east (i=nx-1) faces */
#pragma omp for
  for (k = 0; k < nz; k++) {
    zeta = (double)k * dnzm1;
    for (j = 0; j < ny; j++) {
      eta = (double)j * dnym1;
      exact_solution(0.0, eta, zeta, temp);
      for (m = 0; m < 5; m++)
        u[k][j][0][m] = temp[m];
      exact_solution(1.0, eta, zeta, temp);
      for (m = 0; m < 5; m++)
        u[k][j][nx - 1][m] = temp[m];
    }
  }

  /* south (j=0) and north (j=ny-1) faces */
#pragma omp for
  for (k = 0; k < nz; k++) {
    zeta = (double)k * dnzm1;
    for (i = 0; i < nx; i++) {
      xi = (double)i * dnxm1;
      exact_solution(xi, 0.0, zeta, temp);
      for (m = 0; m < 5; m++)
        u[k][0][i][m] = temp[m];
      exact_solution(xi, 1.0, zeta, temp);
      for (m = 0; m < 5; m++)
        u[k][ny - 1][i][m] = temp[m];
    }
  }

  /* bottom (k=0) and top (k=nz-1) faces */
#pragma omp for
  for (j = 0; j < ny; j++) {
    eta = (double)j * dnym1;
    for (i = 0; i < nx; i++) {
      xi = (double)i * dnxm1;
      exact_solution(xi, eta, 0.0, temp);
      for (m = 0; m < 5; m++)
        u[0][j][i][m] = temp[m];
      exact_solution(xi, eta, 1.0, temp);
      for (m = 0; m < 5; m++)
        u[nz - 1][j][i][m] = temp[m];
    }
  }
}

/*
 * Forcing term f = -R(ue) (cfd-common.md section 8): the discrete
 * operator applied to the exact solution sampled at every grid point.
 * The grid is filled with ue, compute_rhs evaluates R(ue) with a zero
 * forcing and no time-step factor, and the result is negated. u is
 * re-initialised by the caller afterwards.
 */
static void exact_rhs(void)
{
  int i, j, k, m;
  double temp[5];

#pragma omp for
  for (k = 0; k < nz; k++) {
    for (j = 0; j < ny; j++) {
      for (i = 0; i < nx; i++) {
        exact_solution((double)i * dnxm1, (double)j * dnym1,
                       (double)k * dnzm1, temp);
        for (m = 0; m < 5; m++) {
          u[k][j][i][m] = temp[m];
          forcing[k][j][i][m] = 0.0;
        }
      }
    }
  }

  compute_rhs(1.0);

#pragma omp for
  for (k = 0; k < nz; k++) {
    for (j = 0; j < ny; j++) {
      for (i = 0; i < nx; i++) {
        for (m = 0; m < 5; m++) {
          if (k == 0 || k == nz - 1 || j == 0 || j == ny - 1 || i == 0 ||
              i == nx - 1)
            forcing[k][j][i][m] = 0.0;
          else
            forcing[k][j][i][m] = -rhs[k][j][i][m];
        }
      }
    }
  }
}

/*
 * rhs = factor * (forcing + R(u)) at interior points, rhs = forcing (zero)
 * on the boundary rows of interior planes (cfd-common.md section 7).
 * factor is dt during time stepping and 1 when the forcing is built.
 */
static void compute_rhs(double factor)
{
  int i, j, k, m;
  double rho_inv, uijk, up1, um1, vijk, vp1, vm1, wijk, wp1, wm1;

  /* point quantities at every grid point */
#pragma omp for
  for (k = 0; k < nz; k++) {
    for (j = 0; j < ny; j++) {
      for (i = 0; i < nx; i++) {
        rho_inv = 1.0 / u[k][j][i][0];
        rho_i[k][j][i] = rho_inv;
        us[k][j][i] = u[k][j][i][1] * rho_inv;
        vs[k][j][i] = u[k][j][i][2] * rho_inv;
        ws[k][j][i] = u[k][j][i][3] * rho_inv;
        square[k][j][i] =
            0.5 *
            (u[k][j][i][1] * u[k][j][i][1] + u[k][j][i][2] * u[k][j][i][2] +
             u[k][j][i][3] * u[k][j][i][3]) *
            rho_inv;
        qs[k][j][i] = square[k][j][i] * rho_inv;
      }
    }
  }

#pragma omp for
  for (k = 1; k < nz - 1; k++) {
    /* start from the forcing term (zero on boundary points) */
    for (j = 0; j < ny; j++)
      for (i = 0; i < nx; i++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = forcing[k][j][i][m];

    /* xi-direction fluxes */
    for (j = 1; j < ny - 1; j++) {
      for (i = 1; i < nx - 1; i++) {
        uijk = us[k][j][i];
        up1 = us[k][j][i + 1];
        um1 = us[k][j][i - 1];

        rhs[k][j][i][0] +=
            dx1tx1 * (u[k][j][i + 1][0] - 2.0 * u[k][j][i][0] +
                      u[k][j][i - 1][0]) -
            tx2 * (u[k][j][i + 1][1] - u[k][j][i - 1][1]);

        rhs[k][j][i][1] +=
            dx2tx1 * (u[k][j][i + 1][1] - 2.0 * u[k][j][i][1] +
                      u[k][j][i - 1][1]) +
            xxcon2 * con43 * (up1 - 2.0 * uijk + um1) -
            tx2 * (u[k][j][i + 1][1] * up1 - u[k][j][i - 1][1] * um1 +
                   (u[k][j][i + 1][4] - square[k][j][i + 1] -
                    u[k][j][i - 1][4] + square[k][j][i - 1]) *
                       c2);

        rhs[k][j][i][2] +=
            dx3tx1 * (u[k][j][i + 1][2] - 2.0 * u[k][j][i][2] +
                      u[k][j][i - 1][2]) +
            xxcon2 * (vs[k][j][i + 1] - 2.0 * vs[k][j][i] + vs[k][j][i - 1]) -
            tx2 * (u[k][j][i + 1][2] * up1 - u[k][j][i - 1][2] * um1);

        rhs[k][j][i][3] +=
            dx4tx1 * (u[k][j][i + 1][3] - 2.0 * u[k][j][i][3] +
                      u[k][j][i - 1][3]) +
            xxcon2 * (ws[k][j][i + 1] - 2.0 * ws[k][j][i] + ws[k][j][i - 1]) -
            tx2 * (u[k][j][i + 1][3] * up1 - u[k][j][i - 1][3] * um1);

        rhs[k][j][i][4] +=
            dx5tx1 * (u[k][j][i + 1][4] - 2.0 * u[k][j][i][4] +
                      u[k][j][i - 1][4]) +
            xxcon3 * (qs[k][j][i + 1] - 2.0 * qs[k][j][i] + qs[k][j][i - 1]) +
            xxcon4 * (up1 * up1 - 2.0 * uijk * uijk + um1 * um1) +
            xxcon5 * (u[k][j][i + 1][4] * rho_i[k][j][i + 1] -
                      2.0 * u[k][j][i][4] * rho_i[k][j][i] +
                      u[k][j][i - 1][4] * rho_i[k][j][i - 1]) -
            tx2 * ((c1 * u[k][j][i + 1][4] - c2 * square[k][j][i + 1]) * up1 -
                   (c1 * u[k][j][i - 1][4] - c2 * square[k][j][i - 1]) * um1);
      }

      /* xi-direction fourth-order dissipation */
      for (m = 0; m < 5; m++) {
        i = 1;
        rhs[k][j][i][m] -=
            dssp * (5.0 * u[k][j][i][m] - 4.0 * u[k][j][i + 1][m] +
                    u[k][j][i + 2][m]);
        i = 2;
        rhs[k][j][i][m] -=
            dssp * (-4.0 * u[k][j][i - 1][m] + 6.0 * u[k][j][i][m] -
                    4.0 * u[k][j][i + 1][m] + u[k][j][i + 2][m]);
      }
      for (i = 3; i < nx - 3; i++) {
        for (m = 0; m < 5; m++) {
          rhs[k][j][i][m] -=
              dssp * (u[k][j][i - 2][m] - 4.0 * u[k][j][i - 1][m] +
                      6.0 * u[k][j][i][m] - 4.0 * u[k][j][i + 1][m] +
                      u[k][j][i + 2][m]);
        }
      }
      for (m = 0; m < 5; m++) {
        i = nx - 3;
        rhs[k][j][i][m] -=
            dssp * (u[k][j][i - 2][m] - 4.0 * u[k][j][i - 1][m] +
                    6.0 * u[k][j][i][m] - 4.0 * u[k][j][i + 1][m]);
        i = nx - 2;
        rhs[k][j][i][m] -=
            dssp * (u[k][j][i - 2][m] - 4.0 * u[k][j][i - 1][m] +
                    5.0 * u[k][j][i][m]);
      }
    }

    /* eta-direction fluxes */
    for (j = 1; j < ny - 1; j++) {
      for (i = 1; i < nx - 1; i++) {
        vijk = vs[k][j][i];
        vp1 = vs[k][j + 1][i];
        vm1 = vs[k][j - 1][i];

        rhs[k][j][i][0] +=
            dy1ty1 * (u[k][j + 1][i][0] - 2.0 * u[k][j][i][0] +
                      u[k][j - 1][i][0]) -
            ty2 * (u[k][j + 1][i][2] - u[k][j - 1][i][2]);

        rhs[k][j][i][1] +=
            dy2ty1 * (u[k][j + 1][i][1] - 2.0 * u[k][j][i][1] +
                      u[k][j - 1][i][1]) +
            yycon2 * (us[k][j + 1][i] - 2.0 * us[k][j][i] + us[k][j - 1][i]) -
            ty2 * (u[k][j + 1][i][1] * vp1 - u[k][j - 1][i][1] * vm1);

        rhs[k][j][i][2] +=
            dy3ty1 * (u[k][j + 1][i][2] - 2.0 * u[k][j][i][2] +
                      u[k][j - 1][i][2]) +
            yycon2 * con43 * (vp1 - 2.0 * vijk + vm1) -
            ty2 * (u[k][j + 1][i][2] * vp1 - u[k][j - 1][i][2] * vm1 +
                   (u[k][j + 1][i][4] - square[k][j + 1][i] -
                    u[k][j - 1][i][4] + square[k][j - 1][i]) *
                       c2);

        rhs[k][j][i][3] +=
            dy4ty1 * (u[k][j + 1][i][3] - 2.0 * u[k][j][i][3] +
                      u[k][j - 1][i][3]) +
            yycon2 * (ws[k][j + 1][i] - 2.0 * ws[k][j][i] + ws[k][j - 1][i]) -
            ty2 * (u[k][j + 1][i][3] * vp1 - u[k][j - 1][i][3] * vm1);

        rhs[k][j][i][4] +=
            dy5ty1 * (u[k][j + 1][i][4] - 2.0 * u[k][j][i][4] +
                      u[k][j - 1][i][4]) +
            yycon3 * (qs[k][j + 1][i] - 2.0 * qs[k][j][i] + qs[k][j - 1][i]) +
            yycon4 * (vp1 * vp1 - 2.0 * vijk * vijk + vm1 * vm1) +
            yycon5 * (u[k][j + 1][i][4] * rho_i[k][j + 1][i] -
                      2.0 * u[k][j][i][4] * rho_i[k][j][i] +
                      u[k][j - 1][i][4] * rho_i[k][j - 1][i]) -
            ty2 * ((c1 * u[k][j + 1][i][4] - c2 * square[k][j + 1][i]) * vp1 -
                   (c1 * u[k][j - 1][i][4] - c2 * square[k][j - 1][i]) * vm1);
      }
    }

    /* eta-direction fourth-order dissipation */
    j = 1;
    for (i = 1; i < nx - 1; i++)
      for (m = 0; m < 5; m++)
        rhs[k][j][i][m] -=
            dssp * (5.0 * u[k][j][i][m] - 4.0 * u[k][j + 1][i][m] +
                    u[k][j + 2][i][m]);
    j = 2;
    for (i = 1; i < nx - 1; i++)
      for (m = 0; m < 5; m++)
        rhs[k][j][i][m] -=
            dssp * (-4.0 * u[k][j - 1][i][m] + 6.0 * u[k][j][i][m] -
                    4.0 * u[k][j + 1][i][m] + u[k][j + 2][i][m]);
    for (j = 3; j < ny - 3; j++)
      for (i = 1; i < nx - 1; i++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] -=
              dssp * (u[k][j - 2][i][m] - 4.0 * u[k][j - 1][i][m] +
                      6.0 * u[k][j][i][m] - 4.0 * u[k][j + 1][i][m] +
                      u[k][j + 2][i][m]);
    j = ny - 3;
    for (i = 1; i < nx - 1; i++)
      for (m = 0; m < 5; m++)
        rhs[k][j][i][m] -=
            dssp * (u[k][j - 2][i][m] - 4.0 * u[k][j - 1][i][m] +
                    6.0 * u[k][j][i][m] - 4.0 * u[k][j + 1][i][m]);
    j = ny - 2;
    for (i = 1; i < nx - 1; i++)
      for (m = 0; m < 5; m++)
        rhs[k][j][i][m] -=
            dssp * (u[k][j - 2][i][m] - 4.0 * u[k][j - 1][i][m] +
                    5.0 * u[k][j][i][m]);

    /* zeta-direction fluxes */
    for (j = 1; j < ny - 1; j++) {
      for (i = 1; i < nx - 1; i++) {
        wijk = ws[k][j][i];
        wp1 = ws[k + 1][j][i];
        wm1 = ws[k - 1][j][i];

        rhs[k][j][i][0] +=
            dz1tz1 * (u[k + 1][j][i][0] - 2.0 * u[k][j][i][0] +
                      u[k - 1][j][i][0]) -
            tz2 * (u[k + 1][j][i][3] - u[k - 1][j][i][3]);

        rhs[k][j][i][1] +=
            dz2tz1 * (u[k + 1][j][i][1] - 2.0 * u[k][j][i][1] +
                      u[k - 1][j][i][1]) +
            zzcon2 * (us[k + 1][j][i] - 2.0 * us[k][j][i] + us[k - 1][j][i]) -
            tz2 * (u[k + 1][j][i][1] * wp1 - u[k - 1][j][i][1] * wm1);

        rhs[k][j][i][2] +=
            dz3tz1 * (u[k + 1][j][i][2] - 2.0 * u[k][j][i][2] +
                      u[k - 1][j][i][2]) +
            zzcon2 * (vs[k + 1][j][i] - 2.0 * vs[k][j][i] + vs[k - 1][j][i]) -
            tz2 * (u[k + 1][j][i][2] * wp1 - u[k - 1][j][i][2] * wm1);

        rhs[k][j][i][3] +=
            dz4tz1 * (u[k + 1][j][i][3] - 2.0 * u[k][j][i][3] +
                      u[k - 1][j][i][3]) +
            zzcon2 * con43 * (wp1 - 2.0 * wijk + wm1) -
            tz2 * (u[k + 1][j][i][3] * wp1 - u[k - 1][j][i][3] * wm1 +
                   (u[k + 1][j][i][4] - square[k + 1][j][i] -
                    u[k - 1][j][i][4] + square[k - 1][j][i]) *
                       c2);

        rhs[k][j][i][4] +=
            dz5tz1 * (u[k + 1][j][i][4] - 2.0 * u[k][j][i][4] +
                      u[k - 1][j][i][4]) +
            zzcon3 * (qs[k + 1][j][i] - 2.0 * qs[k][j][i] + qs[k - 1][j][i]) +
            zzcon4 * (wp1 * wp1 - 2.0 * wijk * wijk + wm1 * wm1) +
            zzcon5 * (u[k + 1][j][i][4] * rho_i[k + 1][j][i] -
                      2.0 * u[k][j][i][4] * rho_i[k][j][i] +
                      u[k - 1][j][i][4] * rho_i[k - 1][j][i]) -
            tz2 * ((c1 * u[k + 1][j][i][4] - c2 * square[k + 1][j][i]) * wp1 -
                   (c1 * u[k - 1][j][i][4] - c2 * square[k - 1][j][i]) * wm1);
      }
    }

    /* zeta-direction fourth-order dissipation (the plane k decides the
       stencil row) */
    if (k == 1) {
      for (j = 1; j < ny - 1; j++)
        for (i = 1; i < nx - 1; i++)
          for (m = 0; m < 5; m++)
            rhs[k][j][i][m] -=
                dssp * (5.0 * u[k][j][i][m] - 4.0 * u[k + 1][j][i][m] +
                        u[k + 2][j][i][m]);
    } else if (k == 2) {
      for (j = 1; j < ny - 1; j++)
        for (i = 1; i < nx - 1; i++)
          for (m = 0; m < 5; m++)
            rhs[k][j][i][m] -=
                dssp * (-4.0 * u[k - 1][j][i][m] + 6.0 * u[k][j][i][m] -
                        4.0 * u[k + 1][j][i][m] + u[k + 2][j][i][m]);
    } else if (k == nz - 3) {
      for (j = 1; j < ny - 1; j++)
        for (i = 1; i < nx - 1; i++)
          for (m = 0; m < 5; m++)
            rhs[k][j][i][m] -=
                dssp * (u[k - 2][j][i][m] - 4.0 * u[k - 1][j][i][m] +
                        6.0 * u[k][j][i][m] - 4.0 * u[k + 1][j][i][m]);
    } else if (k == nz - 2) {
      for (j = 1; j < ny - 1; j++)
        for (i = 1; i < nx - 1; i++)
          for (m = 0; m < 5; m++)
            rhs[k][j][i][m] -=
                dssp * (u[k - 2][j][i][m] - 4.0 * u[k - 1][j][i][m] +
                        5.0 * u[k][j][i][m]);
    } else {
      for (j = 1; j < ny - 1; j++)
        for (i = 1; i < nx - 1; i++)
          for (m = 0; m < 5; m++)
            rhs[k][j][i][m] -=
                dssp * (u[k - 2][j][i][m] - 4.0 * u[k - 1][j][i][m] +
                        6.0 * u[k][j][i][m] - 4.0 * u[k + 1][j][i][m] +
                        u[k + 2][j][i][m]);
    }

    /* time-step factor */
    for (j = 1; j < ny - 1; j++)
      for (i = 1; i < nx - 1; i++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] *= factor;
  }
}

/*
 * Inviscid flux Jacobian F_d and viscous Jacobian N_d (cfd-common.md
 * section 9) of the state q for direction d (1 = x, 2 = y, 3 = z).
 * Inlined with a constant d, the branches fold away.
 */
static inline void jacobians(const double q[5], int d, double f[5][5],
                             double nj[5][5])
{
  int a, b;
  double r1, r2, r3, qq, kap[4];

  r1 = 1.0 / q[0];
  r2 = r1 * r1;
  r3 = r1 * r2;
  qq = q[1] * q[1] + q[2] * q[2] + q[3] * q[3];
  kap[0] = 0.0;
  for (a = 1; a < 4; a++)
    kap[a] = (a == d) ? con43 * c3c4 : c3c4;

  for (a = 0; a < 5; a++)
    for (b = 0; b < 5; b++) {
      f[a][b] = 0.0;
      nj[a][b] = 0.0;
    }

  /* F_d */
  f[0][d] = 1.0;
  for (a = 1; a < 4; a++) {
    if (a == d) {
      f[a][0] = -q[d] * q[d] * r2 + 0.5 * c2 * qq * r2;
      for (b = 1; b < 4; b++)
        f[a][b] = (b == d) ? (2.0 - c2) * q[d] * r1 : -c2 * q[b] * r1;
      f[a][4] = c2;
    } else {
      f[a][0] = -q[a] * q[d] * r2;
      f[a][a] = q[d] * r1;
      f[a][d] = q[a] * r1;
    }
  }
  f[4][0] = (c2 * qq * r2 - c1 * q[4] * r1) * q[d] * r1;
  for (b = 1; b < 4; b++)
    f[4][b] = (b == d) ? c1 * q[4] * r1 - 0.5 * c2 * (qq + 2.0 * q[d] * q[d]) * r2
                       : -c2 * q[b] * q[d] * r2;
  f[4][4] = c1 * q[d] * r1;

  /* N_d */
  nj[4][0] = -c1345 * q[4] * r2;
  for (a = 1; a < 4; a++) {
    nj[a][0] = -kap[a] * q[a] * r2;
    nj[a][a] = kap[a] * r1;
    nj[4][0] -= (kap[a] - c1345) * q[a] * q[a] * r3;
    nj[4][a] = (kap[a] - c1345) * q[a] * r2;
  }
  nj[4][4] = c1345 * r1;
}

/*
 * The three 5x5 blocks of row n of a line (bt.md section 5) from the
 * Jacobians of the points n-1, n, n+1. t1 = dt*tx1 (etc.), t2 = dt*tx2,
 * dd = the direction's diagonal second-order coefficients.
 */
static inline void build_blocks(double fm[5][5], double nm[5][5],
                                double n0[5][5], double fp[5][5],
                                double np[5][5], double t1, double t2,
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

/*
 * Gauss-Jordan elimination without pivoting of [B | C | r]: afterwards
 * C = B^-1 C and r = B^-1 r (bt.md section 6). binvrhs below carries r
 * only (last row of a line).
 */
static inline void binvcrhs(double lb[5][5], double cblk[5][5], double r[5])
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

static inline void binvrhs(double lb[5][5], double r[5])
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

/* r = r - A * v */
static inline void matvec_sub(double a[5][5], const double v[5], double r[5])
{
  int p;
  for (p = 0; p < 5; p++)
    r[p] -= a[p][0] * v[0] + a[p][1] * v[1] + a[p][2] * v[2] +
            a[p][3] * v[3] + a[p][4] * v[4];
}

/* b = b - A * c */
static inline void matmul_sub(double a[5][5], double c[5][5], double b[5][5])
{
  int p, q;
  for (p = 0; p < 5; p++)
    for (q = 0; q < 5; q++)
      b[p][q] -= a[p][0] * c[0][q] + a[p][1] * c[1][q] + a[p][2] * c[2][q] +
                 a[p][3] * c[3][q] + a[p][4] * c[4][q];
}

/*
 * Block Thomas algorithm along one line (bt.md section 6). lhs holds the
 * blocks of rows 1..n-2, r[i] the right-hand side of row i (a copy of the
 * line of rhs), which is overwritten with the solution.
 */
static inline void block_thomas(double lhs[][3][5][5], double r[][5], int n)
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

/* x-sweep: block-tridiagonal solve along every x-line (j, k). */
static void x_solve(void)
{
  int i, j, k, m;
  double fjac[IMAXP + 1][5][5], njac[IMAXP + 1][5][5];
  double lhs[IMAXP + 1][3][5][5];
  double r[IMAXP + 1][5];
  const double dd[5] = {dx1, dx2, dx3, dx4, dx5};
  double t1 = dt * tx1, t2 = dt * tx2;

#pragma omp for
  for (k = 1; k < nz - 1; k++) {
    for (j = 1; j < ny - 1; j++) {
      for (i = 0; i < nx; i++)
        jacobians(u[k][j][i], 1, fjac[i], njac[i]);
      for (i = 1; i < nx - 1; i++) {
        build_blocks(fjac[i - 1], njac[i - 1], njac[i], fjac[i + 1],
                     njac[i + 1], t1, t2, dd, lhs[i]);
        for (m = 0; m < 5; m++)
          r[i][m] = rhs[k][j][i][m];
      }
      block_thomas(lhs, r, nx);
      for (i = 1; i < nx - 1; i++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = r[i][m];
    }
  }
}

/* y-sweep: block-tridiagonal solve along every y-line (i, k). */
static void y_solve(void)
{
  int i, j, k, m;
  double fjac[JMAXP + 1][5][5], njac[JMAXP + 1][5][5];
  double lhs[JMAXP + 1][3][5][5];
  double r[JMAXP + 1][5];
  const double dd[5] = {dy1, dy2, dy3, dy4, dy5};
  double t1 = dt * ty1, t2 = dt * ty2;

#pragma omp for
  for (k = 1; k < nz - 1; k++) {
    for (i = 1; i < nx - 1; i++) {
      for (j = 0; j < ny; j++)
        jacobians(u[k][j][i], 2, fjac[j], njac[j]);
      for (j = 1; j < ny - 1; j++) {
        build_blocks(fjac[j - 1], njac[j - 1], njac[j], fjac[j + 1],
                     njac[j + 1], t1, t2, dd, lhs[j]);
        for (m = 0; m < 5; m++)
          r[j][m] = rhs[k][j][i][m];
      }
      block_thomas(lhs, r, ny);
      for (j = 1; j < ny - 1; j++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = r[j][m];
    }
  }
}

/* z-sweep: block-tridiagonal solve along every z-line (i, j). */
static void z_solve(void)
{
  int i, j, k, m;
  double fjac[KMAX + 1][5][5], njac[KMAX + 1][5][5];
  double lhs[KMAX + 1][3][5][5];
  double r[KMAX + 1][5];
  const double dd[5] = {dz1, dz2, dz3, dz4, dz5};
  double t1 = dt * tz1, t2 = dt * tz2;

#pragma omp for
  for (j = 1; j < ny - 1; j++) {
    for (i = 1; i < nx - 1; i++) {
      for (k = 0; k < nz; k++)
        jacobians(u[k][j][i], 3, fjac[k], njac[k]);
      for (k = 1; k < nz - 1; k++) {
        build_blocks(fjac[k - 1], njac[k - 1], njac[k], fjac[k + 1],
                     njac[k + 1], t1, t2, dd, lhs[k]);
        for (m = 0; m < 5; m++)
          r[k][m] = rhs[k][j][i][m];
      }
      block_thomas(lhs, r, nz);
      for (k = 1; k < nz - 1; k++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = r[k][m];
    }
  }
}

/* u = u + rhs at interior points. */
static void add(void)
{
  int i, j, k, m;

#pragma omp for
  for (k = 1; k < nz - 1; k++)
    for (j = 1; j < ny - 1; j++)
      for (i = 1; i < nx - 1; i++)
        for (m = 0; m < 5; m++)
          u[k][j][i][m] += rhs[k][j][i][m];
}

/* RMS norm of u - ue over all points (cfd-common.md section 10.1). */
static void error_norm(double rms[5])
{
  int i, j, k, m, d;
  double u_exact[5], add_val;

  for (m = 0; m < 5; m++)
    rms[m] = 0.0;
  for (k = 0; k < nz; k++) {
    for (j = 0; j < ny; j++) {
      for (i = 0; i < nx; i++) {
        exact_solution((double)i * dnxm1, (double)j * dnym1,
                       (double)k * dnzm1, u_exact);
        for (m = 0; m < 5; m++) {
          add_val = u[k][j][i][m] - u_exact[m];
          rms[m] += add_val * add_val;
        }
      }
    }
  }
  for (m = 0; m < 5; m++) {
    for (d = 0; d < 3; d++)
      rms[m] /= (double)(grid_points[d] - 2);
    rms[m] = sqrt(rms[m]);
  }
}

/* RMS norm of rhs over the interior points. */
static void rhs_norm(double rms[5])
{
  int i, j, k, m, d;
  double add_val;

  for (m = 0; m < 5; m++)
    rms[m] = 0.0;
  for (k = 1; k < nz - 1; k++) {
    for (j = 1; j < ny - 1; j++) {
      for (i = 1; i < nx - 1; i++) {
        for (m = 0; m < 5; m++) {
          add_val = rhs[k][j][i][m];
          rms[m] += add_val * add_val;
        }
      }
    }
  }
  for (m = 0; m < 5; m++) {
    for (d = 0; d < 3; d++)
      rms[m] /= (double)(grid_points[d] - 2);
    rms[m] = sqrt(rms[m]);
  }
}

/* Verification against the official values (bt.md section 7). */
static void verify(int no_time_steps, char *class_letter, int *verified)
{
  static const double xcrref_tab[5][5] = {
      {1.7034283709541311e-01, 1.2975252070034097e-02, 3.2527926989486055e-02,
       2.6436421275166801e-02, 1.9211784131744430e-01},
      {0.1125590409344e+03, 0.1180007595731e+02, 0.2710329767846e+02,
       0.2469174937669e+02, 0.2638427874317e+03},
      {1.0806346714637264e+02, 1.1319730901220813e+01, 2.5974354511582465e+01,
       2.3665622544678910e+01, 2.5278963211748344e+02},
      {1.4233597229287254e+03, 9.9330522590150238e+01, 3.5646025644535285e+02,
       3.2485447959084092e+02, 3.2707541254659363e+03},
      {0.62398116551764615e+04, 0.50793239190423964e+03,
       0.15423530093013596e+04, 0.13302387929291190e+04,
       0.11604087428436455e+05}};
  static const double xceref_tab[5][5] = {
      {4.9976913345811579e-04, 4.5195666782961927e-05, 7.3973765172921357e-05,
       7.3821238632439731e-05, 8.9269630987491446e-04},
      {0.4419655736008e+01, 0.4638531260002e+00, 0.1011551749967e+01,
       0.9235878729944e+00, 0.1018045837718e+02},
      {4.2348416040525025e+00, 4.4390282496995698e-01, 9.6692480136345650e-01,
       8.8302063039765474e-01, 9.7379901770829278e+00},
      {5.2969847140936856e+01, 4.4632896115670668e+00, 1.3122573342210174e+01,
       1.2006925323559144e+01, 1.2459576151035986e+02},
      {0.16462008369091265e+03, 0.11497107903824313e+02,
       0.41207446207461508e+02, 0.37087651059694167e+02,
       0.36211053051841265e+03}};
  static const int size_tab[5] = {12, 24, 64, 102, 162};
  static const int iter_tab[5] = {60, 200, 200, 200, 200};
  static const double dtref_tab[5] = {1.0e-2, 0.8e-3, 0.8e-3, 3.0e-4, 1.0e-4};
  static const char letter_tab[5] = {'S', 'W', 'A', 'B', 'C'};

  double xce[5], xcr[5], xcrdif[5], xcedif[5], epsilon, dtref = 0.0;
  int m, c, idx = -1;

  epsilon = 1.0e-08;

  error_norm(xce);
  compute_rhs(dt);
  rhs_norm(xcr);
  for (m = 0; m < 5; m++)
    xcr[m] = xcr[m] / dt;

  *class_letter = 'U';
  *verified = 1;
  for (c = 0; c < 5; c++) {
    if (grid_points[0] == size_tab[c] && grid_points[1] == size_tab[c] &&
        grid_points[2] == size_tab[c] && no_time_steps == iter_tab[c]) {
      idx = c;
      *class_letter = letter_tab[c];
      dtref = dtref_tab[c];
    }
  }

  for (m = 0; m < 5; m++) {
    if (idx >= 0) {
      xcrdif[m] = fabs((xcr[m] - xcrref_tab[idx][m]) / xcrref_tab[idx][m]);
      xcedif[m] = fabs((xce[m] - xceref_tab[idx][m]) / xceref_tab[idx][m]);
    } else {
      xcrdif[m] = xcedif[m] = 0.0;
    }
  }

  if (idx >= 0) {
    printf(" Verification being performed for class %1c\n", *class_letter);
    printf(" accuracy setting for epsilon = %20.13e\n", epsilon);
    if (fabs(dt - dtref) > epsilon) {
      *verified = 0;
      *class_letter = 'U';
      printf(" DT does not match the reference value of %15.8e\n", dtref);
    }
  } else {
    printf(" Unknown class\n");
    *verified = 0;
  }

  if (idx >= 0)
    printf(" Comparison of RMS-norms of residual\n");
  else
    printf(" RMS-norms of residual\n");
  for (m = 0; m < 5; m++) {
    if (idx < 0)
      printf("          %2d%20.13e\n", m, xcr[m]);
    else if (xcrdif[m] > epsilon || xcrdif[m] != xcrdif[m]) {
      *verified = 0;
      printf(" FAILURE: %2d%20.13e%20.13e%20.13e\n", m, xcr[m],
             xcrref_tab[idx][m], xcrdif[m]);
    } else
      printf("          %2d%20.13e%20.13e%20.13e\n", m, xcr[m],
             xcrref_tab[idx][m], xcrdif[m]);
  }

  if (idx >= 0)
    printf(" Comparison of RMS-norms of solution error\n");
  else
    printf(" RMS-norms of solution error\n");
  for (m = 0; m < 5; m++) {
    if (idx < 0)
      printf("          %2d%20.13e\n", m, xce[m]);
    else if (xcedif[m] > epsilon || xcedif[m] != xcedif[m]) {
      *verified = 0;
      printf(" FAILURE: %2d%20.13e%20.13e%20.13e\n", m, xce[m],
             xceref_tab[idx][m], xcedif[m]);
    } else
      printf("          %2d%20.13e%20.13e%20.13e\n", m, xce[m],
             xceref_tab[idx][m], xcedif[m]);
  }

  if (idx < 0) {
    printf(" No reference values provided\n");
    printf(" No verification performed\n");
  } else if (*verified)
    printf(" Verification Successful\n");
  else
    printf(" Verification failed\n");
}
