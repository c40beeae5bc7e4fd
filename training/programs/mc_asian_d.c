/* Monte Carlo pricing of an arithmetic-average Asian call option: every
 * iteration simulates one geometric Brownian motion path of 32 steps whose
 * normal increments come from Box-Muller on a counter-based hash of (path,
 * step), so paths are independent of the thread count.  Double precision,
 * log/sqrt/cos/exp per step.  argv[1]: the number of paths. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define STEPS 32

static unsigned int hash2(unsigned int a, unsigned int b)
{
    unsigned int h = a * 0x9e3779b9U ^ (b * 0x632be5abU + 0x7f4a7c15U);
    h ^= h >> 16;
    h *= 0x85ebca6bU;
    h ^= h >> 13;
    h *= 0xc2b2ae35U;
    h ^= h >> 16;
    return h;
}

int main(int argc, char **argv)
{
    int n = 100000, p, k;
    double s0 = 100.0, strike = 100.0, rate = 0.03, vol = 0.25, T = 1.0;
    double dt, drift, diff, s, avg, u1, u2, z, payoff, sum = 0.0, sum2 = 0.0;
    double price, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    dt = T / STEPS;
    drift = (rate - 0.5 * vol * vol) * dt;
    diff = vol * sqrt(dt);

    t0 = omp_get_wtime();
#pragma omp parallel for private(k, s, avg, u1, u2, z, payoff) reduction(+:sum, sum2)
    for (p = 0; p < n; p++) {
        s = s0;
        avg = 0.0;
        for (k = 0; k < STEPS; k++) {
            u1 = (hash2((unsigned int)p, 2U * k) + 0.5) * (1.0 / 4294967296.0);
            u2 = hash2((unsigned int)p, 2U * k + 1U) * (1.0 / 4294967296.0);
            z = sqrt(-2.0 * log(u1)) * cos(6.283185307179586 * u2);
            s *= exp(drift + diff * z);
            avg += s;
        }
        avg /= STEPS;
        payoff = avg > strike ? avg - strike : 0.0;
        sum += payoff;
        sum2 += payoff * payoff;
    }
    price = exp(-rate * T) * sum / n;
    t1 = omp_get_wtime();
    printf("price %.8f stderr %.3e\n", price,
           exp(-rate * T) * sqrt((sum2 / n - (sum / n) * (sum / n)) / n));
    printf("checksum: %.10e\n", price);
    printf("time: %.6f\n", t1 - t0);
    return 0;
}
