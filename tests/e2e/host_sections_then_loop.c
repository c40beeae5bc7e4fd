// `sections` run on the host (each section fills an array serially); the
// work-sharing loop that combines them afterwards is offloadable and must see
// the host-written data.
// omp2ocl-test: offload=1
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 3000

static double a[N], b[N], c[N];
static int which[3];

int main(void)
{
    int i;
#pragma omp parallel sections private(i)
    {
#pragma omp section
        {
            for (i = 0; i < N; i++)
                a[i] = 0.5 * i;
            which[0] = 1;
        }
#pragma omp section
        {
            for (i = 0; i < N; i++)
                b[i] = (double)(N - i);
            which[1] = 2;
        }
#pragma omp section
        which[2] = 3;
    }
#pragma omp parallel for
    for (i = 0; i < N; i++)
        c[i] = a[i] * b[i] + which[i % 3];
    double s = 0.0;
    for (i = 0; i < N; i++)
        s += c[i];
    printf("c[0] %.12e c[1234] %.12e sum %.12e\n", c[0], c[1234], s);
    return 0;
}
