// reduction(*) on double (rounding differs by order: tolerance) and on int
// and long (exact, wrapping avoided by small factors).
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 4000

static double f[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        f[i] = 1.0 + ((i % 9) - 4) * 1e-4;
    double p = 1.0;
    int pi = 1;
    long pl = 3;
#pragma omp parallel for reduction(*:p, pi, pl)
    for (i = 0; i < N; i++) {
        p *= f[i];
        if (i % 500 == 0)
            pi *= 2;
        if (i % 1000 == 7)
            pl *= -3;
    }
    printf("double product %.12e\n", p);
    printf("int product %d long product %ld\n", pi, pl);
    return 0;
}
