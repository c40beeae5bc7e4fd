// Loops nested in a parallel loop join the NDRange through subscripts
// linearised by hand (LinearizedSeparation.cpp), with launch guards where the
// proof needs sizes; and stay inside the work-item where it fails (also when
// an access reaches the array through pointer arithmetic: `(g + 1)[k]` is
// element k + 1, whatever its subscript says).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=HOST --input-file=%t/linearized_join.omp2ocl.c
// RUN: %hostsyntax %t/linearized_join.omp2ocl.c

void grid2(double *v, const double *u, int nx, int ny) {
  int i, j;
  // CHECK: linearized_join.c:[[@LINE+1]]:{{.*}}2-D kernel 'grid2_L
#pragma omp parallel for private(j)
  for (i = 1; i < nx - 1; i++)
    for (j = 1; j < ny - 1; j++)
      v[(long)i * ny + j] = u[(long)i * ny + j - 1] + u[(long)i * ny + j + 1];
}

void grid3(double *h, int n) {
  int i, j, k;
  // j's stride n must cover k's range [1, n-2]: n >= 1 at the launch.
  // CHECK: linearized_join.c:[[@LINE+1]]:{{.*}}3-D kernel 'grid3_L
#pragma omp parallel for private(j, k)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 1; k < n - 1; k++)
        h[(i * n + j) * n + k] = i + j + k;
}
// HOST: if (!((long)(n) + (-1L) >= 0)) break;

void rows(double *a, int nb, int s, int K) {
  int i, j, k;
  // Rows s apart, K long: they overlap unless s >= K (guard).
  // CHECK: linearized_join.c:[[@LINE+1]]:{{.*}}3-D kernel 'rows_L
#pragma omp parallel for private(j, k)
  for (i = 0; i < 8; i++)
    for (j = 0; j < nb; j++)
      for (k = 0; k < K; k++)
        a[(long)i * 4096 + j * s + k] = 1.0;
}
// HOST: if (!((long)(s) - (long)(K) >= 0)) break;

void stay1d(double *a, double *b, int n) {
  int i, j, k;
  // j reads what another j wrote (a[.. + j + 1]): 1-D.
  // CHECK: linearized_join.c:[[@LINE+1]]:{{.*}}1-D kernel 'stay1d_L
#pragma omp parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < n - 1; j++)
      a[(long)i * n + j] = a[(long)i * n + j + 1];
  // The write after k's loop sees k == n: not proven, 1-D.
  // CHECK: linearized_join.c:[[@LINE+1]]:{{.*}}1-D kernel 'stay1d_L
#pragma omp parallel for private(j, k)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      for (k = 0; k < n; k++)
        b[(long)i * n * n + j * n + k] = 0;
      b[(long)i * n * n + j * n + k] = 1;
    }
  // A narrowing cast could wrap two rows together: 1-D.
  // CHECK: linearized_join.c:[[@LINE+1]]:{{.*}}1-D kernel 'stay1d_L
#pragma omp parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[(short)(i * n + j)] = 2;
}

void shifted(double *g, int n, int m) {
  int i, j;
  // CHECK: linearized_join.c:[[@LINE+2]]:1: remark: loop 'j' (line [[@LINE+4]]) does not join the NDRange of 'shifted_L[[@LINE+2]]': it writes 'g' and accesses it as '(g + 1)[(long)i * n + j]' (through pointer arithmetic), which the separation test does not follow
  // CHECK: linearized_join.c:[[@LINE+1]]:{{.*}}1-D kernel 'shifted_L
#pragma omp parallel for private(j)
  for (i = 0; i < m; i++)
    for (j = 0; j < n - 1; j++)
      g[(long)i * n + j] = (g + 1)[(long)i * n + j];
  // The affine test alike.
  // CHECK: linearized_join.c:[[@LINE+1]]:{{.*}}1-D kernel 'shifted_L
#pragma omp parallel for private(j)
  for (i = 0; i < m; i++)
    for (j = 0; j < 99; j++)
      g[100 * i + j] = (g + 1)[100 * i + j];
}

void private_index(double *J, const double *c, const int *iS, int rows, int cols) {
  int i, j, k;
  // A private k assigned once, first thing in j's body, and not written
  // elsewhere: every use sees k == i * cols + j (Rodinia SRAD's shape).
  // CHECK: linearized_join.c:[[@LINE+1]]:{{.*}}2-D kernel 'private_index_L
#pragma omp parallel for private(j, k)
  for (i = 0; i < rows; i++)
    for (j = 0; j < cols; j++) {
      k = i * cols + j;
      J[k] = J[k] + 0.25 * c[iS[i] * cols + j];
    }
  // Read before it is assigned (the previous iteration's value): 1-D.
  // CHECK: linearized_join.c:[[@LINE+1]]:{{.*}}1-D kernel 'private_index_L
#pragma omp parallel for private(j, k)
  for (i = 0; i < rows; i++) {
    k = i * cols;
    for (j = 0; j < cols; j++) {
      J[k] = 1.0;
      k = i * cols + j;
    }
  }
  // Assigned under a condition: not always that value. 1-D.
  // CHECK: linearized_join.c:[[@LINE+1]]:{{.*}}1-D kernel 'private_index_L
#pragma omp parallel for private(j, k)
  for (i = 0; i < rows; i++) {
    k = i * cols;
    for (j = 0; j < cols; j++) {
      if (j > 0)
        k = i * cols + j;
      J[k] = 2.0;
    }
  }
  // Assigned twice: 1-D.
  // CHECK: linearized_join.c:[[@LINE+1]]:{{.*}}1-D kernel 'private_index_L
#pragma omp parallel for private(j, k)
  for (i = 0; i < rows; i++)
    for (j = 0; j < cols; j++) {
      k = i * cols + j;
      J[k] = 3.0;
      k = i * cols;
      J[k] = 4.0;
    }
}
