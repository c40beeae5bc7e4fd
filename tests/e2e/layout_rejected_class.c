// Arrays laid out against the GPU (one work-item per i, k sequential, so
// loop interchange cannot help) whose points-to class cannot be proven safe
// to permute: a row handed to a function, memcpy, a parameter receiving two
// arrays. They keep their layout, with a remark saying why, while a clean
// neighbour is reordered; the results must not change (the `passes` matrix
// also runs this with -fno-global-index-reorder).
// omp2ocl-test: offload=4
// omp2ocl-test: missed="global index reordering of 'rows' ([i][k] -> [k][i]) not applied: partial subscript"
// omp2ocl-test: missed="global index reordering of 'src' ([i][k] -> [k][i]) not applied: it is passed to 'memcpy'"
// omp2ocl-test: missed="global index reordering of 'x1' ([i][k] -> [k][i]) not applied: it may share memory with 'x2'"
#include <stdio.h>
#include <string.h>

#define N 32
#define K 6

static double rows[N][K];
static double src[N][K];
static double dst[N][K];
static double x1[N][K], x2[N][K];
static double clean[N][K];

static double row_sum(const double *r)
{
    int k;
    double s = 0.0;
    for (k = 0; k < K; k++)
        s += r[k];
    return s;
}

static void bump(double p[][K])
{
    int i, k;
    double w;
#pragma omp parallel for private(k, w)
    for (i = 0; i < N; i++) {
        w = 1.0 + (i % 2);
        for (k = 0; k < K; k++)
            p[i][k] += w;
    }
}

int main(void)
{
    int i, k;
    double s = 0.0, h;
    for (i = 0; i < N; i++)
        for (k = 0; k < K; k++) {
            rows[i][k] = i + 0.5 * k;
            src[i][k] = i - 0.25 * k;
            x1[i][k] = 2.0 * i + k;
            x2[i][k] = k - i;
        }
#pragma omp parallel for private(k, h)
    for (i = 0; i < N; i++) {
        h = 0.5 * i;
        for (k = 0; k < K; k++) {
            rows[i][k] = rows[i][k] * 0.5 + k + h;
            src[i][k] = src[i][k] * 2.0;
            x1[i][k] += x2[i][k];
            x2[i][k] -= 1.0;
            clean[i][k] = rows[i][k] + src[i][k];
        }
    }
    memcpy(dst, src, sizeof src);
    bump(x1);
    bump(x2);
#pragma omp parallel for private(k, h)
    for (i = 0; i < N; i++) {
        h = dst[i][0];
        for (k = 0; k < K; k++)
            clean[i][k] += h + x1[i][k] * x2[i][k];
    }
    for (i = 0; i < N; i++)
        s += row_sum(rows[i]) + clean[i][i % K];
    printf("checksum %.12e\n", s);
    printf("x %.12e %.12e dst %.12e\n", x1[5][3], x2[7][1], dst[9][2]);
    return 0;
}
