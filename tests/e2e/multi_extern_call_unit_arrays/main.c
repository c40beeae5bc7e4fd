// The shape of NAS CG: static arrays handed to a function of this file as
// pointer parameters, kernels in that function, and between the kernels
// calls to functions of another file (tick.c, a library compiled without
// the translator) that take no pointers. The arrays reach no code outside
// this file (points-to), so those calls cannot touch them: the arrays cross
// to the device once, not after every call (h2d-max: a, x and y once, 3 x 8
// x 4000 bytes; y is read after its store, so it is not "overwritten
// whole"; before, the calls sent them again: 768,000 bytes in all).
// omp2ocl-test: offload=12
// omp2ocl-test: plain=tick.c
// omp2ocl-test: h2d-max=100000
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 4000

void tick(int phase);
int ticks(void);

static double a[N], x[N], y[N];

static double step(const double *pa, const double *px, double *py)
{
    int i;
    double s = 0.0;
#pragma omp parallel for reduction(+ : s)
    for (i = 0; i < N; i++) {
        py[i] = pa[i] * px[i] + 1.0;
        s += py[i];
    }
    tick(1);
    return s;
}

int main(void)
{
    int i, it;
    double total = 0.0;

    for (i = 0; i < N; i++) {
        a[i] = (i % 13) * 0.25;
        x[i] = 1.0 / (i + 1);
    }
    for (it = 0; it < 6; it++) {
        tick(0);
        total += step(a, x, y);
#pragma omp parallel for
        for (i = 0; i < N; i++)
            y[i] = y[i] * 0.5;
        tick(2);
    }
    printf("total %.12e y[5] %.12e ticks %d\n", total, y[5], ticks());
    return 0;
}
