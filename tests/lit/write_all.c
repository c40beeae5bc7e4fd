// A buffer the kernel overwrites at every element handed over is not
// uploaded (OMP2OCL_WRITE_ALL); near misses keep the upload.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --input-file=%t/write_all.omp2ocl.c
// RUN: %hostsyntax %t/write_all.omp2ocl.c
#include <stdlib.h>
#define N 64
#define M 32
static double a[N][M], b[N], c[N], d[N][M], e[N];

void whole2d(void) {
  int i, j;
// REMARK: write_all.c:[[@LINE+2]]:{{.*}}'a' is overwritten whole
// CHECK: omp2ocl_arg_mem(__k, {{[0-9]+}}, (void *)a, sizeof(a), OMP2OCL_WRITE | OMP2OCL_WRITE_ALL)
#pragma omp parallel for private(j)
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      a[i][j] = i + 0.5 * j;
}

void countdown(void) {
  int i;
// REMARK: write_all.c:[[@LINE+2]]:{{.*}}'e' is overwritten whole
// CHECK: omp2ocl_arg_mem(__k, {{[0-9]+}}, (void *)e, sizeof(e), OMP2OCL_WRITE | OMP2OCL_WRITE_ALL)
#pragma omp parallel for
  for (i = N - 1; i >= 0; i--)
    e[i] = 2.0 * i;
}

void countdown_short(void) {
  int i;
// REMARK-NOT: 'b' is overwritten whole
// CHECK: omp2ocl_arg_mem(__k, {{[0-9]+}}, (void *)b, sizeof(b), OMP2OCL_WRITE)
#pragma omp parallel for
  for (i = N - 1; i > 0; i--)
    b[i] = 2.0 * i;
}

void partial(void) {
  int i;
// REMARK-NOT: 'b' is overwritten whole
// CHECK: omp2ocl_arg_mem(__k, {{[0-9]+}}, (void *)b, sizeof(b), OMP2OCL_WRITE)
#pragma omp parallel for
  for (i = 1; i < N; i++)
    b[i] = i;
}

void conditional(void) {
  int i;
// REMARK-NOT: 'c' is overwritten whole
// CHECK: omp2ocl_arg_mem(__k, {{[0-9]+}}, (void *)c, sizeof(c), OMP2OCL_WRITE)
#pragma omp parallel for
  for (i = 0; i < N; i++)
    if (i % 2)
      c[i] = i;
}

void rows_only(void) {
  int i;
// REMARK-NOT: 'd' is overwritten whole
// CHECK: omp2ocl_arg_mem(__k, {{[0-9]+}}, (void *)d, sizeof(d), OMP2OCL_WRITE)
#pragma omp parallel for
  for (i = 0; i < N; i++)
    d[i][0] = i;
}

void updated(void) {
  int i;
// REMARK-NOT: 'e' is overwritten whole
// CHECK: omp2ocl_arg_mem(__k, {{[0-9]+}}, (void *)e, sizeof(e), OMP2OCL_READ | OMP2OCL_WRITE)
#pragma omp parallel for
  for (i = 0; i < N; i++)
    e[i] += 1.0;
}

void heap(double *p, double *q, int n) {
  int i;
// REMARK: write_all.c:[[@LINE+3]]:{{.*}}'p' is overwritten whole
// REMARK-NOT: 'q' is overwritten whole
// CHECK: OMP2OCL_WRITE | OMP2OCL_WRITE_ALL
#pragma omp parallel for
  for (i = 0; i < n; i++) {
    p[i] = 2.0 * i;
    q[i + 1] = 1.0;
  }
}

static double g[N];
static double get(int i) { return g[i] * 2.0; }

void read_in_callee(void) {
  int i;
// REMARK-NOT: 'g' is overwritten whole
// CHECK: omp2ocl_arg_mem(__k, {{[0-9]+}}, (void *)g, sizeof(g), OMP2OCL_READ | OMP2OCL_WRITE)
#pragma omp parallel for
  for (i = 0; i < N; i++)
    g[i] = get(i);
}

