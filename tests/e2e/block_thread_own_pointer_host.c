// A thread's own pointer with an unknown extent (NAS IS's per-thread
// histograms: hist = all + tid * nb): each thread's pointer is different,
// so one kernel with the launching thread's block would be wrong; the loop
// stays on the host. The shared-pointer merge loop after it offloads. The
// same with each thread's own calloc'd histogram merged under critical
// (calloc, a function without a body in the unit, gives each thread its
// own pointer).
// omp2ocl-test: offload=3
// omp2ocl-test: offload-max=3
// omp2ocl-test: missed="'mine' may hold a different value in each thread"
// omp2ocl-test: missed="'hist' may hold a different value in each thread"
#include <stdio.h>
#include <stdlib.h>
#ifdef _OPENMP
#include <omp.h>
#endif

int main(void)
{
    int n = 30000, nb = 64, i, v, pass;
    int *key = malloc(n * sizeof(int));
    int *all = calloc(16 * nb, sizeof(int));
    int *total = malloc(nb * sizeof(int));
    int *total2 = calloc(nb, sizeof(int));
    for (i = 0; i < n; i++)
        key[i] = (i * 13 + i / 7) % nb;
    for (pass = 0; pass < 3; pass++) {
        int nthreads = 1;
#pragma omp parallel private(v)
        {
            int tid = 0;
            int *hist;
#ifdef _OPENMP
            tid = omp_get_thread_num();
#pragma omp single
            nthreads = omp_get_num_threads();
#endif
            hist = all + tid * nb;
            for (v = 0; v < nb; v++)
                hist[v] = 0;
#pragma omp for
            for (i = 0; i < n; i++)
                hist[key[i]]++;
        }
        /* merge: a shared pointer, indices computed from the loop */
#pragma omp parallel for private(v)
        for (i = 0; i < nb; i++) {
            int s = 0;
            for (v = 0; v < nthreads && v < 16; v++)
                s += all[v * nb + i];
            total[i] = s + pass;
        }
        long t = 0;
        for (i = 0; i < nb; i++)
            t += (long)total[i] * (i + 1);
        printf("pass %d total[0] %d total[%d] %d weighted %ld\n", pass, total[0], nb - 1,
               total[nb - 1], t);
    }
#pragma omp parallel private(v)
    {
        int *mine = calloc(nb, sizeof(int));
#pragma omp for
        for (i = 0; i < n; i++)
            mine[key[i]]++;
#pragma omp critical
        for (v = 0; v < nb; v++)
            total2[v] += mine[v];
        free(mine);
    }
    {
        long t = 0;
        for (i = 0; i < nb; i++)
            t += (long)total2[i] * (i + 3);
        printf("own blocks weighted %ld\n", t);
    }
    free(total2);
    free(key);
    free(all);
    free(total);
    return 0;
}
