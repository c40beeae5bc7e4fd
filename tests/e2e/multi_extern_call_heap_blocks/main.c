// Heap blocks allocated here, used by kernels, freed here, and between the
// kernels calls to another file's functions (tick.c, a library compiled
// without the translator) that take no pointers. Each malloc call is a heap
// location of its own in the points-to analysis, and memset/memcpy/free keep
// no pointer, so no code outside this file can reach the blocks: the calls
// need no announcement, and the arrays cross to the device once (h2d-max:
// a, b and c, 3 x 8 x 6000 bytes; announcing everything at every call sent
// them again each time: 1,920,000 bytes).
// omp2ocl-test: offload=16
// omp2ocl-test: plain=tick.c
// omp2ocl-test: h2d-max=150000
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 6000

void tick(int phase);
int ticks(void);

int main(void)
{
    int i, it;
    double *a = malloc(N * sizeof(double));
    double *b = malloc(N * sizeof(double));
    double *c = calloc(N, sizeof(double));
    double s = 0.0;

    memset(b, 0, N * sizeof(double));
    for (i = 0; i < N; i++)
        a[i] = (i % 11) * 0.5;
    memcpy(c, a, N * sizeof(double));
    for (it = 0; it < 8; it++) {
        tick(it);
#pragma omp parallel for
        for (i = 0; i < N; i++) {
            b[i] = b[i] * 0.5 + a[i] + c[i];
        }
        tick(-1);
#pragma omp parallel for
        for (i = 0; i < N; i++)
            c[i] = c[i] * 0.25 + b[i];
    }
    for (i = 0; i < N; i++)
        s += b[i] + c[i];
    printf("s %.12e b[7] %.12e ticks %d\n", s, b[7], ticks());
    free(a);
    free(b);
    free(c);
    return 0;
}
