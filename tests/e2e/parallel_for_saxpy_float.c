// Simplest offload candidate: one `parallel for` over float arrays (saxpy).
// omp2ocl-test: tolerance=1e-6
#include <stdio.h>

#define N 4096

static float x[N], y[N];

int main(void)
{
    int i;
    float a = 2.5f;
    for (i = 0; i < N; i++) {
        x[i] = (float)(i % 97) * 0.5f;
        y[i] = (float)(i % 13) - 6.0f;
    }
#pragma omp parallel for
    for (i = 0; i < N; i++)
        y[i] = a * x[i] + y[i];

    double sum = 0.0;
    for (i = 0; i < N; i++)
        sum += y[i];
    printf("y[0]=%.6e y[1]=%.6e y[N-1]=%.6e\n", y[0], y[1], y[N - 1]);
    printf("checksum %.9e\n", sum);
    return 0;
}
