// free() of memory a kernel may have used becomes omp2ocl_free() where it
// stands, so a loop that frees many blocks drops each one from the runtime's
// buffer table as it goes; reads through a pointer loaded from memory
// (lev[l][i]) announce every buffer, since no variable names the block.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- 2>&1 | count 0
// RUN: %FileCheck %s --input-file=%t/host_free.omp2ocl.c
// RUN: %hostsyntax -Wall -Werror %t/host_free.omp2ocl.c
#include <stdio.h>
#include <stdlib.h>

static void smooth(double *u, int n) {
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    u[i] = u[i] * 0.5 + i;
}

int main(void) {
  double *lev[3], *one = malloc(8 * sizeof(double)), s = 0;
  int l, i;
  for (l = 0; l < 3; l++)
    lev[l] = calloc(100, sizeof(double));
  smooth(lev[1], 100);
  smooth(one, 8);
// CHECK: omp2ocl_host_access_all(OMP2OCL_READ); for (i = 0; i < 100; i++)
// CHECK-NEXT: s += lev[1][i];
  for (i = 0; i < 100; i++)
    s += lev[1][i];
  printf("%f\n", s);
// CHECK: for (l = 0; l < 3; l++)
// CHECK-NEXT: omp2ocl_free(lev[l]);
  for (l = 0; l < 3; l++)
    free(lev[l]);
// CHECK: omp2ocl_free(one);
  free(one);
  return 0;
}
