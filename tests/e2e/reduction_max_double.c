// reduction(max) and reduction(min) on double via fmax/fmin and ternaries
// (exact: min/max do not round); the maximum residual of a computed field.
#include <stdio.h>
#include <math.h>

#define N 20000

static double x[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        x[i] = sin(0.001 * i) * (1.0 + (i % 17));
    double mx = -1e300, mn = 1e300, amax = 0.0;
#pragma omp parallel for reduction(max:mx, amax) reduction(min:mn)
    for (i = 0; i < N; i++) {
        double r = x[i] * x[i] - 0.5 * x[i];
        mx = fmax(mx, r);
        mn = r < mn ? r : mn;
        if (fabs(x[i]) > amax)
            amax = fabs(x[i]);
    }
    printf("max %.12e min %.12e absmax %.12e\n", mx, mn, amax);
    return 0;
}
