// Run-time loop steps: the host evaluates the step once and passes it to
// the kernel (__st0), which computes each work-item's iterator from it; a
// step under 1 runs the OpenMP version. Private structs written member by
// member: a whole read needs every member written in the iteration (one
// member left out keeps the loop on the host); a union's members count as
// one, written only whole.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- -fopenmp 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/session18_steps_and_members.omp2ocl.cl
// RUN: %FileCheck %s --input-file=%t/session18_steps_and_members.omp2ocl.c
// RUN: %hostsyntax %t/session18_steps_and_members.omp2ocl.c
#define N 1000
struct cplx { double r, i; };
union bits { double d; long l; };
struct tagged { union bits u; int k; };
static char mark[N + 1];
static double out[N];

static double norm(struct cplx c) { return c.r * c.r + c.i * c.i; }
static double first(struct tagged t) { return t.u.d + t.k; }

void sieve_step(int p) {
  int i;
  // REMARK: [[@LINE+1]]:1: remark: loop offloaded as 1-D kernel 'sieve_step_L[[@LINE+1]]'
#pragma omp parallel for
  for (i = p * p; i <= N; i += p)
    mark[i] = 1;
}
// CL-LABEL: __kernel void sieve_step_L
// CL: long __st0,
// CL: int i = (int)(__lb0 + __g0 * __st0);
// CHECK-LABEL: void sieve_step(int p)
// CHECK: __st0 = (long)(p);
// CHECK: __n0 = __st0 > 0 && __ub0 > __lb0 ? (long)(((unsigned long)__ub0 - (unsigned long)__lb0 + (unsigned long)__st0 - 1UL) / (unsigned long)__st0) : 0;
// CHECK: if (__st0 < 1) break;
// CHECK-NEXT: __omp2ocl_ran = 1;

void down(int s) {
  int i;
  // REMARK: [[@LINE+1]]:1: remark: loop offloaded as 1-D kernel 'down_L[[@LINE+1]]'
#pragma omp parallel for
  for (i = N - 1; i >= 0; i -= s)
    out[i] = i;
}
// CL-LABEL: __kernel void down_L
// CL: int i = (int)(__lb0 + __g0 * -__st0);

void members(void) {
  int i;
  struct cplx c;
  // REMARK: [[@LINE+1]]:1: remark: loop offloaded as 1-D kernel 'members_L[[@LINE+1]]'
#pragma omp parallel for private(c)
  for (i = 0; i < N; i++) {
    c.r = i;
    c.i = -i;
    out[i] = norm(c);
  }
}

void one_member_left(void) {
  int i;
  struct cplx c;
  // REMARK: [[@LINE+1]]:1: remark: loop kept on the host: 'c' may carry a value from one iteration to the next (read at line [[@LINE+4]] before it is written in the iteration)
#pragma omp parallel for private(c)
  for (i = 0; i < N; i++) {
    c.r = i;
    out[i] = norm(c);
  }
}

void union_member(void) {
  int i;
  struct tagged t;
  // REMARK: [[@LINE+1]]:1: remark: loop kept on the host: 't' may carry a value from one iteration to the next (read at line [[@LINE+5]] before it is written in the iteration)
#pragma omp parallel for private(t)
  for (i = 0; i < N; i++) {
    t.u.l = i;
    t.k = 2;
    out[i] = first(t);
  }
}

// A private clause's pointer, pointed into a shared array in the body:
// declared in the kernel in the space of what it is given.
static double grid[N][8];
void private_pointer(void) {
  int i, k;
  double *row;
  // REMARK: [[@LINE+1]]:1: remark: loop offloaded as 1-D kernel 'private_pointer_L[[@LINE+1]]'
#pragma omp parallel for private(row, k)
  for (i = 0; i < N; i++) {
    row = &grid[i][0];
    for (k = 0; k < 8; k++)
      row[k] = i + k;
  }
}
// CL-LABEL: __kernel void private_pointer_L
// CL: __global double *row;
// CL: row = &grid[i][0];

// An unsigned 64-bit iterator: bounds compared as unsigned on the host, the
// iterator computed in unsigned arithmetic in the kernel.
void wide(unsigned long lo, unsigned long hi) {
  unsigned long q;
#pragma omp parallel for
  for (q = lo; q < hi; q++)
    out[q - lo] = 1.0;
}
// CL-LABEL: __kernel void wide_L
// CL: ulong q = (ulong)((ulong)__lb0 + (ulong)__g0 * (ulong)(1L));
// CHECK-LABEL: void wide(unsigned long lo, unsigned long hi)
// CHECK-SAME: { __attribute__((cleanup(omp2ocl_activation_end))) struct omp2ocl_activation __omp2ocl_activation = omp2ocl_activation_begin(0);
// CHECK: __n0 = (unsigned long)__ub0 > (unsigned long)__lb0 ? (long)(((unsigned long)__ub0 - (unsigned long)__lb0 + (unsigned long)1L - 1UL) / (unsigned long)1L) : 0;

// Activations: functions that may launch kernels and that code no
// translator saw may call (external ones, and those whose address is
// taken) bring device data home when they return to such code.
static void scale_all(double f) {
  int i;
#pragma omp parallel for
  for (i = 0; i < N; i++)
    out[i] *= f;
}
// CHECK-LABEL: static void scale_all(double f) {
// CHECK-SAME: omp2ocl_activation_begin(OMP2OCL_ACTIVATION_CALLBACK);
static void twice(void) {
  int i;
#pragma omp parallel for
  for (i = 0; i < N; i++)
    out[i] *= 2.0;
}
// CHECK-LABEL: static void twice(void) {
// CHECK-NOT: omp2ocl_activation_begin
// CHECK: int main(void) {
// CHECK-SAME: omp2ocl_activation_begin(OMP2OCL_ACTIVATION_MAIN);
// A call that may enter untranslated code marks the caller's depth as a
// boundary; the threads of a region that may launch kernels are inside
// translated code.
// CHECK: omp2ocl_boundary((const void *)&apply)
// CHECK-SAME: apply(scale_all, 0.5);
// CHECK: #pragma omp parallel
// CHECK-NEXT: { __attribute__((cleanup(omp2ocl_activation_end))) struct omp2ocl_activation __omp2ocl_region_activation = omp2ocl_activation_begin(OMP2OCL_ACTIVATION_REGION);
void apply(void (*f)(double), double x);
int main(void) {
  apply(scale_all, 0.5);
#pragma omp parallel
  {
    twice();
  }
  return 0;
}
