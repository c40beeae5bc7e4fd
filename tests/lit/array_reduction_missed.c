// Array reductions that stay on the host, each with its reason: clause
// items the device does not reduce, and shapes near the legacy
// private-accumulator idiom that are not an array reduction.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
#define N 1000
#define NQ 10
static int key[N];
static long q[NQ];
static long tp[NQ];
#pragma omp threadprivate(tp)

void too_large(void) {
  long big[300] = {0};
  int i;
#pragma omp parallel for reduction(+ : big)
  for (i = 0; i < N; i++)
    big[key[i] % 300]++;
}
// CHECK: [[@LINE-4]]:1: remark: loop kept on the host: 'big' is an array reduction of 300 elements, more than the 256 a work-item's private copy holds on the device

void length_not_constant(long *h, int n) {
  int i;
#pragma omp parallel for reduction(+ : h[0:n])
  for (i = 0; i < N; i++)
    h[key[i] % n]++;
}
// CHECK: [[@LINE-4]]:1: remark: loop kept on the host: 'h' is reduced over a section whose length is not a constant

void several_dims(void) {
  long g[4][4] = {{0}};
  int i;
#pragma omp parallel for reduction(+ : g[0:4][0:4])
  for (i = 0; i < N; i++)
    g[key[i] % 4][i % 4]++;
}
// CHECK: [[@LINE-4]]:1: remark: loop kept on the host: reduction over a section of several dimensions is not supported

// A region's reduction gives each thread its own copy: the loop's updates
// accumulate over a thread's iterations (before, the array was taken as
// shared and the kernel wrote it directly).
void region_reduction(void) {
  long r[NQ] = {0};
  int i;
#pragma omp parallel reduction(+ : r)
  {
#pragma omp for
    for (i = 0; i < N; i++)
      r[key[i] % NQ] += 1;
  }
}
// CHECK: [[@LINE-5]]:1: remark: loop kept on the host: 'r' element read at line [[@LINE-3]] may not be written earlier in the iteration

void threadprivate_accumulator(void) {
  int i, l;
#pragma omp parallel private(l)
  {
    for (l = 0; l < NQ; l++)
      tp[l] = 0;
#pragma omp for
    for (i = 0; i < N; i++)
      tp[key[i] % NQ] += 1;
#pragma omp critical
    for (l = 0; l < NQ; l++)
      q[l] += tp[l];
  }
}
// CHECK: [[@LINE-8]]:1: remark: loop kept on the host: 'tp' element read at line [[@LINE-6]] may not be written earlier in the iteration (not an array reduction: 'tp' is threadprivate: each thread's copy outlives the region)

void merge_in_if(int cond) {
  int i, l;
#pragma omp parallel private(l)
  {
    long qq[NQ];
    for (l = 0; l < NQ; l++)
      qq[l] = 0;
#pragma omp for
    for (i = 0; i < N; i++)
      qq[key[i] % NQ] += 1;
    if (cond) {
#pragma omp critical
      for (l = 0; l < NQ; l++)
        q[l] += qq[l];
    }
  }
}
// CHECK: [[@LINE-10]]:1: remark: loop kept on the host: 'qq' element read at line [[@LINE-8]] may not be written earlier in the iteration (not an array reduction: the statement after the loop that uses 'qq' (line [[@LINE-7]]) is not a merge `for (l = 0; l < 10; l++) shared[l] op= qq[l]` under critical or atomic)

void update_value_used(long *out) {
  int i, l;
#pragma omp parallel private(l)
  {
    long qq[NQ];
    for (l = 0; l < NQ; l++)
      qq[l] = 0;
#pragma omp for
    for (i = 0; i < N; i++)
      out[i] = qq[key[i] % NQ] += 1;
#pragma omp critical
    for (l = 0; l < NQ; l++)
      q[l] += qq[l];
  }
}
// CHECK: [[@LINE-8]]:1: remark: loop kept on the host: {{.*}}(not an array reduction: the value of an update of 'qq' is used (line [[@LINE-6]]))

void int_update_rounds(void) {
  int i, l;
#pragma omp parallel private(l)
  {
    int qq[NQ];
    for (l = 0; l < NQ; l++)
      qq[l] = 0;
#pragma omp for
    for (i = 0; i < N; i++)
      qq[key[i] % NQ] += 0.5;
#pragma omp critical
    for (l = 0; l < NQ; l++)
      q[l] += qq[l];
  }
}
// CHECK: [[@LINE-8]]:1: remark: loop kept on the host: {{.*}}(not an array reduction: 'qq' is assigned in the loop other than by an update `qq[e] op= x` (line [[@LINE-6]]))

void address_escapes(long **keep) {
  int i, l;
#pragma omp parallel private(l)
  {
    long qq[NQ];
    for (l = 0; l < NQ; l++)
      qq[l] = 0;
    keep[0] = qq;
#pragma omp for
    for (i = 0; i < N; i++)
      qq[key[i] % NQ] += 1;
#pragma omp critical
    for (l = 0; l < NQ; l++)
      q[l] += qq[l];
  }
}
// CHECK: [[@LINE-8]]:1: remark: loop kept on the host: {{.*}}(not an array reduction: the address of 'qq' is taken before the loop (line [[@LINE-9]]))

void two_operators(void) {
  int i, l;
#pragma omp parallel private(l)
  {
    long qq[NQ];
    for (l = 0; l < NQ; l++)
      qq[l] = 1;
#pragma omp for
    for (i = 0; i < N; i++) {
      qq[key[i] % NQ] += 1;
      qq[i % NQ] *= 2;
    }
#pragma omp critical
    for (l = 0; l < NQ; l++)
      q[l] += qq[l];
  }
}
// CHECK: [[@LINE-10]]:1: remark: loop kept on the host: {{.*}}(not an array reduction: 'qq' is updated with both '+' and '*' in the loop)
