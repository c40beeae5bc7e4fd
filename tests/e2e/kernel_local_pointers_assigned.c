// Pointers in kernel code that are declared first and pointed later, as
// legacy code writes them (XSBench-like lookups: `const T *p = 0; ...
// p = &grid[k];`, `T *row; row = &g[i * 4];`, a branch choosing between two
// rows), including local pointers of the loop body handed to a function:
// each gets the address space of the values stored to it. Handed to a
// function as a private pointer, a global row made the kernel source fail
// to build, and every kernel of the unit fell back to OpenMP. A pointer
// that receives both a private array and a global row keeps its loop on
// the host, and only that loop.
// omp2ocl-test: offload=6
// omp2ocl-test: offload-max=6
// omp2ocl-test: missed="the pointer 'p' points into both private and global memory"
#include <stdio.h>
#include <stdlib.h>

#define N 512

typedef struct {
    double e, xs;
} point_t;

static point_t grid[N];
static double g[N * 4];

static double sum4(const double *r)
{
    return r[0] + r[1] + r[2] + r[3];
}

static double lookup(int idx)
{
    const point_t *p = 0; /* declared first, set later */
    p = &grid[idx];
    return p->e * p->xs;
}

static double either_row(int i)
{
    const double *p;
    double loc[4];
    int k;
    for (k = 0; k < 4; k++)
        loc[k] = k + 0.25;
    if (i % 2)
        p = &g[i * 4];
    else
        p = g + 4 * ((i + 1) % N);
    return sum4(p) + sum4(loc);
}

static double mixed(int i)
{
    double loc[4] = {1, 2, 3, 4};
    const double *p;
    if (i % 2)
        p = &g[i * 4];
    else
        p = loc;
    return p[1];
}

int main(void)
{
    double *out = malloc(N * sizeof(double)), s = 0.0;
    int i, it;
    for (i = 0; i < N; i++) {
        grid[i].e = i * 0.5;
        grid[i].xs = 1.0 / (i + 1);
    }
    for (i = 0; i < N * 4; i++)
        g[i] = i * 0.5;
    for (it = 0; it < 2; it++) {
#pragma omp parallel for
        for (i = 0; i < N; i++) {
            const double *row;
            row = &g[i * 4];
            out[i] = sum4(row) + either_row(i);
        }
#pragma omp parallel for
        for (i = 0; i < N; i++)
            out[i] += lookup((i * 7) % N);
#pragma omp parallel for
        for (i = 0; i < N; i++) {
            const double *row = &g[((i + it) % N) * 4];
            out[i] += sum4(row);
        }
#pragma omp parallel for
        for (i = 0; i < N; i++)
            out[i] += mixed(i);
        g[it] += 1.0;
    }
    for (i = 0; i < N; i++)
        s += out[i] * (i % 3 + 1);
    printf("s %.12e\n", s);
    free(out);
    return 0;
}
