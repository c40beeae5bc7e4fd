/* Structs whose layout the OpenCL C spelling must reproduce byte for byte:
 * packed (attribute and #pragma pack), a member aligned to 16, members a
 * kernel cannot name (long double, _Complex) between members it uses, a
 * struct holding one by value handed to a function with the loop, a packed
 * struct nested in a plain one, and a union. Spelled plainly, the members
 * after the first moved: kernels read 7.3e-304 and NaN. A struct with an
 * anonymous union member stays on the host (its members have no name the
 * kernel could spell).
 */
// omp2ocl-test: offload=7
// omp2ocl-test: missed="anonymous struct or union member"
#include <complex.h>
#include <stdio.h>

#define N 64

typedef struct __attribute__((packed)) {
    char c;
    double d;
    int i;
} packed_t;

#pragma pack(push, 2)
typedef struct {
    char c;
    double d;
    short s;
} pack2_t;
#pragma pack(pop)

typedef struct {
    char c;
    double d __attribute__((aligned(16)));
    int i;
} aligned_t;

typedef struct {
    double x;
    long double acc;
    double y;
    double complex z;
    float w;
} opaque_t;

typedef struct {
    int tag;
    packed_t inner;
    double after;
} outer_t;

typedef union {
    double d;
    long l;
    char bytes[12];
} mixed_u;

typedef struct {
    int tag;
    union {
        double d;
        long l;
    };
    double y;
} anon_t;

static packed_t P[N];
static pack2_t Q[N];
static aligned_t A[N];
static opaque_t O[N];
static outer_t T[N];
static mixed_u U[N];
static anon_t R[N];
static double out[N];

static void scale_by_value(opaque_t o, double *dst, int n)
{
    int k;
#pragma omp parallel for
    for (k = 0; k < n; k++)
        dst[k] = o.x * k + o.y + o.w;
}

static double checksum(void)
{
    double s = 0.0;
    int k;
    for (k = 0; k < N; k++)
        s += out[k] * (1 + k % 3);
    return s;
}

int main(void)
{
    int k;
    for (k = 0; k < N; k++) {
        P[k].c = (char)(k % 5);
        P[k].d = 0.25 * k;
        P[k].i = 3 * k;
        Q[k].c = (char)(k % 7);
        Q[k].d = 1.5 + k;
        Q[k].s = (short)(k - 9);
        A[k].c = 1;
        A[k].d = 2.0 * k;
        A[k].i = k;
        O[k].x = k;
        O[k].acc = 0.5L * k;
        O[k].y = -k;
        O[k].z = k + 2.0 * I;
        O[k].w = 0.5f;
        T[k].tag = k;
        T[k].inner = P[k];
        T[k].after = 10.0 - k;
        U[k].d = 0.0;
        R[k].tag = 1;
        R[k].d = 2.0;
        R[k].y = k;
    }

#pragma omp parallel for
    for (k = 0; k < N; k++) {
        out[k] = P[k].c + P[k].d + P[k].i;
        P[k].i += 1;
    }
    printf("packed %.12e %d\n", checksum(), P[N - 1].i);

#pragma omp parallel for
    for (k = 0; k < N; k++)
        out[k] = Q[k].c + Q[k].d * Q[k].s;
    printf("pragma pack %.12e\n", checksum());

#pragma omp parallel for
    for (k = 0; k < N; k++) {
        out[k] = A[k].c + A[k].d + A[k].i;
        A[k].d = -A[k].d;
    }
    printf("aligned %.12e %.12e\n", checksum(), A[5].d);

#pragma omp parallel for
    for (k = 0; k < N; k++) {
        out[k] = O[k].x + O[k].y * 2.0 + O[k].w;
        O[k].y = 3.0;
    }
    printf("opaque %.12e %.12e %.3Lf %.3f\n", checksum(), O[7].y, O[7].acc, cimag(O[7].z));

    scale_by_value(O[3], out, N);
    printf("by value %.12e\n", checksum());

#pragma omp parallel for
    for (k = 0; k < N; k++)
        out[k] = T[k].tag + T[k].inner.d + T[k].inner.i + T[k].after;
    printf("nested %.12e\n", checksum());

#pragma omp parallel for
    for (k = 0; k < N; k++)
        U[k].l = k * 1000L;
    printf("union %ld %ld\n", U[3].l, U[N - 1].l);

#pragma omp parallel for
    for (k = 0; k < N; k++)
        out[k] = R[k].tag + R[k].y + R[k].d;
    printf("anonymous %.12e\n", checksum());
    return 0;
}
