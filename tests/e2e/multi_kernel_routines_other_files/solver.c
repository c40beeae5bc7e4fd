// Kernel routines of the solver, called from main.c.
/* solver kernels */
#include <math.h>
void jacobi_step(const double *u, double *un, const double *f, int n, double h2)
{
    int i, j;
#pragma omp parallel for private(j)
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            un[i * n + j] = 0.25 * (u[(i - 1) * n + j] + u[(i + 1) * n + j] +
                                    u[i * n + j - 1] + u[i * n + j + 1] - h2 * f[i * n + j]);
}
double diff_norm(const double *a, const double *b, int n)
{
    int i; double s = 0.0;
#pragma omp parallel for reduction(+:s)
    for (i = 0; i < n * n; i++) { double d = a[i] - b[i]; s += d * d; }
    return sqrt(s);
}
