// Session 19: `omp simd` loops inside parallel loops run as the work-item's
// own loops (their private variables and dead iterators declared again in
// a block around them; an iterator read after a loop that may run no
// iteration keeps the parallel loop on the host); row tables read as flat
// arrays beside the loop as written; gotos and longjmp bring data home;
// arrays declared in a loop past 16 KB keep it on the host; one element of
// a row table announced alone.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- -fopenmp 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/session19.omp2ocl.cl
// RUN: %FileCheck %s --input-file=%t/session19.omp2ocl.c
// RUN: %hostsyntax %t/session19.omp2ocl.c
// The preparations' remarks come first (they are made in the first parse).
// REMARK: session19.c:{{[0-9]+}}:1: remark: row tables 'q', 'p' indexed as flat arrays: a copy of the loop runs so when the rows are evenly spaced in one allocation (checked each time the loop starts); otherwise the loop as written runs (OpenMP)
// REMARK: session19.c:{{[0-9]+}}:1: remark: array 't' declared in the loop (32 KB in all) moved before it, private to each thread: a kernel keeps it in global scratch
#include <setjmp.h>
#define N 512
#define M 64
double a[N][M], b[N][M], keep[N];
int idx[N];
jmp_buf env;

void simd_rows(void) {
  int i, j;
  // REMARK: [[@LINE+1]]:1: remark: loop offloaded as 2-D kernel 'simd_rows_L[[@LINE+1]]'
#pragma omp parallel for private(j)
  for (i = 0; i < N; i++) {
// CHECK: #pragma omp simd
#pragma omp simd
    for (j = 0; j < M; j++)
      b[i][j] = a[i][j] * 2.0;
  }
  // j shared for the parallel loop: the simd loop's own j in a block.
  // REMARK: [[@LINE+1]]:1: remark: loop offloaded as 1-D kernel 'simd_rows_L[[@LINE+1]]'
#pragma omp parallel for
  for (i = 0; i < N; i++) {
// CHECK: { __typeof__(j) j;
// CHECK-NEXT: #pragma omp simd
#pragma omp simd
    for (j = 0; j < M; j++)
      b[i][j] += 1.0;
  }
  // The kernel runs the simd loop as its own loop: no pragma in it.
  // CL-LABEL: __kernel void simd_rows_L{{[0-9]+}}(
  // CL-NOT: pragma
  // CL: }
}

void simd_private(void) {
  int i;
  // REMARK: [[@LINE+1]]:1: remark: loop offloaded as 1-D kernel 'simd_private_L[[@LINE+1]]'
#pragma omp parallel for
  for (i = 0; i < N; i++) {
    double t = i;
    // The private t, and the iterator q declared outside, get a block of
    // their own; the outer t keeps its value.
    // CHECK: { __typeof__(t) t; __typeof__(q) q;
    // CHECK-NEXT: #pragma omp simd private(t)
    int q;
#pragma omp simd private(t)
    for (q = 0; q < M; q++) {
      t = q * 2.0;
      b[i][q] = t;
    }
    keep[i] = t;
  }
}

void simd_iterator_read_after(int n) {
  int i, j;
  // REMARK: [[@LINE+1]]:1: remark: loop kept on the host: it contains a '#pragma omp simd' loop that cannot run in order in a work-item: its iterator 'j' is read after it
#pragma omp parallel for private(j)
  for (i = 0; i < N; i++) {
    j = -1;
#pragma omp simd
    for (j = 0; j < n; j++)
      b[i][j] += 1.0;
    idx[i] = j;
  }
}

void rows(double **p, double **q, int n, int m) {
  int i, j;
  // REMARK: [[@LINE+1]]:1: remark: loop offloaded as 2-D kernel 'rows_L[[@LINE+1]]'
#pragma omp parallel for private(j)
  for (i = 1; i < n; i++)
    for (j = 0; j < m; j++)
      q[i][j] = p[i - 1][j] + (i > 1 ? p[i - 2][j] : 0.0);
  // The guard narrows the rows of p read before the loop to i - 2 >= 0.
  // CHECK: long omp2ocl_rows_p_lo = ((long)(((-((-1L)) + 1L) > (long)(1) ? (-((-1L)) + 1L) : (long)(1))) + -2L)
  // (the table itself, no device data, is not announced)
  // CHECK-NOT: omp2ocl_host_access((const void *)p, 0
  // The flat array starts at the first row the table holds.
  // CHECK: omp2ocl_rows_p_lo = omp2ocl_rows_first((const void *)(p), -1L, omp2ocl_rows_p_lo, omp2ocl_rows_p_hi);
  // CHECK: __typeof__((p)[0]) omp2ocl_rows_p = (__typeof__((p)[0]))omp2ocl_even_rows((const void *)(p), -1L,
  // CHECK: omp2ocl_rows_q && omp2ocl_rows_p)) {
  // CHECK: omp2ocl_rows_q[((long)(i) - omp2ocl_rows_q_lo) * omp2ocl_rows_q_st + (j)] = omp2ocl_rows_p[((long)(i - 1) - omp2ocl_rows_p_lo) * omp2ocl_rows_p_st + (j)]
  // CHECK: } else {
  // CHECK: q[i][j] = p[i - 1][j]
  // One element of a row table on the host: that element alone.
  // CHECK: omp2ocl_host_access((const void *)&(q[2][3]), sizeof(q[2][3]), OMP2OCL_READ | OMP2OCL_WRITE); q[2][3] += 1.0;
  q[2][3] += 1.0;
}

void jumps(int c) {
  int i;
  // REMARK: [[@LINE+1]]:1: remark: loop offloaded as 1-D kernel 'jumps_L[[@LINE+1]]'
#pragma omp parallel for
  for (i = 0; i < N; i++)
    keep[i] = i;
  // CHECK: if (c) { omp2ocl_host_access_all(OMP2OCL_READ | OMP2OCL_WRITE); goto out; }
  if (c) goto out;
  keep[0] = 1.0;
out:
  // CHECK: (omp2ocl_jump_out(), longjmp(env, 2));
  longjmp(env, 2);
}

static double helper_big(int i) {
  double buf[4096];
  for (int k = 0; k < 4096; k++)
    buf[k] = i * k;
  return buf[i % 4096];
}

void big_private(void) {
  int i, k;
  // The body's own array moves before the loop, private (global scratch
  // in the kernel); no proof that its reads follow writes is needed.
  // REMARK: [[@LINE+1]]:1: remark: loop offloaded as 1-D kernel 'big_private_L[[@LINE+1]]'
#pragma omp parallel for private(k)
  for (i = 0; i < N; i++) {
    double t[4096];
    for (k = 0; k < 4096; k++)
      t[k] = i + k;
    keep[i] = t[i] + t[4095];
  }
  // CHECK: { double omp2ocl_t[4096];
  // CHECK: #pragma omp parallel for private(k) private(omp2ocl_t)
  // CHECK: keep[i] = omp2ocl_t[i] + omp2ocl_t[4095];
  // A helper's array cannot move: the loop stays.
  // REMARK: [[@LINE+1]]:1: remark: loop kept on the host: the arrays and structs declared in the loop and the functions it calls (32 KB with 'buf') exceed a work-item's private memory (16 KB)
#pragma omp parallel for
  for (i = 0; i < N; i++)
    keep[i] = helper_big(i);
}
