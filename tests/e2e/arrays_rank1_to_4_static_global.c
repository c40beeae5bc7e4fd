// Static (file-local) and global (external linkage) arrays of rank 1, 2, 3
// and 4 read and written in one kernel with collapse(2).
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 20

double g1[N];
double g2[N][N];
static double s3[N][N][N];
static double s4[N][N][4][3];
int gi4[N][N][2][2];

int main(void)
{
    int i, j, k, m;
    for (i = 0; i < N; i++) {
        g1[i] = i * 0.5;
        for (j = 0; j < N; j++) {
            g2[i][j] = i - j;
            for (k = 0; k < N; k++)
                s3[i][j][k] = (i + j + k) % 5;
        }
    }
#pragma omp parallel for collapse(2) private(k, m)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            double acc = 0.0;
            for (k = 0; k < N; k++)
                acc += s3[i][j][k] * g1[k];
            for (k = 0; k < 4; k++)
                for (m = 0; m < 3; m++)
                    s4[i][j][k][m] = acc * (k + 1) - m * g2[i][j];
            gi4[i][j][0][0] = i * j;
            gi4[i][j][0][1] = i + j;
            gi4[i][j][1][0] = i - j;
            gi4[i][j][1][1] = (int)acc;
        }
    double s = 0.0;
    long t = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            for (k = 0; k < 4; k++)
                for (m = 0; m < 3; m++)
                    s += s4[i][j][k][m];
            t += gi4[i][j][0][0] + 3L * gi4[i][j][0][1] + 5L * gi4[i][j][1][0] + gi4[i][j][1][1];
        }
    printf("s4[3][4][2][1] %.12e sum %.12e ints %ld\n", s4[3][4][2][1], s, t);
    return 0;
}
