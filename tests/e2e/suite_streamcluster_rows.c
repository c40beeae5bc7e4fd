// Rodinia streamcluster shape: points with a weight, an assignment and a cost
// (Point struct array) and coordinates in one flat block, dist() as a static
// function over two coordinate rows, pspeedy-like opening of centres one
// after another (a parallel for per centre, updating cost/assign), a
// pgain-like evaluation of candidate centres: a parallel for with
// reduction(+) writing a char switch_membership array and per-point gains,
// the per-centre gains summed on the host, then the switch applied in a
// second parallel for; a final cost reduction and min/max reductions.
// omp2ocl-test: offload=30
// omp2ocl-test: tolerance=1e-5
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef struct {
    float weight;
    long assign;
    float cost;
} Point;

typedef struct {
    long num;
    int dim;
    Point *p;
    float *coord;
} Points;

static float dist(float *p1, float *p2, int dim)
{
    int i;
    float result = 0.0f;
    for (i = 0; i < dim; i++)
        result += (p1[i] - p2[i]) * (p1[i] - p2[i]);
    return result;
}

static void open_center(Point *p, float *coord, long num, int dim, long c)
{
    long k;
#pragma omp parallel for schedule(static)
    for (k = 0; k < num; k++) {
        float distance = dist(&coord[k * dim], &coord[c * dim], dim);
        if (distance * p[k].weight < p[k].cost) {
            p[k].cost = distance * p[k].weight;
            p[k].assign = c;
        }
    }
}

static double pgain(long x, Point *p, float *coord, long num, int dim, double z, int *center_table,
                    char *switch_membership, float *gl, int *is_center, int ncenters)
{
    long i;
    double cost_of_opening_x = 0.0;
    double *lower = (double *)calloc(ncenters, sizeof(double));
    int number_of_centers_to_close = 0;
    double gl_cost;

#pragma omp parallel for reduction(+ : cost_of_opening_x)
    for (i = 0; i < num; i++) {
        float x_cost = dist(&coord[i * dim], &coord[x * dim], dim) * p[i].weight;
        float current_cost = p[i].cost;
        if (x_cost < current_cost) {
            switch_membership[i] = 1;
            cost_of_opening_x += x_cost - current_cost;
            gl[i] = 0.0f;
        } else {
            switch_membership[i] = 0;
            gl[i] = current_cost - x_cost;
        }
    }
    for (i = 0; i < num; i++)
        if (!switch_membership[i])
            lower[center_table[p[i].assign]] += gl[i];
    for (i = 0; i < num; i++)
        if (is_center[i]) {
            double low = z + lower[center_table[i]];
            if (low > 0) {
                number_of_centers_to_close++;
                cost_of_opening_x -= low;
            }
        }
    gl_cost = z + cost_of_opening_x;
    if (gl_cost < 0) {
#pragma omp parallel for
        for (i = 0; i < num; i++) {
            if (switch_membership[i]) {
                p[i].cost = dist(&coord[i * dim], &coord[x * dim], dim) * p[i].weight;
                p[i].assign = x;
            }
        }
        is_center[x] = 1;
        gl_cost = -gl_cost;
    } else {
        gl_cost = 0;
    }
    printf("pgain x=%ld close=%d gain %.6e\n", x, number_of_centers_to_close, gl_cost);
    free(lower);
    return gl_cost;
}

int main(void)
{
    Points pts;
    long n = 3000, i;
    int dim = 8, d, k, nc;
    unsigned s = 12345u;
    int *center_table, *is_center;
    char *switch_membership;
    float *gl;
    double z = 40.0, total = 0.0;
    float cmin, cmax;
    long acount;

    pts.num = n;
    pts.dim = dim;
    pts.p = (Point *)malloc(sizeof(Point) * n);
    pts.coord = (float *)malloc(sizeof(float) * n * dim);
    for (i = 0; i < n; i++) {
        for (d = 0; d < dim; d++) {
            s = s * 1103515245u + 12345u;
            pts.coord[i * dim + d] = (float)((s >> 16) % 64u) * 0.125f + (float)(i % 4) * 2.0f;
        }
        pts.p[i].weight = 1.0f + (float)(i % 3);
        pts.p[i].assign = 0;
        pts.p[i].cost = 0.0f;
    }
    for (i = 0; i < n; i++)
        pts.p[i].cost = dist(&pts.coord[i * dim], &pts.coord[0], dim) * pts.p[i].weight;

    is_center = (int *)calloc(n, sizeof(int));
    center_table = (int *)malloc(sizeof(int) * n);
    switch_membership = (char *)malloc(n);
    gl = (float *)malloc(sizeof(float) * n);
    is_center[0] = 1;
    for (k = 1; k < 6; k++) {
        long c = (long)k * 397 % n;
        open_center(pts.p, pts.coord, n, dim, c);
        is_center[c] = 1;
    }
    for (k = 0; k < 12; k++) {
        long x = (long)(k * 211 + 17) % n;
        nc = 0;
        for (i = 0; i < n; i++)
            if (is_center[i])
                center_table[i] = nc++;
        pgain(x, pts.p, pts.coord, n, dim, z, center_table, switch_membership, gl, is_center, nc);
    }

    cmin = 1e30f;
    cmax = -1e30f;
    acount = 0;
#pragma omp parallel for reduction(+ : total, acount) reduction(min : cmin) reduction(max : cmax)
    for (i = 0; i < n; i++) {
        total += pts.p[i].cost;
        if (pts.p[i].cost < cmin)
            cmin = pts.p[i].cost;
        cmax = pts.p[i].cost > cmax ? pts.p[i].cost : cmax;
        acount += pts.p[i].assign;
    }
    nc = 0;
    for (i = 0; i < n; i++)
        nc += is_center[i];
    printf("centers %d total cost %.6e min %.6e max %.6e assign-sum %ld\n", nc, total, cmin, cmax, acount);
    free(pts.p);
    free(pts.coord);
    free(is_center);
    free(center_table);
    free(switch_membership);
    free(gl);
    return 0;
}
