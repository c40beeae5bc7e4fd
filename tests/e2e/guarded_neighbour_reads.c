/* Neighbour reads through a pointer guarded by the left side of && or ||
 * (word starts, `i == 0 || t[i - 1] == ' '`; word ends, `i + 1 < n &&
 * ...`): the right side runs only where the guard lets it, so the accessed
 * extent stays inside the block. Unguarded, it began at t[-1], before the
 * allocation, and every launch ran as OpenMP.
 */
// omp2ocl-test: offload=3
#include <stdio.h>
#include <stdlib.h>

static long starts(const char *t, int n)
{
    long c = 0;
    int i;
#pragma omp parallel for reduction(+:c)
    for (i = 0; i < n; i++)
        c += t[i] != ' ' && (i == 0 || t[i - 1] == ' ');
    return c;
}

static long ends(const char *t, int n)
{
    long c = 0;
    int i;
#pragma omp parallel for reduction(+:c)
    for (i = 0; i < n; i++)
        c += t[i] != ' ' && !(i + 1 < n && t[i + 1] != ' ');
    return c;
}

static void smooth(const double *x, double *y, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        y[i] = x[i] + (i > 0 && x[i - 1] > 0.5 ? x[i - 1] : 0.0) +
               (i == n - 1 || x[i + 1] < 0.25 ? 0.0 : x[i + 1]);
}

int main(void)
{
    int n = 100000, i;
    char *t = malloc(n);
    double *x = malloc(n * sizeof(double)), *y = malloc(n * sizeof(double));
    for (i = 0; i < n; i++) {
        t[i] = (i % 7 == 3 || i % 11 == 0) ? ' ' : 'x';
        x[i] = (i % 13) / 13.0;
    }
    smooth(x, y, n);
    double s = 0;
    for (i = 0; i < n; i++)
        s += y[i] * (i % 3);
    printf("words=%ld ends=%ld smooth=%.6f y[0]=%.6f y[n-1]=%.6f\n", starts(t, n), ends(t, n),
           s, y[0], y[n - 1]);
    free(t);
    free(x);
    free(y);
    return 0;
}
