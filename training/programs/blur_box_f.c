/* Separable box blur (radius 4) of a generated single-precision image,
 * repeated: a horizontal pass into a scratch image and a vertical pass
 * back, both over the pixels far enough from the edge (the two loops
 * collapsed), with small loops copying the border columns and rows.
 * argv[1]: WIDTHxHEIGHT or N. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define R 4
#define PASSES 4

int main(int argc, char **argv)
{
    int w = 512, h = 0, x, y, k, p;
    float *img, *tmp, s;
    double cs, t0, t1;

    if (argc > 1 && sscanf(argv[1], "%dx%d", &w, &h) < 2)
        h = w;
    if (h <= 0)
        h = w;
    img = (float *)malloc((size_t)w * h * sizeof(float));
    tmp = (float *)malloc((size_t)w * h * sizeof(float));
    if (!img || !tmp) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    /* a test card: stripes and a checkerboard */
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            img[(long)y * w + x] = (float)((x / 16 + y / 16) % 2) * 200.0f + (float)(x % 50);

    t0 = omp_get_wtime();
    for (p = 0; p < PASSES; p++) {
#pragma omp parallel for private(x)
        for (y = 0; y < h; y++)
            for (x = 0; x < R; x++) {
                tmp[(long)y * w + x] = img[(long)y * w + x];
                tmp[(long)y * w + (w - 1 - x)] = img[(long)y * w + (w - 1 - x)];
            }
#pragma omp parallel for collapse(2) private(k, s)
        for (y = 0; y < h; y++)
            for (x = R; x < w - R; x++) {
                s = 0.0f;
                for (k = -R; k <= R; k++)
                    s += img[(long)y * w + x + k];
                tmp[(long)y * w + x] = s * (1.0f / (2 * R + 1));
            }
#pragma omp parallel for private(y)
        for (x = 0; x < w; x++)
            for (y = 0; y < R; y++) {
                img[(long)y * w + x] = tmp[(long)y * w + x];
                img[(long)(h - 1 - y) * w + x] = tmp[(long)(h - 1 - y) * w + x];
            }
#pragma omp parallel for collapse(2) private(k, s)
        for (y = R; y < h - R; y++)
            for (x = 0; x < w; x++) {
                s = 0.0f;
                for (k = -R; k <= R; k++)
                    s += tmp[(long)(y + k) * w + x];
                img[(long)y * w + x] = s * (1.0f / (2 * R + 1));
            }
    }
    cs = 0.0;
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            cs += img[(long)y * w + x];
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    free(img);
    free(tmp);
    return 0;
}
