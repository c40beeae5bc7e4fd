// `task` (a loop spawning one task per block, taskwait, and recursive tasks)
// stays on the host; the loop consuming the results afterwards is offloadable.
// omp2ocl-test: offload=1
#include <stdio.h>

#define NB 16
#define BS 256

static long data[NB * BS];
static long block_sum[NB];
static long out[NB * BS];

static long fib(int n)
{
    long x, y;
    if (n < 2)
        return n;
#pragma omp task shared(x) firstprivate(n)
    x = fib(n - 1);
#pragma omp task shared(y) firstprivate(n)
    y = fib(n - 2);
#pragma omp taskwait
    return x + y;
}

static void process_block(int b)
{
    int i;
    long s = 0;
    for (i = 0; i < BS; i++) {
        data[b * BS + i] = (long)(b + 1) * (i % 17);
        s += data[b * BS + i];
    }
    block_sum[b] = s;
}

int main(void)
{
    int b, i;
    long f = 0;
#pragma omp parallel
    {
#pragma omp single
        {
            for (b = 0; b < NB; b++) {
#pragma omp task firstprivate(b)
                process_block(b);
            }
#pragma omp taskwait
            f = fib(15);
        }
    }
#pragma omp parallel for
    for (i = 0; i < NB * BS; i++)
        out[i] = data[i] * 2 + block_sum[i / BS] % 7;
    long s = 0;
    for (i = 0; i < NB * BS; i++)
        s += out[i];
    printf("block_sum[3] %ld fib %ld checksum %ld\n", block_sum[3], f, s);
    return 0;
}
