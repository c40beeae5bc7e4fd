// `register` locals and parameters: the launch takes the addresses of kernel
// arguments and results, so the host code drops the keyword (a hint only).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %hostsyntax -Wall -Werror %t/register_storage.omp2ocl.c
// RUN: %FileCheck %s --input-file=%t/register_storage.omp2ocl.c
#include <stdio.h>
static int a[1000];
#define REG register

// REMARK: register_storage.c:[[@LINE+8]]:{{.*}}loop offloaded
// REMARK: register_storage.c:[[@LINE+10]]:{{.*}}loop offloaded
// CHECK: int scale( int n)
// CHECK: int i, s = 3, x = 0;
// CHECK: REG int y = 1;
int scale(register int n) {
  register int i, s = 3, x = 0;
  REG int y = 1;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    a[i] = i * s;
#pragma omp parallel for lastprivate(x)
  for (i = 0; i < n; i++) {
    x = i * 2;
    a[i] += x;
  }
// REMARK: register_storage.c:[[@LINE+1]]:{{.*}}loop kept on the host: 'y' is declared 'register' by a macro
#pragma omp parallel for
  for (i = 0; i < n; i++)
    a[i] += y;
  return x;
}
