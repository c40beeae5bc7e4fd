// A scratch line filled over [0, n) and then read at t[0] and t[1]: the reads
// are covered only when n >= 2. The privatization holds under that condition,
// which is checked when the loop is launched: with n = 8 the kernel runs,
// with n = 1 the OpenMP loop does (there t[1] is the value every thread
// stored before the loop, which a per-work-item copy would not have).
// omp2ocl-test: offload=1
// omp2ocl-test: offload-max=1
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 2000

static double a[N], b[N];

static void pass(int n)
{
    double t[8];
    int i, c;

    t[1] = 0.5; /* by every thread, before the loop */
#pragma omp for
    for (i = 0; i < N; i++) {
        for (c = 0; c < n; c++)
            t[c] = a[i] + c;
        b[i] = t[0] * t[1];
    }
}

int main(void)
{
    int i;
    double s8 = 0.0, s1 = 0.0;

    for (i = 0; i < N; i++)
        a[i] = (double)((i * 11) % 37) / 16.0;
#pragma omp parallel
    pass(8);
    for (i = 0; i < N; i++)
        s8 += b[i] * (1 + i % 7);
#pragma omp parallel
    pass(1);
    for (i = 0; i < N; i++)
        s1 += b[i] * (1 + i % 7);
    printf("n=8 %.12e %.12e sum %.12e\n", b[0], b[N - 1], s8);
    printf("n=1 %.12e %.12e sum %.12e\n", b[0], b[N - 1], s1);
    return 0;
}
