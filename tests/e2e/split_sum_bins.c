/* Split inner sums with several sums under conditions, the shape of legacy
 * binning codes that give each bin (or column) one long scan: a count kept
 * with c++ and a total of the keys in the bin; a count with ++c beside a
 * sum of squares in unsigned arithmetic (wrapping); bins that stay empty;
 * and a scan whose double total must not be split without
 * -fassociative-math (one work-item per bin, still offloaded). */
// omp2ocl-test: offload=4
// omp2ocl-test: missed="is not split: it would reassociate a double sum, which changes its rounding; -fassociative-math allows it"
#include <stdio.h>

#define NK 200003
#define NB 40
#define ROUNDS 3

static int key[NK], val[NK];
static long count[NB], total[NB];
static unsigned int sq[NB];
static long pos[NB];
static double mean[NB];

int main(void)
{
    int i, b, r;
    long check = 0;
    unsigned int usum = 0;
    double dsum = 0.0;

    for (i = 0; i < NK; i++) {
        key[i] = (int)(((unsigned)i * 2654435761u) >> 9) % (NB - 3); /* bins 37..39 stay empty */
        val[i] = (int)((i * 7919) % 2001) - 1000;
    }
    for (r = 0; r < ROUNDS; r++) {
#pragma omp parallel for private(i)
        for (b = 0; b < NB; b++) {
            long c = 0, s = 0;
            for (i = 0; i < NK; i++)
                if (key[i] == b) {
                    c++;
                    s += val[i];
                }
            count[b] = c;
            total[b] = s;
        }
#pragma omp parallel for private(i)
        for (b = 0; b < NB; b++) {
            long p = 0;
            unsigned int q = 0u;
            for (i = b; i < NK; i += 3) {
                if (val[i] > 0)
                    ++p;
                q += (unsigned int)val[i] * (unsigned int)val[i] * 2654435761u;
            }
            pos[b] = p;
            sq[b] = q;
        }
#pragma omp parallel for private(i)
        for (b = 0; b < NB; b++) {
            double m = 0.0;
            for (i = 0; i < NK; i++)
                if (key[i] == b)
                    m += val[i] * 0.5;
            mean[b] = m;
        }
#pragma omp parallel for
        for (i = 0; i < NK; i++)
            key[i] = (key[i] + (val[i] & 7) + r) % (NB - 3);
        for (b = 0; b < NB; b++) {
            check += count[b] * (b + 1) + total[b] * (r + 2) + pos[b] * 3;
            usum = usum * 31u + sq[b];
            dsum += mean[b] * (b + 1);
        }
    }
    printf("check %ld\n", check);
    printf("usum %u\n", usum);
    printf("dsum %.10e\n", dsum);
    printf("count[0] %ld total[5] %ld count[38] %ld\n", count[0], total[5], count[38]);
    return 0;
}
