// reduction(&&) and reduction(||) on int flags (all positive? any zero?).
#include <stdio.h>

#define N 10000

static double x[N];
static int k[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        x[i] = 1.0 + (i % 50);
        k[i] = (i * 31) % 977;
    }
    k[6000] = -5;
    int all_pos = 1, any_neg = 0, all_small = 1, any_big = 0;
#pragma omp parallel for reduction(&&:all_pos, all_small) reduction(||:any_neg, any_big)
    for (i = 0; i < N; i++) {
        all_pos = all_pos && (x[i] > 0.0);
        all_small = all_small && (k[i] < 900);
        any_neg = any_neg || (k[i] < 0);
        any_big = any_big || (x[i] > 100.0);
    }
    printf("all_pos %d all_small %d any_neg %d any_big %d\n",
           all_pos, all_small, any_neg, any_big);
    return 0;
}
