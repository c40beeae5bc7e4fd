/* The per-thread partial sum merged under critical, with the loop and the
 * merge inside a block of the region's body (`{ double local = 0; #pragma
 * omp for ... #pragma omp critical gsum += local; }`): the loop stayed on
 * the host ("'local' is used beside the loop in the statement around it");
 * without the block it ran as a kernel (found by a probe). A plain block
 * runs once, as the body does: its statements are the loop's surroundings.
 * The partial may also be declared outside the block, with a start value
 * of its own, and merged atomically, or the block may hold the loop alone
 * (a statement around it, as a time-step loop is).
 */
// omp2ocl-test: offload=3
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <omp.h>

#define N 1000000
static double d[N];

int main(void)
{
    int i;
    double gsum = 0.0, g2 = 0.0, g3 = 0.0;
    int nt = 0;
    for (i = 0; i < N; i++)
        d[i] = (i % 10) * 0.5;
#pragma omp parallel
    {
        {
            double local = 0.0;
#pragma omp for
            for (i = 0; i < N; i++)
                local += d[i];
#pragma omp critical
            gsum += local;
        }
    }
#pragma omp parallel
    {
        double part = 1.0; /* each thread adds its own 1.0 */
#pragma omp single
        nt = omp_get_num_threads();
        {
#pragma omp for
            for (i = 0; i < N; i++)
                part += d[i] * 2.0;
#pragma omp atomic
            g2 += part;
        }
    }
#pragma omp parallel
    {
        double other = 0.0;
        {
#pragma omp for
            for (i = 0; i < N; i++)
                other += d[i];
        }
#pragma omp critical
        g3 += other;
    }
    printf("gsum %.6f g2 less one per thread %.6f g3 %.6f\n", gsum, g2 - nt, g3);
    return 0;
}
