/* memcpy, memmove and memset on the host announce the bytes they touch,
 * [dst, dst + n) and [src, src + n), not the whole object behind each
 * pointer: a memcpy into a small heap array no kernel uses no longer
 * re-uploads the large 'u' (the object of a heap pointer is unknown), and
 * a memmove inside one row of 'g' moves that row, not the grid; a memset
 * of a pointer held in a struct member (`memset(w.small, ...)`) announces
 * those bytes, not every buffer (the large 'big' went up every step). */
// omp2ocl-test: offload=34
// omp2ocl-test: h2d-max=1300000
// omp2ocl-test: d2h-max=80000
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 200
#define R 256
#define C 256

static float g[R * C];

typedef struct {
    double *small;
    int n;
} work_t;

static double weighted(const double *big, const double *w, int n)
{
    double s = 0.0;
    int i;
#pragma omp parallel for reduction(+:s)
    for (i = 0; i < n; i++)
        s += big[i] * w[i % 8];
    return s;
}

int main(void)
{
    double *u = malloc(N * N * sizeof(double)), *col = malloc(N * sizeof(double));
    double *snap = malloc(N * sizeof(double));
    double tot = 0.0, gs = 0.0;
    int i, j, step;
    for (i = 0; i < N * N; i++)
        u[i] = i * 1e-3;
#pragma omp parallel for private(j)
    for (i = 0; i < N; i++) {
        double m = 0.0;
        for (j = 0; j < N; j++)
            m += u[j * N + i];
        col[i] = m;
    }
    memcpy(snap, col, N * sizeof(double));
    memset(col, 0, N * sizeof(double));
#pragma omp parallel for reduction(+:tot)
    for (i = 0; i < N * N; i++)
        tot += u[i] + col[i % N];
#pragma omp parallel for
    for (i = 0; i < R * C; i++)
        g[i] = (float)(i % 97);
    for (step = 0; step < 20; step++) {
#pragma omp parallel for private(j)
        for (i = 0; i < R; i++)
            for (j = 1; j < C; j++)
                g[i * C + j] = 0.5f * (g[i * C + j] + g[i * C + j - 1]);
        memmove(&g[(step % R) * C + 1], &g[(step % R) * C], (C - 1) * sizeof(float));
    }
#pragma omp parallel for reduction(+:gs)
    for (i = 0; i < R * C; i++)
        gs += g[i];
    {
        work_t w;
        double *big = malloc(100000 * sizeof(double)), ws = 0.0;
        w.small = malloc(8 * sizeof(double));
        w.n = 100000;
        for (i = 0; i < w.n; i++)
            big[i] = 1.0 + i % 3;
        for (step = 0; step < 10; step++) {
            memset(w.small, 0, 8 * sizeof(double));
            w.small[step % 8] = 1.0;
            ws += weighted(big, w.small, w.n);
        }
        printf("%.6e\n", ws);
        free(big);
        free(w.small);
    }
    printf("%.10e %.10e %.10e\n", tot, snap[3], snap[N - 1]);
    printf("%.6e\n", gs);
    free(u);
    free(col);
    free(snap);
    return 0;
}
