// Structs keep the host's layout in the kernel source (packed, aligned
// members, members a kernel cannot name); what the host reads to launch a
// kernel is announced before the directive (bounds, values a kernel may
// hold); variable-length arrays are dropped at scope exit and announced
// with their run-time size; a thread id handed to an orphaned loop keeps
// it on the host.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass-missed=omp2ocl -- -fopenmp 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/session16_layouts_and_launch_inputs.omp2ocl.cl
// RUN: %FileCheck %s --input-file=%t/session16_layouts_and_launch_inputs.omp2ocl.c
// RUN: %hostsyntax %t/session16_layouts_and_launch_inputs.omp2ocl.c
#include <omp.h>
#define N 64

// CL: struct __attribute__((packed)) omp2ocl_packed_t {
// CL-NEXT: char c;
// CL-NEXT: double d;
// CL-NEXT: int i;
// CL-NEXT: };
typedef struct __attribute__((packed)) {
  char c;
  double d;
  int i;
} packed_t;

// CL: struct __attribute__((aligned(16))) omp2ocl_aligned_t {
// CL-NEXT: char c;
// CL-NEXT: uchar __omp2ocl_pad0[15];
// CL-NEXT: double d;
// CL-NEXT: int i;
// CL-NEXT: };
typedef struct {
  char c;
  double d __attribute__((aligned(16)));
  int i;
} aligned_t;

// CL: struct __attribute__((aligned(16))) omp2ocl_opaque_t {
// CL-NEXT: double x;
// CL-NEXT: uchar __omp2ocl_pad0[8];
// CL-NEXT: uchar acc[16];
// CL-NEXT: double y;
// CL-NEXT: };
typedef struct {
  double x;
  long double acc;
  double y;
} opaque_t;

static packed_t P[N];
static aligned_t A[N];
static opaque_t O[N];
static int cnt[2];
int count;
double out[N], partial[N];

void layouts(void) {
  int k;
#pragma omp parallel for
  for (k = 0; k < N; k++)
    out[k] = P[k].d + A[k].d + O[k].y;
}

// CHECK-LABEL: void launch_inputs(
// CHECK: omp2ocl_host_access((const void *)&(cnt[0]), sizeof(cnt[0]), OMP2OCL_READ); omp2ocl_host_access((const void *)&(cnt[1]), sizeof(cnt[1]), OMP2OCL_READ);
// CHECK-NEXT: { /* omp2ocl: launch_inputs_L
// CHECK: omp2ocl_host_access((const void *)&count, sizeof(count), OMP2OCL_READ);
// CHECK-NEXT: { /* omp2ocl: launch_inputs_L
void launch_inputs(void) {
  int i;
#pragma omp parallel for
  for (i = 0; i < 2; i++)
    cnt[i] = 10 * (i + 1);
#pragma omp parallel for
  for (i = cnt[0]; i < cnt[1]; i++) {
#pragma omp atomic
    count++;
  }
#pragma omp parallel for
  for (i = 0; i < N; i++)
    out[i] = count;
}

// CHECK-LABEL: double vla_sum(
// CHECK: double v[n], s = 0.0; __attribute__((cleanup(omp2ocl_discard_at_exit))) struct omp2ocl_scope_object __omp2ocl_forget_v = {(void *)v, sizeof(v)};
// CHECK: omp2ocl_host_access((const void *)v, sizeof(v), OMP2OCL_READ);
double vla_sum(int n) {
  double v[n], s = 0.0;
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    v[i] = i;
  for (i = 0; i < n; i++)
    s += v[i];
  return s;
}

// REMARK: session16_layouts_and_launch_inputs.c:[[@LINE+3]]:{{.*}}loop kept on the host: 't' may hold a different value in each thread
static void acc(int t) {
  int i;
#pragma omp for
  for (i = 0; i < N; i++)
    partial[t] += out[i];
}

void team(void) {
#pragma omp parallel
  {
    int me = omp_get_thread_num();
    acc(me);
  }
}
