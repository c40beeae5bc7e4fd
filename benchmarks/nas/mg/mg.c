/*
 * mg.c - NAS Parallel Benchmark MG (MultiGrid), OpenMP C, written from
 * the specification /work/shared/specs/npb/mg.md.
 *
 * NIT V-cycles for the discrete 3-D Poisson problem A u = v on an
 * NX x NY x NZ periodic grid; the L2 norm of the final residual is
 * verified against the reference value of the class.
 *
 * Storage: every level k = 1..LT has n_k = 2^k interior points per
 * dimension plus one periodic ghost layer on each side, so a level-k array
 * holds (n_k+2)^3 doubles, i1 fastest. The arrays u and r of all levels
 * live one after another in the static arrays u[] and r[] (finest level
 * first, level k starting at ir[k]); v exists on the finest level only.
 *
 * OpenMP structure (legacy NPB style): the caller opens one parallel
 * region; every grid operator is a function whose loop nest over
 * (i3, i2, i1) carries an orphaned `omp for` on the outermost index, with
 * the implicit barrier of the work-sharing loop separating operators.
 * Row scratch arrays (the B1/B2, X/Y, Z1..Z3 partial sums) are locals of
 * the operator functions and therefore private to each thread. The norm
 * is a reduction into shared file-scope accumulators.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#ifdef _OPENMP
#include <omp.h>
#endif

#include "npb.h"
#include "npb_rand.h"
#include "params.h"

/* Points per dimension of the finest level, ghosts included. */
#define NM (NX + 2)
/* Total size of all levels: sum over k = 1..LT of (2^k + 2)^3
 * = 8(8^LT - 1)/7 + 8(4^LT - 1) + 24(2^LT - 1) + 8 LT. */
#define NR (8L * ((long)NX * NX * NX - 1) / 7 + 8L * ((long)NX * NX - 1) + \
            24L * (NX - 1) + 8L * LT)
/* Size of the finest level. */
#define NV ((long)NM * NM * NM)

/* Linear index of (i1, i2, i3) in an array with n1 x n2 points per plane. */
#define IX(i3, i2, i1) (((i3) * n2 + (i2)) * n1 + (i1))

#define T_BENCH 1
#define T_INIT 2

/* Grids of all levels. */
static double u[NR];
static double r[NR];
static double v[NV];

/* Per level: offset into u[]/r[] and points per dimension (ghosts
 * included). m1 = m2 = m3 since the grid is cubic, but the operators keep
 * the three extents apart as the reference does. */
static long ir[LT + 1];
static int m1[LT + 1], m2[LT + 1], m3[LT + 1];

/* Operator coefficients (mg.md section 2). a[1] = 0 and c[3] = 0 are
 * never used: the reference omits those terms. */
static double a[4], c[4];

/* Shared accumulators of the orphaned norm reduction. */
static double norm_sum, norm_max;

/* ------------------------------------------------------------------ */
/* Ghost update (comm3): pure periodic copies. Phase 1 (x) and phase 2
 * (y) of a plane only touch that plane and run in the same iteration, x
 * before y; phase 3 (z) copies whole planes after a barrier. */
static void comm3(double *g, int n1, int n2, int n3)
{
  int i1, i2, i3;

#pragma omp for
  for (i3 = 1; i3 < n3 - 1; i3++) {
    for (i2 = 1; i2 < n2 - 1; i2++) {
      g[IX(i3, i2, 0)] = g[IX(i3, i2, n1 - 2)];
      g[IX(i3, i2, n1 - 1)] = g[IX(i3, i2, 1)];
    }
    for (i1 = 0; i1 < n1; i1++) {
      g[IX(i3, 0, i1)] = g[IX(i3, n2 - 2, i1)];
      g[IX(i3, n2 - 1, i1)] = g[IX(i3, 1, i1)];
    }
  }

#pragma omp for
  for (i2 = 0; i2 < n2; i2++) {
    for (i1 = 0; i1 < n1; i1++) {
      g[IX(0, i2, i1)] = g[IX(n3 - 2, i2, i1)];
      g[IX(n3 - 1, i2, i1)] = g[IX(1, i2, i1)];
    }
  }
}

