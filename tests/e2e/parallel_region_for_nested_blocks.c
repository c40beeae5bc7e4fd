// A `parallel` region containing `omp for` directly, inside nested blocks,
// with several loops in the same region (implicit barriers between them).
#include <stdio.h>

#define N 2000

static double a[N], b[N], c[N];

int main(void)
{
    int i;
#pragma omp parallel default(shared) private(i)
    {
#pragma omp for
        for (i = 0; i < N; i++)
            a[i] = 0.5 * i;
        {
            {
#pragma omp for
                for (i = 0; i < N; i++)
                    b[i] = a[i] + a[N - 1 - i];
            }
            if (N > 10) {
#pragma omp for
                for (i = 1; i < N - 1; i++)
                    c[i] = b[i - 1] - 2.0 * b[i] + b[i + 1] + a[i];
            }
        }
    }
    c[0] = c[N - 1] = -1.0;
    double s = 0.0;
    for (i = 0; i < N; i++)
        s += c[i] * (i % 7);
    printf("a[N-1] %.12e\n", a[N - 1]);
    printf("b[3] %.12e c[5] %.12e\n", b[3], c[5]);
    printf("checksum %.12e\n", s);
    return 0;
}
