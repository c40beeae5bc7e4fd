// Functions called in place, `f(a, a)` or `f(a, a + 1)`, as legacy code
// does: the output and input pointers point into the same memory.
//  - A row filter whose inner loop reads the element its previous iteration
//    wrote joins the NDRange only when the two ranges do not overlap
//    (checked at each launch; the OpenMP loop runs the in-place and the
//    shifted calls);
//  - an element-wise scale whose accesses of both, taken as one array,
//    separate the iterations runs in place on the device;
//  - a work-item that stores through one pointer and reads the element back
//    through the other: its stores are not held in registers (register
//    promotion) nor gathered into one vstore, which would leave the reads
//    with stale values.
// omp2ocl-test: offload=5
// omp2ocl-test: offload-max=5
#include <stdio.h>
#include <stdlib.h>

#define R 48
#define C 96
#define N 1024

static void smooth_rows(double *out, const double *in, int r, int c)
{
    int i, j;
#pragma omp parallel for private(j)
    for (i = 0; i < r; i++)
        for (j = 1; j < c; j++)
            out[i * c + j] = in[i * c + j - 1] * 0.5 + 1.0;
}

static void scale2d(double *out, const double *in, int r, int c)
{
    int i, j;
#pragma omp parallel for private(j)
    for (i = 0; i < r; i++)
        for (j = 0; j < c; j++)
            out[i * c + j] = in[i * c + j] * 2.0 - 1.0;
}

static void triple_plus(double *out, const double *in, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++) {
        out[i] = in[i] * 2.0;
        out[i] += in[i];
    }
}

static void swap_pairs(double *out, const double *in, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n / 4; i++) {
        out[4 * i] = in[4 * i + 1];
        out[4 * i + 1] = in[4 * i];
        out[4 * i + 2] = in[4 * i + 3];
        out[4 * i + 3] = in[4 * i + 2];
    }
}

static double checksum(const double *v, int n)
{
    double s = 0.0;
    int i;
    for (i = 0; i < n; i++)
        s += v[i] * (i % 7 + 1);
    return s;
}

int main(void)
{
    double *a = malloc((R * C + 1) * sizeof(double)), *b = malloc(R * C * sizeof(double));
    double *v = malloc(N * sizeof(double));
    int i;
    for (i = 0; i < R * C + 1; i++)
        a[i] = i % 7;
    smooth_rows(b, a, R, C);     /* distinct: a 2-D kernel */
    smooth_rows(a, a, R, C);     /* in place: the OpenMP loop */
    smooth_rows(a, a + 1, R, C); /* shifted: the OpenMP loop */
    scale2d(b, b, R, C);         /* in place, element by element: a kernel */
    printf("rows %.12e %.12e\n", checksum(a, R * C + 1), checksum(b, R * C));
    for (i = 0; i < N; i++)
        v[i] = i;
    triple_plus(v, v, N);
    printf("triple %.12e\n", checksum(v, N));
    swap_pairs(v, v, N);
    printf("swap %.12e %g %g %g %g\n", checksum(v, N), v[0], v[1], v[2], v[3]);
    swap_pairs(b, a, N);
    printf("swap2 %.12e\n", checksum(b, N));
    free(a);
    free(b);
    free(v);
    return 0;
}