/* g = 0 on every point, ghosts included. */
static void zero3(double *g, int n1, int n2, int n3)
{
  int i1, i2, i3;

#pragma omp for
  for (i3 = 0; i3 < n3; i3++)
    for (i2 = 0; i2 < n2; i2++)
      for (i1 = 0; i1 < n1; i1++)
        g[IX(i3, i2, i1)] = 0.0;
}

/* ------------------------------------------------------------------ */
/* r = v - A u on the interior, then ghost update of r (mg.md 4.1).
 * v and r may be the same array: each point reads only its own v. */
static void resid(const double *uu, const double *vv, double *rr,
                  int n1, int n2, int n3)
{
  int i1, i2, i3;
  double u1[NM], u2[NM];
  /* Local copies: the stores to rr cannot then alias the coefficients. */
  const double a0 = a[0], a2 = a[2], a3 = a[3];

#pragma omp for
  for (i3 = 1; i3 < n3 - 1; i3++) {
    for (i2 = 1; i2 < n2 - 1; i2++) {
      for (i1 = 0; i1 < n1; i1++) {
        u1[i1] = uu[IX(i3, i2 - 1, i1)] + uu[IX(i3, i2 + 1, i1)]
               + uu[IX(i3 - 1, i2, i1)] + uu[IX(i3 + 1, i2, i1)];
        u2[i1] = uu[IX(i3 - 1, i2 - 1, i1)] + uu[IX(i3 - 1, i2 + 1, i1)]
               + uu[IX(i3 + 1, i2 - 1, i1)] + uu[IX(i3 + 1, i2 + 1, i1)];
      }
      for (i1 = 1; i1 < n1 - 1; i1++) {
        rr[IX(i3, i2, i1)] = vv[IX(i3, i2, i1)]
                           - a0 * uu[IX(i3, i2, i1)]
                           - a2 * (u2[i1] + u1[i1 - 1] + u1[i1 + 1])
                           - a3 * (u2[i1 - 1] + u2[i1 + 1]);
      }
    }
  }

  comm3(rr, n1, n2, n3);
}

/* u = u + S r on the interior, then ghost update of u (mg.md 4.2). */
static void psinv(const double *rr, double *uu, int n1, int n2, int n3)
{
  int i1, i2, i3;
  double r1[NM], r2[NM];
  const double c0 = c[0], c1 = c[1], c2 = c[2];

#pragma omp for
  for (i3 = 1; i3 < n3 - 1; i3++) {
    for (i2 = 1; i2 < n2 - 1; i2++) {
      for (i1 = 0; i1 < n1; i1++) {
        r1[i1] = rr[IX(i3, i2 - 1, i1)] + rr[IX(i3, i2 + 1, i1)]
               + rr[IX(i3 - 1, i2, i1)] + rr[IX(i3 + 1, i2, i1)];
        r2[i1] = rr[IX(i3 - 1, i2 - 1, i1)] + rr[IX(i3 - 1, i2 + 1, i1)]
               + rr[IX(i3 + 1, i2 - 1, i1)] + rr[IX(i3 + 1, i2 + 1, i1)];
      }
      for (i1 = 1; i1 < n1 - 1; i1++) {
        uu[IX(i3, i2, i1)] = uu[IX(i3, i2, i1)]
                           + c0 * rr[IX(i3, i2, i1)]
                           + c1 * (rr[IX(i3, i2, i1 - 1)]
                                   + rr[IX(i3, i2, i1 + 1)] + r1[i1])
                           + c2 * (r2[i1] + r1[i1 - 1] + r1[i1 + 1]);
      }
    }
  }

  comm3(uu, n1, n2, n3);
}

/* ------------------------------------------------------------------ */
/* Restriction s = P r from a fine level (m1k x m2k x m3k points) to the
 * next coarser one (m1j x m2j x m3j), then ghost update of s (mg.md 4.3).
 * Coarse index j sits on fine index 2j. X and Y are computed once per
 * fine point of the row and shared by neighbouring coarse points. */
