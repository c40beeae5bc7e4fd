/* Power iteration on a dense matrix: y = A x, lambda = ||y||, x = y / lambda,
 * repeated.  Dense matrix-vector product, double precision.
 * argv[1]: the order n of the matrix. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define ITERS 40

int main(int argc, char **argv)
{
    int n = 1024, i, j, it;
    double *a, *x, *y;
    double nrm, lambda = 0.0, sum, xs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    a = (double *)malloc((size_t)n * n * sizeof(double));
    x = (double *)malloc(n * sizeof(double));
    y = (double *)malloc(n * sizeof(double));
    if (!a || !x || !y) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    t0 = omp_get_wtime();
#pragma omp parallel for private(j)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            a[(long)i * n + j] = 1.0 / (1.0 + abs(i - j)) + ((i * 7 + j * 13) % 17) * 0.001;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        x[i] = 1.0 / sqrt((double)n);

    for (it = 0; it < ITERS; it++) {
        nrm = 0.0;
#pragma omp parallel for private(j, sum) reduction(+:nrm)
        for (i = 0; i < n; i++) {
            sum = 0.0;
            for (j = 0; j < n; j++)
                sum += a[(long)i * n + j] * x[j];
            y[i] = sum;
            nrm += sum * sum;
        }
        lambda = sqrt(nrm);
#pragma omp parallel for
        for (i = 0; i < n; i++)
            x[i] = y[i] / lambda;
    }

    xs = 0.0;
    for (i = 0; i < n; i++)
        xs += x[i];
    t1 = omp_get_wtime();
    printf("lambda %.10e\n", lambda);
    printf("checksum: %.10e\n", lambda + xs);
    printf("time: %.6f\n", t1 - t0);
    free(a);
    free(x);
    free(y);
    return 0;
}
