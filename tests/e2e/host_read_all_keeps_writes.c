/* A host statement that reads through pointers loaded from memory (rows of
 * a `double **`, an array of pointers) reads every buffer, and must still
 * announce what it writes: the announcement of its writes was dropped, so
 * the kernels kept using the device copy of y from the first upload. */
// omp2ocl-test: offload=8
#include <stdio.h>
#include <stdlib.h>

#define N 4096

int main(void)
{
    int i, it;
    double *x = malloc(N * sizeof(double)), *y = malloc(N * sizeof(double));
    double *z = malloc(N * sizeof(double));
    double **a = malloc(N * sizeof(double *));
    double *p[2];
    double s = 0.0;
    for (i = 0; i < N; i++) {
        a[i] = malloc(2 * sizeof(double));
        a[i][0] = 1.0 + i % 3;
        a[i][1] = 0.5;
        x[i] = i % 11;
        z[i] = 0.0;
    }
    p[0] = x;
    p[1] = z;
    for (it = 0; it < 4; it++) {
        for (i = 0; i < N; i++)
            y[i] = a[i][0] + x[i];
#pragma omp parallel for
        for (i = 0; i < N; i++)
            x[i] = 0.5 * y[i] + z[i];
        z[it] = *p[0] + a[it][1];
#pragma omp parallel for
        for (i = 0; i < N; i++)
            z[i] = z[i] * 0.25 + y[i];
    }
    for (i = 0; i < N; i++)
        s += x[i] * (1 + i % 5) + z[i];
    printf("%.6f %.6f %.6f\n", x[1], z[2], s);
    for (i = 0; i < N; i++)
        free(a[i]);
    free(a);
    free(x);
    free(y);
    free(z);
    return 0;
}
