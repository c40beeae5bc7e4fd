// A threadprivate array that accumulates across the iterations a thread runs
// (a per-thread histogram, merged in a critical section after the loop) is
// not private to an iteration: the loop must stay on the host. Turning it
// into per-work-item scratch lost every count. A second threadprivate array
// that each iteration writes before reading (scratch, the shape of NAS FT's
// line buffers) stays private per iteration, and its loop is offloaded.
// omp2ocl-test: offload=1
// omp2ocl-test: missed="'hist'"
#include <stdio.h>

#define N 100000
#define B 16
#define W 8

static int hist[B];
static double line[W];
#pragma omp threadprivate(hist, line)
static int data[N];
static double out[N];

int main(void)
{
    int total[B] = {0};
    int i, b, w;
    double s = 0.0;

    for (i = 0; i < N; i++)
        data[i] = (i * 7919) % 1000;

#pragma omp parallel private(b)
    {
        for (b = 0; b < B; b++)
            hist[b] = 0;
#pragma omp for
        for (i = 0; i < N; i++)
            hist[data[i] % B]++;
#pragma omp critical
        for (b = 0; b < B; b++)
            total[b] += hist[b];
    }

#pragma omp parallel for private(w)
    for (i = 0; i < N; i++) {
        for (w = 0; w < W; w++)
            line[w] = data[(i + w) % N] * 0.5;
        out[i] = 0.0;
        for (w = 0; w < W; w++)
            out[i] += line[w] * (w + 1);
    }

    for (i = 0; i < N; i++)
        s += out[i];
    for (b = 0; b < B; b++)
        printf("%d %d\n", b, total[b]);
    printf("%.6f\n", s);
    return 0;
}
