// A kernel whose OpenCL C does not compile (an error injected through the
// testing flag -finject-kernel-fault) keeps its loop on the host at
// translation time; the unit's three other kernels build and run on the
// device. Without the check the program build failed at run time and every
// loop of the unit ran as OpenMP.
// omp2ocl-test: translator-flags=-finject-kernel-fault=main_L34
// omp2ocl-test: offload=6
// omp2ocl-test: offload-max=6
// omp2ocl-test: missed="its OpenCL C does not compile"
#include <stdio.h>
#include <stdlib.h>

#define N 4096

static void scale(double *x, int n, double f)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        x[i] *= f;
}

int main(void)
{
    double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double));
    double s = 0.0;
    int i, it;
    for (i = 0; i < N; i++)
        a[i] = i * 0.5;
    for (it = 0; it < 2; it++) {
#pragma omp parallel for
        for (i = 0; i < N; i++)
            b[i] = a[i] + 1.0;
#pragma omp parallel for
        for (i = 0; i < N; i++)
            a[i] = b[i] * 0.5 + a[i];
        scale(b, N, 0.25);
#pragma omp parallel for reduction(+ : s)
        for (i = 0; i < N; i++)
            s += a[i] - b[i];
    }
    printf("s %.12e a %.12e b %.12e\n", s, a[N - 1], b[7]);
    free(a);
    free(b);
    return 0;
}
