// A scratch row written over [0, n) in one inner loop and read over [1, n-1)
// with c-1, c, c+1 in the next: privatized per iteration, through a
// `private` clause on a combined `parallel for` and as a local of a function
// with an orphaned loop (whose directly nested loop also joins the NDRange).
// omp2ocl-test: offload=2
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define NR 40
#define NP 6
#define NC 64

static double g[NP][NR][NC], out[NP][NR][NC], lap[NR][NC];
static int n = NC;

static void smooth(void)
{
    double w[NC];
    int p, r, c;

#pragma omp for
    for (p = 0; p < NP; p++)
        for (r = 0; r < NR; r++) {
            for (c = 0; c < n; c++)
                w[c] = g[p][r][c] * (1.0 + 0.5 * p);
            out[p][r][0] = w[0];
            out[p][r][n - 1] = w[n - 1];
            for (c = 1; c < n - 1; c++)
                out[p][r][c] = 0.25 * w[c - 1] + 0.5 * w[c] + 0.25 * w[c + 1];
        }
}

int main(void)
{
    int p, r, c;
    double w[NC];
    double s = 0.0, t = 0.0;

    for (p = 0; p < NP; p++)
        for (r = 0; r < NR; r++)
            for (c = 0; c < NC; c++)
                g[p][r][c] = (double)((p * 7 + r * 5 + c * 3) % 23) / 4.0;

#pragma omp parallel for private(w, c)
    for (r = 0; r < NR; r++) {
        for (c = 0; c < n; c++)
            w[c] = g[0][r][c] * g[0][r][c];
        for (c = 1; c < n - 1; c++)
            lap[r][c] = w[c - 1] - 2.0 * w[c] + w[c + 1];
    }
#pragma omp parallel
    smooth();

    for (r = 0; r < NR; r++)
        for (c = 1; c < NC - 1; c++)
            s += lap[r][c] * (1 + c % 4);
    for (p = 0; p < NP; p++)
        for (r = 0; r < NR; r++)
            for (c = 0; c < NC; c++)
                t += out[p][r][c] * (1 + (p + r + c) % 3);
    printf("lap %.12e %.12e sum %.12e\n", lap[3][1], lap[NR - 1][NC - 2], s);
    printf("out %.12e %.12e sum %.12e\n", out[1][2][0], out[NP - 1][NR - 1][7], t);
    return 0;
}
