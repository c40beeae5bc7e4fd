// reduction(+) on double where rounding depends on the order of the partial
// sums (two-stage reduction on the device): tolerance declared.  The float
// sum adds multiples of 1/64 that float represents exactly at every step.
// omp2ocl-test: tolerance=1e-10
#include <stdio.h>
#include <math.h>

#define N 200000

static double d[N];
static float f[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        d[i] = 1.0 / (1.0 + i) + ((i % 3) - 1) * 1e-3;
        f[i] = (float)(i % 64) / 64.0f;
    }
    double sd = 0.0, sq = 0.0;
    float sf = 0.0f;
#pragma omp parallel for reduction(+:sd, sf, sq)
    for (i = 0; i < N; i++) {
        sd += d[i];
        sf += f[i];
        sq += d[i] * d[i];
    }
    printf("double sum %.12e\n", sd);
    printf("float sum %.6e\n", sf);
    printf("rms %.12e\n", sqrt(sq / N));
    return 0;
}
