// A `parallel for` becomes a 1-D kernel; the host keeps the OpenMP loop.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/parallel_for_1d.omp2ocl.cl
// RUN: %FileCheck %s --check-prefix=HOST --input-file=%t/parallel_for_1d.omp2ocl.c
// RUN: %clsyntax %t/parallel_for_1d.omp2ocl.cl
// RUN: %hostsyntax %t/parallel_for_1d.omp2ocl.c
#define N 1024
static float x[N], y[N];

void saxpy(float a) {
  int i;
#pragma omp parallel for
  for (i = 0; i < N; i++)
    y[i] = a * x[i] + y[i];
}

// REMARK: parallel_for_1d.c:13:1: remark: loop offloaded as 1-D kernel 'saxpy_L13' [-Rpass=omp2ocl]
// CL: __kernel void saxpy_L13(
// CL: float a)
// CL: __global float *x = (__global float *)(x__base + x__off);
// CL: if (__g0 < __n0) {
// CL: int i = (int)(__lb0 + __g0 * 1L);
// CL: y[i] = a * x[i] + y[i];
// HOST: omp2ocl_arg_mem(__k, {{[0-9]+}}, (void *)y, sizeof(y), OMP2OCL_READ | OMP2OCL_WRITE)
// HOST: if (!__omp2ocl_ran) {
// HOST: #pragma omp parallel for
