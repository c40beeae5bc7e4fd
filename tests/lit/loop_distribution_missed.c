// Loops whose body is a sequence of nests that loop distribution leaves
// whole, each with the reason; loops with nothing to gain say nothing.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
// RUN: %clsyntax %t/loop_distribution_missed.omp2ocl.cl
#define N 32
static double a[N][N][N], b[N][N][N], c[N][N], d[N];
static int hist[8];

static void scale(double *x) { *x *= 2.0; }

void f(double s) {
  int i, j, k;
  double sum = 0.0, last = 0.0, t, w;
#pragma omp parallel for private(i, j) reduction(+:sum)
  for (k = 0; k < N; k++) {
    for (j = 0; j < N; j++)
      for (i = 0; i < N; i++)
        a[k][j][i] = s * b[k][j][i];
    for (j = 0; j < N; j++)
      sum += a[k][j][0];
  }
// CHECK: [[@LINE-8]]:1: remark: loop not distributed: it has a reduction ('sum')
#pragma omp parallel for private(i, j) lastprivate(last)
  for (k = 0; k < N; k++) {
    for (j = 0; j < N; j++)
      for (i = 0; i < N; i++)
        a[k][j][i] = s * b[k][j][i];
    last = c[k][0];
  }
// CHECK: [[@LINE-7]]:1: remark: loop not distributed: 'last' is lastprivate
#pragma omp parallel for private(i, j)
  for (k = 0; k < N; k++) {
    for (j = 0; j < N; j++)
      for (i = 0; i < N; i++)
        a[k][j][i] = s * b[k][j][i];
#pragma omp atomic
    hist[k % 8] += 1;
  }
// CHECK: [[@LINE-8]]:1: remark: loop not distributed: it contains '#pragma omp atomic'
#pragma omp parallel for private(i, j)
  for (k = 0; k < N; k++) {
    if (d[k] < 0.0)
      continue;
    for (j = 0; j < N; j++)
      for (i = 0; i < N; i++)
        a[k][j][i] = s * b[k][j][i];
  }
// CHECK: [[@LINE-8]]:1: remark: loop not distributed: a 'continue' ends some iterations early
#pragma omp parallel for private(i, j, t)
  for (k = 0; k < N; k++) {
    t = d[k];
    for (j = 0; j < N; j++)
      for (i = 0; i < N; i++)
        a[k][j][i] = t * b[k][j][i];
    d[k] = t + a[k][0][0];
  }
// CHECK: [[@LINE-8]]:1: remark: loop not distributed: 't' flows from statement 1 into statement 3 (lines [[@LINE-6]]-[[@LINE-2]])
#pragma omp parallel for private(i, j, w)
  for (k = 0; k < N; k++) {
    for (j = 1; j < N; j++)
      c[k][j] = c[k][j - 1] + 1.0;
    w = c[k][N - 1];
    scale(&w);
    d[k] = w;
  }
// CHECK: [[@LINE-8]]:1: remark: loop not distributed: the address of 'w', private to an iteration, is taken
#pragma omp parallel for private(i, j)
  for (k = 0; k < N; k++) {
    for (j = 1; j < N; j++)
      c[k][j] = c[k][j - 1] + 1.0;
    for (j = 1; j < N; j++)
      c[k][j] = c[k][j] * c[k][j - 1];
  }
// CHECK: [[@LINE-7]]:1: remark: loop not distributed: none of its 2 statement groups maps more loops to the NDRange than the whole loop (1-D)
#pragma omp parallel for default(none) shared(a, b, c, s) private(i, j)
  for (k = 0; k < N; k++) {
    for (j = 0; j < N; j++)
      for (i = 0; i < N; i++)
        a[k][j][i] = s * b[k][j][i];
    c[k][0] = a[k][0][0];
  }
// CHECK: [[@LINE-7]]:1: remark: loop not distributed: it has a 'default(none)' clause
// Nothing to gain: already three loops on the NDRange, or no loop in the body.
#pragma omp parallel for private(i, j)
  for (k = 0; k < N; k++)
    for (j = 0; j < N; j++)
      for (i = 0; i < N; i++)
        a[k][j][i] = b[k][j][i];
#pragma omp parallel for
  for (k = 0; k < N; k++) {
    c[k][0] = d[k];
    c[k][1] = d[k] * 2.0;
  }
}
// CHECK-NOT: loop not distributed
// CHECK: remark: loop offloaded as 1-D kernel 'f_L15'
