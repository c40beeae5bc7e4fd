/* Host code reached by a goto that lands inside a statement (a loop body,
 * a block, an else branch, a while body), after kernels wrote the data it
 * reads or before kernels read what it writes: the announcement went
 * before the outermost statement, which the jump skipped, so the host read
 * its stale copy (s = 251 for 33132) and its writes never reached the
 * device (found by a probe; f2c-style code jumps like this). Every buffer
 * now comes home before a jump, marked stale on the device.
 */
// omp2ocl-test: offload=4
#include <stdio.h>

#define N 256
static double A[N];

static void kern(double f)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        A[i] = A[i] * f + i;
}

int main(void)
{
    int i, k = 0;
    double s = 0.0, t = 0.0;
    for (i = 0; i < N; i++)
        A[i] = 1.0;
    kern(2.0);
    i = 5;
    goto inside;
    for (i = 0; i < N; i++) {
    inside:
        s += A[i];
    }
    kern(1.0);
    if (k == 0)
        goto block;
    {
        s = -1.0;
    block:
        s += A[3];
        A[4] = 100.0;
    }
    kern(0.5);
    if (k)
        t = 1.0;
    else
        goto other;
    if (k == 7) {
        t = 2.0;
    } else {
    other:
        t += A[4] + A[5];
    }
    i = 10;
    goto mid;
    while (i < 20) {
        A[i] = 0.0;
    mid:
        A[i] += 1.0;
        i++;
    }
    kern(3.0);
    double sum = 0.0;
    for (i = 0; i < N; i++)
        sum += A[i] * (i % 7 + 1);
    printf("s %.3f t %.3f sum %.3f A[12] %.3f\n", s, t, sum, A[12]);
    return 0;
}
