// `ordered` must stay on the host: a running prefix sum and printf in
// iteration order inside an ordered block.
// omp2ocl-test: offload=0
// omp2ocl-test: offload-max=0
// omp2ocl-test: missed="ordered"
#include <stdio.h>

#define N 40

static long v[N], pre[N];

int main(void)
{
    int i;
    long running = 0;
#pragma omp parallel for ordered schedule(static, 1)
    for (i = 0; i < N; i++) {
        v[i] = (long)i * i - 3 * i;
#pragma omp ordered
        {
            running += v[i];
            pre[i] = running;
            if (i % 8 == 0)
                printf("step %d prefix %ld\n", i, running);
        }
    }
    printf("final %ld pre[N-1] %ld\n", running, pre[N - 1]);
    return 0;
}
