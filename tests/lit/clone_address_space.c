// Functions called from a kernel are cloned once per combination of pointer
// address spaces (NVIDIA's OpenCL has no generic address space).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- 2>&1 | count 0
// RUN: %FileCheck %s --input-file=%t/clone_address_space.omp2ocl.cl
// RUN: %clsyntax %t/clone_address_space.omp2ocl.cl
#include <math.h>
#define N 64
static double pts[N][3], out[N];

static double dot3(const double *a, const double *b) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

void f(void) {
  int i;
#pragma omp parallel for
  for (i = 0; i < N; i++) {
    double local[3] = {1.0, 2.0, 3.0};
    out[i] = dot3(pts[i], pts[i]) + dot3(local, pts[i]) + sqrt(fabs(out[i]));
  }
}

// CHECK: double f_L17__dot3_gg(__global double *a, __global double *b)
// CHECK: double f_L17__dot3_pg(double *a, __global double *b)
// CHECK: double local_[3] = {1.0, 2.0, 3.0};
// CHECK: out[i] = f_L17__dot3_gg(pts[i], pts[i]) + f_L17__dot3_pg(local_, pts[i]) + ((double)sqrt((double)(((double)fabs((double)(out[i]))))));
