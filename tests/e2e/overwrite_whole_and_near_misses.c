/* Kernels that overwrite a whole array skip its upload; near misses (a loop
 * from 1, a conditional write, one column of a matrix, an update, a shifted
 * heap write) must keep the host's values of the elements they leave alone. */
#include <stdio.h>
#include <stdlib.h>

// omp2ocl-test: offload=7

#define N 256
#define M 16
static double a[N][M], b[N], c[N], d[N][M], e[N];

int main(void) {
  int n = 1000, i, j, step;
  double *p = malloc(n * sizeof(double)), *q = malloc((n + 1) * sizeof(double));
  double s = 0;
  for (i = 0; i < N; i++) {
    b[i] = c[i] = e[i] = 42.0 + i;
    for (j = 0; j < M; j++)
      a[i][j] = d[i][j] = -1.0 - j;
  }
  for (i = 0; i < n; i++)
    p[i] = q[i] = 7.0;
  q[n] = 7.0;
  for (step = 0; step < 2; step++) {
#pragma omp parallel for private(j)
    for (i = 0; i < N; i++)
      for (j = 0; j < M; j++)
        a[i][j] = i + 0.5 * j + step;
#pragma omp parallel for
    for (i = 1; i < N; i++)
      b[i] = i * 3.0 + step;
#pragma omp parallel for
    for (i = 0; i < N; i++)
      if (i % 3 == 0)
        c[i] = -i;
#pragma omp parallel for
    for (i = 0; i < N; i++)
      d[i][1] = i;
#pragma omp parallel for
    for (i = 0; i < N; i++)
      e[i] = e[i] + 1.0;
#pragma omp parallel for
    for (i = 0; i < n; i++)
      p[i] = 2.0 * i + step;
#pragma omp parallel for
    for (i = 0; i < n; i++)
      q[i + 1] = i;
  }
  for (i = 0; i < N; i++) {
    s += b[i] + 2.0 * c[i] + 3.0 * e[i];
    for (j = 0; j < M; j++)
      s += a[i][j] + 5.0 * d[i][j];
  }
  for (i = 0; i < n; i++)
    s += p[i] + 3.0 * q[i];
  printf("b0 %.1f c1 %.1f d00 %.1f q0 %.1f sum %.12e\n", b[0], c[1], d[0][0], q[0], s);
  free(p);
  free(q);
  return 0;
}
