/* A guard the translator cannot turn into a bound (`n - i > 1`) keeps
 * a[i + 1] inside an array that ends at an inaccessible page. An extent
 * from the loop bounds alone would copy one element past it and fault. The
 * translator hands 'a' over as its whole allocation block instead, and this
 * block was mapped with mmap, which no translated unit registers: the launch
 * declines at run time and the OpenMP loop runs (no kernel launches). */
#define _DEFAULT_SOURCE
// omp2ocl-test: offload=0
// omp2ocl-test: offload-max=0
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
int main(void)
{
    long n = 4096 / sizeof(double), i;
    char *m = mmap(0, 8192, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    mprotect(m + 4096, 4096, PROT_NONE);
    double *a = (double *)m;             /* ends exactly at the guard page */
    double *b = malloc(n * sizeof(double));
    for (i = 0; i < n; i++) { a[i] = i * 0.5; b[i] = 0; }
#pragma omp parallel for
    for (i = 0; i < n; i++)
        if (n - i > 1)
            b[i] = a[i] + a[i + 1];
    double s = 0;
    for (i = 0; i < n; i++) s += b[i];
    printf("%.12e\n", s);
    return 0;
}
