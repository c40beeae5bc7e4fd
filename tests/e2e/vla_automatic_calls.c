/* A function's variable-length array written by a kernel, the function
 * called again with a smaller length, and recursively: the array's buffer
 * outlived the call (no hand-back at scope exit, as fixed-size automatic
 * arrays get), so the second call's launch found the first call's larger
 * block and brought it home over the smaller array and the frame (a
 * segmentation fault). The host's reads after the loop announced an
 * unknown extent (size 0) instead of the array's run-time size.
 */
// omp2ocl-test: offload=8
#include <stdio.h>

static double leaf(int n)
{
    double vla[n];
    int i;
    double s = 0.0;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        vla[i] = i * 0.5;
    for (i = 0; i < n; i++)
        s += vla[i];
    return s;
}

static double nested(int depth, int n)
{
    double row[n];
    int i;
    double s = 0.0;
#pragma omp parallel for
    for (i = 0; i < n; i++)
        row[i] = depth + i;
    if (depth > 0)
        s = nested(depth - 1, n / 2);
    for (i = 0; i < n; i++)
        s += row[i];
    return s;
}

int main(void)
{
    double a = leaf(1000);
    double b = leaf(500);
    double c = leaf(2000);
    printf("%.12e %.12e %.12e\n", a, b, c);
    printf("%.12e\n", nested(4, 800));
    return 0;
}
