// The scalar private-accumulator idiom: a thread's own sum merged after the
// loop under critical runs as a reduction into the launching thread's copy.
// A critical section that does more than the merge must merge into a
// variable (so the other statements can be seen not to touch it): an element
// reached through a pointer (`p[0]`) beside another statement keeps the
// loop on the host.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
#define N 1000
double a[N];
double total;
int merges;

void into_variable(void) {
  int i;
#pragma omp parallel
  {
    double s = 0.0;
    // CHECK: private_accumulator_scalar.c:[[@LINE+1]]:{{.*}}kernel 'into_variable_L[[@LINE+1]]': 's' is a reduction (+), each thread's own variable merged into 'total' under 'critical'
#pragma omp for
    for (i = 0; i < N; i++)
      s += a[i];
#pragma omp critical
    {
      total += s;
      merges++;
    }
  }
}

void through_pointer(double *p) {
  int i;
#pragma omp parallel
  {
    double s = 0.0;
    // CHECK: private_accumulator_scalar.c:[[@LINE+1]]:{{.*}}loop kept on the host: 's' may carry a value {{.*}}(not a reduction: the critical section of the merge at line {{[0-9]+}} does more than the merge into memory through a pointer)
#pragma omp for
    for (i = 0; i < N; i++)
      s += a[i];
#pragma omp critical
    {
      p[0] += s;
      merges++;
    }
  }
}
