// Loop distribution must not cut the flow of a value private to an
// iteration: `s` (a sum over j) flows from one statement into the two after
// it, so those three stay in one kernel; `t = ...` assigned before a loop
// that reads it goes with that loop (sunk into its work-items); `w`, declared
// in the body, is used by the statement after its declaration; `jj` is set by
// a loop and read after it. The other statements become kernels of their own.
// omp2ocl-test: offload=3
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define NK 24
#define NJ 20
#define NI 18

static double a[NK][NJ], b[NK][NJ], c[NK][NJ][NI], d[NK][NJ], e[NK][NJ][NI];
static double f[NK][NJ][NI], g[NK], h[NK];

int main(void)
{
    int i, j, k, jj, rep;
    double s, t, cs;

    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++) {
            a[k][j] = 0.5 + 0.01 * ((3 * k + 5 * j) % 17);
            b[k][j] = 1.0 + 0.02 * ((k * j) % 13);
        }

    for (rep = 0; rep < 3; rep++) {
#pragma omp parallel for private(i, j, s, t, jj)
        for (k = 0; k < NK; k++) {
            for (j = 0; j < NJ; j++)
                for (i = 0; i < NI; i++)
                    c[k][j][i] = a[k][j] * (i + 1) + b[k][j];
            s = 0.0;
            for (j = 0; j < NJ; j++)
                s += a[k][j] * a[k][j];
            for (j = 0; j < NJ; j++)
                d[k][j] = b[k][j] / (1.0 + s);
            h[k] = s;
            t = 0.5 * k + a[k][0];
            for (j = 0; j < NJ; j++)
                b[k][j] = 0.25 * (b[k][j] + t * d[k][j]);
            for (j = 0; j < NJ; j++)
                for (i = 0; i < NI; i++)
                    e[k][j][i] = c[k][j][i] * d[k][j] - h[k];
            {
                double w = c[k][1][2];
                for (j = 0; j < NJ; j++)
                    for (i = 0; i < NI; i++)
                        f[k][j][i] = w + e[k][j][i];
            }
            for (jj = 0; jj < NJ && a[k][jj] < 0.6; jj++)
                ;
            g[k] = jj + f[k][0][0];
        }
    }

    cs = 0.0;
    for (k = 0; k < NK; k++) {
        cs += g[k];
        for (j = 0; j < NJ; j++) {
            cs += b[k][j] + 2.0 * d[k][j];
            for (i = 0; i < NI; i++)
                cs += 1e-3 * (e[k][j][i] + f[k][j][i]) * ((i + j) % 5);
        }
    }
    printf("checksum %.12e\n", cs);
    printf("g[3] %.12e g[17] %.12e\n", g[3], g[17]);
    printf("d[5][7] %.12e b[9][3] %.12e\n", d[5][7], b[9][3]);
    printf("f[20][19][17] %.12e\n", f[20][19][17]);
    return 0;
}
