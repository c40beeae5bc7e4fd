/* scalbn and scalbnf in a loop body: x * 2^n, which OpenCL spells ldexp
 * (binary floating point). The loop stayed on the host ("it calls
 * 'scalbn', whose body is not in this translation unit"; found by a
 * probe). Exact in both versions: scaling by a power of two rounds only
 * at the ends of the range, which these values stay clear of.
 */
// omp2ocl-test: offload=1
#include <math.h>
#include <stdio.h>

#define N 1000
static double a[N];
static float b[N];

int main(void)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        a[i] = scalbn(1.5 + i, i % 40 - 20);
        b[i] = scalbnf(0.75f * i, 3 - i % 7);
    }
    double s = 0;
    for (i = 0; i < N; i++)
        s += a[i] * 1e-3 + b[i];
    printf("%.17g %.9g %.17g %.9g\n", s, b[N - 1], a[7], b[12]);
    return 0;
}
