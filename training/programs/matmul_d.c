/* Dense matrix-matrix product C = A B, the textbook triple loop with the two
 * outer loops collapsed.  Double precision.
 * argv[1]: N (square) or NxK (A is NxK, B is KxN). */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

int main(int argc, char **argv)
{
    int n = 512, m = 0, i, j, k;
    double *a, *b, *c, s, cs, t0, t1;

    if (argc > 1 && sscanf(argv[1], "%dx%d", &n, &m) < 2)
        m = n;
    if (m <= 0)
        m = n;
    a = (double *)malloc((size_t)n * m * sizeof(double));
    b = (double *)malloc((size_t)m * n * sizeof(double));
    c = (double *)malloc((size_t)n * n * sizeof(double));
    if (!a || !b || !c) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    t0 = omp_get_wtime();
#pragma omp parallel for collapse(2)
    for (i = 0; i < n; i++)
        for (k = 0; k < m; k++)
            a[(long)i * m + k] = (double)((i + 2 * k) % 11) / 11.0;
#pragma omp parallel for collapse(2)
    for (k = 0; k < m; k++)
        for (j = 0; j < n; j++)
            b[(long)k * n + j] = (double)((3 * k + j) % 7 + 1) / 7.0;

#pragma omp parallel for collapse(2) private(k, s)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            s = 0.0;
            for (k = 0; k < m; k++)
                s += a[(long)i * m + k] * b[(long)k * n + j];
            c[(long)i * n + j] = s;
        }

    cs = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            cs += c[(long)i * n + j] * (1 + (i + j) % 3);
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(a);
    free(b);
    free(c);
    return 0;
}
