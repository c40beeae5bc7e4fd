/* Translated: the kernels main.c and the integrator's callbacks run. */
#define N 20000

typedef void (*rhs_fn)(double t, const double *y, double *dydt, int n);
void ode_rk2(rhs_fn f, double *y, int n, double dt, int steps);

static double k_coef[N];

void user_fill(double *v, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        v[i] = 2.0 * i;
}

void user_scale(double *v, int n, double f)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        v[i] = v[i] * f + 1.0;
}

static void rhs(double t, const double *y, double *dydt, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        dydt[i] = -k_coef[i] * y[i] + 0.01 * t;
}

void user_integrate(double *y, int n, int steps)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        k_coef[i] = 0.5 + (i % 7) * 0.1;
    ode_rk2(rhs, y, n, 0.01, steps);
}
