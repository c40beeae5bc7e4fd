/* Jacobi iteration for a dense diagonally dominant system A x = b, written
 * the NAS way: one parallel region around the iteration loop, the work in
 * functions with orphaned `omp for` loops, the residual norm a reduction.
 * argv[1]: N. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define ITERS 25

static double *a, *b, *x, *xnew;
static int n;
static double resid;

static void setup(void)
{
    int i, j;
#pragma omp for private(j)
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++)
            a[(long)i * n + j] = 0.5 + (double)((i * 13 + j * 29) % 23) / 23.0;
        a[(long)i * n + i] = 2.0 * n;
        b[i] = 1.0 + i % 7;
        x[i] = 0.0;
    }
}

static void sweep(void)
{
    int i, j;
    double s;
#pragma omp for private(j, s)
    for (i = 0; i < n; i++) {
        s = b[i];
        for (j = 0; j < n; j++)
            if (j != i)
                s -= a[(long)i * n + j] * x[j];
        xnew[i] = s / a[(long)i * n + i];
    }
}

static void update(void)
{
    int i;
    double d;
#pragma omp for private(d) reduction(+:resid)
    for (i = 0; i < n; i++) {
        d = xnew[i] - x[i];
        resid += d * d;
        x[i] = xnew[i];
    }
}

int main(int argc, char **argv)
{
    int it, i;
    double xs, t0, t1, last = 0.0;

    if (argc > 1)
        n = atoi(argv[1]);
    else
        n = 1000;
    a = (double *)malloc((size_t)n * n * sizeof(double));
    b = (double *)malloc(n * sizeof(double));
    x = (double *)malloc(n * sizeof(double));
    xnew = (double *)malloc(n * sizeof(double));
    if (!a || !b || !x || !xnew) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    t0 = omp_get_wtime();
#pragma omp parallel private(it)
    {
        setup();
        for (it = 0; it < ITERS; it++) {
#pragma omp single
            resid = 0.0;
            sweep();
            update();
#pragma omp master
            last = resid;
        }
    }
    xs = 0.0;
    for (i = 0; i < n; i++)
        xs += x[i];
    t1 = omp_get_wtime();
    printf("last residual %.6e\n", sqrt(last));
    printf("checksum: %.10e\n", xs);
    printf("time: %.6f\n", t1 - t0);
    return 0;
}
