/* Forward gotos in loop bodies and called functions: to the end of the
 * body, out of an inner search loop, to a shared exit of a helper. They
 * only skip statements and are offloaded (they kept the loop on the host:
 * "it contains a goto"). A goto that jumps back makes a loop the analyses
 * would not see: that one stays on the host.
 */
// omp2ocl-test: offload=2
// omp2ocl-test: missed="goto that jumps back"
#include <stdio.h>
#define N 2000
double a[N], b[N], c[N];
static double clampsq(double v)
{
    if (v < 0) goto neg;
    return v * v;
neg:
    return -v;
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) a[i] = (i % 17) - 8.0;
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        double v = a[i];
        if (v < 0) goto done;
        v = v * v;
    done:
        b[i] = v + clampsq(a[i]);
    }
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        double s = 0;
        for (int j = 0; j < 50; j++) {
            if (a[(i + j) % N] > 7.0) goto found;
            s += a[(i + j) % N];
        }
        c[i] = s;
        continue;
    found:
        c[i] = -s;
    }
    /* a backward goto: a loop the analyses do not see */
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        int k = 0;
    again:
        k++;
        if (k < 3) goto again;
        c[i] += k;
    }
    double s = 0;
    for (i = 0; i < N; i++) s += b[i] + c[i] * (i % 5);
    printf("%f %f %f %f\n", s, b[3], b[20], c[7]);
    return 0;
}
