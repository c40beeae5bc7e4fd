/* Arrays a kernel writes whole through several assignments together, not
 * uploaded: interleaved stores (`out[3*i]`, `out[3*i+1]`, `out[3*i+2]`),
 * upsampling (`up[2*i]`, `up[2*i+1]`), every column of a static r[N][16]
 * by constant subscripts, a static xyz[3*N], a static [N][2]. Those that
 * leave elements alone (only the even elements of gap, two of the 16
 * columns of partial) keep the host's values there, so they are uploaded.
 * Also a static 1-D array written as a linearised grid through an IDX
 * macro (`dst[IDX(i, j)]`, constant radices), not uploaded either.
 */
// omp2ocl-test: offload=8
// omp2ocl-test: h2d-max=630000
#include <stdio.h>
#include <stdlib.h>
#define N 4096
#define C 16
static double r[N][C];
static float xyz[3 * N];
static double stat2[N][2];
static double partial[N][C];
#define NX 77
#define NY 101
#define IDX(i, j) ((i) * NX + (j))
static float src[NX * NY], dst[NX * NY];
int main(void)
{
    int n = N, i;
    double *up = malloc(2 * n * sizeof(double));
    double *out = malloc(3 * n * sizeof(double));
    double *gap = malloc(2 * n * sizeof(double));
    for (i = 0; i < 2 * n; i++) up[i] = gap[i] = -1.0;
#pragma omp parallel for
    for (i = 0; i < n; i++) {
        up[2 * i] = i * 0.5;
        up[2 * i + 1] = i * 0.25;
    }
#pragma omp parallel for
    for (i = 0; i < n; i++) {
        out[3 * i] = i;
        out[3 * i + 1] = -i;
        out[3 * i + 2] = 2.0 * i;
    }
    /* only the even elements: the odd ones keep the host's values */
#pragma omp parallel for
    for (i = 0; i < n; i++)
        gap[2 * i] = i;
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        r[i][0] = i; r[i][1] = 1; r[i][2] = 2; r[i][3] = 3; r[i][4] = 4; r[i][5] = 5;
        r[i][6] = 6; r[i][7] = 7; r[i][8] = 8; r[i][9] = 9; r[i][10] = 10; r[i][11] = 11;
        r[i][12] = 12; r[i][13] = 13; r[i][14] = 14; r[i][15] = 15;
    }
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        xyz[3 * i] = 1.0f; xyz[3 * i + 1] = 2.0f; xyz[3 * i + 2] = (float)i;
    }
    /* a column left out: partial keeps the host's values there */
    for (i = 0; i < N; i++) partial[i][C - 1] = 7.0;
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        partial[i][0] = i; partial[i][1] = 1;
    }
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        stat2[i][0] = i; stat2[i][1] = -i;
    }
    for (i = 0; i < NX * NY; i++) src[i] = i * 0.5f;
#pragma omp parallel for
    for (i = 0; i < NY; i++)
        for (int j = 0; j < NX; j++)
            dst[IDX(i, j)] = src[IDX(i, j)] + 1.0f;
    double s = 0;
    for (i = 0; i < NX * NY; i++) s += dst[i];
    for (i = 0; i < 2 * n; i++) s += up[i] + gap[i];
    for (i = 0; i < 3 * n; i++) s += out[i] + xyz[i];
    for (i = 0; i < N; i++) for (int k = 0; k < C; k++) s += r[i][k] + partial[i][k];
    for (i = 0; i < N; i++) s += stat2[i][0] * stat2[i][1];
    printf("%.3f %.3f %.3f\n", s, gap[1], partial[5][C - 1]);
    free(up); free(out); free(gap);
    return 0;
}
