// The legacy array reduction of NAS EP: a thread's own array zeroed in the
// region, accumulated by the `omp for` loop at a data-dependent index, then
// added into the shared array under `critical`. The loop becomes an array
// reduction whose totals the launching thread (in `single`) combines into
// its own copy, which is not broadcast: every thread's merge still runs once.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/array_reduction_idiom.omp2ocl.cl
// RUN: %FileCheck %s --check-prefix=HOST --input-file=%t/array_reduction_idiom.omp2ocl.c
// RUN: %clsyntax %t/array_reduction_idiom.omp2ocl.cl
// RUN: %hostsyntax %t/array_reduction_idiom.omp2ocl.c
#define N 4096
#define NQ 10
static double q[NQ];
static double v[N];

double annuli(void) {
  double sx = 0.0;
#pragma omp parallel default(shared)
  {
    double qq[NQ];
    int k, l;
    for (l = 0; l < NQ; l++)
      qq[l] = 0.0;
#pragma omp for reduction(+ : sx)
    for (k = 0; k < N; k++) {
      l = (int)(v[k] * 3.0);
      if (l < NQ)
        qq[l] += 1.0;
      sx = sx + v[k];
    }
#pragma omp critical
    {
      for (l = 0; l < NQ; l++)
        q[l] += qq[l];
    }
  }
  return sx;
}
// REMARK: array_reduction_idiom.c:[[@LINE-15]]:1: remark: loop offloaded as 1-D kernel 'annuli_L[[@LINE-15]]'
// REMARK: remark: kernel 'annuli_L[[@LINE-16]]': 'qq' is an array reduction (+) of 10 elements, each thread's own array merged into 'q' under 'critical' at line [[@LINE-9]]; the launching thread's copy receives the totals

// CL-LABEL: __kernel void annuli_L
// CL: __global double *sx__partials,
// CL-NEXT: __local double *sx__scratch,
// CL-NEXT: __global double *qq__partials,
// CL-NEXT: __local double *qq__scratch)
// CL: double qq[10];
// CL-NEXT: for (int __e = 0; __e < 10; __e++)
// CL-NEXT: qq[__e] = (double)0;
// CL: qq[l] += 1.0;
// The scalar tree first, then the array's, element by element.
// CL: sx__partials[__grp] = sx__scratch[0];
// CL: for (int __e = 0; __e < 10; __e++) {
// CL-NEXT: qq__scratch[__lid] = qq[__e];
// CL: qq__partials[__grp * 10UL + __e] = qq__scratch[0];

// Only the launch flag is broadcast (sx is shared); the totals go into the
// launching thread's qq, with no host announcement (no kernel holds it).
// HOST: #pragma omp single copyprivate(__omp2ocl_ran)
// HOST: omp2ocl_arg_reduction(__k, {{[0-9]+}}, sizeof(sx))
// HOST: omp2ocl_arg_array_reduction(__k, {{[0-9]+}}, sizeof(qq[0]), 10)
// HOST: __typeof__(qq[0]) *__dst = (__typeof__(qq[0]) *)qq + 0;
// HOST-NOT: omp2ocl_host_access(__dst
// HOST: __dst[__e] = (__dst[__e]) + (__acc);
// The merge stays as written.
// HOST: #pragma omp critical
// HOST: q[l] += qq[l];
