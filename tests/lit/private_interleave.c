// Private arrays over the __private limit (16 KB) live in global scratch.
// When every use is a subscript chain to an element or a row passed to a
// parameter of the same shape, the array is interleaved element-major:
// element e of work-item w at scratch[e * __nwi + w] (__nwi 1 and each
// work-item's copy contiguous when the runtime builds for a CPU), every chain one
// linearised subscript times __nwi (in the kernel and in the clones of the
// callees, whose parameters become plain `__global T *` in the Interleaved
// space, letter `i` in the clone's name). Other uses keep the work-item-major
// layout, with a missed remark naming the use; small private arrays stay in
// __private memory.
// RUN: rm -rf %t && mkdir -p %t/on %t/off
// RUN: %omp2ocl %s -o %t/on -Rpass=omp2ocl -Rpass-missed=omp2ocl -- > %t/remarks 2>&1
// RUN: %FileCheck %s --input-file=%t/remarks
// RUN: %FileCheck %s --check-prefix=OFFLOAD --input-file=%t/remarks
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/on/private_interleave.omp2ocl.cl
// RUN: %clsyntax %t/on/private_interleave.omp2ocl.cl
// RUN: %clsyntax -DOMP2OCL_SCRATCH_ITEM_MAJOR=1 %t/on/private_interleave.omp2ocl.cl
// RUN: %hostsyntax %t/on/private_interleave.omp2ocl.c
// RUN: %omp2ocl %s -o %t/off -fno-private-interleave -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=OFF
// RUN: %FileCheck %s --check-prefix=OFFCL --input-file=%t/off/private_interleave.omp2ocl.cl
// RUN: %clsyntax %t/off/private_interleave.omp2ocl.cl
// Features: the interleaved accesses count as coalesced, the work-item-major
// ones not; the linearised subscripts add no operations.
// RUN: %FileCheck %s --check-prefix=FEAT --input-file=%t/on/private_interleave.omp2ocl.features.json
// RUN: %FileCheck %s --check-prefix=FEATOFF --input-file=%t/off/private_interleave.omp2ocl.features.json
#define NL 130
#define N 32
static double u[N][NL][5], out[N][NL][5];

/* second level: a 5x5 block and a vector */
static void solve_block(double b[5][5], double r[5]) {
  int p, q;
  for (p = 0; p < 5; p++) {
    double d = 1.0 / b[p][p];
    r[p] *= d;
    for (q = 0; q < 5; q++)
      if (q != p)
        r[q] -= b[q][p] * r[p];
  }
}

/* first level: the blocks of a whole line */
static void line(double blk[][2][5][5], double r[][5], int n) {
  int i;
  for (i = 1; i < n; i++)
    solve_block(blk[i][1], r[i]);
}

void solve(void) {
  double blk[NL][2][5][5]; /* 52000 bytes: interleaved */
  double r[NL][5];         /* 5200 bytes: __private */
  int i, j, a, b;
#pragma omp for
  for (j = 0; j < N; j++) {
    for (i = 0; i < NL; i++) {
      for (a = 0; a < 5; a++) {
        for (b = 0; b < 5; b++) {
          blk[i][0][a][b] = 0.0;
          blk[i][1][a][b] = a == b ? 4.0 + u[j][i][a] : 0.5;
        }
        r[i][a] = u[j][i][a];
      }
      blk[i][1][2][2]++;
    }
    line(blk, r, NL);
    for (i = 0; i < NL; i++)
      for (a = 0; a < 5; a++)
        out[j][i][a] = r[i][a] + blk[i][1][a][a];
  }
}
// CHECK: private_interleave.c:[[@LINE-18]]:1: remark: private array 'blk' interleaved element-major in global scratch (kernel 'solve_L53') [-Rpass=omp2ocl]
// CHECK-NOT: private array 'r'
// CHECK-NOT: loop offloaded
// OFFLOAD: private_interleave.c:[[@LINE-21]]:1: remark: loop offloaded as 1-D kernel 'solve_L53'

// CL: void solve_L53__solve_block_ip(__global double *b, double *r)
// CL-NEXT: {
// CL-NEXT: const long __nwi = OMP2OCL_SCRATCH_ITEM_MAJOR ? 1L : (long)(get_global_size(0) * get_global_size(1) * get_global_size(2));
// CL: double d = 1.0 / b[((long)(p) * 5L + (long)(p)) * __nwi];
// CL: r[q] -= b[((long)(q) * 5L + (long)(p)) * __nwi] * r[p];
// CL: void solve_L53__line_ip(__global double *blk, double (*r)[5], int n)
// CL-NEXT: {
// CL-NEXT: const long __nwi
// CL: solve_L53__solve_block_ip((blk + ((long)(i) * 50L + 25L) * __nwi), r[i]);
// CL: __kernel void solve_L53(
// CL: __global char *blk__scratch
// CL: const long __nwi = OMP2OCL_SCRATCH_ITEM_MAJOR ? 1L : (long)(get_global_size(0) * get_global_size(1) * get_global_size(2));
// CL-NEXT: __global double *blk = (__global double *)(blk__scratch + (get_global_id(0) + get_global_size(0) * (get_global_id(1) + get_global_size(1) * get_global_id(2))) * (OMP2OCL_SCRATCH_ITEM_MAJOR ? 52000UL : 8UL));
// CL-NEXT: double r[130][5];
// CL: blk[((long)(i) * 50L + (long)(a) * 5L + (long)(b)) * __nwi] = 0.0;
// CL: blk[((long)(i) * 50L + (long)(a) * 5L + (long)(b) + 25L) * __nwi] = a == b ? 4.0 + u[i][a][j] : 0.5;
// CL: blk[((long)(i) * 50L + 37L) * __nwi]++;
// CL: solve_L53__line_ip(blk, r, 130);
// CL: out[i][a][j] = r[i][a] + blk[((long)(i) * 50L + (long)(a) * 5L + (long)(a) + 25L) * __nwi];

