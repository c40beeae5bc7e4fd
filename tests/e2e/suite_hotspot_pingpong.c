// Rodinia hotspot shape: a 2-D thermal stencil over float grids stored as
// 1-D malloc'd arrays, `parallel for` with shared/private/firstprivate and
// schedule(static), the temperature buffers ping-ponged by pointer swap on
// the host after each step, edges handled by if/else chains.
// omp2ocl-test: offload=40
// omp2ocl-test: tolerance=1e-5
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define MAX_PD 3.0e6f
#define PRECISION 0.001f
#define SPEC_HEAT_SI 1.75e6f
#define K_SI 100.0f
#define FACTOR_CHIP 0.5f
#define T_CHIP 0.0005f
#define CHIP_HEIGHT 0.016f
#define CHIP_WIDTH 0.016f
#define AMB_TEMP 80.0f

typedef float FLOAT;

static void single_iteration(FLOAT *result, const FLOAT *temp, const FLOAT *power,
                             int row, int col, FLOAT Cap_1, FLOAT Rx_1, FLOAT Ry_1,
                             FLOAT Rz_1)
{
    int r, c;
    FLOAT delta;
#pragma omp parallel for shared(power, temp, result) private(r, c, delta) \
    firstprivate(row, col) schedule(static)
    for (r = 0; r < row; r++) {
        for (c = 0; c < col; c++) {
            if (r == 0 && c == 0) {
                delta = Cap_1 * (power[0] + (temp[1] - temp[0]) * Rx_1 +
                                 (temp[col] - temp[0]) * Ry_1 + (AMB_TEMP - temp[0]) * Rz_1);
            } else if (r == 0 && c == col - 1) {
                delta = Cap_1 * (power[c] + (temp[c - 1] - temp[c]) * Rx_1 +
                                 (temp[c + col] - temp[c]) * Ry_1 + (AMB_TEMP - temp[c]) * Rz_1);
            } else if (r == row - 1 && c == col - 1) {
                delta = Cap_1 * (power[r * col + c] + (temp[r * col + c - 1] - temp[r * col + c]) * Rx_1 +
                                 (temp[(r - 1) * col + c] - temp[r * col + c]) * Ry_1 +
                                 (AMB_TEMP - temp[r * col + c]) * Rz_1);
            } else if (r == row - 1 && c == 0) {
                delta = Cap_1 * (power[r * col] + (temp[r * col + 1] - temp[r * col]) * Rx_1 +
                                 (temp[(r - 1) * col] - temp[r * col]) * Ry_1 +
                                 (AMB_TEMP - temp[r * col]) * Rz_1);
            } else if (r == 0) {
                delta = Cap_1 * (power[c] + (temp[c + 1] + temp[c - 1] - 2.0f * temp[c]) * Rx_1 +
                                 (temp[col + c] - temp[c]) * Ry_1 + (AMB_TEMP - temp[c]) * Rz_1);
            } else if (c == col - 1) {
                delta = Cap_1 * (power[r * col + c] +
                                 (temp[(r + 1) * col + c] + temp[(r - 1) * col + c] - 2.0f * temp[r * col + c]) * Ry_1 +
                                 (temp[r * col + c - 1] - temp[r * col + c]) * Rx_1 +
                                 (AMB_TEMP - temp[r * col + c]) * Rz_1);
            } else if (r == row - 1) {
                delta = Cap_1 * (power[r * col + c] +
                                 (temp[r * col + c + 1] + temp[r * col + c - 1] - 2.0f * temp[r * col + c]) * Rx_1 +
                                 (temp[(r - 1) * col + c] - temp[r * col + c]) * Ry_1 +
                                 (AMB_TEMP - temp[r * col + c]) * Rz_1);
            } else if (c == 0) {
                delta = Cap_1 * (power[r * col] +
                                 (temp[(r + 1) * col] + temp[(r - 1) * col] - 2.0f * temp[r * col]) * Ry_1 +
                                 (temp[r * col + 1] - temp[r * col]) * Rx_1 +
                                 (AMB_TEMP - temp[r * col]) * Rz_1);
            } else {
                delta = Cap_1 * (power[r * col + c] +
                                 (temp[(r + 1) * col + c] + temp[(r - 1) * col + c] - 2.0f * temp[r * col + c]) * Ry_1 +
                                 (temp[r * col + c + 1] + temp[r * col + c - 1] - 2.0f * temp[r * col + c]) * Rx_1 +
                                 (AMB_TEMP - temp[r * col + c]) * Rz_1);
            }
            result[r * col + c] = temp[r * col + c] + delta;
        }
    }
}

/* Returns the buffer that holds the last step's temperatures. */
static FLOAT *compute_tran_temp(FLOAT *result, int num_iterations, FLOAT *temp,
                                FLOAT *power, int row, int col)
{
    FLOAT grid_height = CHIP_HEIGHT / row;
    FLOAT grid_width = CHIP_WIDTH / col;
    FLOAT Cap = FACTOR_CHIP * SPEC_HEAT_SI * T_CHIP * grid_width * grid_height;
    FLOAT Rx = grid_width / (2.0f * K_SI * T_CHIP * grid_height);
    FLOAT Ry = grid_height / (2.0f * K_SI * T_CHIP * grid_width);
    FLOAT Rz = T_CHIP / (K_SI * grid_height * grid_width);
    FLOAT max_slope = MAX_PD / (FACTOR_CHIP * T_CHIP * SPEC_HEAT_SI);
    FLOAT step = PRECISION / max_slope;
    FLOAT Rx_1 = 1.f / Rx, Ry_1 = 1.f / Ry, Rz_1 = 1.f / Rz, Cap_1 = step / Cap;
    FLOAT *r = result, *t = temp;
    int i;
    for (i = 0; i < num_iterations; i++) {
        FLOAT *tmp;
        single_iteration(r, t, power, row, col, Cap_1, Rx_1, Ry_1, Rz_1);
        tmp = t;
        t = r;
        r = tmp;
    }
    return t;
}

int main(int argc, char **argv)
{
    int grid_rows = 96, grid_cols = 80, sim_time = 40;
    size_t n, i;
    FLOAT *temp, *power, *result, *out;
    double t0, t1;
    if (argc > 1)
        sim_time = atoi(argv[1]);
    n = (size_t)grid_rows * grid_cols;
    temp = (FLOAT *)calloc(n, sizeof(FLOAT));
    power = (FLOAT *)calloc(n, sizeof(FLOAT));
    result = (FLOAT *)calloc(n, sizeof(FLOAT));
    for (i = 0; i < n; i++) {
        temp[i] = 320.0f + (FLOAT)((i * 37u) % 101u) * 0.125f;
        power[i] = (FLOAT)((i * 13u) % 17u) * 0.5f;
    }
    t0 = omp_get_wtime();
    out = compute_tran_temp(result, sim_time, temp, power, grid_rows, grid_cols);
    t1 = omp_get_wtime();
    (void)(t1 - t0);
    {
        double sum = 0.0, wsum = 0.0;
        FLOAT mx = out[0];
        for (i = 0; i < n; i++) {
            sum += out[i];
            wsum += out[i] * (double)(i % 11 + 1);
            if (out[i] > mx)
                mx = out[i];
        }
        printf("hotspot sum %.12e wsum %.12e max %.6e\n", sum, wsum, mx);
        printf("corner %.6e %.6e centre %.6e\n", out[0], out[n - 1],
               out[(grid_rows / 2) * grid_cols + grid_cols / 2]);
    }
    free(temp);
    free(power);
    free(result);
    return 0;
}
