// The forms of `#pragma omp atomic` on global memory: integer add and
// subtract (also e + x, and captured) use the device's atomic_add/atom_sub;
// a floating add of a value of x's own type the prelude's helpers; every
// other operator, operand order and capture a compare-and-swap loop that
// computes x op e with C's conversions; read and write atomic_add(.., 0) and
// atomic_xchg. A location of fewer than 32 bits, or `compare`, keeps the
// loop on the host.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- -fopenmp=libomp -fopenmp-version=51 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --input-file=%t/atomic_forms.omp2ocl.cl
// RUN: %clsyntax %t/atomic_forms.omp2ocl.cl
#define N 256
static int h[16];
static long total;
static float f;
static double d;
static unsigned m[4];
static short sh[4];

void forms(void) {
  int i, c = 0;
// REMARK: atomic_forms.c:[[@LINE+1]]:{{.*}}loop offloaded
#pragma omp parallel for
  for (i = 0; i < N; i++) {
    int slot;
    double was;
// CHECK: atomic_add((volatile __global uint *)&(h[i % 16]), (uint)((int)(2)));
#pragma omp atomic
    h[i % 16] = 2 + h[i % 16];
// CHECK: atom_sub((volatile __global ulong *)&((*total__p)), (ulong)((long)(i)));
#pragma omp atomic
    total = total - i;
// CHECK: omp2ocl_atomic_add_float(&((*f__p)), (0.5f));
#pragma omp atomic
    f += 0.5f;
// CHECK: const double __av = (double)(0.25); volatile __global uint *__aa = (volatile __global uint *)&((*f__p));
// CHECK-NEXT: do { __ao = *__aa; __an = as_uint((float)(as_float(__ao) + __av)); } while (atomic_cmpxchg(__aa, __ao, __an) != __ao);
#pragma omp atomic
    f = f + 0.25;
// CHECK: do { __ao = *__aa; __an = (uint)((uint)(__av - (uint)(__ao))); } while (atomic_cmpxchg(__aa, __ao, __an) != __ao);
#pragma omp atomic
    m[i % 4] = 7u - m[i % 4];
// CHECK: do { __ao = *__aa; __an = (uint)((uint)((uint)(__ao) | __av)); }
#pragma omp atomic update
    m[(i + 1) % 4] |= 1u << (i % 32);
// CHECK: { uint __ao = atomic_add((volatile __global uint *)&((*c__p)), (uint)((int)1)); slot = (int)(__ao); }
#pragma omp atomic capture
    slot = c++;
// CHECK: do { __ao = *__aa; __an = as_ulong((double)(as_double(__ao) * __av)); } while (atom_cmpxchg(__aa, __ao, __an) != __ao);
// CHECK-NEXT: was = as_double(__ao);
#pragma omp atomic capture
    { was = d; d *= 2.0; }
// CHECK: atomic_xchg((volatile __global uint *)&(h[slot % 16]), (uint)((int)(5)));
#pragma omp atomic write
    h[slot % 16] = 5;
    m[i % 4] += (unsigned)was;
  }
}

void kept(void) {
  int i;
// REMARK: atomic_forms.c:[[@LINE+1]]:{{.*}}loop kept on the host: atomic updates of 'short' are not supported on the device
#pragma omp parallel for
  for (i = 0; i < N; i++) {
#pragma omp atomic
    sh[i % 4] += 1;
  }
// REMARK: atomic_forms.c:[[@LINE+1]]:{{.*}}loop kept on the host: '#pragma omp atomic compare' is not supported on the device
#pragma omp parallel for
  for (i = 0; i < N; i++) {
#pragma omp atomic compare
    if (h[i % 16] < i) h[i % 16] = i;
  }
}
