/* Work-sharing loops that update memory each thread of the team has its own
 * of, reached from outside the loop: a thread id kept in a variable of the
 * region and handed to an orphaned loop (`partial[t] += ...`), the address of
 * a thread's element (`acc(&partial[me])`), a pointer to a variable declared
 * in the region (in the region's own loop and handed to an orphaned one),
 * and scratch space each thread allocates or declares and hands to an
 * orphaned loop. Race-free as OpenMP, since no two threads share the
 * memory; a kernel makes every work-item update one location (lost updates:
 * 20000 came out as 3333 to 5000). These loops stay on the host; the plain
 * loops beside them are offloaded.
 */
// omp2ocl-test: offload=2
// omp2ocl-test: missed="'t' may hold a different value in each thread"
// omp2ocl-test: missed="'my' may hold a different value in each thread"
// omp2ocl-test: missed="'pm' may hold a different value in each thread"
// omp2ocl-test: missed="'scr' may hold a different value in each thread"
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 20000
#define K 4

double a[N], partial[256], in[N], out[N], out2[N];

static void acc_index(int t)
{
    int i;
#pragma omp for
    for (i = 0; i < N; i++)
        partial[t] += a[i];
}

static void acc_pointer(double *my)
{
    int i;
#pragma omp for
    for (i = 0; i < N; i++)
        *my += a[i];
}

static void scratch_rows(double *scr, double *dst)
{
    int i, k;
#pragma omp for
    for (i = 0; i < N; i++) {
        for (k = 0; k < K; k++)
            scr[k] = in[i] + k;
        dst[i] = scr[0] + scr[K - 1];
    }
}

static double sum_partials(void)
{
    double s = 0.0;
    int t;
    for (t = 0; t < 256; t++) {
        s += partial[t];
        partial[t] = 0.0;
    }
    return s;
}

int main(void)
{
    int i;
    double tot = 0.0, tot2 = 0.0, check = 0.0;

#pragma omp parallel for
    for (i = 0; i < N; i++) {
        a[i] = 1.0 + (i % 3);
        in[i] = i % 10;
    }

    /* a thread id kept in a region variable, handed to an orphaned loop */
#pragma omp parallel
    {
        int me;
        me = omp_get_thread_num();
        acc_index(me);
    }
    printf("index %.12e\n", sum_partials());

    /* the address of the thread's own element */
#pragma omp parallel
    {
        int me = omp_get_thread_num();
        acc_pointer(&partial[me]);
    }
    printf("element %.12e\n", sum_partials());

    /* a pointer to a variable of the region: its own loop, and an orphaned one */
#pragma omp parallel
    {
        double mine = 0.0, other = 0.0;
        double *pm = &mine;
#pragma omp for
        for (i = 0; i < N; i++)
            *pm += a[i];
        acc_pointer(&other);
#pragma omp atomic
        tot += mine;
#pragma omp atomic
        tot2 += other;
    }
    printf("region %.12e %.12e\n", tot, tot2);

    /* scratch each thread allocates, and scratch on each thread's stack */
#pragma omp parallel
    {
        double *scr = malloc(K * sizeof(double));
        double stack_scr[K];
        scratch_rows(scr, out);
        scratch_rows(stack_scr, out2);
        free(scr);
    }

#pragma omp parallel for reduction(+:check)
    for (i = 0; i < N; i++)
        check += out[i] + 2.0 * out2[i];
    printf("scratch %.12e\n", check);
    return 0;
}
