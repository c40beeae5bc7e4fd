// collapse(2) over non-rectangular nests (OpenMP 5.0: the inner bounds use
// the outer iterator). They were once mapped to a rectangle whose inner
// bound used whatever value the outer iterator had on the host: the lower
// triangle got the whole square, the upper one ran no iteration at all.
// Then they stayed OpenMP. Now the loops outside the non-rectangular one
// are the NDRange and each work-item runs the inner loop (its iterator
// private, as collapse makes it), as for the triangular nest without
// collapse beside them. With lastprivate the nest stays OpenMP: the
// logically last iteration of a triangle whose last rows are empty is not
// the last work-item's.
// omp2ocl-test: offload=12
// omp2ocl-test: missed="its bounds depend on 'i'"
// omp2ocl-test: missed="and the loop has lastprivate variables"
#include <stdio.h>

#define N 120

static double a[N][N];

int main(void)
{
    int i, j, t;
    double s = 0.0;

    for (t = 0; t < 3; t++) {
#pragma omp parallel for collapse(2)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                a[i][j] += 0.5 * t;
#pragma omp parallel for collapse(2)
        for (i = 0; i < N; i++)
            for (j = 0; j < i; j++)
                a[i][j] = 2.0 + t;
#pragma omp parallel for collapse(2)
        for (i = 0; i < N; i++)
            for (j = i; j < N; j++)
                a[i][j] += i - j + t;
#pragma omp parallel for private(j)
        for (i = 0; i < N; i++)
            for (j = i + 1; j < N; j++)
                a[i][j] *= 0.75;
    }
#pragma omp parallel for collapse(2) lastprivate(j)
    for (i = 0; i < N; i++)
        for (j = 2 * i; j < N; j++)
            a[i][j] *= 2.0;
    s = j;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += a[i][j] * (1 + (i + j) % 4);
    printf("s=%.10e a[5][3]=%g a[3][5]=%g\n", s, a[5][3], a[3][5]);
    return 0;
}
