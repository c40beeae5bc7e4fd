/* Host reads that announced far more than they read (found by a probe):
 * - `g->n`, a scalar member of a 2 MB struct a kernel holds, read as the
 *   loop bound before every launch: the whole struct came home each time
 *   (42 MB over 20 steps); the member alone is announced now;
 * - `float h = hostonly[j];` in a host loop: the declaration hid the loop
 *   around the read, the extent was unknown, and every buffer outside the
 *   program's segments came home (16 MB); `s += hostonly[j]` already
 *   announced hostonly[1..3].
 */
// omp2ocl-test: offload=24
// omp2ocl-test: d2h-max=2200000
#include <stdio.h>
#include <stdlib.h>

#define N 512
#define M 1000000

typedef struct {
    double u[N][N];
    int n;
} grid_t;

static void upd(float *a, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        a[i] += 1.0f;
}

int main(void)
{
    grid_t *g = calloc(1, sizeof(grid_t));
    float *big = calloc(M, sizeof(float)), *hostonly = calloc(16, sizeof(float));
    float s = 0.0f;
    int step, i, j, it;
    g->n = N;
    for (step = 0; step < 20; step++) {
#pragma omp parallel for private(j)
        for (i = 0; i < g->n; i++)
            for (j = 0; j < N; j++)
                g->u[i][j] += 1.0 + (i + j) % 3;
    }
    for (j = 0; j < 16; j++)
        hostonly[j] = j * 0.5f;
    for (it = 0; it < 4; it++) {
        upd(big, M);
        for (j = 1; j <= 3; j++) {
            float h = hostonly[j];
            s += h + 1.0f;
        }
    }
    printf("%.6e %.6e %.6e\n", g->u[3][4], s, big[7]);
    free(g);
    free(big);
    free(hostonly);
    return 0;
}
