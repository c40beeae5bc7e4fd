// A time-stepping loop whose host code updates one element of a grid a
// kernel holds (a source injected into a wave equation each step, a
// boundary value set by hand): the element's announcement names it alone
// (its subscript is fixed in the statement), the device copy stays current
// but for it, and the next launch uploads that element, not the grid.
// (Reading the element, as `+=` does, still brings the grid home: the
// host copy is one range.)
// omp2ocl-test: offload=40
// omp2ocl-test: h2d-max=320872
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

#define N 10000

static void step(double *next, const double *cur, const double *prev, int n)
{
    int i;
#pragma omp parallel for
    for (i = 1; i < n - 1; i++)
        next[i] = 2.0 * cur[i] - prev[i] + 0.25 * (cur[i - 1] - 2.0 * cur[i] + cur[i + 1]);
}

int main(void)
{
    double *u0 = calloc(N, sizeof(double)), *u1 = calloc(N, sizeof(double));
    double *u2 = calloc(N, sizeof(double)), *t;
    double s = 0.0;
    int it, i, src = N / 2;
    for (it = 0; it < 40; it++) {
        step(u2, u1, u0, N);
        u2[src] += (it % 4 == 0) ? 1.0 : 0.0; /* the source */
        u2[0] = 0.0;                          /* fixed ends */
        u2[N - 1] = 0.0;
        t = u0;
        u0 = u1;
        u1 = u2;
        u2 = t;
    }
    for (i = 0; i < N; i++)
        s += u1[i] * (i % 7 + 1) + u0[i];
    printf("s %.12e mid %.12e\n", s, u1[src]);
    free(u0);
    free(u1);
    free(u2);
    return 0;
}
