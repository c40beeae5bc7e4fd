/* Host accesses through pointers the translator cannot name directly, each
 * of which once read or left a stale copy (found by an adversarial probe of
 * the session-15 host-access rules):
 *  - a call that launches a kernel, then a read in the same condition;
 *  - a pointer one past the end of an array, read at negative offsets
 *    (a static array and a heap block);
 *  - a store through a pointer made from an integer;
 *  - pointers returned by functions of the unit handed to memcpy and
 *    sscanf;
 *  - a function returning its static local array, and a caller whose local
 *    array (also one declared in a parallel region) has the name of the
 *    file-scope array a function returns;
 *  - an index read from a struct member that the statement changes
 *    through a pointer to the member. */
// omp2ocl-test: offload=20
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define N 1024

double A[N], B[N], S[4] = {1, 2, 3, 4};
static double G[N];
struct Q {
    int nx, ny;
} P;

static int step(void)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        A[i] = A[i] + 10.0;
    return 1;
}

static void twice(double *x, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        x[i] = x[i] * 2.0 + 1.0;
}

static double *getA(int k) { return A + k; }
static double *getB(void) { return B; }
static double *getG(void) { return G; }
static double *getbuf(void)
{
    static double A[N];
    return A;
}

/* A parallel region that declares its own G (the search for a clashing
 * name skipped region bodies). */
static void region_local_G(void)
{
#pragma omp parallel num_threads(2)
    {
        double G[4] = {0, 0, 0, 0};
#pragma omp master
        {
            twice(getG(), N);
            getG()[5] = -3.0;
            twice(getG(), N);
        }
        G[1] = 2.0;
        (void)G;
    }
}

int main(int argc, char **argv)
{
    int i, n = 0, k = 4 + argc;
    double s = 0.0, x;
    double *h = malloc(N * sizeof(double)), *e, *L;
    uintptr_t ua = (uintptr_t)B;
    int *pn = &P.nx;
    (void)argv;

    for (i = 0; i < N; i++) {
        A[i] = i;
        B[i] = 0.5 * i;
        G[i] = i % 7;
        h[i] = i % 5;
    }
    /* A launch in the condition, then a read of what it wrote. */
    if (step() && A[3] > 12.0)
        printf("if: taken\n");
    else
        printf("if: not taken\n");
    while (step() && A[5] < 100.0)
        n++;
    printf("while: %d\n", n);
    /* One past the end, static and heap. */
    e = A + N;
    for (i = 1; i <= k; i++)
        s += e[-i];
    twice(h, N);
    e = h + N;
    for (i = 1; i <= k; i++)
        s += e[-i];
    printf("end pointers: %.6e\n", s);
    /* A pointer made from an integer. */
    twice(B, N);
    ((double *)ua)[3] = 1.0;
    twice(B, N);
    printf("int to pointer: %.6e\n", B[3]);
    /* Returned pointers handed to the C library. */
    memcpy(getA(8), S, sizeof S);
    step();
    sscanf("55.5", "%lf", getB() + 20);
    twice(B, N);
    printf("library: %.6e %.6e %.6e\n", A[8], A[11], B[20]);
    /* A static local array returned; a local named like a file array. */
    L = getbuf();
    for (i = 0; i < N; i++)
        L[i] = i;
    twice(L, N);
    getbuf()[7] += 1.0;
    twice(L, N);
    {
        double G[4] = {0, 0, 0, 0};
        twice(getG(), N);
        getG()[3] = -1.0;
        twice(getG(), N);
        G[0] = 1.0;
        printf("local G %.1f\n", G[0]);
    }
    region_local_G();
    printf("returned arrays: %.6e %.6e %.6e\n", getbuf()[7], G[3], G[5]);
    /* The index member changes through a pointer in the statement. */
    P.nx = 9;
    step();
    x = (*pn = 50, A[P.nx]);
    printf("member index: %.6e\n", x);
    free(h);
    return 0;
}
