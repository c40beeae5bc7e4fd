// Loops whose step is a tile: `for (t = 0; t < N; t += TILE)` ends at
// N - TILE, and the inner loop over the tile `x = t .. t + TILE - 1` ends at
// the last element. The extents handed to the device stop there: taken up
// to the loop bound (t = N - 1), a heap source's upload read TILE - 1
// elements past its block (a crash when the next page is unmapped) and a
// static destination's copy back wrote past its end, over whatever the
// linker put after it. A loop stepping down from the last tile, whose tiles
// start at t - TILE + 1, launches too (taken down to the bound, its first
// element was below the array's start and the launch declined). h2d-max is
// exactly the arrays' bytes.
// omp2ocl-test: offload=4
// omp2ocl-test: h2d-max=524288
#include <stdio.h>
#include <stdlib.h>

#define N 65536
#define TILE 1024

static float dst[N];
static float after_dst[16]; /* the array the linker may put after dst */

static void copy_tiled(const float *in, float *out)
{
    int t;
#pragma omp parallel for
    for (t = 0; t < N; t += TILE) {
        int x;
        for (x = t; x < t + TILE; x++)
            out[x] = 2.0f * in[x];
    }
}

static void add_tiles_down(float *acc, const float *in)
{
    int t;
#pragma omp parallel for
    for (t = N - 1; t >= 0; t -= TILE) {
        int x;
        for (x = t - TILE + 1; x <= t; x++)
            acc[x] += in[x] * 0.5f;
    }
}

int main(void)
{
    float *src = malloc(N * sizeof(float));
    double s = 0.0, a = 0.0;
    int i, k;
    for (i = 0; i < 16; i++)
        after_dst[i] = (float)i;
    for (i = 0; i < N; i++)
        src[i] = (float)(i % 7);
    for (k = 0; k < 2; k++) {
        copy_tiled(src, dst);
        add_tiles_down(dst, src);
    }
    for (i = 0; i < N; i++)
        s += dst[i] * (1 + i % 3);
    for (i = 0; i < 16; i++)
        a += after_dst[i];
    printf("sum %.6e untouched %.6e\n", s, a);
    free(src);
    return 0;
}
