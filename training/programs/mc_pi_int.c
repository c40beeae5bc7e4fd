/* Monte Carlo estimate of pi: each iteration draws a batch of points from
 * a counter-based hash of (iteration, sample), so the result does not
 * depend on the thread count, and counts those inside the quarter circle
 * (a 64-bit integer reduction).  argv[1]: the number of batches (16
 * points each). */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define BATCH 16

static unsigned int hash2(unsigned int a, unsigned int b)
{
    unsigned int h = a * 0x9e3779b9U ^ (b + 0x7f4a7c15U);
    h ^= h >> 16;
    h *= 0x85ebca6bU;
    h ^= h >> 13;
    h *= 0xc2b2ae35U;
    h ^= h >> 16;
    return h;
}

int main(int argc, char **argv)
{
    long n = 100000, i, inside = 0;
    int k;
    unsigned int ux, uy;
    double x, y, t0, t1;

    if (argc > 1)
        n = atol(argv[1]);

    t0 = omp_get_wtime();
#pragma omp parallel for private(k, ux, uy, x, y) reduction(+:inside)
    for (i = 0; i < n; i++)
        for (k = 0; k < BATCH; k++) {
            ux = hash2((unsigned int)i, 2U * k);
            uy = hash2((unsigned int)i, 2U * k + 1U);
            x = ux * (1.0 / 4294967296.0);
            y = uy * (1.0 / 4294967296.0);
            if (x * x + y * y < 1.0)
                inside++;
        }
    t1 = omp_get_wtime();
    printf("pi %.8f\n", 4.0 * inside / ((double)n * BATCH));
    printf("checksum: %ld\n", inside);
    printf("time: %.6f\n", t1 - t0);
    return 0;
}
