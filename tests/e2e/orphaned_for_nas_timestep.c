// The NAS shape: one big parallel region, orphaned `omp for` loops in called
// functions, a time-step loop inside the region, `master` and `single` blocks
// between loops, and a rank-4 array u[N][N][N][5].
// omp2ocl-test: offload=10
// omp2ocl-test: tolerance=1e-10
#include <stdio.h>

#define N 14
#define STEPS 5

static double u[N][N][N][5];
static double rhs[N][N][N][5];
static double norms[STEPS][5];
static int steps_done;

static void init_u(void)
{
    int i, j, k, m;
#pragma omp for
    for (k = 0; k < N; k++)
        for (j = 0; j < N; j++)
            for (i = 0; i < N; i++)
                for (m = 0; m < 5; m++)
                    u[k][j][i][m] = 1.0 + 0.01 * (m + 1) * (i + 2 * j + 3 * k)
                                    + ((i * j + k) % 5) * 0.125;
}

static void compute_rhs(void)
{
    int i, j, k, m;
#pragma omp for
    for (k = 1; k < N - 1; k++)
        for (j = 1; j < N - 1; j++)
            for (i = 1; i < N - 1; i++)
                for (m = 0; m < 5; m++)
                    rhs[k][j][i][m] = u[k][j][i + 1][m] + u[k][j][i - 1][m]
                                    + u[k][j + 1][i][m] + u[k][j - 1][i][m]
                                    + u[k + 1][j][i][m] + u[k - 1][j][i][m]
                                    - 6.0 * u[k][j][i][m];
}

static void add(void)
{
    int i, j, k, m;
#pragma omp for
    for (k = 1; k < N - 1; k++)
        for (j = 1; j < N - 1; j++)
            for (i = 1; i < N - 1; i++)
                for (m = 0; m < 5; m++)
                    u[k][j][i][m] += 0.1 * rhs[k][j][i][m];
}

static void norm(int step)
{
    int i, j, k, m;
    for (m = 0; m < 5; m++)
        norms[step][m] = 0.0;
    for (k = 0; k < N; k++)
        for (j = 0; j < N; j++)
            for (i = 0; i < N; i++)
                for (m = 0; m < 5; m++)
                    norms[step][m] += u[k][j][i][m] * u[k][j][i][m];
}

int main(void)
{
#pragma omp parallel
    {
        int step;
        init_u();
        for (step = 0; step < STEPS; step++) {
#pragma omp master
            steps_done++;
#pragma omp barrier
            compute_rhs();
            add();
#pragma omp single
            norm(step);
        }
    }
    int s, m;
    printf("steps %d\n", steps_done);
    for (s = 0; s < STEPS; s++) {
        for (m = 0; m < 5; m++)
            printf(" %.12e", norms[s][m]);
        printf("\n");
    }
    printf("u[7][6][5] %.12e %.12e\n", u[7][6][5][0], u[7][6][5][4]);
    return 0;
}
