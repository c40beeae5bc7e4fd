// Iteration until convergence: a while loop around a damped Jacobi kernel
// and a residual reduction, the convergence test evaluated on the host.
// omp2ocl-test: offload=40
// omp2ocl-test: tolerance=1e-9
#include <stdio.h>
#include <math.h>

#define N 48

static double u[N][N], unew[N][N], f[N][N];

int main(void)
{
    int i, j, iter = 0;
    double resid = 1.0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            u[i][j] = 0.0;
            f[i][j] = ((i - N / 2) * (i - N / 2) + (j - N / 2) * (j - N / 2) < 25) ? 1.0 : 0.0;
        }
    while (resid > 1e-8 && iter < 500) {
        resid = 0.0;
#pragma omp parallel for private(j)
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                unew[i][j] = 0.2 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] + f[i][j]);
#pragma omp parallel for private(j) reduction(+:resid)
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++) {
                double d = unew[i][j] - u[i][j];
                resid += d * d;
                u[i][j] = unew[i][j];
            }
        resid = sqrt(resid);
        if (iter % 10 == 0 && iter <= 30)
            printf("iter %d resid %.12e\n", iter, resid);
        iter++;
    }
    printf("iterations %d\n", iter);
    printf("center %.12e corner %.12e\n", u[N / 2][N / 2], u[1][1]);
    return 0;
}
