// The same array accessed through two pointers with an offset: the kernel
// reads p[i] and writes q[i] where q = p + OFF (reads come from a region that
// the writes never touch), then a second pass through overlapping views.
// omp2ocl-test: offload=2
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 2000
#define OFF 1000

static double buf[N + OFF];

static void shift_copy(double *dst, const double *src, int n, double s)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        dst[i] = src[i] * s + 1.0;
}

int main(void)
{
    int i;
    double *p = buf;
    double *q = buf + OFF;
    for (i = 0; i < N + OFF; i++)
        buf[i] = (i % 9) * 1.0;
    /* reads buf[0..OFF), writes buf[OFF..2*OFF): disjoint */
    shift_copy(q, p, OFF, 2.0);
    printf("after first %.12e %.12e\n", buf[OFF + 5], buf[2 * OFF - 2]);
    /* reads buf[OFF..2*OFF), writes buf[2*OFF..3*OFF) */
    shift_copy(buf + 2 * OFF, q, OFF, -0.5);
    double s = 0.0;
    for (i = 0; i < N + OFF; i++)
        s += buf[i] * (i % 5);
    printf("buf[0] %.12e buf[2500] %.12e checksum %.12e\n", buf[0], buf[2500], s);
    return 0;
}
