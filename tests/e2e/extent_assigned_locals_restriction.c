/* The shape of NAS MG's restriction (rprj3): heap grids indexed by
 * ((i3 * m2 + i2) * m1 + i1), with the fine indices in locals assigned from
 * the loop variables (`c3 = 2 * j3;` at the top of the iteration, `c1 = 2 *
 * j1;` in an inner loop), declared at function scope. Such a local, private
 * to the iteration and only ever assigned plainly outside any condition,
 * ranges over its right-hand sides: the extent of the fine grid is known and
 * the loop is offloaded (it stayed on the host, and every restriction moved
 * whole grids across the bus). The fine grid ends at an inaccessible page:
 * an extent past its end would crash the copy. A local assigned under a
 * condition leaves the extent unknown: the loop gets the whole allocation
 * block of 'a', and since that pointer is the mmap'd grid (no registered
 * block) its launch declines and the OpenMP loop runs (one launch in all). */
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

// omp2ocl-test: offload=1
// omp2ocl-test: offload-max=1
// omp2ocl-test: tolerance=1e-12

static void restrict3(const double *rr, int m1k, int m2k, double *s, int m1j, int m2j,
                      int m3j)
{
    int j1, j2, j3, c1, c2, c3;
#pragma omp parallel for private(j1, j2, c1, c2, c3)
    for (j3 = 1; j3 < m3j - 1; j3++) {
        for (j2 = 1; j2 < m2j - 1; j2++) {
            c3 = 2 * j3;
            c2 = 2 * j2;
            for (j1 = 1; j1 < m1j - 1; j1++) {
                c1 = 2 * j1;
                s[(j3 * m2j + j2) * m1j + j1] =
                    0.5 * rr[(c3 * m2k + c2) * m1k + c1] +
                    0.25 * (rr[(c3 * m2k + c2) * m1k + c1 - 1] + rr[(c3 * m2k + c2) * m1k + c1 + 1]) +
                    0.125 * (rr[((c3 - 1) * m2k + c2) * m1k + c1] + rr[((c3 + 1) * m2k + c2) * m1k + c1]);
            }
        }
    }
}

static void conditional(const double *a, double *b, int n)
{
    int i, k;
#pragma omp parallel for private(k)
    for (i = 0; i < n; i++) {
        k = i;
        if (i + 1 < n)
            k = i + 1;
        b[i] = a[k];
    }
}

int main(void)
{
    const int m1k = 34, m2k = 34, m3k = 34, m1j = 18, m2j = 18, m3j = 18;
    long page = sysconf(_SC_PAGESIZE);
    long nk = (long)m1k * m2k * m3k, bytes = nk * (long)sizeof(double);
    long pages = (bytes + page - 1) / page, i;
    double sum = 0.0;
    char *mem = mmap(0, (pages + 1) * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mem == MAP_FAILED || mprotect(mem + pages * page, page, PROT_NONE) != 0)
        return 1;
    double *rr = (double *)(mem + pages * page - bytes); /* ends at the guard page */
    double *s = calloc((size_t)m1j * m2j * m3j, sizeof(double));
    double *b = malloc(100 * sizeof(double));
    if (!s || !b)
        return 1;
    for (i = 0; i < nk; i++)
        rr[i] = (double)(i % 17) * 0.25 - 1.0;
    restrict3(rr, m1k, m2k, s, m1j, m2j, m3j);
    conditional(rr, b, 100);
    for (i = 0; i < (long)m1j * m2j * m3j; i++)
        sum += s[i] * (double)(1 + i % 5);
    for (i = 0; i < 100; i++)
        sum += b[i];
    printf("sum %.12f\n", sum);
    printf("s %.12f %.12f\n", s[(1 * m2j + 1) * m1j + 1], s[((m3j - 2) * m2j + m2j - 2) * m1j + m1j - 2]);
    return 0;
}
