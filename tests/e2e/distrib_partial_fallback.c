// A distributed loop whose second kernel declines at run time (it reads
// through a pointer below its start, which the translator cannot prove
// belongs to the object): the first kernel has run on the device, so the
// host must run exactly the remaining statement groups, on the data the
// first kernel left (and the whole loop when nothing ran). A second call
// with an offset that the device accepts runs every kernel.
// omp2ocl-test: offload=1
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define NK 16
#define NJ 12
#define NI 10

static double a[NK][NJ][NI], b[NK][NJ][NI], line[NK * NJ + 8];

static void step(const double *p, int off, double scale)
{
    int i, j, k;
#pragma omp parallel for private(i, j)
    for (k = 0; k < NK; k++) {
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                a[k][j][i] = scale * a[k][j][i] + 0.5 * b[k][j][i];
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                b[k][j][i] = a[k][j][i] + p[k * NJ + j - off];
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                a[k][j][i] += 0.25 * b[k][j][(i + 1) % NI];
    }
}

int main(void)
{
    int i, j, k, n;
    double cs;
    for (n = 0; n < NK * NJ + 8; n++)
        line[n] = 0.001 * (n % 37);
    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++) {
                a[k][j][i] = 0.1 * ((i + j + k) % 5);
                b[k][j][i] = 0.2 * ((2 * i + j + 3 * k) % 7);
            }
    step(line + 1, 1, 0.5);  /* reads p[-1]: the second kernel declines */
    step(line + 1, 0, 0.75); /* every kernel runs */
    step(line + 1, 1, 1.0);
    cs = 0.0;
    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                cs += a[k][j][i] * ((i + j) % 3 + 1) + b[k][j][i];
    printf("checksum %.12e\n", cs);
    printf("a[3][4][5] %.12e b[15][11][9] %.12e\n", a[3][4][5], b[15][11][9]);
    return 0;
}
