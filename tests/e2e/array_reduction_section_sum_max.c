// OpenMP 4.5 array reductions on the device: `reduction(+:hist[0:NB])` on a
// double array (a data-dependent bin per iteration), `reduction(max:top)`
// over a whole int array, a section of a pointer that starts past element 0
// (`reduction(+:cnt[2:6])`, the elements outside it untouched), and `*` on
// long. Every shared array starts non-empty: the device's totals must be
// combined with the original values, as OpenMP specifies. The loops run
// twice, so the second launch combines with what the first left.
// omp2ocl-test: offload=8
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

#define N 100000
#define NB 16
#define NT 8

static double w[N];
static int key[N];

int main(void)
{
    double hist[NB];
    int top[NT];
    long prod[4];
    int *cnt = malloc(10 * sizeof(int));
    int i, b, rep;

    for (i = 0; i < N; i++) {
        key[i] = (int)((i * 2654435761u) % 1000003u);
        w[i] = 0.25 * (i % 13) + 1.0 / 1024.0 * (i % 7);
    }
    for (b = 0; b < NB; b++)
        hist[b] = 0.5 * b;
    for (b = 0; b < NT; b++)
        top[b] = -1000 + b;
    for (b = 0; b < 4; b++)
        prod[b] = b + 1;
    for (b = 0; b < 10; b++)
        cnt[b] = 100 * b;

    for (rep = 0; rep < 2; rep++) {
#pragma omp parallel for reduction(+ : hist[0:NB])
        for (i = 0; i < N; i++)
            hist[key[i] % NB] += w[i];

#pragma omp parallel for reduction(max : top)
        for (i = 0; i < N; i++) {
            int t = key[i] % NT;
            int v = (key[i] / NT) % 100000 - 50000;
            top[t] = v > top[t] ? v : top[t];
        }

#pragma omp parallel for reduction(+ : cnt[2:6])
        for (i = 0; i < N; i++)
            cnt[2 + key[i] % 6]++;

#pragma omp parallel for reduction(* : prod)
        for (i = 0; i < 40; i++)
            prod[i % 4] *= (i % 3) + 1;
    }

    for (b = 0; b < NB; b++)
        printf("hist[%d] = %.12e\n", b, hist[b]);
    for (b = 0; b < NT; b++)
        printf("top[%d] = %d\n", b, top[b]);
    for (b = 0; b < 10; b++)
        printf("cnt[%d] = %d\n", b, cnt[b]);
    for (b = 0; b < 4; b++)
        printf("prod[%d] = %ld\n", b, prod[b]);
    free(cnt);
    return 0;
}
