/* Guards that keep an index inside its array without naming an end of the
 * index's range as an affine bound: `i * i < n` before a[i * i], and the
 * parity test `i % 2 == 0` before a[i + 1] with n even (i = n - 1 is odd,
 * so a[n] is never read). The extent cannot use either condition; from the
 * loop bounds alone it reached far past the end (a[(n - 1)^2]), or one
 * element past it, and the translated program copied from the inaccessible
 * page after 'a' and crashed. Such extents are not trusted: 'a' is handed
 * over as its whole allocation block, so the launches over the mmap'd array
 * decline at run time (the OpenMP loops run), and the same loops over a
 * malloc'd copy run as kernels. */
#define _DEFAULT_SOURCE
// omp2ocl-test: offload=2
// omp2ocl-test: offload-max=2
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

static void squares(double *b, const double *a, long n)
{
    long i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        if (i * i < n)
            b[i] = a[i * i];
        else
            b[i] = -1.0;
}

static void pairs(double *b, const double *a, long n)
{
    long i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        if (i % 2 == 0)
            b[i] = a[i] + a[i + 1];
        else
            b[i] = 0.5;
}

static double checksum(const double *v, long n)
{
    double s = 0.0;
    long i;
    for (i = 0; i < n; i++)
        s += v[i] * (double)(i % 5 + 1);
    return s;
}

int main(void)
{
    long page = sysconf(_SC_PAGESIZE);
    long n = page / (long)sizeof(double), i; /* even */
    char *mem = mmap(0, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mem == MAP_FAILED || mprotect(mem + page, page, PROT_NONE) != 0)
        return 1;
    double *a = (double *)mem; /* ends exactly at the inaccessible page */
    double *heap = malloc(sizeof(double) * n);
    double *b = malloc(sizeof(double) * n);
    if (!heap || !b)
        return 1;
    for (i = 0; i < n; i++) {
        a[i] = (double)(i % 7);
        heap[i] = (double)(i % 11);
    }
    squares(b, a, n);
    printf("squares mmap %.12e\n", checksum(b, n));
    squares(b, heap, n);
    printf("squares heap %.12e\n", checksum(b, n));
    pairs(b, a, n);
    printf("pairs mmap %.12e\n", checksum(b, n));
    pairs(b, heap, n);
    printf("pairs heap %.12e\n", checksum(b, n));
    munmap(mem, 2 * page);
    free(heap);
    free(b);
    return 0;
}
