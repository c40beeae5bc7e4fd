// Allocation, initialisation and reporting; no OpenMP here.
#include <stdio.h>
#include <stdlib.h>
#include "imgproc.h"

image_t *image_create(int w, int h)
{
    image_t *img = (image_t *)malloc(sizeof(image_t));
    img->w = w;
    img->h = h;
    img->npix = (size_t)w * h;
    img->pix = (pixel_t *)calloc(img->npix, sizeof(pixel_t));
    return img;
}

void image_destroy(image_t *img)
{
    free(img->pix);
    free(img);
}

void image_fill(image_t *img, unsigned seed)
{
    size_t i;
    for (i = 0; i < img->npix; i++) {
        seed = seed * 1664525u + 1013904223u;
        img->pix[i] = (pixel_t)((seed >> 20) % 256u) / 16.0f;
    }
}

void image_report(const char *tag, const image_t *img)
{
    double s = 0.0, ws = 0.0;
    size_t i;
    for (i = 0; i < img->npix; i++) {
        s += img->pix[i];
        ws += img->pix[i] * (double)(i % 13 + 1);
    }
    printf("%s sum %.12e weighted %.12e first %.6e last %.6e\n", tag, s, ws, img->pix[0],
           img->pix[img->npix - 1]);
}
