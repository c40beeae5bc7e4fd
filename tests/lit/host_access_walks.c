// Host code that reaches offloaded memory through a walked copy of a
// pointer, a pointer declared inside the statement, or a member of an
// element behind a pointer member announces it, writes as writes.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- 2>&1
// RUN: %FileCheck %s --input-file=%t/host_access_walks.omp2ocl.c
// RUN: %hostsyntax -Wall -Werror %t/host_access_walks.omp2ocl.c
#define N 100
typedef struct { float w, cost; } Point;
typedef struct { long num; Point *p; } Points;
static double g[N];

static void add1(double *a, int n) {
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    a[i] += 1.0;
}

void walks(double *h) {
  double *p = h;
  int i;
  add1(h, N);
// The statement moves p: everything.
// CHECK: {{omp2ocl_host_access_all}}(OMP2OCL_READ | OMP2OCL_WRITE); for (i = 0; i < N; i++)
  for (i = 0; i < N; i++)
    *p++ = 5.0;
  add1(g, N);
// q does not exist before the block: g, whole, written.
// CHECK: { {{omp2ocl_host_access}}((const void *)g, sizeof(g), OMP2OCL_READ | OMP2OCL_WRITE);
  {
    double *q = g + 10;
    for (i = 0; i < 10; i++)
      q[i] = 100.0;
  }
}

void members(Points *pts) {
  long i;
// CHECK: {{omp2ocl_host_access}}((const void *)(pts ? pts->p : 0), 0, OMP2OCL_READ | OMP2OCL_WRITE);
  for (i = 0; i < pts->num; i++)
    pts->p[i].cost = 5.0f;
#pragma omp parallel for
  for (i = 0; i < pts->num; i++)
    pts->p[i].cost *= pts->p[i].w;
}
