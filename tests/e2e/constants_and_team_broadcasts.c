/* What kept loops on the host, or moved data, though nothing differs per
 * thread:
 *  - <math.h>'s HUGE_VAL, INFINITY, HUGE_VALF and NAN in a kernel: glibc
 *    spells them as __builtin_huge_val() and friends, calls without a body;
 *  - `double mx = -HUGE_VAL;` before a max reduction: host code calling
 *    "unknown" functions synchronised every array (x went up again at each
 *    of the 10 calls: h2d 10 x 800 KB);
 *  - a value a `single copyprivate` broadcasts to the team;
 *  - a threadprivate variable copied in by the region around the call of an
 *    orphaned loop (the remark said "without a copyin").
 */
// omp2ocl-test: offload=13
// omp2ocl-test: h2d-max=1000000
#include <math.h>
#include <stdio.h>

#define N 100000

static double x[N], y[N], v[N];
static float f[N];
static double tp_scale;
#pragma omp threadprivate(tp_scale)

static double vmax(int n)
{
    int i;
    double mx = -HUGE_VAL;
#pragma omp parallel for reduction(max:mx)
    for (i = 0; i < n; i++)
        if (x[i] > mx)
            mx = x[i];
    return mx;
}

static void scale(void)
{
    int i;
#pragma omp for
    for (i = 0; i < N; i++)
        v[i] = x[i] * tp_scale;
}

int main(void)
{
    int i, k;
    for (i = 0; i < N; i++)
        x[i] = (i % 17) * 0.5 - 3;
    double top = 0;
    for (k = 0; k < 10; k++)
        top += vmax(N - k);
    printf("sum of maxima %.3f\n", top);

#pragma omp parallel for
    for (i = 0; i < N; i++) {
        y[i] = x[i] < 0 ? -HUGE_VAL : (x[i] > 4 ? INFINITY : x[i]);
        f[i] = x[i] == 0 ? NAN : (x[i] > 3 ? HUGE_VALF : (float)x[i]);
    }
    double s = 0;
    int pinf = 0, ninf = 0, nnan = 0;
    for (i = 0; i < N; i++) {
        if (isinf(y[i]))
            y[i] > 0 ? pinf++ : ninf++;
        else
            s += y[i];
        if (isnan(f[i]))
            nnan++;
        else if (!isinf(f[i]))
            s += f[i];
    }
    printf("finite sum %.3f, +inf %d, -inf %d, nan %d\n", s, pinf, ninf, nnan);

    double shift;
#pragma omp parallel private(shift)
    {
#pragma omp single copyprivate(shift)
        shift = 0.5 + x[7];
#pragma omp for
        for (i = 0; i < N; i++)
            y[i] = x[i] + shift;
    }

    tp_scale = 1.5;
#pragma omp parallel copyin(tp_scale)
    scale();

    s = 0;
    for (i = 0; i < N; i += 7)
        s += y[i] + v[i];
    printf("broadcast and copied-in values %.3f\n", s);
    return 0;
}
