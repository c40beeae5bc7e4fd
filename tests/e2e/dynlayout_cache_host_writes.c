// The reordered copy is cached while the array does not change on the
// device: the reader runs three times per round on the same data (one
// permute), then the host changes elements of the array and the next
// round must see them (the upload makes the copy stale). Host writes
// between launches of one kernel: the cache's invalidation.
// omp2ocl-test: offload=12
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define NK 32
#define NJ 5
#define NI 6

static double a[NK][NJ][NI];
static double s[NK];

static void touch(const double *r)
{
    printf("row %.12e\n", r[0]);
}

int main(void)
{
    int k, j, i, round, rep;
    for (k = 0; k < NK; k++)
        for (j = 0; j < NJ; j++)
            for (i = 0; i < NI; i++)
                a[k][j][i] = (k * 7 + j * 3 + i) % 11;
    for (round = 0; round < 4; round++) {
        for (rep = 0; rep < 3; rep++) {
#pragma omp parallel for private(j, i)
            for (k = 0; k < NK; k++) {
                double t = rep;
                for (j = 0; j < NJ; j++)
                    for (i = 0; i < NI; i++)
                        t += a[k][j][i] * (i + 2 * j + 1);
                s[k] = t;
            }
            printf("round %d rep %d s[1] %.12e s[NK-2] %.12e\n", round, rep, s[1],
                   s[NK - 2]);
        }
        /* host writes: one element, then a whole plane */
        a[round][round % NJ][round % NI] += 100.0;
        if (round == 2)
            for (j = 0; j < NJ; j++)
                for (i = 0; i < NI; i++)
                    a[NK - 2][j][i] = -1.0 * (j + i);
    }
    touch(a[1][0]);
    return 0;
}
