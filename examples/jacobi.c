/* A legacy-style OpenMP program: Jacobi relaxation of a 2-D heat plate, one
 * parallel region, orphaned work-sharing loops, a reduction for the residual.
 * `omp2ocl-cc -O2 jacobi.c -o jacobi` builds it with OpenCL versions of its
 * loops; OMP2OCL_DEVICE=auto|openmp|opencl picks where they run. */
#include <math.h>
#include <stdio.h>

#define N 512
#define ITERS 200

static double grid[N][N], next[N][N];
static double residual;

static void init(void) {
  int i, j;
#pragma omp for
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      grid[i][j] = (i == 0 || j == 0 || i == N - 1 || j == N - 1)
                       ? 100.0 * sin(0.01 * (i + j))
                       : 0.0;
}

static void relax(void) {
  int i, j;
#pragma omp for
  for (i = 1; i < N - 1; i++)
    for (j = 1; j < N - 1; j++)
      next[i][j] = 0.25 * (grid[i - 1][j] + grid[i + 1][j] + grid[i][j - 1] +
                           grid[i][j + 1]);
}

static void update(void) {
  int i, j;
#pragma omp for reduction(+ : residual)
  for (i = 1; i < N - 1; i++)
    for (j = 1; j < N - 1; j++) {
      double d = next[i][j] - grid[i][j];
      residual += d * d;
      grid[i][j] = next[i][j];
    }
}

int main(void) {
  int it;
#pragma omp parallel private(it)
  {
    init();
    for (it = 0; it < ITERS; it++) {
#pragma omp single
      residual = 0.0;
      relax();
      update();
    }
  }
  printf("residual after %d sweeps: %.6e\n", ITERS, sqrt(residual));
  printf("centre value: %.6f\n", grid[N / 2][N / 2]);
  return 0;
}
