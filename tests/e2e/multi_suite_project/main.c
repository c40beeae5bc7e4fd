// A small image-processing project split the way third-party code is: the
// OpenMP kernels in kernels.c (reaching the data through struct pointers
// and extern globals), allocation and I/O in io.c, the driver here; built
// by its Makefile with $(CC) $(CFLAGS).
// The loops reaching pixels through img->pix (a pointer member) read the
// members once before the loop (HoistMembers) and run as kernels, beside
// smooth and column_profile (local copies of the members in the source);
// gradient stays on the host: its IDX macro reads in->w inside the macro.
// omp2ocl-test: offload=16
// omp2ocl-test: missed="struct members of 'in' not read before the loop: 'in->w' is inside a macro expansion"
// omp2ocl-test: missed="the struct member 'pix' is a pointer"
// omp2ocl-test: tolerance=1e-5
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#include "imgproc.h"

float g_gain = 1.0f;
double g_profile[MAXW];

int main(int argc, char **argv)
{
    int w = 320, h = 200, steps = 4, s, c;
    image_t *a, *b, *g, *tmp;
    double t0;
    if (argc > 1)
        steps = atoi(argv[1]);
    a = image_create(w, h);
    b = image_create(w, h);
    g = image_create(w, h);
    image_fill(a, 17u);
    t0 = omp_get_wtime();
    for (s = 0; s < steps; s++) {
        smooth(a, b);
        tmp = a;
        a = b;
        b = tmp;
        gradient(a, g);
        printf("step %d above %ld\n", s, threshold_count(g, 1.0f));
        g_gain = 1.0f + 0.0625f * s;
        scale_gain(a);
        column_profile(a);
        printf("profile %.12e %.12e\n", g_profile[0], g_profile[w / 2]);
    }
    (void)(omp_get_wtime() - t0);
    image_report("image", a);
    image_report("gradient", g);
    {
        double ps = 0.0;
        for (c = 0; c < w; c++)
            ps += g_profile[c] * (c % 3 + 1);
        printf("profile sum %.12e\n", ps);
    }
    image_destroy(a);
    image_destroy(b);
    image_destroy(g);
    return 0;
}
