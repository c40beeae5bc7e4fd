// A host access right after a `case`, `default` or goto label is announced
// after the label: in front of it, a jump to the label passed over the
// announcement. (The switch launches a kernel itself, so its cases are
// announced one by one.)
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- 2>&1 | count 0
// RUN: %FileCheck %s --input-file=%t/host_access_labels.omp2ocl.c
// RUN: %hostsyntax -Wall -Werror %t/host_access_labels.omp2ocl.c
#include <stdlib.h>

static void step(double *u, int n) {
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    u[i] = u[i] * 0.5 + 1.0;
}

double run(int n, int t) {
  double *u = malloc(n * sizeof(double));
  step(u, n);
  switch (t) {
  // CHECK: case 0: omp2ocl_host_access((const void *)&(u[3]), sizeof(u[3]), OMP2OCL_WRITE_ALL); u[3] = 1.0;
  case 0: u[3] = 1.0; break;
  // CHECK: default: omp2ocl_host_access((const void *)&(u[5]), sizeof(u[5]), OMP2OCL_WRITE_ALL); u[5] = 2.0;
  default: u[5] = 2.0; break;
  case 1: step(u, n); break;
  }
  if (t > 3)
    goto done;
  step(u, n);
// CHECK: done: omp2ocl_host_access((const void *)&(u[7]), sizeof(u[7]), OMP2OCL_WRITE_ALL); u[7] = 3.0;
done: u[7] = 3.0;
  step(u, n);
  return 0.0;
}