static void rprj3(const double *rr, int m1k, int m2k, int m3k,
                  double *s, int m1j, int m2j, int m3j)
{
  int j1, j2, j3, i1, c1, c2, c3;
  double x[NM], y[NM];
  (void)m3k;
/* Fine index into rr, coarse index into s. */
#define FX(i3, i2, i1) (((i3) * m2k + (i2)) * m1k + (i1))
#define CX(i3, i2, i1) (((i3) * m2j + (i2)) * m1j + (i1))

#pragma omp for
  for (j3 = 1; j3 < m3j - 1; j3++) {
    for (j2 = 1; j2 < m2j - 1; j2++) {
      c3 = 2 * j3;
      c2 = 2 * j2;
      for (i1 = 1; i1 < m1k; i1++) {
        x[i1] = rr[FX(c3, c2 - 1, i1)] + rr[FX(c3, c2 + 1, i1)]
              + rr[FX(c3 - 1, c2, i1)] + rr[FX(c3 + 1, c2, i1)];
        y[i1] = rr[FX(c3 - 1, c2 - 1, i1)] + rr[FX(c3 + 1, c2 - 1, i1)]
              + rr[FX(c3 - 1, c2 + 1, i1)] + rr[FX(c3 + 1, c2 + 1, i1)];
      }
      for (j1 = 1; j1 < m1j - 1; j1++) {
        c1 = 2 * j1;
        s[CX(j3, j2, j1)] =
              0.5 * rr[FX(c3, c2, c1)]
            + 0.25 * (rr[FX(c3, c2, c1 - 1)] + rr[FX(c3, c2, c1 + 1)] + x[c1])
            + 0.125 * (x[c1 - 1] + x[c1 + 1] + y[c1])
            + 0.0625 * (y[c1 - 1] + y[c1 + 1]);
      }
    }
  }
#undef FX
#undef CX

  comm3(s, m1j, m2j, m3j);
}

/* Prolongation u = u + Q z from a coarse level (mm1 x mm2 x mm3 points)
 * to the next finer one (n1 x n2 x n3), interior and ghosts (mg.md 4.4).
 * Coarse (j1, j2, j3), each in 0..n_c, updates the fine 2x2x2 block at
 * (2j1, 2j2, 2j3); blocks do not overlap. No ghost update follows. */
static void interp(const double *z, int mm1, int mm2, int mm3,
                   double *uu, int n1, int n2, int n3)
{
  int j1, j2, j3;
  double z1[NM], z2[NM], z3[NM];
  (void)n3;

#pragma omp for
  for (j3 = 0; j3 < mm3 - 1; j3++) {
    for (j2 = 0; j2 < mm2 - 1; j2++) {
      /* Coarse index of (j1, j2, j3) in z. */
#define ZX(k3, k2, k1) (((k3) * mm2 + (k2)) * mm1 + (k1))
      for (j1 = 0; j1 < mm1; j1++) {
        z1[j1] = z[ZX(j3, j2 + 1, j1)] + z[ZX(j3, j2, j1)];
        z2[j1] = z[ZX(j3 + 1, j2, j1)] + z[ZX(j3, j2, j1)];
        z3[j1] = z[ZX(j3 + 1, j2 + 1, j1)] + z[ZX(j3 + 1, j2, j1)] + z1[j1];
      }
      for (j1 = 0; j1 < mm1 - 1; j1++) {
        int f1 = 2 * j1, f2 = 2 * j2, f3 = 2 * j3;
        uu[IX(f3, f2, f1)] = uu[IX(f3, f2, f1)] + z[ZX(j3, j2, j1)];
        uu[IX(f3, f2, f1 + 1)] = uu[IX(f3, f2, f1 + 1)]
            + 0.5 * (z[ZX(j3, j2, j1 + 1)] + z[ZX(j3, j2, j1)]);
        uu[IX(f3, f2 + 1, f1)] = uu[IX(f3, f2 + 1, f1)] + 0.5 * z1[j1];
        uu[IX(f3, f2 + 1, f1 + 1)] = uu[IX(f3, f2 + 1, f1 + 1)]
            + 0.25 * (z1[j1] + z1[j1 + 1]);
        uu[IX(f3 + 1, f2, f1)] = uu[IX(f3 + 1, f2, f1)] + 0.5 * z2[j1];
        uu[IX(f3 + 1, f2, f1 + 1)] = uu[IX(f3 + 1, f2, f1 + 1)]
            + 0.25 * (z2[j1] + z2[j1 + 1]);
        uu[IX(f3 + 1, f2 + 1, f1)] = uu[IX(f3 + 1, f2 + 1, f1)]
            + 0.25 * z3[j1];
        uu[IX(f3 + 1, f2 + 1, f1 + 1)] = uu[IX(f3 + 1, f2 + 1, f1 + 1)]
            + 0.125 * (z3[j1] + z3[j1 + 1]);
      }
#undef ZX
    }
  }
}

