// float math in a kernel body: sqrtf expf logf powf fabsf sinf cosf floorf
// fminf fmaxf (single precision: looser tolerance).
// omp2ocl-test: tolerance=2e-5
#include <stdio.h>
#include <math.h>

#define N 5000

static float x[N], y[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        x[i] = 0.002f * (float)i - 4.0f;
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        float t = x[i];
        float a = sqrtf(fabsf(t)) + expf(-fabsf(t)) + logf(1.0f + t * t);
        float b = powf(fabsf(t) + 1.0f, 1.5f) + sinf(t) * cosf(t) + floorf(t * 3.0f);
        y[i] = fminf(a, b) + fmaxf(a, b) * 0.5f;
    }
    double s = 0.0;
    for (i = 0; i < N; i++)
        s += y[i];
    printf("y[0] %.6e y[2000] %.6e y[N-1] %.6e\n", y[0], y[2000], y[N - 1]);
    printf("sum %.6e\n", s);
    return 0;
}
