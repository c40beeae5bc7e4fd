// A reordered array that the local-memory prefetch pass also copies into
// __local memory: the local copy must be declared in the new layout (a flat
// copy of the permuted array, read through permuted subscripts). Non-square
// shapes, so a copy declared in the old layout would read wrong elements.
// The results must not change (the `passes` matrix also runs this with
// -fno-global-index-reorder and -fno-local-prefetch).
// omp2ocl-test: offload=3
#include <stdio.h>

#define N 40
#define M 7

static double w[N][M];
static double out[N][M];

int main(void)
{
    int i, j, r;
    double s = 0.0;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            w[i][j] = i * 0.5 + j + (i * j % 3) * 0.25;
    for (r = 0; r < 3; r++) {
        /* one work-item per i, j sequential: wants w and out as [j][i] */
#pragma omp parallel for private(j)
        for (i = 0; i < N; i++) {
            out[i][0] = r;
            for (j = 0; j < M; j++)
                out[i][j] += w[i][j] + 0.5 * w[(i + 1) % N][j] - 0.25 * w[3][j];
        }
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            s += out[i][j] * (i + 2 * j);
    printf("checksum %.12e\n", s);
    printf("out %.12e %.12e\n", out[0][6], out[39][1]);
    return 0;
}
