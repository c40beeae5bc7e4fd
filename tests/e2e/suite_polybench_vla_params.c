// PolyBench/C shape with C99 VLA parameters: arrays allocated as pointers to
// whole 2-D arrays through a posix_memalign wrapper and passed as `*A`; the
// kernels take `DATA_TYPE A[ni][nk]` (sizes as earlier parameters, the
// POLYBENCH_USE_C99_PROTO spelling) or `DATA_TYPE A[N][N]` (constant
// sizes), with `#pragma omp parallel for private(...)` on the outer loop:
// 2mm, gemver and atax; init and checksums on the host.
// The VLA parameters are indexed through flat pointers (LinearizeVLA):
// all nine loops run as kernels, 2mm's as 2-D NDRanges.
// omp2ocl-test: offload=9
// omp2ocl-test: offload-max=9
// omp2ocl-test: tolerance=1e-10
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define NI 64
#define NJ 72
#define NK 80
#define NL 56
#define N 120
#define DATA_TYPE double
#define SCALAR_VAL(x) x

static void *polybench_alloc_data(size_t n, int elt_size)
{
    void *ret = NULL;
    if (posix_memalign(&ret, 64, n * (size_t)elt_size) != 0) {
        fprintf(stderr, "alloc failed\n");
        exit(1);
    }
    return ret;
}

static void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                       DATA_TYPE tmp[ni][nj], DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj],
                       DATA_TYPE C[nj][nl], DATA_TYPE D[ni][nl])
{
    int i, j, k;
#pragma omp parallel for private(j, k)
    for (i = 0; i < ni; i++)
        for (j = 0; j < nj; j++) {
            tmp[i][j] = SCALAR_VAL(0.0);
            for (k = 0; k < nk; ++k)
                tmp[i][j] += alpha * A[i][k] * B[k][j];
        }
#pragma omp parallel for private(j, k)
    for (i = 0; i < ni; i++)
        for (j = 0; j < nl; j++) {
            D[i][j] *= beta;
            for (k = 0; k < nj; ++k)
                D[i][j] += tmp[i][k] * C[k][j];
        }
}

static void kernel_gemver(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE A[N][N],
                          DATA_TYPE u1[N], DATA_TYPE v1[N], DATA_TYPE u2[N], DATA_TYPE v2[N],
                          DATA_TYPE w[N], DATA_TYPE x[N], DATA_TYPE y[N], DATA_TYPE z[N])
{
    int i, j;
#pragma omp parallel for private(j)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
#pragma omp parallel for private(j)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            x[i] = x[i] + beta * A[j][i] * y[j];
#pragma omp parallel for
    for (i = 0; i < n; i++)
        x[i] = x[i] + z[i];
#pragma omp parallel for private(j)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            w[i] = w[i] + alpha * A[i][j] * x[j];
}

static void kernel_atax(int m, int n, DATA_TYPE A[m][n], DATA_TYPE x[n], DATA_TYPE y[n],
                        DATA_TYPE tmp[m])
{
    int i, j;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        y[i] = SCALAR_VAL(0.0);
#pragma omp parallel for private(j)
    for (i = 0; i < m; i++) {
        tmp[i] = SCALAR_VAL(0.0);
        for (j = 0; j < n; j++)
            tmp[i] = tmp[i] + A[i][j] * x[j];
    }
#pragma omp parallel for private(i)
    for (j = 0; j < n; j++)
        for (i = 0; i < m; i++)
            y[j] = y[j] + A[i][j] * tmp[i];
}

static double checksum2(int m, int n, DATA_TYPE A[m][n])
{
    double s = 0.0;
    int i, j;
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++)
            s += A[i][j] * (double)((i * 31 + j * 7) % 13 + 1);
    return s;
}

static double checksum1(int n, DATA_TYPE *v)
{
    double s = 0.0;
    int i;
    for (i = 0; i < n; i++)
        s += v[i] * (double)(i % 5 + 1);
    return s;
}

