/* Running averages of a single-precision signal through a prefix sum, all
 * in one parallel region: a work-shared loop sums blocks, a `single` block
 * scans the block sums, a second loop writes the inclusive prefix within
 * each block, and a third loop forms windowed means from the prefix.
 * argv[1]: the number of samples. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define BLOCK 512
#define WIN 64

int main(int argc, char **argv)
{
    int n = 1000000, nb, i, b, k;
    float *sig, *pre, *avg, *bsum, *offs, run;
    double cs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    if (n < WIN + 1)
        n = WIN + 1;
    nb = (n + BLOCK - 1) / BLOCK;
    sig = (float *)malloc(n * sizeof(float));
    pre = (float *)malloc(n * sizeof(float));
    avg = (float *)malloc(n * sizeof(float));
    bsum = (float *)malloc(nb * sizeof(float));
    offs = (float *)malloc((nb + 1) * sizeof(float));
    if (!sig || !pre || !avg || !bsum || !offs) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++)
        sig[i] = sinf(0.001f * (float)(i % 6283)) + 0.001f * (float)(i % 101);

    t0 = omp_get_wtime();
#pragma omp parallel private(b, k, run)
    {
#pragma omp for
        for (b = 0; b < nb; b++) {
            run = 0.0f;
            for (k = b * BLOCK; k < (b + 1) * BLOCK; k++)
                if (k < n)
                    run += sig[k];
            bsum[b] = run;
        }
#pragma omp single
        {
            offs[0] = 0.0f;
            for (b = 0; b < nb; b++)
                offs[b + 1] = offs[b] + bsum[b];
        }
#pragma omp for
        for (b = 0; b < nb; b++) {
            run = offs[b];
            for (k = b * BLOCK; k < (b + 1) * BLOCK; k++)
                if (k < n) {
                    run += sig[k];
                    pre[k] = run;
                }
        }
#pragma omp for
        for (i = 0; i < n; i++)
            avg[i] = (i >= WIN) ? (pre[i] - pre[i - WIN]) / (float)WIN : pre[i] / (float)(i + 1);
    }
    cs = 0.0;
    for (i = 0; i < n; i++)
        cs += fabs(avg[i]);
    t1 = omp_get_wtime();
    printf("total %.6e\n", pre[n - 1]);
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(sig);
    free(pre);
    free(avg);
    free(bsum);
    free(offs);
    return 0;
}
