/* Direct O(n^2) gravitational n-body simulation with Plummer softening:
 * a force loop over all pairs, then a kick-drift update, for a few time
 * steps.  Structure of arrays, double precision.
 * argv[1]: the number of bodies. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define STEPS 4
#define EPS2 1e-4
#define DT 1e-3

int main(int argc, char **argv)
{
    int n = 1024, i, j, t;
    double *x, *y, *z, *vx, *vy, *vz, *ax, *ay, *az, *m;
    double dx, dy, dz, r2, inv, f, sx, sy, sz, cs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    x = (double *)malloc(n * sizeof(double));
    y = (double *)malloc(n * sizeof(double));
    z = (double *)malloc(n * sizeof(double));
    vx = (double *)malloc(n * sizeof(double));
    vy = (double *)malloc(n * sizeof(double));
    vz = (double *)malloc(n * sizeof(double));
    ax = (double *)malloc(n * sizeof(double));
    ay = (double *)malloc(n * sizeof(double));
    az = (double *)malloc(n * sizeof(double));
    m = (double *)malloc(n * sizeof(double));
    if (!x || !y || !z || !vx || !vy || !vz || !ax || !ay || !az || !m) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (i = 0; i < n; i++) {
        /* bodies on a perturbed lattice in the unit cube */
        x[i] = (double)(i % 97) / 97.0 + 0.001 * (i % 7);
        y[i] = (double)((i * 31) % 89) / 89.0 + 0.001 * (i % 5);
        z[i] = (double)((i * 17) % 83) / 83.0 + 0.001 * (i % 3);
        vx[i] = vy[i] = vz[i] = 0.0;
        m[i] = 1.0 / n;
    }

    t0 = omp_get_wtime();
    for (t = 0; t < STEPS; t++) {
#pragma omp parallel for private(j, dx, dy, dz, r2, inv, f, sx, sy, sz)
        for (i = 0; i < n; i++) {
            sx = sy = sz = 0.0;
            for (j = 0; j < n; j++) {
                dx = x[j] - x[i];
                dy = y[j] - y[i];
                dz = z[j] - z[i];
                r2 = dx * dx + dy * dy + dz * dz + EPS2;
                inv = 1.0 / sqrt(r2);
                f = m[j] * inv * inv * inv;
                sx += f * dx;
                sy += f * dy;
                sz += f * dz;
            }
            ax[i] = sx;
            ay[i] = sy;
            az[i] = sz;
        }
#pragma omp parallel for
        for (i = 0; i < n; i++) {
            vx[i] += DT * ax[i];
            vy[i] += DT * ay[i];
            vz[i] += DT * az[i];
            x[i] += DT * vx[i];
            y[i] += DT * vy[i];
            z[i] += DT * vz[i];
        }
    }
    cs = 0.0;
    for (i = 0; i < n; i++)
        cs += x[i] + 2.0 * y[i] + 3.0 * z[i] + 100.0 * (fabs(vx[i]) + fabs(vy[i]) + fabs(vz[i]));
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", cs);
    printf("time: %.6f\n", t1 - t0);
    return 0;
}
