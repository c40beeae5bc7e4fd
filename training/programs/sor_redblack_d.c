/* Red-black successive over-relaxation for the Poisson equation on an
 * N x N grid: each sweep updates the red points, then the black ones; the
 * inner loop starts at a parity that depends on the row and strides by 2.
 * Double precision.  argv[1]: N. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define SWEEPS 50

int main(int argc, char **argv)
{
    int n = 256, i, j, s, color;
    double *u, *f, omega = 1.5, h2, cs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    if (n < 4)
        n = 4;
    u = (double *)malloc((size_t)n * n * sizeof(double));
    f = (double *)malloc((size_t)n * n * sizeof(double));
    if (!u || !f) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    h2 = 1.0 / ((double)(n - 1) * (n - 1));

    t0 = omp_get_wtime();
#pragma omp parallel for private(j)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            u[(long)i * n + j] = 0.0;
            f[(long)i * n + j] = ((i / 8 + j / 8) % 2) ? 1.0 : -0.5;
        }
    for (s = 0; s < SWEEPS; s++)
        for (color = 0; color < 2; color++) {
#pragma omp parallel for private(j)
            for (i = 1; i < n - 1; i++)
                for (j = 1 + (i + color) % 2; j < n - 1; j += 2)
                    u[(long)i * n + j] += omega * (0.25 * (u[(long)(i - 1) * n + j] + u[(long)(i + 1) * n + j]
                                                          + u[(long)i * n + j - 1] + u[(long)i * n + j + 1]
                                                          + h2 * f[(long)i * n + j])
                                                  - u[(long)i * n + j]);
        }
    cs = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            cs += u[(long)i * n + j] * (1 + (i + 2 * j) % 5);
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(u);
    free(f);
    return 0;
}
