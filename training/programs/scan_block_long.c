/* Inclusive prefix sum of 64-bit integers as a two-pass block scan: the
 * array is cut into blocks; a parallel loop sums each block, the host scans
 * the block sums into block offsets, and a second parallel loop rescans
 * each block from its offset.  argv[1]: the number of elements. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define BLOCK 1024

int main(int argc, char **argv)
{
    long n = 1000000, i, nb, b, k, run, cs;
    long *in, *out, *bsum, *offs;
    double t0, t1;

    if (argc > 1)
        n = atol(argv[1]);
    nb = (n + BLOCK - 1) / BLOCK;
    in = (long *)malloc(n * sizeof(long));
    out = (long *)malloc(n * sizeof(long));
    bsum = (long *)malloc(nb * sizeof(long));
    offs = (long *)malloc((nb + 1) * sizeof(long));
    if (!in || !out || !bsum || !offs) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    t0 = omp_get_wtime();
#pragma omp parallel for
    for (i = 0; i < n; i++)
        in[i] = (i * 2654435761L) % 1000 - 400;
#pragma omp parallel for private(k, run)
    for (b = 0; b < nb; b++) {
        run = 0;
        for (k = b * BLOCK; k < (b + 1) * BLOCK; k++)
            if (k < n)
                run += in[k];
        bsum[b] = run;
    }
    offs[0] = 0;
    for (b = 0; b < nb; b++)
        offs[b + 1] = offs[b] + bsum[b];
#pragma omp parallel for private(k, run)
    for (b = 0; b < nb; b++) {
        run = offs[b];
        for (k = b * BLOCK; k < (b + 1) * BLOCK; k++)
            if (k < n) {
                run += in[k];
                out[k] = run;
            }
    }
    cs = 0;
    for (i = 0; i < n; i += 97)
        cs += out[i] % 100003;
    t1 = omp_get_wtime();
    printf("total %ld\n", out[n - 1]);
    printf("checksum: %ld\n", cs + out[n - 1]);
    printf("time: %.6f\n", t1 - t0);
    free(in);
    free(out);
    free(bsum);
    free(offs);
    return 0;
}
