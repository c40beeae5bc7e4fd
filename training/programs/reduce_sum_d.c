/* Mean and variance of a large array read from "input" (filled on the
 * host): one parallel loop with two sum reductions, one pass over the data.
 * Double precision, bound by the transfer of the array.
 * argv[1]: the number of elements. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

int main(int argc, char **argv)
{
    long n = 1000000, i;
    double *x, s = 0.0, s2 = 0.0, mean, var, t0, t1;

    if (argc > 1)
        n = atol(argv[1]);
    x = (double *)malloc(n * sizeof(double));
    if (!x) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++)
        x[i] = (double)((i * 7919) % 1000) * 0.001 + 1.0;

    t0 = omp_get_wtime();
#pragma omp parallel for reduction(+:s, s2)
    for (i = 0; i < n; i++) {
        s += x[i];
        s2 += x[i] * x[i];
    }
    mean = s / n;
    var = s2 / n - mean * mean;
    t1 = omp_get_wtime();
    printf("mean %.10e var %.10e\n", mean, var);
    printf("checksum: %.10e\n", mean + var);
    printf("time: %.6f\n", t1 - t0);
    free(x);
    return 0;
}
