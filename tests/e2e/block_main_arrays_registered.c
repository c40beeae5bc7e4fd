// Arrays declared by main's own statements live until main returns: the
// translator registers them as allocation blocks, so a function that reaches
// one through a pointer with an unknown extent (a binary search over bin
// boundaries, Parboil tpacf's shape; a gather through an index array) hands
// the whole array to its kernel instead of declining, and kernels in main
// keep them on the device between launches. Host writes between the launches
// (by name in main and through a pointer in a helper), a C99 array sized at
// run time, an array declared after an early return, a return that is the
// whole branch of an if, and a falling-off end all hand the data back.
// omp2ocl-test: offload=8
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

#define NB 24
#define NP 3000

static void binning(const double *x, int n, const double *bounds, int nb, int *hist)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++) {
        int lo = 0, hi = nb, k;
        while (hi > lo + 1) {
            k = (lo + hi) / 2;
            if (x[i] >= bounds[k])
                lo = k;
            else
                hi = k;
        }
#pragma omp atomic
        hist[lo] += 1;
    }
}

static void gather(double *dst, const double *src, const int *idx, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        dst[i] = src[idx[i]] * 0.5;
}

static void scale_on_host(double *v, int n, double f)
{
    int i;
    for (i = 0; i < n; i++)
        v[i] *= f;
}

int main(int argc, char **argv)
{
    double bounds[NB + 1];
    int hist[NB];
    double *x = malloc(NP * sizeof(double));
    int i, it;
    unsigned s = 12345u;

    if (argc > 5)
        return 3; /* before some arrays exist: hands back only those above */
    double table[NP];
    int n = NP / 2 + argc; /* run-time size */
    int idx[n];

    for (i = 0; i <= NB; i++)
        bounds[i] = (double)i * i / (NB * NB) * 100.0;
    for (i = 0; i < NB; i++)
        hist[i] = 0;
    for (i = 0; i < NP; i++) {
        s = s * 1103515245u + 12345u;
        x[i] = (double)((s >> 8) % 10000u) / 100.0;
        table[i] = i * 0.25;
    }
    for (i = 0; i < n; i++)
        idx[i] = (i * 7 + 3) % NP;

    binning(x, NP, bounds, NB, hist);
    for (i = 0; i < NB; i++)
        bounds[i] = bounds[i] * 0.9; /* host write between launches */
    binning(x, NP, bounds, NB, hist);

    double *dst = malloc(n * sizeof(double));
    for (it = 0; it < 3; it++) {
#pragma omp parallel for
        for (i = 0; i < NP; i++)
            table[i] = table[i] + x[i];
        gather(dst, table, idx, n);
        scale_on_host(table, NP, 0.5);
        table[it] = -1.0;
    }
    long hsum = 0;
    for (i = 0; i < NB; i++) {
        hsum += (long)hist[i] * (i + 1);
        printf("bin %d %d\n", i, hist[i]);
    }
    double d = 0.0, t = 0.0;
    for (i = 0; i < n; i++)
        d += dst[i] * (i % 5 + 1);
    for (i = 0; i < NP; i++)
        t += table[i] * (i % 3 + 1);
    printf("weighted %ld dst %.12e table %.12e\n", hsum, d, t);
    if (hsum == 0)
        return 1;
    free(x);
    free(dst);
}
