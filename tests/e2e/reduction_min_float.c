// reduction(min), reduction(max) and reduction(+) on float.
// omp2ocl-test: tolerance=1e-5
#include <stdio.h>

#define N 30000

static float a[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        a[i] = (float)((i * 37) % 1009) * 0.125f - 60.0f;
    float mn = 1e30f, mx = -1e30f, s = 0.0f;
#pragma omp parallel for reduction(min:mn) reduction(max:mx) reduction(+:s)
    for (i = 0; i < N; i++) {
        float t = a[i] * 0.5f;
        mn = t < mn ? t : mn;
        mx = t > mx ? t : mx;
        s += t;
    }
    printf("float min %.6e max %.6e sum %.6e\n", mn, mx, s);
    return 0;
}
