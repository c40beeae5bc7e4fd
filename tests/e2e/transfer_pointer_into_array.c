/* A pointer into an array a kernel wrote (`int *flat = &MT[0][0]`) is no
 * access of the array: the next kernel reads MT through it where MT is,
 * on the device (before, MT went to the host and back in between). A host
 * store through the pointer is still announced, and the kernel after it
 * sees the store. */
// omp2ocl-test: offload=3
// omp2ocl-test: h2d-max=4096
// omp2ocl-test: d2h-max=4096
#include <stdio.h>

#define R 300
#define C 170

int MT[C][R];
long part[8], part2[8];

int main(void)
{
    int i, j, t;
    int n = R * C, chunk;
    int *flat, *mid;
#pragma omp parallel for private(j)
    for (j = 0; j < C; j++)
        for (i = 0; i < R; i++)
            MT[j][i] = (i * 31 + j * 17) % 101 - 50;
    flat = &MT[0][0];
    mid = (n > 2) ? &MT[C / 2][0] : flat;
    chunk = n / 8;
#pragma omp parallel for private(i)
    for (t = 0; t < 8; t++) {
        long s = 0;
        for (i = t * chunk; i < t * chunk + chunk; i++)
            s += flat[i] * (long)(i % 7);
        part[t] = s;
    }
    mid[5] = 1000;
#pragma omp parallel for private(i)
    for (t = 0; t < 8; t++) {
        long s = 0;
        for (i = t * chunk; i < t * chunk + chunk; i++)
            s += flat[i];
        part2[t] = s;
    }
    for (t = 0; t < 8; t++)
        printf("%ld %ld\n", part[t], part2[t]);
    return 0;
}
