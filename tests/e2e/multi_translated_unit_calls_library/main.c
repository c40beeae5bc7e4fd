// A translated file (relay.c) with no kernels of its own relays calls to a
// library compiled without the translator (keeper.c), which keeps a
// pointer to this file's array and later writes through it. This file's
// kernels hold the array on the device; calls into relay.c skip this
// file's announcements (relay.c is translated and announces for itself),
// so relay.c's call into the library must announce every buffer: this
// file's memory escapes (handed to relay_keep), which its constructor
// tells the runtime. relay.c, with no kernels, announced nothing, and the
// library's write was lost (a[0] 6 for 606).
// omp2ocl-test: offload=4
// omp2ocl-test: plain=keeper.c
#include <stdio.h>

#define N 1000

void relay_keep(double *p);
void relay_touch(void);

int main(void)
{
    static double a[N];
    int k, it;
    for (k = 0; k < N; k++)
        a[k] = k;
    relay_keep(a);
    for (it = 0; it < 2; it++) {
#pragma omp parallel for
        for (k = 0; k < N; k++)
            a[k] = a[k] + 1.0;
        relay_touch(); /* the library adds 100 to a[0] through its pointer */
#pragma omp parallel for
        for (k = 0; k < N; k++)
            a[k] = a[k] * 2.0;
    }
    printf("a[0]=%.1f a[1]=%.1f a[999]=%.1f\n", a[0], a[1], a[N - 1]);
    return 0;
}
