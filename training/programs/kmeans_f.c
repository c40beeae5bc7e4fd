/* Lloyd's k-means on generated 8-dimensional single-precision points:
 * the assignment step finds each point's nearest centroid (a distance loop
 * over K centroids per point), the update step recomputes each centroid
 * from its members (a parallel loop over the K clusters, each scanning all
 * points into a private accumulator array), for a fixed number of rounds.
 * argv[1]: the number of points. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define D 8
#define K 16
#define ROUNDS 8

static float cent[K][D];
static int members[K];

int main(int argc, char **argv)
{
    int n = 100000, i, c, d, r, best, cnt;
    float *pt, dist, bestd, diff, acc[D];
    int *label;
    double cs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    if (n < K)
        n = K;
    pt = (float *)malloc((size_t)n * D * sizeof(float));
    label = (int *)malloc(n * sizeof(int));
    if (!pt || !label) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    /* points scattered around K hidden centres */
    for (i = 0; i < n; i++)
        for (d = 0; d < D; d++)
            pt[(long)i * D + d] = (float)((i % K) * (d + 1) % 10)
                                  + (float)(((unsigned)(i * 2654435761u + d * 97u) >> 20) % 64) / 64.0f;
    for (c = 0; c < K; c++)
        for (d = 0; d < D; d++)
            cent[c][d] = pt[(long)c * 7 % n * D + d];

    t0 = omp_get_wtime();
    for (r = 0; r < ROUNDS; r++) {
#pragma omp parallel for private(c, d, dist, bestd, best, diff)
        for (i = 0; i < n; i++) {
            bestd = 3.0e38f;
            best = 0;
            for (c = 0; c < K; c++) {
                dist = 0.0f;
                for (d = 0; d < D; d++) {
                    diff = pt[(long)i * D + d] - cent[c][d];
                    dist += diff * diff;
                }
                if (dist < bestd) {
                    bestd = dist;
                    best = c;
                }
            }
            label[i] = best;
        }
#pragma omp parallel for private(i, d, cnt, acc)
        for (c = 0; c < K; c++) {
            for (d = 0; d < D; d++)
                acc[d] = 0.0f;
            cnt = 0;
            for (i = 0; i < n; i++)
                if (label[i] == c) {
                    for (d = 0; d < D; d++)
                        acc[d] += pt[(long)i * D + d];
                    cnt++;
                }
            members[c] = cnt;
            if (cnt > 0)
                for (d = 0; d < D; d++)
                    cent[c][d] = acc[d] / (float)cnt;
        }
    }
    cs = 0.0;
    for (c = 0; c < K; c++) {
        for (d = 0; d < D; d++)
            cs += cent[c][d];
        cs += 0.001 * members[c] * (c + 1);
    }
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(pt);
    free(label);
    return 0;
}
