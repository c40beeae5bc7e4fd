/* A second-order Runge-Kutta integrator in a library compiled without the
 * translator: it calls the right-hand side it is given and reads and
 * writes the vectors in between. */
#include <stdlib.h>

typedef void (*rhs_fn)(double t, const double *y, double *dydt, int n);

void ode_rk2(rhs_fn f, double *y, int n, double dt, int steps)
{
    double *k1 = malloc(n * sizeof(double)), *k2 = malloc(n * sizeof(double));
    double *ytmp = malloc(n * sizeof(double)), t = 0.0;
    int s, i;
    for (s = 0; s < steps; s++) {
        f(t, y, k1, n);
        for (i = 0; i < n; i++)
            ytmp[i] = y[i] + dt * k1[i];
        f(t + dt, ytmp, k2, n);
        for (i = 0; i < n; i++)
            y[i] += 0.5 * dt * (k1[i] + k2[i]);
        t += dt;
    }
    free(k1);
    free(k2);
    free(ytmp);
}