/* ------------------------------------------------------------------ */
/* L2 norm sqrt(sum r^2 / (nx ny nz)) and max norm of the interior of the
 * finest-level array (mg.md 4.5). The reduction goes into the shared
 * accumulators; one thread stores the results. */
static void norm2u3(const double *rr, int n1, int n2, int n3,
                    double *rnm2, double *rnmu, int nx, int ny, int nz)
{
  int i1, i2, i3;

#pragma omp single
  {
    norm_sum = 0.0;
    norm_max = 0.0;
  }

#pragma omp for reduction(+:norm_sum) reduction(max:norm_max)
  for (i3 = 1; i3 < n3 - 1; i3++) {
    for (i2 = 1; i2 < n2 - 1; i2++) {
      for (i1 = 1; i1 < n1 - 1; i1++) {
        double t = rr[IX(i3, i2, i1)];
        norm_sum += t * t;
        if (fabs(t) > norm_max)
          norm_max = fabs(t);
      }
    }
  }

#pragma omp single
  {
    *rnm2 = sqrt(norm_sum / ((double)nx * ny * nz));
    *rnmu = norm_max;
  }
}

/* ------------------------------------------------------------------ */
/* One V-cycle (mg.md 5.2); called by every thread of the region. */
static void mg3P(void)
{
  int k;

  /* Down: restrict the residual to the coarsest level. */
  for (k = LT; k >= 2; k--)
    rprj3(r + ir[k], m1[k], m2[k], m3[k],
          r + ir[k - 1], m1[k - 1], m2[k - 1], m3[k - 1]);

  /* Coarsest level: u_1 = S r_1. */
  k = 1;
  zero3(u + ir[k], m1[k], m2[k], m3[k]);
  psinv(r + ir[k], u + ir[k], m1[k], m2[k], m3[k]);

  /* Up through the intermediate levels. */
  for (k = 2; k <= LT - 1; k++) {
    zero3(u + ir[k], m1[k], m2[k], m3[k]);
    interp(u + ir[k - 1], m1[k - 1], m2[k - 1], m3[k - 1],
           u + ir[k], m1[k], m2[k], m3[k]);
    resid(u + ir[k], r + ir[k], r + ir[k], m1[k], m2[k], m3[k]);
    psinv(r + ir[k], u + ir[k], m1[k], m2[k], m3[k]);
  }

  /* Finest level: u_lt accumulates, it is not zeroed. */
  k = LT;
  interp(u + ir[k - 1], m1[k - 1], m2[k - 1], m3[k - 1],
         u + ir[k], m1[k], m2[k], m3[k]);
  resid(u + ir[k], v, r + ir[k], m1[k], m2[k], m3[k]);
  psinv(r + ir[k], u + ir[k], m1[k], m2[k], m3[k]);
}

/* ------------------------------------------------------------------ */
/* a^n mod 2^46 by binary exponentiation (README.md 3.5). */
static double power46(double base, long n)
{
  double result = 1.0, b = base, q;

  while (n > 0) {
    if (n & 1)
      randlc(&result, b);
    q = b;
    randlc(&b, q);
    n >>= 1;
  }
  return result;
}

/* Right-hand side v (mg.md 5.1): +1 at the positions of the ten largest,
 * -1 at the ten smallest of NX*NY*NZ uniform numbers laid out in natural
 * order. Called outside any parallel region (it opens its own); it is not
 * timed. The fill runs in parallel by jumping to the start of each plane;
 * the search for the extremes is a sequential scan in fill order. */
