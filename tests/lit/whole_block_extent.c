// A pointer whose accessed extent the translator cannot compute (indices
// loaded from memory, data-dependent bounds) is handed to the kernel as the
// whole allocation block it points into, found by the runtime at each
// launch: never WRITE_ALL, a decline when the pointer is in no registered
// block. Computed extents keep their ranges. Allocation calls become the
// runtime's wrappers; static arrays are registered (file scope: a
// constructor; static locals: once after their declaration).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --input-file=%t/whole_block_extent.omp2ocl.c
// RUN: %clsyntax %t/whole_block_extent.omp2ocl.cl
// RUN: %hostsyntax -Wall -Werror %t/whole_block_extent.omp2ocl.c
#include <stdlib.h>

static double table[64];
double shared_grid[8][8];
extern double elsewhere[16];
static _Thread_local double per_thread[4];

void spmv(int n, const int *rowptr, const int *col, const double *val,
          const double *x, double *y) {
  int i, k;
#pragma omp parallel for private(k)
  for (i = 0; i < n; i++) {
    double s = 0;
    for (k = rowptr[i]; k < rowptr[i + 1]; k++)
      s += val[k] * x[col[k]];
    y[i] = s;
  }
}
// REMARK: whole_block_extent.c:[[@LINE-8]]:1: remark: loop offloaded as 1-D kernel 'spmv_L[[@LINE-8]]'
// REMARK: remark: kernel 'spmv_L[[@LINE-9]]': 'col' is copied as the whole allocation block it points into (the extent of the accesses cannot be computed from the loop bounds and subscripts); a launch whose pointer is in no block a translated unit allocated or registered runs the OpenMP loop
// REMARK: 'val' is copied as the whole allocation block
// REMARK: 'x' is copied as the whole allocation block
// REMARK-NOT: 'rowptr' is copied
// REMARK-NOT: 'y' is copied
// CHECK-LABEL: omp2ocl: spmv_L
// rowptr and y keep their computed extents.
// CHECK: long __lo_rowptr =
// CHECK: void *__blk_col = 0; size_t __blkbytes_col = 0; long __adj_col;
// CHECK-NEXT: if (!omp2ocl_block_of((const void *)col, &__blk_col, &__blkbytes_col)) { __omp2ocl_ran = omp2ocl_decline(__k, "'col' points into no allocation block a translated unit registered (stack or library memory): its extent is unknown"); break; }
// CHECK-NEXT: __adj_col = (long)((const char *)__blk_col - (const char *)col);
// CHECK-NEXT: if (!omp2ocl_arg_mem(__k, {{[0-9]+}}, __blk_col, __blkbytes_col, OMP2OCL_READ)) { __omp2ocl_ran = 0; break; }
// CHECK-NEXT: if (!omp2ocl_arg_value(__k, {{[0-9]+}}, &__adj_col, sizeof(long))) { __omp2ocl_ran = 0; break; }
// CHECK: long __lo_y =

void histogram(int n, const int *key, int *h) {
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++) {
#pragma omp atomic
    h[key[i]] += 1;
  }
}
// A written whole block is uploaded first: READ | WRITE, never WRITE_ALL.
// CHECK-LABEL: omp2ocl: histogram_L
// CHECK: omp2ocl_arg_mem(__k, {{[0-9]+}}, __blk_h, __blkbytes_h, OMP2OCL_READ | OMP2OCL_WRITE)

void scatter(int n, const int *perm, const double *v, double *z) {
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    z[perm[i]] = v[i];
}
// Written at indices loaded from memory: never WRITE_ALL (the block holds
// elements the kernel does not write), so it is uploaded first.
// REMARK-NOT: 'z' is overwritten whole
// CHECK-LABEL: omp2ocl: scatter_L
// CHECK: omp2ocl_arg_mem(__k, {{[0-9]+}}, __blk_z, __blkbytes_z, OMP2OCL_READ | OMP2OCL_WRITE)

double *grow(double *p, size_t n) {
// CHECK-LABEL: double *grow(
// CHECK: void *(*alloc)(size_t) = omp2ocl_malloc;
  void *(*alloc)(size_t) = malloc;
  void *q = 0;
// CHECK: if (omp2ocl_posix_memalign(&q, 64, n))
  if (posix_memalign(&q, 64, n))
    return 0;
  free(q);
// CHECK: omp2ocl_aligned_alloc(64, n * sizeof(double))
  double *r = aligned_alloc(64, n * sizeof(double));
  free(r);
// CHECK: p = omp2ocl_realloc(p, n * sizeof(double));
  p = realloc(p, n * sizeof(double));
// CHECK: double *c = omp2ocl_calloc(n, sizeof(double));
  double *c = calloc(n, sizeof(double));
  free(c);
  return alloc ? p : 0;
}

int sum_local(const int *pick, int n) {
// CHECK-LABEL: int sum_local(
// CHECK: static int w[32]; { static int __omp2ocl_registered_1; if (!__atomic_load_n(&__omp2ocl_registered_1, __ATOMIC_ACQUIRE)) { omp2ocl_block_register((const void *)w, sizeof(w)); __atomic_store_n(&__omp2ocl_registered_1, 1, __ATOMIC_RELEASE); } }
  static int w[32];
  int s = 0, i;
  for (i = 0; i < n; i++)
    s += w[pick[i]];
  return s;
}

// File-scope arrays defined here, registered by a constructor at the end
// (not the extern one, not the thread-local one).
// CHECK-LABEL: {{^}}__attribute__((constructor)) static void __omp2ocl_register_blocks(void) {
// CHECK-NEXT: {{^}}  omp2ocl_block_register((const void *)table, sizeof(table));
// CHECK-NEXT: {{^}}  omp2ocl_block_register((const void *)shared_grid, sizeof(shared_grid));
// CHECK-NEXT: {{^}}}
