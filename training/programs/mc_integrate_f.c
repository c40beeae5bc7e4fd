/* Monte Carlo integration of a smooth function over the unit cube in
 * single precision: each iteration maps three hashed counters to a point,
 * evaluates expf/cosf/sqrtf there and adds the value to a double sum;
 * the second moment gives the error estimate.  argv[1]: the number of
 * samples. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

static unsigned int hash32(unsigned int x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

int main(int argc, char **argv)
{
    int n = 100000, i;
    float x, y, z, f;
    double s = 0.0, s2 = 0.0, mean, err, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);

    t0 = omp_get_wtime();
#pragma omp parallel for private(x, y, z, f) reduction(+:s, s2)
    for (i = 0; i < n; i++) {
        x = (float)(hash32(3U * i) >> 8) * (1.0f / 16777216.0f);
        y = (float)(hash32(3U * i + 1U) >> 8) * (1.0f / 16777216.0f);
        z = (float)(hash32(3U * i + 2U) >> 8) * (1.0f / 16777216.0f);
        f = expf(-(x * x + y * y + z * z)) * cosf(3.0f * x * y) + sqrtf(z + 0.1f * x);
        s += f;
        s2 += (double)f * f;
    }
    mean = s / n;
    err = sqrt((s2 / n - mean * mean) / n);
    t1 = omp_get_wtime();
    printf("integral %.8f +- %.2e\n", mean, err);
    printf("checksum: %.10e\n", mean);
    printf("time: %.6f\n", t1 - t0);
    return 0;
}
