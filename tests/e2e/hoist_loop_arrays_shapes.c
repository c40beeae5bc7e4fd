/* Large arrays of a loop body in shapes the move before the loop must
 * decline or handle (found by a probe): two arrays in one declaration (the
 * translator crashed), an array of a struct or typedef declared in the
 * body or typed `__typeof__(v)` of a body variable (the prepared source did
 * not compile), an array named in a nested simd clause (`aligned(t:8)`, not
 * renamed); and a C99 variable-length array parameter under
 * `default(none)`, whose flat pointer is now named shared (it did not
 * compile). All compute what gcc does; the declined loops stay on the host.
 */
// omp2ocl-test: offload=2
// omp2ocl-test: missed="is declared with other variables"
// omp2ocl-test: missed="is declared in the loop"
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 64
#define W 1500
static double out[N], o2[N], o3[N], o4[N], o5[N];

static void scale(int n, int m, double A[n][m], double f)
{
#pragma omp parallel for default(none) shared(A) firstprivate(n, m, f)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            A[i][j] *= f;
}

int main(void)
{
    int i, k;
    double g[20][30];
#pragma omp parallel for private(k)
    for (i = 0; i < N; i++) {
        double u[W], w[W];
        for (k = 0; k < W; k++) {
            u[k] = i + k;
            w[k] = u[k] * 0.5;
        }
        out[i] = u[W - 1] + w[i];
    }
#pragma omp parallel for private(k)
    for (i = 0; i < N; i++) {
        struct q {
            double v, w;
        };
        struct q t[1200];
        for (k = 0; k < 1200; k++) {
            t[k].v = k;
            t[k].w = i;
        }
        o2[i] = t[i].v + t[1199].w;
    }
#pragma omp parallel for private(k)
    for (i = 0; i < N; i++) {
        long v = i;
        __typeof__(v) t[3000];
        for (k = 0; k < 3000; k++)
            t[k] = v + k;
        o3[i] = (double)t[2999];
    }
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        double t[3000], s = 0;
#pragma omp simd aligned(t : 8) reduction(+:s)
        for (int q = 0; q < 3000; q++) {
            t[q] = q * 0.5 + i;
            s += t[q];
        }
        o4[i] = s;
    }
    for (i = 0; i < 20; i++)
        for (k = 0; k < 30; k++)
            g[i][k] = i + k * 0.25;
    scale(20, 30, g, 2.0);
#pragma omp parallel for private(k)
    for (i = 0; i < N; i++) {
        double big[3000];
        for (k = 0; k < 3000; k++)
            big[k] = i * 2.0 + k;
        o5[i] = big[2999] - big[0];
    }
    double s = 0;
    for (i = 0; i < N; i++)
        s += out[i] + o2[i] * 2 + o3[i] * 3 + o4[i] * 1e-3 + o5[i];
    printf("%.6f %.3f %.3f\n", s, g[19][29], g[3][4]);
    return 0;
}
