/* A C program shaped like omp2ocl's output, built with exactly the link line
 * generated programs use. It adds one to every element on the device (or
 * with OpenMP when the runtime says so) and checks the result. */
#include "omp2ocl_rt.h"

#include <stdio.h>

static const char *const names[] = {"inc"};
static omp2ocl_program prog = {
    "c_link_test.c",
    "__kernel void inc(__global int *x, long x_off, long n) {\n"
    "  long i = get_global_id(0);\n"
    "  if (i < n) ((__global int *)((__global char *)x + x_off))[i] += 1;\n"
    "}\n",
    names, 1, 0, 0};

static int x[1000];

static void inc(long n) {
  if (omp2ocl_opencl_active(&prog)) {
    omp2ocl_kernel *k = omp2ocl_kernel_get(&prog, 0);
    size_t g = (size_t)n;
    if (k && omp2ocl_arg_mem(k, 0, x, n * sizeof(int),
                             OMP2OCL_READ | OMP2OCL_WRITE) &&
        omp2ocl_arg_value(k, 2, &n, sizeof n) && omp2ocl_launch(k, 1, &g))
      return;
  }
#pragma omp parallel for
  for (long i = 0; i < n; i++) x[i] += 1;
}

int main(void) {
  for (int i = 0; i < 1000; i++) x[i] = i;
  inc(1000);
  inc(1000);
  omp2ocl_host_access(x, sizeof x, OMP2OCL_READ);
  for (int i = 0; i < 1000; i++)
    if (x[i] != i + 2) {
      printf("x[%d] = %d, expected %d\n", i, x[i], i + 2);
      return 1;
    }
  printf("ok (%s)\n", omp2ocl_opencl_active(&prog) ? "opencl" : "openmp");
  return 0;
}
