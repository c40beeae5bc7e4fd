// Loop bodies that branch with `switch`: each case runs its own inner loop
// over a private counter, or writes a private temporary it reads before the
// next label. No write inside a switch used to count, so the counter's
// first test "read it before writing it" and the loop stayed on the host.
// A write now holds until the next case label.
// omp2ocl-test: offload=6
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 30000

static double a[N][5], b[N][5];
static int kind[N];

int main(void)
{
    int i, m, t;
    double tmp, s = 0.0;

    for (i = 0; i < N; i++) {
        kind[i] = (i * 7) % 4;
        for (m = 0; m < 5; m++)
            a[i][m] = 0.001 * i + m;
    }
    for (t = 0; t < 3; t++) {
#pragma omp parallel for private(m, tmp)
        for (i = 0; i < N; i++) {
            switch (kind[i]) {
            case 0:
                for (m = 0; m < 5; m++)
                    b[i][m] = a[i][m];
                break;
            case 1:
            case 2:
                tmp = a[i][0] * 0.5;
                for (m = 0; m < 5; m++)
                    b[i][m] = tmp - a[i][m];
                break;
            default:
                for (m = 0; m < 5; m++)
                    b[i][m] = -a[i][m] * t;
            }
        }
#pragma omp parallel for private(m)
        for (i = 0; i < N; i++)
            for (m = 0; m < 5; m++)
                a[i][m] = 0.5 * (a[i][m] + b[i][m]);
    }
    for (i = 0; i < N; i++)
        for (m = 0; m < 5; m++)
            s += a[i][m] * (1 + (i + m) % 3);
    printf("s %.12e a[7][3] %.12e\n", s, a[7][3]);
    return 0;
}
