/* OpenMP directives written with the _Pragma operator inside macros, as
 * portable legacy code does (`#define PARALLEL_FOR _Pragma("omp parallel
 * for")`): a macro that holds only the directive leaves the loop written in
 * the file, and the loop is offloaded; a macro that also holds the loop
 * header keeps the loop on the host (no text can go inside it). */
// omp2ocl-test: offload=5
// omp2ocl-test: missed="the loop comes from a macro expansion"
#include <stdio.h>

#define N 100000
#ifdef _OPENMP
#define PARALLEL_FOR _Pragma("omp parallel for")
#define PARALLEL _Pragma("omp parallel")
#define FOR_SUM _Pragma("omp for reduction(+:s)")
#define OMP(x) _Pragma(#x)
#else
#define PARALLEL_FOR
#define PARALLEL
#define FOR_SUM
#define OMP(x)
#endif
#define FOR_ALL(i) _Pragma("omp parallel for") for (i = 0; i < N; i++)

static int a[N];
static double b[N], c[N];

static long total(void)
{
    long s = 0;
    int i;
    PARALLEL
    {
        FOR_SUM
        for (i = 0; i < N; i++)
            s += a[i];
    }
    return s;
}

int main(void)
{
    int i;
    long s;
    double t = 0.0, u = 0.0;
    PARALLEL_FOR
    for (i = 0; i < N; i++)
        a[i] = i % 17;
    OMP(omp parallel for reduction(+:t))
    for (i = 0; i < N; i++) {
        b[i] = a[i] * 0.5;
        t += b[i];
    }
    PARALLEL_FOR for (i = 0; i < N; i++) c[i] = b[i] + 1.0;
    FOR_ALL(i)
        c[i] += 2.0 * a[i];
    s = total();
    OMP(omp parallel for reduction(+:u))
    for (i = 0; i < N; i++)
        u += c[i] * (1 + i % 3);
    printf("%ld %.3f %.3f\n", s, t, u);
    return 0;
}
