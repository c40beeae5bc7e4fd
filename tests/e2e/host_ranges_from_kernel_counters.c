/* A kernel appends to out[] at slots a counter hands out (atomic capture);
 * the host then reads out[] up to the counter, or the element before it.
 * The announcement of out's range was computed from the counter before the
 * counter itself was announced: the host's stale 0 gave the range
 * out[0 .. -1] (one element), and the host summed 1 for 250 and read 0 for
 * the last element. Whole variables read come first now.
 */
// omp2ocl-test: offload=2
#include <stdio.h>

#define N 1000

static int out[N];
static int cnt;

/* Appends value at the slots the counter hands out, for every i with
 * i % every == rest. */
static void append(int every, int rest, int value)
{
    int i, v;
    cnt = 0;
#pragma omp parallel for private(v)
    for (i = 0; i < N; i++) {
        if (i % every == rest) {
#pragma omp atomic capture
            v = cnt++;
            out[v] = value;
        }
    }
}

int main(void)
{
    int i;
    long s = 0;
    append(4, 1, 1);
    for (i = 0; i < cnt; i++)
        s += out[i];
    printf("cnt=%d s=%ld\n", cnt, s);
    append(8, 3, 7);
    printf("last=%d count=%d\n", out[cnt - 1], cnt);
    return 0;
}
