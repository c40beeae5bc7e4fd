// math.h functions on double in a kernel body: sqrt exp log pow fabs sin cos
// floor fmin fmax ceil tan atan (device libm may differ by a few ulp).
// omp2ocl-test: tolerance=1e-10
#include <stdio.h>
#include <math.h>

#define N 5000

static double x[N], y[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        x[i] = 0.01 * (i + 1) - 10.0;
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        double t = x[i];
        double a = sqrt(fabs(t)) + exp(-fabs(t)) + log(1.0 + t * t);
        double b = pow(fabs(t) + 1.0, 1.5) + sin(t) * cos(t) + floor(t * 3.0) / 3.0;
        double c = fmin(a, b) + fmax(a, -b) + ceil(t) + atan(t) + tan(t / 10.0);
        y[i] = a + b + c;
    }
    double s = 0.0;
    for (i = 0; i < N; i++)
        s += y[i];
    printf("y[0] %.12e y[2500] %.12e y[N-1] %.12e\n", y[0], y[2500], y[N - 1]);
    printf("sum %.12e\n", s);
    return 0;
}
