/* Neighbour reads guarded by `i + 1 < n` (the loop variable plus an offset
 * compared, as Rodinia-style and hand-written stencils test the border):
 * the read of a[i + 1] stays inside a only because of the condition. The
 * array ends exactly at an inaccessible page, so an extent that ignored the
 * condition (one element past the end) made the translated program copy
 * from that page and crash. Also `1 + j <= m - 1` and `i - 1 + 2 >= 1`. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

// omp2ocl-test: offload=2

int main(void)
{
    long page = sysconf(_SC_PAGESIZE);
    long n = page / (long)sizeof(double), i;
    int m = 300, j;
    char *mem = mmap(0, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mem == MAP_FAILED || mprotect(mem + page, page, PROT_NONE) != 0)
        return 1;
    double *a = (double *)mem; /* a[n - 1] is the last readable double */
    double *b = malloc(n * sizeof(double));
    int *c = malloc(m * sizeof(int)), *d = malloc(m * sizeof(int));
    if (!b || !c || !d)
        return 1;
    for (i = 0; i < n; i++) {
        a[i] = (double)(i % 13) * 0.5;
        b[i] = -1.0;
    }
    for (j = 0; j < m; j++) {
        c[j] = j % 7;
        d[j] = 0;
    }
#pragma omp parallel for
    for (i = 0; i < n; i++)
        if (i + 1 < n)
            b[i] = a[i] + a[i + 1];
#pragma omp parallel for
    for (j = 0; j < m; j++)
        d[j] = (1 + j <= m - 1 ? c[j + 1] : 0) + (j - 1 + 2 >= 2 ? c[j - 1] : 100);
    double s = 0;
    long t = 0;
    for (i = 0; i < n; i++)
        s += b[i] * (double)(i % 5 + 1);
    for (j = 0; j < m; j++)
        t += (long)d[j] * (j % 3 + 1);
    printf("b %.12e b[n-1] %.12e d %ld\n", s, b[n - 1], t);
    munmap(mem, 2 * page);
    free(b);
    free(c);
    free(d);
    return 0;
}
