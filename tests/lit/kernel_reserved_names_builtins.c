// Kernels rename variables whose names OpenCL C reserves or that name a
// built-in the generated code calls (a trailing `_`), and print GCC's
// bit-counting built-ins as OpenCL's clz and popcount, with the argument
// converted to the built-in's parameter type.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/kernel_reserved_names_builtins.omp2ocl.cl
// RUN: %clsyntax %t/kernel_reserved_names_builtins.omp2ocl.cl
#define N 256
static double get_global_id[N];
static unsigned long words[N];
static int bits[N];

void names(double vec_step, int true) {
  int i;
#pragma omp parallel for
  for (i = 0; i < N; i++) {
    int barrier = i % 3;
    get_global_id[i] = vec_step * i + true + barrier;
  }
}

void counts(void) {
  int i;
#pragma omp parallel for
  for (i = 0; i < N; i++)
    bits[i] = __builtin_clzl(words[i] | 1ul) + __builtin_popcount((unsigned)bits[i]);
}

// REMARK: remark: loop offloaded as 1-D kernel 'names_L16'
// REMARK: remark: loop offloaded as 1-D kernel 'counts_L25'

// CL-LABEL: __kernel void names_L16(
// CL: __global char *get_global_id___base,
// CL: double vec_step_,
// CL: int true_)
// CL: int barrier_ = i % 3;
// CL: get_global_id_[i] = vec_step_ * i + true_ + barrier_;
// CL-LABEL: __kernel void counts_L25(
// CL: bits[i] = ((int)clz((ulong)(words[i] | 1UL))) + ((int)popcount((uint)(((uint)(bits[i])))));
