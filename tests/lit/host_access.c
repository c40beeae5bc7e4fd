// Host statements touching memory a kernel may hold announce it first; an
// orphaned `omp for` launches from one thread after a barrier and tells the
// team whether it ran.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- 2>&1 | count 0
// RUN: %FileCheck %s --input-file=%t/host_access.omp2ocl.c
// RUN: %hostsyntax %t/host_access.omp2ocl.c
#include <stdio.h>
#define N 100
static double a[N];

static void scale(double f) {
  int i;
#pragma omp for
  for (i = 0; i < N; i++)
    a[i] *= f;
}

int main(void) {
  int i, step;
  for (i = 0; i < N; i++)
    a[i] = i;
#pragma omp parallel private(step)
  for (step = 0; step < 3; step++)
    scale(0.5);
  printf("%f\n", a[10]);
  return 0;
}
// CHECK: #pragma omp barrier
// CHECK-NEXT: #pragma omp single copyprivate(__omp2ocl_ran)
// CHECK: omp2ocl_host_access((const void *)a, sizeof(a), OMP2OCL_READ | OMP2OCL_WRITE); for (i = 0; i < N; i++)
// A fixed element is announced alone: the kernel keeps the rest.
// CHECK: omp2ocl_host_access((const void *)&(a[10]), sizeof(a[10]), OMP2OCL_READ); printf("%f\n", a[10]);
