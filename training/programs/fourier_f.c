/* Partial sums of a Fourier series (a square wave with 48 harmonics and a
 * damping factor) evaluated at every sample point, single precision:
 * sinf and expf per term, many flops per element loaded.
 * argv[1]: the number of sample points. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define TERMS 48

int main(int argc, char **argv)
{
    int n = 100000, i, k;
    float *xs, *f, x, s, kk;
    double cs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    xs = (float *)malloc(n * sizeof(float));
    f = (float *)malloc(n * sizeof(float));
    if (!xs || !f) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++)
        xs[i] = 6.2831853f * (float)(i % 4096) / 4096.0f + 0.001f * (float)(i / 4096 % 100);

    t0 = omp_get_wtime();
#pragma omp parallel for private(k, x, s, kk)
    for (i = 0; i < n; i++) {
        x = xs[i];
        s = 0.0f;
        for (k = 0; k < TERMS; k++) {
            kk = (float)(2 * k + 1);
            s += sinf(kk * x) / kk * expf(-0.002f * kk * kk);
        }
        f[i] = 1.2732395f * s;
    }
    cs = 0.0;
    for (i = 0; i < n; i++)
        cs += fabs(f[i]);
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(xs);
    free(f);
    return 0;
}
