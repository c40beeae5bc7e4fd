/* firstprivate and lastprivate on the same variable. The loop writes x
 * before reading it in every iteration, so each thread's starting value
 * matters only when the last iteration does not assign it (y): then the
 * result is the original value. Kept on the host before ("'x' is both
 * firstprivate and lastprivate"); now each work-item starts from the
 * original value and the last iteration's copy comes back.
 */
// omp2ocl-test: offload=2
#include <stdio.h>
#define N 1000
static double a[N], c[N];
int main(void)
{
    double x = 1.5, y = -7.0;
    for (int i = 0; i < N; i++) a[i] = i;
#pragma omp parallel for firstprivate(x) lastprivate(x)
    for (int i = 0; i < N; i++) { x = a[i] + 1; c[i] = x; }
    /* the last iteration does not assign y: it keeps its first value */
#pragma omp parallel for firstprivate(y) lastprivate(y)
    for (int i = 0; i < N; i++) { if (i < 10) { y = a[i] * 3; c[i] += y; } }
    double s = 0;
    for (int i = 0; i < N; i++) s += c[i];
    printf("%f %f %f\n", s, x, y);
    return 0;
}
