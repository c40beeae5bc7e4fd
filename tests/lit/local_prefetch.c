// Local-memory prefetching: a small read-only array every work-item of a
// group reads is copied to __local memory by the group, before the guard.
// RUN: rm -rf %t && mkdir -p %t/off
// RUN: %omp2ocl %s -o %t -fno-global-index-reorder -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/local_prefetch.omp2ocl.cl
// RUN: %clsyntax %t/local_prefetch.omp2ocl.cl
// RUN: %omp2ocl %s -o %t/off -fno-local-prefetch -Rpass=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=OFF
#define N 2048
#define M 256
static double A[N][M], x[M], y[N], big[N * 8];

void matvec(void) {
  int i, j;
#pragma omp parallel for private(j)
  for (i = 0; i < N; i++) {
    double s = 0;
    for (j = 0; j < M; j++)
      s += A[i][j] * x[j] + big[j];
    y[i] = s;
  }
}

// REMARK: local_prefetch.c:14:1: remark: local-memory prefetch: 'x' (2048 bytes) read from local memory [-Rpass=omp2ocl]
// REMARK: local_prefetch.c:14:1: remark: local-memory prefetch: 'big' stays in global memory: it is too large for local memory (131072 bytes) [-Rpass-missed=omp2ocl]

// CL: __local double x__local[256];
// CL-NEXT: for (size_t __l = get_local_id(0)
// CL-NEXT: ((__local double *)x__local)[__l] = ((__global double *)x)[__l];
// CL-NEXT: barrier(CLK_LOCAL_MEM_FENCE);
// CL-NEXT: if (__g0 < __n0) {
// CL: s += A[i][j] * x__local[j] + big[j];

// OFF-NOT: local-memory prefetch
