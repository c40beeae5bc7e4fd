// firstprivate arrays: each thread starts from a copy of the array. A loop
// that only reads its copy (filter weights in a local array, a static
// table) reads the original: the kernel takes it as a read-only buffer. A
// loop that writes every element of its copy before reading it (scratch)
// never sees the initial values: a private array per work-item. A loop
// that changes one element and reads the others could see what an earlier
// iteration of the same thread left: it stays on the host.
// omp2ocl-test: offload=3
// omp2ocl-test: offload-max=3
// omp2ocl-test: missed="'w' is a firstprivate array the loop writes"
// omp2ocl-test: tolerance=1e-6
#include <stdio.h>
#include <stdlib.h>

#define N 20000

static double table[8] = {1.0, 0.5, 0.25, 0.125, 2.0, 4.0, 8.0, 16.0};

static void smooth(const float *in, float *out, int n)
{
    float w[5] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f};
    int i;
#pragma omp parallel for firstprivate(w)
    for (i = 2; i < n - 2; i++) {
        int k;
        float acc = 0.0f;
        for (k = -2; k <= 2; k++)
            acc += w[k + 2] * in[i + k];
        out[i] = acc;
    }
}

int main(void)
{
    float *in = malloc(N * sizeof(float)), *out = malloc(N * sizeof(float));
    double *d = malloc(N * sizeof(double));
    double scratch[4] = {-1.0, -1.0, -1.0, -1.0};
    float w[5] = {0.1f, 0.2f, 0.4f, 0.2f, 0.1f};
    double s = 0.0, t = 0.0;
    int i;
    for (i = 0; i < N; i++) {
        in[i] = (float)(i % 13);
        out[i] = 0.0f;
    }
    smooth(in, out, N);
#pragma omp parallel for firstprivate(table)
    for (i = 0; i < N; i++)
        d[i] = table[i % 8] * in[i];
#pragma omp parallel for firstprivate(scratch)
    for (i = 0; i < N; i++) {
        int k;
        for (k = 0; k < 4; k++)
            scratch[k] = d[i] + k;
        d[i] = scratch[0] * scratch[3] - scratch[1] * scratch[2];
    }
#pragma omp parallel for firstprivate(w)
    for (i = 2; i < N - 2; i++) {
        int k;
        float acc = 0.0f;
        w[2] = 0.4f; /* its own copy: the loop changes one element */
        for (k = -2; k <= 2; k++)
            acc += w[k + 2] * in[i + k];
        out[i] += acc;
    }
    for (i = 0; i < N; i++) {
        s += out[i] * (i % 3 + 1);
        t += d[i] * (i % 5 + 1);
    }
    printf("s %.6e t %.12e\n", s, t);
    free(in);
    free(out);
    free(d);
    return 0;
}
