// The OpenMP kernels of the project: they see the image only through
// image_t pointers (w, h, pix members) and the globals that main.c defines.
#include <math.h>
#include "imgproc.h"

#define IDX(img, r, c) ((size_t)(r) * (size_t)(img)->w + (size_t)(c))

void smooth(const image_t *in, image_t *out)
{
    int r, c;
    int h = in->h, w = in->w;
    const pixel_t *src = in->pix;
    pixel_t *dst = out->pix;
#pragma omp parallel for private(c) schedule(static)
    for (r = 0; r < h; r++) {
        for (c = 0; c < w; c++) {
            int rn = r > 0 ? r - 1 : 0;
            int rs = r < h - 1 ? r + 1 : h - 1;
            int cw = c > 0 ? c - 1 : 0;
            int ce = c < w - 1 ? c + 1 : w - 1;
            dst[(size_t)r * w + c] = 0.5f * src[(size_t)r * w + c] +
                                     0.125f * (src[(size_t)rn * w + c] + src[(size_t)rs * w + c] +
                                               src[(size_t)r * w + cw] + src[(size_t)r * w + ce]);
        }
    }
}

void gradient(const image_t *in, image_t *out)
{
    int r, c;
#pragma omp parallel for private(c)
    for (r = 1; r < in->h - 1; r++) {
        for (c = 1; c < in->w - 1; c++) {
            pixel_t gx = in->pix[IDX(in, r, c + 1)] - in->pix[IDX(in, r, c - 1)];
            pixel_t gy = in->pix[IDX(in, r + 1, c)] - in->pix[IDX(in, r - 1, c)];
            out->pix[IDX(out, r, c)] = sqrtf(gx * gx + gy * gy);
        }
    }
}

long threshold_count(const image_t *img, pixel_t level)
{
    long count = 0;
    size_t i;
#pragma omp parallel for reduction(+ : count)
    for (i = 0; i < img->npix; i++)
        if (img->pix[i] > level)
            count++;
    return count;
}

void column_profile(const image_t *img)
{
    int c, w = img->w, h = img->h;
    const pixel_t *p = img->pix;
#pragma omp parallel for
    for (c = 0; c < w; c++) {
        double s = 0.0;
        int r;
        for (r = 0; r < h; r++)
            s += p[(size_t)r * w + c];
        g_profile[c] = s / h;
    }
}

void scale_gain(image_t *img)
{
    size_t i;
#pragma omp parallel for
    for (i = 0; i < img->npix; i++)
        img->pix[i] *= g_gain;
}
