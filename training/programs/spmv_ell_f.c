/* Richardson iteration x += w (b - A x) with the 7-point 3-D operator
 * stored in ELLPACK form (fixed 7 slots per row, slot-major so that
 * consecutive rows are adjacent, padded with zeros at the boundary).
 * Static arrays sized for the largest grid.  Single precision.
 * argv[1]: the grid side m (m^3 rows, m at most MMAX). */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define ITERS 100
#define W 7
#define MMAX 160
#define NMAX (MMAX * MMAX * MMAX)

static int col[W][NMAX];
static float val[W][NMAX];
static float b[NMAX], x[NMAX], ax[NMAX];

int main(int argc, char **argv)
{
    int m = 32, n, i, j, k, row, slot, it;
    float s;
    double xs, t0, t1;

    if (argc > 1)
        m = atoi(argv[1]);
    if (m < 2 || m > MMAX) {
        fprintf(stderr, "size must be 2..%d\n", MMAX);
        return 1;
    }
    n = m * m * m;
    for (i = 0; i < m; i++)
        for (j = 0; j < m; j++)
            for (k = 0; k < m; k++) {
                row = (i * m + j) * m + k;
                for (slot = 0; slot < W; slot++) {
                    col[slot][row] = row;
                    val[slot][row] = 0.0f;
                }
                val[0][row] = 6.5f;
                if (i > 0) { col[1][row] = row - m * m; val[1][row] = -1.0f; }
                if (i < m - 1) { col[2][row] = row + m * m; val[2][row] = -1.0f; }
                if (j > 0) { col[3][row] = row - m; val[3][row] = -1.0f; }
                if (j < m - 1) { col[4][row] = row + m; val[4][row] = -1.0f; }
                if (k > 0) { col[5][row] = row - 1; val[5][row] = -1.0f; }
                if (k < m - 1) { col[6][row] = row + 1; val[6][row] = -1.0f; }
                b[row] = (float)((i + j + k) % 5) * 0.25f + 1.0f;
                x[row] = 0.0f;
            }

    t0 = omp_get_wtime();
    for (it = 0; it < ITERS; it++) {
#pragma omp parallel for private(slot, s)
        for (row = 0; row < n; row++) {
            s = 0.0f;
            for (slot = 0; slot < W; slot++)
                s += val[slot][row] * x[col[slot][row]];
            ax[row] = s;
        }
#pragma omp parallel for
        for (row = 0; row < n; row++)
            x[row] += 0.125f * (b[row] - ax[row]);
    }
    xs = 0.0;
    for (row = 0; row < n; row++)
        xs += x[row];
    t1 = omp_get_wtime();
    printf("checksum: %.10e\n", xs);
    printf("time: %.6f\n", t1 - t0);
    return 0;
}
