// Kernel source that keeps C's scoping: globals handed down to called
// functions under their own names (a helper's parameter is named like
// one), one record tag per record (a function's own typedef beside the
// file's), offsetof as the host's constant; <math.h>'s classification
// macros and constants as OpenCL built-ins; firstprivate + lastprivate
// starting from the original value; a forward goto kept, a backward one on
// the host; host announcements of whole variables before the ranges
// computed from them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass-missed=omp2ocl -- -fopenmp 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/session17_names_and_builtins.omp2ocl.cl
// RUN: %FileCheck %s --input-file=%t/session17_names_and_builtins.omp2ocl.c
// RUN: %hostsyntax %t/session17_names_and_builtins.omp2ocl.c
#include <math.h>
#include <stddef.h>
#define N 64

typedef struct { double a, b; } pair_t;
typedef struct { double x, y, z; } pt_t;
static double w[N], x[N], out[N];
static pair_t g[N];
static long idx[N];
static int cnt, slot[N];

// CL: struct omp2ocl_pair_t {
// CL-NEXT: int k;
// CL: struct omp2ocl_pair_t0 {
// CL-NEXT: double a;

// CL-LABEL: double main_L{{[0-9]+}}__twice_g(__global double *w, int i, __global double *__cg0_w)
// CL: return w[i] * 2.0;
// CL-LABEL: double main_L{{[0-9]+}}__weight(int i, __global double *__cg0_w)
// CL: return __cg0_w[i] + 0.25;
static double twice(double *w, int i) { return w[i] * 2.0; }
static double weight(int i) { return w[i] + 0.25; }

static void local_pairs(void) {
  typedef struct { int k; double v; } pair_t;
  pair_t loc[N];
  for (int i = 0; i < N; i++) { loc[i].k = i; loc[i].v = 0.5; }
#pragma omp parallel for
  for (int i = 0; i < N; i++) out[i] = loc[i].k * loc[i].v;
}

int main(void) {
  double last = 1.0;
// CL-LABEL: __kernel void main_L
// CL: __global double *__cg0_w = w;
// CL: main_L{{[0-9]+}}__twice_g(x, i, __cg0_w) + main_L{{[0-9]+}}__weight(i, __cg0_w)
#pragma omp parallel for
  for (int i = 0; i < N; i++) out[i] = twice(x, i) + weight(i) + g[i].a;
  local_pairs();
// CL-LABEL: __kernel void main_L
// CL: idx[i] = i + ((long)(((ulong)16UL)));
#pragma omp parallel for
  for (int i = 0; i < N; i++) idx[i] = i + (long)offsetof(pt_t, z);
// CL-LABEL: __kernel void main_L
// CL: (isinf([[X:.*]]) ? (signbit([[X]]) ? -1 : 1) : 0) + (((int)isnan((double)([[X]]))) ? 1.0 : 0.0) + ([[X]] > 1 ? (INFINITY) : 0.0) + ([[X]] < -1 ? (NAN) : 0.0)
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    out[i] = isinf(x[i]) + (isnan(x[i]) ? 1.0 : 0.0) + (x[i] > 1 ? INFINITY : 0.0) +
             (x[i] < -1 ? NAN : 0.0);
// CL-LABEL: __kernel void main_L
// CL: double last = last__first;
// CL: if (__g0 == __n0 - 1) *last__out = last;
#pragma omp parallel for firstprivate(last) lastprivate(last)
  for (int i = 0; i < N; i++) { last = x[i]; out[i] = last; }
// CL-LABEL: __kernel void main_L
// CL: goto done;
// CL: done:
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    double v = x[i];
    if (v < 0) goto done;
    v = v * v;
  done:
    out[i] = v;
  }
// REMARK: remark: loop kept on the host: it contains a goto that jumps back
#pragma omp parallel for
  for (int i = 0; i < N; i++) {
    int k = 0;
  again:
    if (++k < 3) goto again;
    out[i] += k;
  }
#pragma omp parallel for
  for (int i = 0; i < N; i++)
    if (i % 4 == 1) {
      int v;
#pragma omp atomic capture
      v = cnt++;
      slot[v] = i;
    }
  long s = 0;
