// collapse(3) over a 7-point 3-D stencil, run for several sweeps.
// omp2ocl-test: offload=4
// omp2ocl-test: tolerance=1e-11
#include <stdio.h>

#define N 24

static double in[N][N][N], out[N][N][N];

int main(void)
{
    int i, j, k, it;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                in[i][j][k] = out[i][j][k] = (double)((i * 7 + j * 3 + k) % 17);
    for (it = 0; it < 4; it++) {
#pragma omp parallel for collapse(3)
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                for (k = 1; k < N - 1; k++)
                    out[i][j][k] = (in[i - 1][j][k] + in[i + 1][j][k]
                                    + in[i][j - 1][k] + in[i][j + 1][k]
                                    + in[i][j][k - 1] + in[i][j][k + 1]) / 6.0;
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                for (k = 0; k < N; k++)
                    in[i][j][k] = out[i][j][k];
    }
    double s = 0.0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += out[i][j][k] * (1 + (i + j + k) % 4);
    printf("center %.12e\n", out[N / 2][N / 2][N / 2]);
    printf("checksum %.12e\n", s);
    return 0;
}
