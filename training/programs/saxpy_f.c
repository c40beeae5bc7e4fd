/* SAXPY, y = a x + y, once over vectors read from "input" (filled on the
 * host): one multiply-add per element, the cost is moving the data.
 * Single precision.  argv[1]: the vector length. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

int main(int argc, char **argv)
{
    long n = 1000000, i;
    float *x, *y, a = 2.5f;
    double cs, t0, t1;

    if (argc > 1)
        n = atol(argv[1]);
    x = (float *)malloc(n * sizeof(float));
    y = (float *)malloc(n * sizeof(float));
    if (!x || !y) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++) {
        x[i] = (float)(i % 1024) * 0.25f;
        y[i] = (float)(i % 77);
    }

    t0 = omp_get_wtime();
#pragma omp parallel for
    for (i = 0; i < n; i++)
        y[i] = a * x[i] + y[i];
    cs = 0.0;
    for (i = 0; i < n; i++)
        cs += y[i];
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(x);
    free(y);
    return 0;
}
