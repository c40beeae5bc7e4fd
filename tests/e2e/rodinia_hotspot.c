// Rodinia-style hotspot: a 2-D thermal stencil on flat heap grids (float)
// whose neighbours are clamped at the borders with ?: and MIN/MAX macros,
// a ping-pong of the two buffers by pointer swap, and constants computed on
// the host from the chip size.
// omp2ocl-test: offload=12
// omp2ocl-test: tolerance=2e-5
#include <stdio.h>
#include <stdlib.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX_PD (3.0e6)
#define PRECISION 0.001
#define SPEC_HEAT_SI 1.75e6
#define K_SI 100
#define FACTOR_CHIP 0.5
#define t_chip 0.0005
#define chip_height 0.016
#define chip_width 0.016
#define amb_temp 80.0

typedef float FLOAT;

static void single_iteration(FLOAT *result, FLOAT *temp, FLOAT *power, int row, int col,
                             FLOAT Cap_1, FLOAT Rx_1, FLOAT Ry_1, FLOAT Rz_1, FLOAT step)
{
    int r, c;
#pragma omp parallel for shared(power, temp, result) private(r, c) firstprivate(row, col)
    for (r = 0; r < row; r++) {
        for (c = 0; c < col; c++) {
            int N = MAX(r - 1, 0);
            int S = MIN(r + 1, row - 1);
            int W = c == 0 ? 0 : c - 1;
            int E = c == col - 1 ? col - 1 : c + 1;
            FLOAT delta;
            delta = Cap_1 * (power[r * col + c]
                    + (temp[S * col + c] + temp[N * col + c] - 2.f * temp[r * col + c]) * Ry_1
                    + (temp[r * col + E] + temp[r * col + W] - 2.f * temp[r * col + c]) * Rx_1
                    + (amb_temp - temp[r * col + c]) * Rz_1);
            result[r * col + c] = temp[r * col + c] + delta;
        }
    }
}

static void compute_tran_temp(FLOAT *result, int num_iterations, FLOAT *temp, FLOAT *power,
                              int row, int col)
{
    FLOAT grid_height = chip_height / row;
    FLOAT grid_width = chip_width / col;
    FLOAT Cap = FACTOR_CHIP * SPEC_HEAT_SI * t_chip * grid_width * grid_height;
    FLOAT Rx = grid_width / (2.0 * K_SI * t_chip * grid_height);
    FLOAT Ry = grid_height / (2.0 * K_SI * t_chip * grid_width);
    FLOAT Rz = t_chip / (K_SI * grid_height * grid_width);
    FLOAT max_slope = MAX_PD / (FACTOR_CHIP * t_chip * SPEC_HEAT_SI);
    FLOAT step = PRECISION / max_slope / 1000.0;
    FLOAT Rx_1 = 1.f / Rx, Ry_1 = 1.f / Ry, Rz_1 = 1.f / Rz, Cap_1 = step / Cap;
    int i;
    FLOAT *r = result, *t = temp;
    for (i = 0; i < num_iterations; i++) {
        single_iteration(r, t, power, row, col, Cap_1, Rx_1, Ry_1, Rz_1, step);
        FLOAT *tmp = t;
        t = r;
        r = tmp;
    }
}

int main(void)
{
    int rows = 64, cols = 48, iters = 12, i;
    FLOAT *temp = (FLOAT *)calloc(rows * cols, sizeof(FLOAT));
    FLOAT *power = (FLOAT *)calloc(rows * cols, sizeof(FLOAT));
    FLOAT *result = (FLOAT *)calloc(rows * cols, sizeof(FLOAT));
    if (!temp || !power || !result)
        return 1;
    for (i = 0; i < rows * cols; i++) {
        temp[i] = 320.0f + (float)((i * 37) % 101) * 0.25f;
        power[i] = (float)((i * 13) % 29) * 0.001f;
    }
    compute_tran_temp(result, iters, temp, power, rows, cols);
    /* after an even number of steps the latest grid is in temp */
    FLOAT *out = (iters % 2 == 0) ? temp : result;
    double s = 0;
    float mx = out[0], mn = out[0];
    for (i = 0; i < rows * cols; i++) {
        s += out[i];
        mx = MAX(mx, out[i]);
        mn = MIN(mn, out[i]);
    }
    printf("hotspot sum %.6e max %.6e min %.6e corner %.6e\n", s, mx, mn, out[rows * cols - 1]);
    free(temp);
    free(power);
    free(result);
    return 0;
}
