/* 27-point 3-D stencil (a smoothing filter with weights by distance class:
 * centre, faces, edges, corners), all three loops collapsed, repeated
 * between two arrays.  Single precision.  argv[1]: N (an N^3 grid). */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define STEPS 20

static const float wclass[4] = {0.25f, 0.05f, 0.025f, 0.0125f};

int main(int argc, char **argv)
{
    int n = 64, i, j, k, t, di, dj, dk;
    float *a, *b, *tmp, s;
    double cs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    if (n < 3)
        n = 3;
    a = (float *)malloc((size_t)n * n * n * sizeof(float));
    b = (float *)malloc((size_t)n * n * n * sizeof(float));
    if (!a || !b) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (k = 0; k < n; k++) {
                a[((long)i * n + j) * n + k] = (float)((i * 7 + j * 3 + k) % 10);
                b[((long)i * n + j) * n + k] = a[((long)i * n + j) * n + k];
            }

    t0 = omp_get_wtime();
    for (t = 0; t < STEPS; t++) {
#pragma omp parallel for collapse(3) private(di, dj, dk, s)
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                for (k = 1; k < n - 1; k++) {
                    s = 0.0f;
                    for (di = -1; di <= 1; di++)
                        for (dj = -1; dj <= 1; dj++)
                            for (dk = -1; dk <= 1; dk++)
                                s += wclass[di * di + dj * dj + dk * dk]
                                     * a[((long)(i + di) * n + (j + dj)) * n + (k + dk)];
                    b[((long)i * n + j) * n + k] = s;
                }
        tmp = a;
        a = b;
        b = tmp;
    }
    cs = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (k = 0; k < n; k++)
                cs += a[((long)i * n + j) * n + k];
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(a);
    free(b);
    return 0;
}
