/* The accessed extent of a pointer narrowed by an early exit above the
 * access (`if (i < 500) continue;`) must not narrow a statement that a
 * jump reaches past that exit: a case label that the switch jumps to
 * directly (and falls into from the case that left early). The kernel
 * was handed p[505..1004] while case 1 also reads p[5..504]: the device
 * read outside its buffer and printed -nan (a wrong result before the
 * fix; found while allowing forward gotos, which make the same shape).
 */
// omp2ocl-test: offload=1
#include <stdio.h>
#define N 1000
static double a[N + 8];
static double out[N];
static int mode[N];
int main(void)
{
    int i;
    for (i = 0; i < N + 8; i++) a[i] = i * 0.5;
    for (i = 0; i < N; i++) mode[i] = (i * 7) % 3;
    double *p = a;
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        out[i] = -1.0;
        switch (mode[i]) {
        case 0:
            out[i] = 0.0;
            if (i < 500) continue;
        case 1:
            out[i] = p[i + 5];
            break;
        default:
            out[i] = 2.0;
        }
    }
    double s = 0;
    for (i = 0; i < N; i++) s += out[i] * (i + 1);
    printf("%.3f %.3f %.3f\n", s, out[1], out[4]);
    return 0;
}
