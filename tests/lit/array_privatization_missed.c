// Reads of a thread's own array (or scalar) that the privatization proof
// cannot cover with writes earlier in the same iteration keep the loop on the
// host, naming the read. Each loop below would read a value left by an
// earlier iteration (or by the code before the loop) on some path.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
#define N 64
static double a[N + 8], b[N];
static int idx[N];
static double s;
#pragma omp threadprivate(s)

static double first(const double *t) { return t[0]; }
static void fill(double *t) {
  int c;
  for (c = 0; c < 4; c++)
    t[c] = c;
}
static void maybe(double *t, int x) {
  if (x)
    return;
  t[0] = 1.0;
}
static double peek(void) { return s; }
static void fill_flat(double *p) {
  int k;
  for (k = 0; k < 25; k++)
    p[k] = 0.0;
}

void read_in_callee_before_fill(void) {
  double t[4];
  int i;
#pragma omp for
  for (i = 0; i < N; i++) {
    b[i] = first(t);
    fill(t);
  }
// CHECK: array_privatization_missed.c:[[@LINE-5]]:1: remark: loop kept on the host: 't' element read at line 13 (in 'first') may not be written earlier in the iteration
}

void write_loop_may_break(void) {
  double t[4];
  int i, c;
#pragma omp for
  for (i = 0; i < N; i++) {
    for (c = 0; c < 4; c++) {
      if (a[i + c] < 0.0)
        break;
      t[c] = a[i + c];
    }
    b[i] = t[0];
  }
// CHECK: [[@LINE-9]]:1: remark: loop kept on the host: 't' element read at line [[@LINE-2]] may not be written
}

void stride_two(void) {
  double t[8];
  int i, c;
#pragma omp for
  for (i = 0; i < N; i++) {
    for (c = 0; c < 8; c += 2)
      t[c] = a[i];
    b[i] = t[1];
  }
// CHECK: [[@LINE-6]]:1: remark: loop kept on the host: 't' element read at line [[@LINE-2]] may not be written
}

void unknown_index(void) {
  double t[4];
  int i;
#pragma omp for
  for (i = 0; i < N; i++) {
    t[idx[i] % 4] = a[i];
    b[i] = t[0];
  }
// CHECK: [[@LINE-5]]:1: remark: loop kept on the host: 't' element read at line [[@LINE-2]] may not be written
}

void while_loop(void) {
  double t[4];
  int i, c;
#pragma omp for
  for (i = 0; i < N; i++) {
    c = 0;
    while (c < 4) {
      t[c] = a[i];
      c++;
    }
    b[i] = t[2];
  }
// CHECK: [[@LINE-9]]:1: remark: loop kept on the host: 't' element read at line [[@LINE-2]] may not be written
}

void early_return_in_callee(void) {
  double t[2];
  int i;
#pragma omp for
  for (i = 0; i < N; i++) {
    maybe(t, i % 2);
    b[i] = t[0];
  }
// CHECK: [[@LINE-5]]:1: remark: loop kept on the host: 't' element read at line [[@LINE-2]] may not be written
}

void threadprivate_scalar_read_in_callee(void) {
  int i;
#pragma omp for
  for (i = 0; i < N; i++) {
    b[i] = peek();
    s = a[i];
  }
// CHECK: [[@LINE-5]]:1: remark: loop kept on the host: 's' may carry a value from one iteration to the next (read at line 24 (in 'peek') before it is written in the iteration)
}

void switch_write(void) {
  double t[2];
  int i;
#pragma omp for
  for (i = 0; i < N; i++) {
    switch (i % 2) {
    case 0: t[0] = 1.0; break;
    default: t[0] = 2.0; break;
    }
    b[i] = t[0];
  }
// CHECK: [[@LINE-8]]:1: remark: loop kept on the host: 't' element read at line [[@LINE-2]] may not be written
}

void pointer_kept(void) {
  double t[2];
  int i;
#pragma omp for
  for (i = 0; i < N; i++) {
    double *p = t;
    p[0] = a[i];
    b[i] = t[0];
  }
// CHECK: [[@LINE-6]]:1: remark: loop kept on the host: 't' is used at line [[@LINE-4]] in a way the privatization proof cannot follow (its address is kept)
}

void one_past_the_fill(void) {
  double t[5];
  int i, c;
  double x;
#pragma omp for
  for (i = 0; i < N; i++) {
    for (c = 0; c < 4; c++)
      t[c] = a[i + c];
    x = 0.0;
    for (c = 0; c <= 4; c++)
      x += t[c];
    b[i] = x;
  }
// CHECK: [[@LINE-9]]:1: remark: loop kept on the host: 't' element read at line [[@LINE-3]] may not be written
}

void reshaped_row(void) {
  double t[5][5];
  int i;
#pragma omp for
  for (i = 0; i < N; i++) {
    fill_flat(&t[0][0]);
    b[i] = t[3][2];
  }
// CHECK: [[@LINE-5]]:1: remark: loop kept on the host: 't' element read at line [[@LINE-2]] may not be written
}
