// A pointer made from an element (`&a[k*d]`, a row `m[k]` that decays) or the
// pointer itself, handed to a function or kept in a local, reaches other
// elements than its subscripts spell: the launch hands over the whole block
// (the kernel must not get only the elements a[k*d]).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- 2>&1
// RUN: %FileCheck %s --input-file=%t/element_derived_extent.omp2ocl.c
// RUN: %hostsyntax -Wall -Werror %t/element_derived_extent.omp2ocl.c
static double rowsum(const double *r, int d) {
  double s = 0;
  int i;
  for (i = 0; i < d; i++)
    s += r[i];
  return s;
}

// CHECK-LABEL: {{^}}void to_callee(
// CHECK: {{omp2ocl_block_of}}((const void *)a,
// CHECK-NOT: {{__lo_a }}=
// CHECK: {{omp2ocl_host_access_all}}
void to_callee(double *a, double *o, int n, int d) {
  int k;
#pragma omp parallel for
  for (k = 0; k < n; k++)
    o[k] = rowsum(&a[k * d], d);
}

// CHECK-LABEL: {{^}}void local_row(
// CHECK: {{omp2ocl_block_of}}((const void *)b,
// CHECK-NOT: {{__lo_b }}=
// CHECK: {{omp2ocl_host_access_all}}
void local_row(double *b, double *o, int n, int d) {
  int k;
#pragma omp parallel for
  for (k = 0; k < n; k++) {
    const double *r = &b[k * d];
    o[k] = r[0] + r[d - 1];
  }
}

// CHECK-LABEL: {{^}}void pointer_itself(
// CHECK: {{omp2ocl_block_of}}((const void *)c,
// CHECK-NOT: {{__lo_c }}=
// CHECK: {{omp2ocl_host_access_all}}
void pointer_itself(double *c, double *o, int n) {
  int k;
#pragma omp parallel for
  for (k = 4; k < n; k++)
    o[k] = c[k] * rowsum(c, 3);
}

// Subscripts alone keep the computed range.
// CHECK-LABEL: {{^}}void subscripts_only(
// CHECK: long {{__lo_e }}=
void subscripts_only(double *e, double *o, int n) {
  int k;
#pragma omp parallel for
  for (k = 0; k < n; k++)
    o[k] = e[k] + e[k + 1];
}
