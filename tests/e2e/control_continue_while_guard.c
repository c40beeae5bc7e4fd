// Control flow in a kernel body: an early `if` guard, `continue`, an inner
// `while` loop with a data-dependent trip count (Collatz steps), `break`.
// omp2ocl-test: offload=1
#include <stdio.h>

#define N 10000

static int steps[N];
static int skipped[N];
static double val[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        val[i] = (i % 11 == 0) ? -1.0 : (double)i;
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        long x;
        int s = 0;
        if (val[i] < 0.0) {
            steps[i] = -1;
            skipped[i] = 1;
            continue;
        }
        skipped[i] = 0;
        x = i + 1;
        while (x != 1) {
            x = (x % 2 == 0) ? x / 2 : 3 * x + 1;
            s++;
            if (s > 500)
                break;
        }
        steps[i] = s;
    }
    long total = 0, sk = 0;
    int maxs = 0, arg = 0;
    for (i = 0; i < N; i++) {
        total += steps[i];
        sk += skipped[i];
        if (steps[i] > maxs) {
            maxs = steps[i];
            arg = i;
        }
    }
    printf("total %ld skipped %ld max %d at %d\n", total, sk, maxs, arg);
    return 0;
}
