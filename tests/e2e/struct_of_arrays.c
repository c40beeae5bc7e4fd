// A struct of arrays (a global struct holding fixed arrays) and a struct
// passed by pointer whose members point to heap arrays.
// gradient() reads the members once before its loop (HoistMembers) and runs
// as a kernel too.
// omp2ocl-test: offload=2
// omp2ocl-test: offload-max=2
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

#define N 4000

static struct {
    double u[N];
    double v[N];
    int flag[N];
} soa;

struct field {
    int n;
    double *val;
    double *grad;
};

static void gradient(struct field *f)
{
    int i;
#pragma omp parallel for
    for (i = 1; i < f->n - 1; i++)
        f->grad[i] = 0.5 * (f->val[i + 1] - f->val[i - 1]);
}

int main(void)
{
    int i;
    struct field f;
    f.n = N;
    f.val = malloc(sizeof(double) * N);
    f.grad = calloc(N, sizeof(double));
    if (!f.val || !f.grad)
        return 1;
    for (i = 0; i < N; i++) {
        soa.u[i] = (i % 25) * 0.2;
        f.val[i] = (double)(i * i % 97);
    }
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        soa.v[i] = soa.u[i] * 2.0 - 1.0;
        soa.flag[i] = soa.v[i] > 0.0;
    }
    gradient(&f);
    double s = 0.0, g = 0.0;
    long fl = 0;
    for (i = 0; i < N; i++) {
        s += soa.v[i];
        fl += soa.flag[i];
        g += f.grad[i] * (i % 3);
    }
    printf("v[7] %.12e flags %ld sum %.12e grad %.12e\n", soa.v[7], fl, s, g);
    free(f.val);
    free(f.grad);
    return 0;
}
