/* NAS MG's stencils on a three-level grid kept in one heap block per level
 * and subscripted by hand (IX): orphaned `omp for` loops over i3 whose i2
 * loop fills thread-own line buffers (u1/u2, r1/r2, x/y, z1..z3) over a
 * whole row and then reads them at i1-1 .. i1+1. Each i2 iteration writes
 * every element it reads, so i2 joins the NDRange (2-D kernels with
 * per-work-item buffers); interp updates the fine 2x2x2 block of each
 * coarse point through locals f1..f3 (different subscripts in every
 * access), separated under launch guards on the level sizes; the ghost
 * copies (comm3) join too. A few V-cycles; checksums of every level. */
#include <stdio.h>
#include <stdlib.h>

// omp2ocl-test: offload=85
// omp2ocl-test: tolerance=1e-10

#define NM 34
#define IX(i3, i2, i1) (((long)(i3) * n2 + (i2)) * n1 + (i1))

static double a[4] = {-8.0 / 3.0, 0.0, 1.0 / 6.0, 1.0 / 12.0};
static double c[4] = {-3.0 / 8.0, 1.0 / 32.0, -1.0 / 64.0, 0.0};

static void comm3(double *g, int n1, int n2, int n3) {
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
  for (i2 = 0; i2 < n2; i2++)
    for (i1 = 0; i1 < n1; i1++) {
      g[IX(0, i2, i1)] = g[IX(n3 - 2, i2, i1)];
      g[IX(n3 - 1, i2, i1)] = g[IX(1, i2, i1)];
    }
}

static void zero3(double *g, int n1, int n2, int n3) {
  int i1, i2, i3;
#pragma omp for
  for (i3 = 0; i3 < n3; i3++)
    for (i2 = 0; i2 < n2; i2++)
      for (i1 = 0; i1 < n1; i1++)
        g[IX(i3, i2, i1)] = 0.0;
}

static void resid(const double *uu, const double *vv, double *rr, int n1, int n2, int n3) {
  int i1, i2, i3;
  double u1[NM], u2[NM];
  const double a0 = a[0], a2 = a[2], a3 = a[3];
#pragma omp for
  for (i3 = 1; i3 < n3 - 1; i3++)
    for (i2 = 1; i2 < n2 - 1; i2++) {
      for (i1 = 0; i1 < n1; i1++) {
        u1[i1] = uu[IX(i3, i2 - 1, i1)] + uu[IX(i3, i2 + 1, i1)]
               + uu[IX(i3 - 1, i2, i1)] + uu[IX(i3 + 1, i2, i1)];
        u2[i1] = uu[IX(i3 - 1, i2 - 1, i1)] + uu[IX(i3 - 1, i2 + 1, i1)]
               + uu[IX(i3 + 1, i2 - 1, i1)] + uu[IX(i3 + 1, i2 + 1, i1)];
      }
      for (i1 = 1; i1 < n1 - 1; i1++)
        rr[IX(i3, i2, i1)] = vv[IX(i3, i2, i1)] - a0 * uu[IX(i3, i2, i1)]
                           - a2 * (u2[i1] + u1[i1 - 1] + u1[i1 + 1])
                           - a3 * (u2[i1 - 1] + u2[i1 + 1]);
    }
  comm3(rr, n1, n2, n3);
}

static void psinv(const double *rr, double *uu, int n1, int n2, int n3) {
  int i1, i2, i3;
  double r1[NM], r2[NM];
  const double c0 = c[0], c1 = c[1], c2 = c[2];
#pragma omp for
  for (i3 = 1; i3 < n3 - 1; i3++)
    for (i2 = 1; i2 < n2 - 1; i2++) {
      for (i1 = 0; i1 < n1; i1++) {
        r1[i1] = rr[IX(i3, i2 - 1, i1)] + rr[IX(i3, i2 + 1, i1)]
               + rr[IX(i3 - 1, i2, i1)] + rr[IX(i3 + 1, i2, i1)];
        r2[i1] = rr[IX(i3 - 1, i2 - 1, i1)] + rr[IX(i3 - 1, i2 + 1, i1)]
               + rr[IX(i3 + 1, i2 - 1, i1)] + rr[IX(i3 + 1, i2 + 1, i1)];
      }
      for (i1 = 1; i1 < n1 - 1; i1++)
        uu[IX(i3, i2, i1)] = uu[IX(i3, i2, i1)] + c0 * rr[IX(i3, i2, i1)]
                           + c1 * (rr[IX(i3, i2, i1 - 1)] + rr[IX(i3, i2, i1 + 1)] + r1[i1])
                           + c2 * (r2[i1] + r1[i1 - 1] + r1[i1 + 1]);
    }
  comm3(uu, n1, n2, n3);
}

