// CSR sparse matrix-vector product on malloc'd arrays with data-dependent
// row bounds: the extents of col, val and x cannot be computed from the loop
// bounds, so each is handed to the kernel as its whole allocation block.
// Iterated with host updates of x (and of one value of val) between the
// launches; the matrix is held in a struct whose pointers the loop reads
// through locals.
// omp2ocl-test: offload=20
// omp2ocl-test: tolerance=1e-10
#include <stdio.h>
#include <stdlib.h>

struct csr {
    int n, nnz;
    int *rowptr, *col;
    double *val;
};

static void spmv(const struct csr *m, const double *x, double *y)
{
    int n = m->n;
    const int *rowptr = m->rowptr, *col = m->col;
    const double *val = m->val;
    int i, k;
#pragma omp parallel for private(k)
    for (i = 0; i < n; i++) {
        double s = 0.0;
        for (k = rowptr[i]; k < rowptr[i + 1]; k++)
            s += val[k] * x[col[k]];
        y[i] = s;
    }
}

int main(void)
{
    struct csr m;
    int n = 1500, i, k, it;
    m.n = n;
    m.rowptr = malloc((n + 1) * sizeof(int));
    /* rows of 1..9 entries */
    m.rowptr[0] = 0;
    for (i = 0; i < n; i++)
        m.rowptr[i + 1] = m.rowptr[i] + 1 + (i * 7) % 9;
    m.nnz = m.rowptr[n];
    m.col = malloc(m.nnz * sizeof(int));
    m.val = malloc(m.nnz * sizeof(double));
    for (k = 0; k < m.nnz; k++) {
        m.col[k] = (int)(((long)k * 37 + 11) % n);
        m.val[k] = 1.0 / (k % 13 + 2);
    }
    double *x = malloc(n * sizeof(double));
    double *y = malloc(n * sizeof(double));
    for (i = 0; i < n; i++)
        x[i] = 1.0 + (i % 5) * 0.125;
    for (it = 0; it < 10; it++) {
        spmv(&m, x, y);
        double nrm = 0.0;
        for (i = 0; i < n; i++)
            nrm += y[i] * y[i];
        /* host updates between the launches */
        for (i = 0; i < n; i++)
            x[i] = y[i] / (1.0 + nrm * 1e-3);
        m.val[it] += 0.5;
        /* the same kernel on a pointer into the middle of x's block */
        spmv(&m, x, y);
        printf("it %d y[0] %.12e y[%d] %.12e nrm %.12e\n", it, y[0], n - 1, y[n - 1], nrm);
    }
    free(m.rowptr);
    free(m.col);
    free(m.val);
    free(x);
    free(y);
    return 0;
}
