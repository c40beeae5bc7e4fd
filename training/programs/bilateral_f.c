/* Bilateral filter (5x5 window) on a generated noisy single-precision
 * image: the weight of each neighbour is a spatial Gaussian times a range
 * Gaussian of the intensity difference (expf per tap), so the work is
 * dominated by arithmetic.  The output starts as a copy of the input, so
 * the border pixels keep their values.
 * argv[1]: WIDTHxHEIGHT or N. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define R 2

int main(int argc, char **argv)
{
    int w = 512, h = 0, x, y, i, j;
    float *in, *out, c, v, wgt, sw, sv;
    float inv2s2 = 1.0f / (2.0f * 1.5f * 1.5f), inv2r2 = 1.0f / (2.0f * 20.0f * 20.0f);
    double cs, t0, t1;

    if (argc > 1 && sscanf(argv[1], "%dx%d", &w, &h) < 2)
        h = w;
    if (h <= 0)
        h = w;
    in = (float *)malloc((size_t)w * h * sizeof(float));
    out = (float *)malloc((size_t)w * h * sizeof(float));
    if (!in || !out) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            in[(long)y * w + x] = ((x / 32 + y / 32) % 2 ? 160.0f : 60.0f)
                                  + (float)(((unsigned)(x * 7919 + y * 104729) >> 3) % 21) - 10.0f;

    t0 = omp_get_wtime();
#pragma omp parallel for collapse(2)
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            out[(long)y * w + x] = in[(long)y * w + x];
#pragma omp parallel for collapse(2) private(i, j, c, v, wgt, sw, sv)
    for (y = R; y < h - R; y++)
        for (x = R; x < w - R; x++) {
            c = in[(long)y * w + x];
            sw = 0.0f;
            sv = 0.0f;
            for (i = -R; i <= R; i++)
                for (j = -R; j <= R; j++) {
                    v = in[(long)(y + i) * w + (x + j)];
                    wgt = expf(-(float)(i * i + j * j) * inv2s2 - (v - c) * (v - c) * inv2r2);
                    sw += wgt;
                    sv += wgt * v;
                }
            out[(long)y * w + x] = sv / sw;
        }
    cs = 0.0;
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            cs += out[(long)y * w + x];
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(in);
    free(out);
    return 0;
}