static void rprj3(const double *rr, int m1k, int m2k, int m3k,
                  double *s, int m1j, int m2j, int m3j) {
  int j1, j2, j3, i1, c1, c2, c3;
  double x[NM], y[NM];
  (void)m3k;
#define FX(i3, i2, i1) (((long)(i3) * m2k + (i2)) * m1k + (i1))
#define CX(i3, i2, i1) (((long)(i3) * m2j + (i2)) * m1j + (i1))
#pragma omp for
  for (j3 = 1; j3 < m3j - 1; j3++)
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
        s[CX(j3, j2, j1)] = 0.5 * rr[FX(c3, c2, c1)]
            + 0.25 * (rr[FX(c3, c2, c1 - 1)] + rr[FX(c3, c2, c1 + 1)] + x[c1])
            + 0.125 * (x[c1 - 1] + x[c1 + 1] + y[c1])
            + 0.0625 * (y[c1 - 1] + y[c1 + 1]);
      }
    }
#undef FX
#undef CX
  comm3(s, m1j, m2j, m3j);
}

static void interp(const double *z, int mm1, int mm2, int mm3,
                   double *uu, int n1, int n2, int n3) {
  int j1, j2, j3;
  double z1[NM], z2[NM], z3[NM];
  (void)n3;
#define ZX(k3, k2, k1) (((long)(k3) * mm2 + (k2)) * mm1 + (k1))
#pragma omp for
  for (j3 = 0; j3 < mm3 - 1; j3++)
    for (j2 = 0; j2 < mm2 - 1; j2++) {
      for (j1 = 0; j1 < mm1; j1++) {
        z1[j1] = z[ZX(j3, j2 + 1, j1)] + z[ZX(j3, j2, j1)];
        z2[j1] = z[ZX(j3 + 1, j2, j1)] + z[ZX(j3, j2, j1)];
        z3[j1] = z[ZX(j3 + 1, j2 + 1, j1)] + z[ZX(j3 + 1, j2, j1)] + z1[j1];
      }
      for (j1 = 0; j1 < mm1 - 1; j1++) {
        int f1 = 2 * j1, f2 = 2 * j2, f3 = 2 * j3;
        uu[IX(f3, f2, f1)] += z[ZX(j3, j2, j1)];
        uu[IX(f3, f2, f1 + 1)] += 0.5 * (z[ZX(j3, j2, j1 + 1)] + z[ZX(j3, j2, j1)]);
        uu[IX(f3, f2 + 1, f1)] += 0.5 * z1[j1];
        uu[IX(f3, f2 + 1, f1 + 1)] += 0.25 * (z1[j1] + z1[j1 + 1]);
        uu[IX(f3 + 1, f2, f1)] += 0.5 * z2[j1];
        uu[IX(f3 + 1, f2, f1 + 1)] += 0.25 * (z2[j1] + z2[j1 + 1]);
        uu[IX(f3 + 1, f2 + 1, f1)] += 0.25 * z3[j1];
        uu[IX(f3 + 1, f2 + 1, f1 + 1)] += 0.125 * (z3[j1] + z3[j1 + 1]);
      }
    }
#undef ZX
}

static double checksum(const double *g, int n1, int n2, int n3) {
  double s = 0.0;
  long i;
  for (i = 0; i < (long)n1 * n2 * n3; i++)
    s += g[i] * (double)(1 + i % 7);
  return s;
}

int main(void) {
  /* level k has m[k] points per side, interior m[k] - 2 = 2^(k+2) */
  int m[3] = {6, 10, 18}, k, it;
  double *u[3], *r[3], *v;
  long i;
  for (k = 0; k < 3; k++) {
    u[k] = calloc((size_t)m[k] * m[k] * m[k], sizeof(double));
    r[k] = calloc((size_t)m[k] * m[k] * m[k], sizeof(double));
  }
  v = calloc((size_t)m[2] * m[2] * m[2], sizeof(double));
  for (i = 0; i < (long)m[2] * m[2] * m[2]; i++)
    v[i] = (double)((i * 37) % 101 - 50) / 64.0;

#pragma omp parallel private(k, it)
  {
    resid(u[2], v, r[2], m[2], m[2], m[2]);
    for (it = 0; it < 3; it++) {
      for (k = 2; k >= 1; k--)
        rprj3(r[k], m[k], m[k], m[k], r[k - 1], m[k - 1], m[k - 1], m[k - 1]);
      zero3(u[0], m[0], m[0], m[0]);
      psinv(r[0], u[0], m[0], m[0], m[0]);
      zero3(u[1], m[1], m[1], m[1]);
      interp(u[0], m[0], m[0], m[0], u[1], m[1], m[1], m[1]);
      resid(u[1], r[1], r[1], m[1], m[1], m[1]);
      psinv(r[1], u[1], m[1], m[1], m[1]);
      interp(u[1], m[1], m[1], m[1], u[2], m[2], m[2], m[2]);
      resid(u[2], v, r[2], m[2], m[2], m[2]);
      psinv(r[2], u[2], m[2], m[2], m[2]);
      resid(u[2], v, r[2], m[2], m[2], m[2]);
    }
  }
  for (k = 0; k < 3; k++)
    printf("level %d u %.12e r %.12e\n", k, checksum(u[k], m[k], m[k], m[k]),
           checksum(r[k], m[k], m[k], m[k]));
  for (k = 0; k < 3; k++) {
    free(u[k]);
    free(r[k]);
  }
  free(v);
  return 0;
}
