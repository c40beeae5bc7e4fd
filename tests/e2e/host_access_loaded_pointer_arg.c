/* A static helper that reads through its pointer parameter, called with a
 * pointer loaded from an array of pointers (`lev[k]` of `double *lev[3]`),
 * after kernels wrote the memory it points to. The caller's announcement of
 * `lev` (the array of pointers) does not cover that memory: the helper must
 * announce its own reads, or it sums the stale host copy. */
#include <stdio.h>
#include <stdlib.h>

// omp2ocl-test: offload=6

static double total(const double *g, int n) {
  double s = 0.0;
  int i;
  for (i = 0; i < n; i++)
    s += g[i] * (1 + i % 3);
  return s;
}

int main(void) {
  int n[3] = {100, 200, 400}, k, i;
  double *lev[3];
  for (k = 0; k < 3; k++)
    lev[k] = calloc((size_t)n[k], sizeof(double));
  for (k = 0; k < 3; k++) {
    double *g = lev[k];
    int m = n[k];
#pragma omp parallel for
    for (i = 0; i < m; i++)
      g[i] = 0.5 * i + k;
#pragma omp parallel for
    for (i = 0; i < m; i++)
      g[i] = g[i] * 2.0 + 1.0;
  }
  for (k = 0; k < 3; k++)
    printf("level %d %.12e\n", k, total(lev[k], n[k]));
  for (k = 0; k < 3; k++)
    free(lev[k]);
  return 0;
}
