/* Levels of a grid hierarchy kept in an array of heap pointers (MG-style):
 * the kernels see one level through a pointer parameter, and the host then
 * reads the level through the array, lev[l][i]. That read must bring the
 * device's data home like a read through the pointer itself. */
#include <stdio.h>
#include <stdlib.h>

// omp2ocl-test: offload=2

static void smooth(double *u, int n) {
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    u[i] = u[i] * 0.5 + i;
}

int main(void) {
  double *lev[3];
  int sizes[3] = {1000, 500, 250}, l, i;
  double s = 0;
  for (l = 0; l < 3; l++) {
    lev[l] = malloc(sizeof(double) * sizes[l]);
    for (i = 0; i < sizes[l]; i++)
      lev[l][i] = 1.0;
  }
  smooth(lev[1], sizes[1]);
  for (i = 0; i < sizes[1]; i++)
    s += lev[1][i];
  printf("level 1 %.12e\n", s);
  smooth(lev[1], sizes[1]);
  s = 0;
  for (l = 0; l < 3; l++)
    for (i = 0; i < sizes[l]; i++)
      s += lev[l][i];
  printf("all %.12e\n", s);
  for (l = 0; l < 3; l++)
    free(lev[l]);
  return 0;
}
