// A local pointer of kernel code gets the address space of the values stored
// to it: its initialiser and the assignments in its scope (null pointers fit
// any). A local of the loop body handed to a function selects the clone for
// that space. A pointer receiving values from both spaces keeps the loop on
// the host, and the kernel source of the others still builds (%clsyntax).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --input-file=%t/local_pointer_spaces.omp2ocl.cl
// RUN: %clsyntax %t/local_pointer_spaces.omp2ocl.cl
#define N 64
static double g[N * 4], out[N];

static double sum4(const double *r) { return r[0] + r[1] + r[2] + r[3]; }

// CHECK-LABEL: double first_L{{[0-9]+}}__later(int i, __global double *__cg0_g)
// CHECK: __global double *{{p}} = 0;
static double later(int i) {
  const double *p = 0;
  p = &g[i * 4];
  return p[2];
}

void first(void) {
  int i;
// REMARK: local_pointer_spaces.c:[[@LINE+1]]:{{.*}}loop offloaded
#pragma omp parallel for
  for (i = 0; i < N; i++)
    out[i] = later(i);
}

// CHECK-LABEL: __kernel void second_L
// CHECK: __global double *{{r}}ow;
// CHECK: second_L{{[0-9]+}}__sum4_g({{r}}ow)
void second(void) {
  int i;
// REMARK: local_pointer_spaces.c:[[@LINE+1]]:{{.*}}loop offloaded
#pragma omp parallel for
  for (i = 0; i < N; i++) {
    const double *row;
    row = g + 4 * i;
    out[i] += sum4(row);
  }
}

void third(void) {
  int i;
// REMARK: local_pointer_spaces.c:[[@LINE+1]]:{{.*}}loop kept on the host: the pointer 'p' points into both private and global memory
#pragma omp parallel for
  for (i = 0; i < N; i++) {
    double loc[4] = {1, 2, 3, 4};
    const double *p = loc;
    if (i % 2)
      p = &g[4 * i];
    out[i] += p[1];
  }
}
