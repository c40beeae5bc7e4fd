/* Power iteration for A A^T in single precision: y = A^T x (the matrix read
 * column-wise, strided on the CPU), then x = A y (row-wise), the vector
 * rescaled by its largest entry (a max reduction) after each pair.
 * argv[1]: ROWSxCOLS, or N for a square matrix. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define ITERS 20

int main(int argc, char **argv)
{
    int rows = 1024, cols = 0, i, j, it;
    float *a, *x, *y, s, xmax = 1.0f;
    double xs, t0, t1;

    if (argc > 1 && sscanf(argv[1], "%dx%d", &rows, &cols) < 2)
        cols = rows;
    if (cols <= 0)
        cols = rows;
    a = (float *)malloc((size_t)rows * cols * sizeof(float));
    x = (float *)malloc(rows * sizeof(float));
    y = (float *)malloc(cols * sizeof(float));
    if (!a || !x || !y) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    /* the matrix as it would come from a file: set up on the host */
    for (i = 0; i < rows; i++)
        for (j = 0; j < cols; j++)
            a[(long)i * cols + j] = (float)((i * 31 + j * 17) % 64) * (1.0f / 64.0f) + 0.25f;
    for (i = 0; i < rows; i++)
        x[i] = 1.0f;

    t0 = omp_get_wtime();
    for (it = 0; it < ITERS; it++) {
#pragma omp parallel for private(i, s)
        for (j = 0; j < cols; j++) {
            s = 0.0f;
            for (i = 0; i < rows; i++)
                s += a[(long)i * cols + j] * x[i];
            y[j] = s / cols;
        }
#pragma omp parallel for private(j, s)
        for (i = 0; i < rows; i++) {
            s = 0.0f;
            for (j = 0; j < cols; j++)
                s += a[(long)i * cols + j] * y[j];
            x[i] = s;
        }
        xmax = 0.0f;
#pragma omp parallel for reduction(max:xmax)
        for (i = 0; i < rows; i++)
            if (x[i] > xmax)
                xmax = x[i];
#pragma omp parallel for
        for (i = 0; i < rows; i++)
            x[i] = x[i] / xmax;
    }
    xs = 0.0;
    for (i = 0; i < rows; i++)
        xs += x[i];
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", xs + xmax);
    printf("time: %.6f\n", t1 - t0);
    free(a);
    free(x);
    free(y);
    return 0;
}
