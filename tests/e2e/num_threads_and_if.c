// num_threads(...) and if(...) clauses: an if that is true, one that is false
// (the region runs on one thread), and num_threads on a region and a loop.
// omp2ocl-test: offload=2
#include <stdio.h>

#define N 4096

static int a[N], b[N], c[N], d[N];

int main(int argc, char **argv)
{
    int i, n = N;
    (void)argv;
#pragma omp parallel for num_threads(2)
    for (i = 0; i < n; i++)
        a[i] = i * 5 % 71;
#pragma omp parallel for if(n > 1000)
    for (i = 0; i < n; i++)
        b[i] = a[i] + a[(i + 1) % n];
#pragma omp parallel for if(argc > 5)
    for (i = 0; i < n; i++)
        c[i] = b[i] * 2 - a[i];
#pragma omp parallel num_threads(3) if(n > 10)
    {
#pragma omp for
        for (i = 0; i < n; i++)
            d[i] = c[i] - b[i] + (i >> 4);
    }
    long s = 0;
    for (i = 0; i < N; i++)
        s += (long)d[i] * (i % 9);
    printf("a %d b %d c %d d %d sum %ld\n", a[77], b[78], c[79], d[4095], s);
    return 0;
}
