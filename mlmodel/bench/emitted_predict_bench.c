/* Times the C function emitted by `omp2ocl-tree emit-c --prefix tree`.
 * Build: cc -O2 -DTREE_SOURCE='"tree.c"' -DNUM_FEATURES=N emitted_predict_bench.c
 * The feature vectors are rows of the training data, read from standard input
 * (whitespace-separated numbers, NUM_FEATURES per row), and cycled. */
#include TREE_SOURCE

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int main(void) {
  enum { MaxRows = 100000 };
  static double Rows[MaxRows][NUM_FEATURES];
  int N = 0;
  while (N < MaxRows) {
    int F;
    for (F = 0; F < NUM_FEATURES; ++F)
      if (scanf("%lf", &Rows[N][F]) != 1)
        break;
    if (F < NUM_FEATURES)
      break;
    ++N;
  }
  if (N == 0) {
    fprintf(stderr, "no rows on standard input\n");
    return 1;
  }
  const long Calls = 20000000;
  long Sum = 0;
  clock_t Start = clock();
  for (long I = 0; I < Calls; ++I)
    Sum += tree_predict(Rows[I % N]);
  double Seconds = (double)(clock() - Start) / CLOCKS_PER_SEC;
  printf("%ld predictions over %d rows: %.1f ns per prediction (checksum %ld)\n",
         Calls, N, 1e9 * Seconds / Calls, Sum);
  return 0;
}
