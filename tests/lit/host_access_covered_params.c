// A static function that launches nothing and receives, at every call, a row
// of an array its caller announces needs no announcements of its own for
// that parameter (HostAccess.cpp, covered parameters): the caller's
// announcement before the calling statement covers it, with no launch in
// between. Parameters that some call feeds otherwise keep theirs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- 2>&1 | count 0
// RUN: %FileCheck %s --input-file=%t/host_access_covered_params.omp2ocl.c
// RUN: %hostsyntax %t/host_access_covered_params.omp2ocl.c
#include <stdlib.h>
#define N 64
static double a[N][N];

// Called with rows of `a`, and through a covered parameter of its caller.
static void axpy_row(double *r, const double *x, double f) {
  int i;
  for (i = 0; i < N; i++)
    r[i] += f * x[i];
}

static void twice(double *r, const double *x) {
  axpy_row(r, x, 1.0);
  axpy_row(r, x, 1.0);
}

// Also called with a pointer variable declared inside a loop: not covered.
static void bump(double *p) {
  p[0] += 1.0;
}

// External linkage: callers in other units are unknown.
void shift(double *p) {
  p[1] += 2.0;
}

// Launches kernels itself: its statements announce their own accesses, so
// a call handing it a pointer needs no announcement (one would download the
// buffer and invalidate the device copy before every call).
static void smooth(double *p, int n) {
  int i;
#pragma omp parallel for
  for (i = 1; i < n - 1; i++)
    p[i] = 0.5 * p[i] + 0.25 * (p[i - 1] + p[i + 1]);
}

void relax(double *g, int n) {
  smooth(g, n);
  smooth(g + 1, n - 1);
}

void step(void) {
  int i, j;
#pragma omp parallel for private(j)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      a[i][j] = i + 0.5 * j;
  for (i = 1; i < N; i++)
    twice(a[i], a[i - 1]);
  for (i = 0; i < N; i++) {
    double *row = a[i];
    bump(row);
  }
  bump(&a[0][0]);
}

// CHECK-LABEL: static void axpy_row(
// CHECK-NOT: omp2ocl_host_access
// CHECK: static void twice(
// CHECK-LABEL: static void bump(
// CHECK: omp2ocl_host_access((const void *)&(p[0]), sizeof(p[0]), OMP2OCL_READ | OMP2OCL_WRITE); p[0] += 1.0;
// CHECK-LABEL: void shift(
// CHECK: omp2ocl_host_access((const void *)&(p[1]), sizeof(p[1]), OMP2OCL_READ | OMP2OCL_WRITE); p[1] += 2.0;
// CHECK-LABEL: void relax(
// CHECK-NEXT: {{^  smooth\(g, n\);}}
// CHECK-NEXT: {{^  smooth\(g \+ 1, n - 1\);}}
