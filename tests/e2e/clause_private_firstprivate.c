// private (written before read in every iteration) and firstprivate
// (a read-only per-thread copy of a value set before the loop).  The value of
// a private variable after the loop is unspecified, so it is not printed.
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 3000

static double in[N], out[N];
static int tag[N];

int main(void)
{
    int i;
    double t = -7.0, scale = 1.5;
    int offset = 11;
    for (i = 0; i < N; i++)
        in[i] = (double)(i % 100) * 0.01;
#pragma omp parallel for private(t) firstprivate(scale, offset)
    for (i = 0; i < N; i++) {
        t = in[i] * scale;
        out[i] = t * t + offset;
        tag[i] = (i + offset) % 7;
    }
    long tags = 0;
    double s = 0.0;
    for (i = 0; i < N; i++) {
        tags += tag[i] * (long)i;
        s += out[i];
    }
    printf("scale %.3f offset %d\n", scale, offset);
    printf("out[17] %.12e tags %ld sum %.12e\n", out[17], tags, s);
    return 0;
}
