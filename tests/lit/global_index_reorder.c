// Global index reordering: a BT-like array whose work-item index sits in the
// second-to-last subscript is permuted program-wide, [k][j][i][m] ->
// [m][k][j][i]: its declaration, every access in host code (host loops, the
// OpenMP versions of offloaded loops, functions) and kernels, and the
// parameters that receive it (and the other declarations of their
// functions). -fno-global-index-reorder leaves everything as written.
// RUN: rm -rf %t && mkdir -p %t/off
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl --dump-after=global-index-reorder -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/global_index_reorder.omp2ocl.cl
// RUN: %FileCheck %s --check-prefix=HOST --input-file=%t/global_index_reorder.omp2ocl.c
// RUN: %clsyntax %t/global_index_reorder.omp2ocl.cl
// RUN: %hostsyntax %t/global_index_reorder.omp2ocl.c
// RUN: %omp2ocl %s -o %t/off -fno-global-index-reorder -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=OFF
// RUN: %FileCheck %s --check-prefix=OFFCL --input-file=%t/off/global_index_reorder.omp2ocl.cl
// RUN: %FileCheck %s --check-prefix=OFFHOST --input-file=%t/off/global_index_reorder.omp2ocl.c
#include <stdio.h>
#define KMAX 6
#define JMAX 5
#define IMAX 4

static void scale(double (*p)[JMAX][IMAX + 1][5], int n, double f);
static double u[KMAX][JMAX][IMAX + 1][5];
static double rhs[KMAX][JMAX][IMAX + 1][5];
static int perm[KMAX][JMAX][IMAX + 1][5];

static void scale(double (*p)[JMAX][IMAX + 1][5], int n, double f) {
  int k, j, i, m;
#pragma omp for
  for (k = 0; k < n; k++)
    for (j = 0; j < JMAX; j++)
      for (i = 0; i < IMAX; i++)
        for (m = 0; m < 5; m++)
          p[k][j][i][m] *= f;
}

static void twice(double q[][JMAX][IMAX + 1][5], int n) {
#pragma omp parallel
  scale(q, n, 2.0);
}

int main(void) {
  int k, j, i, m;
  double s = 0.0;
  for (k = 0; k < KMAX; k++)
    for (j = 0; j < JMAX; j++)
      for (i = 0; i < IMAX; i++)
        for (m = 0; m < 5; m++) {
          u[k][j][i][m] = k + 0.5 * j + 0.25 * i + m;
          perm[k][j][i][m] = 4 - m;
        }
#pragma omp parallel for private(j, i, m)
  for (k = 0; k < KMAX; k++)
    for (j = 0; j < JMAX; j++)
      for (i = 0; i < IMAX; i++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] = u[k][j][i][m] + u[k][j][i][perm[k][j][i][m]];
  twice(rhs, KMAX);
  for (k = 0; k < KMAX; k++)
    for (j = 0; j < JMAX; j++)
      for (i = 0; i < IMAX; i++)
        for (m = 0; m < 5; m++)
          s += rhs[k][j][i][m] * (m + 1);
  printf("%f %d\n", s, (int)(sizeof(u) / sizeof(u[0][0][0][0])));
  return 0;
}

// REMARK: global_index_reorder.c:22:15: remark: global index reordering: 'u' [k][j][i][m] -> [m][k][j][i] [-Rpass=omp2ocl]
// REMARK: global_index_reorder.c:23:15: remark: global index reordering: 'rhs' [k][j][i][m] -> [m][k][j][i] [-Rpass=omp2ocl]
// REMARK: global_index_reorder.c:24:12: remark: global index reordering: 'perm' [k][j][i][m] -> [m][k][j][i] [-Rpass=omp2ocl]
// REMARK: *** omp2ocl: loop models after global-index-reorder ***
// REMARK-NEXT: layout u: [k][j][i][m] -> [m][k][j][i]
// REMARK-NEXT: layout rhs: [k][j][i][m] -> [m][k][j][i], parameter p, parameter q
// REMARK-NEXT: layout perm: [k][j][i][m] -> [m][k][j][i]
// REMARK: loop 0 'scale_L28'
// REMARK: var p: buffer read written [m][k][j][i] extent 0L .. (4L)
// REMARK: loop 1 'main_L51'
// REMARK: var u: buffer read [m][k][j][i] [<non-affine>][k][j][i]
// REMARK: var rhs: buffer written [m][k][j][i]
// REMARK: var perm: buffer read [m][k][j][i]
// REMARK: remark: loop offloaded as 3-D kernel 'scale_L28'
// REMARK: remark: loop offloaded as 3-D kernel 'main_L51'

// The kernels: permuted types, subscripts in the new order (nested ones
// too), and the orphaned loop through the parameter.
// CL-LABEL: __kernel void scale_L28(
// CL: __global double (*p)[6][5][5] = (__global double (*)[6][5][5])(p__base + p__off - p__adj);
// CL: p[m][k][j][i] *= f;
// CL-LABEL: __kernel void main_L51(
// CL: __global double (*u)[6][5][5] = (__global double (*)[6][5][5])(u__base + u__off);
// CL: __global double (*rhs)[6][5][5] =
// CL: __global int (*perm)[6][5][5] =
// CL: rhs[m][k][j][i] = u[m][k][j][i] + u[perm[m][k][j][i]][k][j][i];

// Host code: declarations (the prototype before the array with numbers),
// parameters, every access, the whole-array extent of the parameter.
// HOST: static void scale(double (*p)[6][5][5], int n, double f);
// HOST: static double u[5][KMAX][JMAX][IMAX + 1];
// HOST: static double rhs[5][KMAX][JMAX][IMAX + 1];
// HOST: static int perm[5][KMAX][JMAX][IMAX + 1];
// HOST: static void scale(double (*p)[KMAX][JMAX][IMAX + 1], int n, double f) {
// HOST: long __lo_p = 0L, __hi_p = (4L);
// HOST: p[m][k][j][i] *= f;
// HOST: static void twice(double q[][KMAX][JMAX][IMAX + 1], int n) {
// HOST: u[m][k][j][i] = k + 0.5 * j + 0.25 * i + m;
// HOST: perm[m][k][j][i] = 4 - m;
// HOST: rhs[m][k][j][i] = u[m][k][j][i] + u[perm[m][k][j][i]][k][j][i];
// HOST: s += rhs[m][k][j][i] * (m + 1);
// HOST: printf("%f %d\n", s, (int)(sizeof(u) / sizeof(u[0][0][0][0])));

// OFF-NOT: global index reordering
// OFFCL: __global double (*p)[5][5][5] =
// OFFCL: p[k][j][i][m] *= f;
// OFFCL: rhs[k][j][i][m] = u[k][j][i][m] + u[k][j][i][perm[k][j][i][m]];
// OFFHOST: static double u[KMAX][JMAX][IMAX + 1][5];
// OFFHOST: static void scale(double (*p)[JMAX][IMAX + 1][5], int n, double f) {
// OFFHOST: rhs[k][j][i][m] = u[k][j][i][m] + u[k][j][i][perm[k][j][i][m]];
