/* A routine with a kernel called on slices `&a[k * bs]`: the routine
 * announces its own accesses, as for `a + k * bs`. The caller announced
 * the whole array before every call (READ | WRITE: a download and an
 * upload of 800 KB per call, 1.5 MB d2h over the ten calls); the data now
 * stays on the device until the host reads two elements.
 */
// omp2ocl-test: offload=20
// omp2ocl-test: d2h-max=4096
#include <stdio.h>
#include <stdlib.h>
static void scale(double *p, int n, double s)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++) p[i] *= s;
}
int main(void)
{
    int n = 100000, k, i;
    double *a = malloc(n * sizeof(double));
    for (i = 0; i < n; i++) a[i] = 1.0;
    for (k = 0; k < 10; k++) scale(a + k * 10000, 10000, 2.0);   /* no host sync */
    for (k = 0; k < 10; k++) scale(&a[k * 10000], 10000, 2.0);   /* whole-array round trip per call */
    printf("a[5]=%.1f a[99999]=%.1f\n", a[5], a[n - 1]);
    free(a);
    return 0;
}
