/* Bitonic sort of 2^k integers: for every stage and step a parallel loop
 * computes each element's new value from its partner i ^ j (a min or a
 * max, by the direction of its block), into a second array that a second
 * loop copies back.  Static arrays, as sized at compile time.
 * argv[1]: the number of keys (rounded up to a power of two, at most
 * NMAX). */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define NMAX (1 << 24)

static int key[NMAX], tmp[NMAX];

int main(int argc, char **argv)
{
    long want = 1 << 16, cs;
    int n, i, j, k, p, mine, other, lower, up, sorted;
    double t0, t1;

    if (argc > 1)
        want = atol(argv[1]);
    n = 2;
    while (n < want && n < NMAX)
        n *= 2;
    for (i = 0; i < n; i++)
        key[i] = (int)(((unsigned)i * 2654435761u) >> 4) % 1000000;

    t0 = omp_get_wtime();
    for (k = 2; k <= n; k *= 2)
        for (j = k / 2; j > 0; j /= 2) {
#pragma omp parallel for private(p, mine, other, lower, up)
            for (i = 0; i < n; i++) {
                p = i ^ j;
                mine = key[i];
                other = key[p];
                up = (i & k) == 0;
                lower = i < p;
                if (lower == up)
                    tmp[i] = mine < other ? mine : other;
                else
                    tmp[i] = mine > other ? mine : other;
            }
#pragma omp parallel for
            for (i = 0; i < n; i++)
                key[i] = tmp[i];
        }
    sorted = 1;
    cs = 0;
    for (i = 0; i < n; i++) {
        if (i > 0 && key[i - 1] > key[i])
            sorted = 0;
        cs += (long)key[i] * (i % 7 + 1);
    }
    t1 = omp_get_wtime();
    printf("sorted %d\n", sorted);
    printf("checksum: %ld\n", cs);
    printf("time: %.6f\n", t1 - t0);
    return 0;
}
