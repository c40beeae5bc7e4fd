// Integer division and modulo with negative operands (C truncation), shifts
// (signed and unsigned), casts and ternaries in a kernel.
#include <stdio.h>

#define N 6000

static int a[N], q[N], r[N], sh[N];
static unsigned us[N];
static long lq[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        a[i] = (i * 7919) % 2001 - 1000;
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        int d = (i % 13) - 6;
        if (d == 0)
            d = 7;
        q[i] = a[i] / d;
        r[i] = a[i] % d;
        sh[i] = (a[i] * 8) >> (i % 5);
        us[i] = ((unsigned)a[i] >> (i % 31)) | (1u << (i % 32));
        lq[i] = (long)a[i] * 100000L / (d > 0 ? d : -d) + (a[i] < 0 ? -1 : 1);
    }
    long s1 = 0, s2 = 0, s3 = 0, s5 = 0;
    unsigned s4 = 0;
    for (i = 0; i < N; i++) {
        s1 += q[i] * (long)(i % 3 + 1);
        s2 += r[i];
        s3 += sh[i];
        s4 ^= us[i];
        s5 += lq[i] % 1000;
    }
    printf("q %ld r %ld sh %ld us %u lq %ld\n", s1, s2, s3, s4, s5);
    printf("q[4] %d r[4] %d sh[4] %d us[4] %u\n", q[4], r[4], sh[4], us[4]);
    return 0;
}
