// A loop calling a function without a body in this file (declared extern,
// defined in weight.c) cannot be translated and stays on the host; a loop
// in the same program that calls nothing external is offloaded.
// omp2ocl-test: offload=1
// omp2ocl-test: missed="weight"
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 4000

extern double weight(int i, double x);

static double x[N], y[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        x[i] = (i % 50) * 0.1;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        y[i] = weight(i, x[i]);
#pragma omp parallel for
    for (i = 0; i < N; i++)
        x[i] = y[i] * 2.0 - x[i];
    double s = 0.0;
    for (i = 0; i < N; i++)
        s += x[i];
    printf("y[3] %.12e x[N-1] %.12e sum %.12e\n", y[3], x[N - 1], s);
    return 0;
}
