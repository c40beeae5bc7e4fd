// Memory load reordering (vloadn/vstoren) and register promotion: the
// elements a work-item uses are loaded once at its start and stored at its
// end; what cannot be proven safe stays in global memory, with the reason.
// RUN: rm -rf %t && mkdir -p %t/off
// RUN: %omp2ocl %s -o %t -fno-global-index-reorder -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/vload_register_promotion.omp2ocl.cl
// RUN: %clsyntax %t/vload_register_promotion.omp2ocl.cl
// RUN: %omp2ocl %s -o %t/off -fno-global-index-reorder -fno-vload-vstore -fno-register-promotion -Rpass=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=OFF
// RUN: %FileCheck %s --check-prefix=CLOFF --input-file=%t/off/vload_register_promotion.omp2ocl.cl
#define N 64
static double u[N][N][5], rhs[N][N][5];

void flux(void) {
  int i, j;
#pragma omp parallel for private(i)
  for (j = 0; j < N; j++)
    for (i = 1; i < N; i++) {
      double r = 1.0 / u[j][i][0];
      rhs[j][i][0] = u[j][i][1] * r;
      rhs[j][i][1] = u[j][i][2] * r + u[j][i][1];
      rhs[j][i][2] = u[j][i][3] * r;
      rhs[j][i][3] = rhs[j][i][0] + rhs[j][i][1];
      if (i > 1)
        rhs[j][i][4] += u[j][i - 1][0];
    }
}

// Two pointers may be one array: nothing is kept privately.
void aliasing(double *x, double *y, int n) {
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++) {
    y[i] = x[i] * x[i];
    x[i] = x[i] + 1.0;
  }
}

// REMARK: vload_register_promotion.c:15:1: remark: vload/vstore: 8 accesses of 'rhs', 'u' as 2 vector load(s)/store(s) [-Rpass=omp2ocl]
// REMARK: vload_register_promotion.c:31:1: remark: register promotion: 'x' stays in global memory: a store through another pointer may reach it [-Rpass-missed=omp2ocl]

// CL-LABEL: __kernel void flux_L15(
// CL: double4 __v0 = vload4(0, &(rhs[j][i][0]));
// CL-NEXT: double4 __v1 = vload4(0, &(u[j][i][0]));
// CL: double r = 1.0 / __v1.s0;
// CL: __v0.s0 = __v1.s1 * r;
// CL: __v0.s3 = __v0.s0 + __v0.s1;
// The conditional access of another element stays as it is.
// CL: rhs[j][i][4] += u[j][i - 1][0];
// CL: vstore4(__v0, 0, &(rhs[j][i][0]));
// CL-LABEL: __kernel void aliasing_L31(
// CL-NOT: __r
// CL: y[i] = x[i] * x[i];

// OFF-NOT: vload/vstore
// OFF-NOT: register promotion
// CLOFF-NOT: vload
// CLOFF: rhs[j][i][0] = u[j][i][1] * r;
