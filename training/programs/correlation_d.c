/* Correlation matrix of a data set of m samples of n variables (double
 * precision): column means and standard deviations (parallel loops over
 * variables), standardisation (the two loops collapsed), then the
 * symmetric n x n correlation matrix, each entry a dot product of two
 * columns.  argv[1]: N (N variables, N samples) or NxM (N variables, M
 * samples). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

int main(int argc, char **argv)
{
    int n = 256, m = 0, i, j, k;
    double *data, *mean, *sd, *corr, s, cs, t0, t1;

    if (argc > 1 && sscanf(argv[1], "%dx%d", &n, &m) < 2)
        m = n;
    if (m <= 1)
        m = n > 1 ? n : 2;
    data = (double *)malloc((size_t)m * n * sizeof(double));
    mean = (double *)malloc(n * sizeof(double));
    sd = (double *)malloc(n * sizeof(double));
    corr = (double *)malloc((size_t)n * n * sizeof(double));
    if (!data || !mean || !sd || !corr) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (k = 0; k < m; k++)
        for (j = 0; j < n; j++)
            data[(long)k * n + j] = sin(0.01 * k * (1 + j % 5)) + 0.1 * ((k * 31 + j * 17) % 13)
                                    + 0.01 * j;

    t0 = omp_get_wtime();
#pragma omp parallel for private(k, s)
    for (j = 0; j < n; j++) {
        s = 0.0;
        for (k = 0; k < m; k++)
            s += data[(long)k * n + j];
        mean[j] = s / m;
    }
#pragma omp parallel for private(k, s)
    for (j = 0; j < n; j++) {
        s = 0.0;
        for (k = 0; k < m; k++)
            s += (data[(long)k * n + j] - mean[j]) * (data[(long)k * n + j] - mean[j]);
        sd[j] = sqrt(s / m);
        if (sd[j] < 1e-9)
            sd[j] = 1.0;
    }
#pragma omp parallel for collapse(2)
    for (k = 0; k < m; k++)
        for (j = 0; j < n; j++)
            data[(long)k * n + j] = (data[(long)k * n + j] - mean[j]) / (sqrt((double)m) * sd[j]);
#pragma omp parallel for collapse(2) private(k, s)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            s = 0.0;
            for (k = 0; k < m; k++)
                s += data[(long)k * n + i] * data[(long)k * n + j];
            corr[(long)i * n + j] = s;
        }
    cs = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            cs += fabs(corr[(long)i * n + j]);
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(data);
    free(mean);
    free(sd);
    free(corr);
    return 0;
}
