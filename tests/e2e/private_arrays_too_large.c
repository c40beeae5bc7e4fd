/* Arrays declared in a parallel loop's body, or in a function it calls,
 * live in each work-item's private memory; at 32 KB the kernel crashed
 * PoCL (SIGSEGV, no fallback; found by a probe). Past 16 KB in all, the
 * body's own arrays are declared before the loop and named in its private
 * clause (HoistLoopArrays), where a kernel keeps them in global scratch, as
 * it does for the array this program names private itself; a helper's
 * array keeps its loop on the host, with a remark, as does a 320 KB struct
 * declared in a body (it crashed PoCL too).
 */
// omp2ocl-test: offload=2
// omp2ocl-test: missed="exceed a work-item's private memory"
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define W 4096
#define NI 600
static double X[NI], Y[NI], Z[NI], V[NI], B[NI];
struct big {
    double x[40000];
    int n;
};

static double helper(double x, int i)
{
    double buf[W];
    int k;
    for (k = 0; k < W; k++)
        buf[k] = x * (k % 11);
    return buf[i % W] + buf[W - 1];
}

int main(void)
{
    int i, k;
    double scratch[W];
    for (i = 0; i < NI; i++)
        X[i] = (i % 17) * 0.25;
#pragma omp parallel for private(k)
    for (i = 0; i < NI; i++) {
        double t[W];
        for (k = 0; k < W; k++)
            t[k] = X[i] * (k % 13);
        Y[i] = t[i % W] + t[W - 1];
    }
#pragma omp parallel for
    for (i = 0; i < NI; i++)
        Z[i] = helper(X[i], i * 7);
#pragma omp parallel for private(k, scratch)
    for (i = 0; i < NI; i++) {
        for (k = 0; k < W; k++)
            scratch[k] = X[i] + k;
        V[i] = scratch[(i * 31) % W] - scratch[0];
    }
#pragma omp parallel for
    for (i = 0; i < 64; i++) {
        struct big b;
        b.n = 40000;
        for (int q = 0; q < b.n; q++)
            b.x[q] = (q % 31) + i;
        double s = 0;
        for (int q = 0; q < b.n; q += 3)
            s += b.x[b.n - 1 - q];
        B[i] = s;
    }
    double sy = 0, sz = 0, sv = 0;
    for (i = 0; i < NI; i++) {
        sy += Y[i];
        sz += Z[i] * (i % 3);
        sv += V[i] + B[i % 64];
    }
    printf("%.6f %.6f %.6f %.3f %.3f\n", sy, sz, sv, Y[NI - 1], Z[123]);
    return 0;
}
