/* Functions of the unit called from a kernel that take and return structs
 * by value (Rodinia cfd's float3 style), a struct holding an array, and a
 * nested struct; they run on the device like any other callee. */
#include <stdio.h>

// omp2ocl-test: offload=2

typedef struct { float x, y, z; } float3;
typedef struct { double c[4]; int n; } poly;
typedef struct { float3 a, b; } seg;

static float sqd(float3 v) { return v.x * v.x + v.y * v.y + v.z * v.z; }
static float3 sub3(float3 a, float3 b) {
  float3 r;
  r.x = a.x - b.x;
  r.y = a.y - b.y;
  r.z = a.z - b.z;
  return r;
}
static float seglen2(seg s) { return sqd(sub3(s.b, s.a)); }
static double horner(poly p, double x) {
  double r = 0.0;
  int k;
  for (k = p.n - 1; k >= 0; k--)
    r = r * x + p.c[k];
  return r;
}

#define N 2000
static float pos[3 * N], o[N];
static double xs[N], ys[N];

int main(void) {
  int i;
  poly p = {{1.0, -0.5, 0.25, 0.125}, 4};
  double s = 0.0;
  for (i = 0; i < 3 * N; i++)
    pos[i] = (float)(i % 7) * 0.5f;
  for (i = 0; i < N; i++)
    xs[i] = 0.001 * i;
#pragma omp parallel for
  for (i = 0; i < N; i++) {
    seg g;
    g.a.x = pos[3 * i];
    g.a.y = pos[3 * i + 1];
    g.a.z = pos[3 * i + 2];
    g.b.x = pos[3 * ((i + 1) % N)];
    g.b.y = pos[3 * ((i + 1) % N) + 1];
    g.b.z = pos[3 * ((i + 1) % N) + 2];
    o[i] = seglen2(g);
  }
#pragma omp parallel for
  for (i = 0; i < N; i++)
    ys[i] = horner(p, xs[i]);
  for (i = 0; i < N; i++)
    s += o[i] * (i % 5) + ys[i];
  printf("%.6e %.6e %.12e\n", o[0], o[N - 1], s);
  return 0;
}
