/* Per-column statistics of a tall row-major matrix (n observations of NC
 * variables), one column per loop iteration, as statistics codes write it:
 * the mean and the variance of a column are two passes down a strided
 * column. The parallelism is the number of columns, whatever n: few long
 * work-items. Each round then standardizes the matrix (a parallel loop over
 * all elements) and perturbs it. argv[1]: the number of rows. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define NC 24
#define ROUNDS 3

static double mean[NC];
static double var[NC];

int main(int argc, char **argv)
{
    long n = 100000, i;
    int j, r;
    double *x, s, d, cs;
    double t0, t1;

    if (argc > 1)
        n = atol(argv[1]);
    if (n < 2)
        n = 2;
    x = (double *)malloc((size_t)n * NC * sizeof(double));
    if (!x) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++)
        for (j = 0; j < NC; j++)
            x[i * NC + j] = (double)((i * 31 + j * 17) % 101) / 10.0 + 0.5 * j;

    t0 = omp_get_wtime();
    cs = 0.0;
    for (r = 0; r < ROUNDS; r++) {
#pragma omp parallel for private(i, s, d)
        for (j = 0; j < NC; j++) {
            s = 0.0;
            for (i = 0; i < n; i++)
                s += x[i * NC + j];
            mean[j] = s / (double)n;
            s = 0.0;
            for (i = 0; i < n; i++) {
                d = x[i * NC + j] - mean[j];
                s += d * d;
            }
            var[j] = s / (double)(n - 1);
        }
        for (j = 0; j < NC; j++)
            cs += fabs(mean[j]) + var[j];
#pragma omp parallel for private(j)
        for (i = 0; i < n; i++)
            for (j = 0; j < NC; j++)
                x[i * NC + j] = (x[i * NC + j] - mean[j]) / sqrt(var[j] + 1.0)
                                + 0.001 * (double)((i + j + r) % 7);
    }
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(x);
    return 0;
}
