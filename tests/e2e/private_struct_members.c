/* Private structs written member by member before they are read whole:
 * the tutorial's Mandelbrot area (`private(c)`, `c.r = ...; c.i = ...;
 * testpoint(c)` with an atomic counter in the callee), an array of
 * structs filled member by member and copied, a nested struct whose
 * members are set at two depths, and a member set on both branches of an
 * if. The privatization proof counted only whole-struct stores, so each
 * loop stayed on the host ("'c' may carry a value from one iteration to
 * the next"); the Mandelbrot nest now runs as one 2-D kernel (its inner
 * loop joins: c is private to each (i, j) and the counter is only updated
 * atomically).
 */
// omp2ocl-test: offload=4
#include <stdio.h>
#define NPOINTS 300
#define MAXITER 300
struct d_complex { double r; double i; };
struct pt { double x, y; };
struct seg { struct pt a, b; double w; int tag; };
static int numoutside = 0;
static double out[NPOINTS];
static double len[NPOINTS];
static double pick[NPOINTS];

static void testpoint(struct d_complex c)
{
    struct d_complex z;
    int iter;
    double temp;
    z = c;
    for (iter = 0; iter < MAXITER; iter++) {
        temp = (z.r * z.r) - (z.i * z.i) + c.r;
        z.i = z.r * z.i * 2 + c.i;
        z.r = temp;
        if ((z.r * z.r + z.i * z.i) > 4.0) {
#pragma omp atomic
            numoutside++;
            break;
        }
    }
}

static double seglen(struct seg s)
{
    double dx = s.b.x - s.a.x, dy = s.b.y - s.a.y;
    return s.w * (dx * dx + dy * dy) + s.tag;
}

int main(void)
{
    int i, j, k;
    double eps = 1.0e-5;
    struct d_complex c;
    struct pt q[3];
    struct seg s;

#pragma omp parallel for default(shared) private(c, j) firstprivate(eps)
    for (i = 0; i < NPOINTS; i++) {
        for (j = 0; j < NPOINTS; j++) {
            c.r = -2.0 + 2.5 * (double)(i) / (double)(NPOINTS) + eps;
            c.i = 1.125 * (double)(j) / (double)(NPOINTS) + eps;
            testpoint(c);
        }
    }
    double area = 2.0 * 2.5 * 1.125 * (double)(NPOINTS * NPOINTS - numoutside) /
                  (double)(NPOINTS * NPOINTS);
    printf("area %.8f outside %d\n", area, numoutside);

    /* an array of private structs, each member set, then copied */
#pragma omp parallel for private(q, k)
    for (i = 0; i < NPOINTS; i++) {
        for (k = 0; k < 3; k++) {
            q[k].x = i + k;
            q[k].y = 0.5 * i - k;
        }
        struct pt m = q[1];
        out[i] = m.x * q[0].y + q[2].x;
    }

    /* nested members at two depths, one sub-struct assigned whole */
#pragma omp parallel for private(s)
    for (i = 0; i < NPOINTS; i++) {
        struct pt b = { i * 0.25, 1.0 - i };
        s.a.x = i;
        s.a.y = -i * 0.5;
        s.b = b;
        s.w = 1.0 / (1 + i);
        s.tag = i % 5;
        len[i] = seglen(s);
    }

    /* a member written on both branches */
#pragma omp parallel for private(c)
    for (i = 0; i < NPOINTS; i++) {
        if (i % 3)
            c.r = i * 2.0;
        else
            c.r = -i;
        c.i = i * 0.125;
        pick[i] = c.r * c.i;
    }

    double t1 = 0, t2 = 0, t3 = 0;
    for (i = 0; i < NPOINTS; i++) {
        t1 += out[i];
        t2 += len[i];
        t3 += pick[i];
    }
    printf("out %.6f len %.6f pick %.6f\n", t1, t2, t3);
    return 0;
}
