// Kernels that disagree on the best layout of a 2-D array, in a way loop
// interchange cannot settle (one parallel loop each, the other index in a
// sequential loop): row sweeps want a[i][j] laid out [j][i], column sweeps
// want it as declared. The weightier side wins, the other kernel is
// reported (dynamic index reordering is for it); a transpose reads both
// ways. The results must not change (the `passes` matrix also runs this
// with -fno-global-index-reorder).
// omp2ocl-test: offload=8
// omp2ocl-test: missed="would coalesce its accesses to 'a' with [i][j], but other kernels outvote it ([j][i])"
#include <stdio.h>

#define N 24
#define M 20

static double a[N][M];
static double t[M][N];
static double colsum[M];
static double rowsum[N];

int main(void)
{
    int i, j, r;
    double s = 0.0, acc;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            a[i][j] = (double)((i * 7 + j * 3) % 13) - 6.0;
    for (r = 0; r < 2; r++) {
        /* one work-item per row: i on dimension 0, j sequential */
#pragma omp parallel for private(j, acc)
        for (i = 0; i < N; i++) {
            acc = 0.0;
            for (j = 0; j < M; j++)
                acc += a[i][j] * 0.5;
            rowsum[i] = acc;
            for (j = 0; j < M; j++)
                a[i][j] = a[i][j] - 0.0625 * acc + 0.25 * a[i][j];
        }
        /* one work-item per column: j on dimension 0, i sequential */
#pragma omp parallel for private(i)
        for (j = 0; j < M; j++) {
            colsum[j] = 0.0;
            for (i = 0; i < N; i++)
                colsum[j] += a[i][j];
        }
        /* a transpose: both layouts at once */
#pragma omp parallel for private(i)
        for (j = 0; j < M; j++)
            for (i = 0; i < N; i++)
                t[j][i] = a[i][j] - colsum[j] / N;
        /* rows again */
#pragma omp parallel for private(j)
        for (i = 0; i < N; i++) {
            rowsum[i] *= 0.5;
            for (j = 0; j < M; j++)
                a[i][j] = 0.5 * a[i][j] + 0.125 * t[j][i];
        }
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            s += a[i][j] * (i + 1) + t[j][i] * (j + 1);
    printf("checksum %.12e\n", s);
    for (j = 0; j < M; j += 5)
        printf("colsum %d %.12e\n", j, colsum[j]);
    for (i = 0; i < N; i += 6)
        printf("rowsum %d %.12e\n", i, rowsum[i]);
    return 0;
}
