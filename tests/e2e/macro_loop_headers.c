/* Loop headers spelled by macros (Fortran-style DO, FOR_ALL, a stepped
 * loop), with the directive written out or from a _Pragma macro, and a
 * Fortran accessor macro in the body. A header from a macro gave host code
 * that did not compile (`__lb0 = (long)();`: the bound's text is no text
 * of the file), and _Pragma followed by a loop macro kept the loop on the
 * host; the bounds now print from the AST when the file has no text.
 */
// omp2ocl-test: offload=4
#include <stdio.h>
#define N 300
#define DO(i, a, b) for (i = (a); i <= (b); i++)
#define FOR_ALL(i) for (i = 0; i < n; i++)
#define STEP(i, lo, hi, s) for (i = lo; i < hi; i += s)
#define PARFOR _Pragma("omp parallel for")
#define A(i) a[(i) - 1]
static double a[N], b[N], c[N];
static void work(int n)
{
    int i;
#pragma omp parallel for
    FOR_ALL(i) b[i] = a[i] + n;
    PARFOR
    STEP(i, 1, n - 1, 2) c[i] = b[i - 1] + b[i + 1];
}
int main(void)
{
    int i;
#pragma omp parallel for
    DO(i, 1, N) A(i) = i * 0.25;
    work(N);
    PARFOR DO(i, 2, N / 2) { c[i] += A(i); }
    double s = 0;
    for (i = 0; i < N; i++) s += a[i] + b[i] * 2 + c[i] * 3;
    printf("%.4f\n", s);
    return 0;
}
