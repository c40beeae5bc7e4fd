/* General 2-D convolution of a double-precision image with a 7x7 kernel
 * held in a static array: the output starts as a copy of the input (the
 * border keeps it), then the interior pixels are convolved, the pixel
 * loops collapsed.  argv[1]: WIDTHxHEIGHT or N. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define K 7
#define H (K / 2)

static double filt[K][K];

int main(int argc, char **argv)
{
    int w = 512, h = 0, x, y, i, j;
    double *in, *out, s, norm, cs, t0, t1;

    if (argc > 1 && sscanf(argv[1], "%dx%d", &w, &h) < 2)
        h = w;
    if (h <= 0)
        h = w;
    in = (double *)malloc((size_t)w * h * sizeof(double));
    out = (double *)malloc((size_t)w * h * sizeof(double));
    if (!in || !out) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    norm = 0.0;
    for (i = 0; i < K; i++)
        for (j = 0; j < K; j++) {
            filt[i][j] = exp(-0.3 * ((i - H) * (i - H) + (j - H) * (j - H))) * (1.0 + 0.1 * (i - j));
            norm += filt[i][j];
        }
    for (i = 0; i < K; i++)
        for (j = 0; j < K; j++)
            filt[i][j] /= norm;
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            in[(long)y * w + x] = sin(0.05 * x) * cos(0.03 * y) + ((x * y) % 17) * 0.01;

    t0 = omp_get_wtime();
#pragma omp parallel for collapse(2)
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            out[(long)y * w + x] = in[(long)y * w + x];
#pragma omp parallel for collapse(2) private(i, j, s)
    for (y = H; y < h - H; y++)
        for (x = H; x < w - H; x++) {
            s = 0.0;
            for (i = 0; i < K; i++)
                for (j = 0; j < K; j++)
                    s += filt[i][j] * in[(long)(y + i - H) * w + (x + j - H)];
            out[(long)y * w + x] = s;
        }
    cs = 0.0;
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            cs += fabs(out[(long)y * w + x]);
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(in);
    free(out);
    return 0;
}
