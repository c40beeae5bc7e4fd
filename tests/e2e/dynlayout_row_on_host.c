// Dynamic index reordering of an array global reordering must leave alone
// (the host hands its rows to a function): one region writes it in the
// layout its work-items coalesce in (i last), another reads it with k as
// work-item dimension 0 (it wants [j][i][k]). The reader's variant reads a
// reordered device copy, made again after every write (ctest
// e2e-dynamic-layout-on forces the variant; e2e.<name> lets the runtime
// choose, which on a CPU without a model keeps the original kernel).
// omp2ocl-test: offload=8
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define NK 40
#define NJ 6
#define NI 5

static double a[NK][NJ][NI];
static double s[NK];

static double row_sum(const double *r, int n)
{
    double t = 0.0;
    int i;
    for (i = 0; i < n; i++)
        t += r[i];
    return t;
}

int main(void)
{
    int k, j, i, step;
    double check = 0.0;
    for (step = 0; step < 4; step++) {
        /* the writer: i on work-item dimension 0 */
#pragma omp parallel for private(j, i)
        for (k = 0; k < NK; k++)
            for (j = 0; j < NJ; j++)
                for (i = 0; i < NI; i++)
                    a[k][j][i] = 0.5 * k + 0.25 * j - 0.125 * i + step;
        /* the reader: k on work-item dimension 0, j and i sequential */
#pragma omp parallel for private(j, i)
        for (k = 0; k < NK; k++) {
            double t = 0.0;
            for (j = 0; j < NJ; j++)
                for (i = 0; i < NI; i++)
                    t += a[k][j][i] * (i + 1) - a[k][j][NI - 1 - i];
            s[k] = t;
        }
        check += row_sum(a[step][1], NI);
        printf("step %d s[0] %.12e s[NK-1] %.12e\n", step, s[0], s[NK - 1]);
    }
    printf("check %.12e\n", check);
    return 0;
}
