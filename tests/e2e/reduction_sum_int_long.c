// reduction(+) and reduction(-) on int and long (exact in any order).
#include <stdio.h>

#define N 100000

static int v[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        v[i] = (i * 7919) % 1000 - 500;
    int si = 0;
    long sl = 10000000000L;
    int sm = 0;
#pragma omp parallel for reduction(+:si, sl) reduction(-:sm)
    for (i = 0; i < N; i++) {
        si += v[i];
        sl += (long)v[i] * v[i] * 1000;
        sm -= v[i] % 3;
    }
    printf("int sum %d long sum %ld minus %d\n", si, sl, sm);
    return 0;
}
