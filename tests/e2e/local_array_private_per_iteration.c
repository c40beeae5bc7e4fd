// Per-iteration private arrays declared inside the loop body (a small
// scratch vector filled, sorted and reduced in every iteration).
// omp2ocl-test: offload=2
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 2000
#define W 8

static double in[N + W];
static double med[N];
static int cnt[N];

int main(void)
{
    int i;
    for (i = 0; i < N + W; i++)
        in[i] = (double)((i * 37) % 101) / 4.0;
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        double win[W];
        int k, j;
        for (k = 0; k < W; k++)
            win[k] = in[i + k];
        for (k = 1; k < W; k++) {          /* insertion sort */
            double t = win[k];
            j = k - 1;
            while (j >= 0 && win[j] > t) {
                win[j + 1] = win[j];
                j--;
            }
            win[j + 1] = t;
        }
        med[i] = 0.5 * (win[W / 2 - 1] + win[W / 2]);
    }
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        int bins[4] = {0, 0, 0, 0};
        int k;
        for (k = 0; k < W; k++)
            bins[(int)in[i + k] % 4]++;
        cnt[i] = bins[0] * 1000 + bins[1] * 100 + bins[2] * 10 + bins[3];
    }
    double s = 0.0;
    long c = 0;
    for (i = 0; i < N; i++) {
        s += med[i];
        c += cnt[i] % 97;
    }
    printf("med[0] %.12e med[999] %.12e sum %.12e cnt %ld %d\n", med[0], med[999], s, c, cnt[10]);
    return 0;
}
