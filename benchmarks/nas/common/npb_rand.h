/*
 * npb_rand.h - the NAS pseudo-random number generator (README.md section 3):
 * x <- a*x mod 2^46, r = 2^-46 * x, computed exactly in double precision
 * by splitting both factors into 23-bit halves (section 3.3).
 *
 * Both routines are static functions of plain C arithmetic that call
 * nothing but each other, so that omp2ocl can translate them together with
 * the loops that call them (it translates callees of the same translation
 * unit only). Include this header in the benchmark's source file.
 */
#ifndef NPB_RAND_H
#define NPB_RAND_H

/* Exact powers of two: 2^23, 2^-23, 2^46, 2^-46. */
#define NPB_T23 0x1p23
#define NPB_R23 0x1p-23
#define NPB_T46 0x1p46
#define NPB_R46 0x1p-46

/* One step with multiplier a: *x <- a * *x mod 2^46; returns 2^-46 * *x.
 * a and *x are integers in (0, 2^46) held in doubles. */
static __attribute__((unused)) double randlc(double *x, double a)
{
    double a1, a2, x1, x2, t1, t2, t3, t4, z;

    /* a = 2^23 a1 + a2 */
    t1 = NPB_R23 * a;
    a1 = (double)(int)t1;
    a2 = a - NPB_T23 * a1;

    /* x = 2^23 x1 + x2 */
    t1 = NPB_R23 * (*x);
    x1 = (double)(int)t1;
    x2 = (*x) - NPB_T23 * x1;

    /* z = (a1 x2 + a2 x1) mod 2^23 */
    t1 = a1 * x2 + a2 * x1;
    t2 = (double)(int)(NPB_R23 * t1);
    z = t1 - NPB_T23 * t2;

    /* x = (2^23 z + a2 x2) mod 2^46 */
    t3 = NPB_T23 * z + a2 * x2;
    t4 = (double)(int)(NPB_R46 * t3);
    *x = t3 - NPB_T46 * t4;

    return NPB_R46 * (*x);
}

/* n steps with multiplier a: y[i] = 2^-46 * (x <- a*x mod 2^46) for
 * i = 0 .. n-1; *x is left at the last state, so consecutive calls
 * continue one stream. */
static __attribute__((unused)) void vranlc(int n, double *x, double a,
                                           double y[])
{
    double a1, a2, x1, x2, t1, t2, t3, t4, z, xs;
    int i;

    t1 = NPB_R23 * a;
    a1 = (double)(int)t1;
    a2 = a - NPB_T23 * a1;
    xs = *x;

    for (i = 0; i < n; i++) {
        t1 = NPB_R23 * xs;
        x1 = (double)(int)t1;
        x2 = xs - NPB_T23 * x1;
        t1 = a1 * x2 + a2 * x1;
        t2 = (double)(int)(NPB_R23 * t1);
        z = t1 - NPB_T23 * t2;
        t3 = NPB_T23 * z + a2 * x2;
        t4 = (double)(int)(NPB_R46 * t3);
        xs = t3 - NPB_T46 * t4;
        y[i] = NPB_R46 * xs;
    }
    *x = xs;
}

#endif
