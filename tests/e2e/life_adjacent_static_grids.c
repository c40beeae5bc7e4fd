/* A game of life on two adjacent static grids handed to one step
 * function in turn (`step(g0, g1)`, `step(g1, g0)`), the neighbours read
 * with wrap-around `(i + d + R) % R` under `if (d)`. The condition on the
 * neighbour offset was one the extent could not use, so the extent was
 * not trusted and each grid was taken as its whole allocation block; g1
 * starts where g0 ends, and a pointer at a block's start may be one past
 * the block below, so both grids came as one range, the two arguments
 * overlapped, and every other launch ran as OpenMP (h2d 80 KB, d2h 36 KB).
 * `if (d)` is now `d != 0`: all 20 launches run, and the grids stay on
 * the device.
 */
// omp2ocl-test: offload=20
// omp2ocl-test: h2d-max=16384
// omp2ocl-test: d2h-max=4096
#include <stdio.h>
#define R 64
#define C 64
static char g0[R][C], g1[R][C];          /* adjacent static arrays */
static void step(char (*src)[C], char (*dst)[C])
{
    int i, j;
#pragma omp parallel for private(j)
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            int n = 0, d;
            for (d = -1; d <= 1; d++) if (d) n += src[(i + d + R) % R][j];
            dst[i][j] = (char)(n == 3 || src[i][j]);
        }
}
int main(void)
{
    int i, j, g;
    for (i = 0; i < R; i++) for (j = 0; j < C; j++) g0[i][j] = (char)((i * j) % 5 == 0);
    for (g = 0; g < 20; g++) {
        if (g & 1) step(g1, g0); else step(g0, g1);   /* every step(g1, g0) falls back to OpenMP */
    }
    printf("%d %d\n", g0[5][7], g0[R - 1][C - 1]);
    return 0;
}
