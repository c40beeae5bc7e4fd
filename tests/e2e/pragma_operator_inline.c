/* `_Pragma` on a line after other code (`void f(...) { _Pragma("omp
 * parallel for") for (...) ... }`): the host version of the loop copied
 * the whole line from its start, the function's own header included, and
 * the generated file did not compile (found by a probe). The directive now
 * starts where the `_Pragma` is.
 */
// omp2ocl-test: offload=3
#include <stdio.h>

#define N 300
static int mark[N];
static double v[N];

static void f(int lo, int hi) { _Pragma("omp parallel for") for (int i = lo; i < hi; i += 3) mark[i] += 1; }

static void g(int n) { int i; double s = 1.5; _Pragma("omp parallel for") for (i = 0; i < n; i++) v[i] = s * i; }

int main(void)
{
    long t = 0;
    double w = 0.0;
    f(0, N);
    g(N);
#pragma omp parallel
    { int k; _Pragma("omp for") for (k = 0; k < N; k++) v[k] += mark[k]; }
    for (int i = 0; i < N; i++) {
        t += mark[i] * i;
        w += v[i];
    }
    printf("%ld %.3f\n", t, w);
    return 0;
}
