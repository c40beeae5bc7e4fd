// Arrays written on the host between kernels (a few elements and whole
// arrays), read on the host after each kernel: every transfer must happen.
// omp2ocl-test: offload=8
#include <stdio.h>

#define N 4096

static long a[N], b[N];

int main(void)
{
    int i, round;
    for (i = 0; i < N; i++)
        a[i] = i;
    for (round = 0; round < 4; round++) {
#pragma omp parallel for
        for (i = 0; i < N; i++)
            b[i] = a[i] * 3 + round;
        /* host reads a kernel result, then patches the input of the next */
        printf("round %d b[10] %ld b[N-1] %ld\n", round, b[10], b[N - 1]);
        b[0] = -1000;
        b[N / 2] += 7;
        if (round == 2)
            for (i = 0; i < N; i += 2)
                b[i] = 0;
#pragma omp parallel for
        for (i = 0; i < N; i++)
            a[i] = (b[i] + b[N - 1 - i]) % 10007;
        a[5] = 5;                       /* host write after the kernel */
    }
    long s = 0;
    for (i = 0; i < N; i++)
        s += a[i] * (i % 10);
    printf("a[5] %ld a[6] %ld checksum %ld\n", a[5], a[6], s);
    return 0;
}
