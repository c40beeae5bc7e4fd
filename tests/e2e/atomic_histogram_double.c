// `omp atomic` on double: x[idx[i]] += v with values that are multiples of
// 1/8 (so every summation order gives the same bits), and a scalar sum.
#include <stdio.h>

#define N 80000
#define BINS 100

static int idx[N];
static double val[N];
static double acc[BINS];

int main(void)
{
    int i;
    double total = 0.0;
    for (i = 0; i < N; i++) {
        idx[i] = (i * 37 + i / 7) % BINS;
        val[i] = 0.125 * ((i % 19) - 9);
    }
#pragma omp parallel for shared(acc, total)
    for (i = 0; i < N; i++) {
        double v = val[i] * 2.0;
#pragma omp atomic
        acc[idx[i]] += v;
#pragma omp atomic
        total += val[i];
    }
    for (i = 0; i < BINS; i += 11)
        printf("acc[%d] %.12e\n", i, acc[i]);
    printf("total %.12e\n", total);
    return 0;
}
