/* The tutorial's pi as it is usually written: `double step;` at file
 * scope, set in main, the threads' sums merged scaled by it (`pi += sum *
 * step` under critical, `pi += step * s` atomic). A global factor kept the
 * loop on the host ("not a merge `shared op= sum`"): a function the region
 * calls might change it. It is now uniform when nothing the region runs
 * writes it by name (the region, and the functions it calls, followed
 * down; other callees are library functions) and its address is never
 * taken. A global that a function called in the region sets (under
 * `single`) keeps its loop on the host.
 */
// omp2ocl-test: offload=2
// omp2ocl-test: missed="is not a merge"
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <math.h>
#include <omp.h>

static long num_steps = 1000000;
double step;
static double width;
double h;

static double f(double x) { return 4.0 / (1.0 + x * x); }
static void set_h(long n) { h = 1.0 / (double)n; }

int main(void)
{
    double pi = 0.0, pi2 = 0.0, pi3 = 0.0;
    int i;
    step = 1.0 / (double)num_steps;
    width = step;
#pragma omp parallel
    {
        double x, sum = 0.0;
        if (omp_get_thread_num() == 0)
            (void)omp_get_num_threads();
#pragma omp for
        for (i = 0; i < num_steps; i++) {
            x = (i + 0.5) * step;
            sum = sum + f(x);
        }
#pragma omp critical
        pi += sum * step;
    }
#pragma omp parallel
    {
        double s = 0.0;
        int k;
#pragma omp for
        for (k = 0; k < num_steps; k++)
            s += sqrt(1.0 - ((k + 0.5) * width) * ((k + 0.5) * width));
#pragma omp atomic
        pi2 += width * s;
    }
#pragma omp parallel
    {
        double s = 0.0;
        int k;
#pragma omp single
        set_h(num_steps);
#pragma omp for
        for (k = 0; k < num_steps; k++)
            s += f((k + 0.5) * h);
#pragma omp critical
        pi3 += s * h;
    }
    printf("pi=%.12f quarter-circle=%.12f pi3=%.12f\n", pi, 4.0 * pi2, pi3);
    return 0;
}
