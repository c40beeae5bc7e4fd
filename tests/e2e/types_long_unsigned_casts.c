// long, unsigned, unsigned long and mixed int/float/double casts in a kernel
// (a 64-bit hash per element, truncations and float<->int conversions).
// omp2ocl-test: tolerance=1e-6
#include <stdio.h>

#define N 8192

static unsigned long hash[N];
static unsigned u32[N];
static long l64[N];
static float fl[N];
static int back[N];

int main(void)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        unsigned long h = 1469598103934665603UL;
        h ^= (unsigned long)i;
        h *= 1099511628211UL;
        h ^= h >> 29;
        hash[i] = h;
        u32[i] = (unsigned)h ^ (unsigned)(h >> 32);
        l64[i] = (long)(h % 1000003UL) - 500000L;
        fl[i] = (float)l64[i] * 0.001f;
        back[i] = (int)(fl[i] * 10.0f);
    }
    unsigned long x = 0;
    unsigned y = 0;
    long z = 0, w = 0;
    double f = 0.0;
    for (i = 0; i < N; i++) {
        x ^= hash[i];
        y += u32[i];
        z += l64[i];
        w += back[i];
        f += fl[i];
    }
    printf("xor %lu u32 %u l64 %ld back %ld\n", x, y, z, w);
    printf("float sum %.6e\n", f);
    return 0;
}
