// Heap arrays from malloc with affine subscripts (a flattened 2-D array
// a[i*M + j], strided and offset accesses), sizes known only at run time.
// omp2ocl-test: offload=2
// omp2ocl-test: tolerance=1e-12
// omp2ocl-test: args=120 90
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 2 ? atoi(argv[1]) : 10;
    int m = argc > 2 ? atoi(argv[2]) : 10;
    int i, j;
    double *a = malloc(sizeof(double) * n * m);
    double *b = malloc(sizeof(double) * n * m);
    double *rowsum = malloc(sizeof(double) * n);
    if (!a || !b || !rowsum)
        return 1;
    for (i = 0; i < n * m; i++)
        a[i] = (double)(i % 31) * 0.25;
#pragma omp parallel for private(j)
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            b[i * m + j] = a[i * m + j] + (j > 0 ? a[i * m + j - 1] : 0.0)
                         + a[((n - 1 - i) * m) + j] * 0.5;
#pragma omp parallel for private(j)
    for (i = 0; i < n; i++) {
        double s = 0.0;
        for (j = 0; j < m; j += 2)
            s += b[i * m + j];
        rowsum[i] = s;
    }
    double t = 0.0;
    for (i = 0; i < n; i++)
        t += rowsum[i] * (i + 1);
    printf("n %d m %d b[5] %.12e rowsum[7] %.12e total %.12e\n", n, m, b[5], rowsum[7], t);
    free(a);
    free(b);
    free(rowsum);
    return 0;
}
