/* Conditions on the loop variable that narrow an extent only as C
 * evaluates them (found by a probe): `i - 3 >= 0u` is compared unsigned
 * and always holds; `(signed char)i < 100` also holds for i in 128..227;
 * `if (k > 0)` tests k before the inner loop sets it again from 0; an index
 * wrapping through `(unsigned char)(i + head)`. Each was read as a bound,
 * so the buffer handed to the kernel missed elements the loop touches (a
 * heap corruption, garbage, -nan). Conditions in the loop body's own
 * statements that leave the iteration (`if (i == 0) { ...; continue; }`)
 * narrow the rest of the body (they narrowed only nested blocks: the
 * launch below declined, its buffer starting before the pointer).
 */
// omp2ocl-test: offload=5
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

#define N 200
#define M 30

int main(void)
{
    int i, j, k;
    double *x = malloc(N * sizeof(double)), *y = calloc(N, sizeof(double));
    for (i = 0; i < N; i++)
        x[i] = i * 0.5 + 1;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        if (i - 3 >= 0u)
            y[i] = x[i] * 2;
    printf("A %.2f %.2f %.2f\n", y[0], y[1], y[N - 1]);
#pragma omp parallel for
    for (i = 0; i < N; i++)
        if ((signed char)i < 100)
            y[i] = x[i] * 3;
    printf("B %.2f %.2f %.2f\n", y[0], y[150], y[N - 1]);

    double *z = malloc(40 * M * sizeof(double)), *w = calloc(40, sizeof(double));
    for (i = 0; i < 40 * M; i++)
        z[i] = (i % 7) * 0.5 + (i < 40 ? 100 : 0);
#pragma omp parallel for private(k)
    for (i = 0; i < 40; i++) {
        k = i % 3;
        if (k > 0)
            for (k = 0; k < M; k++)
                w[i] += z[k * 40 + i];
    }
    double s = 0;
    for (i = 0; i < 40; i++)
        s += w[i] * (i + 1);
    printf("C %.3f %.3f %.3f\n", s, w[1], w[39]);

    float *r = malloc(256 * 8 * sizeof(float)), *o = malloc(100 * sizeof(float));
    for (i = 0; i < 256 * 8; i++)
        r[i] = (i % 11) * 0.5f + (i < 44 * 8 ? 1000 : 0);
    unsigned char head = 200;
#pragma omp parallel for private(j)
    for (i = 0; i < 100; i++) {
        float t = 0;
        for (j = 0; j < 8; j++)
            t += r[(unsigned char)(i + head) * 8 + j];
        o[i] = t;
    }
    s = 0;
    for (i = 0; i < 100; i++)
        s += o[i] * (i + 1);
    printf("D %.3f %.3f %.3f\n", s, o[10], o[90]);

    double *a = malloc(64 * 32 * sizeof(double));
    static double out[64][32];
    for (i = 0; i < 64 * 32; i++)
        a[i] = i;
#pragma omp parallel for private(j)
    for (i = 0; i < 64; i++) {
        if (i == 0) {
            for (j = 0; j < 32; j++)
                out[i][j] = -1;
            continue;
        }
        for (j = 0; j < 32; j++)
            out[i][j] = a[(i - 1) * 32 + j];
    }
    s = 0;
    for (i = 0; i < 64; i++)
        for (j = 0; j < 32; j++)
            s += out[i][j] * (j + 1);
    printf("E %.3f %.3f\n", s, out[63][31]);
    return 0;
}
