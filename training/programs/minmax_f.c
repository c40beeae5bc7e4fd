/* Minimum and maximum of a generated single-precision signal (min and max
 * reductions), then how many samples lie within 1% of the range from
 * either extreme (an integer reduction).  argv[1]: the length. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

int main(int argc, char **argv)
{
    int n = 100000, i;
    long near = 0;
    float *s, lo = 1e30f, hi = -1e30f, band;
    double t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    s = (float *)malloc(n * sizeof(float));
    if (!s) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    t0 = omp_get_wtime();
#pragma omp parallel for
    for (i = 0; i < n; i++) {
        float x = (float)(i % 100000) * 1e-4f;
        s[i] = sinf(7.0f * x) + 0.5f * cosf(23.0f * x + (float)(i / 100000)) + 0.01f * (float)(i % 13);
    }
#pragma omp parallel for reduction(min:lo) reduction(max:hi)
    for (i = 0; i < n; i++) {
        if (s[i] < lo)
            lo = s[i];
        if (s[i] > hi)
            hi = s[i];
    }
    band = 0.01f * (hi - lo);
#pragma omp parallel for reduction(+:near)
    for (i = 0; i < n; i++)
        if (s[i] < lo + band || s[i] > hi - band)
            near++;
    t1 = omp_get_wtime();
    printf("min %.6e max %.6e near %ld\n", lo, hi, near);
    printf("checksum: %.10e\n", (double)hi - (double)lo + (double)near);
    printf("time: %.6f\n", t1 - t0);
    free(s);
    return 0;
}
