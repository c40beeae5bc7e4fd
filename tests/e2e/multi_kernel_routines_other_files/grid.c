// Grid set-up: a host helper returning malloc'd memory and a kernel.
#include <stdlib.h>
double *make_grid(int n, double v)
{
    double *g = malloc(sizeof(double) * n * n);
    int i;
    for (i = 0; i < n * n; i++) g[i] = v;
    return g;
}
void set_rhs(double *f, int n)
{
    int i, j;
#pragma omp parallel for private(j)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            f[i * n + j] = ((i * 7 + j * 3) % 11) * 0.01;
}
