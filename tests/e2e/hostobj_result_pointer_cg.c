// NAS CG's shape: a function called again and again (conj_grad) computes
// with kernels over large read-only arrays (a CSR matrix, static like CG's,
// and a heap copy of it) and writes its result through a pointer to a
// static scalar (`*rnorm = ...`). The host announces that write with an
// unknown extent; the scalar is registered as a static object, so the
// announcement touches nothing else: the matrices cross the bus once, not
// at every call (3.8 MB on PoCL; when every buffer above the scalar counted
// as written by the host, 72 MB).
// omp2ocl-test: tolerance=1e-10
// omp2ocl-test: offload=48
// omp2ocl-test: h2d-max=6000000
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 20000
#define PER_ROW 7
#define NNZ (N * PER_ROW)
#define CALLS 12

static int rowstr[N + 1];
static int colidx[NNZ];
static double a[NNZ];
static double x[N], y[N];
static double rnorm, rnorm_heap;

/* y = A x, norm = ||y||, x = y / norm */
static void spmv_norm(int rowstr[], int colidx[], double a[], double x[], double y[],
                      double *norm)
{
    int i, k;
    double sum = 0.0, inv;
#pragma omp parallel for private(k) reduction(+ : sum)
    for (i = 0; i < N; i++) {
        double s = 0.0;
        for (k = rowstr[i]; k < rowstr[i + 1]; k++)
            s += a[k] * x[colidx[k]];
        y[i] = s;
        sum += s * s;
    }
    *norm = sqrt(sum);
    inv = 1.0 / *norm;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        x[i] = y[i] * inv;
}

int main(void)
{
    int i, k, it;
    unsigned seed = 12345u;
    int *hrow, *hcol;
    double *ha, check = 0.0;

    for (i = 0; i < N; i++) {
        rowstr[i] = i * PER_ROW;
        for (k = 0; k < PER_ROW; k++) {
            seed = seed * 1103515245u + 12345u;
            colidx[i * PER_ROW + k] = k == 0 ? i : (int)((seed >> 8) % N);
            a[i * PER_ROW + k] = k == 0 ? 4.0 : 1.0 / (2 + k);
        }
        x[i] = 1.0;
    }
    rowstr[N] = NNZ;
    hrow = malloc(sizeof rowstr);
    hcol = malloc(sizeof colidx);
    ha = malloc(sizeof a);
    memcpy(hrow, rowstr, sizeof rowstr);
    memcpy(hcol, colidx, sizeof colidx);
    memcpy(ha, a, sizeof a);

    for (it = 0; it < CALLS; it++) {
        spmv_norm(rowstr, colidx, a, x, y, &rnorm);
        spmv_norm(hrow, hcol, ha, x, y, &rnorm_heap);
        if (it % 4 == 0 || it == CALLS - 1)
            printf("call %d rnorm %.12e %.12e\n", it, rnorm, rnorm_heap);
    }
    for (i = 0; i < N; i++)
        check += x[i] * (1 + i % 7);
    printf("x checksum %.12e\n", check);
    free(hrow);
    free(hcol);
    free(ha);
    return 0;
}
