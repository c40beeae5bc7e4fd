// The extent of an access through a pointer under a loop whose step is over
// 1 ends at the last value the step reaches from the start (exact when the
// start is one value), not at the loop's bound: `t < n; t += 4` with an
// access `in[t + 3]` would otherwise reach 3 elements past the array.
// Stepping down, the lowest value is the start less a whole number of steps.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -- -fopenmp 2>&1
// RUN: %FileCheck %s --input-file=%t/stepped_extent.omp2ocl.c
// RUN: %hostsyntax -Wall -Werror %t/stepped_extent.omp2ocl.c

// CHECK-LABEL: void quads(
// CHECK: {{l}}ong __lo_in = {{.*}}, __hi_in = {{.*}}((0L) + omp2ocl_max_l((((long)(n)) - 1L) - (0L), 0L) / 4L * 4L) + (3L)));
void quads(const float *in, float *out, int n)
{
  int t;
#pragma omp parallel for
  for (t = 0; t < n; t += 4)
    out[t / 4] = in[t] + in[t + 1] + in[t + 2] + in[t + 3];
}

// CHECK-LABEL: void down(
// CHECK: {{l}}ong __lo_a = (((((long)(n)) - (1L)) - omp2ocl_max_l((((long)(n)) - (1L)) - (0L), 0L) / 8L * 8L) - (7L)), __hi_a = (((long)(n)) - (1L));
void down(double *a, int n)
{
  int t;
#pragma omp parallel for
  for (t = n - 1; t >= 0; t -= 8) {
    int x;
    for (x = t - 7; x <= t; x++)
      a[x] *= 2.0;
  }
}
