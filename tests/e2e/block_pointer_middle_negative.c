// A pointer into the middle of a block accessed at negative offsets through
// an index array: the block starts below the pointer, and the kernel's
// pointer must still be the host's p (the adjustment is negative). The
// elements before p and after the written ones keep their values.
// omp2ocl-test: offload=2
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int n = 3000, i;
    double *base = malloc(3 * n * sizeof(double));
    int *off = malloc(n * sizeof(int));
    double *out = malloc(n * sizeof(double));
    for (i = 0; i < 3 * n; i++)
        base[i] = (i % 17) * 0.5;
    for (i = 0; i < n; i++)
        off[i] = 1 + (i * 11) % n; /* 1..n: p[-off[i]] lies in base[0..n-1] */
    double *p = base + n;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        out[i] = p[-off[i]] + p[i];
#pragma omp parallel for
    for (i = 0; i < n; i++)
        p[off[i] - 1] = out[i] * 2.0; /* writes p[0..n-1]: off - 1 is a permutation */
    double s = 0.0;
    for (i = 0; i < 3 * n; i++)
        s += base[i] * (i % 5 + 1);
    printf("out[3] %.12e base[%d] %.12e base[%d] %.12e base[%d] %.12e sum %.12e\n", out[3],
           n - 1, base[n - 1], n, base[n], 2 * n, base[2 * n], s);
    free(base);
    free(off);
    free(out);
    return 0;
}
