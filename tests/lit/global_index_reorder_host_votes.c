// Global index reordering counts the loops that stay OpenMP on the host:
// they run on the CPU whichever device the program picks, so a layout that
// makes their threads stride through an array slows both versions (NAS LU's
// pipelined sweeps). The kernel's work-items take a row each, so it wants
// 'grid' and 'aux' transposed; a host loop (it calls a function without a
// body) walks 'grid' along its rows more often: 'grid' keeps its layout, and
// the kernel's remark names the host loop. 'aux', which only the kernel
// walks, is transposed; for 'grid' the kernel gets a variant that reads a
// transposed device copy (dynamic index reordering).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
#define N 256
#define M 128

extern double measure(double);
static double grid[N][M];
static double aux[N][M];
static double rowsum[N];

void sums(void) {
  int i, j;
#pragma omp parallel for private(j)
  for (i = 0; i < N; i++) {
    double s = 0.0;
    for (j = 0; j < M; j++)
      s += grid[i][j] * aux[i][j];
    rowsum[i] = s;
  }
}

void rows(int steps) {
  int i, j, t;
#pragma omp parallel for private(j, t)
  for (i = 0; i < N; i++)
    for (t = 0; t < steps; t++)
      for (j = 1; j < M; j++)
        grid[i][j] = measure(grid[i][j - 1] + grid[i][j]);
}

// CHECK-DAG: :17:15: remark: global index reordering: 'aux' [i][j] -> [j][i] [-Rpass=omp2ocl]
// CHECK-DAG: :22:1: remark: global index reordering: kernel 'sums_L22' would coalesce its accesses to 'grid' with [j][i], but the OpenMP loops that stay on the host (line 33) outvote it ([i][j]) [-Rpass-missed=omp2ocl]
// CHECK-DAG: :22:1: remark: dynamic index reordering: kernel 'sums_L22' has a variant 'sums_L22_dyn' reading a reordered device copy of 'grid' [i][j] -> [j][i]
// CHECK-DAG: :33:1: remark: loop kept on the host: it calls 'measure'
// CHECK-NOT: global index reordering: 'grid'
