// An array passed to functions whose parameters have its shape
// (`double p[][..]` and `double (*p)[..]`, with prototypes before the array),
// with orphaned `omp for` loops inside them, called from a parallel region:
// the parameters follow the array's new layout and its whole extent is
// transferred. Also run with -fno-global-index-reorder (e2e-nolayout.*).
// omp2ocl-test: offload=9
#include <stdio.h>

#define NK 7
#define NJ 8
#define NI 9

static void smooth(double (*p)[NJ][NI][3], double (*q)[NJ][NI][3], int n);
static void scale(double p[][NJ][NI][3], double f);

static double a[NK][NJ][NI][3];
static double b[NK][NJ][NI][3];

static void smooth(double (*p)[NJ][NI][3], double (*q)[NJ][NI][3], int n)
{
    int i, j, k, c;
#pragma omp for
    for (k = 1; k < n - 1; k++)
        for (j = 1; j < NJ - 1; j++)
            for (i = 1; i < NI - 1; i++)
                for (c = 0; c < 3; c++)
                    q[k][j][i][c] = 0.5 * p[k][j][i][c]
                        + 0.125 * (p[k][j][i - 1][c] + p[k][j][i + 1][c]
                                   + p[k][j - 1][i][c] + p[k][j + 1][i][c]);
}

static void scale(double p[][NJ][NI][3], double f)
{
    int i, j, k, c;
#pragma omp for
    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                for (c = 0; c < 3; c++)
                    p[k][j][i][c] *= f;
}

static void copy_back(void)
{
    int i, j, k, c;
#pragma omp for
    for (k = 1; k < NK - 1; k++)
        for (j = 1; j < NJ - 1; j++)
            for (i = 1; i < NI - 1; i++)
                for (c = 0; c < 3; c++)
                    a[k][j][i][c] = b[k][j][i][c] + 0.25;
}

int main(void)
{
    int i, j, k, c, it;
    double s = 0.0;
    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                for (c = 0; c < 3; c++) {
                    a[k][j][i][c] = (double)((i * 3 + j * 5 + k * 7 + c) % 11);
                    b[k][j][i][c] = 0.0;
                }
#pragma omp parallel private(it)
    for (it = 0; it < 3; it++) {
        smooth(a, b, NK);
        scale(b, 0.75);
        copy_back();
    }
    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                for (c = 0; c < 3; c++)
                    s += (a[k][j][i][c] + 2.0 * b[k][j][i][c]) * (c + 1);
    printf("checksum %.12e\n", s);
    printf("a %.12e b %.12e\n", a[3][4][5][1], b[2][3][4][2]);
    return 0;
}
