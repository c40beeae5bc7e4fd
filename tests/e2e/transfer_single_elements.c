// Host statements that touch one element, or one row, of grids the device
// holds, between the kernels of a time loop: a source term stored into one
// point, a point updated in place, a row read by a host function, a point
// overwritten from another point read through an alias of the same array,
// a store under a condition, boundary rows copied by host loops. Only those
// elements and rows may move: each step used to bring both grids home whole
// (20 steps x 1 MiB each way).
// d2h-max: the final read of both grids (1 MiB) and 256 KiB for the steps;
// h2d-max: the first upload of both (1 MiB) and 256 KiB for the steps.
// omp2ocl-test: offload=40
// omp2ocl-test: h2d-max=1310720
// omp2ocl-test: d2h-max=1310720
#include <stdio.h>
#include <stdlib.h>

#define N 256
#define STEPS 20

static double g[N][N];

/* Reads row k of g (a host function: k is fixed for its loop). */
static double row_sum(int k)
{
    double s = 0.0;
    int j;
    for (j = 0; j < N; j++)
        s += g[k][j];
    return s;
}

int main(void)
{
    double *h = malloc(N * N * sizeof(double));
    double *q = h;
    double probe = 0.0, rows = 0.0, total = 0.0;
    int i, j, t;

    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            g[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
            h[i * N + j] = (double)((i + j * 5) % 13) / 13.0;
        }

    for (t = 0; t < STEPS; t++) {
#pragma omp parallel for private(j)
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                g[i][j] = 0.5 * g[i][j] + 0.125 * (h[(i - 1) * N + j] + h[(i + 1) * N + j]
                                                   + h[i * N + j - 1] + h[i * N + j + 1]);
#pragma omp parallel for private(j)
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                h[i * N + j] = 0.75 * h[i * N + j] + 0.25 * g[i][j];
        g[N / 2][N / 2] = 1.0;          /* a source: stored, not read */
        h[7 * N + 7] += 0.5;            /* read and written */
        rows += row_sum(t % N + 1);     /* one row read by a host function */
        h[3 * N + 3] = q[3 * N + 3] * 0.5 + 1.0; /* stored from itself, read through q */
        if (t % 3 == 0)
            h[9 * N + 9] = 2.0;         /* stored on some steps only */
        probe += g[N / 2 + 1][N / 2];
        for (j = 0; j < N; j++)         /* a boundary row copied on the host */
            g[0][j] = g[1][j];
        for (j = N - 1; j >= 0; j--)    /* a row of h, counting down */
            h[(N - 1) * N + j] = 0.5 * h[(N - 2) * N + j];
    }

    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            total += g[i][j] + h[i * N + j];
    printf("%.12e\n", probe);
    printf("%.12e\n", rows);
    printf("%.12e %.12e %.12e\n", h[3 * N + 3], h[7 * N + 7], h[9 * N + 9]);
    printf("%.12e\n", total);
    free(h);
    return 0;
}
