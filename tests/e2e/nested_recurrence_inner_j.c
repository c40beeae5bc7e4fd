// The outer loop is parallel but the inner j loop carries a recurrence
// (a[i][j] depends on a[i][j-1]): only i may be mapped to work-items.
// Also a column recurrence along i with j parallel (the other way round).
// omp2ocl-test: offload=2
// omp2ocl-test: tolerance=1e-11
#include <stdio.h>

#define N 128
#define M 100

static double a[N][M], b[N][M];

int main(void)
{
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            a[i][j] = b[i][j] = (double)((i * 13 + j * 7) % 10) / 8.0;
#pragma omp parallel for private(j)
    for (i = 0; i < N; i++)
        for (j = 1; j < M; j++)
            a[i][j] = 0.5 * a[i][j - 1] + a[i][j];
#pragma omp parallel for private(i)
    for (j = 0; j < M; j++)
        for (i = 1; i < N; i++)
            b[i][j] = b[i][j] - 0.25 * b[i - 1][j];
    double sa = 0.0, sb = 0.0;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++) {
            sa += a[i][j] * (j + 1);
            sb += b[i][j] * (i + 1);
        }
    printf("a[5][M-1] %.12e b[N-1][3] %.12e\n", a[5][M - 1], b[N - 1][3]);
    printf("sums %.12e %.12e\n", sa, sb);
    return 0;
}
