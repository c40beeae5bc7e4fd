/* A kernel in a function whose loop bounds are its parameters: the deciding
 * launch (main's initialisation, n x n work-items) cannot evaluate them,
 * so the features take each unknown extent as the deciding launch's
 * work-items per dimension, n (estimated_counts.sh checks the run's comp
 * against the exact count). The kernel is 1-D over rows, each work-item
 * running a recurrence along its row: before, its work-items took the
 * deciding launch's n x n and its row loop 16 iterations. argv[1]: n. */
#include <stdio.h>
#include <stdlib.h>

static void smooth(double *a, double *b, int rows, int cols) {
  int i, j;
#pragma omp parallel for private(j)
  for (i = 1; i < rows - 1; i++)
    for (j = 1; j < cols; j++) /* carried along j: only i is parallel */
      b[(long)i * cols + j] = 0.5 * b[(long)i * cols + j - 1] +
                              0.25 * (a[(long)(i - 1) * cols + j] + a[(long)(i + 1) * cols + j]);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 300;
  int i, j;
  double *a = malloc((size_t)n * n * sizeof(double));
  double *b = calloc((size_t)n * n, sizeof(double));
#pragma omp parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[(long)i * n + j] = (double)((i * 7 + j * 3) % 11);
  smooth(a, b, n, n);
  double s = 0;
  for (i = 0; i < n * n; i++)
    s += b[i];
  printf("%.6e\n", s);
  free(a);
  free(b);
  return 0;
}
