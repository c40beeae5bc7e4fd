// Host statements announce the part of an array they reach when its
// leading subscripts are fixed for the whole statement, and a plain store of
// a fixed element as overwritten (no download). Anything that could reach
// further (an address taken, a row decaying to a pointer, an index read from
// memory or changed behind the statement's back) announces the array whole.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- 2>&1 | count 0
// RUN: %FileCheck %s --input-file=%t/host_access_parts.omp2ocl.c
// RUN: %hostsyntax %t/host_access_parts.omp2ocl.c
#include <stdio.h>
#define N 64
static double a[N][N];
static int idx[4];
int gk;

static void step(double *c) {
  int i, j;
#pragma omp parallel for private(j)
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      a[i][j] = a[i][j] * 0.5 + 1.0;
      c[i * N + j] += a[i][j];
    }
}

static double first(const double *r) { return r[0]; }
static int next(void) { return ++gk; }

double run(double *c, double *d, int k, int t) {
  double s = 0.0;
  int j, m = 0;
  step(c);
// A row fixed by k, all its elements by the loop: that row.
// CHECK: omp2ocl_host_access((const void *)&(a[k]), sizeof(a[k]), OMP2OCL_READ); for (j = 0; j < N; j++)
  for (j = 0; j < N; j++)
    s += a[k][j];
// A plain store of a fixed element: overwritten, no download.
// CHECK: omp2ocl_host_access((const void *)&(a[k][1]), sizeof(a[k][1]), OMP2OCL_WRITE_ALL); a[k][1] = 2.0;
  a[k][1] = 2.0;
// The element is also read: read first, then written.
// CHECK: omp2ocl_host_access((const void *)&(c[k]), sizeof(c[k]), OMP2OCL_READ | OMP2OCL_WRITE_ALL); c[k] = c[k] + 1.0;
  c[k] = c[k] + 1.0;
// Another name may alias the stored element: its read is announced first.
// CHECK: omp2ocl_host_access((const void *)&(d[k]), sizeof(d[k]), OMP2OCL_READ); omp2ocl_host_access((const void *)&(c[k]), sizeof(c[k]), OMP2OCL_WRITE_ALL); c[k] = d[k];
  c[k] = d[k];
// A store in a branch is announced inside it (overwritten when it runs);
// one that may not happen in its statement is not overwritten.
// CHECK: if (t)
// CHECK-NEXT: { omp2ocl_host_access((const void *)&(c[2]), sizeof(c[2]), OMP2OCL_WRITE_ALL); c[2] = 1.0; }
  if (t)
    c[2] = 1.0;
// CHECK: omp2ocl_host_access((const void *)&(c[3]), sizeof(c[3]), OMP2OCL_READ | OMP2OCL_WRITE); t && (c[3] = 1.0);
  t && (c[3] = 1.0);
// The element's address is taken, a row decays to a pointer: whole (the
// function's parameter is covered: the caller's announcement counts).
// CHECK: omp2ocl_host_access((const void *)a, sizeof(a), OMP2OCL_READ); s += first(&a[k][0]);
  s += first(&a[k][0]);
// CHECK: omp2ocl_host_access((const void *)a, sizeof(a), OMP2OCL_READ); s += first(a[k]);
  s += first(a[k]);
// An index read from memory, one whose address is taken, a global a
// called function may change: whole.
// CHECK: omp2ocl_host_access((const void *)&(idx[0]), sizeof(idx[0]), OMP2OCL_READ); omp2ocl_host_access((const void *)a, sizeof(a), OMP2OCL_READ); s += a[idx[0]][0];
  s += a[idx[0]][0];
  scanf("%d", &m);
// CHECK: omp2ocl_host_access((const void *)a, sizeof(a), OMP2OCL_READ); s += a[m][0];
  s += a[m][0];
// CHECK: omp2ocl_host_access((const void *)a, sizeof(a), OMP2OCL_READ); s += next() + a[gk][0];
  s += next() + a[gk][0];
// A global index in a statement that calls only the C library: that element.
// CHECK: omp2ocl_host_access((const void *)&(a[gk][3]), sizeof(a[gk][3]), OMP2OCL_READ); printf("%f\n", a[gk][3]);
  printf("%f\n", a[gk][3]);
// A loop inside the statement over a boundary row: that row's elements.
// CHECK: omp2ocl_host_access((const void *)&(a[0])[(1)], ((long long)((N - 1) - 1) >= (long long)((1)) ? (size_t)((long long)((N - 1) - 1) - (long long)((1)) + 1) : (size_t)1) * sizeof((a[0])[(1)]), OMP2OCL_READ | OMP2OCL_WRITE); for (j = 1; j < N - 1; j++)
  for (j = 1; j < N - 1; j++)
    a[0][j] = 0.0;
// Counting down, with an offset: elements (k) + 1 .. (N - 1) + 1 of c.
// CHECK: omp2ocl_host_access((const void *)&(c)[(k) + (1)], ((long long)((N - 1) + (1)) >= (long long)((k) + (1)) ? {{.*}} * sizeof((c)[(k) + (1)]), OMP2OCL_READ); for (j = N - 1; j >= k; j--)
  for (j = N - 1; j >= k; j--)
    s += c[j + 1];
// Bounds the statement changes, or an iterator its body changes: the
// fixed prefix only.
// CHECK: omp2ocl_host_access((const void *)&(a[1]), sizeof(a[1]), OMP2OCL_READ); for (m = 0; m < N; m++)
  for (m = 0; m < N; m++)
    for (j = 0; j < m; j++)
      s += a[1][j];
// CHECK: omp2ocl_host_access((const void *)&(a[2]), sizeof(a[2]), OMP2OCL_READ); for (j = 0; j < N; j++) {
  for (j = 0; j < N; j++) {
    s += a[2][j];
    j += t;
  }
  step(c);
  return s;
}
