// A host statement that writes through a pointer loaded from memory with
// `->` (`tab[k]->x = v`, the struct behind an element of an array of
// pointers) writes memory no variable names: every buffer is announced as
// written, so the kernel after it sees the value (not the device's stale
// copy). Reading only a number through such a pointer (`s += lev[0][i]`)
// reads every buffer and leaves the device copies valid.
// omp2ocl-test: offload=8
#include <stdio.h>
#include <stdlib.h>

#define N 4000

typedef struct {
    double x, y;
} pt_t;

static void shift(pt_t *p, int n, double d)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++) {
        p[i].x += d;
        p[i].y = p[i].x * 0.5;
    }
}

int main(void)
{
    pt_t *pts = malloc(N * sizeof(pt_t));
    pt_t *tab[4];
    double *lev[1];
    double s = 0.0, t = 0.0;
    int i, it;
    lev[0] = malloc(N * sizeof(double));
    for (i = 0; i < N; i++) {
        pts[i].x = i;
        pts[i].y = 0.0;
        lev[0][i] = i * 0.25;
    }
    for (i = 0; i < 4; i++)
        tab[i] = &pts[i * 1000 + 7];
    for (it = 0; it < 4; it++) {
        shift(pts, N, 1.0);
        tab[it]->x = -100.0 * (it + 1); /* through a loaded pointer */
        for (i = 0; i < N; i++)
            s += lev[0][i];
        shift(pts, N, 0.5);
    }
    for (i = 0; i < N; i++)
        t += pts[i].x * (i % 3 + 1) + pts[i].y;
    printf("t %.12e s %.12e\n", t, s);
    free(pts);
    free(lev[0]);
    return 0;
}
