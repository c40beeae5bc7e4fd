// Loop distribution: an `omp for` over k whose body is a sequence of loop
// nests (the NAS compute_rhs shape) becomes consecutive kernels, each with
// its own parallel loops as NDRange dimensions: a copy (k, j, i), a j loop
// whose body is again a sequence (k and j stay dimensions: (k, j, i) and
// (k, j, m)), a constant-index stripe `j = 1; for i` whose assignment runs in
// every work-item, an if/else-if chain on k over the same loops, and two
// scalar statements that gain nothing (one kernel over k). The host version
// guards each group with the count of kernels that ran.
// RUN: rm -rf %t && mkdir -p %t/off
// RUN: %omp2ocl %s -o %t -fno-global-index-reorder -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/loop_distribution.omp2ocl.cl
// RUN: %FileCheck %s --check-prefix=HOST --input-file=%t/loop_distribution.omp2ocl.c
// RUN: %clsyntax %t/loop_distribution.omp2ocl.cl
// RUN: %hostsyntax -Wall -Wextra -Werror %t/loop_distribution.omp2ocl.c
// RUN: %omp2ocl %s -o %t/off -fno-loop-distribution -fno-global-index-reorder -Rpass=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=OFF
#define N 16
static double u[N][N][N][5], rhs[N][N][N][5], forcing[N][N][N][5], bnd[N];
static int nx = N, ny = N, nz = N;

void compute_rhs(double dssp) {
  int i, j, k, m;
#pragma omp parallel
  {
#pragma omp for private(i, j, m)
    for (k = 1; k < nz - 1; k++) {
      for (j = 0; j < ny; j++)
        for (i = 0; i < nx; i++)
          for (m = 0; m < 5; m++)
            rhs[k][j][i][m] = forcing[k][j][i][m];
      for (j = 1; j < ny - 1; j++) {
        for (i = 1; i < nx - 1; i++)
          for (m = 0; m < 5; m++)
            rhs[k][j][i][m] += u[k][j][i + 1][m] - u[k][j][i - 1][m];
        for (m = 0; m < 5; m++) {
          i = 1;
          rhs[k][j][i][m] -= dssp * u[k][j][i + 1][m];
        }
      }
      j = 1;
      for (i = 1; i < nx - 1; i++)
        for (m = 0; m < 5; m++)
          rhs[k][j][i][m] -= dssp * u[k][j + 1][i][m];
      if (k == 1) {
        for (j = 1; j < ny - 1; j++)
          for (i = 1; i < nx - 1; i++)
            for (m = 0; m < 5; m++)
              rhs[k][j][i][m] -= dssp * u[k + 1][j][i][m];
      } else {
        for (j = 1; j < ny - 1; j++)
          for (i = 1; i < nx - 1; i++)
            for (m = 0; m < 5; m++)
              rhs[k][j][i][m] -= dssp * u[k - 1][j][i][m];
      }
      bnd[k] = rhs[k][1][1][0];
      bnd[k] += rhs[k][2][2][0];
    }
  }
}

// REMARK: loop_distribution.c:24:1: remark: loop distributed into 6 kernels ('compute_rhs_L24_d0' 3-D, 'compute_rhs_L24_d1' 3-D, 'compute_rhs_L24_d2' 3-D, 'compute_rhs_L24_d3' 3-D, 'compute_rhs_L24_d4' 3-D, 'compute_rhs_L24_d5' 1-D)
// OFF: loop_distribution.c:24:1: remark: loop offloaded as 1-D kernel 'compute_rhs_L24'

