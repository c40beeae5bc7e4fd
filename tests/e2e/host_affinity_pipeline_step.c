// A time-step loop around a row pipeline that must stay on the host (rows
// wait for the row before them, spinning with flush), the loop computing its
// coefficients and the loop resetting its flags: those two pass arrays to
// the pipeline in every step, so they stay on the host with it (host
// affinity) instead of moving the arrays across the bus each step. A
// smoothing loop that runs every fifth step, and the loops outside the step
// loop, are offloaded. Afterwards host code updates rows through a static
// helper whose pointer parameters its callers' announcements cover (no
// announcements of its own), between two kernels that use the same array:
// the second kernel must see the helper's writes.
// omp2ocl-test: offload=5
// omp2ocl-test: offload-max=9
// omp2ocl-test: missed="would cross the bus each iteration"
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 48
#define STEPS 20

static double v[N][N], w[N][N], acc[N][N];
static volatile int done[N];

static void coefficients(int step)
{
    int j, i;
#pragma omp for
    for (j = 0; j < N; j++)
        for (i = 0; i < N; i++)
            w[j][i] = 0.25 + 0.001 * ((i * 7 + j * 3 + step) % 11);
}

static void reset_flags(void)
{
    int j;
#pragma omp for
    for (j = 0; j < N; j++)
        done[j] = 0;
}

static void sweep(void)
{
    int j, i;
#pragma omp for schedule(static)
    for (j = 1; j < N; j++) {
        while (done[j - 1] == 0 && j > 1) {
#pragma omp flush
        }
        for (i = 0; i < N; i++)
            v[j][i] = 0.5 * v[j][i] + w[j][i] * v[j - 1][i];
#pragma omp flush
        done[j] = 1;
#pragma omp flush
    }
}

/* r = r + f * (x - r): called with rows of v only */
static void relax_row(double *r, const double *x, double f)
{
    int i;
    for (i = 0; i < N; i++)
        r[i] += f * (x[i] - r[i]);
}

static void relax_pair(double *r, const double *x)
{
    relax_row(r, x, 0.25);
    relax_row(r, x, 0.125);
}

int main(void)
{
    int t, j, i;
    double sum = 0.0, corner;

#pragma omp parallel private(t, j, i)
    {
#pragma omp for
        for (j = 0; j < N; j++)
            for (i = 0; i < N; i++) {
                v[j][i] = 1.0 + 0.01 * ((i + 2 * j) % 13);
                acc[j][i] = 0.0;
            }
        for (t = 0; t < STEPS; t++) {
            coefficients(t);
            reset_flags();
#pragma omp barrier
            sweep();
#pragma omp barrier
            if (t % 5 == 4) {
#pragma omp for
                for (j = 0; j < N; j++)
                    for (i = 0; i < N; i++)
                        acc[j][i] += v[j][i];
            }
        }
    }

    /* a kernel, host row updates through the helper, a kernel again */
#pragma omp parallel for private(i)
    for (j = 0; j < N; j++)
        for (i = 0; i < N; i++)
            v[j][i] = 0.5 * v[j][i] + 0.1 * acc[j][i];
    for (j = 1; j < N; j++)
        relax_pair(v[j], v[j - 1]);
    corner = v[N - 1][N - 1];
#pragma omp parallel for private(i) reduction(+:sum)
    for (j = 0; j < N; j++)
        for (i = 0; i < N; i++)
            sum += v[j][i] * (1 + (i + j) % 3);

    printf("corner %.12f\n", corner);
    printf("sum %.12f\n", sum);
    printf("acc %.12f %.12f\n", acc[0][0], acc[N / 2][N / 3]);
    return 0;
}
