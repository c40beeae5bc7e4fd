/* Mandelbrot set escape counts over a window of the complex plane (double
 * precision, at most 256 iterations per point): divergent, compute-bound
 * work with an integer result image; the checksum is the total iteration
 * count.  argv[1]: WIDTHxHEIGHT or N. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define MAXIT 256

int main(int argc, char **argv)
{
    int w = 512, h = 0, px, py, it;
    int *count;
    double cr, ci, zr, zi, zr2, zi2, t0, t1;
    long total, inside;

    if (argc > 1 && sscanf(argv[1], "%dx%d", &w, &h) < 2)
        h = w;
    if (h <= 0)
        h = w;
    count = (int *)malloc((size_t)w * h * sizeof(int));
    if (!count) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }

    t0 = omp_get_wtime();
#pragma omp parallel for collapse(2) private(cr, ci, zr, zi, zr2, zi2, it) schedule(dynamic, 16)
    for (py = 0; py < h; py++)
        for (px = 0; px < w; px++) {
            cr = -2.2 + 3.0 * (px + 0.5) / w;
            ci = -1.25 + 2.5 * (py + 0.5) / h;
            zr = zi = 0.0;
            zr2 = zi2 = 0.0;
            it = 0;
            while (it < MAXIT && zr2 + zi2 <= 4.0) {
                zi = 2.0 * zr * zi + ci;
                zr = zr2 - zi2 + cr;
                zr2 = zr * zr;
                zi2 = zi * zi;
                it++;
            }
            count[(long)py * w + px] = it;
        }
    total = 0;
    inside = 0;
    for (py = 0; py < h; py++)
        for (px = 0; px < w; px++) {
            total += count[(long)py * w + px];
            if (count[(long)py * w + px] == MAXIT)
                inside++;
        }
    t1 = omp_get_wtime();
    printf("inside %ld\n", inside);
    printf("checksum: %ld\n", total);
    printf("time: %.6f\n", t1 - t0);
    free(count);
    return 0;
}
