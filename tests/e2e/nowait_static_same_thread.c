// `nowait` between two schedule(static) loops of equal iteration space: the
// second loop reads only what the same iteration of the first wrote, which
// OpenMP guarantees is the same thread, so no barrier is needed.
// omp2ocl-test: offload=3
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <math.h>

#define N 6000

static double a[N], b[N], c[N];

int main(void)
{
    int i;
#pragma omp parallel
    {
#pragma omp for schedule(static) nowait
        for (i = 0; i < N; i++)
            a[i] = sqrt((double)i) + 1.0;
#pragma omp for schedule(static) nowait
        for (i = 0; i < N; i++)
            b[i] = a[i] * a[i] - i;
#pragma omp for schedule(static)
        for (i = 0; i < N; i++)
            c[i] = b[i] / a[i];
    }
    double s = 0.0;
    for (i = 0; i < N; i++)
        s += c[i];
    printf("b[100] %.12e c[N-1] %.12e sum %.12e\n", b[100], c[N - 1], s);
    return 0;
}
