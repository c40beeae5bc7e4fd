/* All-pairs shortest paths by Floyd-Warshall on a generated weighted
 * digraph (integer distances): for each intermediate vertex k the whole
 * matrix is relaxed in parallel (the two loops collapsed), n kernels.
 * Row and column k do not change during step k.  argv[1]: the number of
 * vertices. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define INF 1000000000

int main(int argc, char **argv)
{
    int n = 256, i, j, k, via;
    int *d;
    long cs, reach;
    double t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    d = (int *)malloc((size_t)n * n * sizeof(int));
    if (!d) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    t0 = omp_get_wtime();
#pragma omp parallel for collapse(2)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            if (i == j)
                d[(long)i * n + j] = 0;
            else if ((i * 17 + j * 31) % 23 < 3 || j == (i + 1) % n)
                d[(long)i * n + j] = 1 + (i * 7 + j * 3) % 50;
            else
                d[(long)i * n + j] = INF;
        }
    for (k = 0; k < n; k++) {
#pragma omp parallel for collapse(2) private(via)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (d[(long)i * n + k] < INF && d[(long)k * n + j] < INF) {
                    via = d[(long)i * n + k] + d[(long)k * n + j];
                    if (via < d[(long)i * n + j])
                        d[(long)i * n + j] = via;
                }
    }
    cs = 0;
    reach = 0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            if (d[(long)i * n + j] < INF) {
                cs += d[(long)i * n + j];
                reach++;
            }
    t1 = omp_get_wtime();
    printf("reachable pairs %ld\n", reach);
    printf("checksum: %ld\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(d);
    return 0;
}
