// A host loop that only reads through a pointer loaded from an array of
// pointers (`s += lev[0][i]`, MG-like level tables) cannot name the memory
// it reads, so it brings every buffer home; it no longer also marks them
// written, which sent the whole grid back to the device before each kernel.
// h2d-max: the grid crosses to the device once.
// omp2ocl-test: offload=5
// omp2ocl-test: h2d-max=160000
#include <stdio.h>
#include <stdlib.h>

#define N 20000

static void relax(double *u, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        u[i] = 0.5 * u[i] + 1.0;
}

int main(void)
{
    double *lev[2];
    double s;
    int i, it;
    lev[0] = malloc(N * sizeof(double));
    lev[1] = malloc(N * sizeof(double));
    for (i = 0; i < N; i++) {
        lev[0][i] = i % 13;
        lev[1][i] = 0.0;
    }
    for (it = 0; it < 5; it++) {
        relax(lev[0], N);
        s = 0.0;
        for (i = 0; i < N; i++)
            s += lev[0][i] * (i % 3 + 1);
        printf("iter %d sum %.12e\n", it, s);
    }
    lev[1][0] = *lev[0];
    printf("first %.12e\n", lev[1][0]);
    free(lev[0]);
    free(lev[1]);
    return 0;
}
