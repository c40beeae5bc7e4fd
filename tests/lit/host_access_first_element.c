// A host statement reaching only the element a pointer points to (`A->n`,
// `(*A).n`, `*p`) announces that element (sizeof(*A); `A->n` that member),
// not an unknown extent
// (which makes the runtime take every buffer above a heap pointer); one
// subscript the statement does not change (`A[k]`, `y[0]`) announces that
// element. A subscript the statement's loop moves keeps the unknown extent.
// free(p) announces nothing: the runtime drops the block's device copy as it
// is freed.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- -fopenmp 2>&1
// RUN: %FileCheck %s --input-file=%t/host_access_first_element.omp2ocl.c
// RUN: %hostsyntax -Wall -Werror %t/host_access_first_element.omp2ocl.c
#include <stdlib.h>
typedef struct { int n; double d; } mat_t;

static void scale(int n, double *y) {
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    y[i] *= 2.0;
}

int run(mat_t *A, double *y, int k) {
// CHECK: omp2ocl_host_access((const void *)((const char *)A + __builtin_offsetof(__typeof__(*A), n)), sizeof(A->n), OMP2OCL_READ); scale(A->n, y);
  scale(A->n, y);
// CHECK: omp2ocl_host_access((const void *)&(A[0]), sizeof(A[0]), OMP2OCL_READ); omp2ocl_host_access((const void *)A, sizeof(*A), OMP2OCL_READ | OMP2OCL_WRITE); (*A).d = A[0].d + 1.0;
  (*A).d = A[0].d + 1.0;
// CHECK: omp2ocl_host_access((const void *)&(A[k]), sizeof(A[k]), OMP2OCL_READ); omp2ocl_host_access((const void *)&(y[0]), sizeof(y[0]), OMP2OCL_WRITE_ALL); y[0] = A[k].d;
  y[0] = A[k].d;
// The loop's elements 0 .. k - 1 of each.
// CHECK: omp2ocl_host_access((const void *)&(A)[(0)], {{.*}} * sizeof((A)[(0)]), OMP2OCL_READ); omp2ocl_host_access((const void *)&(y)[(0)], {{.*}} * sizeof((y)[(0)]), OMP2OCL_READ | OMP2OCL_WRITE); for (int i = 0; i < k; i++)
  for (int i = 0; i < k; i++)
    y[i] = A[i].d;
// CHECK: {{^}}  omp2ocl_free(y);
  free(y);
  return A->n;
}
