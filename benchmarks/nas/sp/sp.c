/*
 * sp.c - NAS Parallel Benchmark SP (scalar-pentadiagonal ADI with the
 * diagonalised factors), OpenMP C.
 *
 * Written for omp2ocl from the specifications cfd-common.md and sp.md.
 * Structure in the legacy style of the NPB OpenMP C codes: static global
 * grid arrays laid out as array[z][y][x][5] (x dimension padded to an odd
 * extent), one parallel region around the time-step loop, and orphaned
 * `omp for` work-sharing loops in the routines called from it
 * (compute_rhs, txinvr, x_solve, ninvr, y_solve, pinvr, z_solve, tzetar,
 * add).
 *
 * The line solves follow the organisation recommended by sp.md section 10:
 * every thread solves whole grid lines with line-local coefficient arrays
 * (function locals, hence thread-private).
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

/* extent of the line-local work arrays of the solvers */
#define LMAX (PROBLEM_SIZE + 1)

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
static double bt, c2iv, dxmax, dymax, dzmax;
static double dttx1, dttx2, dtty1, dtty2, dttz1, dttz2, c2dttx1, c2dtty1,
    c2dttz1, dtdssp, comz1, comz4, comz5, comz6;
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
static double speed[KMAX][JMAXP + 1][IMAXP + 1];
static double ainv[KMAX][JMAXP + 1][IMAXP + 1];

static void set_constants(void);
static void exact_solution(double xi, double eta, double zeta,
                           double dtemp[5]);
static void initialize(void);
static void exact_rhs(void);
static void compute_rhs(double factor);
static void txinvr(void);
static void ninvr(void);
static void pinvr(void);
static void tzetar(void);
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
         " - SP Benchmark\n\n");
  printf(" No input file inputsp.data. Using compiled defaults\n");

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

  /* setup, forcing and one untimed warm-up step, in parallel so that
     every thread first touches the planes it works on later */
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
    mflops = (881.174 * n3 - 4683.91 * navg * navg + 11484.5 * navg -
              19272.4) *
             (double)niter / (tmax * 1.0e6);
  else
    mflops = 0.0;

  c_print_results("SP", class_letter, grid_points[0], grid_points[1],
                  grid_points[2], niter, tmax, mflops, "floating point",
                  verified);
  return 0;
}

