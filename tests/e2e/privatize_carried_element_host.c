// A thread's own scratch array whose element t[1] is set before the loop and
// only read inside it, after the iteration has written t[0]: t[1] carries the
// value from before the loop into every iteration. A per-work-item copy would
// start without it, so the loop stays OpenMP. (The first mention of `t` in the
// body being a write, of t[0], once let such loops through.) A second loop
// carries a row element from one iteration to the next the same way.
// omp2ocl-test: offload=0
// omp2ocl-test: offload-max=0
// omp2ocl-test: missed="'t' element read at line"
// omp2ocl-test: missed="'acc' element read at line"
#include <stdio.h>

#define N 3000

static double a[N], b[N], c[N];

static void scale(double f)
{
    double t[2];
    int i;

    t[1] = f; /* by every thread, before the loop */
#pragma omp for
    for (i = 0; i < N; i++) {
        t[0] = a[i];
        b[i] = t[0] * t[1];
    }
}

static void offsets(void)
{
    double acc[2][4];
    int i, m;

    for (m = 0; m < 4; m++)
        acc[1][m] = 0.25 * m; /* by every thread, before the loop */
#pragma omp for
    for (i = 0; i < N; i++) {
        for (m = 0; m < 4; m++)
            acc[0][m] = a[i] * m;
        c[i] = acc[0][3] + acc[1][3] + acc[1][2];
    }
}

int main(void)
{
    int i;
    double s = 0.0, q = 0.0;

    for (i = 0; i < N; i++)
        a[i] = (double)((i * 13) % 29) / 8.0;
#pragma omp parallel
    {
        scale(2.5);
        offsets();
    }
    for (i = 0; i < N; i++) {
        s += b[i];
        q += c[i];
    }
    printf("b %.12e %.12e sum %.12e\n", b[0], b[N - 1], s);
    printf("c %.12e %.12e sum %.12e\n", c[1], c[N - 2], q);
    return 0;
}
