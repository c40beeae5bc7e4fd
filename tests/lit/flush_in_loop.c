// A loop whose iterations flush (here a pipeline: each row waits, spinning on
// a flag, for the row before it) stays OpenMP: work-items of a kernel have no
// ordering or forward-progress guarantee between them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
#define N 64
static double v[N][N];
static volatile int done[N];

void sweep(void) {
  int j, i;
#pragma omp for schedule(static)
  for (j = 1; j < N; j++) {
    while (done[j - 1] == 0) {
#pragma omp flush
    }
    for (i = 0; i < N; i++)
      v[j][i] += 0.5 * v[j - 1][i];
#pragma omp flush
    done[j] = 1;
  }
}
// CHECK: flush_in_loop.c:[[@LINE-11]]:1: remark: loop kept on the host: it contains '#pragma omp flush': its iterations synchronise with other threads through memory, which work-items cannot
