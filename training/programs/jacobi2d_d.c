/* 2-D five-point Jacobi relaxation for the Laplace equation on an NXxNY
 * grid with fixed boundary values, time-stepped with a residual computed
 * every step (a reduction).  Double precision; the loops over columns are
 * plain nested loops inside `parallel for` over rows.
 * argv[1]: NXxNY or N. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define STEPS 100

int main(int argc, char **argv)
{
    int nx = 256, ny = 0, i, j, t;
    double *u, *v, diff, d, cs, t0, t1;

    if (argc > 1 && sscanf(argv[1], "%dx%d", &nx, &ny) < 2)
        ny = nx;
    if (ny <= 0)
        ny = nx;
    u = (double *)malloc((size_t)nx * ny * sizeof(double));
    v = (double *)malloc((size_t)nx * ny * sizeof(double));
    if (!u || !v) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    t0 = omp_get_wtime();
#pragma omp parallel for private(j)
    for (i = 0; i < nx; i++)
        for (j = 0; j < ny; j++) {
            if (i == 0)
                u[(long)i * ny + j] = 1.0;
            else if (j == 0)
                u[(long)i * ny + j] = 0.5;
            else
                u[(long)i * ny + j] = 0.0;
            v[(long)i * ny + j] = u[(long)i * ny + j];
        }
    diff = 0.0;
    for (t = 0; t < STEPS; t++) {
#pragma omp parallel for private(j)
        for (i = 1; i < nx - 1; i++)
            for (j = 1; j < ny - 1; j++)
                v[(long)i * ny + j] = 0.25 * (u[(long)(i - 1) * ny + j] + u[(long)(i + 1) * ny + j]
                                            + u[(long)i * ny + j - 1] + u[(long)i * ny + j + 1]);
        diff = 0.0;
#pragma omp parallel for private(j, d) reduction(+:diff)
        for (i = 1; i < nx - 1; i++)
            for (j = 1; j < ny - 1; j++) {
                d = v[(long)i * ny + j] - u[(long)i * ny + j];
                diff += d * d;
                u[(long)i * ny + j] = v[(long)i * ny + j];
            }
    }
    cs = 0.0;
    for (i = 0; i < nx; i++)
        for (j = 0; j < ny; j++)
            cs += u[(long)i * ny + j];
    t1 = omp_get_wtime();
    printf("last change %.6e\n", sqrt(diff));
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(u);
    free(v);
    return 0;
}
