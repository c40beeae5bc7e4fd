/* GCC's bit-counting built-ins in offloaded loops (OpenCL's clz and
 * popcount, in the width of the built-in's argument type), and in a host
 * loop between kernels, which must not make the runtime move every
 * buffer (a built-in touches no memory): w and lw go up once (240,000
 * bytes), nothing comes back but the partial sums. */
// omp2ocl-test: offload=3
// omp2ocl-test: h2d-max=250000
// omp2ocl-test: d2h-max=4096
#include <stdio.h>

#define N 20000

static unsigned int w[N];
static unsigned long lw[N];
static int lz[N], pc[N];

int main(void)
{
    int i;
    long s = 0, host = 0;
    for (i = 0; i < N; i++) {
        w[i] = (unsigned int)i * 2654435761u | 1u;
        lw[i] = ((unsigned long)w[i] << 17) ^ (unsigned long)i;
    }
#pragma omp parallel for
    for (i = 0; i < N; i++)
        lz[i] = __builtin_clz(w[i]) + __builtin_clzl(lw[i] | 1ul);
    for (i = 0; i < 64; i++)
        host += __builtin_popcount((unsigned)i);
#pragma omp parallel for
    for (i = 0; i < N; i++)
        pc[i] = __builtin_popcount(w[i]) + __builtin_popcountl(lw[i]) + __builtin_popcountll(lw[i]);
#pragma omp parallel for reduction(+ : s)
    for (i = 0; i < N; i++)
        s += lz[i] * 3 + pc[i];
    printf("%ld %ld %d %d\n", s, host, lz[N - 1], pc[7]);
    return 0;
}
