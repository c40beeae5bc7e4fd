/* Halo exchange for a 2-D single-precision field with ghost cells: the
 * interior is copied into a padded array, then the ghost rows and columns
 * are filled periodically from the opposite edges (four small loops), and
 * a 5-point sum reads the padded array.  Little work per byte moved.
 * argv[1]: N (an N x N interior). */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define G 1
#define STEPS 5

int main(int argc, char **argv)
{
    int n = 256, np, i, j, t;
    float *u, *pad;
    double cs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    if (n < 2)
        n = 2;
    np = n + 2 * G;
    u = (float *)malloc((size_t)n * n * sizeof(float));
    pad = (float *)malloc((size_t)np * np * sizeof(float));
    if (!u || !pad) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            u[(long)i * n + j] = (float)((i * 13 + j * 7) % 32) * 0.5f;

    t0 = omp_get_wtime();
    for (t = 0; t < STEPS; t++) {
#pragma omp parallel for collapse(2)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                pad[(long)(i + G) * np + (j + G)] = u[(long)i * n + j];
#pragma omp parallel for
        for (j = 0; j < n; j++) {
            pad[j + G] = u[(long)(n - 1) * n + j];
            pad[(long)(n + G) * np + (j + G)] = u[j];
        }
#pragma omp parallel for
        for (i = 0; i < np; i++) {
            pad[(long)i * np] = pad[(long)i * np + n];
            pad[(long)i * np + n + G] = pad[(long)i * np + G];
        }
#pragma omp parallel for collapse(2)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                u[(long)i * n + j] = 0.5f * pad[(long)(i + G) * np + (j + G)]
                    + 0.125f * (pad[(long)i * np + (j + G)] + pad[(long)(i + 2 * G) * np + (j + G)]
                                + pad[(long)(i + G) * np + j] + pad[(long)(i + G) * np + (j + 2 * G)]);
    }
    cs = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            cs += u[(long)i * n + j] * (1 + (i + j) % 3);
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(u);
    free(pad);
    return 0;
}
