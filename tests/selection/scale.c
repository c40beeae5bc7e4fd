/* A loop whose size comes from the command line: the model decides by it. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 1000, i;
  double *x = malloc(n * sizeof *x), sum = 0;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    x[i] = 0.5 * (double)i;
#pragma omp parallel for reduction(+ : sum)
  for (i = 0; i < n; i++)
    sum += x[i];
  printf("checksum: %.10e\n", sum);
  free(x);
  return 0;
}
