// Host statements announce what they reach through pointer values: an
// array name that only goes into a pointer variable is no access; a pointer
// a function of the unit returns reaches the objects its arguments (or
// static arrays) point into; a pointer copied from a struct member reaches
// what the member points to; memcpy, memmove and memset announce the bytes
// they touch; each branch of an `if` announces its own accesses.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- 2>&1 | count 0
// RUN: %FileCheck %s --input-file=%t/host_access_values.omp2ocl.c
// RUN: %hostsyntax %t/host_access_values.omp2ocl.c
#include <string.h>
#define N 64
static double a[N][N], b[N][N], last[N];
struct fields { double *u, *v; };
static struct { double h[N], u[N]; } F;
static struct { int nx; } P;

static void step(double (*x)[N], double *y) {
  int i, j;
#pragma omp parallel for private(j)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      x[i][j] = x[i][j] * 0.5 + y[j];
}

static void relax(void) {
  int i;
#pragma omp parallel for
  for (i = 1; i < N - 1; i++)
    F.h[i] = 0.5 * (F.h[i] + F.u[i]);
}

static int launch_step(void) {
  step(a, last);
  return 1;
}
#define MAYBE(c) do { if (c) launch_step(); else last[0] = 1.0; } while (0)

static double *row_of(double (*x)[N], int r) { return x[r]; }
static double *either(double *p, double *q, int s) { return s ? p + 1 : &q[2]; }
static double *tail(void) { return last; }
static double *unknown(double **t, int k) { return t[k]; }