static void zran3(double *z, int n1, int n2, int n3, int nx, int ny)
{
  const double seed = 314159265.0, amult = 1220703125.0;
  double a1 = power46(amult, nx);              /* next row   */
  double a2 = power46(amult, (long)nx * ny);   /* next plane */
  double big[10], small[10];
  int jbig[10][3], jsmall[10][3];
  int i1, i2, i3, i;

#pragma omp parallel private(i1, i2, i3)
  {
    zero3(z, n1, n2, n3);

#pragma omp for
    for (i3 = 1; i3 < n3 - 1; i3++) {
      double x0 = seed, xrow;
      randlc(&x0, power46(a2, i3 - 1));
      for (i2 = 1; i2 < n2 - 1; i2++) {
        xrow = x0;
        vranlc(n1 - 2, &xrow, amult, &z[IX(i3, i2, 1)]);
        randlc(&x0, a1);
      }
    }
  }

  /* big[] ascending (big[0] is the smallest of the ten largest),
   * small[] descending (small[0] the largest of the ten smallest). */
  for (i = 0; i < 10; i++) {
    big[i] = 0.0;
    small[i] = 1.0;
    jbig[i][0] = jbig[i][1] = jbig[i][2] = 0;
    jsmall[i][0] = jsmall[i][1] = jsmall[i][2] = 0;
  }
  for (i3 = 1; i3 < n3 - 1; i3++) {
    for (i2 = 1; i2 < n2 - 1; i2++) {
      for (i1 = 1; i1 < n1 - 1; i1++) {
        double t = z[IX(i3, i2, i1)];
        if (t > big[0]) {
          for (i = 1; i < 10 && big[i] < t; i++) {
            big[i - 1] = big[i];
            jbig[i - 1][0] = jbig[i][0];
            jbig[i - 1][1] = jbig[i][1];
            jbig[i - 1][2] = jbig[i][2];
          }
          big[i - 1] = t;
          jbig[i - 1][0] = i1;
          jbig[i - 1][1] = i2;
          jbig[i - 1][2] = i3;
        }
        if (t < small[0]) {
          for (i = 1; i < 10 && small[i] > t; i++) {
            small[i - 1] = small[i];
            jsmall[i - 1][0] = jsmall[i][0];
            jsmall[i - 1][1] = jsmall[i][1];
            jsmall[i - 1][2] = jsmall[i][2];
          }
          small[i - 1] = t;
          jsmall[i - 1][0] = i1;
          jsmall[i - 1][1] = i2;
          jsmall[i - 1][2] = i3;
        }
      }
    }
  }

#ifdef MG_DEBUG_CHARGES
  for (i = 9; i >= 0; i--)
    printf(" +1 at (%d,%d,%d) %.10f\n", jbig[i][0], jbig[i][1], jbig[i][2],
           big[i]);
  for (i = 9; i >= 0; i--)
    printf(" -1 at (%d,%d,%d) %.10e\n", jsmall[i][0], jsmall[i][1],
           jsmall[i][2], small[i]);
#endif

#pragma omp parallel
  zero3(z, n1, n2, n3);

  for (i = 0; i < 10; i++) {
    z[IX(jsmall[i][2], jsmall[i][1], jsmall[i][0])] = -1.0;
    z[IX(jbig[i][2], jbig[i][1], jbig[i][0])] = +1.0;
  }

#pragma omp parallel
  comm3(z, n1, n2, n3);
}

