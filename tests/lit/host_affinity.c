// Host affinity (HostAffinity.cpp): a loop that must stay on the host (here
// a row pipeline with flush) and an offloadable loop beside it, inside the
// same sequential loop, that passes an array to it: the offloadable loop
// stays on the host too, else the array would cross the bus every step.
// A loop that runs only under a condition, and a loop outside the step loop,
// keep their kernels; -fno-host-affinity offloads the partner regardless.
// RUN: rm -rf %t && mkdir -p %t %t/off
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
// RUN: %omp2ocl %s -o %t/off -Rpass=omp2ocl -Rpass-missed=omp2ocl -fno-host-affinity -- 2>&1 | %FileCheck %s --check-prefix=OFF
#define N 64
static double v[N][N], w[N][N], s[N][N];
static volatile int done[N];

static void coefficients(int step) {
  int j, i;
#pragma omp for
  for (j = 0; j < N; j++)
    for (i = 0; i < N; i++)
      w[j][i] = 0.5 + 0.001 * (i + j + step);
}

static void sweep(void) {
  int j, i;
#pragma omp for schedule(static) nowait
  for (j = 1; j < N; j++) {
    while (done[j - 1] == 0) {
#pragma omp flush
    }
    for (i = 0; i < N; i++)
      v[j][i] += w[j][i] * v[j - 1][i];
#pragma omp flush
    done[j] = 1;
  }
}

void run(int steps) {
  int t, j, i;
#pragma omp parallel private(t, j, i)
  {
#pragma omp for
    for (j = 0; j < N; j++)
      for (i = 0; i < N; i++)
        s[j][i] = 1.0;
    for (t = 0; t < steps; t++) {
      coefficients(t);
      sweep();
      if (t % 10 == 0) {
#pragma omp for
        for (j = 0; j < N; j++)
          for (i = 0; i < N; i++)
            s[j][i] += v[j][i];
      }
    }
  }
}
// CHECK-DAG: host_affinity.c:16:1: remark: loop kept on the host: it passes 'w' to or from the loop at line 24, which stays on the host, in every iteration of the loop at line 44: on the device, 'w' would cross the bus each iteration (-fno-host-affinity offloads it)
// CHECK-DAG: host_affinity.c:24:1: remark: loop kept on the host: it contains '#pragma omp flush'
// CHECK-DAG: host_affinity.c:40:1: remark: loop offloaded as 2-D kernel 'run_L40'
// CHECK-DAG: host_affinity.c:48:1: remark: loop offloaded as 2-D kernel 'run_L48'
// OFF-DAG: host_affinity.c:16:1: remark: loop offloaded as 2-D kernel 'coefficients_L16'
// OFF-DAG: host_affinity.c:24:1: remark: loop kept on the host: it contains '#pragma omp flush'
