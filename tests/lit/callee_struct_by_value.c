// Callees taking or returning structs by value run in the kernel (private
// copies in OpenCL C too); a struct holding a pointer keeps the loop on the
// host (the pointer's address space is unknown).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
// RUN: %clsyntax %t/callee_struct_by_value.omp2ocl.cl
// RUN: %hostsyntax -Wall -Werror %t/callee_struct_by_value.omp2ocl.c
typedef struct { float x, y, z; } float3;
typedef struct { double *v; int n; } vec;
static float3 sub3(float3 a, float3 b) {
  float3 r = {a.x - b.x, a.y - b.y, a.z - b.z};
  return r;
}
static float sqd(float3 v) { return v.x * v.x + v.y * v.y + v.z * v.z; }
static double first(vec v) { return v.v[0]; }
static float p[300], o[100];
static double q[100];

void by_value(void) {
  int i;
// CHECK: callee_struct_by_value.c:[[@LINE+1]]:{{.*}}loop offloaded
#pragma omp parallel for
  for (i = 0; i < 100; i++) {
    float3 a = {p[3 * i], p[3 * i + 1], p[3 * i + 2]}, b = {1, 2, 3};
    o[i] = sqd(sub3(a, b));
  }
}

void holding_pointer(vec v) {
  int i;
// CHECK: callee_struct_by_value.c:[[@LINE+1]]:{{.*}}kept on the host: it calls 'first', which takes a function pointer or a struct holding a pointer
#pragma omp parallel for
  for (i = 0; i < 100; i++)
    q[i] = first(v) * i;
}
