// Inside a switch a write is certain until the next case label: a case's own
// inner loop counter is private per iteration; a temporary written in one
// case and read after falling through a label may be read unwritten (a
// jump straight to `case 1`), so that loop stays on the host.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
#define N 1000
double a[N][5], b[N][5];
int kind[N];

void cases(void) {
  int i, m;
  // CHECK: privatize_switch.c:[[@LINE+1]]:{{.*}}loop offloaded as 1-D kernel 'cases_L[[@LINE+1]]'
#pragma omp parallel for private(m)
  for (i = 0; i < N; i++) {
    switch (kind[i]) {
    case 0:
      for (m = 0; m < 5; m++)
        b[i][m] = a[i][m];
      break;
    default:
      for (m = 0; m < 5; m++)
        b[i][m] = -a[i][m];
    }
  }
}

void fallthrough(void) {
  int i;
  double t;
  // CHECK: privatize_switch.c:[[@LINE+1]]:{{.*}}loop kept on the host: 't' may carry a value from one iteration to the next
#pragma omp parallel for private(t)
  for (i = 0; i < N; i++) {
    switch (kind[i]) {
    case 0:
      t = a[i][0];
    case 1:
      b[i][0] = t;
      break;
    default:
      b[i][0] = 0.0;
    }
  }
}
