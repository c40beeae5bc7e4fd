/* A main compiled without the translator (`plain=`) drives a translated
 * file (user.c): it calls user_fill and user_scale, whose loops run as
 * kernels, and reads and writes the vector itself in between, without
 * announcing anything; user_integrate hands user.c's static right-hand
 * side to an integrator in a library compiled without the translator
 * (ode.c), which calls it back twice per step and reads and writes what
 * it produced. The kernels' results stayed on the device: main printed
 * v[999] = 0 for 1998, and the integrator never moved y (found by a
 * probe). Translated functions that may launch kernels and that such code
 * can call now bring device data home, and mark it stale, when they
 * return to it.
 */
// omp2ocl-test: plain=main.c
// omp2ocl-test: plain=ode.c
// omp2ocl-test: offload=43
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>
#include <stdlib.h>

#define N 20000

void user_fill(double *v, int n);
void user_scale(double *v, int n, double f);
void user_integrate(double *y, int n, int steps);

int main(void)
{
    double *v = malloc(N * sizeof(double)), s = 0.0;
    int i;
    user_fill(v, N);
    printf("after fill: v[999]=%.6e\n", v[999]);
    v[0] += 5.0; /* a write the next kernel must see */
    user_scale(v, N, 2.0);
    for (i = 0; i < N; i++)
        s += v[i] * (i % 3 + 1);
    printf("after scale: v[0]=%.6e sum=%.12e\n", v[0], s);

    for (i = 0; i < N; i++)
        v[i] = 1.0 + (i % 10) * 0.1;
    user_integrate(v, N, 20);
    s = 0.0;
    for (i = 0; i < N; i++)
        s += v[i] * (i % 3 + 1);
    printf("after integrate: y[5]=%.12e sum=%.12e\n", v[5], s);
    free(v);
    return 0;
}
