// Split inner sums (-fassociative-math): NAS CG's sparse matrix-vector
// product in CSR on malloc'd arrays, `s` summed over a row by lanes of a
// work-group, `q[j] = s` and the reduction `d += p[j] * s` run by lane 0.
// Rows of 0 nonzeros, rows shorter than the 32 lanes and rows much longer;
// iterated like CG (p updated on the host between launches).
// omp2ocl-test: translator-flags=-fassociative-math
// omp2ocl-test: offload=8
// omp2ocl-test: tolerance=1e-10
#include <stdio.h>
#include <stdlib.h>

#define NA 3000

static int *rowstr, *colidx;
static double *a, *p, *q;

static double spmv_dot(int n)
{
    int j, k;
    double s, d = 0.0;
#pragma omp parallel for private(k, s) reduction(+ : d) schedule(static)
    for (j = 0; j < n; j++) {
        s = 0.0;
        for (k = rowstr[j]; k < rowstr[j + 1]; k++)
            s += a[k] * p[colidx[k]];
        q[j] = s;
        d += p[j] * s;
    }
    return d;
}

/* The same product with the row bounds in locals declared before the loop,
   the iterator declared in the loop and a sum that does not start at 0. */
static void spmv_offset(int n, double bias)
{
    int j;
#pragma omp parallel for
    for (j = 0; j < n; j++) {
        int lo = rowstr[j], hi = rowstr[j + 1];
        double t = bias * j;
        for (int k = lo; k < hi; k++)
            t = t + a[k] * p[colidx[k]];
        q[j] = t;
    }
}

int main(void)
{
    int j, k, nz = 0, it;
    int cap = NA * 120;
    rowstr = malloc((NA + 1) * sizeof(int));
    colidx = malloc(cap * sizeof(int));
    a = malloc(cap * sizeof(double));
    p = malloc(NA * sizeof(double));
    q = malloc(NA * sizeof(double));
    for (j = 0; j < NA; j++) {
        /* 0 (every 7th row), 1..31 and 33..240 nonzeros */
        int len = j % 7 == 0 ? 0 : j % 5 == 0 ? 33 + (j * 13) % 208 : 1 + (j * 11) % 31;
        if (nz + len > cap)
            len = 0;
        rowstr[j] = nz;
        for (k = 0; k < len; k++, nz++) {
            colidx[nz] = (j * 17 + k * 131) % NA;
            a[nz] = 1.0 / (1.0 + k) - 0.01 * (j % 13);
        }
        p[j] = 1.0 + 0.001 * (j % 101);
    }
    rowstr[NA] = nz;
    for (it = 0; it < 4; it++) {
        double d = spmv_dot(NA), qs = 0.0;
        for (j = 0; j < NA; j++)
            qs += q[j] * (1 + j % 3);
        printf("it %d d %.12e q %.12e\n", it, d, qs);
        for (j = 0; j < NA; j++)
            p[j] = q[j] / (d != 0.0 ? d : 1.0) + 1.0;
    }
    for (it = 0; it < 4; it++) {
        double qs = 0.0;
        spmv_offset(NA, 0.5 * it);
        for (j = 0; j < NA; j++)
            qs += q[j];
        printf("offset %d q %.12e q0 %.12e qlast %.12e\n", it, qs, q[0], q[NA - 1]);
    }
    free(rowstr); free(colidx); free(a); free(p); free(q);
    return 0;
}
