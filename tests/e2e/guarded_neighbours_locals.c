/* Neighbour reads guarded by a test of locals set once from the iterators
 * (`int yy = y + dy, xx = x + dx; if (yy >= 0 && yy < h && xx >= 0 &&
 * xx < w) s += in[yy * w + xx];`): the extent of the reads through `in`
 * ignored the guard, started at in[-w-1], and every launch ran the OpenMP
 * loop ("the accesses through 'in' start before the pointer"), 0 of 8
 * launches (found by a probe). A local that only its initialiser sets has
 * one value wherever it is in scope, so the guard narrows it as it narrows
 * an iterator. A local assigned again after its initialiser is not
 * narrowed (its kernel copies the whole block).
 */
// omp2ocl-test: offload=12
// omp2ocl-test: h2d-max=1310720
#include <stdio.h>
#include <stdlib.h>

#define W 512
#define H 512
#define N (1 << 17)

static void blur(const unsigned char *in, unsigned char *out, int w, int h)
{
    int x, y;
#pragma omp parallel for private(x)
    for (y = 0; y < h; y++)
        for (x = 0; x < w; x++) {
            int dx, dy, s = 0, c = 0;
            for (dy = -1; dy <= 1; dy++)
                for (dx = -1; dx <= 1; dx++) {
                    int yy = y + dy, xx = x + dx;
                    if (yy >= 0 && yy < h && xx >= 0 && xx < w) {
                        s += in[yy * w + xx];
                        c++;
                    }
                }
            out[y * w + x] = (unsigned char)(s / c);
        }
}

static void smooth(const double *p, double *q, int n, int r)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++) {
        double s = 0.0;
        int d;
        for (d = -r; d <= r; d++) {
            int j = i + d;
            if (j < 0)
                continue;
            if (!(j >= n))
                s += p[j];
        }
        q[i] = s;
    }
}

static void wrapped(const double *p, double *q, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++) {
        int j = i - 1;
        if (j < 0)
            j = n - 1; /* assigned again: not narrowed by a guard */
        q[i] = p[j] + p[i];
    }
}

int main(void)
{
    unsigned char *a = malloc(W * H), *b = malloc(W * H);
    double *p = malloc(N * sizeof(double)), *q = malloc(N * sizeof(double));
    long s = 0;
    int i;
    for (i = 0; i < W * H; i++)
        a[i] = (unsigned char)(i * 7 % 251);
    for (i = 0; i < 4; i++) {
        blur(a, b, W, H);
        blur(b, a, W, H);
    }
    for (i = 0; i < W * H; i++)
        s += a[i];
    for (i = 0; i < N; i++)
        p[i] = (i % 13) * 0.5;
    smooth(p, q, N, 3);
    smooth(q, p, N, 2);
    wrapped(p, q, N);
    wrapped(q, p, N);
    double t = 0.0;
    for (i = 0; i < N; i++)
        t += p[i] * (i % 5);
    printf("blur sum %ld smooth %.6f\n", s, t);
    free(a); free(b); free(p); free(q);
    return 0;
}
