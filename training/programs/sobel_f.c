/* Sobel edge detection on a generated 8-bit grey image: the magnitude
 * image is cleared, the gradient magnitude of the interior pixels computed
 * in single precision (sqrtf), then the edges above a threshold counted (an
 * integer reduction).  argv[1]: WIDTHxHEIGHT or N. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

int main(int argc, char **argv)
{
    int w = 512, h = 0, x, y;
    unsigned char *img;
    float *mag, gx, gy;
    long edges = 0;
    double cs, t0, t1;

    if (argc > 1 && sscanf(argv[1], "%dx%d", &w, &h) < 2)
        h = w;
    if (h <= 0)
        h = w;
    img = (unsigned char *)malloc((size_t)w * h);
    mag = (float *)malloc((size_t)w * h * sizeof(float));
    if (!img || !mag) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    /* circles and diagonal bands, as if read from a file */
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) {
            int dx = x % 128 - 64, dy = y % 128 - 64;
            img[(long)y * w + x] = (unsigned char)((dx * dx + dy * dy < 1600 ? 180 : 40) + ((x + y) % 32));
        }

    t0 = omp_get_wtime();
#pragma omp parallel for collapse(2)
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++)
            mag[(long)y * w + x] = 0.0f;
#pragma omp parallel for private(x, gx, gy)
    for (y = 1; y < h - 1; y++)
        for (x = 1; x < w - 1; x++) {
            gx = (float)(img[(long)(y - 1) * w + x + 1] + 2 * img[(long)y * w + x + 1] + img[(long)(y + 1) * w + x + 1])
               - (float)(img[(long)(y - 1) * w + x - 1] + 2 * img[(long)y * w + x - 1] + img[(long)(y + 1) * w + x - 1]);
            gy = (float)(img[(long)(y + 1) * w + x - 1] + 2 * img[(long)(y + 1) * w + x] + img[(long)(y + 1) * w + x + 1])
               - (float)(img[(long)(y - 1) * w + x - 1] + 2 * img[(long)(y - 1) * w + x] + img[(long)(y - 1) * w + x + 1]);
            mag[(long)y * w + x] = sqrtf(gx * gx + gy * gy);
        }
#pragma omp parallel for private(x) reduction(+:edges)
    for (y = 1; y < h - 1; y++)
        for (x = 1; x < w - 1; x++)
            if (mag[(long)y * w + x] > 100.0f)
                edges++;
    cs = 0.0;
    for (y = 1; y < h - 1; y++)
        for (x = 1; x < w - 1; x++)
            cs += mag[(long)y * w + x];
    t1 = omp_get_wtime();
    printf("edges %ld\n", edges);
    printf("checksum: %.10e\n", cs + edges);
    printf("time: %.6f\n", t1 - t0);
    free(img);
    free(mag);
    return 0;
}
