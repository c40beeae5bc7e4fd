// Private arrays over the 16 KB limit whose uses the element-major layout
// cannot follow stay work-item-major in global scratch (each work-item's copy
// contiguous), and the results must not change: rows handed to a callee as
// the address of their first element (`&t[i][0]` as `double *`), and an
// array whose length the loop takes from sizeof. A third array in the same
// kernel as the first is interleaved: one array's blocked use does not keep
// the others from it.
// omp2ocl-test: offload=2
// omp2ocl-test: missed="private array 't' stays work-item-major"
// omp2ocl-test: missed="private array 'w' stays work-item-major"
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define NP 29
#define NT 300
#define NW 2500

static double in[NP][8];
static double out[NP][3];

static void scale(double *x, int n, double s)
{
    int c;
    for (c = 0; c < n; c++)
        x[c] = x[c] * s + (double)c;
}

static double dot(const double *x, const double *y, int n)
{
    int c;
    double s = 0.0;
    for (c = 0; c < n; c++)
        s += x[c] * y[c];
    return s;
}

static void rows(void)
{
    double t[NT][8], v[NT][8];
    int p, i, c;

#pragma omp parallel for private(t, v, i, c)
    for (p = 0; p < NP; p++) {
        double acc = 0.0, acc2 = 0.0;
        for (i = 0; i < NT; i++)
            for (c = 0; c < 8; c++) {
                t[i][c] = in[p][c] * (double)(i % 7 + 1) - 0.5 * c;
                v[i][c] = in[p][(c + i) % 8] + 0.25 * i;
            }
        for (i = 0; i < NT; i++)
            scale(&t[i][0], 8, 0.5 + 0.001 * i);
        for (i = 0; i < NT; i++)
            acc += dot(&t[i][0], &t[NT - 1 - i][0], 8);
        for (i = 1; i < NT; i++)
            for (c = 0; c < 8; c++)
                v[i][c] += 0.5 * v[i - 1][c];
        for (i = 0; i < NT; i++)
            acc2 += v[i][i % 8];
        out[p][0] = acc;
        out[p][1] = acc2 + t[p][3];
    }
}

static void lengths(void)
{
    double w[NW];
    int p, c;

#pragma omp parallel for private(w, c)
    for (p = 0; p < NP; p++) {
        double s = 0.0;
        for (c = 0; c < (int)(sizeof(w) / sizeof(w[0])); c++)
            w[c] = in[p][c % 8] + 0.001 * c;
        for (c = 0; c < NW; c++)
            s += w[c] * w[NW - 1 - c];
        out[p][2] = s;
    }
}

int main(void)
{
    int p, c;
    double s0 = 0.0, s1 = 0.0, s2 = 0.0;

    for (p = 0; p < NP; p++)
        for (c = 0; c < 8; c++)
            in[p][c] = 0.125 * ((p * 5 + c * 3) % 17) - 1.0;
    rows();
    lengths();
    for (p = 0; p < NP; p++) {
        s0 += out[p][0];
        s1 += out[p][1];
        s2 += out[p][2];
    }
    printf("rows %.12e %.12e %.12e\n", s0, s1, out[NP - 1][0]);
    printf("lengths %.12e %.12e\n", s2, out[3][2]);
    return 0;
}