/* ------------------------------------------------------------------ */
int main(void)
{
  const int nx = NX, ny = NY, nz = NZ, nit = NIT_DEFAULT;
  double rnm2 = 0.0, rnmu = 0.0, t, tinit, mflops, ref = 0.0, err;
  double *ufine, *rfine;
  char class_letter;
  int k, verified = 0, abs_test = 0;

  timer_clear(T_BENCH);
  timer_clear(T_INIT);
  timer_start(T_INIT);

  printf("\n\n NAS Parallel Benchmarks 2.3 OpenMP C version"
         " - MG Benchmark\n\n");
  printf(" No input file. Using compiled defaults\n");

  /* Class identification (mg.md section 2) and reference value (6). */
  if (nx == 32 && nit == 4) {
    class_letter = 'S';
    ref = 0.5307707005734e-04;
  } else if (nx == 64 && nit == 40) {
    class_letter = 'W';               /* NPB 2.3: absolute test */
    ref = 0.250391406439e-17;
    abs_test = 1;
  } else if (nx == 128 && nit == 4) {
    class_letter = 'W';               /* NPB 3.x */
    ref = 0.6467329375339e-05;
  } else if (nx == 256 && nit == 4) {
    class_letter = 'A';
    ref = 0.2433365309069e-05;
  } else if (nx == 256 && nit == 20) {
    class_letter = 'B';
    ref = 0.1800564401355e-05;
  } else if (nx == 512 && nit == 20) {
    class_letter = 'C';
    ref = 0.5706732285740e-06;
  } else {
    class_letter = 'U';
  }

  /* Operator coefficients. */
  a[0] = -8.0 / 3.0;
  a[1] = 0.0;
  a[2] = 1.0 / 6.0;
  a[3] = 1.0 / 12.0;
#ifdef MG_SMOOTHER_B
  c[0] = -3.0 / 17.0;
  c[1] = 1.0 / 33.0;
  c[2] = -1.0 / 61.0;
#else
  c[0] = -3.0 / 8.0;
  c[1] = 1.0 / 32.0;
  c[2] = -1.0 / 64.0;
#endif
  c[3] = 0.0;

  /* Level layout: finest first. */
  ir[LT] = 0;
  for (k = LT; k >= 1; k--) {
    m1[k] = (1 << k) + 2;
    m2[k] = (1 << k) + 2;
    m3[k] = (1 << k) + 2;
    if (k > 1)
      ir[k - 1] = ir[k] + (long)m1[k] * m2[k] * m3[k];
  }
  ufine = u + ir[LT];
  rfine = r + ir[LT];

#pragma omp parallel
  zero3(ufine, NM, NM, NM);
  zran3(v, NM, NM, NM, nx, ny);

  printf(" Size: %3dx%3dx%3d (class %1c)\n", nx, ny, nz, class_letter);
  printf(" Iterations: %3d\n", nit);

  /* Untimed warm-up: one V-cycle, so that every array is touched. */
#pragma omp parallel
  {
    resid(ufine, v, rfine, NM, NM, NM);
    norm2u3(rfine, NM, NM, NM, &rnm2, &rnmu, nx, ny, nz);
    mg3P();
    resid(ufine, v, rfine, NM, NM, NM);
  }

  /* Re-initialise: the warm-up leaves no trace on the result. */
#pragma omp parallel
  zero3(ufine, NM, NM, NM);
  zran3(v, NM, NM, NM, nx, ny);

  timer_stop(T_INIT);
  tinit = timer_read(T_INIT);
  printf(" Initialization time: %15.3f seconds\n", tinit);

  timer_start(T_BENCH);

#pragma omp parallel
  {
    int it;

    resid(ufine, v, rfine, NM, NM, NM);
    norm2u3(rfine, NM, NM, NM, &rnm2, &rnmu, nx, ny, nz);

    for (it = 1; it <= nit; it++) {
      mg3P();
      resid(ufine, v, rfine, NM, NM, NM);
#ifdef MG_TRACE
      norm2u3(rfine, NM, NM, NM, &rnm2, &rnmu, nx, ny, nz);
#pragma omp master
      printf("  iter %3d  rnm2 = %20.13e\n", it, rnm2);
#endif
    }

    norm2u3(rfine, NM, NM, NM, &rnm2, &rnmu, nx, ny, nz);
  }

  timer_stop(T_BENCH);
  t = timer_read(T_BENCH);

  printf(" Benchmark completed\n");

  if (class_letter != 'U') {
    err = fabs(rnm2 - ref);
    if (!abs_test)
      err /= ref;
    verified = (err <= 1.0e-8);
    if (verified) {
      printf(" VERIFICATION SUCCESSFUL\n");
      printf(" L2 Norm is %20.12e\n", rnm2);
      printf(" Error is   %20.12e\n", rnm2 - ref);
      if (abs_test)
        printf(" (NPB 2.3 absolute test; relative error %10.3e)\n",
               fabs(rnm2 - ref) / ref);
    } else {
      printf(" VERIFICATION FAILED\n");
      printf(" L2 Norm is             %20.12e\n", rnm2);
      printf(" The correct L2 Norm is %20.12e\n", ref);
    }
  } else {
    printf(" Problem size unknown\n");
    printf(" NO VERIFICATION PERFORMED\n");
  }

  if (t != 0.0)
    mflops = 58.0 * nit * (double)nx * ny * nz / t / 1.0e6;
  else
    mflops = 0.0;

  c_print_results("MG", class_letter, nx, ny, nz, nit, t, mflops,
                  "floating point", verified);
  return 0;
}
