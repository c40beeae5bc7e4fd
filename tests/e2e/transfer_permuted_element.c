/* Host accesses of single elements of arrays whose layout global index
 * reordering permutes (the kernels' work-items follow the first subscript,
 * so `pr` becomes [c][p]): a store of one element per step and a read of
 * one element move that element at its permuted address, not the grid
 * (204,800 bytes each way per step before). A row read by the host is
 * still announced whole (not contiguous any more). */
// omp2ocl-test: offload=12
// omp2ocl-test: h2d-max=4096
// omp2ocl-test: d2h-max=215000
#include <stdio.h>

#define NP 64
#define NC 400

static double pr[NP][NC];

int main(void)
{
    int p, c, step;
    double s = 0.0, probe = 0.0, row = 0.0;
#pragma omp parallel for private(c)
    for (p = 0; p < NP; p++)
        for (c = 0; c < NC; c++)
            pr[p][c] = p + 0.001 * c;
    for (step = 0; step < 10; step++) {
#pragma omp parallel for private(c)
        for (p = 0; p < NP; p++)
            for (c = 1; c < NC; c++)
                pr[p][c] = 0.5 * (pr[p][c] + pr[p][c - 1]);
        pr[step][0] = 1.0 + step;
        probe += pr[NP - 1 - step][NC / 2];
    }
    for (c = 0; c < NC; c++)
        row += pr[3][c] * (c % 3);
#pragma omp parallel for private(c) reduction(+ : s)
    for (p = 0; p < NP; p++)
        for (c = 0; c < NC; c++)
            s += pr[p][c];
    printf("%.10e %.10e %.10e\n", s, probe, row);
    return 0;
}
