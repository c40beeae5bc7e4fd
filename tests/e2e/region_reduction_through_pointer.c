/* A region's reduction copy handed by address to an orphaned loop
 * (`#pragma omp parallel reduction(+:s) work(&s);`, `*ps += a[k]` in the
 * loop): each thread updates its own copy through the pointer, and the
 * region combines them. The loop was offloaded as if *ps were one shared
 * location: every work-item added into the launching thread's copy on the
 * device, unsynchronised, and nothing came back (s = 0 for 499500). A
 * reduction clause of the region makes its variable the thread's own, as
 * private does: the pointer is per thread and the loop stays on the host.
 */
// omp2ocl-test: offload=1
// omp2ocl-test: missed="may hold a different value in each thread"
#include <stdio.h>

#define N 1000

static double a[N], b[N];

static void work(double *ps)
{
    int k;
#pragma omp for
    for (k = 0; k < N; k++)
        *ps += a[k];
}

int main(void)
{
    int k;
    double s = 0;
    for (k = 0; k < N; k++)
        a[k] = k;
#pragma omp parallel reduction(+:s)
    work(&s);
#pragma omp parallel for
    for (k = 0; k < N; k++)
        b[k] = a[k] * 2.0;
    printf("s=%.1f b[7]=%.1f\n", s, b[7]);
    return 0;
}
