/* Row tables: matrices kept as tables of row pointers, the legacy C way
 * (an alloc2d helper with one block, Numerical Recipes' dmatrix with rows
 * and columns from 1, `unsigned char *rows[H]` image rows, separately
 * malloc'd rows). Loops indexing them as a[i][j] stayed on the host
 * ("pointers to pointers cannot be used in a kernel"). Now each gets a flat
 * copy that runs as a kernel when the rows it reaches are evenly spaced in
 * one allocation; otherwise the loop as written runs. Rows are swapped
 * between runs of a loop (the check fails, the host loop must see the
 * device's results), handed to a helper, read along columns, under a guard,
 * and in an orphaned loop of a region. A single element written on the host
 * between kernels moves that element, not every buffer.
 */
// omp2ocl-test: offload=11
// omp2ocl-test: offload-max=11
// omp2ocl-test: h2d-max=1600000
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

#define NR_END 1

static double **alloc2d(int n, int m)
{
    double **p = malloc(n * sizeof(double *));
    p[0] = malloc((size_t)n * m * sizeof(double));
    for (int i = 1; i < n; i++)
        p[i] = p[i - 1] + m;
    return p;
}

/* Numerical Recipes style: m[nrl..nrh][ncl..nch] */
static double **dmatrix(long nrl, long nrh, long ncl, long nch)
{
    long i, nrow = nrh - nrl + 1, ncol = nch - ncl + 1;
    double **m = malloc((size_t)((nrow + NR_END) * sizeof(double *)));
    m += NR_END;
    m -= nrl;
    m[nrl] = malloc((size_t)((nrow * ncol + NR_END) * sizeof(double)));
    m[nrl] += NR_END;
    m[nrl] -= ncl;
    for (i = nrl + 1; i <= nrh; i++)
        m[i] = m[i - 1] + ncol;
    return m;
}

static double row_dot(const double *r, const double *x, int m)
{
    double s = 0.0;
    for (int j = 0; j < m; j++)
        s += r[j] * x[j];
    return s;
}

#define H 96
#define W 160
static unsigned char *img[H];
static unsigned char pixels[H][W + 8];
static int edges[H][W];

int main(void)
{
    int n = 240, m = 180, i, j, t;
    double **a = alloc2d(n, m), **b = alloc2d(n, m);
    double *x = malloc(m * sizeof(double)), *y = malloc(n * sizeof(double));
    double **sep = malloc(n * sizeof(double *));
    for (i = 0; i < n; i++)
        sep[i] = malloc(m * sizeof(double));
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) {
            a[i][j] = ((i * 13 + j * 7) % 31) * 0.125;
            sep[i][j] = (i - j) * 0.5;
        }
    for (j = 0; j < m; j++)
        x[j] = 1.0 / (j + 1);

    /* a 5-point stencil and a copy back, three time steps, one element
       changed on the host in between */
    for (t = 0; t < 3; t++) {
#pragma omp parallel for private(j)
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < m - 1; j++)
                b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
#pragma omp parallel for private(j)
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < m - 1; j++)
                a[i][j] = b[i][j];
        a[n / 2][m / 2] += 1.0;
    }

    /* rows handed to a helper */
#pragma omp parallel for
    for (i = 0; i < n; i++)
        y[i] = row_dot(a[i], x, m);

    /* column sums: the rows come from the inner loop */
    double colsum[180];
#pragma omp parallel for private(i)
    for (j = 0; j < m; j++) {
        double s = 0.0;
        for (i = 0; i < n; i++)
            s += a[i][j];
        colsum[j] = s;
    }

    /* swap two rows: the table is no longer evenly spaced; the loop as
       written runs and must read what the kernels wrote */
    double *tmp = a[3];
    a[3] = a[4];
    a[4] = tmp;
#pragma omp parallel for private(j)
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            b[i][j] = a[i][j] * 2.0 + sep[i][j];
    a[4] = a[3];
    a[3] = tmp;
    /* even again: the kernel runs; the rows of b written by the host loop */
#pragma omp parallel for private(j)
    for (i = 0; i < n; i++)
        for (j = 0; j <= i && j < m; j++)
            a[i][j] = b[i][j] - 1.0;

    /* separately allocated rows: always the loop as written */
#pragma omp parallel for private(j)
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            sep[i][j] += a[i][j];

    /* Numerical Recipes matrices from 1 */
    double **c = dmatrix(1, 50, 1, 40), **d = dmatrix(1, 50, 1, 40);
    for (i = 1; i <= 50; i++)
        for (j = 1; j <= 40; j++)
            c[i][j] = i * 0.5 - j * 0.25;
#pragma omp parallel for private(j)
    for (i = 1; i <= 50; i++)
        for (j = 1; j <= 40; j++)
            d[i][j] = c[i][j] * c[i][j] + (i > 1 ? c[i - 1][j] : 0.0);

    /* image rows inside a padded static array, in an orphaned loop of a
       region; the guard keeps the neighbours inside */
    for (i = 0; i < H; i++) {
        img[i] = &pixels[i][4];
        for (j = 0; j < W + 8; j++)
            pixels[i][j] = (unsigned char)((i * 7 + j * 3) % 251);
    }
#pragma omp parallel private(i, j)
    {
#pragma omp for
        for (i = 0; i < H; i++)
            for (j = 0; j < W; j++) {
                int gx = 0;
                if (i > 0 && i < H - 1)
                    gx = img[i + 1][j] - img[i - 1][j];
                edges[i][j] = gx * gx + (img[i][j] >> 2);
            }
    }

    double s1 = 0, s2 = 0, s3 = 0, s4 = 0;
    long s5 = 0;
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) {
            s1 += a[i][j];
            s2 += b[i][j] * (j + 1);
            s3 += sep[i][j];
        }
    for (i = 1; i <= 50; i++)
        for (j = 1; j <= 40; j++)
            s4 += d[i][j];
    for (i = 0; i < H; i++)
        for (j = 0; j < W; j++)
            s5 += edges[i][j] * (j % 5 + 1);
    printf("a %.6f b %.6f sep %.6f d %.6f edges %ld\n", s1, s2, s3, s4, s5);
    for (i = 0; i < n; i += 37)
        printf("%d: y %.9f col %.6f a %.6f b %.6f\n", i, y[i], colsum[i % m], a[i][i % m],
               b[i][(i * 3) % m]);
    printf("center %.6f swapped %.6f %.6f\n", a[n / 2][m / 2], b[3][5], b[4][5]);
    return 0;
}
