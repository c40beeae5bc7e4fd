/* An ensemble of independent Van der Pol oscillators, each integrated for
 * STEPS explicit midpoint steps from its own initial state and damping:
 * one long sequential recurrence per loop iteration, compute-bound, with
 * as much parallelism as there are members (argv[1]). Small ensembles
 * leave most of a GPU idle; large ones fill it. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define STEPS 4000

int main(int argc, char **argv)
{
    int m = 1024, e, t;
    double *x, *v, *mu;
    double h = 0.005, xx, vv, xm, vm, ax, cs;
    double t0, t1;

    if (argc > 1)
        m = atoi(argv[1]);
    if (m < 1)
        m = 1;
    x = (double *)malloc((size_t)m * sizeof(double));
    v = (double *)malloc((size_t)m * sizeof(double));
    mu = (double *)malloc((size_t)m * sizeof(double));
    if (!x || !v || !mu) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (e = 0; e < m; e++) {
        x[e] = 0.5 + (double)(e % 97) / 97.0;
        v[e] = 0.0;
        mu[e] = 0.2 + (double)(e % 13) / 13.0;
    }

    t0 = omp_get_wtime();
#pragma omp parallel for private(t, xx, vv, xm, vm, ax)
    for (e = 0; e < m; e++) {
        xx = x[e];
        vv = v[e];
        for (t = 0; t < STEPS; t++) {
            ax = mu[e] * (1.0 - xx * xx) * vv - xx;
            xm = xx + 0.5 * h * vv;
            vm = vv + 0.5 * h * ax;
            ax = mu[e] * (1.0 - xm * xm) * vm - xm;
            xx = xx + h * vm;
            vv = vv + h * ax;
        }
        x[e] = xx;
        v[e] = vv;
    }
    t1 = omp_get_wtime();
    cs = 0.0;
    for (e = 0; e < m; e++)
        cs += fabs(x[e]) + fabs(v[e]);
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(x);
    free(v);
    free(mu);
    return 0;
}
