// A static array of this file (and, in a second round, a heap block) is
// handed once to a function in another file (keep.c, a library compiled
// without the translator), which keeps the pointer; later calls into that
// file take no arguments but read and write the array through the kept
// pointer. Between the kernels, every such call must see
// the kernels' results, and the next kernel the call's writes: the array
// escaped, so calls the translator cannot see are host accesses of it.
// omp2ocl-test: offload=12
// omp2ocl-test: plain=keep.c
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

#define N 5000

void keep_array(double *p, int n);
double kept_sum(void);
void kept_scale(double f);

static double a[N];

int main(void)
{
    int i, it;
    double s1 = 0.0, s2 = 0.0;

    keep_array(a, N);
    for (it = 0; it < 3; it++) {
#pragma omp parallel for
        for (i = 0; i < N; i++)
            a[i] = a[i] * 0.5 + (i % 7) + it;
        s1 += kept_sum();
        kept_scale(1.5);
#pragma omp parallel for
        for (i = 0; i < N; i++)
            a[i] = a[i] + 1.0;
        s2 += kept_sum();
    }
    printf("s1 %.12e s2 %.12e a[17] %.12e\n", s1, s2, a[17]);

    double *h = malloc(N * sizeof(double));
    for (i = 0; i < N; i++)
        h[i] = 1.0;
    keep_array(h, N);
    s1 = s2 = 0.0;
    for (it = 0; it < 3; it++) {
#pragma omp parallel for
        for (i = 0; i < N; i++)
            h[i] = h[i] * 0.75 + (i % 5);
        s1 += kept_sum();
        kept_scale(2.0);
#pragma omp parallel for
        for (i = 0; i < N; i++)
            h[i] = h[i] - 0.5;
        s2 += kept_sum();
    }
    printf("heap s1 %.12e s2 %.12e h[9] %.12e\n", s1, s2, h[9]);
    free(h);
    return 0;
}
