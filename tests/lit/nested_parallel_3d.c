// Loops nested directly under `omp for` that are provably parallel join the
// NDRange, innermost first (dimension 0), the NAS way; a fourth loop and an
// inner recurrence stay sequential inside the work-item.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -fno-global-index-reorder -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/nested_parallel_3d.omp2ocl.cl
// RUN: %clsyntax %t/nested_parallel_3d.omp2ocl.cl
#define N 16
static double u[N][N][N][5], rhs[N][N][N][5];

void add(void) {
  int k;
#pragma omp parallel
  {
    int i, j, m; /* private to each thread: declared in the region */
#pragma omp for
    for (k = 1; k < N - 1; k++)
      for (j = 1; j < N - 1; j++)
        for (i = 1; i < N - 1; i++)
          for (m = 0; m < 5; m++)
            u[k][j][i][m] += rhs[k][j][i][m];
  }
}

void sweep(void) {
  int i, j;
#pragma omp parallel for private(j)
  for (i = 0; i < N; i++)
    for (j = 1; j < N; j++)
      u[i][j][0][0] = u[i][j - 1][0][0] * 0.5;
}

// REMARK: nested_parallel_3d.c:16:1: remark: loop offloaded as 3-D kernel 'add_L16'
// REMARK: nested_parallel_3d.c:27:1: remark: loop offloaded as 1-D kernel 'sweep_L27'
// CL-LABEL: __kernel void add_L16(
// CL: const long __g0 = (long)get_global_id(2);
// CL: const long __g1 = (long)get_global_id(1);
// CL: const long __g2 = (long)get_global_id(0);
// CL: __global double (*u)[16][16][5] =
// CL: int m;
// CL: int k = (int)(__lb0 + __g0 * 1L);
// CL: int i = (int)(__lb2 + __g2 * 1L);
// CL: for (m = 0; m < 5; m++)
// CL-LABEL: __kernel void sweep_L27(
// CL-NOT: get_global_id(1)
// CL: for (j = 1; j < 16; j++)
