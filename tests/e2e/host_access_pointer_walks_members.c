/* Host code between kernels that reaches offloaded arrays other than by a
 * subscript of the array's own name: pointer copies walked with ++ and --,
 * pointers declared inside the host statement (a block, a do-while), a
 * helper that walks its parameter, and writes of a member of an element
 * behind a struct's pointer member (`pts.p[i].cost = ...`, `g->c[i].v`,
 * `(*pg).c[i].v`). Each must be announced to the runtime with the right
 * direction, or the next kernel (or the host) works on a stale copy. */
#include <stdio.h>
#include <stdlib.h>

// omp2ocl-test: offload=13

#define N 1000
typedef struct { float w; float cost; } Point;
typedef struct { long num; Point *p; } Points;
typedef struct { double v; int tag; } Cell;
typedef struct { int n; Cell *c; } Grid;
static double g[N];

static void add1(double *a, int n) {
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    a[i] += 1.0;
}
static void fill(double *dst, int n, double v) {
  while (n--)
    *dst++ = v;
}
static double total(const double *a, int n) {
  double s = 0;
  while (n--)
    s += *a++;
  return s;
}
static void bump(Cell *c, int n) {
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    c[i].v += 1.0;
}
static void setall(Grid *gr, double x) {
  int i;
  for (i = 0; i < gr->n; i++)
    gr->c[i].v = x;
}

int main(void) {
  double *h = malloc(N * sizeof(double)), *p, s[8] = {0};
  Points pts;
  Grid gr, *pg = &gr;
  long i;
  double t1 = 0, t2 = 0;

  for (i = 0; i < N; i++)
    h[i] = g[i] = 1.0;
  add1(h, N);
  p = h;
  for (i = 0; i < N; i++)
    *p++ = 5.0; /* a copy of the pointer, walked */
  add1(h, N);
  p = h;
  for (i = 0; i < N; i++)
    s[0] += *p++;
  fill(h, N, 7.0);
  add1(h, N);
  s[1] = total(h, N);
  for (p = h; p < h + N; p++)
    *p = 2.0;
  add1(h, N);
  for (p = h + N - 1; p >= h; p--)
    s[2] += *p;
  p = h + N;
  while (p > h)
    *--p = 9.0;
  add1(h, N);
  {
    const double *e = h, *end = h + N;
    do {
      s[3] += *e;
    } while (++e < end);
  }
  add1(g, N);
  {
    double *q = g + 10; /* declared inside the host statement */
    for (i = 0; i < 10; i++)
      q[i] = 100.0;
  }
  add1(g, N);
  {
    const double *r = &g[5];
    for (i = 0; i < 10; i++)
      s[4] += r[i];
  }
  printf("walks %.1f %.1f %.1f %.1f %.1f\n", s[0], s[1], s[2], s[3], s[4]);

  pts.num = N;
  pts.p = malloc(sizeof(Point) * N);
  for (i = 0; i < N; i++) {
    pts.p[i].w = 2.0f;
    pts.p[i].cost = 1.0f;
  }
#pragma omp parallel for
  for (i = 0; i < N; i++)
    pts.p[i].cost = pts.p[i].cost * pts.p[i].w;
  for (i = 0; i < N; i++)
    pts.p[i].cost = 5.0f;
#pragma omp parallel for
  for (i = 0; i < N; i++)
    pts.p[i].cost = pts.p[i].cost * pts.p[i].w;
  for (i = 0; i < N; i++)
    t1 += pts.p[i].cost;

  gr.n = 400;
  gr.c = malloc(sizeof(Cell) * gr.n);
  for (i = 0; i < gr.n; i++) {
    gr.c[i].v = 0;
    gr.c[i].tag = (int)i;
  }
  bump(gr.c, gr.n);
  setall(pg, 3.0);
  bump(gr.c, gr.n);
  bump(gr.c, gr.n);
  for (i = 0; i < gr.n; i++)
    (*pg).c[i].v = 2.0 + (*pg).c[i].v * 0.5;
  bump(gr.c, gr.n);
  for (i = 0; i < gr.n; i++)
    t2 += pg->c[i].v;
  printf("members %.6e %.12e\n", t1, t2);
  free(h);
  free(pts.p);
  free(gr.c);
  return 0;
}
