/* Trip counts of ranges at the edges of 64-bit integers. The host counted
 * iterations in signed long: a uint64_t range straddling 2^63 (lower bound
 * below, upper above) looked empty, and the loop ran 0 times for 32 (found
 * by a probe; up from 0 past 2^63, down across it, and `<=` across it did
 * the same). Bounds now compare in the iterator's signedness and the span
 * is taken as unsigned; an unsigned iterator is computed in unsigned
 * arithmetic on the device. Ranges entirely above 2^63, and signed ranges
 * near the ends of long, stay as they were.
 */
// omp2ocl-test: offload=7
#include <stdio.h>
#include <stdint.h>
#include <limits.h>
static int mark[64];
static long lastseen[64];

static int count(void)
{
    int c = 0, k;
    for (k = 0; k < 64; k++) {
        c += mark[k] * (k + 1);
        mark[k] = 0;
    }
    return c;
}

int main(int argc, char **argv)
{
    uint64_t lo = 0x7FFFFFFFFFFFFFF0ULL + (argc > 9), hi = 0x8000000000000010ULL;
    uint64_t big = 0x8000000000000010ULL;
    uint64_t q, last = 0;

#pragma omp parallel for
    for (q = lo; q < hi; q++)
        mark[q - lo] = 1;
    printf("straddle: %d\n", count());

#pragma omp parallel for
    for (q = 0; q < big; q += 0x0400000000000000ULL)
        mark[q >> 58]++;
    printf("up from 0: %d\n", count());

#pragma omp parallel for lastprivate(last)
    for (q = big; q > 0x7FFFFFFFFFFFFFF0ULL; q--) {
        mark[big - q]++;
        last = q;
    }
    printf("down across: %d last=%llu\n", count(), (unsigned long long)last);

#pragma omp parallel for
    for (q = UINT64_MAX - 20; q < UINT64_MAX; q++)
        mark[UINT64_MAX - q]++;
    printf("high: %d\n", count());

    unsigned long u;
#pragma omp parallel for
    for (u = 1; u <= 0x9000000000000000UL; u += 0x1000000000000000UL)
        mark[u >> 60]++;
    printf("le across: %d\n", count());

    long s;
#pragma omp parallel for
    for (s = LONG_MAX - 40; s < LONG_MAX - 3; s += 3)
        lastseen[(LONG_MAX - s) % 64] = s - (LONG_MAX - 40);
    long t = 0;
    for (int k = 0; k < 64; k++)
        t += lastseen[k] * k;
    printf("signed top: %ld\n", t);

#pragma omp parallel for
    for (s = LONG_MIN + 5; s <= LONG_MIN + 50; s++)
        mark[s - LONG_MIN]++;
    printf("signed bottom: %d\n", count());
    return 0;
}
