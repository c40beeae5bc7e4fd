// Split inner sums (-fassociative-math) of floats: a CSR product over static
// arrays in an orphaned `omp for` of a region (as NAS CG's conj_grad), with
// `s = s + e`, a condition in the summed loop, an outer max reduction fed by
// s, and rows of 0, few and many nonzeros.
// omp2ocl-test: translator-flags=-fassociative-math
// omp2ocl-test: offload=3
// omp2ocl-test: tolerance=1e-4
#include <stdio.h>

#define N 2000
#define CAP (N * 80)

static int rowptr[N + 1], col[CAP];
static float val[CAP], x[N], y[N];
static float m;

static void product(int n, float *big)
{
    int i, k;
    float s;
#pragma omp single
    m = -1.0e30f;
#pragma omp for private(k, s) reduction(max : m)
    for (i = 0; i < n; i++) {
        s = 0.0f;
        for (k = rowptr[i]; k < rowptr[i + 1]; k++)
            if (col[k] != i)
                s = s + val[k] * x[col[k]];
        y[i] = s;
        if (s > m)
            m = s;
    }
#pragma omp single
    *big = m;
}

int main(void)
{
    int i, k, nz = 0, it;
    float big = 0.0f;
    for (i = 0; i < N; i++) {
        int len = i % 9 == 4 ? 0 : i % 4 == 0 ? 40 + i % 39 : i % 17;
        rowptr[i] = nz;
        for (k = 0; k < len; k++, nz++) {
            col[nz] = (i + k * 29) % N;
            val[nz] = 0.5f + 0.25f * (float)((i + k) % 5);
        }
        x[i] = 1.0f + 0.125f * (float)(i % 8);
    }
    rowptr[N] = nz;
    for (it = 0; it < 3; it++) {
        double total = 0.0;
#pragma omp parallel
        product(N, &big);
        for (i = 0; i < N; i++)
            total += y[i];
        printf("it %d max %.6e sum %.6e y7 %.6e\n", it, big, total, y[7]);
        for (i = 0; i < N; i++)
            x[i] = y[i] / big + 0.5f;
    }
    return 0;
}
