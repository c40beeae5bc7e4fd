/* A store through a pointer that a function of the unit returns, computed
 * from its parameter (`row_of(pr, step)[0] = 2.0`), touches only the
 * object the argument points into. Before, every buffer was announced:
 * 'q', which only kernels read, was uploaded again in every step. */
// omp2ocl-test: offload=62
// omp2ocl-test: h2d-max=13000000
// omp2ocl-test: d2h-max=13000000
#include <stdio.h>

#define NP 64
#define NC 400

static double q[NP][NC];
static double pr[NP][NC];
static double last[NC];

static double *row_of(double (*a)[NC], int p) { return a[p]; }
static double *pick(double *a, double *b, int second) { return second ? b + 1 : &a[2]; }
static double *last_row(void) { return last; }

int main(void)
{
    int p, c, step;
    double s = 0.0;
#pragma omp parallel for private(c)
    for (p = 0; p < NP; p++)
        for (c = 0; c < NC; c++) {
            pr[p][c] = p + 0.001 * c;
            q[p][c] = 0.01 * c;
        }
    for (step = 0; step < 60; step++) {
#pragma omp parallel for private(c)
        for (p = 0; p < NP; p++)
            for (c = 1; c < NC; c++)
                pr[p][c] = 0.5 * (pr[p][c] + pr[p][c - 1]) + q[p][c] + last[c];
        row_of(pr, step)[0] = 2.0;
        pick(last, &pr[1][0], step & 1)[step % 3] += 0.5;
        last_row()[step] = 0.125;
    }
#pragma omp parallel for private(c) reduction(+:s)
    for (p = 0; p < NP; p++)
        for (c = 0; c < NC; c++)
            s += pr[p][c];
    printf("%.10e %.6f %.6f\n", s, last[3], last[59]);
    return 0;
}
