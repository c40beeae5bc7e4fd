/* Explicit 2-D heat diffusion with a hot spot, single precision, the two
 * grid loops collapsed; the old and new grids swap pointers after every
 * step.  argv[1]: NXxNY or N. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define STEPS 100

int main(int argc, char **argv)
{
    int nx = 256, ny = 0, i, j, t;
    float *u, *un, *tmp, c = 0.2f;
    double cs, t0, t1;

    if (argc > 1 && sscanf(argv[1], "%dx%d", &nx, &ny) < 2)
        ny = nx;
    if (ny <= 0)
        ny = nx;
    u = (float *)malloc((size_t)nx * ny * sizeof(float));
    un = (float *)malloc((size_t)nx * ny * sizeof(float));
    if (!u || !un) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    t0 = omp_get_wtime();
#pragma omp parallel for collapse(2)
    for (i = 0; i < nx; i++)
        for (j = 0; j < ny; j++) {
            float dx = (float)(i - nx / 3), dy = (float)(j - ny / 2);
            u[i * ny + j] = (dx * dx + dy * dy < (float)(nx * ny) / 64.0f) ? 100.0f : 10.0f;
            un[i * ny + j] = u[i * ny + j];
        }
    for (t = 0; t < STEPS; t++) {
#pragma omp parallel for collapse(2)
        for (i = 1; i < nx - 1; i++)
            for (j = 1; j < ny - 1; j++)
                un[i * ny + j] = u[i * ny + j]
                    + c * (u[(i + 1) * ny + j] + u[(i - 1) * ny + j]
                           + u[i * ny + j + 1] + u[i * ny + j - 1] - 4.0f * u[i * ny + j]);
        tmp = u;
        u = un;
        un = tmp;
    }
    cs = 0.0;
    for (i = 0; i < nx; i++)
        for (j = 0; j < ny; j++)
            cs += (double)u[i * ny + j] * (1 + (i + j) % 4);
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(u);
    free(un);
    return 0;
}
