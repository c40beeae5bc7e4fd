// `omp critical` (unnamed and named) updating a shared maximum with its index
// (ties go to the smallest index, so the answer is unique) and a shared list
// length.
// A critical section that does more than update (it reads what it replaces)
// cannot run in a kernel: the loop stays OpenMP.
// omp2ocl-test: offload=0
// omp2ocl-test: missed="critical"
#include <stdio.h>

#define N 20000

static int score[N];

int main(void)
{
    int i, best = -1, best_i = -1, hits = 0;
    long hsum = 0;
    for (i = 0; i < N; i++)
        score[i] = (int)(((unsigned)i * 40503u) % 9973u);
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        int s = score[i];
#pragma omp critical
        {
            if (s > best || (s == best && i < best_i)) {
                best = s;
                best_i = i;
            }
        }
        if (s % 1000 == 0) {
#pragma omp critical(hitlist)
            {
                hits++;
                hsum += i;
            }
        }
    }
    printf("best %d at %d, hits %d sum %ld\n", best, best_i, hits, hsum);
    return 0;
}
