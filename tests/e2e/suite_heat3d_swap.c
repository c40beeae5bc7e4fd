// PolyBench-style heat-3d (two `parallel for` per time step over static 3-D
// arrays, 7-point stencil) and a Rodinia-style 3-D Jacobi on heap buffers
// whose pointers are swapped on the host between steps.
// omp2ocl-test: offload=24
// omp2ocl-test: tolerance=1e-6
#include <stdio.h>
#include <stdlib.h>

#define N 24
#define TSTEPS 8
#define DATA_TYPE double

static DATA_TYPE A[N][N][N], B[N][N][N];

static void kernel_heat_3d(int tsteps, int n)
{
    int t, i, j, k;
    for (t = 1; t <= tsteps; t++) {
#pragma omp parallel for private(j, k)
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                for (k = 1; k < n - 1; k++)
                    B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                               + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                               + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1])
                               + A[i][j][k];
#pragma omp parallel for private(j, k)
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                for (k = 1; k < n - 1; k++)
                    A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k])
                               + 0.125 * (B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k])
                               + 0.125 * (B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1])
                               + B[i][j][k];
    }
}

#define IDX(z, y, x) (((z) * ny + (y)) * nx + (x))

static void jacobi3d_swap(float *in, float *out, int nx, int ny, int nz, int steps,
                          float **result)
{
    int s, x, y, z;
    for (s = 0; s < steps; s++) {
#pragma omp parallel for private(y, x)
        for (z = 0; z < nz; z++)
            for (y = 0; y < ny; y++)
                for (x = 0; x < nx; x++) {
                    int xm = x == 0 ? x : x - 1, xp = x == nx - 1 ? x : x + 1;
                    int ym = y == 0 ? y : y - 1, yp = y == ny - 1 ? y : y + 1;
                    int zm = z == 0 ? z : z - 1, zp = z == nz - 1 ? z : z + 1;
                    out[IDX(z, y, x)] = 0.4f * in[IDX(z, y, x)]
                        + 0.1f * (in[IDX(z, y, xm)] + in[IDX(z, y, xp)]
                                  + in[IDX(z, ym, x)] + in[IDX(z, yp, x)]
                                  + in[IDX(zm, y, x)] + in[IDX(zp, y, x)]);
                }
        float *t = in;
        in = out;
        out = t;
    }
    *result = in;
}

int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                A[i][j][k] = B[i][j][k] = (DATA_TYPE)(i + j + (N - k)) * 10 / N;
    kernel_heat_3d(TSTEPS, N);
    DATA_TYPE sa = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                sa += A[i][j][k] * ((i + 2 * j + 3 * k) % 5 + 1);
    printf("heat-3d %.12e A[5][6][7] %.12e\n", sa, A[5][6][7]);

    int nx = 20, ny = 18, nz = 16;
    float *p = malloc(sizeof(float) * nx * ny * nz);
    float *q = malloc(sizeof(float) * nx * ny * nz);
    float *res;
    if (!p || !q)
        return 1;
    for (i = 0; i < nx * ny * nz; i++) {
        p[i] = (float)(i % 23) * 0.5f;
        q[i] = 0.0f;
    }
    jacobi3d_swap(p, q, nx, ny, nz, 8, &res);
    double sr = 0;
    for (i = 0; i < nx * ny * nz; i++)
        sr += res[i] * (i % 3 + 1);
    printf("jacobi3d %s %.6e %.6e\n", res == p ? "p" : "q", (float)sr, res[nx * ny + nx + 1]);
    free(p);
    free(q);
    return 0;
}
