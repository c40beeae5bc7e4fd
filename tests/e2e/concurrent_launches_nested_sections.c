// Offloaded loops reached by several host threads at once: a function with
// its own `parallel for` called from the iterations of an outer `parallel
// for` (nested regions: each outer thread runs an inner team of one and
// launches the inner kernel), and from the sections of `parallel sections`.
// The launches used one kernel object per loop, whose pending arguments and
// reduction results the threads overwrote for each other: wrong sums, a
// different one at each run. Each launch sequence now holds the runtime.
// omp2ocl-test: offload=2
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

#define NB 8
#define M 20000

static double scale(double *x, int n, double f)
{
    double s = 0.0;
    int i;
#pragma omp parallel for reduction(+ : s)
    for (i = 0; i < n; i++) {
        x[i] = x[i] * f + 1.0;
        s += x[i];
    }
    return s;
}

int main(void)
{
    double *a[NB], sums[NB], tot = 0.0, sa = 0.0, sb = 0.0;
    int b, i, t, r;

    for (b = 0; b < NB; b++) {
        a[b] = malloc(M * sizeof(double));
        for (i = 0; i < M; i++)
            a[b][i] = i % 11;
    }
    for (r = 0; r < 3; r++)
        for (t = 0; t < 4; t++) {
#pragma omp parallel for schedule(dynamic)
            for (b = 0; b < NB; b++)
                sums[b] = scale(a[b], M, 0.5 + 0.1 * b);
        }
    for (b = 0; b < NB; b++) {
        printf("block %d: last sum %.12e\n", b, sums[b]);
        for (i = 0; i < M; i++)
            tot += a[b][i] * (b + 1);
    }
    printf("tot %.14e\n", tot);

    for (t = 0; t < 10; t++) {
#pragma omp parallel sections
        {
#pragma omp section
            sums[0] = scale(a[0], M, 0.5);
#pragma omp section
            sums[1] = scale(a[1], M, 0.25);
#pragma omp section
            sums[2] = scale(a[2], M, 0.75);
        }
    }
    for (i = 0; i < M; i++) {
        sa += a[0][i];
        sb += a[1][i] + a[2][i];
    }
    printf("sections: %.12e %.12e %.12e sa %.12e sb %.12e\n", sums[0], sums[1], sums[2], sa, sb);
    for (b = 0; b < NB; b++)
        free(a[b]);
    return 0;
}
