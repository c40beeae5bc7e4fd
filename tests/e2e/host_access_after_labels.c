// Host writes between kernels that sit right after a `case` label, a
// `default:` or a goto label. Their announcements went in front of the
// label, where the jump passes over them: the device kept its stale copy and
// the next kernel lost the writes (a switch one of whose cases launches a
// kernel is announced case by case). They now go after the label.
// omp2ocl-test: offload=6
#include <stdio.h>
#include <stdlib.h>

#define N 1000

static void step(double *u)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        u[i] = u[i] * 0.5 + 1.0;
}

int main(void)
{
    double *u = malloc(N * sizeof(double));
    int t;

    for (t = 0; t < N; t++)
        u[t] = t;
    for (t = 0; t < 3; t++) {
        step(u);
        switch (t) {
        case 0: u[3] = 100.0; break;
        case 1: u[7] += 20.0; step(u); break;
        default: u[11] = -5.0; break;
        }
    }
    for (t = 0; t < 2; t++) {
        step(u);
        if (t == 0)
            goto first;
        u[13] = 42.0;
        continue;
first:
        u[17] = 1.0e3;
    }
    step(u);
    printf("%g %g %g %g %g %g\n", u[3], u[7], u[11], u[13], u[17], u[19]);
    free(u);
    return 0;
}
