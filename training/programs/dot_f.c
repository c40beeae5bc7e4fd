/* Repeated dot products of single-precision vectors, accumulated in double
 * as careful legacy code does, and a vector update between them (a few
 * Gram-Schmidt steps that make y orthogonal to x).
 * argv[1]: the vector length. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define ROUNDS 10

int main(int argc, char **argv)
{
    int n = 100000, i, r;
    float *x, *y, c;
    double xy, xx, ys, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    x = (float *)malloc(n * sizeof(float));
    y = (float *)malloc(n * sizeof(float));
    if (!x || !y) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++) {
        x[i] = (float)(i % 17) * 0.125f + 0.5f;
        y[i] = (float)((i * 5) % 23) * 0.0625f;
    }

    t0 = omp_get_wtime();
    xx = 0.0;
#pragma omp parallel for reduction(+:xx)
    for (i = 0; i < n; i++)
        xx += (double)x[i] * x[i];
    for (r = 0; r < ROUNDS; r++) {
        xy = 0.0;
#pragma omp parallel for reduction(+:xy)
        for (i = 0; i < n; i++)
            xy += (double)x[i] * y[i];
        c = (float)(xy / xx) * 0.5f;
#pragma omp parallel for
        for (i = 0; i < n; i++)
            y[i] = y[i] - c * x[i] + 0.001f;
    }
    ys = 0.0;
    for (i = 0; i < n; i++)
        ys += y[i];
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", ys + xy / n);
    printf("time: %.6f\n", t1 - t0);
    free(x);
    free(y);
    return 0;
}
