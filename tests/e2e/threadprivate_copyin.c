// threadprivate globals initialised from the master thread by copyin, read
// inside offloadable loops; a threadprivate per-thread counter summed after.
// omp2ocl-test: offload=2
#include <stdio.h>

#define N 5000

static int tp_offset;
static double tp_scale;
static long tp_count;
#pragma omp threadprivate(tp_offset, tp_scale, tp_count)

static double a[N], b[N];

int main(void)
{
    int i;
    long total = 0;
    tp_offset = 5;
    tp_scale = 0.5;
    tp_count = 0;
#pragma omp parallel copyin(tp_offset, tp_scale, tp_count)
    {
#pragma omp for
        for (i = 0; i < N; i++)
            a[i] = i * tp_scale + tp_offset;
#pragma omp for
        for (i = 0; i < N; i++)
            tp_count += i % 3;
#pragma omp atomic
        total += tp_count;
    }
    tp_offset = 9;
#pragma omp parallel for copyin(tp_offset)
    for (i = 0; i < N; i++)
        b[i] = a[i] - tp_offset;
    double s = 0.0;
    for (i = 0; i < N; i++)
        s += b[i];
    printf("a[10] %.12e b[4999] %.12e sum %.12e\n", a[10], b[N - 1], s);
    printf("count total %ld\n", total);
    return 0;
}
