/* Smith-Waterman local alignment scores of two generated DNA-like
 * sequences, computed by anti-diagonals: each diagonal is a parallel loop
 * (its cells depend only on the two previous diagonals) with a max
 * reduction of the best score; 2n small kernels.  Integer.
 * argv[1]: the sequence length n. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define GAP 2

static unsigned int hash32(unsigned int x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

int main(int argc, char **argv)
{
    int n = 1000, m, i, d, lo, hi, best = 0, v, s;
    char *a, *b;
    int *H;
    long cs;
    double t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    m = n + 1;
    a = (char *)malloc(m);
    b = (char *)malloc(m);
    H = (int *)malloc((size_t)m * m * sizeof(int));
    if (!a || !b || !H) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 1; i <= n; i++) {
        a[i] = (char)(hash32((unsigned)i) % 4);
        /* b is a mutated copy of a, shifted, so that there is something to find */
        b[i] = (hash32((unsigned)i * 3U + 1U) % 8 == 0) ? (char)(hash32((unsigned)i + 99U) % 4)
                                                          : a[(i + 5) % n + 1];
    }

    t0 = omp_get_wtime();
#pragma omp parallel for
    for (i = 0; i < m; i++) {
        H[i] = 0;
        H[(long)i * m] = 0;
    }
    for (d = 2; d <= 2 * n; d++) {
        lo = d - n > 1 ? d - n : 1;
        hi = d - 1 < n ? d - 1 : n;
#pragma omp parallel for private(v, s) reduction(max:best)
        for (i = lo; i <= hi; i++) {
            s = (a[i] == b[d - i]) ? 3 : -1;
            v = H[(long)(i - 1) * m + (d - i - 1)] + s;
            if (H[(long)(i - 1) * m + (d - i)] - GAP > v)
                v = H[(long)(i - 1) * m + (d - i)] - GAP;
            if (H[(long)i * m + (d - i - 1)] - GAP > v)
                v = H[(long)i * m + (d - i - 1)] - GAP;
            if (v < 0)
                v = 0;
            H[(long)i * m + (d - i)] = v;
            if (v > best)
                best = v;
        }
    }
    cs = 0;
    for (i = 1; i <= n; i++)
        cs += H[(long)i * m + i] + H[(long)i * m + n];
    t1 = omp_get_wtime();
    printf("best score %d\n", best);
    printf("checksum: %ld\n", cs + best);
    printf("time: %.6f\n", t1 - t0);
    free(a);
    free(b);
    free(H);
    return 0;
}
