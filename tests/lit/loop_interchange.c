// Loop interchange: the parallel loop whose iterator indexes the innermost
// subscripts goes on work-item dimension 0.
// RUN: rm -rf %t && mkdir -p %t/off
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/loop_interchange.omp2ocl.cl
// RUN: %FileCheck %s --check-prefix=HOST --input-file=%t/loop_interchange.omp2ocl.c
// RUN: %omp2ocl %s -o %t/off -fno-loop-interchange -Rpass=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=OFF
// RUN: %FileCheck %s --check-prefix=CLOFF --input-file=%t/off/loop_interchange.omp2ocl.cl
// RUN: %clsyntax %t/loop_interchange.omp2ocl.cl
#define N 512
static double a[N][N], b[N][N], c[N][N];

void transposed_loops(void) {
  int i, j;
  // The inner loop runs over rows: j (the column) must be dimension 0.
#pragma omp parallel for collapse(2)
  for (j = 0; j < N; j++)
    for (i = 0; i < N; i++)
      a[i][j] = b[i][j] + 1.0;
}

void sequential_inner(void) {
  int i, j;
  // The recurrence runs along i, the innermost subscript: no parallel loop
  // can take its place.
#pragma omp parallel for private(i)
  for (j = 0; j < N; j++)
    for (i = 1; i < N; i++)
      c[j][i] = c[j][i - 1] + 1.0;
}

// REMARK: loop_interchange.c:16:1: remark: loop interchange: 'j' on work-item dimension 0 (in the innermost subscript of 2 of 2 accesses) [-Rpass=omp2ocl]
// REMARK: loop_interchange.c:26:1: remark: loop interchange: 'i' occurs most in the innermost subscripts (2 of 2 accesses) but its loop is not one of the parallel loops (not perfectly nested, or it carries a dependence) [-Rpass-missed=omp2ocl]
// REMARK: loop_interchange.c:16:1: remark: loop offloaded as 2-D kernel 'transposed_loops_L16' [-Rpass=omp2ocl]

// dims[0] is j (the outer loop): NDRange dimension 0.
// CL-LABEL: __kernel void transposed_loops_L16(
// CL: const long __g0 = (long)get_global_id(0);
// CL-NEXT: const long __g1 = (long)get_global_id(1);
// HOST: __gws[0] = (size_t)__n0;
// HOST-NEXT: __gws[1] = (size_t)__n1;

// OFF-NOT: loop interchange
// CLOFF-LABEL: __kernel void transposed_loops_L16(
// CLOFF: const long __g0 = (long)get_global_id(1);
