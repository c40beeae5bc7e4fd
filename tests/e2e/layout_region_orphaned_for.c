// The NAS shape with arrays laid out against the GPU: one parallel region,
// a time-step loop, orphaned `omp for` loops in called functions, `master`
// and `single` between them, a function-local static array, an array of
// structs, and subscripts that are themselves elements of reordered arrays.
// Also run with -fno-global-index-reorder (e2e-nolayout.*).
// omp2ocl-test: offload=10
#include <stdio.h>

#define NZ 6
#define NY 7
#define NX 8
#define STEPS 3

struct cell { double v; int tag; };

static struct cell grid[NZ][NY][NX][2];
static int nbr[NZ][NY][NX][2];
static double flux[NZ][NY][NX][4];
static double total[STEPS];

static void init(void)
{
    int x, y, z, s;
#pragma omp for
    for (z = 0; z < NZ; z++)
        for (y = 0; y < NY; y++)
            for (x = 0; x < NX; x++)
                for (s = 0; s < 2; s++) {
                    grid[z][y][x][s].v = 0.5 * ((x + 2 * y + 3 * z + s) % 9);
                    grid[z][y][x][s].tag = (x + y + z + s) % 3;
                    nbr[z][y][x][s] = (x + s + 1) % NX;
                }
}

static void fluxes(void)
{
    int x, y, z, d;
#pragma omp for
    for (z = 0; z < NZ; z++)
        for (y = 0; y < NY; y++)
            for (x = 0; x < NX; x++)
                for (d = 0; d < 4; d++)
                    flux[z][y][x][d] = grid[z][y][nbr[z][y][x][d % 2]][d % 2].v
                                       - grid[z][y][x][d / 2].v * 0.25;
}

static void update(void)
{
    static double weight[NZ][NY][NX][4];
    int x, y, z, d;
#pragma omp for
    for (z = 0; z < NZ; z++)
        for (y = 0; y < NY; y++)
            for (x = 0; x < NX; x++)
                for (d = 0; d < 4; d++)
                    weight[z][y][x][d] = 0.125 * (d + 1) + 0.0625 * grid[z][y][x][0].tag;
#pragma omp for
    for (z = 0; z < NZ; z++)
        for (y = 0; y < NY; y++)
            for (x = 0; x < NX; x++) {
                grid[z][y][x][0].v += weight[z][y][x][0] * flux[z][y][x][0]
                                      + weight[z][y][x][1] * flux[z][y][x][1];
                grid[z][y][x][1].v += weight[z][y][x][2] * flux[z][y][x][2]
                                      - weight[z][y][x][3] * flux[z][y][x][3];
            }
}

static double sum_grid(void)
{
    int x, y, z, s;
    double t = 0.0;
    for (z = 0; z < NZ; z++)
        for (y = 0; y < NY; y++)
            for (x = 0; x < NX; x++)
                for (s = 0; s < 2; s++)
                    t += grid[z][y][x][s].v * (1 + (x + y) % 4);
    return t;
}

int main(void)
{
    int step;
#pragma omp parallel private(step)
    {
        init();
        for (step = 0; step < STEPS; step++) {
            fluxes();
            update();
#pragma omp master
            total[step] = sum_grid();
#pragma omp barrier
#pragma omp single
            nbr[0][0][0][0] = (nbr[0][0][0][0] + step) % NX;
        }
    }
    for (step = 0; step < STEPS; step++)
        printf("step %d total %.12e\n", step, total[step]);
    printf("flux %.12e %.12e nbr %d\n", flux[2][3][4][1], flux[5][6][7][3], nbr[1][2][3][1]);
    return 0;
}
