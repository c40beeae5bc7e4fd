// Reductions: a work-item accumulator, a work-group tree in local memory,
// one partial per group; the host combines the partials.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- 2>&1 | count 0
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/reduction_ops.omp2ocl.cl
// RUN: %FileCheck %s --check-prefix=HOST --input-file=%t/reduction_ops.omp2ocl.c
// RUN: %clsyntax %t/reduction_ops.omp2ocl.cl
#define N 1000
static double a[N];
static int b[N];

double stats(int *mx) {
  int i, m = -1;
  double s = 0.0;
#pragma omp parallel for reduction(+ : s) reduction(max : m)
  for (i = 0; i < N; i++) {
    s += a[i];
    m = b[i] > m ? b[i] : m;
  }
  *mx = m;
  return s;
}

// CL-DAG: __global double *s__partials,
// CL-DAG: __local double *s__scratch
// CL-DAG: __global int *m__partials,
// CL-DAG: double s = (double)0;
// CL-DAG: int m = INT_MIN;
// CL: for (size_t __s = __lsz / 2; __s > 0; __s >>= 1) {
// CL-DAG: s__scratch[__lid] = (s__scratch[__lid]) + (s__scratch[__lid + __s]);
// CL-DAG: m__scratch[__lid] = ((m__scratch[__lid + __s]) > (m__scratch[__lid]) ? (m__scratch[__lid + __s]) : (m__scratch[__lid]));
// CL-DAG: s__partials[__grp] = s__scratch[0];
// HOST: omp2ocl_arg_reduction(__k, {{[0-9]+}}, sizeof(s))
// HOST: omp2ocl_reduction_partials(__k,
// HOST: s = (s) + (__acc);
