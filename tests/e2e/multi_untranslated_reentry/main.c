/* Code no translator saw (`plain=`: main.c, driver.c), entering translated
 * code (kernels.c) in the two ways the first fix missed (found by a
 * probe):
 * - re-entry by name: translated `outer` calls the plain `driver_step`,
 *   which calls the translated `inner` by name and then writes the array:
 *   inner's return left its result on the device (one activation was
 *   still open, outer's), and the plain write was lost (111 for 1111);
 * - plain threads: main's own `parallel for` calls the translated `work`
 *   from several threads at once, writing between two calls: a return
 *   while another thread was inside translated code brought nothing home
 *   (the count of activations was process-wide).
 * Activations are now counted per thread, and translated code marks its
 * depth as a boundary before calling code that may be untranslated.
 */
// omp2ocl-test: plain=main.c
// omp2ocl-test: plain=driver.c
// omp2ocl-test: offload=11
#include <stdio.h>
#include <stdlib.h>

#define N 64
#define B 4

void outer(double *x, int n);
void work(double *x, int n, int id);

int main(void)
{
    double x[N] = {0}, *blk = calloc(B * N, sizeof(double));
    int b, i;
    long s = 0;
    outer(x, N);
    printf("re-entry: %g %g %g\n", x[0], x[1], x[N - 1]);
#pragma omp parallel for schedule(static, 1)
    for (b = 0; b < B; b++) {
        work(blk + b * N, N, b + 1);
        blk[b * N] += 100.0;
        work(blk + b * N, N, b + 1);
    }
    for (b = 0; b < B; b++)
        for (i = 0; i < N; i++)
            s += (long)blk[b * N + i] * (i + 1);
    printf("plain threads: %g %g %ld\n", blk[0], blk[3 * N], s);
    free(blk);
    return 0;
}
