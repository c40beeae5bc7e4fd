// reduction(min) and reduction(max) on int and long.
#include <stdio.h>

#define N 50000

static int v[N];
static long w[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        v[i] = (int)((i * 2654435761u) % 1000003u) - 500000;
        w[i] = (long)v[i] * 100003L + i;
    }
    int mn = 1 << 30, mx = -(1 << 30);
    long lmn = 1L << 60, lmx = -(1L << 60);
#pragma omp parallel for reduction(min:mn, lmn) reduction(max:mx, lmx)
    for (i = 0; i < N; i++) {
        if (v[i] < mn) mn = v[i];
        if (v[i] > mx) mx = v[i];
        lmn = w[i] < lmn ? w[i] : lmn;
        lmx = w[i] > lmx ? w[i] : lmx;
    }
    printf("int min %d max %d\n", mn, mx);
    printf("long min %ld max %ld\n", lmn, lmx);
    return 0;
}
