// Loops whose condition is `!=` (OpenMP 5.0 canonical loops): with a step
// of 1 or -1 they stop at the bound as `<` or `>` does, and run on the
// device (an outer loop, one counting down, a collapsed pair, an inner loop
// over a row joining the NDRange). (OpenMP allows no other step with `!=`.)
// omp2ocl-test: offload=4
// omp2ocl-test: offload-max=4
#include <stdio.h>
#include <stdlib.h>

#define N 3000
#define R 40
#define C 60

static double g[R][C];

int main(void)
{
    double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double));
    double s = 0.0, t = 0.0;
    int i, j, n = N;
    for (i = 0; i != n; i++)
        a[i] = i * 0.5;
#pragma omp parallel for
    for (i = 0; i != n; i++)
        b[i] = a[i] * 2.0 + 1.0;
#pragma omp parallel for
    for (i = n - 1; i != -1; --i)
        a[i] = b[i] - a[i] * 0.25;
#pragma omp parallel for collapse(2)
    for (i = 0; i != R; i++)
        for (j = 0; j != C; j++)
            g[i][j] = i * 100 + j;
#pragma omp parallel for private(j)
    for (i = 0; i != R; i++)
        for (j = 1; j != C; ++j)
            g[i][j] += g[i][j - 1] * 0.5;
    for (i = 0; i < n; i++)
        s += (a[i] + b[i]) * (i % 7 + 1);
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            t += g[i][j] * ((i + j) % 5 + 1);
    printf("s %.12e t %.12e\n", s, t);
    free(a);
    free(b);
    return 0;
}
