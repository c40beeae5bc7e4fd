// A realloc'd array used by kernels before and after the realloc: the first
// kernel leaves its results on the device; realloc must bring them home (the
// runtime forgets the old block, then reallocates) and the kernel after it
// gets the new, larger block. realloc(NULL, n) allocates the index array.
// omp2ocl-test: offload=3
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

static void bump(double *a, const int *idx, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        a[idx[i]] += 1.0 + i % 4;
}

int main(void)
{
    int n = 4000, i;
    double *a = malloc(n * sizeof(double));
    int *idx = realloc(NULL, 2 * n * sizeof(int));
    for (i = 0; i < n; i++) {
        a[i] = i * 0.25;
        idx[i] = (i * 13) % n; /* a permutation of 0..n-1 */
    }
    bump(a, idx, n);
    a = realloc(a, 2 * n * sizeof(double)); /* moves or grows in place */
    for (i = n; i < 2 * n; i++) {
        a[i] = -(double)i;
        idx[i] = n + (i * 7) % n;
    }
    bump(a, idx, 2 * n);
    bump(a, idx + n, n); /* only the new half, through the middle of idx */
    double s = 0.0;
    for (i = 0; i < 2 * n; i++)
        s += a[i] * ((i % 7) + 1);
    printf("a[1] %.12e a[%d] %.12e a[%d] %.12e sum %.12e\n", a[1], n - 1, a[n - 1], 2 * n - 1,
           a[2 * n - 1], s);
    free(a);
    free(idx);
    return 0;
}
