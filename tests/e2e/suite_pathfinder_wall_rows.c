// Rodinia pathfinder shape with the wall as `int **wall` whose rows point
// into one malloc'd block (wall[n] = data + cols * n), source/destination
// rows swapped by pointer, MIN macros and `for (int n ...)` declared in the
// loop; then the same dynamic program on `long` costs with an `unsigned`
// column count and the row taken from the flat block.
// The wall's rows are pointers loaded from an array of pointers, which no
// kernel can follow: the first dynamic program stayed on the host (59
// launches). Its rows are evenly spaced in one block: its flat copy runs
// as a kernel now.
// omp2ocl-test: offload=118
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define MIN(a, b) ((a) <= (b) ? (a) : (b))
#define ROWS 60
#define COLS 2000
#define M_SEED 9

int main(int argc, char **argv)
{
    int rows = ROWS, cols = COLS;
    int *data, **wall, *result, *src, *dst, *temp;
    long *lsrc, *ldst, *ltmp;
    unsigned ucols;
    int min;
    unsigned seed = M_SEED;
    if (argc > 2) {
        rows = atoi(argv[1]);
        cols = atoi(argv[2]);
    }
    data = (int *)malloc(sizeof(int) * rows * cols);
    wall = (int **)malloc(sizeof(int *) * rows);
    for (int n = 0; n < rows; n++)
        wall[n] = data + cols * n;
    result = (int *)malloc(sizeof(int) * cols);
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) {
            seed = seed * 214013u + 2531011u;
            wall[i][j] = (int)((seed >> 16) % 10u);
        }
    for (int j = 0; j < cols; j++)
        result[j] = wall[0][j];

    double t0 = omp_get_wtime();
    dst = result;
    src = (int *)malloc(sizeof(int) * cols);
    for (int t = 0; t < rows - 1; t++) {
        temp = src;
        src = dst;
        dst = temp;
#pragma omp parallel for private(min)
        for (int n = 0; n < cols; n++) {
            min = src[n];
            if (n > 0)
                min = MIN(min, src[n - 1]);
            if (n < cols - 1)
                min = MIN(min, src[n + 1]);
            dst[n] = wall[t + 1][n] + min;
        }
    }
    (void)(omp_get_wtime() - t0);
    {
        long s = 0;
        int best = dst[0];
        for (int n = 0; n < cols; n++) {
            s += (long)dst[n] * (n % 7 + 1);
            best = MIN(best, dst[n]);
        }
        printf("int pathfinder best %d checksum %ld\n", best, s);
    }

    /* long costs, unsigned width, flat block rows */
    ucols = (unsigned)cols;
    lsrc = (long *)malloc(sizeof(long) * ucols);
    ldst = (long *)malloc(sizeof(long) * ucols);
    for (unsigned j = 0; j < ucols; j++)
        ldst[j] = (long)data[j] * 1000003L;
    for (int t = 1; t < rows; t++) {
        const int *row = data + (size_t)t * ucols;
        ltmp = lsrc;
        lsrc = ldst;
        ldst = ltmp;
#pragma omp parallel for schedule(static)
        for (unsigned n = 0; n < ucols; n++) {
            long m = lsrc[n];
            if (n > 0)
                m = MIN(m, lsrc[n - 1]);
            if (n + 1 < ucols)
                m = MIN(m, lsrc[n + 1]);
            ldst[n] = m + (long)row[n] * 1000003L + (long)(n & 3u);
        }
    }
    {
        long s = 0, best = ldst[0];
        for (unsigned n = 0; n < ucols; n++) {
            s += ldst[n] % 1000 * (long)(n % 5 + 1);
            best = MIN(best, ldst[n]);
        }
        printf("long pathfinder best %ld checksum %ld\n", best, s);
    }
    free(data);
    free(wall);
    free(dst == result ? src : result);
    free(dst);
    free(lsrc);
    free(ldst);
    return 0;
}
