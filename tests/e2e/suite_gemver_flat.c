// PolyBench-style gemver on a flat heap matrix A[i*n+j] with the size read
// at run time: a rank-2 update, x += beta A^T y (transposed reads), x += z,
// w += alpha A x.
// omp2ocl-test: offload=4
// omp2ocl-test: tolerance=1e-11
// omp2ocl-test: args=150
#include <stdio.h>
#include <stdlib.h>

typedef double DATA_TYPE;

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 100;
    int i, j;
    DATA_TYPE alpha = 1.5, beta = 1.2;
    DATA_TYPE *A = (DATA_TYPE *)malloc((size_t)n * n * sizeof(DATA_TYPE));
    DATA_TYPE *u1 = (DATA_TYPE *)malloc(n * sizeof(DATA_TYPE));
    DATA_TYPE *v1 = (DATA_TYPE *)malloc(n * sizeof(DATA_TYPE));
    DATA_TYPE *u2 = (DATA_TYPE *)malloc(n * sizeof(DATA_TYPE));
    DATA_TYPE *v2 = (DATA_TYPE *)malloc(n * sizeof(DATA_TYPE));
    DATA_TYPE *w = (DATA_TYPE *)malloc(n * sizeof(DATA_TYPE));
    DATA_TYPE *x = (DATA_TYPE *)malloc(n * sizeof(DATA_TYPE));
    DATA_TYPE *y = (DATA_TYPE *)malloc(n * sizeof(DATA_TYPE));
    DATA_TYPE *z = (DATA_TYPE *)malloc(n * sizeof(DATA_TYPE));
    if (!A || !u1 || !v1 || !u2 || !v2 || !w || !x || !y || !z)
        return 1;
    DATA_TYPE fn = (DATA_TYPE)n;
    for (i = 0; i < n; i++) {
        u1[i] = i;
        u2[i] = ((i + 1) / fn) / 2.0;
        v1[i] = ((i + 1) / fn) / 4.0;
        v2[i] = ((i + 1) / fn) / 6.0;
        y[i] = ((i + 1) / fn) / 8.0;
        z[i] = ((i + 1) / fn) / 9.0;
        x[i] = 0.0;
        w[i] = 0.0;
        for (j = 0; j < n; j++)
            A[i * n + j] = (DATA_TYPE)(i * j % n) / n;
    }
#pragma omp parallel
    {
#pragma omp for private(j)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                A[i * n + j] = A[i * n + j] + u1[i] * v1[j] + u2[i] * v2[j];
#pragma omp for private(j)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                x[i] = x[i] + beta * A[j * n + i] * y[j];
#pragma omp for
        for (i = 0; i < n; i++)
            x[i] = x[i] + z[i];
#pragma omp for private(j)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                w[i] = w[i] + alpha * A[i * n + j] * x[j];
    }
    DATA_TYPE sw = 0, sx = 0, sa = 0;
    for (i = 0; i < n; i++) {
        sw += w[i] * (i % 4 + 1);
        sx += x[i];
        sa += A[i * n + (i * 7) % n];
    }
    printf("gemver n %d w %.12e x %.12e A %.12e w[0] %.12e\n", n, sw, sx, sa, w[0]);
    free(A); free(u1); free(v1); free(u2); free(v2);
    free(w); free(x); free(y); free(z);
    return 0;
}