// A grid linearised by hand: the subscript is a mixed-radix number whose
// digits cover [0, radix) exactly, so the writes fill one contiguous range;
// the launch passes WRITE_ALL when the range handed over is that large.
#define IX(i3, i2, i1) (((i3) * n2 + (i2)) * n1 + (i1))
void grid3(double *z, int n1, int n2, int n3) {
  int i1, i2, i3;
// REMARK: write_all.c:[[@LINE+3]]:{{.*}}'z' is overwritten whole by the kernel when its range holds as many elements as the launch writes
// CHECK: omp2ocl_arg_mem(__k, {{[0-9]+}}, (void *)(z + __lo_z), {{.*}}, (__hi_z >= __lo_z && (unsigned long)(__hi_z - __lo_z + 1) == (unsigned long)__n2 * (unsigned long)__n1 * (unsigned long)__n0 ? OMP2OCL_WRITE | OMP2OCL_WRITE_ALL : OMP2OCL_READ | OMP2OCL_WRITE) | OMP2OCL_IN_BLOCK))
// CHECK-NOT: OMP2OCL_WRITE_ALL
#pragma omp parallel for private(i2, i1)
  for (i3 = 1; i3 < n3; i3++)
    for (i2 = 0; i2 < n2; i2++)
      for (i1 = 0; i1 < n1; i1++)
        z[IX(i3, i2, i1)] = 0.0;
}

// Near misses: a digit that skips the ghost points, a digit whose loop runs
// to another radix, an iterator used twice, a constant offset.
void grid_interior(double *y, int n1, int n2) {
  int i1, i2;
// REMARK-NOT: 'y' is overwritten whole
#pragma omp parallel for private(i1)
  for (i2 = 0; i2 < n2; i2++)
    for (i1 = 1; i1 < n1 - 1; i1++)
      y[(long)i2 * n1 + i1] = 1.0;
}

void grid_other_radix(double *x, int n1, int n2) {
  int i1, i2;
// REMARK-NOT: 'x' is overwritten whole
#pragma omp parallel for private(i1)
  for (i2 = 0; i2 < n2; i2++)
    for (i1 = 0; i1 < n2; i1++)
      x[i2 * n1 + i1] = 1.0;
}

void grid_same_digit(double *w, int n1) {
  int i1;
// REMARK-NOT: 'w' is overwritten whole
#pragma omp parallel for
  for (i1 = 0; i1 < n1; i1++)
    w[i1 * n1 + i1] = 1.0;
}

void grid_narrowed(double *v, int n1, int n2) {
  int i1, i2;
// REMARK-NOT: 'v' is overwritten whole
#pragma omp parallel for private(i1)
  for (i2 = 0; i2 < n2; i2++)
    for (i1 = 0; i1 < n1; i1++)
      v[(char)(i2 * n1 + i1)] = 1.0;
}

static double acc[N][M], keep[N][M];

void written_then_accumulated(void) {
  int i, j, k;
// Each iteration reads only the element it wrote first: no upload.
// REMARK: write_all.c:[[@LINE+2]]:{{.*}}'acc' is overwritten whole
// CHECK: omp2ocl_arg_mem(__k, {{[0-9]+}}, (void *)acc, sizeof(acc), OMP2OCL_WRITE | OMP2OCL_WRITE_ALL)
#pragma omp parallel for collapse(2) private(k)
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++) {
      acc[i][j] = 0.0;
      for (k = 0; k < 4; k++)
        acc[i][j] += k * a[i][j];
    }
}

void read_before_written(void) {
  int i, j;
// The old value is read first, or the first write may not run: uploaded.
// REMARK-NOT: 'keep' is overwritten whole
// CHECK: omp2ocl_arg_mem(__k, {{[0-9]+}}, (void *)keep, sizeof(keep), OMP2OCL_READ | OMP2OCL_WRITE)
#pragma omp parallel for collapse(2)
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++) {
      double old = keep[i][j];
      keep[i][j] = 0.0;
      keep[i][j] += old;
    }
// REMARK-NOT: 'keep' is overwritten whole
// CHECK: omp2ocl_arg_mem(__k, {{[0-9]+}}, (void *)keep, sizeof(keep), OMP2OCL_READ | OMP2OCL_WRITE)
#pragma omp parallel for collapse(2)
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++) {
      if (i > 0)
        keep[i][j] = 0.0;
      keep[i][j] += 1.0;
    }
}