double run(struct fields g, double **tab, double *h, int k, int t) {
  double s = 0.0;
  step(a, last);
// The pointer values of a and b only go into pointer variables.
// CHECK: {{^ *}}double (*from)[N] = t ? b : a;
// CHECK-NEXT: {{^ *}}double (*to)[N];
// CHECK-NEXT: {{^ *}}to = (t ? a : b);
// CHECK-NEXT: {{^ *}}double *q = &a[1][0];
// CHECK-NEXT: {{^ *}}q = (double *)&b[2][3] + 1;
  double (*from)[N] = t ? b : a;
  double (*to)[N];
  to = (t ? a : b);
  double *q = &a[1][0];
  q = (double *)&b[2][3] + 1;
  step(from, last);
  step(to, last);
  s += q[0];
// CHECK: omp2ocl_host_access((const void *)a, sizeof(a), OMP2OCL_READ | OMP2OCL_WRITE); row_of(a, k)[1] = 2.0;
  row_of(a, k)[1] = 2.0;
// CHECK: omp2ocl_host_access((const void *)h, 0, OMP2OCL_READ); omp2ocl_host_access((const void *)last, sizeof(last), OMP2OCL_READ | OMP2OCL_WRITE); s += *either(h, last, t);
  s += *either(h, last, t);
// CHECK: omp2ocl_host_access((const void *)last, sizeof(last), OMP2OCL_READ | OMP2OCL_WRITE); tail()[k] += 1.0;
  tail()[k] += 1.0;
// A pointer loaded from memory: every buffer.
// CHECK: omp2ocl_host_access_all(OMP2OCL_READ | OMP2OCL_WRITE); unknown(tab, k)[0] = 1.0;
  unknown(tab, k)[0] = 1.0;
// A load through a row of a row table reads that element alone (its
// address taken before the statement, which leaves tab and k alone and
// reaches it unconditionally); the statement's own write is announced.
// CHECK: omp2ocl_host_access((const void *)&(tab[k][0]), sizeof(tab[k][0]), OMP2OCL_READ); omp2ocl_host_access((const void *)&(last[k]), sizeof(last[k]), OMP2OCL_WRITE_ALL); last[k] = tab[k][0];
  last[k] = tab[k][0];
// Under a condition of the statement, the row may not exist: every buffer.
// CHECK: omp2ocl_host_access_all(OMP2OCL_READ); {{.*}}last[k] = k < 3 ? tab[k][1] : 0.0;
  last[k] = k < 3 ? tab[k][1] : 0.0;
// CHECK: { omp2ocl_host_access((const void *)g.u, 0, OMP2OCL_READ);
// CHECK-NEXT: double *p = g.u;
  {
    double *p = g.u;
    s += p[3];
  }
// memmove's destination is read too (the ranges may overlap).
// CHECK: omp2ocl_host_access((const void *)(&a[k][0]), ((size_t)((N - 1) * sizeof(double)) ? (size_t)((N - 1) * sizeof(double)) : (size_t)1), OMP2OCL_READ); omp2ocl_host_access((const void *)(&a[k][1]), {{.*}}, OMP2OCL_READ | OMP2OCL_WRITE); memmove(&a[k][1], &a[k][0], (N - 1) * sizeof(double));
  memmove(&a[k][1], &a[k][0], (N - 1) * sizeof(double));
// A memcpy of constant size that is the whole statement overwrites.
// CHECK: omp2ocl_host_access((const void *)(h + k), {{.*}}, OMP2OCL_READ); omp2ocl_host_access((const void *)(last), {{.*}}, OMP2OCL_WRITE_ALL); memcpy(last, h + k, sizeof(last));
  memcpy(last, h + k, sizeof(last));
// CHECK: omp2ocl_host_access((const void *)(b[k]), {{.*}}, OMP2OCL_READ | OMP2OCL_WRITE); memset(b[k], 0, (size_t)k * sizeof(double));
  memset(b[k], 0, (size_t)k * sizeof(double));
// An index the statement changes: the object whole.
// CHECK: omp2ocl_host_access((const void *)b, sizeof(b), OMP2OCL_READ | OMP2OCL_WRITE); memset(&b[k++][0], 0, 8);
  memset(&b[k++][0], 0, 8);
// Parts of a struct variable, indexed by a member of a struct the
// statement leaves alone; an index the statement changes: F whole.
// CHECK: omp2ocl_host_access((const void *)&(F.h[P.nx]), sizeof(F.h[P.nx]), OMP2OCL_READ); omp2ocl_host_access((const void *)&(F.h[0]), sizeof(F.h[0]), OMP2OCL_WRITE_ALL); F.h[0] = F.h[P.nx];
  relax();
  F.h[0] = F.h[P.nx];
// CHECK: omp2ocl_host_access((const void *)&F, sizeof(F), OMP2OCL_READ | OMP2OCL_WRITE); P.nx = k, F.h[P.nx] = 1.0;
  P.nx = k, F.h[P.nx] = 1.0;
// A launch inside a condition, then a read: announced again after the call.
// CHECK: if ((omp2ocl_host_access((const void *)&(b[1][2]), sizeof(b[1][2]), OMP2OCL_READ), ({ __auto_type __omp2ocl_r = launch_step(); omp2ocl_host_access((const void *)&(b[1][2]), sizeof(b[1][2]), OMP2OCL_READ); __omp2ocl_r; }) && b[1][2] > 0.0))
  if (launch_step() && b[1][2] > 0.0)
    s += 1.0;
// A call that is the whole statement: nothing follows it.
// CHECK: {{^ *}}launch_step();
  launch_step();
// A statement a macro expands to that launches and touches memory.
// CHECK: { __attribute__((cleanup(omp2ocl_host_only_leave))) int __omp2ocl_host_only = omp2ocl_host_only_enter(); MAYBE(t); }
  MAYBE(t);
// Each branch announces its own accesses, the condition before the `if`.
// CHECK: if ((omp2ocl_host_access((const void *)&(b[1][k]), sizeof(b[1][k]), OMP2OCL_READ), b[1][k] > 0.0)) { omp2ocl_host_access((const void *)&(a[0]), sizeof(a[0]), OMP2OCL_READ);
// CHECK-NEXT: for (int j = 0; j < N; j++)
// CHECK: } else
// CHECK-NEXT: { omp2ocl_host_access((const void *)&(last[k]), sizeof(last[k]), OMP2OCL_WRITE_ALL); last[k] = 0.0; }
  if (b[1][k] > 0.0) {
    for (int j = 0; j < N; j++)
      s += a[0][j];
  } else
    last[k] = 0.0;
  return s;
}
