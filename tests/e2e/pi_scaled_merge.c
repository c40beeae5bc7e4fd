/* The OpenMP tutorial's pi: each thread sums its share of the integrand,
 * then merges it scaled by the step (`pi += s * step;` under critical, or
 * `pi += step * s;` atomic). A merge of the sum itself was already a
 * reduction; a scaled one kept the loop on the host ("not a merge `shared
 * op= s`"). The factor is the same in every thread (a variable declared
 * outside the region that nothing in it writes), so the scaled total is
 * the sum of the scaled parts. A factor the threads compute themselves
 * (declared in the region) keeps the loop on the host.
 */
// omp2ocl-test: offload=2
// omp2ocl-test: missed="is not a merge"
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 1000000

int main(void)
{
    double step = 1.0 / N, pi = 0.0, pi2 = 0.0, pi3 = 0.0;
#pragma omp parallel
    {
        double s = 0.0;
        int k;
#pragma omp for
        for (k = 0; k < N; k++) {
            double x = (k + 0.5) * step;
            s += 4.0 / (1.0 + x * x);
        }
#pragma omp critical
        pi += s * step;
    }
#pragma omp parallel
    {
        double s = 0.0;
        int k;
#pragma omp for
        for (k = 0; k < N; k++) {
            double x = (k + 0.5) * step;
            s += 4.0 / (1.0 + x * x);
        }
#pragma omp atomic
        pi2 += step * s;
    }
#pragma omp parallel
    {
        double s = 0.0, h = 1.0 / N;
        int k;
#pragma omp for
        for (k = 0; k < N; k++) {
            double x = (k + 0.5) * h;
            s += 4.0 / (1.0 + x * x);
        }
#pragma omp critical
        pi3 += s * h;
    }
    printf("pi=%.12f pi2=%.12f pi3=%.12f\n", pi, pi2, pi3);
    return 0;
}
