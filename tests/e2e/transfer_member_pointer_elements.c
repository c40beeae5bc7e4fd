/* One element behind a struct's pointer member, written and read by the
 * host in every step around a kernel (`v.x[0] = it;`, `if (v.x[7] > t)`):
 * announced alone, as an array's element is. The whole allocation moved
 * for it both ways in every step (8 MB each way over ten steps).
 */
// omp2ocl-test: offload=10
// omp2ocl-test: h2d-max=900000
// omp2ocl-test: d2h-max=4096
#include <stdio.h>
#include <stdlib.h>
struct V { int n; double *x; };
static void inc(double *x, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++) x[i] += 1.0;
}
int main(void)
{
    struct V v; int it;
    v.n = 100000; v.x = calloc(v.n, sizeof(double));
    for (it = 0; it < 10; it++) {
        v.x[0] = it;                 /* one element written on the host */
        inc(v.x, v.n);
        if (v.x[7] > 100.0) break;   /* one element read on the host */
    }
    printf("x0=%.1f x7=%.1f\n", v.x[0], v.x[7]);
    free(v.x);
    return 0;
}
