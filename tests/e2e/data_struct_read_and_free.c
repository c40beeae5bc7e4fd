// Transfers a solver loop must not make (HPCCG-like, a matrix struct
// allocated before its vectors):
//  - the host reads a member through a struct pointer (`A->n`, `(*A).n`,
//    `A[0].diag`): the announcement is that struct, not every buffer above
//    it (which brought both vectors home at every iteration);
//  - free() of a vector only the device wrote drops its device copy instead
//    of bringing it home first.
// d2h-max is the one vector the host reads at the end; h2d-max the one it
// wrote at the start.
// omp2ocl-test: offload=40
// omp2ocl-test: h2d-max=80000
// omp2ocl-test: d2h-max=80000
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int n;
    double diag;
    int iters;
} mat_t;

static void scale(int n, double f, const double *x, double *y)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        y[i] = f * x[i];
}

int main(void)
{
    mat_t *A = malloc(sizeof(mat_t)); /* a small block below the vectors */
    int n = 10000, i, it;
    double *x = malloc(n * sizeof(double)), *y = malloc(n * sizeof(double));
    double *tmp = malloc(n * sizeof(double));
    double s = 0.0;
    A->n = n;
    A->diag = 2.0;
    (*A).iters = 0;
    for (i = 0; i < n; i++)
        x[i] = 1.0 / (1 + i % 10);
    for (it = 0; it < 10; it++) {
        scale(A->n, A[0].diag, x, y);
        if ((*A).n != n)
            break;
        scale(n, 0.5, y, tmp);
        scale(n, 1.0, tmp, y);
        scale(n, 1.0, y, x);
        A->iters++;
    }
    free(tmp);
    free(y);
    for (i = 0; i < n; i++)
        s += x[i] * (i % 3 + 1);
    printf("sum %.12e iters %d\n", s, A->iters);
    free(A);
    free(x);
    return 0;
}
