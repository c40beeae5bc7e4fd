// Struct members of elements reached through a pointer parameter
// (`u[k][j].re`, `(*(p + i)).im`, `q[i].v[1]`): the extent of the memory the
// kernel touches comes from the subscripts applied to the pointer, not from
// the member (a member access is not element 0).
// omp2ocl-test: offload=3
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define NZ 24
#define NY 16
#define NP 300

typedef struct {
    double re, im;
} cplx;

typedef struct {
    int tag;
    double v[3];
} rec;

static cplx field[NZ][NY];
static cplx line[NP];
static rec recs[NP];

static void fill(cplx u[NZ][NY])
{
    int k, j;
#pragma omp parallel for private(j)
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++) {
            u[k][j].re = k + 0.5 * j;
            u[k][j].im = k - 0.25 * j;
        }
}

static void scale(cplx *p, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++) {
        (*(p + i)).re = 2.0 * i;
        (*(p + i)).im = -1.0 * i;
    }
}

static void tag(rec *q, int n)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < n; i++) {
        q[i].tag = i % 7;
        q[i].v[1] = 0.5 * i;
    }
}

int main(void)
{
    int k, j, i;
    double s = 0.0, t = 0.0, r = 0.0;
    fill(field);
    scale(line, NP);
    tag(recs, NP);
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            s += field[k][j].re * (1 + k % 3) + field[k][j].im;
    for (i = 0; i < NP; i++) {
        t += line[i].re + 3.0 * line[i].im;
        r += recs[i].tag + recs[i].v[1];
    }
    printf("field %.12e %.12e sum %.12e\n", field[NZ - 1][NY - 1].re, field[7][3].im, s);
    printf("line %.12e recs %.12e %d\n", t, r, recs[NP - 1].tag);
    return 0;
}
