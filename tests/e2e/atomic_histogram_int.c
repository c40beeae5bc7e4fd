// `omp atomic` histograms on int arrays, hist[idx[i]] += ..., indices computed
// on the host, plus an atomic scalar counter.
#include <stdio.h>

#define N 100000
#define BINS 64

static int idx[N];
static int hist[BINS];
static int whist[BINS];

int main(void)
{
    int i;
    int count = 0;
    for (i = 0; i < N; i++)
        idx[i] = (int)(((unsigned)i * 2654435761u) >> 26);
#pragma omp parallel for
    for (i = 0; i < N; i++) {
#pragma omp atomic
        hist[idx[i]] += 1;
#pragma omp atomic
        whist[(idx[i] * 7) % BINS] += i % 5;
        if (idx[i] == 3) {
#pragma omp atomic update
            count++;
        }
    }
    long check = 0;
    for (i = 0; i < BINS; i++) {
        check += (long)hist[i] * (i + 1) + whist[i];
        if (i < 4)
            printf("bin %d: %d %d\n", i, hist[i], whist[i]);
    }
    printf("count %d checksum %ld\n", count, check);
    return 0;
}
