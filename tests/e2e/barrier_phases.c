// Explicit barriers separating phases of `omp for nowait` loops inside a
// time loop in one region (each phase reads neighbours the others wrote).
// omp2ocl-test: offload=8
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 3001

static double a[N], b[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        a[i] = (i % 10 == 0) ? 10.0 : 0.0;
#pragma omp parallel private(i)
    {
        int phase;
        for (phase = 0; phase < 4; phase++) {
#pragma omp for nowait
            for (i = 1; i < N - 1; i++)
                b[i] = a[i - 1] + a[i] + a[i + 1];
#pragma omp barrier
#pragma omp for nowait
            for (i = 1; i < N - 1; i++)
                a[i] = b[i] / 3.0;
#pragma omp barrier
        }
    }
    double s = 0.0;
    for (i = 0; i < N; i++)
        s += a[i] * (i % 4);
    printf("a[1] %.12e a[15] %.12e sum %.12e\n", a[1], a[15], s);
    return 0;
}