// CHECK: omp2ocl_host_access((const void *)&cnt, sizeof(cnt), OMP2OCL_READ); omp2ocl_host_access((const void *)&(slot)[(0)]
  for (int i = 0; i < cnt; i++) s += slot[i];
  return (int)s;
}

// A merge scaled by a parameter of the orphaned loop's function: each
// thread may call it with its own argument, so it is no reduction.
static double total;
void part(double w) {
  double s = 0.0;
  int k;
// REMARK: remark: loop kept on the host: 's' may carry a value from one iteration to the next {{.*}}(not a reduction: the statement after the loop that uses 's' (line [[@LINE+4]]) is not a merge
#pragma omp for
  for (k = 0; k < N; k++)
    s += k * 0.5;
#pragma omp critical
  total += s * w;
}

// A thread's own scalar assigned in the loop and read after it keeps the
// value the thread's last iteration left; per-work-item copies lose it.
double after_loop(void) {
  double tot = 0;
#pragma omp parallel
  {
    double last = 0;
    int k;
// REMARK: remark: loop kept on the host: 'last' is the thread's own and read outside the loop (line [[@LINE+5]])
#pragma omp for
    for (k = 0; k < N; k++)
      last = x[k];
#pragma omp critical
    tot += last;
  }
  return tot;
}

// So does a region's reduction variable assigned (not updated) in the loop.
double region_assign(void) {
  double r = 0;
// REMARK: remark: loop kept on the host: 'r' is in the region's reduction clause, which combines the value the thread's last iteration left
#pragma omp parallel reduction(+:r)
  {
    int k;
#pragma omp for
    for (k = 0; k < N; k++)
      r = x[k];
  }
  return r;
}

// Scaled merges whose factor may differ between threads or truncates.
static double fac = 1.0;
static void bump(void) { fac += 1.0; }
double scaled(void) {
  double t1 = 0, t2 = 0, f = 2.0, *pf = &f;
  long t3 = 0;
#pragma omp parallel
  {
    double s = 0;
    int k;
// REMARK: remark: loop kept on the host: 's' may carry a value from one iteration to the next {{.*}}is not a merge
#pragma omp for
    for (k = 0; k < N; k++)
      s += x[k];
#pragma omp critical
    {
      bump();
      t1 += s * fac;
    }
  }
#pragma omp parallel
  {
    double s = 0;
    int k;
// REMARK: remark: loop kept on the host: 's' may carry a value from one iteration to the next {{.*}}is not a merge
#pragma omp for
    for (k = 0; k < N; k++)
      s += x[k];
#pragma omp critical
    {
      *pf += 1.0;
      t2 += s * f;
    }
  }
#pragma omp parallel
  {
    long s = 0;
    int k;
// REMARK: remark: loop kept on the host: 's' may carry a value from one iteration to the next {{.*}}is not a merge
#pragma omp for
    for (k = 0; k < N; k++)
      s += k;
#pragma omp atomic
    t3 += s / 7;
  }
  return t1 + t2 + (double)t3;
}

// A store after the loop kills the loop's value before it is read, unless a
// goto anywhere in the region may jump past it (here inside a `single`,
// whose statement Clang captures: a walk over children() did not see it).
double killed(int flag) {
  double tot = 0;
#pragma omp parallel
  {
    double last = 0;
    int k;
// REMARK-NOT: 'last' is the thread's own and read outside the loop (line [[@LINE+5]])
#pragma omp for
    for (k = 0; k < N; k++)
      last = x[k];
    last = 1.0;
#pragma omp critical
    tot += last;
  }
#pragma omp parallel
  {
    double last = 0;
    int k;
// REMARK: remark: loop kept on the host: 'last' is the thread's own and read outside the loop (line [[@LINE+10]])
#pragma omp for
    for (k = 0; k < N; k++)
      last = x[k];
#pragma omp single
    {
      if (flag)
        goto skip;
      last = 1.0;
    skip:
      tot += last;
    }
  }
  return tot;
}

