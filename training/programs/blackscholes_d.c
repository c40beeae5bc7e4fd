/* Black-Scholes in double precision inside one parallel region: a
 * work-shared loop generates the option parameters, one prices the calls,
 * one the puts (erfc-based cumulative normal), and a last one reduces the
 * book value and its delta.  argv[1]: the number of options. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

static double ncdf(double x)
{
    return 0.5 * erfc(-x * 0.7071067811865476);
}

int main(int argc, char **argv)
{
    int n = 100000, i;
    double *spot, *strike, *tmat, *vol, *call, *put;
    double r = 0.015, value = 0.0, delta = 0.0, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    spot = (double *)malloc(n * sizeof(double));
    strike = (double *)malloc(n * sizeof(double));
    tmat = (double *)malloc(n * sizeof(double));
    vol = (double *)malloc(n * sizeof(double));
    call = (double *)malloc(n * sizeof(double));
    put = (double *)malloc(n * sizeof(double));
    if (!spot || !strike || !tmat || !vol || !call || !put) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    t0 = omp_get_wtime();
#pragma omp parallel
    {
#pragma omp for
        for (i = 0; i < n; i++) {
            spot[i] = 80.0 + 40.0 * (((long)i * 37) % 1000) / 1000.0;
            strike[i] = 70.0 + 60.0 * (((long)i * 91) % 997) / 997.0;
            tmat[i] = 0.1 + 2.9 * (((long)i * 13) % 503) / 503.0;
            vol[i] = 0.1 + 0.4 * (((long)i * 7) % 101) / 101.0;
        }
#pragma omp for nowait
        for (i = 0; i < n; i++) {
            double sq = sqrt(tmat[i]);
            double d1 = (log(spot[i] / strike[i]) + (r + 0.5 * vol[i] * vol[i]) * tmat[i]) / (vol[i] * sq);
            double d2 = d1 - vol[i] * sq;
            call[i] = spot[i] * ncdf(d1) - strike[i] * exp(-r * tmat[i]) * ncdf(d2);
        }
#pragma omp for
        for (i = 0; i < n; i++) {
            double sq = sqrt(tmat[i]);
            double d1 = (log(spot[i] / strike[i]) + (r + 0.5 * vol[i] * vol[i]) * tmat[i]) / (vol[i] * sq);
            double d2 = d1 - vol[i] * sq;
            put[i] = strike[i] * exp(-r * tmat[i]) * ncdf(-d2) - spot[i] * ncdf(-d1);
        }
#pragma omp for reduction(+:value, delta)
        for (i = 0; i < n; i++) {
            double sq = sqrt(tmat[i]);
            double d1 = (log(spot[i] / strike[i]) + (r + 0.5 * vol[i] * vol[i]) * tmat[i]) / (vol[i] * sq);
            value += call[i] - 0.5 * put[i];
            delta += ncdf(d1);
        }
    }
    t1 = omp_get_wtime();
    printf("value %.10e delta %.10e\n", value, delta);
    printf("checksum: %.10e\n", value / n + delta / n);
    printf("time: %.6f\n", t1 - t0);
    free(spot);
    free(strike);
    free(tmat);
    free(vol);
    free(call);
    free(put);
    return 0;
}
