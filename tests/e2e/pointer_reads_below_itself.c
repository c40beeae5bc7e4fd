/* A routine handed a pointer into the middle of an array reads below it
 * (`p[i - lag]`, a backward reference of a filter or a recurrence's
 * history). The accesses start before the pointer; they are the array's
 * own when the allocation block that holds the pointer holds them too, so
 * the kernel runs (it used to decline at every launch: "the accesses
 * through 'p' start before the pointer"). A pointer at the very start of
 * an array reading below it, which C allows only when it is one past the
 * end of the object below, still runs as OpenMP (when the two arrays are
 * adjacent; otherwise that call reads inside upper[] and runs too).
 */
// omp2ocl-test: offload=2
#include <stdio.h>
#include <stdlib.h>

#define N 4096

static double b[N];
static double lower[256], upper[256]; /* adjacent, probably */

static void backref(double *p, int n, int lag)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        p[i] = p[i - lag] * 0.5 + 1.0;
}

int main(void)
{
    int i;
    double *heap = malloc(N * sizeof(double));
    for (i = 0; i < N; i++) {
        b[i] = i % 10;
        heap[i] = i % 7;
    }
    for (i = 0; i < 256; i++)
        lower[i] = upper[i] = i;
    backref(b + 1000, 64, 64);
    backref(heap + 2000, 100, 100);
    /* one past the end of lower[], if the two are adjacent */
    if (lower + 256 == upper)
        backref(lower + 256, 16, 16);
    else
        backref(upper + 16, 16, 16);
    double s = 0;
    for (i = 0; i < N; i++)
        s += b[i] + heap[i];
    for (i = 0; i < 256; i++)
        s += lower[i] + upper[i];
    printf("b[1000]=%.3f b[1063]=%.3f heap[2099]=%.3f upper[5]=%.3f sum=%.3f\n", b[1000],
           b[1063], heap[2099], upper[5], s);
    free(heap);
    return 0;
}
