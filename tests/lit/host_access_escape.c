// Calls into other files announce every buffer only when the callee is
// not translated (a translated callee announces its own accesses) and
// tracked memory may be reachable by code no translator saw: this file's
// (points-to: the classes of the kernels' arrays and heap blocks), or any
// other unit's, which that unit's constructor tells the runtime
// (omp2ocl_tracked_memory_escapes; a unit calling into this one skips its
// own announcements when this one is translated). Here the static arrays
// reach the kernel through pointer parameters and the heap block comes from
// a malloc of this file; none is handed to a bodiless function, so this
// file's own memory does not escape (the guard's second argument is 0).
// With ESCAPE, a static array is handed to keep(), which may hold on to it:
// then the guard says 1, and the constructor tells the runtime.
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
// UNIT: (omp2ocl_untranslated_reach((const void *)&tick, 0) ? omp2ocl_host_access_all{{[(]}}OMP2OCL_READ | OMP2OCL_WRITE) : (void)0); tick{{[(]}}it);
// UNIT-NOT: omp2ocl_tracked_memory_escapes
// ESCAPE: (omp2ocl_untranslated_reach((const void *)&tick, 1) ? omp2ocl_host_access_all{{[(]}}OMP2OCL_READ | OMP2OCL_WRITE) : (void)0); tick{{[(]}}it);
// ESCAPE: omp2ocl_tracked_memory_escapes();
