// Kernel bodies calling functions defined in the same file, including one
// (dot3) called with both a global array and a per-iteration local array, and
// a helper that calls another helper.
// omp2ocl-test: offload=2
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 2000

static double coef[3] = {0.5, -1.25, 2.0};
static double pts[N][3];
static double res[N];
static double res2[N];

static double sq(double x)
{
    return x * x;
}

static double dot3(const double *a, const double *b)
{
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

static double energy(const double *p)
{
    return sq(p[0]) + sq(p[1]) + sq(p[2]);
}

static void scale3(double *dst, const double *src, double s)
{
    int k;
    for (k = 0; k < 3; k++)
        dst[k] = src[k] * s;
}

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        pts[i][0] = (i % 10) * 0.1;
        pts[i][1] = (i % 7) - 3.0;
        pts[i][2] = 1.0 / (1 + i % 5);
    }
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        double local[3];
        scale3(local, pts[i], 2.0);
        res[i] = dot3(pts[i], coef) + dot3(local, pts[i]) + energy(local);
    }
#pragma omp parallel for
    for (i = 0; i < N; i++)
        res2[i] = dot3(coef, coef) * sq(res[i] - 1.0);
    double s = 0.0;
    for (i = 0; i < N; i++)
        s += res[i] + 1e-3 * res2[i];
    printf("res[9] %.12e res2[9] %.12e sum %.12e\n", res[9], res2[9], s);
    return 0;
}
