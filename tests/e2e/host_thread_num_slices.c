// Per-thread slices chosen by omp_get_thread_num(), as Rodinia kmeans'
// partial_new_centers[tid][...] and NAS IS's per-thread histograms: a
// thread's own 'tid' in the subscript of a shared array, a thread's own
// pointer set from it, and the same in the function of an orphaned loop.
// A kernel has one value of such a variable (the launching thread's), so
// it would put every thread's iterations into one slice. Here each thread
// reads its own slice back in a second static loop with the same
// iterations (a printf keeps that loop on the host), which sees what its
// own thread wrote only if the first loop also ran per thread. A thread's
// own variable that does not come from the thread number still offloads.
// omp2ocl-test: offload=1
// omp2ocl-test: offload-max=1
// omp2ocl-test: missed="'tid' may hold a different value in each thread"
// omp2ocl-test: missed="'mine' may hold a different value in each thread"
// omp2ocl-test: missed="'me' may hold a different value in each thread"
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define N 6000

static double a[N], b[N], c[N], d[N];
static double *slices;

static void orphaned(void)
{
    int i;
    int me = omp_get_thread_num();
#pragma omp for schedule(static)
    for (i = 0; i < N; i++)
        slices[(long)me * N + i] = a[i] - 1.0;
#pragma omp for schedule(static)
    for (i = 0; i < N; i++) {
        if (i == N / 2)
            printf("orphaned middle %.12e\n", slices[(long)me * N + i]);
        d[i] = slices[(long)me * N + i] * 3.0;
    }
}

int main(void)
{
    int i, nt = omp_get_max_threads();
    slices = (double *)calloc((size_t)nt * N, sizeof(double));
    double *own = (double *)calloc((size_t)nt * N, sizeof(double));
    for (i = 0; i < N; i++)
        a[i] = (double)(i % 17) * 0.5;
#pragma omp parallel
    {
        int tid = omp_get_thread_num();
        int shift = 3; /* the same in every thread */
        double *mine = own + (long)tid * N;
#pragma omp for schedule(static)
        for (i = 0; i < N; i++)
            slices[(long)tid * N + i] = a[i] * 2.0;
#pragma omp for schedule(static)
        for (i = 0; i < N; i++) {
            if (i == 0)
                printf("first %.12e\n", slices[(long)tid * N + i]);
            b[i] = slices[(long)tid * N + i] + 1.0;
        }
#pragma omp for schedule(static)
        for (i = 0; i < N; i++)
            mine[i] = a[i] + shift;
#pragma omp for schedule(static)
        for (i = 0; i < N; i++) {
            if (i == N - 1)
                printf("last %.12e\n", mine[i]);
            c[i] = mine[i] * mine[i];
        }
#pragma omp for schedule(static)
        for (i = 0; i < N; i++)
            b[i] += shift;
    }
#pragma omp parallel
    orphaned();
    {
        double sb = 0.0, sc = 0.0, sd = 0.0;
        for (i = 0; i < N; i++) {
            sb += b[i] * (double)(i % 7 + 1);
            sc += c[i] * (double)(i % 5 + 1);
            sd += d[i] * (double)(i % 3 + 1);
        }
        printf("b %.12e c %.12e d %.12e\n", sb, sc, sd);
    }
    free(slices);
    free(own);
    return 0;
}
