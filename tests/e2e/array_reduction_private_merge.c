// The legacy array reduction of NAS EP: inside a parallel region each thread
// zeroes its own array, the `omp for` loop accumulates into it at a
// data-dependent index (with scalar reductions beside it), and a critical
// section after the loop adds it into the shared array. The loop runs on the
// device as an array reduction; the kernel's totals go into the copy of the
// thread that launched it, so every thread's merge still runs, once, and adds
// its own copy (the launcher's the totals, the others' their zeros). A second
// region uses `private(qq)`, `qq[e] = qq[e] + x`, `--` and per-element
// `atomic` merges; a third min over floats with fmin.
// omp2ocl-test: offload=3
// omp2ocl-test: tolerance=1e-10
#include <math.h>
#include <stdio.h>

#define N 200000
#define NQ 10

static double q[NQ];
static long cnt[NQ];
static float lo[4];

int main(void)
{
    double sx = 0.0, sy = 0.0;
    long qq2[NQ];
    int l;

    for (l = 0; l < NQ; l++) {
        q[l] = 1.0 * l;  /* combined with, not overwritten */
        cnt[l] = 1000 + l;
    }
    for (l = 0; l < 4; l++)
        lo[l] = 100.0f;

#pragma omp parallel default(shared)
    {
        double x1, x2, r;
        double qq[NQ];
        int k;

        for (l = 0; l < NQ; l++)
            qq[l] = 0.0;

#pragma omp for reduction(+ : sx, sy) schedule(static)
        for (k = 0; k < N; k++) {
            int m;
            x1 = sin(0.001 * k);
            x2 = cos(0.0007 * k + 0.3);
            r = x1 * x1 + x2 * x2;
            /* the bin from integers: device and host math may differ in
             * the last bit, which must not move a count */
            m = (int)((k * 2654435761u) % 13u);
            if (m < NQ)
                qq[m] += 1.0 + (r > 1.0e9);
            sx = sx + x1;
            sy = sy + x2;
        }

#pragma omp critical
        {
            int ll;
            for (ll = 0; ll < NQ; ll++)
                q[ll] += qq[ll];
        }
    }

#pragma omp parallel private(qq2, l)
    {
        int k;
        for (l = 0; l < NQ; l++)
            qq2[l] = 0;
#pragma omp for
        for (k = 0; k < N; k++) {
            int m = (k * 7919) % (3 * NQ);
            if (m < NQ)
                qq2[m] = qq2[m] + (k % 5);
            else if (m < 2 * NQ)
                qq2[m - NQ]--;
        }
        for (l = 0; l < NQ; l++) {
#pragma omp atomic
            cnt[l] += qq2[l];
        }
    }

#pragma omp parallel
    {
        float mn[4];
        int k, e;
        for (e = 0; e < 4; e++)
            mn[e] = 1.0e30f;
#pragma omp for
        for (k = 0; k < N; k++)
            mn[k % 4] = fminf(mn[k % 4], (float)((k * 37) % 1001) * 0.5f - 3.0f * (k % 4));
#pragma omp critical
        for (e = 0; e < 4; e++)
            lo[e] = fminf(lo[e], mn[e]);
    }

    printf("sx = %.12e sy = %.12e\n", sx, sy);
    for (l = 0; l < NQ; l++)
        printf("q[%d] = %.12e cnt[%d] = %ld\n", l, q[l], l, cnt[l]);
    for (l = 0; l < 4; l++)
        printf("lo[%d] = %.6e\n", l, lo[l]);
    return 0;
}
