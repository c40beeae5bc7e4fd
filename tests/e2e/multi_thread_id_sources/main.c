// Values that differ from thread to thread, read by a work-sharing loop
// that indexes per-thread slots with them (`partial[id] += a[i]`) or scales
// by them. A kernel runs every iteration with the launching thread's
// value: the slots raced (a different total at each run) and the scale was
// one thread's. Each one now keeps its loop on the host:
//  - a thread id kept in a threadprivate variable (`tid = omp_get_thread_num()`);
//  - a thread id from a wrapper in another file (util.c: no body here);
//  - a thread's own maximum, left by an earlier `omp for` over its share.
// A threadprivate value copied in from the master (the same in every
// thread) still runs as a kernel.
// omp2ocl-test: offload=1
// omp2ocl-test: offload-max=1
// omp2ocl-test: missed="'tid' is threadprivate and written"
// omp2ocl-test: missed="'me' may hold a different value in each thread"
// omp2ocl-test: missed="'local_max' may hold a different value in each thread"
#include <stdio.h>
#include <omp.h>

#define N 400000
#define MAXT 64

int my_thread(void);

static double a[N], b[N];
static double partial[MAXT];
static int tid;
static double scale;
#pragma omp threadprivate(tid, scale)

int main(void)
{
    int i, t, nth = 1;
    double total = 0.0, s;

    for (i = 0; i < N; i++)
        a[i] = 1.0 + (i % 10) + 0.001 * (i % 7);

#pragma omp parallel
    {
        tid = omp_get_thread_num();
#pragma omp single
        nth = omp_get_num_threads();
#pragma omp for
        for (i = 0; i < N; i++)
            partial[tid] += a[i];
    }
    for (t = 0; t < nth; t++)
        total += partial[t];
    printf("threadprivate id: total %.6f\n", total);

    for (t = 0; t < MAXT; t++)
        partial[t] = 0.0;
#pragma omp parallel
    {
        int me = my_thread();
#pragma omp for
        for (i = 0; i < N; i++)
            partial[me] += 2.0 * a[i];
    }
    total = 0.0;
    for (t = 0; t < nth; t++)
        total += partial[t];
    printf("wrapper id: total %.6f\n", total);

    /* Each thread's maximum of its own (increasing) share divides that
       share: every value ends at most 1, and exactly one per thread is 1. */
#pragma omp parallel
    {
        double local_max = 0.0;
#pragma omp for schedule(static)
        for (i = 0; i < N; i++)
            if ((double)i > local_max)
                local_max = (double)i;
#pragma omp for schedule(static)
        for (i = 0; i < N; i++)
            b[i] = (double)i / local_max;
    }
    {
        int ones = 0, above = 0;
        for (i = 1; i < N; i++) {
            ones += b[i] == 1.0;
            above += b[i] > 1.0;
        }
        printf("per-thread max: one per thread %s, none above 1 %s\n",
               ones == nth ? "yes" : "no", above == 0 ? "yes" : "no");
    }

    scale = 0.5;
#pragma omp parallel copyin(scale)
    {
#pragma omp for
        for (i = 0; i < N; i++)
            b[i] = a[i] * scale;
    }
    s = 0.0;
    for (i = 0; i < N; i++)
        s += b[i];
    printf("copied-in scale: %.10e\n", s);
    return 0;
}
