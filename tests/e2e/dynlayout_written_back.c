// Dynamic index reordering of a written array: global reordering lays `u`
// out for the heavy kernel that walks it with k on work-item dimension 0
// ([j][i][k]); the update kernel, with i on dimension 0, is outvoted. Its
// variant reads and writes a copy in the declared order and the copy is
// permuted back: it writes only the interior, so the border the kernel
// does not touch must survive the round trip, and the host and the next
// kernel read the result.
// omp2ocl-test: offload=9
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define NK 24
#define NJ 7
#define NI 9

static double u[NK][NJ][NI];
static double out[NK];

int main(void)
{
    int k, j, i, it;
    double sum = 0.0;
    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                u[k][j][i] = k - 0.5 * j + 0.25 * i;
    for (it = 0; it < 3; it++) {
        /* update: (k, j, i) 3-D, i on dimension 0, interior only */
#pragma omp parallel for private(j, i)
        for (k = 1; k < NK - 1; k++)
            for (j = 1; j < NJ - 1; j++)
                for (i = 1; i < NI - 1; i++)
                    u[k][j][i] = 0.5 * u[k][j][i] + 0.125 * (i + j) + it;
        /* heavy reader: k on dimension 0, j and i sequential */
#pragma omp parallel for private(j, i)
        for (k = 0; k < NK; k++) {
            double t = 0.0;
            for (j = 0; j < NJ; j++)
                for (i = 0; i < NI; i++)
                    t += u[k][j][i] * (j + 1) + u[k][NJ - 1 - j][i];
            out[k] = t;
        }
        /* a third kernel reads what the update wrote */
#pragma omp parallel for private(j, i)
        for (k = 0; k < NK; k++)
            for (j = 0; j < NJ; j++)
                for (i = 0; i < NI; i++)
                    u[k][j][i] += 0.001 * out[k];
        printf("it %d out[0] %.12e out[5] %.12e u[0][0][0] %.12e u[3][2][1] %.12e\n",
               it, out[0], out[5], u[0][0][0], u[3][2][1]);
    }
    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                sum += u[k][j][i] * (1 + (k + j + i) % 5);
    printf("sum %.12e\n", sum);
    return 0;
}
