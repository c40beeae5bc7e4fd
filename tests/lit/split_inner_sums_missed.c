// Split inner sums: each reason a candidate (a body with an inner loop that
// sums into a scalar) keeps one work-item per iteration, as a missed remark.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -fassociative-math -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
// RUN: %omp2ocl %s -o %t -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=NOFLAG
#define N 1000
static int rowstr[N + 1], colidx[N * 20], iv[N * 20], ib[N * 20];
static double a[N * 20], p[N], q[N];
static float fa[N * 20], fq[N];
static short sq[N];
static long lq[N];
double f(double x) { q[0] = x; return x; }

void before_store(void) {
  int j, k, s;
#pragma omp parallel for private(k, s)
  for (j = 0; j < N; j++) {
    ib[j] = 0;
    s = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      s += iv[k];
    ib[j] = s;
  }
}

void before_reduction(int *out) {
  int j, k, s, d = 0;
#pragma omp parallel for private(k, s) reduction(+ : d)
  for (j = 0; j < N; j++) {
    d += 1;
    s = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      s += iv[k];
    ib[j] = s;
  }
  *out = d;
}

void inner_store(void) {
  int j, k, s;
#pragma omp parallel for private(k, s)
  for (j = 0; j < N; j++) {
    s = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++) {
      s += iv[k];
      ib[k] = s;
    }
  }
}

void two_sums(void) {
  int j, k, s, t;
#pragma omp parallel for private(k, s, t)
  for (j = 0; j < N; j++) {
    s = 0;
    t = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++) {
      s += iv[k];
      if (s < 100)
        t++;
    }
    ib[j] = s + t;
  }
}

void sum_in_value(void) {
  int j, k, s, t;
#pragma omp parallel for private(k, s, t)
  for (j = 0; j < N; j++) {
    s = 0;
    t = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++) {
      t += iv[k] + s;
      s++;
    }
    ib[j] = s + t;
  }
}

void short_count(void) {
  int j, k;
  short c;
#pragma omp parallel for private(k, c)
  for (j = 0; j < N; j++) {
    c = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      if (iv[k] > 0)
        c++;
    ib[j] = c;
  }
}

void reads_sum(void) {
  int j, k, s;
#pragma omp parallel for private(k, s)
  for (j = 0; j < N; j++) {
    s = 1;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      s += iv[k] * s;
    ib[j] = s;
  }
}

void early_exit(void) {
  int j, k, s;
#pragma omp parallel for private(k, s)
  for (j = 0; j < N; j++) {
    s = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++) {
      if (iv[k] < 0)
        break;
      s += iv[k];
    }
    ib[j] = s;
  }
}

void converts(void) {
  int j, k, s;
#pragma omp parallel for private(k, s)
  for (j = 0; j < N; j++) {
    s = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      s += a[k];
    ib[j] = s;
  }
}

void short_sum(void) {
  int j, k;
  short s;
#pragma omp parallel for private(k, s)
  for (j = 0; j < N; j++) {
    s = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      s = s + sq[k % N];
    sq[j] = s;
  }
}

void long_iterator(void) {
  int j;
  long k, s;
#pragma omp parallel for private(k, s)
  for (j = 0; j < N; j++) {
    s = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      s += iv[k];
    lq[j] = s;
  }
}

void used_after(void) {
  int j, k, s;
#pragma omp parallel for private(k, s)
  for (j = 0; j < N; j++) {
    s = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      s += iv[k];
    ib[j] = s + k;
  }
}

void is_reduction(int *out) {
  int j, k, s = 0;
#pragma omp parallel for private(k) reduction(+ : s)
  for (j = 0; j < N; j++) {
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      s += iv[k];
  }
  *out = s;
}

void short_loop(void) {
  int j, k, s;
#pragma omp parallel for private(k, s)
  for (j = 0; j < N; j++) {
    s = 0;
    for (k = 0; k < 4; k++)
      s += iv[4 * j + k];
    ib[j] = s;
  }
}

void already_coalesced(void) {
  int j, k, s;
#pragma omp parallel for private(k, s)
  for (j = 0; j < N; j++) {
    s = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      s += iv[j] * k;
    ib[j] = s;
  }
}

void no_read_advances(void) {
  int j, k, s;
#pragma omp parallel for private(k, s)
  for (j = 0; j < N; j++) {
    s = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      s += k * rowstr[N];
    ib[j] = s;
  }
}

void float_sum(void) {
  int j, k;
  float s;
#pragma omp parallel for private(k, s)
  for (j = 0; j < N; j++) {
    s = 0.0f;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      s += fa[k];
    fq[j] = s;
  }
}

void odd_step(int m) {
  int j, k, s;
#pragma omp parallel for private(k, s)
  for (j = 0; j < N; j++) {
    s = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k += m)
      s += iv[k];
    ib[j] = s;
  }
}

