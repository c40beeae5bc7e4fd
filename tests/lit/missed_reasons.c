// Loops that cannot run safely as kernels stay OpenMP, each with the reason.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/missed_reasons.omp2ocl.cl
#include <assert.h>
#include <stdio.h>
#define N 100
static double a[N];
extern double weight(int);
int found;

void f(double *p, int *idx) {
  int i;
  double last = 0.0;
#pragma omp parallel for
  for (i = 0; i < N; i++)
    printf("%f\n", a[i]);
// CHECK: missed_reasons.c:[[@LINE-3]]:1: remark: loop kept on the host: it calls 'printf', which has side effects on the host
#pragma omp parallel for
  for (i = 0; i < N; i++)
    a[i] = weight(i);
// CHECK: missed_reasons.c:[[@LINE-3]]:1: remark: loop kept on the host: it calls 'weight', whose body is not in this translation unit
#pragma omp parallel for
  for (i = 0; i < N; i++)
    if (a[i] > 1.0)
      found = i;
// CHECK: [[@LINE-4]]:1: remark: loop kept on the host: 'found' is shared and written in the loop without a reduction clause
#pragma omp parallel for
  for (i = 0; i < N; i++) {
#pragma omp critical
    if (a[i] > 2.0) a[i] = 2.0;
  }
// CHECK: [[@LINE-5]]:1: remark: loop kept on the host: it contains '#pragma omp critical'
#pragma omp parallel for ordered
  for (i = 0; i < N; i++) {
#pragma omp ordered
    a[i] += a[i];
  }
// CHECK: [[@LINE-5]]:1: remark: loop kept on the host: it has an 'ordered' clause
#pragma omp parallel for
  for (i = 0; i < N; i++) {
    a[i] = last;
    last = a[i] + 1.0;
  }
// CHECK: [[@LINE-5]]:1: remark: loop kept on the host: 'last' is shared and written
}

// A C99 VLA parameter is a pointer to an array whose length is known only
// at run time (PolyBench's POLYBENCH_USE_C99_PROTO), not a pointer to pointers.
// Its accesses become flat ones (LinearizeVLA, vla_linearize.c) unless the
// row length may have changed since the type was fixed, as here.
void vla(int n, int m, double A[n][m]) {
  int i, j;
  m = m - 1;
#pragma omp parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = 0.0;
// CHECK: missed_reasons.c:[[@LINE-4]]:1: remark: loop kept on the host: a pointer to a variable-length array (a C99 array parameter with run-time sizes) cannot be used in a kernel
}

// glibc's assert is a statement expression: the remark names the macro.
void checked(double *p) {
  int i;
#pragma omp parallel for
  for (i = 0; i < N; i++) {
    assert(p[i] >= 0.0);
    a[i] = p[i];
  }
// CHECK: missed_reasons.c:[[@LINE-5]]:1: remark: loop kept on the host: it calls assert(), which may print and abort the program on the host (build with -DNDEBUG to remove it)
}
// CL-NOT: __kernel
