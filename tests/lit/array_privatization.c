// Thread-own arrays (and scalars) whose every read is covered by writes
// earlier in the same iteration become per-work-item private copies: through
// called functions (pointer parameters bound to rows), loops over ranges that
// match the reads, both branches of an `if`, writes of the earlier
// iterations of an inner loop, straight-line index values. A read covered
// only under a condition on invariants is checked when launching.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/array_privatization.omp2ocl.cl
// RUN: %FileCheck %s --check-prefix=HOST --input-file=%t/array_privatization.omp2ocl.c
// RUN: %clsyntax %t/array_privatization.omp2ocl.cl
// RUN: %hostsyntax %t/array_privatization.omp2ocl.c
#define NZ 8
#define NY 8
#define NX 16
#define N 64
static double u[NZ][NY][NX], rhs[NZ][NY][NX];
static double a[N + 8], b[N];
static int nx;

/* one point's coefficients: every element written in the zero fill */
static void coeffs(double q, double c[2][2]) {
  int p, r;
  for (p = 0; p < 2; p++)
    for (r = 0; r < 2; r++)
      c[p][r] = 0.0;
  c[0][0] += q;
  c[1][1] = 1.0 + q * q;
}
static void build(double cm[2][2], double cp[2][2], double row[3]) {
  row[0] = -cm[0][1];
  row[1] = 2.0 + cm[1][1] + cp[0][0];
  row[2] = -cp[1][0];
}
/* rows 1..n-2 of a tridiagonal system; `last` is set once */
static void thomas(double lhs[][3], double r[], int n) {
  int i, last = n - 2;
  r[1] = r[1] / lhs[1][1];
  lhs[1][2] = lhs[1][2] / lhs[1][1];
  for (i = 2; i <= last; i++) {
    double m = lhs[i][1] - lhs[i][0] * lhs[i - 1][2];
    lhs[i][2] = lhs[i][2] / m;
    r[i] = (r[i] - lhs[i][0] * r[i - 1]) / m;
  }
  for (i = last - 1; i >= 1; i--)
    r[i] = r[i] - lhs[i][2] * r[i + 1];
}

void line_solve(void) {
  int i, j, k;
  double cf[NX][2][2], lhs[NX][3], r[NX];
#pragma omp for
  for (k = 1; k < NZ - 1; k++) {
    for (j = 1; j < NY - 1; j++) {
      for (i = 0; i < nx; i++)
        coeffs(u[k][j][i], cf[i]);
      for (i = 1; i < nx - 1; i++) {
        build(cf[i - 1], cf[i + 1], lhs[i]);
        r[i] = rhs[k][j][i];
      }
      thomas(lhs, r, nx);
      for (i = 1; i < nx - 1; i++)
        rhs[k][j][i] = r[i];
    }
  }
}
// CHECK: array_privatization.c:[[@LINE-15]]:1: remark: loop offloaded as 2-D kernel 'line_solve_L52'
// CHECK: array_privatization.c:[[@LINE-16]]:1: remark: kernel 'line_solve_L52' runs when nx - 3 >= 0 (privatization of 'lhs', 'r'), checked at each launch; otherwise the OpenMP loop runs
// CL: void line_solve_L52__coeffs_p(double q, double (*c)[2])
// CL: void line_solve_L52__thomas_pp(double (*lhs)[3], double *r, int n)
// CL: __kernel void line_solve_L52(
// CL: double cf[16][2][2];
// CL: double lhs[16][3];
// CL: double r[16];
// HOST: /* omp2ocl: line_solve_L52 */
// HOST: if (!((long)(nx) + (-3L) >= 0)) break;

void both_branches(void) {
  double t[2];
  int i;
#pragma omp for
  for (i = 0; i < N; i++) {
    if (a[i] > 0.5) {
      t[0] = a[i];
      t[1] = 1.0;
    } else {
      t[1] = 2.0;
      t[0] = -a[i];
    }
    b[i] = t[0] * t[1];
  }
}
// CHECK: [[@LINE-12]]:1: remark: loop offloaded as 1-D kernel 'both_branches_L81'

void prefix_recurrence(void) {
  double t[8];
  int i, c;
#pragma omp for
  for (i = 0; i < N; i++) {
    t[0] = a[i];
    for (c = 1; c < 8; c++)
      t[c] = 0.5 * t[c - 1] + a[i + c];
    b[i] = t[7];
  }
}
// CHECK: [[@LINE-8]]:1: remark: loop offloaded as 1-D kernel 'prefix_recurrence_L98'

void straight_line_index(void) {
  double t[4];
  int i, k;
#pragma omp for
  for (i = 0; i < N; i++) {
    k = 2;
    t[k] = a[i];
    t[k + 1] = a[i + 1];
    t[k - 2] = t[2] + t[3];
    b[i] = t[0];
  }
}
// CHECK: [[@LINE-9]]:1: remark: loop offloaded as 1-D kernel 'straight_line_index_L111'

void descending_fill_and_continue(void) {
  double t[8];
  int i, c;
#pragma omp for
  for (i = 0; i < N; i++) {
    if (a[i] < 0.0)
      continue;
    for (c = 7; c >= 0; c--)
      t[c] = a[i + c];
    b[i] = t[0] + t[7];
  }
}
// CHECK: [[@LINE-9]]:1: remark: loop offloaded as 1-D kernel 'descending_fill_and_continue_L125'

static void set(double *p, double v) { *p = v; }
static double dot3(const double *w, const double *x) {
  return w[0] * x[0] + w[1] * x[1] + w[2] * x[2];
}

void scalar_by_address_and_read_only_table(void) {
  const double w[3] = {0.25, 0.5, 0.25};
  double x;
  int i;
#pragma omp for
  for (i = 0; i < N; i++) {
    set(&x, a[i]);
    b[i] = x + dot3(w, &a[i]);
  }
}
// CHECK: [[@LINE-6]]:1: remark: loop offloaded as 1-D kernel 'scalar_by_address_and_read_only_table_L145'
// CL: __kernel void scalar_by_address_and_read_only_table_L145(
// CL: __global double *w = (__global double *)(w__base + w__off);

void guarded_by_a_parameter(int n) {
  double t[8];
  int i, c;
#pragma omp for
  for (i = 0; i < N; i++) {
    for (c = 0; c < n; c++)
      t[c] = a[i + c];
    b[i] = t[0] * t[1];
  }
}
// CHECK: [[@LINE-7]]:1: remark: loop offloaded as 1-D kernel 'guarded_by_a_parameter_L158'
// CHECK: [[@LINE-8]]:1: remark: kernel 'guarded_by_a_parameter_L158' runs when n - 2 >= 0 (privatization of 't'), checked at each launch
// HOST: /* omp2ocl: guarded_by_a_parameter_L158 */
// HOST: if (!((long)(n) + (-2L) >= 0)) break;
