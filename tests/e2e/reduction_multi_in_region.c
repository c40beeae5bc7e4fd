// Orphaned and in-region reductions inside one parallel region, the result of
// one feeding the next loop (norm then normalise), plus a reduction onto a
// global variable.
// omp2ocl-test: offload=3
// omp2ocl-test: tolerance=1e-8
#include <stdio.h>
#include <math.h>

#define N 50000

static double v[N];
static double gsum;

static void accumulate(void)
{
    int i;
#pragma omp for reduction(+:gsum)
    for (i = 0; i < N; i++)
        gsum += v[i];
}

int main(void)
{
    int i;
    double nrm2 = 0.0;
    for (i = 0; i < N; i++)
        v[i] = (double)((i * 17) % 23) - 11.0;
#pragma omp parallel
    {
#pragma omp for reduction(+:nrm2)
        for (i = 0; i < N; i++)
            nrm2 += v[i] * v[i];
        double inv = 1.0 / sqrt(nrm2);
#pragma omp for
        for (i = 0; i < N; i++)
            v[i] *= inv;
        accumulate();
    }
    printf("nrm2 %.12e gsum %.12e v[5] %.12e\n", nrm2, gsum, v[5]);
    return 0;
}
