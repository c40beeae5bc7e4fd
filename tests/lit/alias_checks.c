// Inner loops join the NDRange assuming a written pointer and another
// pointer the loop accesses point into distinct memory: the launch checks
// their ranges (or, where their accesses together separate the iterations,
// that the pointers are equal) and runs the OpenMP loop otherwise. A
// written pointer's stores are not held in registers when another pointer
// the kernel loads through may point into it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --input-file=%t/alias_checks.omp2ocl.c
// RUN: %hostsyntax -Wall -Werror %t/alias_checks.omp2ocl.c

// REMARK-DAG: alias_checks.c:18:{{.*}}kernel 'shift_L18' runs when 'out' and 'in' do not overlap (they may point
// CHECK-LABEL: void shift(
// CHECK: {{^}}        if (!(__a1 <= __b0 || __b1 <= __a0)) { __omp2ocl_ran = omp2ocl_decline(__k, "'out' and 'in' may overlap
void shift(double *out, const double *in, int r, int c)
{
  int i, j;
#pragma omp parallel for private(j)
  for (i = 0; i < r; i++)
    for (j = 1; j < c; j++)
      out[i * c + j] = in[i * c + j - 1];
}

// REMARK-DAG: alias_checks.c:30:{{.*}}kernel 'scale_L30' runs when 'out' and 'in' do not overlap or are the same pointer
// CHECK-LABEL: void scale(
// CHECK: {{^}}        if (!((const void *)out == (const void *)in || __a1 <= __b0 || __b1 <= __a0))
void scale(double *out, const double *in, int r, int c)
{
  int i, j;
#pragma omp parallel for private(j)
  for (i = 0; i < r; i++)
    for (j = 0; j < c; j++)
      out[i * c + j] = in[i * c + j] * 2.0;
}

// REMARK-DAG: alias_checks.c:40:{{.*}}register promotion: 'out' stays in global memory: it is written, and a load through another pointer may read it
void twice(double *out, const double *in, int n)
{
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++) {
    out[i] = in[i] * 2.0;
    out[i] += in[i];
  }
}
