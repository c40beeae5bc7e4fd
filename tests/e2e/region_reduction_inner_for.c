/* A reduction clause on the parallel region, updated by a work-sharing
 * loop inside it (`#pragma omp parallel reduction(+:s, cnt) { #pragma omp
 * for ... s += a[k]; }`), the textbook form: each thread's copy gathers
 * its iterations and the region combines the copies at its end. It stayed
 * on the host ("'s' may carry a value from one iteration to the next").
 * On the device the loop's total goes into the launching thread's copy;
 * the others keep the identity. Also max, two loops in one region, and
 * two loops updating the same variable. A region that also uses its copy
 * outside the loops stays on the host.
 */
// omp2ocl-test: offload=5
// omp2ocl-test: missed="may carry a value"
// omp2ocl-test: tolerance=1e-10
#include <stdio.h>

#define N 100000

static double a[N], b[N];

int main(void)
{
    int i;
    double s = 0, t = 1.0, big = -1.0, u = 0, w = 0.5;
    long cnt = 0;
    for (i = 0; i < N; i++) {
        a[i] = (i % 97) * 0.01;
        b[i] = ((i * 7) % 101) * 0.5;
    }
#pragma omp parallel reduction(+:s, cnt)
    {
        int k;
#pragma omp for
        for (k = 0; k < N; k++) {
            s += a[k];
            if (a[k] > 0.5)
                cnt++;
        }
    }
#pragma omp parallel reduction(max:big) reduction(+:t)
    {
        int k;
#pragma omp for
        for (k = 0; k < N; k++)
            if (b[k] * a[k] > big)
                big = b[k] * a[k];
#pragma omp for
        for (k = 0; k < N; k++)
            t += b[k];
    }
#pragma omp parallel reduction(+:w)
    {
        int k;
#pragma omp for
        for (k = 0; k < N; k++)
            w += a[k];
#pragma omp for nowait
        for (k = 0; k < N; k++)
            w += 2.0 * b[k];
    }
    /* the copy is also used outside the loop: host */
#pragma omp parallel reduction(+:u)
    {
        int k;
        u += 1.0;
#pragma omp for
        for (k = 0; k < N; k++)
            u += a[k];
        u -= 1.0;
    }
    printf("s=%.6f cnt=%ld big=%.4f t=%.3f u=%.6f w=%.4f\n", s, cnt, big, t, u, w);
    return 0;
}
