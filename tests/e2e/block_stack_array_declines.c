// A pointer whose extent is unknown, pointing to an automatic (stack) array
// of a function other than main: no allocation block is registered for it,
// so the launch declines and the OpenMP loop runs (correct, and reported
// under OMP2OCL_PROFILE=1). The same function called with heap arrays
// launches. (Arrays of main's own body are registered:
// block_main_arrays_registered.)
// omp2ocl-test: offload=1
// omp2ocl-test: offload-max=1
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

#define N 2048

static void gather(double *dst, const double *src, const int *idx, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        dst[i] = src[idx[i]] * 3.0;
}

static double from_stack(double *dst, const int *idx)
{
    double stack_src[N];
    double b = 0.0;
    int i;
    for (i = 0; i < N; i++)
        stack_src[i] = i * 0.125;
    gather(dst, stack_src, idx, N); /* declines: the OpenMP loop runs */
    for (i = 0; i < N; i++)
        b += dst[i] * (i % 3 + 1);
    return b;
}

int main(void)
{
    int i;
    double *heap_src = malloc(N * sizeof(double));
    double *dst = malloc(N * sizeof(double));
    int *idx = malloc(N * sizeof(int));
    for (i = 0; i < N; i++) {
        heap_src[i] = i * 0.5;
        idx[i] = (i * 5 + 1) % N;
    }
    gather(dst, heap_src, idx, N); /* launches */
    double a = 0.0;
    for (i = 0; i < N; i++)
        a += dst[i] * (i % 3 + 1);
    double b = from_stack(dst, idx);
    printf("heap %.12e stack %.12e dst[7] %.12e\n", a, b, dst[7]);
    free(heap_src);
    free(dst);
    free(idx);
    return 0;
}
