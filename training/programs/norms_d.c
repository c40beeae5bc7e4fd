/* L1, L2 and max norms of the difference between a computed field and a
 * reference, in one parallel region: the field is computed in one
 * work-shared loop, then three loops reduce (+, +, max).  Double precision
 * with a few transcendental calls per element.  argv[1]: the length. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

int main(int argc, char **argv)
{
    int n = 100000, i;
    double *u, *ref, h, l1 = 0.0, l2 = 0.0, linf = 0.0, d, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    u = (double *)malloc(n * sizeof(double));
    ref = (double *)malloc(n * sizeof(double));
    if (!u || !ref) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    h = 1.0 / n;

    t0 = omp_get_wtime();
#pragma omp parallel private(d)
    {
#pragma omp for
        for (i = 0; i < n; i++) {
            double x = (i + 0.5) * h;
            ref[i] = sin(3.0 * x) * exp(-x);
            u[i] = ref[i] + 1e-3 * cos(50.0 * x) * x * (1.0 - x);
        }
#pragma omp for reduction(+:l1)
        for (i = 0; i < n; i++)
            l1 += fabs(u[i] - ref[i]);
#pragma omp for reduction(+:l2)
        for (i = 0; i < n; i++) {
            d = u[i] - ref[i];
            l2 += d * d;
        }
#pragma omp for reduction(max:linf)
        for (i = 0; i < n; i++) {
            d = fabs(u[i] - ref[i]);
            if (d > linf)
                linf = d;
        }
    }
    l1 *= h;
    l2 = sqrt(l2 * h);
    t1 = omp_get_wtime();
    printf("l1 %.10e l2 %.10e linf %.10e\n", l1, l2, linf);
    printf("checksum: %.10e\n", l1 + l2 + linf);
    printf("time: %.6f\n", t1 - t0);
    free(u);
    free(ref);
    return 0;
}
