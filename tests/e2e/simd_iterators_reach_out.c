/* simd loops whose iterator's value outlives them in ways a function's
 * statements do not show (found by a probe): a global iterator in a helper
 * main calls; one read through a pointer taken before the loop; one read
 * again after a backward goto; a static local read on the next call. The
 * simd loop read as a plain loop got its own iterator in a block (the
 * outer one kept its old value) or its value was taken as dead. Such
 * iterators now count as live: a loop that surely runs writes them as
 * written; one that may run no iteration stays a directive.
 */
// omp2ocl-test: offload=0
// omp2ocl-test: missed="its iterator 'j' is read after it"
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

#define N 40
#define M 16
int gj = -5;

static double sum_global(const double *r, int m)
{
    double s = 0;
#pragma omp simd reduction(+:s)
    for (gj = 0; gj < m; gj++)
        s += r[gj];
    return s;
}

static int through_pointer(const double *r, int m, double *out)
{
    int j = -7, *pj = &j;
    double s = 0;
#pragma omp simd reduction(+:s)
    for (j = 0; j < m; j++)
        s += r[j];
    *out = s;
    return *pj;
}

static int via_goto(const double *r, int m, double *out)
{
    int j = 3, pass = 0, acc = 0;
    double s = 0;
again:
    acc += j;
#pragma omp simd reduction(+:s)
    for (j = 0; j < m; j++)
        s += r[j];
    if (++pass < 3)
        goto again;
    *out = s;
    return acc;
}

static int counter(const double *r, int m, double *out)
{
    static int j = 100;
    int prev = j;
    double s = 0;
#pragma omp simd reduction(+:s)
    for (j = 0; j < m; j++)
        s += r[j] * j;
    *out = s;
    return prev;
}

int main(void)
{
    int i;
    double *a = malloc(N * M * sizeof(double)), *o = malloc(N * sizeof(double));
    int *c = malloc(N * sizeof(int)), *d = malloc(N * sizeof(int));
    for (i = 0; i < N * M; i++)
        a[i] = (i % 13) * 0.5;
    double g = sum_global(a, 17);
    printf("global %.2f %d\n", g, gj);
#pragma omp parallel for
    for (i = 0; i < N; i++)
        c[i] = through_pointer(a + i * M, M - i % 4, &o[i]);
#pragma omp parallel for
    for (i = 0; i < N; i++)
        d[i] = via_goto(a + i * M, M - i % 5, &o[i]);
    long cs = 0;
    double s = 0;
    for (i = 0; i < N; i++) {
        cs += c[i] * (i + 1) + d[i] * (i + 3);
        s += o[i];
    }
    printf("A %ld %.3f %d %d %d\n", cs, s, c[0], c[1], d[2]);
    int p1 = counter(a, 7, &o[0]), p2 = counter(a, 9, &o[1]), p3 = counter(a, 2, &o[2]);
    printf("B %d %d %d %.2f\n", p1, p2, p3, o[0] + o[1] + o[2]);
    return 0;
}
