/* A triangular elimination after an initialisation loop: the second
 * kernel's work-items (n - k - 1) and inner trip count depend on the host
 * loop's k, which the deciding launch (the first loop, outside the k loop)
 * cannot know. The features take k at its mean over the loop
 * (triangular_counts.sh checks that the run's comp is near the exact sum
 * over k). argv[1]: n. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 300;
  int i, j, k;
  double *a = malloc((size_t)n * n * sizeof(double));
#pragma omp parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[(long)i * n + j] = (i == j) ? 2.0 * n : 1.0 / (1.0 + (i + 2 * j) % 19);
  for (k = 0; k < n - 1; k++) {
#pragma omp parallel for private(j)
    for (i = k + 1; i < n; i++) {
      double l = a[(long)i * n + k] / a[(long)k * n + k];
      for (j = k + 1; j < n; j++)
        a[(long)i * n + j] -= l * a[(long)k * n + j];
    }
  }
  double s = 0;
  for (i = 0; i < n; i++)
    s += a[(long)i * n + i];
  printf("%.6e\n", s);
  free(a);
  return 0;
}
