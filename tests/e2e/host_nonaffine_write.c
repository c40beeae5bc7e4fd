// A race-free but non-affine write pattern (a scatter through a permutation):
// the translator cannot prove it safe, so it stays on the host; the gather
// loop afterwards (non-affine reads only) is still correct either way.
// omp2ocl-test: offload=0
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 4096

static int perm[N];
static double src[N], dst[N], back[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        perm[i] = (int)(((unsigned)i * 1237u + 11u) % N);  /* 1237 odd: a permutation */
        src[i] = 0.5 * i - 100.0;
    }
#pragma omp parallel for
    for (i = 0; i < N; i++)
        dst[perm[i]] = src[i] * 3.0;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        back[i] = dst[perm[i]] - src[i];
    double s = 0.0, t = 0.0;
    for (i = 0; i < N; i++) {
        s += dst[i] * (i % 13);
        t += back[i];
    }
    printf("dst[0] %.12e dst[77] %.12e s %.12e t %.12e\n", dst[0], dst[77], s, t);
    return 0;
}
