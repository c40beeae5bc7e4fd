// Host accesses of unknown extent (a pointer announced without a size) are
// narrowed to the static object the pointer points into; that must never
// hide a transfer the host needs:
//  - a static array whose halves two kernels wrote as two device buffers,
//    read whole through a pointer to its start and to its middle (the old
//    rule took only the buffer holding the pointer: the second half came
//    from the host's stale copy);
//  - a member array of a static struct written by a kernel, read through a
//    pointer to the struct;
//  - a static scalar a kernel updates in place (atomic), read through a
//    pointer;
//  - a static local array written by a kernel, read through a pointer;
//  - a heap block written by a kernel, read through a pointer into it
//    (heap blocks keep the conservative rule);
//  - host writes through such pointers, then kernels that read the data.
// omp2ocl-test: tolerance=1e-12
// omp2ocl-test: offload=12
#include <stdio.h>
#include <stdlib.h>

#define N 4096
#define M 1000

struct S {
    int n;
    double v[M];
};

static double g[N];
static struct S st;
static double total;

/* Host functions of external linkage: their pointer parameters are not
 * covered by the callers' announcements, so they announce (p, 0). */
double checksum(const double *p, int n)
{
    double s = 0.0;
    int i;
    for (i = 0; i < n; i++)
        s += p[i] * (1 + i % 5);
    return s;
}

double struct_sum(const struct S *s)
{
    double t = 0.0;
    int i;
    for (i = 0; i < s->n; i++)
        t += s->v[i] * (i + 1);
    return t;
}

double value_of(const double *p)
{
    return *p;
}

void scale_on_host(double *p, int n, double f)
{
    int i;
    for (i = 0; i < n; i++)
        p[i] *= f;
}

static void fill(double *q, int lo, int hi, double v)
{
    int i;
#pragma omp parallel for
    for (i = lo; i < hi; i++)
        q[i] = v + 0.5 * i;
}

static void add_all(const double *q, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++) {
#pragma omp atomic
        total += q[i];
    }
}

static double local_round(double v)
{
    static double loc[M];
    fill(loc, 0, M, v);
    return checksum(loc + 1, M - 1);
}

int main(void)
{
    double *h = malloc(M * sizeof(double));
    int round;

    st.n = M;
    for (round = 0; round < 2; round++) {
        /* halves of g as two buffers, then read whole through pointers */
        fill(g, 0, N / 2, 1.0 + round);
        fill(g, N / 2, N, 100.0 + round);
        printf("g whole %.12e\n", checksum(g, N));
        fill(g, N / 2, N, 200.0 + round);
        printf("g from the middle %.12e\n", checksum(g + N / 4, N - N / 4));

        /* a struct's member array */
        fill(st.v, 0, M, 3.0 + round);
        printf("struct %.12e\n", struct_sum(&st));

        /* a static scalar updated in place by a kernel */
        total = 0.0;
        add_all(g, N);
        printf("total %.12e\n", value_of(&total));

        /* a static local array */
        printf("static local %.12e\n", local_round(7.0 + round));

        /* a heap block */
        fill(h, 0, M, 9.0 + round);
        printf("heap %.12e\n", checksum(h + 3, M - 3));

        /* host writes through pointers; kernels read them next round */
        scale_on_host(g + 1, N - 1, 2.0);
        scale_on_host(st.v, M, 0.5);
        add_all(g, N);
        printf("total after host writes %.12e\n", value_of(&total));
    }
    free(h);
    return 0;
}
