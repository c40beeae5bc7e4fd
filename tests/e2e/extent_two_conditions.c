/* A 1-D filter over a heap row whose borders are handled by two conditions
 * on the same variable: the interior branch reads in[x - R] and in[x + R],
 * which stay inside the row only because both conditions narrow x. With
 * one of them forgotten the extent would start below the row and the launch
 * would fall back to the OpenMP loop at run time. */
#include <stdio.h>
#include <stdlib.h>

// omp2ocl-test: offload=1

int main(void) {
  int w = 4096, R = 3, x;
  double *in = malloc(w * sizeof(double)), *out = malloc(w * sizeof(double)), s = 0;
  for (x = 0; x < w; x++) {
    in[x] = (x % 17) * 0.25;
    out[x] = 0;
  }
#pragma omp parallel for
  for (x = 0; x < w; x++) {
    if (x < R)
      out[x] = in[x];
    else if (x >= w - R)
      out[x] = 2.0 * in[x];
    else
      out[x] = (in[x - R] + in[x] + in[x + R]) / 4.0;
  }
  for (x = 0; x < w; x++)
    s += out[x] * (x % 5);
  printf("%.12e\n", s);
  free(in);
  free(out);
  return 0;
}
