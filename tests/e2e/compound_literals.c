/* Compound literals of structs inside offloaded loops (and in functions
 * they call): the struct has its kernel name in the OpenCL source, and
 * the literal's members (designated, left out, nested) keep C's values.
 * A pointer to a literal's object (`int *v = (int[3]){...}`) keeps its loop
 * on the host, with a remark (the kernel did not compile). */
// omp2ocl-test: offload=2
// omp2ocl-test: missed="it uses the address of a compound literal"
#include <stdio.h>

#define N 1000

struct pt {
    int x, y;
};
struct seg {
    struct pt a, b;
    double w;
};

static int a[N];
static double out[N];

static long long dot(struct pt p, struct pt q) { return (long long)p.x * q.x + (long long)p.y * q.y; }

static struct pt mid(struct seg s) { return (struct pt){(s.a.x + s.b.x) / 2, (s.a.y + s.b.y) / 2}; }

int main(void)
{
    int i;
    long long s = 0;
    double t = 0.0;
    for (i = 0; i < N; i++)
        a[i] = (i * 37) % 101;
#pragma omp parallel for reduction(+:s)
    for (i = 0; i < N; i++) {
        struct pt p = (struct pt){i - N / 2, a[i]};
        struct pt q = (struct pt){.y = 3};
        s += dot(p, p) + dot(p, q);
    }
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        struct seg g = (struct seg){{i, a[i]}, {.x = a[i] % 7, .y = -i}, 0.25 * i};
        struct pt m = mid(g);
        out[i] = m.x + 0.5 * m.y + g.w;
    }
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        int *v = (int[3]){i, i + 1, i + 2};
        a[i] = v[0] + v[1] * (a[i] % 5) + v[2];
    }
    for (i = 0; i < N; i++)
        t += out[i] * (1 + i % 3) + a[i];
    printf("%lld %.6f\n", s, t);
    return 0;
}
