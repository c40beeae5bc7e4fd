/* A C program shaped like omp2ocl's output, built with exactly the link line
 * generated programs use (gcc -fopenmp ... libomp2ocl-rt.a -lOpenCL -lstdc++
 * -lm). Each loop has an OpenCL and an OpenMP version; the runtime picks.
 * Checks: read-write array, a 2-D range, a sum reduction with partials, a
 * lastprivate value, host writes between kernels. Prints "ok (<mode>)". */
#include "omp2ocl_rt.h"

#include <stdio.h>

static const char *const names[] = {"inc", "grid", "rsum", "last"};
static omp2ocl_program prog = {
    "c_link_test.c",
    "#define AT(T, p, o) ((__global T *)((__global char *)(p) + (o)))\n"
    "__kernel void inc(__global int *x, long x_off, long n) {\n"
    "  long i = get_global_id(0);\n"
    "  if (i < n) AT(int, x, x_off)[i] += 1;\n"
    "}\n"
    "__kernel void grid(__global double *g, long g_off, long n0, long n1) {\n"
    "  long i = get_global_id(0), j = get_global_id(1);\n"
    "  if (i < n0 && j < n1) AT(double, g, g_off)[j * n0 + i] = i - j;\n"
    "}\n"
    "__kernel void rsum(__global int *x, long x_off, long n,\n"
    "                   __global long *part, __local long *loc) {\n"
    "  long i = get_global_id(0);\n"
    "  size_t l = get_local_id(0);\n"
    "  loc[l] = i < n ? AT(int, x, x_off)[i] : 0;\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  for (size_t s = get_local_size(0) / 2; s > 0; s /= 2) {\n"
    "    if (l < s) loc[l] += loc[l + s];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  }\n"
    "  if (l == 0) part[get_group_id(0)] = loc[0];\n"
    "}\n"
    "__kernel void last(__global long *out, long n) {\n"
    "  if (get_global_id(0) == n - 1) *out = n - 1;\n"
    "}\n",
    names, 4, 0, 0};

#define N 100000
#define N0 300
#define N1 200
static int x[N];
static double g[N0 * N1];

static void inc(long n) {
  if (omp2ocl_opencl_active(&prog)) {
    omp2ocl_kernel *k = omp2ocl_kernel_get(&prog, 0);
    size_t gl = (size_t)n;
    if (k && omp2ocl_arg_mem(k, 0, x, n * sizeof(int),
                             OMP2OCL_READ | OMP2OCL_WRITE) &&
        omp2ocl_arg_value(k, 2, &n, sizeof n) && omp2ocl_launch(k, 1, &gl))
      return;
  }
#pragma omp parallel for
  for (long i = 0; i < n; i++) x[i] += 1;
}

static void grid(long n0, long n1) {
  if (omp2ocl_opencl_active(&prog)) {
    omp2ocl_kernel *k = omp2ocl_kernel_get(&prog, 1);
    size_t gl[2] = {(size_t)n0, (size_t)n1};
    if (k && omp2ocl_arg_mem(k, 0, g, n0 * n1 * sizeof(double),
                             OMP2OCL_WRITE_ALL) &&
        omp2ocl_arg_value(k, 2, &n0, sizeof n0) &&
        omp2ocl_arg_value(k, 3, &n1, sizeof n1) && omp2ocl_launch(k, 2, gl))
      return;
  }
#pragma omp parallel for
  for (long j = 0; j < n1; j++)
    for (long i = 0; i < n0; i++) g[j * n0 + i] = i - j;
}

static long sum(long n) {
  long s = 0;
  if (omp2ocl_opencl_active(&prog)) {
    omp2ocl_kernel *k = omp2ocl_kernel_get(&prog, 2);
    size_t gl = (size_t)n, count = 0;
    if (k && omp2ocl_arg_mem(k, 0, x, n * sizeof(int), OMP2OCL_READ) &&
        omp2ocl_arg_value(k, 2, &n, sizeof n) &&
        omp2ocl_arg_reduction(k, 3, sizeof(long)) &&
        omp2ocl_launch(k, 1, &gl)) {
      const long *part = omp2ocl_reduction_partials(k, 3, &count);
      if (part) {
        for (size_t i = 0; i < count; i++) s += part[i];
        return s;
      }
    }
  }
#pragma omp parallel for reduction(+ : s)
  for (long i = 0; i < n; i++) s += x[i];
  return s;
}

static long last(long n) {
  long v = -1;
  if (omp2ocl_opencl_active(&prog)) {
    omp2ocl_kernel *k = omp2ocl_kernel_get(&prog, 3);
    size_t gl = (size_t)n;
    if (k && omp2ocl_arg_out(k, 0, &v, sizeof v) &&
        omp2ocl_arg_value(k, 1, &n, sizeof n) && omp2ocl_launch(k, 1, &gl))
      return v;
  }
  for (long i = 0; i < n; i++) v = i;
  return v;
}

int main(void) {
  for (int i = 0; i < N; i++) x[i] = i;
  inc(N);
  inc(N);
  omp2ocl_host_access(&x[7], sizeof(int), OMP2OCL_WRITE);
  x[7] = 0; /* a host write between kernels */
  inc(N);
  long s = sum(N);
  long expect = (long)N * (N - 1) / 2 + 3L * N - 10 + 1;
  if (s != expect) {
    printf("sum = %ld, expected %ld\n", s, expect);
    return 1;
  }
  omp2ocl_host_access(x, sizeof x, OMP2OCL_READ);
  for (int i = 0; i < N; i++)
    if (x[i] != (i == 7 ? 1 : i + 3)) {
      printf("x[%d] = %d\n", i, x[i]);
      return 1;
    }
  grid(N0, N1);
  omp2ocl_host_access(g, 0, OMP2OCL_READ);
  for (long j = 0; j < N1; j++)
    for (long i = 0; i < N0; i++)
      if (g[j * N0 + i] != (double)(i - j)) {
        printf("g[%ld][%ld] = %g\n", j, i, g[j * N0 + i]);
        return 1;
      }
  if (last(N) != N - 1) {
    printf("lastprivate wrong\n");
    return 1;
  }
  printf("ok (%s)\n", omp2ocl_opencl_active(&prog) ? "opencl" : "openmp");
  return 0;
}
