/* An array of structures on the heap, used member by member (p[i].y,
 * p[i].v[c]), and one heap structure holding an array (q->a[i]). The
 * extent of p is n structures (a member access once counted as element 0:
 * one structure copied, the rest of the kernel's accesses out of bounds);
 * that of q is one. */
#include <stdio.h>
#include <stdlib.h>

// omp2ocl-test: offload=2

struct particle {
  double x, y;
  int tag;
  float v[3];
};

struct table {
  int n;
  double a[512];
};

int main(void) {
  int n = 5000, i;
  struct particle *p = malloc(n * sizeof *p);
  struct table *q = malloc(sizeof *q);
  double s = 0;
  for (i = 0; i < n; i++) {
    p[i].x = i;
    p[i].y = 0;
    p[i].tag = i % 7;
    p[i].v[0] = p[i].v[1] = p[i].v[2] = 0.25f * (i % 4);
  }
  q->n = 512;
  for (i = 0; i < 512; i++)
    q->a[i] = 1.0 / (i + 1);
#pragma omp parallel for
  for (i = 0; i < n; i++) {
    p[i].y = p[i].x * 2.0 + p[i].tag;
    p[i].v[1] = p[i].v[0] + p[i].v[2] + 1.0f;
  }
#pragma omp parallel for
  for (i = 0; i < 512; i++)
    q->a[i] = q->a[i] * 2.0 + i;
  for (i = 0; i < n; i++)
    s += p[i].y + p[i].v[1];
  for (i = 0; i < 512; i++)
    s += q->a[i];
  printf("%.12e\n", s);
  free(p);
  free(q);
  return 0;
}
