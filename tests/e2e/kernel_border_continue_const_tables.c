// Image-filter habits: the border pixels leave the iteration early
// (`if (x == 0 || ...) { out[...] = 0; continue; }`), so the accesses after
// it stay inside the image (the extent takes the condition: before, the
// launch declined at run time, the accesses seemingly starting before the
// pointer); filter weights in a `static const` table in the loop body or in
// a function it calls (each work-item holds a copy). A static local the
// loop writes keeps its loop on the host.
// omp2ocl-test: offload=3
// omp2ocl-test: offload-max=3
// omp2ocl-test: missed="'calls' is a static local variable"
#include <stdio.h>
#include <stdlib.h>

#define W 200
#define H 120

static int weigh(int v, int k)
{
    static const int taps[3] = {1, 2, 1};
    return v * taps[k];
}

static void edge(const unsigned char *in, unsigned char *out)
{
    int y;
#pragma omp parallel for
    for (y = 0; y < H; y++) {
        int x;
        for (x = 0; x < W; x++) {
            if (x == 0 || y == 0 || x == W - 1 || y == H - 1) {
                out[y * W + x] = 0;
                continue;
            }
            out[y * W + x] = (unsigned char)((weigh(in[(y - 1) * W + x], 0) +
                                              weigh(in[y * W + x], 1) +
                                              weigh(in[(y + 1) * W + x], 2) +
                                              in[y * W + x - 1] + in[y * W + x + 1]) / 6);
        }
    }
}

static void blur(const unsigned char *in, float *out)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < W * H; i++) {
        static const float w[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};
        int k;
        float acc = 0.0f;
        if (i < 2 || i >= W * H - 2) {
            out[i] = in[i];
            continue;
        }
        for (k = 0; k < 5; k++)
            acc += w[k] * in[i + k - 2];
        out[i] = acc;
    }
}

static long count_calls(const unsigned char *img)
{
    long t = 0;
    int i;
#pragma omp parallel for reduction(+ : t)
    for (i = 0; i < W * H; i++) {
        static int calls; /* written: shared by every thread */
#pragma omp atomic
        calls++;
        t += img[i] > 100;
    }
    return t;
}

int main(void)
{
    unsigned char *a = malloc(W * H), *b = malloc(W * H);
    float *f = malloc(W * H * sizeof(float));
    long s = 0;
    double fs = 0.0;
    int i;
    for (i = 0; i < W * H; i++)
        a[i] = (unsigned char)(i * 7 % 251);
    edge(a, b);
    blur(b, f);
    edge(b, a);
    for (i = 0; i < W * H; i++) {
        s += (long)a[i] * (i % 5 + 1);
        fs += f[i] * (i % 3 + 1);
    }
    printf("edge %ld blur %.6e bright %ld\n", s, fs, count_calls(a));
    free(a);
    free(b);
    free(f);
    return 0;
}
