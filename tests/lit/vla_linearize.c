// C99 variable-length arrays (parameters `double A[n][m]`, local arrays)
// indexed only element by element become flat pointers before the
// translation (LinearizeVLA.cpp): the loops run as kernels, with the row
// lengths as values. Loops that use a row whole, or whose row length may
// have changed since the array's type was fixed, keep the array as it is.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2> %t/remarks.txt
// RUN: %FileCheck %s --check-prefix=PREP < %t/remarks.txt
// RUN: %FileCheck %s < %t/remarks.txt
// RUN: %FileCheck %s --check-prefix=HOST < %t/vla_linearize.omp2ocl.c
// RUN: %hostsyntax %t/vla_linearize.omp2ocl.c
// RUN: %clsyntax %t/vla_linearize.omp2ocl.cl
double sum_row(const double *r, int m);

void scale2(int n, int m, double A[n][m], const double B[n][m], double s) {
  int i, j;
#pragma omp parallel for collapse(2)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = s * B[i][j];
// PREP: vla_linearize.c:[[@LINE-4]]:1: remark: variable-length arrays indexed as flat pointers: 'A[][m]' as 'omp2ocl_A', 'B[][m]' as 'omp2ocl_B'
// CHECK: vla_linearize.c:[[@LINE-5]]:1: remark: loop offloaded as 2-D kernel 'scale2_L[[@LINE-5]]'
}
// HOST-LABEL: void scale2(
// The pointers are taken without announcing an access to the arrays.
// HOST: {{^}}{ __typeof__(&A[0][0]) omp2ocl_A = (__typeof__(&A[0][0]))A; __typeof__(&B[0][0]) omp2ocl_B = (__typeof__(&B[0][0]))B; {{$}}
// HOST: {{^ +}}omp2ocl_A[((long)(i) * (m) + (j))] = s * omp2ocl_B[((long)(i) * (m) + (j))];{{$}}

// Three dimensions, the last one constant (a BT-like u[k][j][i][5]).
void add3(int n, int m, double u[n][m][5], double r[n][m][5]) {
  int i, j, c;
#pragma omp parallel for private(j, c)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      for (c = 0; c < 5; c++)
        u[i][j][c] += r[i][j][c];
// PREP: vla_linearize.c:[[@LINE-5]]:1: remark: variable-length arrays indexed as flat pointers: 'u[][m][5]' as 'omp2ocl_u', 'r[][m][5]' as 'omp2ocl_r'
// CHECK: vla_linearize.c:[[@LINE-6]]:1: remark: loop offloaded as {{[23]}}-D kernel 'add3_L[[@LINE-6]]'
}
// HOST-LABEL: void add3(
// HOST: {{^ +}}omp2ocl_u[(((long)(i) * (m) + (j)) * 5 + (c))] += omp2ocl_r[(((long)(i) * (m) + (j)) * 5 + (c))];{{$}}

// A local variable-length array.
double local(int n, int m) {
  double t[n][m];
  double s = 0.0;
  int i, j;
#pragma omp parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      t[i][j] = i + 0.5 * j;
// PREP: vla_linearize.c:[[@LINE-4]]:1: remark: variable-length arrays indexed as flat pointers: 't[][m]' as 'omp2ocl_t'
// CHECK: vla_linearize.c:[[@LINE-5]]:1: remark: loop offloaded as 2-D kernel 'local_L[[@LINE-5]]'
  for (i = 0; i < n; i++)
    s += t[i][m - 1];
  return s;
}

// A row handed to a function: stays as it is (and on the host).
void rows(int n, int m, double A[n][m], double *out) {
  int i;
#pragma omp parallel for
  for (i = 0; i < n; i++)
    out[i] = sum_row(A[i], m);
// PREP: vla_linearize.c:[[@LINE-3]]:1: remark: variable-length array 'A' not indexed as a flat pointer: 'A' is used other than element by element
// CHECK: vla_linearize.c:[[@LINE-4]]:1: remark: loop kept on the host
}

// The row length changed after the type was fixed.
void shrunk(int n, int m, double A[n][m]) {
  int i, j;
  m = m / 2;
#pragma omp parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = 1.0;
// PREP: vla_linearize.c:[[@LINE-4]]:1: remark: variable-length array 'A' not indexed as a flat pointer: the dimension length 'm' is assigned in the function
// CHECK: vla_linearize.c:[[@LINE-5]]:1: remark: loop kept on the host: a pointer to a variable-length array
}

#define AT(X, a, b) X[a][b]
void macro(int n, int m, double A[n][m]) {
  int i, j;
#pragma omp parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      AT(A, i, j) = 2.0;
// PREP: vla_linearize.c:[[@LINE-4]]:1: remark: variable-length array 'A' not indexed as a flat pointer: an access to 'A' is inside a macro expansion
// CHECK: vla_linearize.c:[[@LINE-5]]:1: remark: loop kept on the host: a pointer to a variable-length array
}
