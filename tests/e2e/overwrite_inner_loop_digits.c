// Buffers a kernel overwrites through an inner loop: an image row by row,
// `img[y * W + x]` with x an inner loop over the row, and per-element
// corner values `f[8 * k + c]` with c an inner loop over the 8 corners
// (LULESH's shape). The launch skips their uploads (the subscript takes
// every value of the range once). Near misses keep the upload, or results
// would lose the elements the kernel leaves alone: an inner loop that
// stops one short of the row, one that may break out early (a break in a
// nested search loop does not count), a write under a condition. h2d-max
// is the bytes those three uploads and the kernels' inputs need.
// omp2ocl-test: offload=8
// omp2ocl-test: offload-max=8
// omp2ocl-test: h2d-max=42143
#include <stdio.h>
#include <stdlib.h>

#define W 96
#define H 64
#define NE 500

static void render(unsigned char *img, int w, int h, int frame)
{
    int y;
#pragma omp parallel for
    for (y = 0; y < h; y++) {
        int x;
        for (x = 0; x < w; x++) {
            int it = 0, v = (x * 7 + y * 3 + frame) % 50;
            while (it < 40) { /* a search loop: its break stays inside it */
                if (v > 45)
                    break;
                v = (v * 3 + 1) % 53;
                it++;
            }
            img[y * w + x] = (unsigned char)(it * 5 + frame);
        }
    }
}

static void corners(double *f, const double *p, int ne)
{
    int k;
#pragma omp parallel for
    for (k = 0; k < ne; k++) {
        int c;
        for (c = 0; c < 8; c++)
            f[8 * k + c] = p[k] * (c + 1) - 0.5 * c;
    }
}

static void short_rows(unsigned char *img, int w, int h)
{
    int y;
#pragma omp parallel for
    for (y = 0; y < h; y++) {
        int x;
        for (x = 0; x < w - 1; x++) /* the last column keeps its value */
            img[y * w + x] = (unsigned char)(x + y);
    }
}

static void may_stop(double *f, const double *p, int ne)
{
    int k;
#pragma omp parallel for
    for (k = 0; k < ne; k++) {
        int c;
        for (c = 0; c < 8; c++) {
            if (p[k] < 0.1 && c == 5)
                break; /* leaves the corner loop early */
            f[8 * k + c] = -p[k];
        }
    }
}

static void some_only(double *f, const double *p, int ne)
{
    int k;
#pragma omp parallel for
    for (k = 0; k < ne; k++) {
        int c;
        for (c = 0; c < 8; c++)
            if (c != 3)
                f[8 * k + c] = p[k] + c;
    }
}

int main(void)
{
    unsigned char *img = malloc(W * H), *img2 = malloc(W * H);
    double *f = malloc(8 * NE * sizeof(double)), *g = malloc(8 * NE * sizeof(double));
    double *p = malloc(NE * sizeof(double));
    long si = 0;
    double sf = 0.0;
    int i, frame;
    for (i = 0; i < W * H; i++)
        img[i] = img2[i] = (unsigned char)(i % 251);
    for (i = 0; i < NE; i++)
        p[i] = (i % 17) * 0.0625;
    for (i = 0; i < 8 * NE; i++)
        f[i] = g[i] = i * 0.25;
    for (frame = 0; frame < 2; frame++) {
        render(img, W, H, frame);
        corners(f, p, NE);
    }
    short_rows(img2, W, H);
    may_stop(g, p, NE);
    some_only(f, p, NE);
    corners(g, p, NE / 2); /* the first half only */
    for (i = 0; i < W * H; i++)
        si += (long)img[i] * (i % 7 + 1) + (long)img2[i] * (i % 5 + 1);
    for (i = 0; i < 8 * NE; i++)
        sf += f[i] * (i % 3 + 1) + g[i] * (i % 4 + 1);
    printf("img %ld f %.12e\n", si, sf);
    free(img);
    free(img2);
    free(f);
    free(g);
    free(p);
    return 0;
}
