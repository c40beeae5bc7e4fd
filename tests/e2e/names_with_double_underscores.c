/* User names that spell the kernel's own (`x__off` beside an array x,
 * `s__partials` beside a reduction s, `t__scratch` beside a large private
 * array t, `w__out` beside a lastprivate w): legal C identifiers. The
 * kernel redefined a parameter and did not compile, so each loop stayed on
 * the host ("a translator bug"; found by a probe). User names holding `__`
 * past their start take a `u_` prefix in the kernel.
 */
// omp2ocl-test: offload=3
#include <stdio.h>

#define N 4096
static double x[N], y[N];
static int x__off = 5, s__partials = 3, t__scratch = 2, w__out = 7;

int main(void)
{
    int i, k;
    double s = 0.0, w = 0.0;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        x[i] = i + x__off;
#pragma omp parallel for reduction(+:s) lastprivate(w)
    for (i = 0; i < N; i++) {
        s += x[i] * s__partials;
        w = x[i] + w__out;
    }
#pragma omp parallel for private(k)
    for (i = 0; i < N; i++) {
        double t[600];
        for (k = 0; k < 600; k++)
            t[k] = x[(i + k) % N] * t__scratch;
        y[i] = t[i % 600] + t[599];
    }
    double sy = 0.0;
    for (i = 0; i < N; i++)
        sy += y[i];
    printf("s=%.3f w=%.3f sy=%.3f\n", s, w, sy);
    return 0;
}
