// Arrays passed through pointers to functions that hold the parallel loops,
// called with different arrays and with pointers into the middle of arrays.
// omp2ocl-test: offload=5
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

#define N 3000

static double A[N], B[N];

static void fill(double *x, int n, double base)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        x[i] = base + 0.5 * i;
}

static void axpy(double *y, const double *x, double alpha, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        y[i] += alpha * x[i];
}

static double host_sum(const double *x, int n)
{
    double s = 0.0;
    int i;
    for (i = 0; i < n; i++)
        s += x[i];
    return s;
}

int main(void)
{
    double *h = malloc(sizeof(double) * N);
    if (!h)
        return 1;
    fill(A, N, 1.0);
    fill(B, N, -2.0);
    fill(h, N, 0.25);
    axpy(A, B, 2.0, N);
    printf("A %.12e\n", host_sum(A, N));
    axpy(h + 100, A + 200, -1.0, N - 200);
    printf("h %.12e h[99] %.12e h[100] %.12e\n", host_sum(h, N), h[99], h[100]);
    free(h);
    return 0;
}
