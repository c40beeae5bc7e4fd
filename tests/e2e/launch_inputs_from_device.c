/* What the host reads to launch a kernel, after an earlier kernel changed
 * it on the device: the loop's bounds (elements of an array a kernel wrote,
 * and a function counting flags a kernel set), a counter incremented
 * atomically by a kernel and passed to the next by value, a struct member a
 * kernel set, and a reduction onto a global that a kernel updated
 * atomically. The host used its own stale copies: the second loop ran over
 * the old bounds, the kernels got the old values (0 and 1.0 instead of 500
 * and 2.5), and the reduction combined onto the old total.
 */
// omp2ocl-test: offload=9
#include <stdio.h>

#define N 1000

static int cnt[4];
static int flag[N];
static double out[N], a[N];
int count;
double total;
struct params {
    double s;
    int n;
} p = {1.0, 3};

static int count_active(const int *f, int n)
{
    int c = 0, i;
    for (i = 0; i < n; i++)
        c += f[i] != 0;
    return c;
}

static double checksum(void)
{
    double s = 0.0;
    int i;
    for (i = 0; i < N; i++) {
        s += out[i] * (1 + i % 5);
        out[i] = 0.0;
    }
    return s;
}

int main(void)
{
    int i;
    cnt[0] = 10;
    cnt[1] = N;
    for (i = 0; i < N; i++) {
        flag[i] = 1;
        a[i] = i;
    }

#pragma omp parallel for
    for (i = 0; i < 4; i++)
        cnt[i] = (i + 1) * 100;
#pragma omp parallel for
    for (i = cnt[0]; i < cnt[1]; i++)
        out[i] = 1.0;
    printf("bounds %.12e\n", checksum());

#pragma omp parallel for
    for (i = 0; i < N; i++)
        flag[i] = i % 2;
#pragma omp parallel for
    for (i = 0; i < count_active(flag, N); i++)
        out[i] = 2.0;
    printf("call bound %.12e\n", checksum());

#pragma omp parallel for
    for (i = 0; i < N; i++)
        if (a[i] > 499) {
#pragma omp atomic
            count++;
        }
#pragma omp parallel for
    for (i = 0; i < N; i++)
        out[i] = a[i] * count;
    printf("counter %.12e\n", checksum());

#pragma omp parallel for
    for (i = 0; i < 1; i++)
        p.s = 2.5;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        out[i] = a[i] * p.s;
    printf("member %.12e\n", checksum());

#pragma omp parallel for
    for (i = 0; i < N; i++) {
#pragma omp atomic
        total += 0.5;
    }
#pragma omp parallel for reduction(+:total)
    for (i = 0; i < N; i++)
        total += a[i];
    printf("reduction %.12e %d %.12e\n", total, count, p.s);
    return 0;
}
