/* Static arrays written whole by loops whose bounds are known at run time
 * only (`i < n` with n == N, the usual legacy shape with a size read from
 * the command line or a file): the launch compares each loop's trip count
 * with the array's dimension and skips the upload when they match (it
 * uploaded 1.6 MB before). With fewer rows (n < N), the rows the kernel
 * leaves alone must keep their values: uploaded then.
 */
// omp2ocl-test: offload=9
// omp2ocl-test: h2d-max=2200000
#include <stdio.h>

#define N 512
#define M 256
static double b[N * M], c[N][M], keep[N][M];

static void fill(int n, int m, double t)
{
    int i, j;
#pragma omp parallel for
    for (i = 0; i < n * m; i++)
        b[i] = i * 0.5 + t;
#pragma omp parallel for private(j)
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            c[i][j] = b[i * m + j] * 2.0;
}

int main(int argc, char **argv)
{
    int n = N - argc + 1, m = M, i, j, t;
    (void)argv;
    double s = 0.0;
    for (t = 0; t < 3; t++) {
        fill(n, m, t);
        for (i = 0; i < n; i += 37)
            s += c[i][i % m] + b[i * 5];
    }
    /* fewer rows: the last rows keep the host's values */
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            keep[i][j] = c[i][j] = -1.0;
#pragma omp parallel for private(j)
    for (i = 0; i < N - 7; i++)
        for (j = 0; j < M; j++)
            keep[i][j] = i + j * 0.5;
    fill(n - 3, m, 9.0);
    double k = 0.0;
    for (i = 0; i < N; i++)
        k += keep[i][(i * 3) % M] + c[i][M - 1 - i % M];
    printf("%.6f %.6f %.3f %.3f\n", s, k, c[N - 1][5], keep[N - 1][0]);
    return 0;
}
