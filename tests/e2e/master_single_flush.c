// `master` (no implied barrier: followed by an explicit one), `single` (with
// its implied barrier), `single nowait` plus barrier, and `flush` inside a
// region with work-sharing loops between them.
// omp2ocl-test: offload=3
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 4000

static double a[N], b[N];
static double scale;
static int ready;

int main(void)
{
    int i;
    double s = 0.0;
#pragma omp parallel private(i)
    {
#pragma omp master
        {
            scale = 0.75;
            ready = 1;
        }
#pragma omp flush
#pragma omp barrier
#pragma omp for
        for (i = 0; i < N; i++)
            a[i] = (i % 100) * scale + ready;
#pragma omp single
        {
            a[0] = -1.0;
            scale = 2.0;
        }
#pragma omp for
        for (i = 0; i < N; i++)
            b[i] = a[i] * scale;
#pragma omp single nowait
        b[N - 1] = 0.0;
#pragma omp flush(b)
#pragma omp barrier
#pragma omp for reduction(+:s)
        for (i = 0; i < N; i++)
            s += b[i];
    }
    printf("a[0] %.12e a[7] %.12e b[N-2] %.12e sum %.12e\n", a[0], a[7], b[N - 2], s);
    return 0;
}