// The copy: k, j, i on the NDRange, m inside.
// CL-LABEL: __kernel void compute_rhs_L24_d0(
// CL: int k = (int)(__lb0 + __g0 * 1L);
// CL-NEXT: int j = (int)(__lb1 + __g1 * 1L);
// CL-NEXT: int i = (int)(__lb2 + __g2 * 1L);
// CL: for (m = 0; m < 5; m++)
// CL-NEXT: rhs[k][j][i][m] = forcing[k][j][i][m];
// One level down, inside the j loop: (k, j, i), then (k, j, m).
// CL-LABEL: __kernel void compute_rhs_L24_d1(
// CL: int j = (int)(__lb1 + __g1 * 1L);
// CL-NEXT: int i = (int)(__lb2 + __g2 * 1L);
// CL: rhs[k][j][i][m] += u[k][j][i + 1][m] - u[k][j][i - 1][m];
// CL-LABEL: __kernel void compute_rhs_L24_d2(
// CL: int j = (int)(__lb1 + __g1 * 1L);
// CL-NEXT: int m = (int)(__lb2 + __g2 * 1L);
// CL: i = 1;
// CL-NEXT: rhs[k][j][i][m] -= dssp * u[k][j][i + 1][m];
// The stripe: `j = 1` in every work-item of (k, i, m).
// CL-LABEL: __kernel void compute_rhs_L24_d3(
// CL: int j;
// CL: int i = (int)(__lb1 + __g1 * 1L);
// CL-NEXT: int m = (int)(__lb2 + __g2 * 1L);
// CL: j = 1;
// CL-NEXT: rhs[k][j][i][m] -= dssp * u[k][j + 1][i][m];
// The chain over (k, j, i).
// CL-LABEL: __kernel void compute_rhs_L24_d4(
// CL: int i = (int)(__lb2 + __g2 * 1L);
// CL: if (k == 1)
// CL-NEXT: for (m = 0; m < 5; m++)
// CL-NEXT: rhs[k][j][i][m] -= dssp * u[k + 1][j][i][m];
// CL-NEXT: else
// CL-NEXT: for (m = 0; m < 5; m++)
// CL-NEXT: rhs[k][j][i][m] -= dssp * u[k - 1][j][i][m];
// The two scalar statements, one kernel over k (bnd[k] in a register).
// CL-LABEL: __kernel void compute_rhs_L24_d5(
// CL-NOT: get_global_id(1)
// CL: __r0 = rhs[k][1][1][0];
// CL-NEXT: __r0 += rhs[k][2][2][0];
// CL: bnd[k] = __r0;

// The team agrees on how many kernels ran; the original loop runs the rest.
// HOST: { /* omp2ocl: compute_rhs_L24 distributed into compute_rhs_L24_d0, compute_rhs_L24_d1, compute_rhs_L24_d2, compute_rhs_L24_d3, compute_rhs_L24_d4, compute_rhs_L24_d5 */
// HOST-NEXT: int __omp2ocl_done = 0;
// HOST-NEXT: #pragma omp barrier
// HOST-NEXT: #pragma omp single copyprivate(__omp2ocl_done)
// HOST: omp2ocl_kernel_get(__omp2ocl_program(), 0);
// HOST: __omp2ocl_done = 1;
// HOST: omp2ocl_kernel_get(__omp2ocl_program(), 5);
// HOST: __omp2ocl_done = 6;
// HOST: if (__omp2ocl_done < 6) {
// HOST-NEXT: omp2ocl_host_access_all(OMP2OCL_READ | OMP2OCL_WRITE);
// HOST-NEXT: #pragma omp for private(i, j, m)
// HOST-NEXT: for (k = 1; k < nz - 1; k++) {
// HOST-NEXT: if (__omp2ocl_done <= 0) { for (j = 0; j < ny; j++)
// HOST: rhs[k][j][i][m] = forcing[k][j][i][m]; }
// HOST-NEXT: for (j = 1; j < ny - 1; j++) {
// HOST-NEXT: if (__omp2ocl_done <= 1) { for (i = 1; i < nx - 1; i++)
// HOST: if (__omp2ocl_done <= 2) { for (m = 0; m < 5; m++) {
// HOST: if (__omp2ocl_done <= 3) { j = 1;
// HOST: if (__omp2ocl_done <= 4) { if (k == 1) {
// HOST: if (__omp2ocl_done <= 5) { bnd[k] = rhs[k][1][1][0];
// HOST-NEXT: bnd[k] += rhs[k][2][2][0]; }

// Two groups on one line: the guards meet in one insertion.
void tight(void) {
  int i, j, k;
#pragma omp parallel for private(i, j)
  for (k = 0; k < N; k++) {
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) u[k][j][i][0] = 1.0;for (j = 0; j < N; j++) for (i = 0; i < N; i++) rhs[k][j][i][0] = u[k][j][i][0];
  }
}
// HOST: if (__omp2ocl_done <= 0) { for (j = 0; j < N; j++) for (i = 0; i < N; i++) u[k][j][i][0] = 1.0;} if (__omp2ocl_done <= 1) { for (j = 0; j < N; j++) for (i = 0; i < N; i++) rhs[k][j][i][0] = u[k][j][i][0]; }
