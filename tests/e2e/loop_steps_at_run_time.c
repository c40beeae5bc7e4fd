/* Work-sharing loops whose step is a run-time value (`i += p`,
 * `i = i + s`, `i -= s`): OpenMP requires the step to be loop-invariant,
 * so the host evaluates it once, as the OpenMP version does, and each
 * work-item computes its iterator from it. Such loops stayed on the host
 * ("its loop step is not a constant"). A sieve of Eratosthenes launches
 * one kernel per prime up to sqrt(n); the others are blocks of a run-time
 * width, a count-down with lastprivate, a collapse(2) with two run-time
 * steps, a step read from a struct and a parameter, and an orphaned `omp
 * for` whose step is the team's shared value. The direction is the
 * condition's: `i > 0; i += s` steps by a negative s, `k < 500; k -= s`
 * by a negative s too. (A step the other way, a loop OpenMP does not
 * define, runs the OpenMP version.)
 */
// omp2ocl-test: offload=61
#include <stdio.h>
#include <stdlib.h>
#define N 60000
static char composite[N + 1];
static double grid[300][400];
struct config { int stride; int width; };

static void scale_every(double *v, int n, int stride, double f)
{
    int i;
#pragma omp parallel for
    for (i = stride - 1; i < n; i += stride)
        v[i] *= f;
}

static double osum;
static void orphan_sum(const double *v, int n, int step)
{
    int i;
#pragma omp for reduction(+:osum)
    for (i = 0; i < n; i = i + step)
        osum += v[i];
}

int main(int argc, char **argv)
{
    int n = N, p, i, j;
    int s = 3 + (argc > 7);      /* run-time values the compiler cannot fold */
    struct config cfg = { 5 + (argc > 9), 4 };
    double *a = malloc(sizeof(double) * n);
    long primes = 0;
    for (i = 0; i < n; i++)
        a[i] = (i % 13) * 0.25;

    /* sieve: one launch per prime p <= sqrt(n) */
    for (p = 2; p * p <= n; p++) {
        if (composite[p])
            continue;
#pragma omp parallel for
        for (i = p * p; i <= n; i += p)
            composite[i] = 1;
    }
    for (i = 2; i <= n; i++)
        primes += !composite[i];
    printf("primes below %d: %ld\n", n, primes);

    /* blocks of a run-time width; the last block may stop short */
#pragma omp parallel for
    for (i = 0; i < n - s + 1; i = i + s) {
        int k;
        for (k = 0; k < s; k++)
            a[i + k] += k;
    }

    /* counting down by s, the last iteration's value kept */
    int last = -1;
#pragma omp parallel for lastprivate(last)
    for (i = n - 1; i >= 0; i -= s) {
        a[i] *= 2.0;
        last = i;
    }
    printf("last=%d\n", last);

    /* the iterator's own final value (one step past its last value) */
#pragma omp parallel for lastprivate(j)
    for (j = 5; j < 1000; j += s)
        a[j] = -a[j];
    printf("j after the loop: %d\n", j);

    /* two run-time steps, collapsed */
    for (i = 0; i < 300; i++)
        for (j = 0; j < 400; j++)
            grid[i][j] = 0.0;
#pragma omp parallel for collapse(2)
    for (i = 1; i < 300; i += cfg.stride)
        for (j = 2; j <= 399; j += cfg.width)
            grid[i][j] = i * 1000.0 + j;

    scale_every(a, n, cfg.stride, 0.5);

#pragma omp parallel
    orphan_sum(a, n, s + 1);
    double t = osum;

    /* negative run-time steps, the direction from the condition */
    int neg = -s, down = -1, up = -1;
#pragma omp parallel for lastprivate(down)
    for (i = n - 1; i > 0; i += neg) {
        a[i] -= 0.25;
        down = i;
    }
#pragma omp parallel for lastprivate(up)
    for (j = 10; j < 5000; j -= neg) {
        a[j] += 0.125;
        up = j;
    }
    printf("down=%d up=%d\n", down, up);

    double sum = 0.0, g = 0.0;
    for (i = 0; i < n; i++)
        sum += a[i] * (1 + i % 7);
    for (i = 0; i < 300; i++)
        for (j = 0; j < 400; j++)
            g += grid[i][j] * ((i + j) % 5);
    printf("sum=%.6f grid=%.1f orphan=%.6f\n", sum, g, t);
    free(a);
    return 0;
}
