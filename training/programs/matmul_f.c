/* Single-precision matrix product C = alpha A B + beta C on matrices read
 * from "input" (set up on the host); the parallel loop runs over rows, each
 * thread sweeping all columns of its rows.
 * argv[1]: N, the order of the matrices. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

int main(int argc, char **argv)
{
    int n = 512, i, j, k;
    float *a, *b, *c, alpha = 1.5f, beta = 0.5f, acc;
    double cs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    a = (float *)malloc((size_t)n * n * sizeof(float));
    b = (float *)malloc((size_t)n * n * sizeof(float));
    c = (float *)malloc((size_t)n * n * sizeof(float));
    if (!a || !b || !c) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            a[i * n + j] = (float)((i * j) % 9) * 0.125f;
            b[i * n + j] = (float)((i + 5 * j) % 13) * 0.0625f;
            c[i * n + j] = 1.0f;
        }

    t0 = omp_get_wtime();
#pragma omp parallel for private(j, k, acc)
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++) {
            acc = 0.0f;
            for (k = 0; k < n; k++)
                acc += a[i * n + k] * b[k * n + j];
            c[i * n + j] = alpha * acc + beta * c[i * n + j];
        }
    }
    cs = 0.0;
    for (i = 0; i < n * n; i++)
        cs += c[i];
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(a);
    free(b);
    free(c);
    return 0;
}
