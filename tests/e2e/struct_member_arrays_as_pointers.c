/* Arrays inside structs and unions that kernels reach only through the
 * pointers they decay to: a Fortran-style common block's member arrays
 * handed to a routine (`smooth(blk.p, blk.q)`), a pointer set from a
 * member (`double *q = blk.q`), an automatic struct's member, and a static
 * local union's member written through the other member on the host.
 * The host's reads and writes of `blk.q[k]` were not announced (the
 * struct's address never appeared with `&`): the host printed the values
 * from before the kernels (0.000 for 11.000), and a host write between
 * two kernels never reached the device.
 */
// omp2ocl-test: offload=5
// omp2ocl-test: d2h-max=256
#include <stdio.h>

#define N 64

struct common_blk { double p[N]; double q[N]; int n; } blk;

static void smooth(const double *p, double *q)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        q[i] = p[i] * 2.0 + 1.0;
}

static double total(const double *q)
{
    double s = 0;
    int i;
#pragma omp parallel for reduction(+:s)
    for (i = 0; i < N; i++)
        s += q[i];
    return s;
}

static void half(double *x)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        x[i] = x[i] * 0.5;
}

int main(void)
{
    int i;
    struct common_blk local;
    static union { double d[N]; unsigned long long u[N]; } un;

    for (i = 0; i < N; i++) {
        blk.p[i] = i;
        blk.q[i] = 0;
        local.p[i] = N - i;
        un.d[i] = i * 0.25;
    }
    smooth(blk.p, blk.q);
    printf("common q[5]=%.3f q[63]=%.3f\n", blk.q[5], blk.q[63]);
    printf("common total=%.3f\n", total(blk.q));
    blk.q[3] = 1000.0; /* a host write between two kernels */
    printf("common total after host write=%.3f\n", total(blk.q));

    double *q = local.q, *p = local.p;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        q[i] = p[i] + 0.5;
    printf("local q[0]=%.3f q[10]=%.3f\n", local.q[0], local.q[10]);
    local.p[10] = -100.0;
    smooth(local.p, local.q);
    printf("local q[10] after host write=%.3f\n", local.q[10]);

    half(un.d);
    printf("union d[9]=%.4f\n", un.d[9]);
    un.u[9] = 0x4000000000000000ULL; /* 2.0, through the other member */
    half(un.d);
    printf("union d[9] after host write=%.4f d[8]=%.5f\n", un.d[9], un.d[8]);
    return 0;
}
