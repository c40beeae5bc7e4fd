// Session 18's probe fixes, one loop each: a flag every writer sets to one
// constant is stored in place (two different constants keep the loop on
// the host); a guard on a local set once narrows the extent of the read it
// guards (max with 0 instead of -1); a partial sum merged inside a block of
// the region, and one scaled by a global factor, are reductions; `parallel
// for simd` is a work-sharing loop whose captured `if` clause is tested by
// its source text, a lone `simd` stays; `_Pragma` after code on its line;
// a user name holding `__` takes a `u_` prefix in the kernel; a read in a
// declaration in a host loop announces the loop's range; a lastprivate
// iterator over an empty range ends at the loop's start; a run-time step
// against its condition's direction is negated.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- -fopenmp 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/session18_probe_fixes.omp2ocl.cl
// RUN: %FileCheck %s --input-file=%t/session18_probe_fixes.omp2ocl.c
// RUN: %hostsyntax %t/session18_probe_fixes.omp2ocl.c
#include <omp.h>
#define N 1000
static char upd[N], vis[N];
static double out[N], dd[N];
double step;
int x__off = 5;
static double x[N];

int flags(void) {
  int k, stop = 0, mixed = 0;
  // REMARK: [[@LINE+1]]:1: remark: loop offloaded as 1-D kernel 'flags_L[[@LINE+1]]'
#pragma omp parallel for
  for (k = 0; k < N; k++)
    if (upd[k]) { vis[k] = 1; stop = 1; }
  // REMARK: [[@LINE+1]]:1: remark: loop kept on the host: 'mixed' is shared and written in the loop without a reduction clause
#pragma omp parallel for
  for (k = 0; k < N; k++)
    if (upd[k]) mixed = k % 2 ? 1 : 2;
  return stop + mixed;
}

void blur(const double *gin, double *gout, int w, int h) {
  int x0, y0;
  // REMARK: [[@LINE+1]]:1: remark: loop offloaded as 2-D kernel 'blur_L[[@LINE+1]]'
#pragma omp parallel for private(x0)
  for (y0 = 0; y0 < h; y0++)
    for (x0 = 0; x0 < w; x0++) {
      int yy = y0 - 1;
      double s = 0.0;
      if (yy >= 0 && yy < h)
        s = gin[yy * w + x0];
      gout[y0 * w + x0] = s;
    }
}

double nested(void) {
  double total = 0.0, pi = 0.0;
  int i;
#pragma omp parallel
  {
    {
      double local = 0.0;
      // REMARK: [[@LINE+1]]:1: remark: kernel 'nested_L[[@LINE+1]]': 'local' is a reduction (+), each thread's own variable merged into 'total' under 'critical'
#pragma omp for
      for (i = 0; i < N; i++) local += dd[i];
#pragma omp critical
      total += local;
    }
  }
#pragma omp parallel
  {
    double sum = 0.0;
    // REMARK: [[@LINE+1]]:1: remark: kernel 'nested_L[[@LINE+1]]': 'sum' is a reduction (+), each thread's own variable merged into 'pi' under 'atomic'
#pragma omp for
    for (i = 0; i < N; i++) sum += 4.0 / (1.0 + dd[i]);
#pragma omp atomic
    pi += sum * step;
  }
  return total + pi;
}

void simds(int n) {
  int i;
  // REMARK: [[@LINE+1]]:1: remark: loop offloaded as 1-D kernel 'simds_L[[@LINE+1]]'
#pragma omp parallel for simd if(n > 10)
  for (i = 0; i < n; i++) out[i] = i;
  // REMARK: [[@LINE+1]]:1: remark: loop kept on the host: an `omp simd` loop is not shared among threads
#pragma omp simd
  for (i = 1; i < n; i++) out[i] += out[i - 1];
}

// REMARK: [[@LINE+1]]:46: remark: loop offloaded as 1-D kernel 'oneline_L[[@LINE+1]]'
static void oneline(int lo, int hi) { int i; _Pragma("omp parallel for") for (i = lo; i < hi; i++) out[i] = 2.0; }

void names(void) {
  int i;
  // REMARK: [[@LINE+1]]:1: remark: loop offloaded as 1-D kernel 'names_L[[@LINE+1]]'
#pragma omp parallel for
  for (i = 0; i < N; i++) x[i] = i + x__off;
  oneline(0, N);
}

double host_decl(double *hostonly) {
  double s = 0.0;
  int j;
  for (j = 1; j <= 3; j++) { double h = hostonly[j]; s += h; }
  return s;
}

int empty_last(int lo, int hi) {
  int i = -1;
#pragma omp parallel for lastprivate(i)
  for (i = lo; i < hi; i++) out[i] = 1.0;
  return i;
}

void negative(int s) {
  int i;
#pragma omp parallel for
  for (i = N - 1; i > 0; i += s) out[i] = 3.0;
}

// CL-LABEL: __kernel void flags_L
// CL: (*stop__p) = 1;
// CL-LABEL: __kernel void names_L
// CL: int u_x__off,
// CHECK-LABEL: void blur(
// CHECK: long __lo_gin = (omp2ocl_mul_lo(omp2ocl_max_l(((0L) - (1L)), (0L)),
// CHECK-LABEL: void simds(int n)
// CHECK: if (!(n > 10)) { __omp2ocl_ran = omp2ocl_decline(
// CHECK-LABEL: double host_decl(double *hostonly)
// CHECK: omp2ocl_host_access((const void *)&(hostonly)[(1)],
// CHECK-LABEL: int empty_last(int lo, int hi)
// CHECK: if (__n0 <= 0) { if (1) i = (__typeof__(i))(__n0 > 0 ? ((unsigned long)__lb0 + (unsigned long)__n0 * (unsigned long)(1L)) : __lb0); break; }
// CHECK-LABEL: void negative(int s)
// CHECK: __st0 = -(long)(s);
