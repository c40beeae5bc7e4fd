/* A lastprivate loop iterator over a range with no iteration ends at the
 * loop's start, as the sequential loop leaves it (`for (i = 50; i < 40;
 * i += s)` leaves i = 50; gcc's OpenMP does the same). The kernel path
 * left the variable as it was before the loop (a stale or uninitialised
 * value; found by a probe, with a run-time step). Ranges with iterations
 * end one step past their last value, as before.
 */
// omp2ocl-test: offload=3
#include <stdio.h>

#define N 2000
static int y[N];

static int fill(int lo, int hi, int step)
{
    int i = -123;
#pragma omp parallel for lastprivate(i)
    for (i = lo; i < hi; i += step)
        y[i] = i * step;
    return i;
}

static long down(long lo, long hi)
{
    long k = 777;
#pragma omp parallel for lastprivate(k)
    for (k = hi; k >= lo; k -= 2)
        y[k] += 1;
    return k;
}

int main(void)
{
    int a = fill(0, 100, 1), b = fill(10, 1000, 7), c = fill(50, 40, 3);
    long d = down(5, 1999), e = down(100, 50);
    long s = 0;
    for (int i = 0; i < N; i++)
        s += y[i];
    printf("fill %d %d %d down %ld %ld sum %ld\n", a, b, c, d, e, s);
    return 0;
}
