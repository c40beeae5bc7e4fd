/* Kernels inside sequential loops: the features weight each kernel by its
 * estimated launches (launch_counts.sh checks the values).
 * argv[1]: n (work-items), argv[2]: reps (a local loop bound). */
#include <stdio.h>
#include <stdlib.h>

/* A global the features function reads itself, named like the locals it
 * once had (a global named `mem` read the accumulator). */
int mem = 7;
static double a[100000];

static void relax(int n) {
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 0.5;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 1000;
  int reps = argc > 2 ? atoi(argv[2]) : 3;
  int left = 2;
  if (n > 100000)
    n = 100000;
  for (int r = 0; r < reps; r++) { /* evaluable at the deciding launch */
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      a[i] = a[i] + 1.0;
  }
  for (int s = 0; s < mem; s++) /* around a call: through the global */
    relax(n);
  while (left-- > 0) { /* unknown trip count: 16 */
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      a[i] = a[i] - 0.25;
  }
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += a[i];
  printf("%.6f\n", sum);
  return 0;
}
