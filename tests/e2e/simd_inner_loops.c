/* `#pragma omp simd` on the inner loops of parallel loops (the OpenMP 4
 * way of asking for vector code in each thread): the simd loop is the
 * work-item's own loop, run in order, which is one way of running it. The
 * parallel loops kept all of them on the host ("it contains '#pragma omp
 * simd'"). A simd `reduction(+: s)` lets the inner sum be split across
 * lanes. A helper with a simd loop runs in the kernel too. A simd loop
 * in a host loop that reads kernel output gets its announcement before
 * the pragma line (between them it did not compile). A lone simd loop in
 * a region still stays, with its remark. A simd `private(t)` leaves the
 * outer t alone (the plain loop overwrote it: 700 for 1); the simd
 * iterator needs no private clause on the parallel loop (it was "shared
 * and written"); one read after its loop keeps the loop on the host (with
 * no iteration OpenMP leaves it as it was).
 */
// omp2ocl-test: offload=10
// omp2ocl-test: missed="its iterator 'j' is read after it"
// omp2ocl-test: missed="an `omp simd` loop is not shared among threads"
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 384
#define M 200
static double a[N][M], b[N][M], rowsum[N];
static float x[N * M], y[N * M];
static int idx[N][M];

static void scale_row(double *dst, const double *src, double f, int n)
{
    int j;
#pragma omp simd aligned(dst, src : 8) safelen(16)
    for (j = 0; j < n; j++)
        dst[j] = f * src[j] + 1.0;
}

int main(void)
{
    int i, j, k;
    double total = 0.0, host = 0.0, team = 0.0;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            a[i][j] = ((i * 31 + j * 7) % 101) * 0.25;

    /* an inner simd loop, no clauses */
#pragma omp parallel for private(j)
    for (i = 0; i < N; i++) {
#pragma omp simd
        for (j = 0; j < M; j++)
            b[i][j] = a[i][j] * 2.0 - 1.0;
    }

    /* a simd reduction into a private sum, then the loop's own reduction */
#pragma omp parallel for reduction(+:total)
    for (i = 0; i < N; i++) {
        double s = 0.0;
#pragma omp simd reduction(+:s)
        for (int jj = 0; jj < M; jj++)
            s += b[i][jj];
        rowsum[i] = s;
        total += s;
    }

    /* a helper whose loop is a simd loop */
#pragma omp parallel for
    for (i = 0; i < N; i++)
        scale_row(a[i], b[i], 0.5, M);

    /* collapse(2), private and lastprivate on the simd loop; the iterator
       read after it (its value is M) */
#pragma omp parallel for private(j, k)
    for (i = 0; i < N; i++) {
        double t = 0.0;
        int last = -1;
#pragma omp simd collapse(2) private(t) lastprivate(last)
        for (j = 0; j < M / 10; j++)
            for (k = 0; k < 10; k++) {
                t = a[i][j * 10 + k] + 0.5;
                x[i * M + j * 10 + k] = (float)t;
                last = j * 10 + k;
            }
        idx[i][0] = last;
        idx[i][1] = j * 100 + k;
    }

    /* linear(k) on a simd loop: k advances with j */
#pragma omp parallel for private(j, k)
    for (i = 0; i < N; i++) {
        k = i * M;
#pragma omp simd linear(k : 1)
        for (j = 0; j < M; j++) {
            y[k] = x[k] * 3.0f;
            k++;
        }
        idx[i][2] = k;
    }

    /* simd private: the outer t keeps its value; the helper's private
       array too */
    static double keep[N], keep2[N];
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        double t = i, w[2] = {1.0 * i, 2.0};
#pragma omp simd private(t, w)
        for (int q = 0; q < 8; q++) {
            t = q * 100.0;
            w[0] = t;
            w[1] = t + 1.0;
            b[i][q] = w[0] + w[1];
        }
        keep[i] = t + w[0] - w[1];
    }

    /* the simd iterator j, shared for the parallel loop (no clause), with
       more statements in the body */
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        double s2 = 0.0;
#pragma omp simd reduction(+:s2)
        for (j = 0; j < M; j++)
            s2 += b[i][j];
        keep2[i] = s2 * 0.5;
    }

    /* its iterator read after it: with no iteration it keeps its value */
#pragma omp parallel for private(j)
    for (i = 0; i < N; i++) {
        j = -7;
        int n = (i % 3 == 0) ? 0 : M;
#pragma omp simd
        for (j = 5; j < n; j++)
            b[i][j] += 1.0;
        idx[i][3] = j;
    }

    /* host loops over kernel output, with simd inner loops */
    for (i = 0; i < N; i += 7) {
#pragma omp simd reduction(+:host)
        for (j = 0; j < M; j++)
            host += y[i * M + j] + a[i][j];
    }

    /* kernels and a host simd loop reading their output, in turn */
    for (int t = 0; t < 3; t++) {
#pragma omp parallel for
        for (i = 0; i < N * M; i++)
            y[i] = y[i] * 0.5f + (float)t;
#pragma omp simd reduction(+:host)
        for (j = 0; j < M; j++)
            host += y[t * M + j];
    }

    /* a lone simd loop in a region: every thread runs it */
#pragma omp parallel reduction(+:team)
    {
        double mine = 0.0;
#pragma omp simd reduction(+:mine)
        for (j = 0; j < 10; j++)
            mine += rowsum[j];
        team += mine > 0.0 ? 1.0 : 0.0;
    }

    printf("total %.6f\n", total);
    printf("host %.6f\n", host);
    printf("team>0 %d\n", team > 0.0);
    for (i = 0; i < N; i += 61)
        printf("%d: %.4f %.4f %.3f %.3f %d %d %d %.1f %.3f %d %.2f\n", i, rowsum[i],
               a[i][i % M], x[i * M + 3], y[i * M + M - 1], idx[i][0], idx[i][1], idx[i][2],
               keep[i], keep2[i], idx[i][3], b[i][6]);
    return 0;
}
