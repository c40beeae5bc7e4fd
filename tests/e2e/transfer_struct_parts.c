/* COMMON-block style globals: arrays inside one struct, and sizes in
 * another. A host statement that touches a few elements of one member
 * array announces those elements (`F.h[0]`, `F.h[P.nx]`; an index may read
 * a member of a struct the statement leaves alone), not the whole struct:
 * before, both arrays of F went back and forth in every step (16 MB up,
 * 14 MB down; now F and G go up once, 2.4 MB). */
// omp2ocl-test: offload=21
// omp2ocl-test: h2d-max=2500000
// omp2ocl-test: d2h-max=20000
#include <stdio.h>

#define NX 100000

struct {
    double h[NX + 2], u[NX + 2];
    int steps;
} F;
struct {
    int nx;
    double dt;
} P = {NX, 0.5};
double G[NX + 2];

static void boundaries(void)
{
    F.h[0] = F.h[P.nx];
    F.h[P.nx + 1] = F.h[1];
    G[0] = G[P.nx] + P.dt;
    F.steps++;
}

int main(void)
{
    int i, n;
    double s = 0.0, g = 0.0;
    for (i = 0; i < NX + 2; i++) {
        F.h[i] = i % 10;
        F.u[i] = 1.0 + (i % 3);
        G[i] = 0.0;
    }
    for (n = 0; n < 10; n++) {
        boundaries();
#pragma omp parallel for
        for (i = 1; i <= NX; i++)
            F.h[i] = 0.5 * F.h[i] + 0.25 * F.u[i];
#pragma omp parallel for
        for (i = 1; i <= NX; i++)
            G[i] = G[i] * P.dt + F.h[i - 1];
    }
#pragma omp parallel for reduction(+:s, g)
    for (i = 0; i < NX + 2; i++) {
        s += F.h[i];
        g += G[i];
    }
    printf("%.9e %.9e %d\n", s, g, F.steps);
    return 0;
}
