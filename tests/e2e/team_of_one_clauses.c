/* Loops that carry a dependence and are correct only because an `if` or
 * `num_threads` clause gives them a team of one thread, which runs the
 * iterations in order: constant clauses (if(0), num_threads(1)) keep them on
 * the host; clauses known at run time make the launch run the OpenMP
 * version (combined loops test the clause, loops in a region ask the
 * team's size); an orphaned loop called from a region with such a clause
 * too. The same clauses on independent loops with a team of many still
 * offload them. */
// omp2ocl-test: offload=3
// omp2ocl-test: missed="its 'if' or 'num_threads' clause makes a team of one thread, which runs the iterations in order"
// omp2ocl-test: missed="the 'if' or 'num_threads' clause of its parallel region makes a team of one thread"
#include <stdio.h>

#define N 50000
static int a[N + 1], b[N + 1], c[N + 1], d[N + 1], e[N + 1], f[N + 1], g[N + 1];
static double x[N], y[N];

static void prefix(int *v, int n)
{
    int i;
#pragma omp for
    for (i = 1; i <= n; i++)
        v[i] = (v[i - 1] * 3 + v[i]) % 1000003;
}

int main(int argc, char **argv)
{
    int i, serial = argc < 5, one = argc < 5 ? 1 : 4, many = 4;
    (void)argv;
    for (i = 0; i <= N; i++)
        a[i] = b[i] = c[i] = d[i] = e[i] = f[i] = g[i] = i % 7;
    for (i = 0; i < N; i++)
        x[i] = i * 0.5;
#pragma omp parallel for if(!serial)
    for (i = 1; i <= N; i++)
        a[i] = (a[i - 1] * 3 + a[i]) % 1000003;
#pragma omp parallel for if(0)
    for (i = 1; i <= N; i++)
        b[i] = (b[i - 1] * 3 + b[i]) % 1000003;
#pragma omp parallel for num_threads(1)
    for (i = 1; i <= N; i++)
        c[i] = (c[i - 1] * 3 + c[i]) % 1000003;
#pragma omp parallel for num_threads(one)
    for (i = 1; i <= N; i++)
        d[i] = (d[i - 1] * 3 + d[i]) % 1000003;
#pragma omp parallel if(!serial)
    {
#pragma omp for
        for (i = 1; i <= N; i++)
            e[i] = (e[i - 1] * 3 + e[i]) % 1000003;
    }
#pragma omp parallel num_threads(1)
    {
#pragma omp for
        for (i = 1; i <= N; i++)
            f[i] = (f[i - 1] * 3 + f[i]) % 1000003;
    }
#pragma omp parallel if(serial == 0)
    prefix(g, N);
    /* a team of many: offloaded */
#pragma omp parallel for if(serial) num_threads(many)
    for (i = 0; i < N; i++)
        y[i] = x[i] * 2.0 + 1.0;
#pragma omp parallel if(N > 100)
    {
#pragma omp for
        for (i = 0; i < N; i++)
            y[i] += x[i];
    }
#pragma omp parallel num_threads(many)
    {
#pragma omp for
        for (i = 0; i < N; i++)
            y[i] *= 0.5;
    }
    printf("%d %d %d %d %d %d %d\n", a[N], b[N], c[N], d[N], e[N], f[N], g[N]);
    printf("%.10e %.10e\n", y[1], y[N - 1]);
    return 0;
}
