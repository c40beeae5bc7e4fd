// The host code a translation produces must compile as cleanly as its input:
// the runtime's prelude goes after the file's leading feature-test macros
// (they must precede every system header, or POSIX declarations vanish under
// -std=c99), and the generated helpers raise no -Wall warnings.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- -std=c99
// RUN: %hostsyntax -std=c99 -Wall -Wextra -Werror %t/host_prelude.omp2ocl.c
// RUN: %FileCheck %s < %t/host_prelude.omp2ocl.c
// CHECK: #define _POSIX_C_SOURCE 199309L
// CHECK: #include "omp2ocl_rt.h"
// CHECK: #line 14 "{{.*}}host_prelude.c"
// CHECK-NEXT: #include <time.h>
#define _POSIX_C_SOURCE 199309L
#include <time.h>
#include <stdio.h>

static double seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(void) {
  static double a[1000];
  double t0 = seconds();
  int i;
#pragma omp parallel for
  for (i = 0; i < 1000; i++)
    a[i] = 2.0 * i;
  printf("%g %d\n", a[999], seconds() >= t0);
  return 0;
}
