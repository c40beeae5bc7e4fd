/*
 * hw_rand.h - the NAS generator x <- 5^13 x mod 2^46 on the host, in 64-bit
 * unsigned arithmetic (specification README section 3.4: the low 46 bits of
 * the wrapped 64-bit product are exact, so this is bit-identical to the
 * reference's double-splitting randlc). The kernels use the same form.
 */
#ifndef HW_RAND_H
#define HW_RAND_H

#include <stdint.h>

#define HW_RAND_A 1220703125ULL                  /* 5^13 */
#define HW_RAND_MASK ((UINT64_C(1) << 46) - 1)  /* mod 2^46 */

static inline uint64_t hw_mulmod46(uint64_t a, uint64_t b)
{
    return (a * b) & HW_RAND_MASK;
}

/* Advances the state by one step and returns the new r = 2^-46 x. */
static inline double hw_rand_next(uint64_t *x)
{
    *x = hw_mulmod46(*x, HW_RAND_A);
    return (double)*x * 0x1p-46;
}

/* base^e mod 2^46 by square-and-multiply (README section 3.5). */
static inline uint64_t hw_powmod46(uint64_t base, uint64_t e)
{
    uint64_t r = 1;
    while (e != 0) {
        if (e & 1)
            r = hw_mulmod46(r, base);
        base = hw_mulmod46(base, base);
        e >>= 1;
    }
    return r;
}

#endif
