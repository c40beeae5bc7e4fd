/* Border cases of a 2-D stencil as an else-if chain (Rodinia hotspot's
 * shape): `if (r == rows - 1 && c == cols - 1) ... else if (c == cols - 1)
 * t[(r + 1) * cols + c]`. Only the failed conjunction keeps r + 1 inside
 * the array in the second branch (with c == cols - 1 it says r != rows - 1),
 * and the extent cannot use a failed `&&`: taken from the loop bounds alone
 * it reached one row past the end, and the translated program copied from
 * the inaccessible page after 't' and crashed. Such an extent is not
 * trusted: 't' is handed over as its whole allocation block, so the launch
 * over the mmap'd array declines at run time (the OpenMP loop runs), and the
 * same loop over a malloc'd copy runs as a kernel. */
#define _DEFAULT_SOURCE
// omp2ocl-test: offload=1
// omp2ocl-test: offload-max=1
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

static void shift(double *out, const double *t, int rows, int cols)
{
    int r, c;
#pragma omp parallel for private(c)
    for (r = 0; r < rows; r++)
        for (c = 0; c < cols; c++) {
            if (r == rows - 1 && c == cols - 1)
                out[r * cols + c] = t[r * cols + c];
            else if (c == cols - 1)
                out[r * cols + c] = t[(r + 1) * cols + c];
            else
                out[r * cols + c] = t[r * cols + c + 1];
        }
}

static double checksum(const double *v, int n)
{
    double s = 0.0;
    int i;
    for (i = 0; i < n; i++)
        s += v[i] * (double)(i % 5 + 1);
    return s;
}

int main(void)
{
    long page = sysconf(_SC_PAGESIZE);
    int cols = 16, rows = (int)(page / (long)sizeof(double)) / cols, i;
    char *mem = mmap(0, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mem == MAP_FAILED || mprotect(mem + page, page, PROT_NONE) != 0)
        return 1;
    double *t = (double *)mem; /* ends exactly at the inaccessible page */
    double *heap = malloc(sizeof(double) * rows * cols);
    double *out = malloc(sizeof(double) * rows * cols);
    if (!heap || !out)
        return 1;
    for (i = 0; i < rows * cols; i++) {
        t[i] = (double)(i % 7);
        heap[i] = (double)(i % 11);
    }
    shift(out, t, rows, cols);
    printf("mmap %.12e\n", checksum(out, rows * cols));
    shift(out, heap, rows, cols);
    printf("heap %.12e\n", checksum(out, rows * cols));
    munmap(mem, 2 * page);
    free(heap);
    free(out);
    return 0;
}
