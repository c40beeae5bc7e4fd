/*
 * npb_rand_check.c - checks randlc/vranlc of npb_rand.h against the
 * checkpoint values of the NAS specification (README.md section 3.6) and
 * against the 64-bit integer form of the generator (section 3.4).
 * Build and run: make -C benchmarks/nas check
 */
#include <stdint.h>
#include <stdio.h>

#include "npb_rand.h"

#define A 1220703125.0

static int failures;

static void expect(const char *what, double got, double want)
{
    if (got != want) {
        printf("FAIL %s: got %.17g, want %.17g\n", what, got, want);
        failures++;
    }
}

int main(void)
{
    static const double cg_x[5] = {55909509111989.0, 61155031930969.0,
                                   45573031421645.0, 55279057169489.0,
                                   1250169187877.0};
    static const double cg_r[5] = {0.79452191118873827, 0.86906527387453991,
                                   0.64763172846433292, 0.78556265022895388,
                                   0.017765972698342125};
    static const double ep_x[3] = {32883653486115.0, 55063727434591.0,
                                   39106144873291.0};
    static double y[1 << 17];
    double x, m, r;
    uint64_t xi;
    const uint64_t mask = (UINT64_C(1) << 46) - 1;
    int i;

    x = 314159265.0;
    for (i = 0; i < 5; i++) {
        r = randlc(&x, A);
        expect("randlc state (seed 314159265)", x, cg_x[i]);
        expect("randlc number (seed 314159265)", r, cg_r[i]);
    }

    x = 271828183.0;
    vranlc(3, &x, A, y);
    for (i = 0; i < 3; i++)
        expect("vranlc (seed 271828183)", y[i], ep_x[i] * 0x1p-46);
    expect("vranlc final state", x, ep_x[2]);

    m = A;
    for (i = 0; i < 17; i++)
        randlc(&m, m);
    expect("a^(2^17) mod 2^46", m, 62362532446209.0);

    x = 271828183.0;
    randlc(&x, m);
    expect("jump by 2^17", x, 7493776032983.0);
    x = 271828183.0;
    vranlc(1 << 17, &x, A, y);
    expect("2^17 vranlc steps", x, 7493776032983.0);

    /* 10^6 numbers against the integer generator, across vranlc calls */
    x = 314159265.0;
    xi = 314159265;
    for (i = 0; i < 1000000; i += 1000) {
        int j;
        vranlc(1000, &x, A, y);
        for (j = 0; j < 1000; j++) {
            xi = (xi * UINT64_C(1220703125)) & mask;
            if (y[j] != (double)xi * 0x1p-46) {
                expect("vranlc vs integer generator", y[j],
                       (double)xi * 0x1p-46);
                i = 1000000;
                break;
            }
        }
    }

    if (failures == 0)
        printf("npb_rand: all checks passed\n");
    return failures != 0;
}
