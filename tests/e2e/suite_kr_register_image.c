/*
 * K&R-style legacy program: old-style function definitions, global arrays
 * sized by #defines, macros with side-effect-free arguments, static helper
 * functions called in loop bodies, unsigned char / short / unsigned short /
 * unsigned long types, ternaries, a do-while in the loop body (Collatz-like
 * bounded iteration and a digit loop), register locals, lastprivate and
 * firstprivate, 2-D static arrays, a parallel region with nowait loops and
 * a master block, a reduction(+) on unsigned long and a max on short.
 */
/* omp2ocl-test: offload=5 */
#include <stdio.h>

#define W 96
#define H 64
#define NBUCK 16
#define CLAMP(x, lo, hi) ((x) < (lo) ? (lo) : ((x) > (hi) ? (hi) : (x)))
#define SQR(x) ((x) * (x))
#define ABS(x) ((x) < 0 ? -(x) : (x))

static unsigned char img[H][W];
static unsigned char out[H][W];
static short grad[H][W];
static unsigned short steps[H * W];
static unsigned long digsum[H];
static int lastrow;
static unsigned char thresh = 117;

static int sobel(y, x)
int y, x;
{
    register int gx, gy;
    gx = -img[y - 1][x - 1] - 2 * img[y][x - 1] - img[y + 1][x - 1] + img[y - 1][x + 1] +
         2 * img[y][x + 1] + img[y + 1][x + 1];
    gy = -img[y - 1][x - 1] - 2 * img[y - 1][x] - img[y - 1][x + 1] + img[y + 1][x - 1] +
         2 * img[y + 1][x] + img[y + 1][x + 1];
    return ABS(gx) + ABS(gy);
}

static unsigned short collatz(v)
unsigned long v;
{
    unsigned short n = 0;
    do {
        v = (v & 1UL) ? 3UL * v + 1UL : v >> 1;
        n++;
    } while (v != 1UL && n < 500);
    return n;
}

static unsigned long digits(v)
unsigned long v;
{
    unsigned long s = 0;
    do {
        s += v % 10UL;
        v /= 10UL;
    } while (v);
    return s;
}

int main()
{
    register int x, y;
    unsigned long total = 0;
    short gmax = 0;
    int i, lastx = -1;
    unsigned int seed = 1;

    for (y = 0; y < H; y++)
        for (x = 0; x < W; x++) {
            seed = seed * 69069u + 1u;
            img[y][x] = (unsigned char)(((x * 5 + y * 3) & 0xff) ^ (seed >> 24));
        }

#pragma omp parallel
    {
#pragma omp for nowait private(x)
        for (y = 1; y < H - 1; y++)
            for (x = 1; x < W - 1; x++) {
                int g = sobel(y, x);
                grad[y][x] = (short)CLAMP(g, 0, 1020);
            }
#pragma omp for
        for (i = 0; i < H * W; i++)
            steps[i] = collatz((unsigned long)(i + 1));
#pragma omp master
        {
            lastrow = -1;
        }
#pragma omp barrier
#pragma omp for lastprivate(x)
        for (y = 0; y < H; y++) {
            unsigned long s = 0;
            for (x = 0; x < W; x++)
                s += digits((unsigned long)steps[y * W + x] * 1000003UL + (unsigned long)img[y][x]);
            digsum[y] = s;
        }
    }
    lastx = x;

#pragma omp parallel for private(x) firstprivate(thresh)
    for (y = 1; y < H - 1; y++)
        for (x = 1; x < W - 1; x++) {
            unsigned char v = img[y][x];
            short g = grad[y][x];
            out[y][x] = (unsigned char)(g > 255 ? 255 : (v > thresh ? (unsigned char)(v - thresh) : (unsigned char)0));
        }

#pragma omp parallel for private(x) reduction(+ : total) reduction(max : gmax)
    for (y = 1; y < H - 1; y++)
        for (x = 1; x < W - 1; x++) {
            total += (unsigned long)out[y][x] * (unsigned long)(SQR(x % 7) + 1);
            if (grad[y][x] > gmax)
                gmax = grad[y][x];
        }

    {
        unsigned long sd = 0, ss = 0;
        long gs = 0;
        for (y = 0; y < H; y++) {
            sd += digsum[y] * (unsigned long)(y + 1);
            for (x = 0; x < W; x++) {
                ss += steps[y * W + x];
                gs += grad[y][x];
            }
        }
        printf("total %lu gmax %d lastx %d lastrow %d\n", total, (int)gmax, lastx, lastrow);
        printf("digits %lu steps %lu grad %ld\n", sd, ss, gs);
    }
    return 0;
}