// FEAT: "name": "solve_L53"
// FEAT: "comp_sp": [{"coeff": 12881, "symbols": []}, {"coeff": 87, "symbols": [1]}], "comp_dp": [{"coeff": 4030, "symbols": []}, {"coeff": 60, "symbols": [1]}], "mem": [{"coeff": 11960, "symbols": []}, {"coeff": 30, "symbols": [1]}], "localmem": [], "coalesced": [{"coeff": 11960, "symbols": []}, {"coeff": 30, "symbols": [1]}]
// FEATOFF: "name": "solve_L53"
// FEATOFF: "comp_sp": [{"coeff": 12881, "symbols": []}, {"coeff": 87, "symbols": [1]}], "comp_dp": [{"coeff": 4030, "symbols": []}, {"coeff": 60, "symbols": [1]}], "mem": [{"coeff": 11960, "symbols": []}, {"coeff": 30, "symbols": [1]}], "localmem": [], "coalesced": [{"coeff": 4550, "symbols": []}]

// OFF-NOT: interleaved
// OFF: remark: loop offloaded as 1-D kernel 'solve_L53'
// OFFCL: void solve_L53__solve_block_gp(__global double (*b)[5], double *r)
// OFFCL: __global double (*blk)[2][5][5] = (__global double (*)[2][5][5])(blk__scratch + (get_global_id(0) + get_global_size(0) * (get_global_id(1) + get_global_size(1) * get_global_id(2))) * 52000UL);
// OFFCL: blk[i][1][2][2]++;

/* a pointer to an element handed on: the layout cannot follow it */
static double sum8(const double *x) {
  int c;
  double s = 0.0;
  for (c = 0; c < 8; c++)
    s += x[c];
  return s;
}

void blocked(void) {
  double t[600][8]; /* 38400 bytes */
  int i, j, c;
#pragma omp for
  for (j = 0; j < N; j++) {
    double s = 0.0;
    for (i = 0; i < 600; i++)
      for (c = 0; c < 8; c++)
        t[i][c] = u[j][i % NL][c % 5] * c;
    for (i = 0; i < 600; i++)
      s += sum8(&t[i][0]);
    out[j][0][0] = s;
  }
}
// CHECK: private_interleave.c:[[@LINE-11]]:1: remark: private array 't' stays work-item-major in global scratch (kernel 'blocked_L119'): an element has its address taken ('&t[i][0]', line [[@LINE-4]]) [-Rpass-missed=omp2ocl]
// OFFLOAD: private_interleave.c:[[@LINE-12]]:1: remark: loop offloaded as 1-D kernel 'blocked_L119'
// CL: double blocked_L119__sum8_g(__global double *x)
// CL: __global double (*t)[8] = (__global double (*)[8])(t__scratch + (get_global_id(0) + get_global_size(0) * (get_global_id(1) + get_global_size(1) * get_global_id(2))) * 38400UL);
// CL: t[i][c] = u[i % 130][c % 5][j] * c;

/* a callee hands on the address of an element of the row it was given */
static double rows(double b[][8], int n) {
  int i;
  double s = 0.0;
  for (i = 0; i < n; i++)
    s += sum8(&b[i][0]);
  return s;
}

void nested(void) {
  double w[400][8]; /* 25600 bytes */
  int i, j, c;
#pragma omp for
  for (j = 0; j < N; j++) {
    for (i = 0; i < 400; i++)
      for (c = 0; c < 8; c++)
        w[i][c] = u[j][i % NL][c % 5];
    out[j][1][0] = rows(w, 400);
  }
}
// CHECK: private_interleave.c:[[@LINE-8]]:1: remark: private array 'w' stays work-item-major in global scratch (kernel 'nested_L148'): the array is passed to 'rows' (line [[@LINE-3]]), where parameter 'b': an element has its address taken ('&b[i][0]', line [[@LINE-15]]) [-Rpass-missed=omp2ocl]
// OFFLOAD: private_interleave.c:[[@LINE-9]]:1: remark: loop offloaded as 1-D kernel 'nested_L148'
