// A loop calling printf stays on the host (the call has side effects); only
// one iteration prints, so the output is deterministic.  The loop after it is
// offloadable.
// omp2ocl-test: offload=1
// omp2ocl-test: missed="printf"
#include <stdio.h>

#define N 5000

static int v[N], w[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        v[i] = (i * 7) % 1000 - (i == 4321 ? 5000 : 0);
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        if (v[i] < 0)
            printf("negative value %d at %d\n", v[i], i);
        w[i] = v[i] / 2;
    }
#pragma omp parallel for
    for (i = 0; i < N; i++)
        v[i] = w[i] + 1;
    long s = 0;
    for (i = 0; i < N; i++)
        s += v[i];
    printf("sum %ld\n", s);
    return 0;
}
