// PolyBench-style 2mm and 3mm: DATA_TYPE macro, sizes as macros, static
// arrays passed to kernel functions as array parameters, one parallel region
// with several `omp for private(j, k)` loops, init functions with casts.
// omp2ocl-test: offload=5
// omp2ocl-test: tolerance=1e-11
#include <stdio.h>

#define NI 40
#define NJ 45
#define NK 50
#define NL 55
#define NM 60
#define DATA_TYPE double
#define DATA_PRINTF_MODIFIER "%.12e "

static DATA_TYPE A[NI][NK], B[NK][NJ], C[NJ][NM], D[NM][NL];
static DATA_TYPE tmp[NI][NJ], D2[NI][NL];
static DATA_TYPE E[NI][NJ], F[NJ][NL], G[NI][NL];

static void init_array(int ni, int nj, int nk, int nl, int nm,
                       DATA_TYPE *alpha, DATA_TYPE *beta,
                       DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                       DATA_TYPE C[NJ][NM], DATA_TYPE D[NM][NL])
{
    int i, j;
    *alpha = 1.5;
    *beta = 1.2;
    for (i = 0; i < ni; i++)
        for (j = 0; j < nk; j++)
            A[i][j] = (DATA_TYPE)((i * j + 1) % ni) / ni;
    for (i = 0; i < nk; i++)
        for (j = 0; j < nj; j++)
            B[i][j] = (DATA_TYPE)(i * (j + 1) % nj) / nj;
    for (i = 0; i < nj; i++)
        for (j = 0; j < nm; j++)
            C[i][j] = (DATA_TYPE)((i * (j + 3) + 1) % nl) / nl;
    for (i = 0; i < nm; i++)
        for (j = 0; j < nl; j++)
            D[i][j] = (DATA_TYPE)(i * (j + 2) % nk) / nk;
}

static void kernel_2mm(int ni, int nj, int nk, int nl, int nm,
                       DATA_TYPE alpha, DATA_TYPE beta,
                       DATA_TYPE tmp[NI][NJ], DATA_TYPE A[NI][NK],
                       DATA_TYPE B[NK][NJ], DATA_TYPE C[NJ][NM],
                       DATA_TYPE D[NI][NL])
{
    int i, j, k;
#pragma omp parallel
    {
#pragma omp for private(j, k)
        for (i = 0; i < ni; i++)
            for (j = 0; j < nj; j++) {
                tmp[i][j] = 0;
                for (k = 0; k < nk; ++k)
                    tmp[i][j] += alpha * A[i][k] * B[k][j];
            }
#pragma omp for private(j, k)
        for (i = 0; i < ni; i++)
            for (j = 0; j < nl; j++) {
                D[i][j] *= beta;
                for (k = 0; k < nj; ++k)
                    D[i][j] += tmp[i][k] * C[k][j];
            }
    }
    (void)nm;
}

static void kernel_3mm(int ni, int nj, int nk, int nl, int nm,
                       DATA_TYPE E[NI][NJ], DATA_TYPE A[NI][NK],
                       DATA_TYPE B[NK][NJ], DATA_TYPE F[NJ][NL],
                       DATA_TYPE C[NJ][NM], DATA_TYPE D[NM][NL],
                       DATA_TYPE G[NI][NL])
{
    int i, j, k;
#pragma omp parallel private(j, k)
    {
        /* E := A*B */
#pragma omp for
        for (i = 0; i < ni; i++)
            for (j = 0; j < nj; j++) {
                E[i][j] = 0;
                for (k = 0; k < nk; ++k)
                    E[i][j] += A[i][k] * B[k][j];
            }
        /* F := C*D */
#pragma omp for
        for (i = 0; i < nj; i++)
            for (j = 0; j < nl; j++) {
                F[i][j] = 0;
                for (k = 0; k < nm; ++k)
                    F[i][j] += C[i][k] * D[k][j];
            }
        /* G := E*F */
#pragma omp for
        for (i = 0; i < ni; i++)
            for (j = 0; j < nl; j++) {
                G[i][j] = 0;
                for (k = 0; k < nj; ++k)
                    G[i][j] += E[i][k] * F[k][j];
            }
    }
}

static void print_array(const char *name, int ni, int nl, DATA_TYPE X[NI][NL])
{
    int i, j;
    DATA_TYPE s = 0, w = 0;
    for (i = 0; i < ni; i++)
        for (j = 0; j < nl; j++) {
            s += X[i][j];
            w += X[i][j] * ((i * 7 + j) % 13 + 1);
        }
    printf("%s ", name);
    printf(DATA_PRINTF_MODIFIER, s);
    printf(DATA_PRINTF_MODIFIER, w);
    printf(DATA_PRINTF_MODIFIER, X[ni - 1][nl - 1]);
    printf("\n");
}

int main(void)
{
    DATA_TYPE alpha, beta;
    init_array(NI, NJ, NK, NL, NM, &alpha, &beta, A, B, C, D);
    /* D2 starts as a copy of the first NI rows of D (2mm reads and scales it) */
    int i, j;
    for (i = 0; i < NI; i++)
        for (j = 0; j < NL; j++)
            D2[i][j] = D[i][j];
    kernel_2mm(NI, NJ, NK, NL, NM, alpha, beta, tmp, A, B, C, D2);
    print_array("2mm", NI, NL, D2);
    kernel_3mm(NI, NJ, NK, NL, NM, E, A, B, F, C, D, G);
    print_array("3mm", NI, NL, G);
    return 0;
}