/* One time step (sp.md section 4). */
static void adi(void)
{
  compute_rhs(dt);
  txinvr();
  x_solve();
  ninvr();
  y_solve();
  pinvr();
  z_solve();
  tzetar();
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

  bt = sqrt(0.5);
  c2iv = 2.5;
  dxmax = fmax(dx3, dx4);
  dymax = fmax(dy2, dy4);
  dzmax = fmax(dz2, dz3);

  dttx1 = dt * tx1;
  dttx2 = dt * tx2;
  dtty1 = dt * ty1;
  dtty2 = dt * ty2;
  dttz1 = dt * tz1;
  dttz2 = dt * tz2;
  c2dttx1 = 2.0 * dttx1;
  c2dtty1 = 2.0 * dtty1;
  c2dttz1 = 2.0 * dttz1;
  dtdssp = dt * dssp;
  comz1 = dtdssp;
  comz4 = 4.0 * dtdssp;
  comz5 = 5.0 * dtdssp;
  comz6 = 6.0 * dtdssp;
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
 * on the boundary rows of interior planes (cfd-common.md section 7), and the
 * point quantities including the speed of sound (sp.md section 2).
 * factor is dt during time stepping and 1 when the forcing is built.
 */
static void compute_rhs(double factor)
{
  int i, j, k, m;
  double rho_inv, aux, uijk, up1, um1, vijk, vp1, vm1, wijk, wp1, wm1;

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
        aux = sqrt(c1c2 * rho_inv * (u[k][j][i][4] - square[k][j][i]));
        speed[k][j][i] = aux;
        ainv[k][j][i] = 1.0 / aux;
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
 * txinvr (sp.md section 6.1): multiply rhs by the inverse eigenvector
 * matrix of the x-direction flux Jacobian before the x-sweep.
 */
static void txinvr(void)
{
  int i, j, k;
  double t1, t2, t3, ac, ru1, uu, vv, ww, r1, r2, r3, r4, r5, ac2inv;

#pragma omp for
  for (k = 1; k < nz - 1; k++) {
    for (j = 1; j < ny - 1; j++) {
      for (i = 1; i < nx - 1; i++) {
        ru1 = rho_i[k][j][i];
        uu = us[k][j][i];
        vv = vs[k][j][i];
        ww = ws[k][j][i];
        ac = speed[k][j][i];
        ac2inv = ainv[k][j][i] * ainv[k][j][i];

        r1 = rhs[k][j][i][0];
        r2 = rhs[k][j][i][1];
        r3 = rhs[k][j][i][2];
        r4 = rhs[k][j][i][3];
        r5 = rhs[k][j][i][4];

        t1 = c2 * ac2inv *
             (qs[k][j][i] * r1 - uu * r2 - vv * r3 - ww * r4 + r5);
        t2 = bt * ru1 * (uu * r1 - r2);
        t3 = (bt * ru1 * ac) * t1;

        rhs[k][j][i][0] = r1 - t1;
        rhs[k][j][i][1] = -ru1 * (ww * r1 - r4);
        rhs[k][j][i][2] = ru1 * (vv * r1 - r3);
        rhs[k][j][i][3] = -t2 + t3;
        rhs[k][j][i][4] = t2 + t3;
      }
    }
  }
}

/* ninvr (sp.md section 6.2), between the x- and the y-sweep. */
static void ninvr(void)
{
  int i, j, k;
  double r1, r2, r3, r4, r5, t1, t2;

#pragma omp for
  for (k = 1; k < nz - 1; k++) {
    for (j = 1; j < ny - 1; j++) {
      for (i = 1; i < nx - 1; i++) {
        r1 = rhs[k][j][i][0];
        r2 = rhs[k][j][i][1];
        r3 = rhs[k][j][i][2];
        r4 = rhs[k][j][i][3];
        r5 = rhs[k][j][i][4];

        t1 = bt * r3;
        t2 = 0.5 * (r4 + r5);

        rhs[k][j][i][0] = -r2;
        rhs[k][j][i][1] = r1;
        rhs[k][j][i][2] = bt * (r4 - r5);
        rhs[k][j][i][3] = -t1 + t2;
        rhs[k][j][i][4] = t1 + t2;
      }
    }
  }
}

/* pinvr (sp.md section 6.3), between the y- and the z-sweep. */
static void pinvr(void)
{
  int i, j, k;
  double r1, r2, r3, r4, r5, t1, t2;

#pragma omp for
  for (k = 1; k < nz - 1; k++) {
    for (j = 1; j < ny - 1; j++) {
      for (i = 1; i < nx - 1; i++) {
        r1 = rhs[k][j][i][0];
        r2 = rhs[k][j][i][1];
        r3 = rhs[k][j][i][2];
        r4 = rhs[k][j][i][3];
        r5 = rhs[k][j][i][4];

        t1 = bt * r1;
        t2 = 0.5 * (r4 + r5);

        rhs[k][j][i][0] = bt * (r4 - r5);
        rhs[k][j][i][1] = -r3;
        rhs[k][j][i][2] = r2;
        rhs[k][j][i][3] = -t1 + t2;
        rhs[k][j][i][4] = t1 + t2;
      }
    }
  }
}

/*
 * tzetar (sp.md section 6.4): multiply by the eigenvector matrix of the
 * z-direction flux Jacobian after the z-sweep.
 */
static void tzetar(void)
{
  int i, j, k;
  double t1, t2, t3, ac, xvel, yvel, zvel, r1, r2, r3, r4, r5, btuz, ac2u,
      uzik1;

#pragma omp for
  for (k = 1; k < nz - 1; k++) {
    for (j = 1; j < ny - 1; j++) {
      for (i = 1; i < nx - 1; i++) {
        xvel = us[k][j][i];
        yvel = vs[k][j][i];
        zvel = ws[k][j][i];
        ac = speed[k][j][i];
        ac2u = ac * ac;

        r1 = rhs[k][j][i][0];
        r2 = rhs[k][j][i][1];
        r3 = rhs[k][j][i][2];
        r4 = rhs[k][j][i][3];
        r5 = rhs[k][j][i][4];

        uzik1 = u[k][j][i][0];
        btuz = bt * uzik1;

        t1 = btuz * ainv[k][j][i] * (r4 + r5);
        t2 = r3 + t1;
        t3 = btuz * (r4 - r5);

        rhs[k][j][i][0] = t2;
        rhs[k][j][i][1] = -uzik1 * r2 + xvel * t2;
        rhs[k][j][i][2] = uzik1 * r1 + yvel * t2;
        rhs[k][j][i][3] = zvel * t2 + t3;
        rhs[k][j][i][4] = uzik1 * (-xvel * r2 + yvel * r1) +
                          qs[k][j][i] * t2 + c2iv * ac2u * t1 + zvel * t3;
      }
    }
  }
}

/* larger of two values (inline; fmax is a library call without
   -ffinite-math-only) */
static inline double dmax(double a, double b)
{
  return a > b ? a : b;
}

/*
 * The three pentadiagonal systems of one line (sp.md section 5) from the
 * convecting velocity cv, rho-bar rb and speed of sound spd at the points
 * 0..n-1 of the line. l1 is factor 1 (u), lp factor 2 (u+c), lm factor 3
 * (u-c); row index second, coefficient a..e first.
 */
static inline void build_penta(const double cv[], const double rb[],
                               const double spd[], int n, double tt1,
                               double tt2, double c2tt1, double l1[5][LMAX],
                               double lp[5][LMAX], double lm[5][LMAX])
{
  int i;

  for (i = 1; i < n - 1; i++) {
    l1[0][i] = 0.0;
    l1[1][i] = -tt2 * cv[i - 1] - tt1 * rb[i - 1];
    l1[2][i] = 1.0 + c2tt1 * rb[i];
    l1[3][i] = tt2 * cv[i + 1] - tt1 * rb[i + 1];
    l1[4][i] = 0.0;
  }

  /* implicit fourth-order dissipation */
  i = 1;
  l1[2][i] += comz5;
  l1[3][i] -= comz4;
  l1[4][i] += comz1;
  i = 2;
  l1[1][i] -= comz4;
  l1[2][i] += comz6;
  l1[3][i] -= comz4;
  l1[4][i] += comz1;
  for (i = 3; i < n - 3; i++) {
    l1[0][i] += comz1;
    l1[1][i] -= comz4;
    l1[2][i] += comz6;
    l1[3][i] -= comz4;
    l1[4][i] += comz1;
  }
  i = n - 3;
  l1[0][i] += comz1;
  l1[1][i] -= comz4;
  l1[2][i] += comz6;
  l1[3][i] -= comz4;
  i = n - 2;
  l1[0][i] += comz1;
  l1[1][i] -= comz4;
  l1[2][i] += comz5;

  /* the u+c and u-c factors */
  for (i = 1; i < n - 1; i++) {
    lp[0][i] = l1[0][i];
    lp[1][i] = l1[1][i] - tt2 * spd[i - 1];
    lp[2][i] = l1[2][i];
    lp[3][i] = l1[3][i] + tt2 * spd[i + 1];
    lp[4][i] = l1[4][i];
    lm[0][i] = l1[0][i];
    lm[1][i] = l1[1][i] + tt2 * spd[i - 1];
    lm[2][i] = l1[2][i];
    lm[3][i] = l1[3][i] - tt2 * spd[i + 1];
    lm[4][i] = l1[4][i];
  }
}

/*
 * Gaussian elimination without pivoting of the pentadiagonal systems of
 * one line on rows 1..n-2 (sp.md section 7). A system l acts on the
 * components m0..m0+nm-1 of the right-hand sides r[1..n-2] (a copy of the
 * line of rhs); the coefficients are consumed and r is overwritten with
 * the solution. The steps are split into per-row helpers so that the
 * three factors of a line advance in the same loops: their recurrences
 * are independent, and interleaving them hides the latency of each.
 */

/* forward elimination step of row i: normalise it, eliminate it from
   rows i+1 and i+2 */
static inline void penta_forward(double l[5][LMAX], double r[][5], int m0,
                                 int nm, int i)
{
  int m;
  double s = 1.0 / l[2][i];

  l[3][i] *= s;
  l[4][i] *= s;
  for (m = m0; m < m0 + nm; m++)
    r[i][m] *= s;
  l[2][i + 1] -= l[1][i + 1] * l[3][i];
  l[3][i + 1] -= l[1][i + 1] * l[4][i];
  for (m = m0; m < m0 + nm; m++)
    r[i + 1][m] -= l[1][i + 1] * r[i][m];
  l[1][i + 2] -= l[0][i + 2] * l[3][i];
  l[2][i + 2] -= l[0][i + 2] * l[4][i];
  for (m = m0; m < m0 + nm; m++)
    r[i + 2][m] -= l[0][i + 2] * r[i][m];
}

/* the last two rows (last-1, last) and the first back-substitution step */
static inline void penta_last(double l[5][LMAX], double r[][5], int m0,
                              int nm, int last)
{
  int m, i = last - 1;
  double s = 1.0 / l[2][i];

  l[3][i] *= s;
  l[4][i] *= s;
  for (m = m0; m < m0 + nm; m++)
    r[i][m] *= s;
  l[2][last] -= l[1][last] * l[3][i];
  l[3][last] -= l[1][last] * l[4][i];
  for (m = m0; m < m0 + nm; m++)
    r[last][m] -= l[1][last] * r[i][m];

  s = 1.0 / l[2][last];
  for (m = m0; m < m0 + nm; m++)
    r[last][m] *= s;

  for (m = m0; m < m0 + nm; m++)
    r[i][m] -= l[3][i] * r[last][m];
}

/* back-substitution step of row i */
static inline void penta_back(double l[5][LMAX], double r[][5], int m0,
                              int nm, int i)
{
  int m;
  for (m = m0; m < m0 + nm; m++)
    r[i][m] = r[i][m] - l[3][i] * r[i + 1][m] - l[4][i] * r[i + 2][m];
}

/* Solve the three factors of one line: m = 0,1,2 / 3 / 4. */
static inline void solve_line(double l1[5][LMAX], double lp[5][LMAX],
                              double lm[5][LMAX], double r[][5], int n)
{
  int i, last = n - 2;

  for (i = 1; i <= last - 2; i++) {
    penta_forward(l1, r, 0, 3, i);
    penta_forward(lp, r, 3, 1, i);
    penta_forward(lm, r, 4, 1, i);
  }
  penta_last(l1, r, 0, 3, last);
  penta_last(lp, r, 3, 1, last);
  penta_last(lm, r, 4, 1, last);
  for (i = last - 2; i >= 1; i--) {
    penta_back(l1, r, 0, 3, i);
    penta_back(lp, r, 3, 1, i);
    penta_back(lm, r, 4, 1, i);
  }
}

/* x-sweep: pentadiagonal solves along every x-line (j, k). */
static void x_solve(void)
{
  int i, j, k, m;
  double cv[LMAX], rb[LMAX], spd[LMAX];
  double l1[5][LMAX], lp[5][LMAX], lm[5][LMAX];
  double r[LMAX][5];
  double ru1;

#pragma omp for
  for (k = 1; k < nz - 1; k++) {
    for (j = 1; j < ny - 1; j++) {
      for (i = 0; i < nx; i++) {
        ru1 = c3c4 * rho_i[k][j][i];
        cv[i] = us[k][j][i];
        rb[i] = dmax(dmax(dx2 + con43 * ru1, dx5 + c1c5 * ru1),
                     dmax(dxmax + ru1, dx1));
        spd[i] = speed[k][j][i];
        for (m = 0; m < 5; m++)
          r[i][m] = rhs[k][j][i][m];
      }
      build_penta(cv, rb, spd, nx, dttx1, dttx2, c2dttx1, l1, lp, lm);
      solve_line(l1, lp, lm, r, nx);
      for (i = 1; i < nx - 1; i++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = r[i][m];
    }
  }
}

/* y-sweep: pentadiagonal solves along every y-line (i, k). */
static void y_solve(void)
{
  int i, j, k, m;
  double cv[LMAX], rb[LMAX], spd[LMAX];
  double l1[5][LMAX], lp[5][LMAX], lm[5][LMAX];
  double r[LMAX][5];
  double ru1;

#pragma omp for
  for (k = 1; k < nz - 1; k++) {
    for (i = 1; i < nx - 1; i++) {
      for (j = 0; j < ny; j++) {
        ru1 = c3c4 * rho_i[k][j][i];
        cv[j] = vs[k][j][i];
        rb[j] = dmax(dmax(dy3 + con43 * ru1, dy5 + c1c5 * ru1),
                     dmax(dymax + ru1, dy1));
        spd[j] = speed[k][j][i];
        for (m = 0; m < 5; m++)
          r[j][m] = rhs[k][j][i][m];
      }
      build_penta(cv, rb, spd, ny, dtty1, dtty2, c2dtty1, l1, lp, lm);
      solve_line(l1, lp, lm, r, ny);
      for (j = 1; j < ny - 1; j++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = r[j][m];
    }
  }
}

/* z-sweep: pentadiagonal solves along every z-line (i, j). */
static void z_solve(void)
{
  int i, j, k, m;
  double cv[LMAX], rb[LMAX], spd[LMAX];
  double l1[5][LMAX], lp[5][LMAX], lm[5][LMAX];
  double r[LMAX][5];
  double ru1;

#pragma omp for
  for (j = 1; j < ny - 1; j++) {
    for (i = 1; i < nx - 1; i++) {
      for (k = 0; k < nz; k++) {
        ru1 = c3c4 * rho_i[k][j][i];
        cv[k] = ws[k][j][i];
        rb[k] = dmax(dmax(dz4 + con43 * ru1, dz5 + c1c5 * ru1),
                     dmax(dzmax + ru1, dz1));
        spd[k] = speed[k][j][i];
        for (m = 0; m < 5; m++)
          r[k][m] = rhs[k][j][i][m];
      }
      build_penta(cv, rb, spd, nz, dttz1, dttz2, c2dttz1, l1, lp, lm);
      solve_line(l1, lp, lm, r, nz);
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

/* Verification against the official values (sp.md section 7). */
static void verify(int no_time_steps, char *class_letter, int *verified)
{
  static const double xcrref_tab[5][5] = {
      {2.7470315451339479e-02, 1.0360746705285417e-02, 1.6235745065095532e-02,
       1.5840557224455615e-02, 3.4849040609362460e-02},
      {0.1893253733584e-02, 0.1717075447775e-03, 0.2778153350936e-03,
       0.2887475409984e-03, 0.3143611161242e-02},
      {2.4799822399300195, 1.1276337964368832, 1.5028977888770491,
       1.4217816211695179, 2.1292113035138280},
      {0.6903293579998e+02, 0.3095134488084e+02, 0.4103336647017e+02,
       0.3864769009604e+02, 0.5643482272596e+02},
      {0.5881691581829e+03, 0.2454417603569e+03, 0.3293829191851e+03,
       0.3081924971891e+03, 0.4597223799176e+03}};
  static const double xceref_tab[5][5] = {
      {2.7289258557377227e-05, 1.0364446640837285e-05, 1.6154798287166471e-05,
       1.5750704994480102e-05, 3.4177666183390531e-05},
      {0.7542088599534e-04, 0.6512852253086e-05, 0.1049092285688e-04,
       0.1128838671535e-04, 0.1212845639773e-03},
      {1.0900140297820550e-04, 3.7343951769282091e-05, 5.0092785406541633e-05,
       4.7671093939528255e-05, 1.3621613399213001e-04},
      {0.9810006190188e-02, 0.1022827905670e-02, 0.1720597911692e-02,
       0.1694479428231e-02, 0.1847456263981e-01},
      {0.2598120500183e+00, 0.2590888922315e-01, 0.5132886416320e-01,
       0.4806073419454e-01, 0.5483377491301e+00}};
  static const int size_tab[5] = {12, 36, 64, 102, 162};
  static const int iter_tab[5] = {100, 400, 400, 400, 400};
  static const double dtref_tab[5] = {1.5e-2, 1.5e-3, 1.5e-3, 1.0e-3,
                                      0.67e-3};
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
