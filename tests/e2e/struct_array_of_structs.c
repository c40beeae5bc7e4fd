// An array of structs (particles) with mixed member types read and written
// in a kernel, including a nested struct member.
// omp2ocl-test: tolerance=1e-12
#include <stdio.h>

#define N 3000

struct vec3 { double x, y, z; };
struct particle {
    struct vec3 pos;
    struct vec3 vel;
    float mass;
    int kind;
};

static struct particle p[N];

int main(void)
{
    int i, step;
    for (i = 0; i < N; i++) {
        p[i].pos.x = i * 0.01;
        p[i].pos.y = (i % 10) * 0.1;
        p[i].pos.z = 0.0;
        p[i].vel.x = 1.0;
        p[i].vel.y = -0.5;
        p[i].vel.z = (i % 3) * 0.25;
        p[i].mass = 1.0f + (float)(i % 4);
        p[i].kind = i % 3;
    }
    for (step = 0; step < 3; step++) {
#pragma omp parallel for
        for (i = 0; i < N; i++) {
            double dt = 0.1 / p[i].mass;
            if (p[i].kind == 2)
                p[i].vel.z -= 0.5 * dt;
            p[i].pos.x += dt * p[i].vel.x;
            p[i].pos.y += dt * p[i].vel.y;
            p[i].pos.z += dt * p[i].vel.z;
        }
    }
    double sx = 0, sy = 0, sz = 0;
    for (i = 0; i < N; i++) {
        sx += p[i].pos.x;
        sy += p[i].pos.y;
        sz += p[i].pos.z;
    }
    printf("p[5] %.12e %.12e %.12e\n", p[5].pos.x, p[5].pos.y, p[5].pos.z);
    printf("sums %.12e %.12e %.12e\n", sx, sy, sz);
    return 0;
}
