// Arrays reached through pointer members of structs, the way legacy code
// keeps its state: a grid whose two planes are swapped by the host between
// sweeps (the members are read again before every launch), particles as a
// struct of heap arrays updated by orphaned loops of one parallel region
// with a reduction, a struct inside a struct by value, a weights array
// inside a struct with pointer members, and host writes through the struct
// between kernels. Every loop reads its members once before it
// (HoistMembers) and runs as a kernel, except the one that writes a member
// of the struct, which stays on the host.
// omp2ocl-test: offload=47
// omp2ocl-test: offload-max=47
// omp2ocl-test: missed="struct members of 'p' not read before the loop: 'p->clamped' is written"
// omp2ocl-test: tolerance=1e-11
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int nx, ny;
    double dx;
    double *u, *unew;
} grid_t;

typedef struct {
    long n;
    double *x, *vx, *m;
    int clamped;
} particles_t;

typedef struct {
    int id;
    grid_t grid;
} sim_t;

typedef struct {
    double w[3];
    const double *in;
    double *out;
    int n;
} filter_t;

static void sweep(grid_t *g)
{
    int i, j;
#pragma omp parallel for collapse(2)
    for (j = 1; j < g->ny - 1; j++)
        for (i = 1; i < g->nx - 1; i++)
            g->unew[j * g->nx + i] =
                0.25 * (g->u[j * g->nx + i - 1] + g->u[j * g->nx + i + 1] +
                        g->u[(j - 1) * g->nx + i] + g->u[(j + 1) * g->nx + i]) +
                g->dx * 0.001;
}

static void swap(grid_t *g)
{
    double *t = g->u;
    g->u = g->unew;
    g->unew = t;
}

static void move(particles_t *p, double dt)
{
    long i;
#pragma omp for
    for (i = 0; i < p->n; i++)
        p->x[i] += p->vx[i] * dt;
}

static void damp(particles_t *p)
{
    long i;
#pragma omp for
    for (i = 0; i < p->n; i++)
        p->vx[i] = p->vx[i] * 0.99 - 0.01 * p->x[i];
}

static double mass_moment(particles_t *p)
{
    long i;
    double s = 0.0;
#pragma omp parallel for reduction(+ : s)
    for (i = 0; i < p->n; i++)
        s += p->m[i] * p->x[i];
    return s;
}

/* writes a member of the struct: stays on the host */
static void clamp(particles_t *p)
{
    long i;
#pragma omp parallel for
    for (i = 0; i < p->n; i++)
        if (p->x[i] > 100.0) {
            p->x[i] = 100.0;
#pragma omp atomic write
            p->clamped = 1;
        }
}

static void filter3(filter_t *f)
{
    int i;
#pragma omp parallel for
    for (i = 1; i < f->n - 1; i++)
        f->out[i] = f->w[0] * f->in[i - 1] + f->w[1] * f->in[i] + f->w[2] * f->in[i + 1];
}

static void scale_sim(sim_t s, double a)
{
    int i;
#pragma omp parallel for
    for (i = 0; i < s.grid.nx * s.grid.ny; i++)
        s.grid.u[i] *= a;
}

static double checksum(const double *v, long n)
{
    double s = 0.0;
    long i;
    for (i = 0; i < n; i++)
        s += v[i] * (double)(i % 7 + 1);
    return s;
}

int main(void)
{
    grid_t g;
    particles_t p;
    filter_t f;
    sim_t sim;
    int it, i;
    double mm = 0.0;

    g.nx = 96;
    g.ny = 80;
    g.dx = 0.5;
    g.u = malloc(sizeof(double) * g.nx * g.ny);
    g.unew = malloc(sizeof(double) * g.nx * g.ny);
    for (i = 0; i < g.nx * g.ny; i++)
        g.u[i] = g.unew[i] = (double)(i % 17) * 0.25;
    for (it = 0; it < 20; it++) {
        sweep(&g);
        swap(&g);
        if (it == 10)
            g.u[g.nx + 1] = 50.0; /* the host writes through the struct */
    }
    printf("grid %.12e %.12e\n", checksum(g.u, (long)g.nx * g.ny), g.u[g.nx * 40 + 48]);

    p.n = 5000;
    p.clamped = 0;
    p.x = malloc(sizeof(double) * p.n);
    p.vx = malloc(sizeof(double) * p.n);
    p.m = malloc(sizeof(double) * p.n);
    for (i = 0; i < p.n; i++) {
        p.x[i] = (double)(i % 101);
        p.vx[i] = (double)(i % 13) - 6.0;
        p.m[i] = 1.0 + (double)(i % 5) * 0.5;
    }
#pragma omp parallel private(it)
    for (it = 0; it < 10; it++) {
        move(&p, 0.1);
        damp(&p);
    }
    for (it = 0; it < 5; it++)
        mm += mass_moment(&p);
    clamp(&p);
    printf("particles %.12e %.12e moment %.12e clamped %d\n", checksum(p.x, p.n),
           checksum(p.vx, p.n), mm, p.clamped);

    f.n = 4000;
    f.w[0] = 0.25;
    f.w[1] = 0.5;
    f.w[2] = 0.25;
    f.in = p.x;
    f.out = calloc(f.n, sizeof(double));
    filter3(&f);
    printf("filter %.12e\n", checksum(f.out, f.n));

    sim.id = 3;
    sim.grid = g;
    scale_sim(sim, 2.0);
    printf("sim %.12e\n", checksum(g.u, (long)g.nx * g.ny));

    free(g.u);
    free(g.unew);
    free(p.x);
    free(p.vx);
    free(p.m);
    free(f.out);
    return 0;
}
