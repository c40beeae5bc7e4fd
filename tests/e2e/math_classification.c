/* <math.h>'s classification macros in a kernel: glibc expands them to
 * type-generic built-ins (__builtin_isnan, __builtin_isinf_sign, ...),
 * which have no body, and the loop used to stay on the host ("it calls
 * '__builtin_isnan', whose body is not in this translation unit"). They
 * map to OpenCL's relational built-ins; isinf keeps glibc's -1 for -inf.
 * NaN, +-inf, -0.0, a subnormal and ordinary values, double and float.
 */
// omp2ocl-test: offload=1
#include <math.h>
#include <stdio.h>
#define N 96
static double a[N];
static float f[N];
static int r[N][8];
int main(void)
{
    for (int i = 0; i < N; i++) {
        switch (i % 6) {
        case 0: a[i] = NAN; break;
        case 1: a[i] = INFINITY; break;
        case 2: a[i] = -INFINITY; break;
        case 3: a[i] = -0.0; break;
        case 4: a[i] = 1e-310; break;
        default: a[i] = -i; break;
        }
        f[i] = (float)a[i];
    }
#pragma omp parallel for
    for (int i = 0; i < N; i++) {
        r[i][0] = isnan(a[i]) ? 1 : 0;
        r[i][1] = isinf(a[i]);
        r[i][2] = isfinite(a[i]) != 0;
        r[i][3] = signbit(a[i]) != 0;
        r[i][4] = isnormal(a[i]) != 0;
        r[i][5] = isinf(f[i]) + 10 * (isnan(f[i]) != 0);
        r[i][6] = signbit(f[i]) != 0;
        r[i][7] = isless(a[i], 0.0) + 2 * (isunordered(a[i], 1.0) != 0);
    }
    for (int i = 0; i < 6; i++)
        printf("%d %d %d %d %d %d %d %d\n", r[i][0], r[i][1], r[i][2], r[i][3], r[i][4], r[i][5], r[i][6], r[i][7]);
    return 0;
}
