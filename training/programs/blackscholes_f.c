/* Black-Scholes prices of European calls and puts for a book of options
 * generated on the host, single precision, the cumulative normal by the
 * Abramowitz-Stegun polynomial; the book is repriced for a few volatility
 * scenarios.  argv[1]: the number of options. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define SCENARIOS 4

static float cnd(float d)
{
    const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f,
                a4 = -1.821255978f, a5 = 1.330274429f;
    float k = 1.0f / (1.0f + 0.2316419f * fabsf(d));
    float w = 1.0f - 0.39894228f * expf(-0.5f * d * d)
                     * (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
    return d < 0.0f ? 1.0f - w : w;
}

int main(int argc, char **argv)
{
    int n = 100000, i, sc;
    float *spot, *strike, *tmat, *call, *put, r = 0.02f, vol;
    double cs = 0.0, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    spot = (float *)malloc(n * sizeof(float));
    strike = (float *)malloc(n * sizeof(float));
    tmat = (float *)malloc(n * sizeof(float));
    call = (float *)malloc(n * sizeof(float));
    put = (float *)malloc(n * sizeof(float));
    if (!spot || !strike || !tmat || !call || !put) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++) {
        spot[i] = 50.0f + (float)(i % 101);
        strike[i] = 60.0f + (float)((i * 7) % 81);
        tmat[i] = 0.25f + (float)(i % 8) * 0.25f;
    }

    t0 = omp_get_wtime();
    for (sc = 0; sc < SCENARIOS; sc++) {
        vol = 0.15f + 0.05f * sc;
#pragma omp parallel for
        for (i = 0; i < n; i++) {
            float sq = sqrtf(tmat[i]);
            float d1 = (logf(spot[i] / strike[i]) + (r + 0.5f * vol * vol) * tmat[i]) / (vol * sq);
            float d2 = d1 - vol * sq;
            float disc = strike[i] * expf(-r * tmat[i]);
            call[i] = spot[i] * cnd(d1) - disc * cnd(d2);
            put[i] = disc * cnd(-d2) - spot[i] * cnd(-d1);
        }
        for (i = 0; i < n; i++)
            cs += call[i] + 0.5 * put[i];
    }
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs / n);
    printf("time: %.6f\n", t1 - t0);
    free(spot);
    free(strike);
    free(tmat);
    free(call);
    free(put);
    return 0;
}
