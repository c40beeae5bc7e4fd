/* Memory the registry of blocks never saw, used by kernels: automatic
 * arrays of functions (their buffers outlived them; a later call's frame
 * reused the addresses and the stale device copy came home over its live
 * stack: a crash), an alloca block and an mmap'd region read at negative
 * offsets from a pointer past the part a kernel used (the runtime took
 * only the buffers above the pointer: stale values), and one malloc'd
 * block used as two halves, or a local struct's two array members, read
 * across them (the runtime took only the buffer of the half the pointer
 * lies in). */
// omp2ocl-test: offload=9
#include <stdio.h>
#include <alloca.h>
#include <stdlib.h>
#include <sys/mman.h>

#define N 1024

static void kA(double *p, int n, double d)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        p[i] = p[i] * 0.5 + d;
}

static long g(int m)
{
    int i;
    long cs = 0;
    double X[4 * N];
    for (i = 0; i < 4 * N; i++)
        X[i] = i;
    kA(X, m, 1.0);
    for (i = 0; i < 4 * N; i++)
        cs += (long)(X[i] * 2);
    return cs;
}

static long f(int m)
{
    int i;
    long cs = 0;
    double L[N];
    double *e;
    for (i = 0; i < N; i++)
        L[i] = i;
    kA(L, m, 3.0);
    e = L + N;
    for (i = 1; i <= 5; i++)
        cs += (long)e[-i];
    return cs;
}

int main(int argc, char **argv)
{
    int i, k = 4 + argc;
    long cs = 0;
    double *al = alloca(N * sizeof(double)), *e, *h, *q;
    (void)argv;
    cs += g(4 * N);
    cs += f(N);
    cs += g(2 * N);
    for (i = 0; i < N; i++)
        al[i] = i;
    kA(al, N - 16, 1000.0);
    e = al + N;
    for (i = 17; i <= 16 + k; i++)
        cs += (long)e[-i];
    h = mmap(0, N * sizeof(double), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (h == MAP_FAILED)
        return 1;
    for (i = 0; i < N; i++)
        h[i] = i;
    kA(h, N - 16, 1000.0);
    q = h + N - 8;
    for (i = 9; i <= 8 + k; i++)
        cs += (long)q[-i];
    {
        double *blk = malloc(2 * N * sizeof(double)), *x = blk, *y = blk + N;
        for (i = 0; i < 2 * N; i++)
            blk[i] = i;
        kA(x, N - 16, 1000.0);
        kA(y, N, 1.0);
        e = x + N;
        for (i = 17; i <= 16 + k; i++)
            cs += (long)e[-i];
        free(blk);
    }
    {
        struct {
            double x[N], y[N];
        } loc;
        for (i = 0; i < N; i++) {
            loc.x[i] = i;
            loc.y[i] = 2 * i;
        }
        kA(loc.x, N - 16, 1000.0);
        kA(loc.y, N - 16, 1000.0);
        e = loc.x + N;
        for (i = 17; i <= 16 + k; i++)
            cs += (long)e[-i] * 3;
    }
    printf("%ld\n", cs);
    munmap(h, N * sizeof(double));
    return 0;
}
