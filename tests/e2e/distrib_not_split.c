// Loops whose body is a sequence of nests that loop distribution must leave
// whole: a reduction, a lastprivate variable, an atomic update, a `continue`
// that ends an iteration early, and a private value that flows through every
// statement. Each still gives the OpenMP result (as one kernel or on the
// host), and the compiler says why it did not split them.
// omp2ocl-test: offload=5
// omp2ocl-test: tolerance=1e-11
// omp2ocl-test: missed="loop not distributed: it has a reduction ('sum')"
// omp2ocl-test: missed="loop not distributed: 'last' is lastprivate"
// omp2ocl-test: missed="loop not distributed: it contains '#pragma omp atomic'"
// omp2ocl-test: missed="loop not distributed: a 'continue' ends some iterations early"
// omp2ocl-test: missed="loop not distributed: 'x' flows from statement 1 into statement 3"
#include <stdio.h>

#define NK 20
#define NJ 16
#define NI 12

static double a[NK][NJ][NI], b[NK][NJ][NI], c[NK][NJ];
static int hist[8], skip[NK];

int main(void)
{
    int i, j, k;
    double sum = 0.0, last = 0.0, x, cs;

    for (k = 0; k < NK; k++) {
        skip[k] = (k % 3 == 1);
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                a[k][j][i] = 0.25 * ((i + 2 * j + 3 * k) % 7) + 0.5;
    }

#pragma omp parallel for private(i, j) reduction(+:sum)
    for (k = 0; k < NK; k++) {
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                b[k][j][i] = 2.0 * a[k][j][i];
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                sum += b[k][j][i];
    }

#pragma omp parallel for private(i, j) lastprivate(last)
    for (k = 0; k < NK; k++) {
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                b[k][j][i] += a[k][j][i];
        last = 0.5 * k;
        for (j = 0; j < NJ; j++)
            c[k][j] = last + b[k][j][0];
    }

#pragma omp parallel for private(i, j)
    for (k = 0; k < NK; k++) {
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                b[k][j][i] -= 0.125;
        for (j = 0; j < NJ; j++) {
#pragma omp atomic
            hist[(k + j) % 8] += 1;
        }
    }

#pragma omp parallel for private(i, j)
    for (k = 0; k < NK; k++) {
        if (skip[k])
            continue;
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                b[k][j][i] *= 1.5;
        for (j = 0; j < NJ; j++)
            c[k][j] += b[k][j][NI - 1];
    }

#pragma omp parallel for private(i, j, x)
    for (k = 0; k < NK; k++) {
        x = c[k][0];
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                a[k][j][i] = x * b[k][j][i];
        for (j = 0; j < NJ; j++)
            c[k][j] = x + a[k][j][1];
    }

    cs = 0.0;
    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++) {
            cs += c[k][j];
            for (i = 0; i < NI; i++)
                cs += 0.01 * (a[k][j][i] + b[k][j][i]);
        }
    printf("sum %.12e last %.12e\n", sum, last);
    printf("hist %d %d %d %d %d %d %d %d\n", hist[0], hist[1], hist[2], hist[3],
           hist[4], hist[5], hist[6], hist[7]);
    printf("checksum %.12e\n", cs);
    printf("c[19][15] %.12e a[7][3][2] %.12e\n", c[19][15], a[7][3][2]);
    return 0;
}