void two_loops(void) {
  int j, k, s, t;
#pragma omp parallel for private(k, s, t)
  for (j = 0; j < N; j++) {
    s = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      s += iv[k];
    t = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      t += ib[k];
    ib[j] = s - t;
  }
}

void calls_in_sum(void) {
  int j, k;
  double s;
#pragma omp parallel for private(k, s)
  for (j = 0; j < N; j++) {
    s = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      s += f(a[k]);
    p[j] = s;
  }
}

void shadows(int n) {
  int j, k;
#pragma omp parallel for private(k)
  for (j = 0; j < N; j++) {
    int m = n;
    int n = m + 1, s = 0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      s += iv[k];
    ib[j] = s * n;
  }
}

// CHECK: kernel 'before_store_L{{[0-9]+}}' is not split: the statement 'ib[j] = 0' (line {{[0-9]+}}) before the inner loop, which would run in every lane, is not an assignment of a private scalar
// CHECK: kernel 'before_reduction_L{{[0-9]+}}' is not split: the statement 'd += 1' (line {{[0-9]+}}) before the inner loop writes 'd', which is not a private arithmetic scalar (a reduction variable: every lane would contribute)
// CHECK: kernel 'inner_store_L{{[0-9]+}}' is not split: the inner loop writes memory in 'ib[k] = s'
// CHECK: the sum of 's' and 't' in the loop at line {{[0-9]+}} of kernel 'two_sums_L{{[0-9]+}}' is not split: in the inner loop's condition 's < 100' (line {{[0-9]+}}), it reads 's', a sum of the loop (its value differs between lanes)
// CHECK: kernel 'sum_in_value_L{{[0-9]+}}' is not split: in 't += iv[k] + s' (line {{[0-9]+}}), it reads 's', a sum of the loop (its value differs between lanes)
// CHECK: kernel 'short_count_L{{[0-9]+}}' is not split: the addition 'c++' (line {{[0-9]+}}) is not done in the type of 'c' (it converts)
// CHECK: kernel 'reads_sum_L{{[0-9]+}}' is not split: in 's += iv[k] * s' (line {{[0-9]+}}), the value added reads 's' itself
// CHECK: kernel 'early_exit_L{{[0-9]+}}' is not split: the inner loop may end an iteration early, 'break'
// CHECK: kernel 'converts_L{{[0-9]+}}' is not split: the addition 's += a[k]' (line {{[0-9]+}}) is not done in the type of 's' (it converts)
// CHECK: kernel 'short_sum_L{{[0-9]+}}' is not split: the addition 's = s + sq[k % N]' (line {{[0-9]+}}) is not done in the type of 's' (it converts)
// CHECK: kernel 'long_iterator_L{{[0-9]+}}' is not split: the inner loop: its iterator 'k' is not an int or unsigned int
// CHECK: kernel 'used_after_L{{[0-9]+}}' is not split: the inner loop: 'k' is used after the loop, in 'ib[j] = s + k' (line {{[0-9]+}}) (its final value would differ between lanes)
// CHECK: kernel 'is_reduction_L{{[0-9]+}}' is not split: 's' is a reduction variable of the loop (the kernel combines it already)
// CHECK: kernel 'short_loop_L{{[0-9]+}}' is not split: the inner loop: it runs only 4 iteration(s)
// CHECK: kernel 'already_coalesced_L{{[0-9]+}}' is not split: the inner loop: its read 'iv[j]' (line {{[0-9]+}}) is coalesced across work-items already (its last subscript follows 'j')
// CHECK: kernel 'no_read_advances_L{{[0-9]+}}' is not split: the inner loop: no read in it advances with 'k' in its last subscript (adjacent lanes would not read adjacent elements)
// CHECK: split inner sum: kernel 'float_sum_L{{[0-9]+}}' sums 's' over 'k'
// CHECK: kernel 'odd_step_L{{[0-9]+}}' is not split: the inner loop: its increment is not 'k++' or 'k += c' with a positive constant c
// CHECK: kernel 'two_loops_L{{[0-9]+}}' is not split: the body has 2 loops with sums (the pass splits a body with one)
// CHECK: kernel 'calls_in_sum_L{{[0-9]+}}' is not split: in 's += f(a[k])' (line {{[0-9]+}}), it calls 'f'
// CHECK: kernel 'shadows_L{{[0-9]+}}' is not split: the declaration of 'n' before the inner loop shadows another 'n'

// Without -fassociative-math a float sum is not reassociated; the remark
// says what would allow it.
// NOFLAG: kernel 'float_sum_L{{[0-9]+}}' is not split: it would reassociate a float sum, which changes its rounding; -fassociative-math allows it
