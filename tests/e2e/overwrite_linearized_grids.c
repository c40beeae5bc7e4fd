/* Heap grids subscripted by hand, `g[(i3 * n2 + i2) * n1 + i1]` (NAS MG's
 * zero3): a kernel whose writes fill the range it is handed skips the
 * upload. Near misses must keep the host's values of what they leave alone:
 * interior points only, two blocks with a gap between them (the range
 * handed over is wider than the writes), and the planes from 1 (plane 0 is
 * never handed over and keeps its values). */
#include <stdio.h>
#include <stdlib.h>

// omp2ocl-test: offload=8
// omp2ocl-test: h2d-max=491520

#define IX(i3, i2, i1) (((i3) * n2 + (i2)) * n1 + (i1))

static void fill(double *g, int n1, int n2, int n3, double v) {
  int i1, i2, i3;
#pragma omp parallel for private(i2, i1)
  for (i3 = 0; i3 < n3; i3++)
    for (i2 = 0; i2 < n2; i2++)
      for (i1 = 0; i1 < n1; i1++)
        g[IX(i3, i2, i1)] = v + i1;
}

static void planes_from_one(double *g, int n1, int n2, int n3) {
  int i1, i2, i3;
#pragma omp parallel for private(i2, i1)
  for (i3 = 1; i3 < n3; i3++)
    for (i2 = 0; i2 < n2; i2++)
      for (i1 = 0; i1 < n1; i1++)
        g[IX(i3, i2, i1)] = -1.0 * i3;
}

static void interior(double *g, int n1, int n2, int n3) {
  int i1, i2, i3;
#pragma omp parallel for private(i2, i1)
  for (i3 = 0; i3 < n3; i3++)
    for (i2 = 0; i2 < n2; i2++)
      for (i1 = 1; i1 < n1 - 1; i1++)
        g[IX(i3, i2, i1)] = 2.0;
}

static void two_blocks(double *g, int n1, int n2, int n3) {
  int i1, i2, i3;
  long size = (long)n1 * n2 * n3;
#pragma omp parallel for private(i2, i1)
  for (i3 = 0; i3 < n3; i3++)
    for (i2 = 0; i2 < n2; i2++)
      for (i1 = 0; i1 < n1; i1++) {
        g[IX(i3, i2, i1)] = 3.0;
        g[IX(i3, i2, i1) + 2 * size] = 4.0;
      }
}

static double checksum(const double *g, long n) {
  double s = 0;
  long i;
  for (i = 0; i < n; i++)
    s += g[i] * (double)(i % 7 + 1);
  return s;
}

int main(void) {
  const int n1 = 24, n2 = 20, n3 = 16;
  long size = (long)n1 * n2 * n3, i;
  double *g = malloc(size * sizeof(double)), *p = malloc(size * sizeof(double));
  double *q = malloc(size * sizeof(double)), *r = malloc(3 * size * sizeof(double));
  int step;
  for (i = 0; i < size; i++)
    g[i] = p[i] = q[i] = 5.0 + i % 11;
  for (i = 0; i < 3 * size; i++)
    r[i] = 6.0 + i % 13;
  for (step = 0; step < 2; step++) {
    fill(g, n1, n2, n3, step);
    planes_from_one(p, n1, n2, n3);
    interior(q, n1, n2, n3);
    two_blocks(r, n1, n2, n3);
    printf("step %d: %.12e %.12e %.12e %.12e\n", step, checksum(g, size), checksum(p, size),
           checksum(q, size), checksum(r, 3 * size));
    /* The host changes a few elements of each: the next launches must not
     * lose them where they are not overwritten. */
    g[3] = p[5] = q[0] = r[size + 7] = 100.0 + step;
  }
  printf("p[5] %.12e q[0] %.12e r[size+7] %.12e\n", p[5], q[0], r[size + 7]);
  free(g);
  free(p);
  free(q);
  free(r);
  return 0;
}
