// default(none) with every variable listed, next to default(shared).
// omp2ocl-test: offload=2
#include <stdio.h>

#define N 2500

static int a[N], b[N];

int main(void)
{
    int i, n = N, k = 3;
    int *pa = a, *pb = b;
#pragma omp parallel for default(none) shared(pa, n) firstprivate(k) private(i)
    for (i = 0; i < n; i++)
        pa[i] = (i * k) % 101;
#pragma omp parallel for default(shared)
    for (i = 0; i < n; i++)
        pb[i] = pa[i] + pa[n - 1 - i];
    long s = 0;
    for (i = 0; i < N; i++)
        s += (long)b[i] * (i % 5);
    printf("a[100] %d b[7] %d checksum %ld\n", a[100], b[7], s);
    return 0;
}
