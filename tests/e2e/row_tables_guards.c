/* Row tables whose rows the guards keep in range in ways the row range
 * must get right (found by a probe of the flat copies): a guard the
 * analysis does not read (`if (i == 0) continue;`, `i != 0`) over a static
 * table, where the runtime clamps the rows checked to the table and the
 * flat index must start at the same row (every access landed one row off);
 * guards C compares unsigned (`i - 3 >= 0u` always holds) or after a
 * narrowing cast (`(signed char)i < 100` holds for 128..227 too), with a
 * row out of line where the mathematical reading would not check (wrong
 * rows, a crash); a guard on an inner loop's iterator tested before the
 * loop sets it again; a row index wrapping through `unsigned char`; a
 * table of anonymous structs (the prepared source did not compile); a loop
 * with `default(none)` and one with `default(firstprivate)` (the copy's
 * variables had no data-sharing attribute: no build, or zeros); a Numerical
 * Recipes table whose pointer starts before its block (nrl = 3).
 */
// omp2ocl-test: offload=5
// omp2ocl-test: offload-max=5
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

#define N 200
#define M 8

static float *srows[64];
static float sdata[64 * 32];

typedef struct {
    double v;
    int k;
} cell_t;

static double **nr_matrix(long nrl, long nrh, long ncl, long nch)
{
    long i, nrow = nrh - nrl + 1, ncol = nch - ncl + 1;
    double **m = malloc((size_t)(nrow + 1) * sizeof(double *));
    m += 1;
    m -= nrl;
    m[nrl] = malloc((size_t)(nrow * ncol + 1) * sizeof(double));
    m[nrl] += 1;
    m[nrl] -= ncl;
    for (i = nrl + 1; i <= nrh; i++)
        m[i] = m[i - 1] + ncol;
    return m;
}

int main(void)
{
    int i, j, k;
    static float out[64][32];
    for (i = 0; i < 64; i++)
        srows[i] = sdata + i * 32;
    for (i = 0; i < 64 * 32; i++)
        sdata[i] = (float)(i % 97) * 0.5f;
#pragma omp parallel for private(j)
    for (i = 0; i < 64; i++) {
        if (i == 0) {
            for (j = 0; j < 32; j++)
                out[i][j] = -1.f;
            continue;
        }
        for (j = 0; j < 32; j++)
            out[i][j] = srows[i - 1][j] * 2.f;
    }
    double s1 = 0;
    for (i = 0; i < 64; i++)
        for (j = 0; j < 32; j++)
            s1 += out[i][j] * (i + 1) * (j + 3);

    double *blk = malloc(N * M * sizeof(double)), *odd = malloc(M * sizeof(double));
    double **a = malloc(N * sizeof(double *)), *y = calloc(N, sizeof(double));
    for (i = 0; i < N; i++)
        a[i] = blk + i * M;
    for (i = 0; i < N * M; i++)
        blk[i] = (i % 19) * 0.5;
    for (j = 0; j < M; j++)
        odd[j] = 1000 + j;
#pragma omp parallel for private(j)
    for (i = 0; i < N; i++) {
        y[i] = 0;
        if (i != 0)
            for (j = 0; j < M; j++)
                y[i] += a[i - 1][j];
    }
    double s2 = 0;
    for (i = 0; i < N; i++)
        s2 += y[i] * (i + 1);
    a[1] = odd;
#pragma omp parallel for private(j)
    for (i = 0; i < N; i++)
        if (i - 3 >= 0u)
            for (j = 0; j < M; j++)
                y[i] += a[i][j];
    double s3 = 0;
    for (i = 0; i < N; i++)
        s3 += y[i] * (i + 1);
    a[1] = blk + M;
    a[150] = odd;
#pragma omp parallel for private(j)
    for (i = 0; i < N; i++) {
        y[i] = 0;
        if ((signed char)i < 100)
            for (j = 0; j < M; j++)
                y[i] += a[i][j];
    }
    double s4 = 0;
    for (i = 0; i < N; i++)
        s4 += y[i] * (i + 1);
    a[150] = blk + 150 * M;
    a[0] = odd;
#pragma omp parallel for private(k)
    for (i = 0; i < N; i++) {
        y[i] = 0;
        k = i % 3;
        if (k > 0)
            for (k = 0; k < M; k++)
                y[i] += a[k][i % M];
    }
    double s5 = 0;
    for (i = 0; i < N; i++)
        s5 += y[i] * (i + 1);
    a[0] = blk;

    float *ring[256];
    float *rb = malloc(256 * M * sizeof(float));
    for (i = 0; i < 256; i++)
        ring[i] = rb + i * M;
    for (i = 0; i < 256 * M; i++)
        rb[i] = (i % 11) * 0.5f + (i < 44 * M ? 1000 : 0);
    unsigned char head = 200;
#pragma omp parallel for private(j)
    for (i = 0; i < 100; i++) {
        y[i] = 0;
        for (j = 0; j < M; j++)
            y[i] += ring[(unsigned char)(i + head)][j];
    }
    double s6 = 0;
    for (i = 0; i < 100; i++)
        s6 += y[i] * (i + 1);

    cell_t **cells = malloc(N * sizeof(cell_t *));
    cell_t *cb = malloc(N * M * sizeof(cell_t));
    for (i = 0; i < N; i++)
        cells[i] = cb + i * M;
    for (i = 0; i < N * M; i++) {
        cb[i].v = i * 0.25;
        cb[i].k = i % 5;
    }
#pragma omp parallel for private(j) default(none) shared(cells, y)
    for (i = 0; i < N; i++) {
        y[i] = 0;
        for (j = 0; j < M; j++)
            y[i] += cells[i][j].v * cells[i][j].k;
    }
    double s7 = 0;
    for (i = 0; i < N; i++)
        s7 += y[i];
    double f = 0.5;
#pragma omp parallel for private(j) default(firstprivate) shared(a, y)
    for (i = 0; i < N; i++) {
        y[i] = 0;
        for (j = 0; j < M; j++)
            y[i] += a[i][j] * f;
    }
    double s8 = 0;
    for (i = 0; i < N; i++)
        s8 += y[i] * (i % 7);

    double **nm = nr_matrix(3, 42, 1, 12), **nn = nr_matrix(3, 42, 1, 12);
    for (i = 3; i <= 42; i++)
        for (j = 1; j <= 12; j++)
            nm[i][j] = i * 0.5 - j;
#pragma omp parallel for private(j)
    for (i = 3; i <= 42; i++)
        for (j = 1; j <= 12; j++)
            nn[i][j] = nm[i][j] * 2.0 + (i > 3 ? nm[i - 1][j] : 0.0);
    double s9 = 0;
    for (i = 3; i <= 42; i++)
        for (j = 1; j <= 12; j++)
            s9 += nn[i][j] * j;
    printf("%.3f %.3f %.3f %.3f %.3f\n", s1, s2, s3, s4, s5);
    printf("%.3f %.3f %.3f %.3f\n", s6, s7, s8, s9);
    printf("%.2f %.2f %.3f\n", out[1][0], out[63][31], nn[42][12]);
    return 0;
}
