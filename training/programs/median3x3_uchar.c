/* 3x3 median filter on a generated 8-bit image with salt-and-pepper noise:
 * each pixel gathers its window into a private array and sorts it
 * (insertion sort); the output starts as a copy of the input, so the
 * border pixels keep their values.  Integer checksum.
 * argv[1]: WIDTHxHEIGHT or N. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

static unsigned int hash32(unsigned int x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

int main(int argc, char **argv)
{
    int w = 512, h = 0, x, y, i, j, k, t;
    unsigned char *in, *out;
    int win[9];
    long cs;
    double t0, t1;

    if (argc > 1 && sscanf(argv[1], "%dx%d", &w, &h) < 2)
        h = w;
    if (h <= 0)
        h = w;
    in = (unsigned char *)malloc((size_t)w * h);
    out = (unsigned char *)malloc((size_t)w * h);
    if (!in || !out) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    t0 = omp_get_wtime();
#pragma omp parallel for collapse(2) private(t)
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) {
            t = (int)(hash32((unsigned int)(y * w + x)) % 100U);
            if (t < 5)
                in[(long)y * w + x] = 0;
            else if (t < 10)
                in[(long)y * w + x] = 255;
            else
                in[(long)y * w + x] = (unsigned char)(64 + (x / 8 + y / 8) % 128);
        }
#pragma omp parallel for collapse(2)
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            out[(long)y * w + x] = in[(long)y * w + x];
#pragma omp parallel for private(x, i, j, k, t, win)
    for (y = 1; y < h - 1; y++)
        for (x = 1; x < w - 1; x++) {
            for (i = 0; i < 3; i++)
                for (j = 0; j < 3; j++)
                    win[i * 3 + j] = in[(long)(y + i - 1) * w + (x + j - 1)];
            for (i = 1; i < 9; i++) {
                t = win[i];
                k = i - 1;
                while (k >= 0 && win[k] > t) {
                    win[k + 1] = win[k];
                    k--;
                }
                win[k + 1] = t;
            }
            out[(long)y * w + x] = (unsigned char)win[4];
        }
    cs = 0;
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            cs += out[(long)y * w + x] * (1 + (x + 3 * y) % 5);
    t1 = omp_get_wtime();
    printf("checksum: %ld\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(in);
    free(out);
    return 0;
}
