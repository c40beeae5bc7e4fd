/* Image pyramids for a sequence of generated single-precision frames:
 * each frame is synthesised by a parallel loop, then every level halves
 * the previous one by 2x2 averaging (one parallel loop per level, each a
 * quarter of the last), and the detail energy lost at each level (the
 * squared difference between a level and its coarser neighbour, upsampled)
 * is a double reduction.  argv[1]: N (N x N frames, rounded up to a
 * multiple of 64). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define LEVELS 6
#define FRAMES 8

int main(int argc, char **argv)
{
    int n = 512, f, l, x, y, m, pm, sz[LEVELS + 1];
    float *lev[LEVELS + 1], *src, *dst, ph;
    double e, d, cs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    n = (n + 63) / 64 * 64;
    for (l = 0; l <= LEVELS; l++) {
        sz[l] = n >> l;
        lev[l] = (float *)malloc((size_t)sz[l] * sz[l] * sizeof(float));
        if (!lev[l]) {
            fprintf(stderr, "out of memory\n");
            return 1;
        }
    }

    t0 = omp_get_wtime();
    cs = 0.0;
    for (f = 0; f < FRAMES; f++) {
        ph = 0.3f * f;
        src = lev[0];
#pragma omp parallel for collapse(2)
        for (y = 0; y < n; y++)
            for (x = 0; x < n; x++)
                src[(long)y * n + x] = 100.0f * sinf(0.02f * x + ph) * cosf(0.015f * y - ph)
                                       + (float)((x ^ y) & 15);
        for (l = 1; l <= LEVELS; l++) {
            m = sz[l];
            pm = sz[l - 1];
            src = lev[l - 1];
            dst = lev[l];
#pragma omp parallel for collapse(2)
            for (y = 0; y < m; y++)
                for (x = 0; x < m; x++)
                    dst[(long)y * m + x] = 0.25f * (src[(long)(2 * y) * pm + 2 * x] + src[(long)(2 * y) * pm + 2 * x + 1]
                                                    + src[(long)(2 * y + 1) * pm + 2 * x] + src[(long)(2 * y + 1) * pm + 2 * x + 1]);
        }
        for (l = 1; l <= LEVELS; l++) {
            m = sz[l];
            pm = sz[l - 1];
            src = lev[l - 1];
            dst = lev[l];
            e = 0.0;
#pragma omp parallel for collapse(2) private(d) reduction(+:e)
            for (y = 0; y < pm; y++)
                for (x = 0; x < pm; x++) {
                    d = (double)src[(long)y * pm + x] - (double)dst[(long)(y / 2) * m + x / 2];
                    e += d * d;
                }
            cs += e / ((double)pm * pm);
        }
        dst = lev[LEVELS];
        for (x = 0; x < sz[LEVELS] * sz[LEVELS]; x++)
            cs += fabs(dst[x]);
    }
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    return 0;
}
