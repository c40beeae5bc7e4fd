/* Direct O(n^2) n-body steps in single precision with static arrays of
 * structures (x, y, z, mass per body; velocities), softened forces, a kick
 * and a drift per step; the potential energy is a double reduction.
 * argv[1]: the number of bodies (at most NMAX). */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

#define STEPS 5
#define NMAX 32768

typedef struct {
    float x, y, z, m;
} body_t;

typedef struct {
    float vx, vy, vz, pad;
} vel_t;

static body_t p[NMAX];
static vel_t v[NMAX];

int main(int argc, char **argv)
{
    int n = 1024, i, j, t;
    float dt = 0.001f, eps2 = 0.0025f;
    double pot = 0.0, cs, t0, t1;

    if (argc > 1)
        n = atoi(argv[1]);
    if (n < 1 || n > NMAX) {
        fprintf(stderr, "size must be 1..%d\n", NMAX);
        return 1;
    }
    for (i = 0; i < n; i++) {
        float a = 6.2831853f * (float)i / (float)n;
        float r = 0.5f + 0.5f * (float)(i % 11) / 11.0f;
        p[i].x = r * cosf(a);
        p[i].y = r * sinf(a);
        p[i].z = 0.1f * (float)((i % 9) - 4) / 4.0f;
        p[i].m = 1.0f / (float)n;
        v[i].vx = -0.3f * p[i].y;
        v[i].vy = 0.3f * p[i].x;
        v[i].vz = 0.0f;
        v[i].pad = 0.0f;
    }

    t0 = omp_get_wtime();
    for (t = 0; t < STEPS; t++) {
        pot = 0.0;
#pragma omp parallel for private(j) reduction(+:pot)
        for (i = 0; i < n; i++) {
            float fx = 0.0f, fy = 0.0f, fz = 0.0f, ep = 0.0f;
            for (j = 0; j < n; j++) {
                float dx = p[j].x - p[i].x;
                float dy = p[j].y - p[i].y;
                float dz = p[j].z - p[i].z;
                float inv = 1.0f / sqrtf(dx * dx + dy * dy + dz * dz + eps2);
                float s = p[j].m * inv * inv * inv;
                fx += s * dx;
                fy += s * dy;
                fz += s * dz;
                ep -= p[j].m * inv;
            }
            v[i].vx += dt * fx;
            v[i].vy += dt * fy;
            v[i].vz += dt * fz;
            pot += 0.5 * (double)p[i].m * ep;
        }
#pragma omp parallel for
        for (i = 0; i < n; i++) {
            p[i].x += dt * v[i].vx;
            p[i].y += dt * v[i].vy;
            p[i].z += dt * v[i].vz;
        }
    }
    cs = 0.0;
    for (i = 0; i < n; i++)
        cs += fabs(p[i].x) + fabs(p[i].y) + fabs(p[i].z);
    t1 = omp_get_wtime();
    printf("potential %.8e\n", pot);
    printf("checksum: %.10e\n", cs - pot);
    printf("time: %.6f\n", t1 - t0);
    return 0;
}
