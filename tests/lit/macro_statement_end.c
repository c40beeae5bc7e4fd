// Statements and conditions that end inside a function-like macro: the host
// rewriter must close what it opens after the whole expansion
// (`SCALAR_VAL(0.0)`), not after the macro's name, or the host code does not
// compile (found by a PolyBench-style `y[i] = SCALAR_VAL(0.0);` loop body).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --input-file=%t/macro_statement_end.omp2ocl.c
// RUN: %hostsyntax %t/macro_statement_end.omp2ocl.c
#include <stdio.h>
#define N 256
#define SCALAR_VAL(x) x
#define ABOVE(x, t) ((x) > (t))
static double a[N], b[N];

static double total(const double *v) {
  double s = 0.0;
  int i;
  for (i = 0; i < N; i++)
    s += v[i];
  return s;
}

static void halve(double *v) {
  int i;
#pragma omp parallel for
  for (i = 0; i < N; i++)
    v[i] = SCALAR_VAL(v[i] * 0.5);
}

int main(void) {
  int i, it = 0;
#pragma omp parallel for
  for (i = 0; i < N; i++)
    a[i] = SCALAR_VAL(1.0);
  while (ABOVE(total(a), 1.0)) {
    if (it % 2)
      halve(a);
    else
      b[it] = SCALAR_VAL(total(a));
    it++;
  }
  printf("%d %f %f\n", it, a[0], b[0]);
  return 0;
}
// REMARK: macro_statement_end.c:25:1: remark: loop offloaded
// REMARK: macro_statement_end.c:32:1: remark: loop offloaded
// (Each check has a regex piece, {{...}}, so that it cannot match its own
// comment line, which the translated file keeps.)
// The OpenMP version of each loop is closed after the macro's arguments.
// CHECK: v[i] = SCALAR_VAL{{[(]}}v[i] * 0.5);
// CHECK-NEXT: {{^ *}}}{{$}}
// CHECK: a[i] = SCALAR_VAL{{[(]}}1.0);
// CHECK-NEXT: {{^ *}}}{{$}}
// The condition's announcement wraps the whole expansion.
// CHECK: while ((omp2ocl_host_access((const void *)a, sizeof(a), OMP2OCL_READ), ABOVE{{[(]}}total(a), 1.0))) {
// CHECK: else
// CHECK-NEXT: { omp2ocl_host_access({{.*}}); b[it] = SCALAR_VAL{{[(]}}total(a)); }
