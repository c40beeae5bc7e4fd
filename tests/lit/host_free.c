// free() of memory a kernel may have used becomes omp2ocl_free() where it
// stands, so a loop that frees many blocks drops each one from the runtime's
// buffer table as it goes; accesses through a pointer loaded from memory
// (lev[l][i], tab[k]->x) announce every buffer, since no variable names the
// block: read for a read, read and written for a write.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- 2>&1 | count 0
// RUN: %FileCheck %s --input-file=%t/host_free.omp2ocl.c
// RUN: %hostsyntax -Wall -Werror %t/host_free.omp2ocl.c
#include <stdio.h>
#include <stdlib.h>
struct pt { double x, y; };

static void smooth(double *u, int n) {
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    u[i] = u[i] * 0.5 + i;
}

int main(void) {
  double *lev[3], *one = malloc(8 * sizeof(double)), s = 0;
  struct pt pts[4], *tab[2] = {&pts[0], &pts[2]};
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
// CHECK: omp2ocl_host_access_all(OMP2OCL_READ | OMP2OCL_WRITE); tab[1]->x = s;
  tab[1]->x = s;
// CHECK: omp2ocl_host_access_all(OMP2OCL_READ); s = tab[0]->y;
  s = tab[0]->y;
// CHECK: for (l = 0; l < 3; l++)
// CHECK-NEXT: omp2ocl_free(lev[l]);
  for (l = 0; l < 3; l++)
    free(lev[l]);
// CHECK: omp2ocl_free(one);
  free(one);
  return 0;
}
