/* The generated host file must compile wherever the original did: no
 * system header of its own (this file defines a global `random` and a
 * function `select`, which <stdlib.h> and <sys/select.h> declare
 * otherwise), and a parallel region with default(none) around an
 * offloaded work-sharing loop (the launch names nothing the clause would
 * have to list). */
// omp2ocl-test: offload=2
#include <stdio.h>

#define N 2000
static int random[N];
static double acc[N];

static int select(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

int main(void)
{
    int i;
    double total = 0.0;
    for (i = 0; i < N; i++)
        random[i] = (i * 7919) % 1009 - 500;
#pragma omp parallel default(none) shared(random, acc)
    {
#pragma omp for
        for (i = 0; i < N; i++)
            acc[i] = select(random[i], -100, 100) * 0.5;
    }
#pragma omp parallel for default(none) shared(acc) reduction(+ : total)
    for (i = 0; i < N; i++)
        total += acc[i];
    printf("%.6f %d\n", total, select(random[3], 0, 10));
    return 0;
}
