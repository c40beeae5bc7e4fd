// A thread's own count and sum accumulated by an `omp for` inside the
// region's time-step loop and merged once after it (atomic, critical): each
// run of the loop only adds to each thread's copy, so the loop runs as a
// reduction into the launching thread's copy, and the time loop's other
// loops stay on the device with it. In the second region the partial is
// also read inside the time loop (`if (part > 1e9) ...`): each thread's
// running value would be visible, so that loop stays on the host.
// omp2ocl-test: offload=15
// omp2ocl-test: offload-max=15
// omp2ocl-test: missed="'part' is used beside the loop in the statement around it"
// omp2ocl-test: tolerance=1e-10
#include <math.h>
#include <stdio.h>

#define N 20000

static double a[N], b[N], c[N];

int main(void)
{
    int i, t, total = 0, flagged = 0;
    double gsum = 0.0, bsum = 0.0, psum = 0.0;

    for (i = 0; i < N; i++)
        a[i] = sin(0.001 * i);
#pragma omp parallel private(t)
    {
        int mycount = 0;
        double mysum = 0.0;
        for (t = 0; t < 5; t++) {
#pragma omp for
            for (i = 0; i < N; i++) {
                b[i] = a[i] * a[i] + 0.5 * a[i];
                c[i] = 2.0 * a[i] + 1.0;
            }
#pragma omp for
            for (i = 0; i < N; i++) {
                if (b[i] > 0.3)
                    mycount++;
                mysum += c[i];
            }
#pragma omp for
            for (i = 1; i < N - 1; i++)
                a[i] = 0.5 * a[i] + 0.25 * (b[i - 1] + b[i + 1]);
        }
#pragma omp atomic
        total += mycount;
#pragma omp critical
        gsum += mysum;
    }

#pragma omp parallel private(t)
    {
        double part = 0.0;
        for (t = 0; t < 3; t++) {
#pragma omp for
            for (i = 0; i < N; i++)
                part += a[i];
            if (part > 1.0e9)
                flagged = 1;
        }
#pragma omp critical
        psum += part;
    }
    for (i = 0; i < N; i++)
        bsum += a[i] * (1 + i % 3) + b[i];
    printf("total=%d gsum=%.10e bsum=%.12e psum=%.10e flagged=%d\n", total, gsum, bsum, psum,
           flagged);
    return 0;
}
