// Every statement form of `#pragma omp atomic` legacy code writes, on int,
// unsigned, long, float and double locations in global memory: x = x + e
// and x = e + x, x op= e for * / & | ^ << >>, x = e - x, a float location
// updated with a double value (computed in double, rounded, as C does), an
// int one with a double (truncated), read, write, and capture (v = x++,
// v = ++x, v = x -= e, { v = x; x *= e; }, { x += e; v = x; }), and an
// atomic on a work-item's own variable. Values are chosen so that the
// results do not depend on the order the updates land in.
// omp2ocl-test: offload=6
// omp2ocl-test: offload-max=6
#include <stdio.h>
#include <stdlib.h>

#define N 1200

static int hist[16];
static unsigned mask_or[4], mask_and[4], mask_xor[4];
static long ltotal;
static float fsum, fmix;
static double dprod[8], dsum;
static int idiv, ishift, imul, iflip, ihalf;
static int slots[N];
static long captured_new, captured_old;

int main(void)
{
    int i;
    int counter = 0, up = 0, flag = 7, seen = 0, stamp = 0;
    long lcount = 1000000;
    double prodcap = 1.0;
    for (i = 0; i < 4; i++) {
        mask_and[i] = ~0u;
    }
    for (i = 0; i < 8; i++)
        dprod[i] = 1.0;
    idiv = 1 << 30;
    ishift = 1;
    imul = 3;
    iflip = 0;
    ihalf = 0;

#pragma omp parallel for
    for (i = 0; i < N; i++) {
        int b = (i * 7) % 16;
#pragma omp atomic
        hist[b] = hist[b] + 1;
#pragma omp atomic
        hist[(b + 1) % 16] = 2 + hist[(b + 1) % 16];
#pragma omp atomic
        mask_or[i % 4] |= 1u << (i % 32);
#pragma omp atomic
        mask_and[i % 4] &= ~(1u << (i % 29));
#pragma omp atomic
        mask_xor[i % 4] ^= (unsigned)(i * 2654435761u);
#pragma omp atomic
        ltotal = ltotal + (long)i * 100000L;
    }

#pragma omp parallel for
    for (i = 0; i < N; i++) {
#pragma omp atomic
        fsum = fsum + 0.5f;
#pragma omp atomic
        fmix = fmix + 0.25; /* double value: computed in double */
#pragma omp atomic
        dprod[i % 8] *= 2.0;
#pragma omp atomic
        dsum -= 0.125;
#pragma omp atomic
        ihalf = ihalf + 1.5; /* (int)(ihalf + 1.5): one more each time */
    }

#pragma omp parallel for
    for (i = 0; i < 24; i++) {
#pragma omp atomic
        idiv /= 2;
#pragma omp atomic
        ishift <<= 1;
#pragma omp atomic
        imul = imul * 3;
#pragma omp atomic
        iflip = 5 - iflip;
    }

#pragma omp parallel for
    for (i = 0; i < N; i++) {
        int slot, mine, f;
        long before;
#pragma omp atomic capture
        slot = counter++;
        slots[slot] = i + 1;
#pragma omp atomic capture
        mine = ++up;
#pragma omp atomic capture
        before = lcount -= 3;
#pragma omp atomic read
        f = flag;
#pragma omp atomic
        captured_new += mine + f;
#pragma omp atomic
        captured_old += before;
    }

#pragma omp parallel for
    for (i = 0; i < 16; i++) {
        double was;
        int now, local = i;
#pragma omp atomic capture
        { was = prodcap; prodcap *= 2.0; }
#pragma omp atomic capture
        { seen += 3; now = seen; }
#pragma omp atomic write
        stamp = 42;
#pragma omp atomic
        local += 2; /* the work-item's own */
        hist[i] += (was >= 1.0) + (now % 3 == 0) + local - i - 2;
    }

#pragma omp parallel for
    for (i = 0; i < 16; i++)
        hist[i] = hist[i] * 2;

    {
        long hsum = 0, ssum = 0, ssq = 0;
        double dp = 0.0;
        for (i = 0; i < 16; i++)
            hsum += (long)hist[i] * (i + 1);
        for (i = 0; i < N; i++) {
            ssum += slots[i];
            ssq += (long)slots[i] * slots[i];
        }
        for (i = 0; i < 8; i++)
            dp += dprod[i];
        printf("hist %ld masks %u %u %u %u %u %u ltotal %ld\n", hsum, mask_or[0],
               mask_or[3], mask_and[1], mask_and[2], mask_xor[0], mask_xor[3], ltotal);
        printf("fsum %.6e fmix %.6e dprod %.12e dsum %.12e ihalf %d\n", fsum, fmix, dp,
               dsum, ihalf);
        printf("idiv %d ishift %d imul %d iflip %d\n", idiv, ishift, imul, iflip);
        printf("counter %d slots %ld %ld up %d lcount %ld new %ld old %ld\n", counter, ssum,
               ssq, up, lcount, captured_new, captured_old);
        printf("prodcap %.12e seen %d stamp %d\n", prodcap, seen, stamp);
    }
    return 0;
}
