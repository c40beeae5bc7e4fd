/* `parallel for simd` and `for simd` share their iterations among threads
 * as `parallel for` and `for` do, and may also run them in lockstep, which
 * work-items do too: they run as kernels (they were skipped without a
 * remark), their `simd` hints (safelen, simdlen, aligned) ignored. A lone
 * `omp simd` shares nothing: it stays as written, with a remark; so does a
 * `linear` clause. `i = 2 + i` is OpenMP's `var = incr + var`. An `if`
 * clause of `parallel for simd` is captured by Clang in a variable of its
 * own: its launch test read `!(>)` and the host code did not compile.
 */
// omp2ocl-test: offload=5
// omp2ocl-test: missed="an `omp simd` loop is not shared among threads"
// omp2ocl-test: missed="it has a 'linear' clause"
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 100000
static double a[N], b[N], c[N];

int main(void)
{
    int i, j = 0;
    double s = 0.0;
#pragma omp parallel for simd
    for (i = 0; i < N; i++)
        a[i] = (i % 97) * 0.5;
#pragma omp parallel
    {
#pragma omp for simd reduction(+:s)
        for (i = 0; i < N; i++)
            s += a[i];
#pragma omp for simd safelen(8) simdlen(4) aligned(b:32) nowait
        for (i = 8; i < N; i++)
            b[i] = a[i - 8] * 2.0;
    }
#pragma omp parallel for
    for (i = 0; i < N; i = 2 + i)
        c[i] = a[i] + 1.0;
#pragma omp parallel for simd linear(j:1)
    for (i = 0; i < N; i++) {
        c[i] += j;
        j++;
    }
#pragma omp simd
    for (i = 1; i < N; i++)
        b[i] = b[i] + 1.0;
    int n = N - (int)(s < 0.0);
#pragma omp parallel for simd if(n > 10)
    for (i = 0; i < n; i++)
        c[i] *= 0.5;
    double t = 0.0;
    for (i = 0; i < N; i++)
        t += b[i] * (i % 5) + c[i];
    printf("s=%.6f t=%.6f\n", s, t);
    return 0;
}
