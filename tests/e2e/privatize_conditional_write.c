// Writes under a condition: when both branches of an `if` write the scratch
// elements, a later read is covered and the loop is offloaded; when only the
// `then` branch writes, the read after the `if` may see the value from before
// the loop (here every thread stored it, so the OpenMP result does not depend
// on the schedule), which a per-work-item copy would not have: that loop stays
// OpenMP.
// omp2ocl-test: offload=1
// omp2ocl-test: offload-max=1
// omp2ocl-test: missed="'t' element read at line"
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 4000

static double a[N], b[N], c[N];

static void both_branches(void)
{
    double t[3];
    int i;

#pragma omp for
    for (i = 0; i < N; i++) {
        if (a[i] > 0.5) {
            t[0] = a[i];
            t[1] = 1.0;
        } else {
            t[1] = 2.0;
            t[0] = -a[i];
        }
        t[2] = t[0] * t[1];
        b[i] = t[2] + t[0];
    }
}

static void then_only(void)
{
    double t[2];
    int i;

    t[0] = 1.0; /* by every thread, before the loop */
    t[1] = 3.0;
#pragma omp for
    for (i = 0; i < N; i++) {
        t[1] = a[i];
        if (a[i] > 0.5)
            t[0] = 1.0;
        c[i] = t[0] * t[1];
    }
}

int main(void)
{
    int i;
    double s = 0.0, q = 0.0;

    for (i = 0; i < N; i++)
        a[i] = (double)((i * 17) % 31) / 30.0;
#pragma omp parallel
    {
        both_branches();
        then_only();
    }
    for (i = 0; i < N; i++) {
        s += b[i] * (1 + i % 5);
        q += c[i] * (1 + i % 3);
    }
    printf("b %.12e %.12e sum %.12e\n", b[0], b[N - 1], s);
    printf("c %.12e %.12e sum %.12e\n", c[2], c[N - 3], q);
    return 0;
}
