/* Variables a kernel reads through their address (a parameter struct, a
 * scalar handed as `&n`), written by name on the host between launches:
 * the writes are announced (the kernel read the old values), and a
 * `do { ... } while (0)` macro that only calls a function with a kernel
 * stays as it is (it ran host-only: the kernel never launched). */
// omp2ocl-test: offload=26
#include <stdio.h>

#define N 1000

typedef struct {
    int n;
    double scale;
} params_t;

static double a[N], y[N];

static void fill(const params_t *p, const double *bias, double *x)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < p->n; i++)
        x[i] = p->scale * (i % 7) + *bias;
}

static void axpy(int n, double s, const double *x, double *z)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        z[i] += s * x[i];
}

#define AXPY(n, s, x, z) do { axpy(n, s, x, z); } while (0)

static double sum(int n, const double *x)
{
    double s = 0;
    int i;
    for (i = 0; i < n; i++)
        s += x[i];
    return s;
}

int main(void)
{
    params_t p;
    double bias = 0.5;
    int t;
    p.n = N;
    p.scale = 1.0;
    fill(&p, &bias, a);
    printf("sum %.3f\n", sum(N, a));
    p.scale = 3.0;
    bias = 2.0;
    fill(&p, &bias, a);
    printf("sum %.3f\n", sum(N, a));
    p = (params_t){N / 2, -1.0};
    fill(&p, &bias, a);
    printf("sum %.3f\n", sum(N, a));
    for (t = 0; t < 23; t++)
        AXPY(N, 0.25 * t, a, y);
    printf("y %.3f\n", sum(N, y));
    return 0;
}
