// A NAS CG-like sparse matrix-vector product in CSR form: row pointers and
// column indices read through index arrays (non-affine reads only, writes
// are affine), followed by dot products and a vector update per iteration.
// omp2ocl-test: offload=12
// omp2ocl-test: tolerance=1e-10
#include <stdio.h>

#define NROW 2000
#define NNZ_ROW 7

static int rowptr[NROW + 1];
static int col[NROW * NNZ_ROW];
static double val[NROW * NNZ_ROW];
static double x[NROW], y[NROW];

int main(void)
{
    int i, k, it;
    rowptr[0] = 0;
    for (i = 0; i < NROW; i++) {
        int nz = 1 + i % NNZ_ROW;
        for (k = 0; k < nz; k++) {
            col[rowptr[i] + k] = (i + k * 131) % NROW;
            val[rowptr[i] + k] = (k == 0) ? 4.0 : -0.5 / (1 + k);
        }
        rowptr[i + 1] = rowptr[i] + nz;
    }
    for (i = 0; i < NROW; i++)
        x[i] = 1.0 + (i % 4) * 0.25;
    for (it = 0; it < 4; it++) {
        double dot = 0.0, nrm = 0.0;
#pragma omp parallel for private(k)
        for (i = 0; i < NROW; i++) {
            double s = 0.0;
            for (k = rowptr[i]; k < rowptr[i + 1]; k++)
                s += val[k] * x[col[k]];
            y[i] = s;
        }
#pragma omp parallel for reduction(+:dot, nrm)
        for (i = 0; i < NROW; i++) {
            dot += x[i] * y[i];
            nrm += y[i] * y[i];
        }
        double alpha = dot / nrm;
#pragma omp parallel for
        for (i = 0; i < NROW; i++)
            x[i] = y[i] * alpha;
        printf("it %d dot %.12e nrm %.12e\n", it, dot, nrm);
    }
    printf("x[0] %.12e x[1999] %.12e\n", x[0], x[NROW - 1]);
    return 0;
}
