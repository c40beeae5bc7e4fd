/* Evaluation of a degree-63 Chebyshev series and its derivative at every
 * point by the Clenshaw recurrence, then ten Newton steps per point
 * towards a nearby root of the series; double precision, coefficients in
 * a static table.  Compute-bound.  argv[1]: the number of points. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define DEG 64
#define NEWTON 10

static double coef[DEG];

static double clenshaw(double x, double *deriv)
{
    double b0 = 0.0, b1 = 0.0, b2, d0 = 0.0, d1 = 0.0, d2;
    int k;
    for (k = DEG - 1; k >= 1; k--) {
        b2 = b1;
        b1 = b0;
        b0 = 2.0 * x * b1 - b2 + coef[k];
        d2 = d1;
        d1 = d0;
        d0 = 2.0 * x * d1 - d2 + 2.0 * b1;
    }
    *deriv = x * d0 - d1 + b0;
    return x * b0 - b1 + coef[0];
}

int main(int argc, char **argv)
{
    int n = 100000, i, k;
    double *x0, *val, *root, x, fx, dfx, cs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    x0 = (double *)malloc(n * sizeof(double));
    val = (double *)malloc(n * sizeof(double));
    root = (double *)malloc(n * sizeof(double));
    if (!x0 || !val || !root) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (k = 0; k < DEG; k++)
        coef[k] = 1.0 / (1.0 + k * k) * ((k % 3) - 1.0);
    coef[0] = 0.05;

    t0 = omp_get_wtime();
#pragma omp parallel for
    for (i = 0; i < n; i++)
        x0[i] = -0.95 + 1.9 * (i % 10007) / 10007.0;
#pragma omp parallel for private(k, x, fx, dfx)
    for (i = 0; i < n; i++) {
        x = x0[i];
        val[i] = clenshaw(x, &dfx);
        for (k = 0; k < NEWTON; k++) {
            fx = clenshaw(x, &dfx);
            if (fabs(dfx) > 1e-3) {
                x -= 0.5 * fx / dfx;
                if (x > 0.99)
                    x = 0.99;
                if (x < -0.99)
                    x = -0.99;
            }
        }
        root[i] = x;
    }
    cs = 0.0;
    for (i = 0; i < n; i++)
        cs += fabs(val[i]) + fabs(root[i]);
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(x0);
    free(val);
    free(root);
    return 0;
}
