/* Explicit 1-D heat equation with a heat source, single precision: one
 * parallel region encloses the time loop, each step is two orphaned-style
 * work-shared loops (update into a scratch array, copy back).
 * argv[1]: the number of grid points. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define STEPS 200

int main(int argc, char **argv)
{
    int n = 100000, i, t;
    float *u, *un, *src, r = 0.4f;
    double cs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    if (n < 3)
        n = 3;
    u = (float *)malloc(n * sizeof(float));
    un = (float *)malloc(n * sizeof(float));
    src = (float *)malloc(n * sizeof(float));
    if (!u || !un || !src) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++) {
        u[i] = 0.0f;
        src[i] = (i % 1000 == 500) ? 1.0f : 0.0f;
    }

    t0 = omp_get_wtime();
#pragma omp parallel private(t)
    {
        for (t = 0; t < STEPS; t++) {
#pragma omp for
            for (i = 1; i < n - 1; i++)
                un[i] = u[i] + r * (u[i - 1] - 2.0f * u[i] + u[i + 1]) + 0.01f * src[i];
#pragma omp for
            for (i = 1; i < n - 1; i++)
                u[i] = un[i];
        }
    }
    cs = 0.0;
    for (i = 0; i < n; i++)
        cs += (double)u[i] * (1 + i % 7);
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(u);
    free(un);
    free(src);
    return 0;
}
