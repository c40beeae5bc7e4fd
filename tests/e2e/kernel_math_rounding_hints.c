// Calls legacy kernels make that have no OpenCL built-in of the same name:
// lround/llround/lrint (and their float forms) round with the built-in and
// convert to the integer type; __builtin_expect (likely()/unlikely()
// macros) is its first argument. All loops run on the device.
// omp2ocl-test: offload=3
// omp2ocl-test: offload-max=3
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define N 5000

int main(void)
{
    double *x = malloc(N * sizeof(double));
    float *f = malloc(N * sizeof(float));
    long *r = malloc(N * sizeof(long));
    long long *q = malloc(N * sizeof(long long));
    unsigned char *img = malloc(N);
    long s = 0, t = 0, u = 0;
    int i;
    for (i = 0; i < N; i++) {
        x[i] = (i - N / 2) * 0.25; /* many halves: round away from zero */
        f[i] = (float)(i % 17) * 1.5f - 12.0f;
    }
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        r[i] = lround(x[i]) + lrint(x[i] * 0.5);
        q[i] = llround(x[i] * 3.0) - llrint(x[i]);
    }
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        long v = lroundf(f[i] * 10.0f) + lrintf(f[i]);
        if (unlikely(v < 0))
            v = -v;
        img[i] = (unsigned char)(likely(v < 255) ? v : 255);
    }
#pragma omp parallel for
    for (i = 0; i < N; i++)
        q[i] += (long long)img[i];
    for (i = 0; i < N; i++) {
        s += r[i] * (i % 7 + 1);
        t += q[i] * (i % 3 + 1);
        u += img[i];
    }
    printf("r %ld q %ld img %ld\n", s, t, u);
    free(x);
    free(f);
    free(r);
    free(q);
    free(img);
    return 0;
}
