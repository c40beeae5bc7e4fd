// PolyBench-style atax and bicg on a malloc'd 2-D array through a pointer to
// rows, `double (*A)[N] = malloc(...)`: a row-wise product, then a product
// with the transpose (A[i][j] read with j as the parallel index), and bicg's
// two loops over the same matrix.
// omp2ocl-test: offload=5
// omp2ocl-test: tolerance=1e-11
#include <stdio.h>
#include <stdlib.h>

#define M 190
#define N 210
#define DATA_TYPE double

static void init(int m, int n, DATA_TYPE (*A)[N], DATA_TYPE *x, DATA_TYPE *p,
                 DATA_TYPE *r)
{
    int i, j;
    DATA_TYPE fn = (DATA_TYPE)n;
    for (i = 0; i < n; i++) {
        x[i] = 1 + (i / fn);
        p[i] = (DATA_TYPE)(i % n) / n;
    }
    for (i = 0; i < m; i++) {
        r[i] = (DATA_TYPE)(i % m) / m;
        for (j = 0; j < n; j++)
            A[i][j] = (DATA_TYPE)((i + j) % n) / (5 * m);
    }
}

static void kernel_atax(int m, int n, DATA_TYPE (*A)[N], DATA_TYPE *x,
                        DATA_TYPE *y, DATA_TYPE *tmp)
{
    int i, j;
#pragma omp parallel
    {
#pragma omp for
        for (i = 0; i < n; i++)
            y[i] = 0;
#pragma omp for private(j)
        for (i = 0; i < m; i++) {
            tmp[i] = 0;
            for (j = 0; j < n; j++)
                tmp[i] = tmp[i] + A[i][j] * x[j];
        }
        /* y := A^T tmp, parallel over the columns */
#pragma omp for private(i)
        for (j = 0; j < n; j++)
            for (i = 0; i < m; i++)
                y[j] = y[j] + A[i][j] * tmp[i];
    }
}

static void kernel_bicg(int m, int n, DATA_TYPE (*A)[N], DATA_TYPE *s,
                        DATA_TYPE *q, DATA_TYPE *p, DATA_TYPE *r)
{
    int i, j;
#pragma omp parallel for private(i)
    for (j = 0; j < n; j++) {
        s[j] = 0;
        for (i = 0; i < m; i++)
            s[j] = s[j] + r[i] * A[i][j];
    }
#pragma omp parallel for private(j)
    for (i = 0; i < m; i++) {
        q[i] = 0;
        for (j = 0; j < n; j++)
            q[i] = q[i] + A[i][j] * p[j];
    }
}

int main(void)
{
    DATA_TYPE (*A)[N] = malloc(M * sizeof(*A));
    DATA_TYPE *x = malloc(N * sizeof(DATA_TYPE));
    DATA_TYPE *y = malloc(N * sizeof(DATA_TYPE));
    DATA_TYPE *tmp = malloc(M * sizeof(DATA_TYPE));
    DATA_TYPE *s = malloc(N * sizeof(DATA_TYPE));
    DATA_TYPE *q = malloc(M * sizeof(DATA_TYPE));
    DATA_TYPE *p = malloc(N * sizeof(DATA_TYPE));
    DATA_TYPE *r = malloc(M * sizeof(DATA_TYPE));
    int i;
    if (!A || !x || !y || !tmp || !s || !q || !p || !r)
        return 1;
    init(M, N, A, x, p, r);
    kernel_atax(M, N, A, x, y, tmp);
    kernel_bicg(M, N, A, s, q, p, r);
    DATA_TYPE cy = 0, ct = 0, cs = 0, cq = 0;
    for (i = 0; i < N; i++) {
        cy += y[i] * (i % 5 + 1);
        cs += s[i] * (i % 3 + 1);
    }
    for (i = 0; i < M; i++) {
        ct += tmp[i];
        cq += q[i] * (i % 7 + 1);
    }
    printf("atax y %.12e tmp %.12e y[N-1] %.12e\n", cy, ct, y[N - 1]);
    printf("bicg s %.12e q %.12e\n", cs, cq);
    free(A); free(x); free(y); free(tmp); free(s); free(q); free(p); free(r);
    return 0;
}
