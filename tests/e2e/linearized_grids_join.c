/* Grids kept in one heap block and subscripted by hand, as legacy code does:
 * a 2-D Jacobi sweep over `v[(long)i * ny + j]`, a 3-D relaxation over
 * `((long)i * n + j) * n + k`, and blocks of rows `a[i * S + j * s + k]`
 * whose inner loop joins the NDRange only when the row stride s covers the
 * k range (a launch guard: with s < K rows overlap and the iterations of j
 * depend on each other, so the OpenMP loop must run). */
#include <stdio.h>
#include <stdlib.h>

// omp2ocl-test: offload=12
// omp2ocl-test: offload-max=12

static void blocks(double *a, int nb, int s, int K, int S, int rows) {
  int i, j, k;
#pragma omp parallel for private(j, k)
  for (i = 0; i < rows; i++)
    for (j = 0; j < nb; j++)
      for (k = 0; k < K; k++)
        a[(long)i * S + j * s + k] += 1.0 + j;
}

int main(void) {
  int nx = 96, ny = 130, n = 24, i, j, k, t;
  double *u = malloc(sizeof(double) * nx * ny), *v = malloc(sizeof(double) * nx * ny);
  double *g = malloc(sizeof(double) * n * n * n), *h = malloc(sizeof(double) * n * n * n);
  double s2 = 0, s3 = 0, sb = 0;
#pragma omp parallel for private(j)
  for (i = 0; i < nx; i++)
    for (j = 0; j < ny; j++) {
      u[(long)i * ny + j] = (i * 7 + j * 3) % 11;
      v[(long)i * ny + j] = 0;
    }
  for (t = 0; t < 4; t++) {
#pragma omp parallel for private(j)
    for (i = 1; i < nx - 1; i++)
      for (j = 1; j < ny - 1; j++)
        v[(long)i * ny + j] = 0.25 * (u[(long)(i - 1) * ny + j] + u[(long)(i + 1) * ny + j] +
                                      u[(long)i * ny + j - 1] + u[(long)i * ny + j + 1]);
#pragma omp parallel for private(j)
    for (i = 1; i < nx - 1; i++)
      for (j = 1; j < ny - 1; j++)
        u[(long)i * ny + j] = v[(long)i * ny + j];
  }
#pragma omp parallel for private(j, k)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++) {
        g[((long)i * n + j) * n + k] = (i + 2 * j + 3 * k) % 5;
        h[((long)i * n + j) * n + k] = 0;
      }
#pragma omp parallel for private(j, k)
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      for (k = 1; k < n - 1; k++)
        h[((long)i * n + j) * n + k] =
            (g[((long)(i - 1) * n + j) * n + k] + g[((long)(i + 1) * n + j) * n + k] +
             g[((long)i * n + j - 1) * n + k] + g[((long)i * n + j + 1) * n + k] +
             g[((long)i * n + j) * n + k - 1] + g[((long)i * n + j) * n + k + 1]) / 6.0;
  for (i = 0; i < nx * ny; i++)
    s2 += u[i] * (i % 13);
  for (i = 0; i < n * n * n; i++)
    s3 += h[i] * (i % 7);
  printf("%.12e\n%.12e\n", s2, s3);
  {
    int nb = 6, K = 8, rows = 50, S = 64;
    double *a = calloc((size_t)rows * S, sizeof(double));
    blocks(a, nb, K, K, S, rows);     /* s == K: rows apart, the kernel runs */
    blocks(a, nb, K / 2, K, S, rows); /* s < K: overlapping rows, OpenMP runs */
    for (i = 0; i < rows * S; i++)
      sb += a[i] * (i % 9 + 1);
    printf("%.12e\n", sb);
    free(a);
  }
  free(u);
  free(v);
  free(g);
  free(h);
  return 0;
}
