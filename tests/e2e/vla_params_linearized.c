// C99 variable-length arrays the way modern-legacy numerical code uses
// them: a 2-D stencil on `double u[ny][nx]` parameters with the planes
// swapped by the caller, a 3-D array with a constant last dimension
// (`double q[nz][ny][5]`), a local VLA pointer from malloc (`double
// (*t)[nx]`), and a local VLA on the stack. Every loop indexes its arrays
// through flat pointers (LinearizeVLA) and runs as a kernel, except the
// one that hands a row to a function, which stays on the host.
// omp2ocl-test: offload=25
// omp2ocl-test: offload-max=25
// omp2ocl-test: missed="variable-length array 'a' not indexed as a flat pointer: 'a' is used other than element by element"
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

static void relax(int ny, int nx, double out[ny][nx], const double in[ny][nx])
{
    int i, j;
#pragma omp parallel for private(i)
    for (j = 1; j < ny - 1; j++)
        for (i = 1; i < nx - 1; i++)
            out[j][i] = 0.2 * (in[j][i] + in[j][i - 1] + in[j][i + 1] + in[j - 1][i] + in[j + 1][i]);
}

static void flux(int nz, int ny, double q[nz][ny][5], const double w[nz][ny][5], double dt)
{
    int k, j, m;
#pragma omp parallel for collapse(2) private(m)
    for (k = 0; k < nz; k++)
        for (j = 0; j < ny; j++)
            for (m = 0; m < 5; m++)
                q[k][j][m] += dt * (m + 1) * w[k][j][m];
}

static double row_sum(const double *r, int n)
{
    double s = 0.0;
    int i;
    for (i = 0; i < n; i++)
        s += r[i];
    return s;
}

/* a row handed to a function: the array stays as it is, on the host */
static void row_sums(int n, int m, double a[n][m], double *out)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        out[i] = row_sum(a[i], m);
}

int main(void)
{
    int nx = 70, ny = 50, nz = 12, it, i, j, m;
    double (*u)[nx] = malloc(sizeof(double) * nx * ny);
    double (*v)[nx] = malloc(sizeof(double) * nx * ny);
    double (*q)[ny][5] = malloc(sizeof(double) * nz * ny * 5);
    double (*w)[ny][5] = malloc(sizeof(double) * nz * ny * 5);
    double sums[50], s = 0.0;
    double acc[ny][nx];

    for (j = 0; j < ny; j++)
        for (i = 0; i < nx; i++)
            u[j][i] = v[j][i] = (double)((i * 7 + j * 3) % 11);
    for (it = 0; it < 12; it++) {
        double (*t)[nx];
        relax(ny, nx, v, u);
        t = u;
        u = v;
        v = t;
    }
#pragma omp parallel for private(i)
    for (j = 0; j < ny; j++)
        for (i = 0; i < nx; i++)
            acc[j][i] = u[j][i] * (i + 1) - v[j][i];
    for (j = 0; j < ny; j++)
        for (i = 0; i < nx; i++)
            s += acc[j][i] * ((i + j) % 5);
    printf("stencil %.12e %.12e acc %.12e\n", u[ny / 2][nx / 2], u[3][4], s);

    for (i = 0; i < nz; i++)
        for (j = 0; j < ny; j++)
            for (m = 0; m < 5; m++) {
                q[i][j][m] = i - j + m;
                w[i][j][m] = (double)((i * j + m) % 7) / 7.0;
            }
    for (it = 0; it < 12; it++)
        flux(nz, ny, q, w, 0.125);
    s = 0.0;
    for (i = 0; i < nz; i++)
        for (j = 0; j < ny; j++)
            for (m = 0; m < 5; m++)
                s += q[i][j][m] * (m + 1);
    printf("flux %.12e\n", s);

    row_sums(ny, nx, u, sums);
    printf("rows %.12e %.12e\n", sums[0], sums[ny - 1]);
    free(u);
    free(v);
    free(q);
    free(w);
    return 0;
}
