/* <math.h> functions that return a second result through a pointer
 * (frexp, modf, remquo; private and global destinations) and nearbyint:
 * OpenCL has them (overloaded per address space), and the loop kept on the
 * host ("whose body is not in this translation unit") now runs as a
 * kernel. Beside it, a struct with bit-fields: its loop stays on the host,
 * and its definition no longer breaks the unit's shared OpenCL
 * declarations (a plain loop of the same file went to the host too: "array
 * is too large (18446744073709551612 elements)").
 */
// omp2ocl-test: offload=2
// omp2ocl-test: missed="bit-field"
#include <math.h>
#include <stdio.h>

#define N 100

typedef struct {
    unsigned lo : 4;
    unsigned mid : 12;
    signed hi : 8;
} packed_bits;

static double a[N], b[N], ip[N];
static int ex[N], q[N], out[N], out2[N];
static float fa[N], fb[N];
static packed_bits bf[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        a[i] = (i % 37) * 0.37 - 3.0 + 0.001;
        fa[i] = (float)a[i];
        bf[i].lo = i;
        bf[i].mid = i * 3;
        bf[i].hi = i - 30;
    }
#pragma omp parallel for
    for (i = 0; i < N; i++) {
        int e;
        double whole;
        float fi;
        b[i] = frexp(a[i], &ex[i]) + modf(a[i], &ip[i]) + remquo(a[i] + 10.0, 0.75, &q[i]);
        b[i] += frexp(a[i] * 3.0, &e) * e + modf(a[i] * 1.7, &whole) + whole;
        fb[i] = modff(fa[i] * 3.0f, &fi) + fi + nearbyintf(fa[i]) + (float)nearbyint(a[i] * 2.5);
    }
#pragma omp parallel for
    for (i = 0; i < N; i++)
        out[i] = (i * 5 - 100) >> 2;
#pragma omp parallel for
    for (i = 0; i < N; i++)
        out2[i] = bf[i].hi * 2 + bf[i].lo;
    double s = 0;
    long e = 0;
    for (i = 0; i < N; i++) {
        s += b[i] + ip[i] + fb[i];
        e += ex[i] * 3 + (q[i] & 7) + out[i] + out2[i];
    }
    printf("%.12f %ld\n", s, e);
    return 0;
}
