/* 2-D histogram (64 x 64 bins) of single-precision points drawn from a
 * 2-D normal distribution (Box-Muller on a counter-based hash), atomic
 * integer counts; a second loop counts the points per ring of radius
 * (atomic increments of 16 heavily shared counters).
 * argv[1]: the number of points. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define NB 64
#define RINGS 16

static int hist[NB][NB];
static int ring[RINGS];

static unsigned int hash32(unsigned int x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

int main(int argc, char **argv)
{
    int n = 100000, i, bx, by, r;
    float *px, *py, u1, u2, rad;
    long cs;
    double rs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    px = (float *)malloc(n * sizeof(float));
    py = (float *)malloc(n * sizeof(float));
    if (!px || !py) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    t0 = omp_get_wtime();
#pragma omp parallel for private(u1, u2, rad)
    for (i = 0; i < n; i++) {
        u1 = ((float)(hash32(2U * i) >> 8) + 0.5f) * (1.0f / 16777216.0f);
        u2 = (float)(hash32(2U * i + 1U) >> 8) * (1.0f / 16777216.0f);
        rad = sqrtf(-2.0f * logf(u1));
        px[i] = rad * cosf(6.2831853f * u2);
        py[i] = rad * sinf(6.2831853f * u2);
    }
#pragma omp parallel for private(bx, by)
    for (i = 0; i < n; i++) {
        bx = (int)floorf((px[i] + 4.0f) * (NB / 8.0f));
        by = (int)floorf((py[i] + 4.0f) * (NB / 8.0f));
        if (bx >= 0 && bx < NB && by >= 0 && by < NB) {
#pragma omp atomic
            hist[by][bx]++;
        }
    }
#pragma omp parallel for private(r)
    for (i = 0; i < n; i++) {
        r = (int)(sqrtf(px[i] * px[i] + py[i] * py[i]) * 4.0f);
        if (r < RINGS) {
#pragma omp atomic
            ring[r]++;
        }
    }
    cs = 0;
    for (by = 0; by < NB; by++)
        for (bx = 0; bx < NB; bx++)
            cs += (long)hist[by][bx] * (1 + (bx * 3 + by) % 7);
    rs = 0.0;
    for (r = 0; r < RINGS; r++)
        rs += 0.25 * ring[r] * (r + 1);
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", (double)cs + rs);
    printf("time: %.6f\n", t1 - t0);
    free(px);
    free(py);
    return 0;
}
