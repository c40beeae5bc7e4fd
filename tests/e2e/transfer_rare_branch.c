/* A host statement that runs only in some time steps announces its accesses
 * only when it runs: the announcements of an `if` without kernels go into
 * its branches (the condition's before it). Before, the whole of 'u' came
 * back to the host in every step for a sum taken in one step of eight. */
// omp2ocl-test: offload=26
// omp2ocl-test: h2d-max=1700000
// omp2ocl-test: d2h-max=3300000
#include <stdio.h>

#define N 100000
#define STEPS 24

static double u[N], v[N];

int main(void)
{
    int i, step;
    double s = 0.0, checks = 0.0;
    for (i = 0; i < N; i++)
        v[i] = (i % 17) * 0.25;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        u[i] = 1.0 + (i % 5);
    for (step = 0; step < STEPS; step++) {
#pragma omp parallel for
        for (i = 1; i < N; i++)
            u[i] = 0.5 * u[i] + 0.25 * v[i] + 0.125 * v[i - 1];
        if (step % 8 == 7) {
            double t = 0.0;
            for (i = 0; i < N; i++)
                t += u[i];
            checks += t;
        } else if (step % 8 == 3)
            u[0] += 1.0;
    }
#pragma omp parallel for reduction(+:s)
    for (i = 0; i < N; i++)
        s += u[i] * (1 + i % 3);
    printf("checks %.9e\n", checks);
    printf("sum %.9e\n", s);
    return 0;
}