int main(void)
{
    int ni = NI, nj = NJ, nk = NK, nl = NL, n = N;
    int i, j;
    DATA_TYPE alpha = 1.5, beta = 1.2;
    DATA_TYPE(*tmp)[NI][NJ] = (DATA_TYPE(*)[NI][NJ])polybench_alloc_data((size_t)NI * NJ, sizeof(DATA_TYPE));
    DATA_TYPE(*A)[NI][NK] = (DATA_TYPE(*)[NI][NK])polybench_alloc_data((size_t)NI * NK, sizeof(DATA_TYPE));
    DATA_TYPE(*B)[NK][NJ] = (DATA_TYPE(*)[NK][NJ])polybench_alloc_data((size_t)NK * NJ, sizeof(DATA_TYPE));
    DATA_TYPE(*C)[NJ][NL] = (DATA_TYPE(*)[NJ][NL])polybench_alloc_data((size_t)NJ * NL, sizeof(DATA_TYPE));
    DATA_TYPE(*D)[NI][NL] = (DATA_TYPE(*)[NI][NL])polybench_alloc_data((size_t)NI * NL, sizeof(DATA_TYPE));
    DATA_TYPE(*G)[N][N] = (DATA_TYPE(*)[N][N])polybench_alloc_data((size_t)N * N, sizeof(DATA_TYPE));
    DATA_TYPE *vec = (DATA_TYPE *)polybench_alloc_data((size_t)9 * N, sizeof(DATA_TYPE));
    DATA_TYPE *u1 = vec, *v1 = vec + N, *u2 = vec + 2 * N, *v2 = vec + 3 * N, *w = vec + 4 * N;
    DATA_TYPE *x = vec + 5 * N, *y = vec + 6 * N, *z = vec + 7 * N, *t = vec + 8 * N;
    double t0 = omp_get_wtime();

    for (i = 0; i < ni; i++)
        for (j = 0; j < nk; j++)
            (*A)[i][j] = (DATA_TYPE)((i * j + 1) % ni) / ni;
    for (i = 0; i < nk; i++)
        for (j = 0; j < nj; j++)
            (*B)[i][j] = (DATA_TYPE)(i * (j + 1) % nj) / nj;
    for (i = 0; i < nj; i++)
        for (j = 0; j < nl; j++)
            (*C)[i][j] = (DATA_TYPE)((i * (j + 3) + 1) % nl) / nl;
    for (i = 0; i < ni; i++)
        for (j = 0; j < nl; j++)
            (*D)[i][j] = (DATA_TYPE)(i * (j + 2) % nk) / nk;
    for (i = 0; i < n; i++) {
        u1[i] = i;
        u2[i] = ((i + 1) / (DATA_TYPE)n) / 2.0;
        v1[i] = ((i + 1) / (DATA_TYPE)n) / 4.0;
        v2[i] = ((i + 1) / (DATA_TYPE)n) / 6.0;
        y[i] = ((i + 1) / (DATA_TYPE)n) / 8.0;
        z[i] = ((i + 1) / (DATA_TYPE)n) / 9.0;
        x[i] = 0.0;
        w[i] = 0.0;
        for (j = 0; j < n; j++)
            (*G)[i][j] = (DATA_TYPE)(i * j % n) / n;
    }

    kernel_2mm(ni, nj, nk, nl, alpha, beta, *tmp, *A, *B, *C, *D);
    kernel_gemver(n, alpha, beta, *G, u1, v1, u2, v2, w, x, y, z);
    /* atax over the top-left NI x NK corner of A (the whole A) */
    kernel_atax(ni, nk, *A, v1, y, t);
    (void)(omp_get_wtime() - t0);

    printf("2mm tmp %.12e D %.12e\n", checksum2(ni, nj, *tmp), checksum2(ni, nl, *D));
    printf("gemver A %.12e w %.12e x %.12e\n", checksum2(n, n, *G), checksum1(n, w), checksum1(n, x));
    printf("atax y %.12e tmp %.12e\n", checksum1(nk, y), checksum1(ni, t));
    free(tmp);
    free(A);
    free(B);
    free(C);
    free(D);
    free(G);
    free(vec);
    return 0;
}
