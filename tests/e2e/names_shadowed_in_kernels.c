/* Names that C keeps apart by scope but a kernel's file-scope OpenCL C
 * would have merged: a helper's parameter named like a file-scope array
 * that another helper reads (both handed down to the clones), a helper's
 * static const table named like a file-scope one, a loop's own local named
 * like an array a called helper reads, a function's own typedef'd struct
 * named like a file-scope one, and a struct type that appears only inside
 * offsetof. Each used to fail the OpenCL build ("redefinition of
 * parameter 'w'", "redefinition of 'omp2ocl_pair_t'", "unknown type name
 * 'pt_t'") and kept its loop on the host; all are offloaded now.
 */
// omp2ocl-test: offload=5
#include <stddef.h>
#include <stdio.h>

#define N 200

typedef struct { double x, y, z; } pt_t;
typedef struct { double a, b; } pair_t;

static double w[N], x[N], out1[N], out2[N], out3[N], out4[N];
static pair_t g[N];
static long out5[N];
static const double coef[3] = { 100.0, 200.0, 300.0 };

/* The parameter 'w' is not the file's 'w'. */
static double twice(const double *w, int i) { return w[i] * 2.0; }
/* This one reads the file's 'w'. */
static double weight(int i) { return w[i] + 0.25; }

/* Its own 'coef'. */
static double own_coef(int i)
{
    static const double coef[3] = { 1.0, 2.0, 3.0 };
    return coef[i % 3];
}
/* The file's 'coef'. */
static double file_coef(int i) { return coef[i % 3]; }

static void local_pairs(void)
{
    typedef struct { int k; double v; double w; } pair_t; /* not the file's pair_t */
    pair_t loc[N];
    for (int i = 0; i < N; i++) {
        loc[i].k = i % 7;
        loc[i].v = 1.5 + i;
        loc[i].w = 0.5;
    }
#pragma omp parallel for
    for (int i = 0; i < N; i++)
        out4[i] = loc[i].k + loc[i].v * loc[i].w;
}

int main(void)
{
    for (int i = 0; i < N; i++) {
        w[i] = i * 0.5;
        x[i] = 1.0 + (i % 5);
        g[i].a = i;
        g[i].b = 0.5 + (i % 3);
    }
#pragma omp parallel for
    for (int i = 0; i < N; i++)
        out1[i] = twice(x, i) + weight(i);

#pragma omp parallel for
    for (int i = 0; i < N; i++)
        out2[i] = own_coef(i) + file_coef(i);

    /* The loop's local 'w' shadows the array that weight() reads. */
#pragma omp parallel for
    for (int i = 0; i < N; i++) {
        double w = 1000.0 * i;
        out3[i] = w + weight(i) + g[i].a * g[i].b;
    }

    local_pairs();

#pragma omp parallel for
    for (int i = 0; i < N; i++)
        out5[i] = i * (long)sizeof(pt_t) + (long)offsetof(pt_t, z);

    double s1 = 0, s2 = 0, s3 = 0, s4 = 0;
    long s5 = 0;
    for (int i = 0; i < N; i++) {
        s1 += out1[i];
        s2 += out2[i];
        s3 += out3[i];
        s4 += out4[i];
        s5 += out5[i];
    }
    printf("helper parameter named like a global: %.6f\n", s1);
    printf("static table named like a global: %.6f\n", s2);
    printf("loop local named like a callee's global: %.6f\n", s3);
    printf("function typedef named like a global: %.6f\n", s4);
    printf("offsetof: %ld\n", s5);
    printf("out3[7] = %.6f, out4[9] = %.6f\n", out3[7], out4[9]);
    return 0;
}
