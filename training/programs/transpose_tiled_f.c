/* Cache-blocked transpose of a single-precision matrix, tile by tile, in a
 * parallel region: the work-shared loop runs over rows of tiles, then a
 * second loop blends the result in place.  argv[1]: N, rounded up to a
 * multiple of the tile size. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define TILE 32
#define REPS 6

int main(int argc, char **argv)
{
    int n = 1024, nt, ti, tj, i, j, r;
    float *a, *b;
    double cs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    nt = (n + TILE - 1) / TILE;
    n = nt * TILE;
    a = (float *)malloc((size_t)n * n * sizeof(float));
    b = (float *)malloc((size_t)n * n * sizeof(float));
    if (!a || !b) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            a[(long)i * n + j] = (float)((i * 3 + j) % 256) * 0.5f;

    t0 = omp_get_wtime();
    for (r = 0; r < REPS; r++) {
#pragma omp parallel private(ti, tj, i, j)
        {
#pragma omp for
            for (ti = 0; ti < nt; ti++)
                for (tj = 0; tj < nt; tj++)
                    for (i = ti * TILE; i < ti * TILE + TILE; i++)
                        for (j = tj * TILE; j < tj * TILE + TILE; j++)
                            b[(long)j * n + i] = a[(long)i * n + j];
#pragma omp for
            for (i = 0; i < n; i++)
                for (j = 0; j < n; j++)
                    a[(long)i * n + j] = 0.75f * b[(long)i * n + j] + 0.25f * a[(long)i * n + j];
        }
    }
    cs = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            cs += a[(long)i * n + j] * (1 + (i ^ j) % 4);
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(a);
    free(b);
    return 0;
}
