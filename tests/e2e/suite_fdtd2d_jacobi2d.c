// PolyBench-style fdtd-2d and jacobi-2d: a time loop around one parallel
// region (fdtd-2d: the t loop inside the region, four `omp for` per step,
// a row update from a time-indexed array) and jacobi-2d with the t loop
// outside and two `omp for` (A -> B, B -> A) per step.
// omp2ocl-test: offload=40
// omp2ocl-test: tolerance=1e-11
#include <stdio.h>

#define TMAX 10
#define NX 60
#define NY 70
#define N 90
#define TSTEPS 10
#define DATA_TYPE double

static DATA_TYPE ex[NX][NY], ey[NX][NY], hz[NX][NY], fict[TMAX];
static DATA_TYPE A[N][N], B[N][N];

static void kernel_fdtd_2d(int tmax, int nx, int ny)
{
    int t, i, j;
#pragma omp parallel private(t, i, j)
    {
        for (t = 0; t < tmax; t++) {
#pragma omp for
            for (j = 0; j < ny; j++)
                ey[0][j] = fict[t];
#pragma omp for
            for (i = 1; i < nx; i++)
                for (j = 0; j < ny; j++)
                    ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
#pragma omp for
            for (i = 0; i < nx; i++)
                for (j = 1; j < ny; j++)
                    ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
#pragma omp for
            for (i = 0; i < nx - 1; i++)
                for (j = 0; j < ny - 1; j++)
                    hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j]
                                                 + ey[i + 1][j] - ey[i][j]);
        }
    }
}

static void kernel_jacobi_2d(int tsteps, int n)
{
    int t, i, j;
    for (t = 0; t < tsteps; t++) {
#pragma omp parallel
        {
#pragma omp for private(j)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][1 + j]
                                     + A[1 + i][j] + A[i - 1][j]);
#pragma omp for private(j)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][1 + j]
                                     + B[1 + i][j] + B[i - 1][j]);
        }
    }
}

int main(void)
{
    int i, j;
    for (i = 0; i < TMAX; i++)
        fict[i] = (DATA_TYPE)i;
    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++) {
            ex[i][j] = ((DATA_TYPE)i * (j + 1)) / NX;
            ey[i][j] = ((DATA_TYPE)i * (j + 2)) / NY;
            hz[i][j] = ((DATA_TYPE)i * (j + 3)) / NX;
        }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            A[i][j] = ((DATA_TYPE)i * (j + 2) + 2) / N;
            B[i][j] = ((DATA_TYPE)i * (j + 3) + 3) / N;
        }
    kernel_fdtd_2d(TMAX, NX, NY);
    kernel_jacobi_2d(TSTEPS, N);
    DATA_TYPE sx = 0, sy = 0, sh = 0, sa = 0, sb = 0;
    for (i = 0; i < NX; i++)
        for (j = 0; j < NY; j++) {
            sx += ex[i][j];
            sy += ey[i][j] * (j % 3 + 1);
            sh += hz[i][j] * (i % 4 + 1);
        }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            sa += A[i][j] * ((i + j) % 5 + 1);
            sb += B[i][j];
        }
    printf("fdtd ex %.12e ey %.12e hz %.12e\n", sx, sy, sh);
    printf("jacobi A %.12e B %.12e A[1][1] %.12e\n", sa, sb, A[1][1]);
    return 0;
}
