// The remaining reduction/type pairs: reduction(*) on float (factors that are
// powers of two, so the product is exact in any order), reduction(-) on
// double, and reduction(&&), reduction(||) on long.
#include <stdio.h>

#define N 3000

static float g[N];
static long flags[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        g[i] = (i % 100 == 0) ? 2.0f : ((i % 150 == 1) ? 0.5f : 1.0f);
        flags[i] = (long)i * 1000003L;
    }
    float prod = 1.0f;
    double neg = 0.0;
    long all_nonneg = 1, any_huge = 0;
#pragma omp parallel for reduction(*:prod) reduction(-:neg) reduction(&&:all_nonneg) reduction(||:any_huge)
    for (i = 0; i < N; i++) {
        prod *= g[i];
        neg -= 0.25 * (i % 8);
        all_nonneg = all_nonneg && flags[i] >= 0;
        any_huge = any_huge || flags[i] > 2999000000L;
    }
    printf("float product %.6e double minus %.12e\n", prod, neg);
    printf("long and %ld long or %ld\n", all_nonneg, any_huge);
    return 0;
}
