/* A blocked loop over a heap array: the block loop steps by 32 and the
 * inner loop ends at min(jj + 32, n), written as `jj + 32 < n ? jj + 32 : n`.
 * The arrays end exactly at a page the program protects, so copying even one
 * element past n (an extent taken from jj + 32 alone) faults instead of
 * silently reading (and on the way back, writing) memory that is not the
 * program's. */
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

// omp2ocl-test: offload=1

/* n doubles ending at an inaccessible page */
static double *guarded(int n) {
  long page = sysconf(_SC_PAGESIZE);
  size_t bytes = (size_t)n * sizeof(double);
  size_t span = (bytes + page - 1) / page * page;
  char *m = mmap(0, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED || mprotect(m + span, page, PROT_NONE) != 0)
    return 0;
  return (double *)(m + span - bytes);
}

int main(void) {
  int n = 1000, jj, j;
  double *a = guarded(n), *b = guarded(n), s = 0;
  if (!a || !b)
    return 1;
  for (j = 0; j < n; j++) {
    a[j] = 0;
    b[j] = 0.5 * j;
  }
#pragma omp parallel for private(j)
  for (jj = 0; jj < n; jj += 32)
    for (j = jj; j < (jj + 32 < n ? jj + 32 : n); j++)
      a[j] = 2.0 * b[j] + 1.0;
  for (j = 0; j < n; j++)
    s += a[j];
  printf("sum %.12e\n", s);
  return 0;
}
