// Braced branches and loop bodies without a launch, under a statement that
// may launch (a condition calling a function with a kernel, or a function
// the translator did not know to launch nothing, as posix_memalign in
// PolyBench's `if (posix_memalign(...) != 0) { fprintf(...); exit(1); }`):
// the announcement of what the braced block reads went before its `{`,
// where it became the whole branch or body and left the block to run
// always ("alloc failed" and exit 1 in a translated PolyBench-style
// program), or broke an if/else apart (the host code did not compile).
// omp2ocl-test: offload=8
#include <stdio.h>
#include <stdlib.h>

#define N 2048

static double a[N];
static double log_sum;
static int reported;

static double halve(void)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        a[i] *= 0.5;
    return a[1];
}

static void *aligned(size_t bytes)
{
    void *p = NULL;
    if (posix_memalign(&p, 64, bytes) != 0) {
        fprintf(stderr, "alloc failed %f\n", a[0]);
        exit(1);
    }
    return p;
}

int main(void)
{
    int i, k;
    double *b;
    for (i = 0; i < N; i++)
        a[i] = (double)(i % 10);
    b = (double *)aligned(N * sizeof(double));
    /* the then-branch must run only when the condition holds */
    if (halve() > 100.0) {
        reported = 1;
        printf("never %f\n", a[2]);
    }
    /* an else after a braced branch without a launch */
    for (k = 0; k < 4; k++) {
        if (k % 2 == 0) {
            log_sum += a[3];
        } else {
            halve();
        }
    }
    /* a braced body of a loop whose condition launches */
    k = 0;
    while (halve() > 0.01) {
        log_sum += a[1];
        k++;
    }
#pragma omp parallel for
    for (i = 0; i < N; i++)
        b[i] = a[i] + 1.0;
    printf("reported %d k %d log_sum %.12e b[3] %.12e\n", reported, k, log_sum, b[3]);
    free(b);
    return 0;
}
