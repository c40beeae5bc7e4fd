// lastprivate scalars: after the loop they hold the value of the
// sequentially last iteration (an int, a double and the loop index).
#include <stdio.h>

#define N 1000

static double v[N];

int main(void)
{
    int i, last_i = -1, k = 0;
    double last_v = 0.0;
#pragma omp parallel for lastprivate(i, last_i, last_v, k)
    for (i = 0; i < N; i++) {
        k = i * 3;
        last_i = i % 37;
        last_v = 0.5 * i + 0.25;
        v[i] = last_v - k;
    }
    printf("i %d last_i %d k %d last_v %.12e\n", i, last_i, k, last_v);

    int j, jl = 0;
#pragma omp parallel
    {
#pragma omp for lastprivate(jl)
        for (j = 5; j < N; j += 3)
            jl = j;
    }
    double s = 0.0;
    for (i = 0; i < N; i++)
        s += v[i];
    printf("jl %d sum %.12e\n", jl, s);
    return 0;
}
