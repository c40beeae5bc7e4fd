/* Kernels of count-down loops that write every element of an array need
 * no upload of it (the host's values are all replaced); one that stops
 * short of element 0 must upload, or element 0 comes back as the device's
 * garbage. */
// omp2ocl-test: offload=4
// omp2ocl-test: h2d-max=820000
#include <stdio.h>

#define N 100000

static double x[N], y[N];

int main(void)
{
    int i;
    double s = 0.0, t = 0.0;
    for (i = 0; i < N; i++) {
        x[i] = -1.0;
        y[i] = 3.0 + i % 7;
    }
#pragma omp parallel for
    for (i = N - 1; i >= 0; i--)
        x[i] = (double)(N - i) / N;
#pragma omp parallel for
    for (i = N - 1; i > 0; i--)
        y[i] = 0.5 * i;
#pragma omp parallel for reduction(+:s)
    for (i = 0; i < N; i++)
        s += x[i] * (1 + i % 3);
#pragma omp parallel for reduction(+:t)
    for (i = 0; i < N; i++)
        t += y[i];
    printf("%.9e %.9e %.3f\n", s, t, y[0]);
    return 0;
}
