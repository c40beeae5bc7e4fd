/* A kernel that writes a[1..n) of a heap array: the device buffer begins
 * one element past the pointer the host later reads through. The host's
 * read announcement names `a` (extent unknown) and must still bring the
 * device's data home. (Found by the training corpus: block scans.) */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 1000, i;
  double *a = malloc(n * sizeof(double)), s = 0;
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma omp parallel for
  for (i = 1; i < n; i++)
    a[i] = 1.0 + i;
  for (i = 0; i < n; i++)
    s += a[i];
  printf("sum %.1f\n", s);
  free(a);
  return 0;
}
