// Calls into other files announce every buffer only when tracked memory may
// be reachable by code the translator never sees (points-to: the classes of
// the kernels' arrays and heap blocks). Here the static arrays reach the
// kernel through pointer parameters and the heap block comes from a malloc
// of this file; none is handed to a bodiless function, so tick() needs no
// announcement. With ESCAPE, a static array is handed to keep(), which may
// hold on to it: then every call into another file announces everything.
// RUN: rm -rf %t && mkdir -p %t/unit %t/escape
// RUN: %omp2ocl %s -o %t/unit -- 2>&1 | count 0
// RUN: %FileCheck %s --check-prefix=UNIT --input-file=%t/unit/host_access_escape.omp2ocl.c
// RUN: %hostsyntax %t/unit/host_access_escape.omp2ocl.c
// RUN: %omp2ocl %s -o %t/escape -- -DESCAPE 2>&1 | count 0
// RUN: %FileCheck %s --check-prefix=ESCAPE --input-file=%t/escape/host_access_escape.omp2ocl.c
#include <stdlib.h>
#include <string.h>
#define N 100

void tick(int);
void keep(double *);

static double a[N], x[N];

static void step(double *pa, const double *px, double *ph) {
  int i;
#pragma omp parallel for
  for (i = 0; i < N; i++) {
    pa[i] += px[i];
    ph[i] = pa[i] * 2.0;
  }
}

int main(void) {
  int it;
  double *h = malloc(N * sizeof(double));
  memset(h, 0, N * sizeof(double));
#ifdef ESCAPE
  keep(a);
#endif
  for (it = 0; it < 4; it++) {
    step(a, x, h);
    tick(it);
  }
  free(h);
  return 0;
}
// UNIT-NOT: omp2ocl_host_access_all{{[(]}}OMP2OCL_READ | OMP2OCL_WRITE); tick
// UNIT: {{^ *}}tick{{[(]}}it);
// (tick may be a translated function of another file: then it announces
// its own accesses, and the caller's run only when it is not.)
// ESCAPE: (omp2ocl_untranslated((const void *)&tick) ? (omp2ocl_host_access_all{{[(]}}OMP2OCL_READ | OMP2OCL_WRITE), (void)0) : (void)0); tick{{[(]}}it);
