// Loops writing a shared scalar (a search that stores the unique index found,
// and a flag set by many iterations to the same value) stay on the host.
// omp2ocl-test: offload=0
// omp2ocl-test: missed="found"
#include <stdio.h>

#define N 10000

static int key[N];

int main(void)
{
    int i, found = -1, any_odd = 0;
    for (i = 0; i < N; i++)
        key[i] = (i * 3 + 1) % 20011;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        if (key[i] == 12346)
            found = i;
#pragma omp parallel for shared(any_odd)
    for (i = 0; i < N; i++)
        if (key[i] % 1001 == 0)
            any_odd = 1;
    printf("found %d any %d\n", found, any_odd);
    return 0;
}
