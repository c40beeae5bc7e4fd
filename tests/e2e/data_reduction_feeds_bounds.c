// A reduction computed by one kernel determines the loop bounds of the next
// kernel (and a max reduction determines the array length used afterwards).
// omp2ocl-test: offload=3
#include <stdio.h>

#define N 10000

static int len[N];
static long out[N];

int main(void)
{
    int i, count = 0, mx = 0;
    for (i = 0; i < N; i++)
        len[i] = (i * 31) % 17;
#pragma omp parallel for reduction(+:count) reduction(max:mx)
    for (i = 0; i < N; i++) {
        if (len[i] > 12)
            count++;
        if (len[i] > mx)
            mx = len[i];
    }
    int hi = count;                     /* bound of the next loop */
#pragma omp parallel for
    for (i = 0; i < hi; i++)
        out[i] = (long)len[i] * mx + i;
    long s = 0;
#pragma omp parallel for reduction(+:s)
    for (i = mx; i < hi - mx; i++)
        s += out[i] - out[i - mx];
    printf("count %d max %d s %ld out[hi-1] %ld out[hi] %ld\n", count, mx, s, out[hi - 1], out[hi]);
    return 0;
}
