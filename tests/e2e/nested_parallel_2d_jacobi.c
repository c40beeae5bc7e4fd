// Directly nested loops under an `omp for` (no collapse) whose inner loop is
// provably parallel: a 2-D 5-point Jacobi sweep with separate in/out arrays.
// omp2ocl-test: offload=6
// omp2ocl-test: tolerance=1e-11
#include <stdio.h>

#define N 96

static double grid[N][N], next[N][N];

int main(void)
{
    int i, j, it;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            grid[i][j] = (i == 0 || j == 0) ? 100.0 : 0.0;
    for (it = 0; it < 6; it++) {
#pragma omp parallel for private(j)
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                next[i][j] = 0.25 * (grid[i - 1][j] + grid[i + 1][j]
                                     + grid[i][j - 1] + grid[i][j + 1]);
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                grid[i][j] = next[i][j];
    }
    double s = 0.0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += grid[i][j];
    printf("grid[1][1] %.12e grid[2][5] %.12e\n", grid[1][1], grid[2][5]);
    printf("sum %.12e\n", s);
    return 0;
}
