// Global index reordering refuses arrays it cannot prove safe to permute,
// each with the reason and where (-Rpass-missed=omp2ocl); their layout stays
// as written in host code and kernels. Every array below is accessed
// x[j][i] by a kernel whose work-item dimension 0 is j, so [j][i] -> [i][j]
// would pay (loop interchange, which would swap i and j, is off); only `ok`
// is reordered. Kernels that lose the vote are named.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -fno-loop-interchange -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=HOST --input-file=%t/global_index_reorder_missed.omp2ocl.c
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/global_index_reorder_missed.omp2ocl.cl
// RUN: %clsyntax %t/global_index_reorder_missed.omp2ocl.cl
// RUN: %hostsyntax %t/global_index_reorder_missed.omp2ocl.c
#include <stdio.h>
#include <string.h>
#define N 8
#define AT(x, a, b) x[a][b]
struct holder { double (*rows)[N]; };

static double ok[N][N];
static double row[N][N];
static double addr[N][N];
static double cpy[N][N];
double ext[N][N];
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-1]]:8: remark: global index reordering of 'ext' ([j][i] -> [i][j]) not applied: it has external linkage (another file may use it) [-Rpass-missed=omp2ocl]
static double init[N][N] = {{1.0}};
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-1]]:15: remark: global index reordering of 'init' ([j][i] -> [i][j]) not applied: it has an initializer
static double arith[N][N];
static double g1[N][N], g2[N][N];
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-1]]:25: remark: global index reordering of 'g1' ([j][i] -> [i][j]) not applied: it may share memory with 'g2' (one points-to class)
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-2]]:15: remark: global index reordering of 'g2' ([j][i] -> [i][j]) not applied: it may share memory with 'g1' (one points-to class)
static double shape[N][N];
static double stored[N][N];
static double conv[N][N];
static double extfn[N][N];
static double vararg[N][N];
static double mac[N][N];
static double inbound[N][N];
static double member[N][N];
static double pointer[N][N];
static double priv[N][N];

static void both(double p[][N]) { p[0][0] += 1.0; }
static void flat(double *p) { p[0] = 1.0; }
void external_fn(double (*p)[N]) { p[0][0] = 2.0; }
static void report(const char *fmt, ...) { (void)fmt; }

void run(void) {
  int i, j;
  double *r, (*pp)[N];
  struct holder h;
#pragma omp parallel for private(j)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      ok[j][i] = ok[j][i] + 1.0; row[j][i] = 1.0; addr[j][i] = 1.0; cpy[j][i] = 1.0;
      ext[j][i] = 1.0; init[j][i] = 1.0; arith[j][i] = 1.0;
      g1[j][i] = 1.0; g2[j][i] = 1.0; shape[j][i] = 1.0; stored[j][i] = 1.0;
      conv[j][i] = 1.0; extfn[j][i] = 1.0; vararg[j][i] = 1.0;
      AT(mac, j, i) = 1.0; inbound[j][i] = 1.0; member[j][i] = 1.0;
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-1]]:10: remark: global index reordering of 'mac' ([j][i] -> [i][j]) not applied: it is subscripted inside a macro expansion
      pointer[j][i] = 1.0; priv[j][i] = 1.0;
    }
  r = row[2];
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-1]]:7: remark: global index reordering of 'row' ([j][i] -> [i][j]) not applied: partial subscript 'row[2]' is used as a row
  r = &addr[1][1];
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-1]]:7: remark: global index reordering of 'addr' ([j][i] -> [i][j]) not applied: the address of an element is taken ('&addr[1][1]')
  memcpy(cpy, h.rows, sizeof cpy);
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-1]]:10: remark: global index reordering of 'cpy' ([j][i] -> [i][j]) not applied: it is passed to 'memcpy', which has no body here
  r = *(arith + 1);
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-1]]:9: remark: global index reordering of 'arith' ([j][i] -> [i][j]) not applied: pointer arithmetic on 'arith'
  both(g1);
  both(g2);
  flat(shape[0]);
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-1]]:8: remark: global index reordering of 'shape' ([j][i] -> [i][j]) not applied: partial subscript 'shape[0]' is used as a row
  pp = stored;
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-1]]:3: remark: global index reordering of 'stored' ([j][i] -> [i][j]) not applied: its address is assigned to 'pp'
  r = (double *)conv;
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-1]]:7: remark: global index reordering of 'conv' ([j][i] -> [i][j]) not applied: it is converted to 'double *'
  external_fn(extfn);
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-1]]:15: remark: global index reordering of 'extfn' ([j][i] -> [i][j]) not applied: it is passed to 'external_fn', which has external linkage (other files may call it with other arrays)
  report("%p", vararg);
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-1]]:16: remark: global index reordering of 'vararg' ([j][i] -> [i][j]) not applied: it is passed to 'report' as a variadic argument
  h.rows = member;
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-1]]:3: remark: global index reordering of 'member' ([j][i] -> [i][j]) not applied: its address is assigned to 'h.rows'
  pp = (double (*)[N])&pointer[0][0];
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-1]]:23: remark: global index reordering of 'pointer' ([j][i] -> [i][j]) not applied: the address of an element is taken ('&pointer[0][0]')
  for (i = 1; i < N; i++) {
#pragma omp parallel for
    for (j = 0; j < (int)inbound[i][0]; j++)
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-1]]:26: remark: global index reordering of 'inbound' ([j][i] -> [i][j]) not applied: it is read in the bounds of the loop of kernel 'run_L[[@LINE-2]]'
      ok[i][j] = inbound[j][i];
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-4]]:1: remark: global index reordering: kernel 'run_L[[@LINE-4]]' would coalesce its accesses to 'ok' with [j][i], but other kernels outvote it ([i][j])
  }
#pragma omp parallel for private(j, priv)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      priv[j][i] = (double)i;
// CHECK-DAG: global_index_reorder_missed.c:[[@LINE-4]]:37: remark: global index reordering of 'priv' ([j][i] -> [i][j]) not applied: it is named in a 'private' clause
  printf("%p %p %f\n", (void *)r, (void *)pp, ok[1][2]);
}
// CHECK-DAG: global_index_reorder_missed.c:19:15: remark: global index reordering: 'ok' [j][i] -> [i][j] [-Rpass=omp2ocl]

// Only `ok` changes, in host code and kernels.
// HOST: static double ok[N][N];
// HOST-NEXT: static double row[N][N];
// HOST: ok[i][j] = ok[i][j] + 1.0; row[j][i] = 1.0; addr[j][i] = 1.0; cpy[j][i] = 1.0;
// HOST: ok[j][i] = inbound[j][i];
// HOST: printf("%p %p %f\n", (void *)r, (void *)pp, ok[2][1]);
// CL: ok[i][j] = ok[i][j] + 1.0;
// CL-NEXT: row[j][i] = 1.0;
