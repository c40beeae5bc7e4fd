// Gather and scatter through index arrays: y[i] = x[idx[i]] and
// z[perm[i]] = 2 * y[i] (perm a permutation, so no two iterations write one
// element). x and z are whole blocks; z is written but only through perm,
// so its untouched tail (past n) must keep the host's values.
// omp2ocl-test: offload=6
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int n = 20000, extra = 17, i, r;
    double *x = malloc(n * sizeof(double));
    double *y = malloc(n * sizeof(double));
    double *z = malloc((n + extra) * sizeof(double));
    int *idx = malloc(n * sizeof(int));
    int *perm = malloc(n * sizeof(int));
    for (i = 0; i < n; i++) {
        x[i] = 0.5 * i;
        idx[i] = (int)(((long)i * 7919) % n);
        perm[i] = (int)(((long)i * 104729 + 3) % n); /* 104729 is prime, n not a multiple */
    }
    for (i = 0; i < n + extra; i++)
        z[i] = -1.0;
    for (r = 0; r < 3; r++) {
#pragma omp parallel for
        for (i = 0; i < n; i++)
            y[i] = x[idx[i]];
#pragma omp parallel for
        for (i = 0; i < n; i++)
            z[perm[i]] = 2.0 * y[i] + r;
        double s = 0.0;
        for (i = 0; i < n + extra; i++)
            s += z[i] * (i % 11);
        x[r] += 1.0; /* host write between rounds */
        printf("round %d z[0] %.12e z[%d] %.12e tail %.12e sum %.12e\n", r, z[0], n - 1,
               z[n - 1], z[n + extra - 1], s);
    }
    free(x); free(y); free(z); free(idx); free(perm);
    return 0;
}
