/* Counting keys per bin without atomics, as older OpenMP codes did: a
 * parallel loop over the NB bins in which every bin scans all keys and keeps
 * its own. The parallelism is the bin count, whatever the number of keys:
 * few long work-items. Between rounds a parallel loop over the keys moves
 * each key to another bin. argv[1]: the number of keys. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define NB 32
#define ROUNDS 4

static long count[NB];
static long weight[NB];

int main(int argc, char **argv)
{
    int n = 100000, i, b, r;
    int *key, *val;
    long c, s, cs;
    double t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    if (n < 1)
        n = 1;
    key = (int *)malloc((size_t)n * sizeof(int));
    val = (int *)malloc((size_t)n * sizeof(int));
    if (!key || !val) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++) {
        key[i] = (int)(((unsigned)i * 2654435761u) >> 7) % NB;
        val[i] = (i * 7) % 13;
    }

    t0 = omp_get_wtime();
    cs = 0;
    for (r = 0; r < ROUNDS; r++) {
#pragma omp parallel for private(i, c, s)
        for (b = 0; b < NB; b++) {
            c = 0;
            s = 0;
            for (i = 0; i < n; i++)
                if (key[i] == b) {
                    c++;
                    s += val[i];
                }
            count[b] = c;
            weight[b] = s;
        }
        for (b = 0; b < NB; b++)
            cs += count[b] * (b + 1) + weight[b] * (r + 1);
#pragma omp parallel for
        for (i = 0; i < n; i++)
            key[i] = (key[i] + val[i] + r) % NB;
    }
    t1 = omp_get_wtime();
    printf("checksum: %ld\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(key);
    free(val);
    return 0;
}
