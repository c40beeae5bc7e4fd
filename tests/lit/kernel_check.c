// The unit's OpenCL C is compiled with Clang's OpenCL front end before it is
// written: a kernel it rejects (here an error injected for the test) keeps
// its loop on the host with the error as the reason, and the other kernels
// of the unit, which would have failed with it in one program at run time,
// stay on the device.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -finject-kernel-fault=broken_L19 -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --input-file=%t/kernel_check.omp2ocl.cl
// RUN: %clsyntax %t/kernel_check.omp2ocl.cl
#define N 64
static double a[N], b[N];

// CHECK-NOT: __kernel void broken_L
// CHECK: __kernel void fine_L
// CHECK-NOT: __kernel void broken_L
void broken(void) {
  int i;
// REMARK: kernel_check.c:[[@LINE+1]]:{{.*}}loop kept on the host: its OpenCL C does not compile (a translator bug; please report it): {{.+}}
#pragma omp parallel for
  for (i = 0; i < N; i++)
    a[i] = i;
}

void fine(void) {
  int i;
// REMARK: kernel_check.c:[[@LINE+1]]:{{.*}}loop offloaded
#pragma omp parallel for
  for (i = 0; i < N; i++)
    b[i] = a[i] * 2.0;
}
