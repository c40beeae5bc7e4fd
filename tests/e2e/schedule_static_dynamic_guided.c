// schedule(static), schedule(static, chunk), schedule(dynamic[, chunk]) and
// schedule(guided[, chunk]): the result never depends on the schedule.
// omp2ocl-test: offload=6
#include <stdio.h>

#define N 7777

static long a[N], b[N], c[N], d[N], e[N];

int main(void)
{
    int i;
    long s = 0;
#pragma omp parallel for schedule(static)
    for (i = 0; i < N; i++)
        a[i] = (long)i * i % 1013;
#pragma omp parallel for schedule(static, 7)
    for (i = 0; i < N; i++)
        b[i] = a[i] + 3 * i;
#pragma omp parallel for schedule(dynamic)
    for (i = 0; i < N; i++)
        c[i] = b[i] - a[N - 1 - i];
#pragma omp parallel for schedule(dynamic, 16)
    for (i = 0; i < N; i++)
        d[i] = c[i] * 2 + (i & 7);
#pragma omp parallel for schedule(guided)
    for (i = 0; i < N; i++)
        e[i] = d[i] ^ a[i];
#pragma omp parallel for schedule(guided, 4) reduction(+:s)
    for (i = 0; i < N; i++)
        s += e[i] % 1000;
    printf("a %ld b %ld c %ld d %ld e %ld\n", a[N - 1], b[100], c[200], d[300], e[400]);
    printf("sum %ld\n", s);
    return 0;
}
