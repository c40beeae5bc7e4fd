/* Conway's game of life on a torus, cells stored as chars in boards with
 * a one-cell ghost frame: each generation refreshes the ghost rows and
 * columns from the opposite edges (two small loops), computes the next
 * board, and swaps the board pointers.  The live-cell count is an integer
 * reduction.  argv[1]: N (an N x N board). */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define GENS 100

int main(int argc, char **argv)
{
    int n = 256, m, i, j, g, nb;
    char *cur, *nxt, *tmp;
    long alive = 0, cs;
    double t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    if (n < 3)
        n = 3;
    m = n + 2;
    cur = (char *)malloc((size_t)m * m);
    nxt = (char *)malloc((size_t)m * m);
    if (!cur || !nxt) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < m; i++)
        for (j = 0; j < m; j++) {
            cur[(long)i * m + j] = (char)(((unsigned)(i * 2654435761u) ^ (unsigned)(j * 40503u)) % 7 < 2);
            nxt[(long)i * m + j] = 0;
        }

    t0 = omp_get_wtime();
    for (g = 0; g < GENS; g++) {
#pragma omp parallel for
        for (j = 1; j <= n; j++) {
            cur[j] = cur[(long)n * m + j];
            cur[(long)(n + 1) * m + j] = cur[(long)m + j];
        }
#pragma omp parallel for
        for (i = 0; i < m; i++) {
            cur[(long)i * m] = cur[(long)i * m + n];
            cur[(long)i * m + n + 1] = cur[(long)i * m + 1];
        }
#pragma omp parallel for private(j, nb)
        for (i = 1; i <= n; i++)
            for (j = 1; j <= n; j++) {
                nb = cur[(long)(i - 1) * m + j - 1] + cur[(long)(i - 1) * m + j] + cur[(long)(i - 1) * m + j + 1]
                   + cur[(long)i * m + j - 1] + cur[(long)i * m + j + 1]
                   + cur[(long)(i + 1) * m + j - 1] + cur[(long)(i + 1) * m + j] + cur[(long)(i + 1) * m + j + 1];
                nxt[(long)i * m + j] = (char)(nb == 3 || (nb == 2 && cur[(long)i * m + j]));
            }
        tmp = cur;
        cur = nxt;
        nxt = tmp;
    }
#pragma omp parallel for private(j) reduction(+:alive)
    for (i = 1; i <= n; i++)
        for (j = 1; j <= n; j++)
            alive += cur[(long)i * m + j];
    cs = 0;
    for (i = 1; i <= n; i++)
        for (j = 1; j <= n; j++)
            if (cur[(long)i * m + j])
                cs += (i * 31 + j) % 1000;
    t1 = omp_get_wtime();
    printf("alive %ld\n", alive);
    printf("checksum: %ld\n", cs + alive);
    printf("time: %.6f\n", t1 - t0);
    free(cur);
    free(nxt);
    return 0;
}
