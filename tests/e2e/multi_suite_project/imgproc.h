#ifndef IMGPROC_H
#define IMGPROC_H
#include <stddef.h>

#define MAXW 512
#define NBINS 16

typedef float pixel_t;

typedef struct {
    int w, h;
    size_t npix;
    pixel_t *pix;
} image_t;

/* main.c */
extern float g_gain;
extern double g_profile[MAXW];

/* io.c */
image_t *image_create(int w, int h);
void image_destroy(image_t *img);
void image_fill(image_t *img, unsigned seed);
void image_report(const char *tag, const image_t *img);

/* kernels.c */
void smooth(const image_t *in, image_t *out);
void gradient(const image_t *in, image_t *out);
long threshold_count(const image_t *img, pixel_t level);
void column_profile(const image_t *img);
void scale_gain(image_t *img);

#endif
