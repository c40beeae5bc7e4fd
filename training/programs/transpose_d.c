/* Out-of-place transposes of a rectangular double matrix, back and forth:
 * B = A^T, then A = B^T + 1.  One load and one store per element: bound by
 * memory traffic.  argv[1]: ROWSxCOLS or N. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define REPS 8

int main(int argc, char **argv)
{
    int rows = 1024, cols = 0, i, j, r;
    double *a, *b, cs, t0, t1;

    if (argc > 1 && sscanf(argv[1], "%dx%d", &rows, &cols) < 2)
        cols = rows;
    if (cols <= 0)
        cols = rows;
    a = (double *)malloc((size_t)rows * cols * sizeof(double));
    b = (double *)malloc((size_t)rows * cols * sizeof(double));
    if (!a || !b) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < rows; i++)
        for (j = 0; j < cols; j++)
            a[(long)i * cols + j] = (double)(i % 100) + 0.001 * (j % 1000);

    t0 = omp_get_wtime();
    for (r = 0; r < REPS; r++) {
#pragma omp parallel for collapse(2)
        for (i = 0; i < rows; i++)
            for (j = 0; j < cols; j++)
                b[(long)j * rows + i] = a[(long)i * cols + j];
#pragma omp parallel for collapse(2)
        for (j = 0; j < cols; j++)
            for (i = 0; i < rows; i++)
                a[(long)i * cols + j] = b[(long)j * rows + i] + 1.0;
    }
    cs = 0.0;
    for (i = 0; i < rows; i++)
        for (j = 0; j < cols; j++)
            cs += a[(long)i * cols + j] * ((i + j) % 5 + 1);
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(a);
    free(b);
    return 0;
}
