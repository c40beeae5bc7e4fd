// An element of a thread's own array that one iteration leaves behind and a
// later iteration reads is a carried value: that the first mention of `t` in
// the body is a write (of t[0]) proves nothing about t[1]. Such loops stay
// OpenMP, with the uncovered read named.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
#define N 64
static double a[N], b[N];

void carried_element(void) {
  double t[2];
  int i;
#pragma omp for
  for (i = 0; i < N; i++) {
    t[0] = a[i];
    b[i] = t[0] + t[1];
    t[1] = a[i];
  }
}
// CHECK: array_privatization_unsound.c:[[@LINE-7]]:1: remark: loop kept on the host: 't' element read at line [[@LINE-4]] may not be written earlier in the iteration

/* A row written for one column only; the other columns come from before. */
void carried_row(void) {
  double s[4][3];
  int i, c;
#pragma omp for
  for (i = 0; i < N; i++) {
    for (c = 0; c < 3; c++)
      s[c][0] = a[i] * c;
    b[i] = s[2][0] + s[3][0];
  }
}
// CHECK: array_privatization_unsound.c:[[@LINE-7]]:1: remark: loop kept on the host: 's' element read at line [[@LINE-3]] may not be written earlier in the iteration
