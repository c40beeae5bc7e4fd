/* A function's automatic arrays used by three kernels in a row, the
 * function called three times. The arrays were handed back to the runtime
 * after every launch (downloaded, then uploaded again for the next kernel:
 * 16 KB each way per kernel and array) although no host code touched them
 * in between; they are now handed back once, when their scope ends, and
 * dropped there without a download (the arrays are dead). Also a struct
 * holding an array, used by a kernel through its member (uploaded once per
 * call, 16,392 bytes: the host wrote its `n` before the launch; the arrays
 * cost nothing).
 */
// omp2ocl-test: offload=12
// omp2ocl-test: h2d-max=50000
// omp2ocl-test: d2h-max=4096
#include <stdio.h>

#define M 2048

struct grid {
    double v[M];
    int n;
};

static double process(int seed)
{
    double t[M], u[M];
    int i;
    double s = 0.0;
#pragma omp parallel for
    for (i = 0; i < M; i++)
        t[i] = (double)((seed * 131 + i * 17) % 1000) * 1e-3;
#pragma omp parallel for
    for (i = 0; i < M; i++)
        u[i] = t[i] * t[i] + 0.5 * t[i];
#pragma omp parallel for reduction(+:s)
    for (i = 0; i < M; i++)
        s += u[i] - t[i];
    return s;
}

static double in_struct(int seed)
{
    struct grid g;
    int i;
    double m = 0.0;
    g.n = M;
#pragma omp parallel for
    for (i = 0; i < M; i++)
        g.v[i] = (double)((seed + i) % 7);
#pragma omp parallel for reduction(max:m)
    for (i = 0; i < M; i++)
        if (g.v[i] * 2.0 > m)
            m = g.v[i] * 2.0;
    return m;
}

int main(void)
{
    int k;
    double tot = 0.0, mx = 0.0;
    for (k = 0; k < 3; k++)
        tot += process(k);
    for (k = 0; k < 3; k++)
        mx += in_struct(k);
    printf("%.12e %.12e\n", tot, mx);
    return 0;
}
