/* A pointer made from an element's address, `&a[e]`, reaches other elements
 * than a[e]: a local row pointer, rows handed to functions that read and
 * write them, a stencil centre read at negative offsets, a row of a
 * pointer-to-array. The memory handed to the kernel must cover what those
 * pointers reach (before the fix only the elements a[e] themselves were:
 * garbage read past the buffer, writes lost or heap corruption). */
#include <stdio.h>
#include <stdlib.h>

// omp2ocl-test: offload=6

#define M 6
static double rowsum(const double *r, int d) {
  double s = 0.0;
  int i;
  for (i = 0; i < d; i++)
    s += r[i];
  return s;
}
static void fillrow(double *r, int d, int k) {
  int i;
  for (i = 0; i < d; i++)
    r[i] = k * 10.0 + i;
}
static double lap(const double *c, int n) {
  return c[-n] + c[n] + c[-1] + c[1] - 4.0 * c[0];
}

int main(void) {
  int n = 300, d = 4, k, i, j, g = 40;
  double *a = malloc(sizeof(double) * n * d), *o = malloc(sizeof(double) * n);
  double *w = malloc(sizeof(double) * n * d), *o2 = malloc(sizeof(double) * n);
  double *c = malloc(sizeof(double) * g * g), *lp = calloc(g * g, sizeof(double));
  double (*rows)[M] = malloc(sizeof(double[M]) * n), *o3 = malloc(sizeof(double) * n);
  double s = 0;
  for (k = 0; k < n * d; k++) {
    a[k] = k % d + 1 + k % 5;
    w[k] = -1.0;
  }
  for (k = 0; k < g * g; k++)
    c[k] = (k * 13) % 7;
  for (k = 0; k < n; k++)
    for (i = 0; i < M; i++)
      rows[k][i] = k + 0.5 * i;

  /* a local pointer to the row */
#pragma omp parallel for
  for (k = 0; k < n; k++) {
    const double *r = &a[k * d];
    double t = 0.0;
    int q;
    for (q = 0; q < d; q++)
      t += r[q];
    o[k] = t;
  }
  /* rows handed to a function that reads them */
#pragma omp parallel for
  for (k = 0; k < n; k++)
    o2[k] = rowsum(&a[k * d], d);
  /* rows handed to a function that writes them */
#pragma omp parallel for
  for (k = 0; k < n; k++)
    fillrow(&w[k * d], d, k);
  /* a stencil's centre, read at negative offsets */
#pragma omp parallel for private(j)
  for (i = 1; i < g - 1; i++)
    for (j = 1; j < g - 1; j++)
      lp[i * g + j] = lap(&c[i * g + j], g);
  /* the pointer itself handed over beside element accesses further on */
#pragma omp parallel for
  for (k = 4; k < n; k++)
    o2[k] = a[k] * rowsum(a, 3);
  /* a row of a pointer to arrays */
#pragma omp parallel for
  for (k = 0; k < n; k++)
    o3[k] = rowsum(rows[k], M);

  for (k = 0; k < n; k++)
    s += o[k] * (k % 7) + o2[k] * (k % 3) + o3[k] * (k % 5);
  printf("rows %.12e first %.12e last %.12e %.12e\n", s, o[0], o[n - 1], o3[n - 1]);
  s = 0;
  for (k = 0; k < n * d; k++)
    s += w[k] * (k % 9);
  printf("written %.12e last %.12e\n", s, w[n * d - 1]);
  s = 0;
  for (k = 0; k < g * g; k++)
    s += lp[k] * (k % 11);
  printf("laplacian %.12e corner %.12e\n", s, lp[(g - 2) * g + g - 2]);
  free(a);
  free(o);
  free(w);
  free(o2);
  free(c);
  free(lp);
  free(rows);
  free(o3);
  return 0;
}
