// Rodinia-style pathfinder: a row-by-row dynamic program over an int wall,
// each row a `parallel for` over columns with MIN of three neighbours clamped
// at the borders, source/destination row buffers swapped on the host; the
// wall is a heap int* indexed [t*cols+n] and the rows int* as well.
// omp2ocl-test: offload=99
#include <stdio.h>
#include <stdlib.h>

#define IN_RANGE(x, min, max) ((x) >= (min) && (x) <= (max))
#define CLAMP_RANGE(x, min, max) x = (x < (min)) ? min : ((x > (max)) ? max : x)
#define MIN(a, b) ((a) <= (b) ? (a) : (b))

int rows, cols;
int *data;
int *result;

static void init(void)
{
    int i, j;
    rows = 100;
    cols = 1000;
    data = malloc(sizeof(int) * rows * cols);
    result = malloc(sizeof(int) * cols);
    unsigned s = 7u;
    for (i = 0; i < rows; i++)
        for (j = 0; j < cols; j++) {
            s = s * 1664525u + 1013904223u;
            data[i * cols + j] = (int)((s >> 16) % 10);
        }
    for (j = 0; j < cols; j++)
        result[j] = data[j];
}

int main(void)
{
    int t, n, *src, *dst, *temp;
    int min;
    init();
    dst = result;
    src = malloc(sizeof(int) * cols);
    for (t = 0; t < rows - 1; t++) {
        temp = src;
        src = dst;
        dst = temp;
#pragma omp parallel for private(min)
        for (n = 0; n < cols; n++) {
            min = src[n];
            if (n > 0)
                min = MIN(min, src[n - 1]);
            if (n < cols - 1)
                min = MIN(min, src[n + 1]);
            dst[n] = data[(t + 1) * cols + n] + min;
        }
    }
    long s = 0;
    int best = dst[0];
    for (n = 0; n < cols; n++) {
        s += (long)dst[n] * (n % 7 + 1);
        best = MIN(best, dst[n]);
    }
    printf("pathfinder best %d checksum %ld dst[0] %d dst[last] %d\n", best, s, dst[0],
           dst[cols - 1]);
    free(data);
    free(dst == result ? src : result);
    free(dst);
    return 0;
}
