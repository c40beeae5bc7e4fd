// Critical sections made only of updates (a legacy count: `critical cnt++;`,
// a named section summing two totals, one in a function the loop calls)
// run on the device as atomic updates. A loop that also has a critical
// section doing more than updates (reading the maximum it replaces) stays
// on the host, whole: its simple section must exclude the other one too.
// omp2ocl-test: offload=3
// omp2ocl-test: offload-max=3
// omp2ocl-test: missed="'best' is shared and written in a critical section that does more than update it"
#include <stdio.h>
#include <stdlib.h>

#define N 40000

static long hits;
static double total_pos, total_neg;

static void tally(double v)
{
    if (v > 0.0) {
#pragma omp critical(tally)
        hits += 2;
    }
}

int main(void)
{
    double *v = malloc(N * sizeof(double));
    long cnt = 0, many = 0;
    int best = -1, npos = 0;
    double best_v = -1.0;
    int i;
    for (i = 0; i < N; i++)
        v[i] = (double)((i * 37L) % 101 - 50) * 0.25;
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        if (v[i] > 0.0) {
#pragma omp critical
            cnt++;
        }
    }
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        if (v[i] > 0.0) {
#pragma omp critical(sums)
            {
                total_pos += v[i];
                npos = npos + 1;
            }
        } else {
#pragma omp critical(sums)
            total_neg -= v[i];
        }
    }
#pragma omp parallel for
    for (i = 0; i < N; i++)
        tally(v[i]);
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        if (v[i] > 10.0) {
#pragma omp critical
            many++;
#pragma omp critical(best)
            {
                if (v[i] > best_v || (v[i] == best_v && i < best)) {
                    best_v = v[i];
                    best = i;
                }
            }
        }
    }
    printf("cnt %ld pos %.12e %d neg %.12e hits %ld many %ld best %d %.12e\n", cnt, total_pos,
           npos, total_neg, hits, many, best, best_v);
    free(v);
    return 0;
}
