// OpenMP 4.5 array reductions: each work-item reduces into its own copy of
// the array (every element at the identity), the work-group combines the
// copies element by element in local memory, one partial array per group;
// the host combines the partial arrays with the original elements.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/array_reduction_clause.omp2ocl.cl
// RUN: %FileCheck %s --check-prefix=HOST --input-file=%t/array_reduction_clause.omp2ocl.c
// RUN: %clsyntax %t/array_reduction_clause.omp2ocl.cl
// RUN: %hostsyntax %t/array_reduction_clause.omp2ocl.c
#define N 1000
#define NB 16
static double w[N];
static int key[N];

void histogram(double hist[NB]) {
  int i;
#pragma omp parallel for reduction(+ : hist[0:NB])
  for (i = 0; i < N; i++)
    hist[key[i] % NB] += w[i];
}
// REMARK: array_reduction_clause.c:[[@LINE-4]]:1: remark: loop offloaded as 1-D kernel 'histogram_L[[@LINE-4]]'
// REMARK: remark: kernel 'histogram_L[[@LINE-5]]': 'hist' is an array reduction (+) of 16 elements: a private copy per work-item, combined element by element in local memory

void maxima(void) {
  int top[4][2];
  int i, t;
  for (t = 0; t < 8; t++)
    top[t / 2][t % 2] = -1;
#pragma omp parallel for reduction(max : top)
  for (i = 0; i < N; i++)
    top[key[i] % 4][i % 2] = key[i] > top[key[i] % 4][i % 2] ? key[i] : top[key[i] % 4][i % 2];
}
// REMARK: remark: kernel 'maxima_L[[@LINE-4]]': 'top' is an array reduction (max) of 8 elements

void counts(long *cnt) {
  int i;
#pragma omp parallel for reduction(+ : cnt[2:6])
  for (i = 0; i < N; i++)
    cnt[2 + key[i] % 6]++;
}
// REMARK: remark: kernel 'counts_L[[@LINE-4]]': 'cnt' is an array reduction (+) of 6 elements ([2, 8))

// The pointer parameter: its copy, an array up to the section's end.
// CL-LABEL: __kernel void histogram_L
// CL: __global double *hist__partials,
// CL-NEXT: __local double *hist__scratch)
// CL: double hist__copy[16];
// CL-NEXT: double *hist = hist__copy;
// CL-NEXT: for (int __e = 0; __e < 16; __e++)
// CL-NEXT: hist__copy[__e] = (double)0;
// CL: hist[key[i] % 16] += w[i];
// CL: for (int __e = 0; __e < 16; __e++) {
// CL-NEXT: hist__scratch[__lid] = hist__copy[__e];
// CL-NEXT: barrier(CLK_LOCAL_MEM_FENCE);
// CL-NEXT: for (size_t __s = __lsz / 2; __s > 0; __s >>= 1) {
// CL-NEXT: if (__lid < __s)
// CL-NEXT: hist__scratch[__lid] = (hist__scratch[__lid]) + (hist__scratch[__lid + __s]);
// CL-NEXT: barrier(CLK_LOCAL_MEM_FENCE);
// CL-NEXT: }
// CL-NEXT: if (__lid == 0)
// CL-NEXT: hist__partials[__grp * 16UL + __e] = hist__scratch[0];

// A two-dimensional array: its own type, combined flat.
// CL-LABEL: __kernel void maxima_L
// CL: int top[4][2];
// CL-NEXT: for (int __e = 0; __e < 8; __e++)
// CL-NEXT: ((int *)top)[__e] = INT_MIN;
// CL: top__scratch[__lid] = ((int *)top)[__e];
// CL: top__scratch[__lid] = ((top__scratch[__lid + __s]) > (top__scratch[__lid]) ? (top__scratch[__lid + __s]) : (top__scratch[__lid]));

// A section from 2: the copy covers [0, 8), elements 2..7 are combined.
// CL-LABEL: __kernel void counts_L
// CL: long cnt__copy[8];
// CL: cnt__scratch[__lid] = cnt__copy[2 + __e];
// CL: cnt__partials[__grp * 6UL + __e] = cnt__scratch[0];

// HOST-LABEL: omp2ocl: histogram_L
// HOST: omp2ocl_arg_array_reduction(__k, {{[0-9]+}}, sizeof(hist[0]), 16)
// HOST: omp2ocl_launch(
// HOST: __typeof__(hist[0]) *__dst = (__typeof__(hist[0]) *)hist + 0;
// HOST: omp2ocl_host_access(__dst, 16 * sizeof(*__dst), OMP2OCL_READ | OMP2OCL_WRITE);
// HOST-NEXT: for (__e = 0; __e < 16; ++__e) {
// HOST-NEXT: __typeof__(hist[0]) __acc = __part[__e];
// HOST-NEXT: for (__i = 1; __i < __cnt; ++__i) __acc = (__acc) + (__part[__i * 16 + __e]);
// HOST-NEXT: __dst[__e] = (__dst[__e]) + (__acc);
// HOST-LABEL: omp2ocl: maxima_L
// HOST: omp2ocl_arg_array_reduction(__k, {{[0-9]+}}, sizeof(top[0][0]), 8)
// HOST-LABEL: omp2ocl: counts_L
// HOST: omp2ocl_arg_array_reduction(__k, {{[0-9]+}}, sizeof(cnt[0]), 6)
// HOST: __typeof__(cnt[0]) *__dst = (__typeof__(cnt[0]) *)cnt + 2;
