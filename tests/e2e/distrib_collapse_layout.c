// Loop distribution under `collapse(2)` (the groups are split inside the
// collapsed j loop), with arrays whose dimensions global index reordering
// permutes (the host version's guards go around rewritten subscripts), two
// statements of different groups on one line, and a combined directive
// with `if` and `num_threads` clauses.
// omp2ocl-test: offload=2
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define NK 10
#define NJ 9
#define NI 40

static double p[NK][NJ][NI][3], q[NK][NJ][NI][3], r[NK][NJ][3];

int main(void)
{
    int i, j, k, m, rep;
    double cs = 0.0;
    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                for (m = 0; m < 3; m++)
                    p[k][j][i][m] = 0.01 * ((i + 3 * j + 5 * k + 7 * m) % 23);

    for (rep = 0; rep < 2; rep++) {
#pragma omp parallel for collapse(2) private(i, m)
        for (k = 0; k < NK; k++)
            for (j = 0; j < NJ; j++) {
                for (i = 0; i < NI; i++)
                    for (m = 0; m < 3; m++)
                        q[k][j][i][m] = p[k][j][i][m] * (m + 1) + q[k][j][i][m] * 0.5;
                for (m = 0; m < 3; m++) r[k][j][m] = q[k][j][0][m]; for (i = 1; i < NI; i++) q[k][j][i][0] += q[k][j][i - 1][1];
                for (m = 0; m < 3; m++)
                    r[k][j][m] += q[k][j][NI - 1][m];
            }

#pragma omp parallel for private(i, j, m) if (NK > 2) num_threads(2)
        for (k = 0; k < NK; k++) {
            for (j = 0; j < NJ; j++)
                for (i = 0; i < NI; i++)
                    for (m = 0; m < 3; m++)
                        p[k][j][i][m] = 0.5 * p[k][j][i][m] + 0.25 * q[k][j][i][m];
            for (j = 0; j < NJ; j++)
                for (m = 0; m < 3; m++)
                    p[k][j][0][m] += r[k][j][m];
        }
    }

    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++)
            for (m = 0; m < 3; m++) {
                cs += r[k][j][m];
                for (i = 0; i < NI; i++)
                    cs += 0.1 * (p[k][j][i][m] + q[k][j][i][m]) * ((i + m) % 4);
            }
    printf("checksum %.12e\n", cs);
    printf("p[3][4][5][1] %.12e r[9][8][2] %.12e\n", p[3][4][5][1], r[9][8][2]);
    return 0;
}
