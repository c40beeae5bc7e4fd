/* 2-D scalar wave equation, second-order leapfrog in time with three time
 * levels rotated by pointer; a Gaussian pulse in a box with fixed walls.
 * Double precision.  argv[1]: N (an N x N grid). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define STEPS 120

int main(int argc, char **argv)
{
    int n = 256, i, j, t;
    double *prev, *cur, *next, *tmp, c2 = 0.2, h, x, y, cs, energy, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    if (n < 4)
        n = 4;
    prev = (double *)malloc((size_t)n * n * sizeof(double));
    cur = (double *)malloc((size_t)n * n * sizeof(double));
    next = (double *)malloc((size_t)n * n * sizeof(double));
    if (!prev || !cur || !next) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    h = 1.0 / (n - 1);

    t0 = omp_get_wtime();
#pragma omp parallel for private(j, x, y)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            x = i * h - 0.4;
            y = j * h - 0.5;
            cur[(long)i * n + j] = exp(-200.0 * (x * x + y * y));
            prev[(long)i * n + j] = cur[(long)i * n + j];
            next[(long)i * n + j] = 0.0;
        }
    for (t = 0; t < STEPS; t++) {
#pragma omp parallel for private(j)
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                next[(long)i * n + j] = 2.0 * cur[(long)i * n + j] - prev[(long)i * n + j]
                    + c2 * (cur[(long)(i + 1) * n + j] + cur[(long)(i - 1) * n + j]
                            + cur[(long)i * n + j + 1] + cur[(long)i * n + j - 1]
                            - 4.0 * cur[(long)i * n + j]);
        tmp = prev;
        prev = cur;
        cur = next;
        next = tmp;
    }
    energy = 0.0;
#pragma omp parallel for private(j) reduction(+:energy)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            energy += cur[(long)i * n + j] * cur[(long)i * n + j];
    cs = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            cs += fabs(cur[(long)i * n + j]);
    t1 = omp_get_wtime();
    printf("energy %.10e\n", energy);
    printf("checksum: %.10e\n", cs + energy);
    printf("time: %.6f\n", t1 - t0);
    free(prev);
    free(cur);
    free(next);
    return 0;
}
