// A histogram through an index array into a calloc'd array with `atomic`:
// h[key[i]] has no computable extent, so h is handed over as its whole
// block (uploaded: the counts of the earlier passes survive). The keys change
// on the host between passes.
// omp2ocl-test: offload=4
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int n = 50000, nb = 97, i, pass;
    int *key = malloc(n * sizeof(int));
    int *h = calloc(nb, sizeof(int));
    long *w = calloc(nb, sizeof(long));
    for (pass = 0; pass < 4; pass++) {
        for (i = 0; i < n; i++)
            key[i] = (int)(((long)i * (31 + pass) + pass * 7) % nb);
#pragma omp parallel for
        for (i = 0; i < n; i++) {
#pragma omp atomic
            h[key[i]] += 1;
#pragma omp atomic
            w[key[i]] += i % 3;
        }
        long t = 0;
        for (i = 0; i < nb; i++)
            t += (long)h[i] * (i + 1) + w[i];
        printf("pass %d h[0] %d h[%d] %d w[5] %ld weighted %ld\n", pass, h[0], nb - 1,
               h[nb - 1], w[5], t);
    }
    free(key);
    free(h);
    free(w);
    return 0;
}
