// firstprivate pointers (Rodinia nw's `firstprivate(i, max_cols,
// reference)`): a copy the loop never moves points where the original does
// in every thread, so it reaches the same memory as a shared pointer and the
// loops run as kernels, reading through one and writing through another
// (also in an `omp for` of a region that shares the pointer). A copy the
// loop moves keeps its loop on the host.
// omp2ocl-test: offload=3
// omp2ocl-test: offload-max=3
// omp2ocl-test: missed="the pointer 'cursor' is used in the loop as a value"
#include <stdio.h>
#include <stdlib.h>

#define N 4000

int main(void)
{
    int i, n = N;
    int *reference = malloc(sizeof(int) * N);
    long *score = malloc(sizeof(long) * N);
    double *w = malloc(sizeof(double) * N);
    double *out = malloc(sizeof(double) * N);
    const double *cursor;
    for (i = 0; i < N; i++) {
        reference[i] = (i * 37) % 23 - 11;
        score[i] = 0;
        w[i] = (double)(i % 9) * 0.25;
    }
#pragma omp parallel for firstprivate(reference, n)
    for (i = 1; i < n; i++)
        score[i] = (long)reference[i] * 3 + reference[i - 1];
#pragma omp parallel for firstprivate(w, out)
    for (i = 0; i < N; i++)
        out[i] = w[i] * w[i] + (double)reference[i];
#pragma omp parallel shared(out)
    {
#pragma omp for firstprivate(score)
        for (i = 0; i < N; i++)
            out[i] += 0.5 * (double)score[i];
    }
    /* moved in every iteration: stays on the host */
    cursor = w;
#pragma omp parallel for firstprivate(cursor)
    for (i = 0; i < N; i++) {
        cursor = w + i;
        out[i] -= cursor[0];
    }
    {
        long s = 0;
        double t = 0.0;
        for (i = 0; i < N; i++) {
            s += score[i] * (i % 7 + 1);
            t += out[i] * (double)(i % 5 + 1);
        }
        printf("score %ld out %.12e out[N-1] %.12e\n", s, t, out[N - 1]);
    }
    free(reference);
    free(score);
    free(w);
    free(out);
    return 0;
}
