/* Line buffers of an inner loop that joins the NDRange only under launch
 * guards, each called once where the guard holds (the 2-D kernel runs) and
 * once where it fails (the OpenMP loop runs):
 *  - blocks(): the 2x2 fine block of each coarse point, `f1 = 2 * j1`, in a
 *    fine row of n1 points. With n1 >= 2 * m1 rows stay apart; with a
 *    shorter row the block of (j2, j1) spills into the row of j2 + 1, the
 *    iterations of j2 overlap, and only the sequential order is right.
 *  - window(): t filled over [0, n) and read over [0, m): private to an
 *    iteration of j only when n >= m. With n < m the reads of t[n..m-1] see
 *    what every thread stored before the loop (never written in it).
 * Two shapes whose line buffer is NOT private to an iteration of the inner
 * loop, which must not join:
 *  - prefix(): t[j] written by iteration j and read by the later ones (a
 *    1-D kernel, t private to an iteration of i only);
 *  - shifted(): u[0] read, never written in the loop (the value every
 *    thread stored before it): the loop stays on the host. */
#include <stdio.h>

// omp2ocl-test: offload=3
// omp2ocl-test: offload-max=3
// omp2ocl-test: tolerance=1e-12
// omp2ocl-test: missed="does not join the NDRange of 'prefix_L"
// omp2ocl-test: missed="'t' element read at line"
// omp2ocl-test: missed="loop kept on the host: 'u' element read at line"

#define N 40
#define NM 64

static double g[N * N * 4 * NM], z[N * N * NM], out[N * N], src[N * NM];

static void blocks(int m1, int m2, int m3, int n1, int n2) {
  int j1, j2, j3;
  double z1[NM];
#pragma omp for
  for (j3 = 0; j3 < m3; j3++)
    for (j2 = 0; j2 < m2; j2++) {
      for (j1 = 0; j1 < m1; j1++)
        z1[j1] = z[((long)j3 * m2 + j2) * m1 + j1] + 0.5 * j1;
      for (j1 = 0; j1 < m1 - 1; j1++) {
        int f1 = 2 * j1, f2 = 2 * j2;
        g[((long)j3 * n2 + f2) * n1 + f1] += z1[j1];
        g[((long)j3 * n2 + f2) * n1 + f1 + 1] += 0.5 * (z1[j1] + z1[j1 + 1]);
        g[((long)j3 * n2 + f2 + 1) * n1 + f1] = 2.0 * g[((long)j3 * n2 + f2 + 1) * n1 + f1] + z1[j1];
        g[((long)j3 * n2 + f2 + 1) * n1 + f1 + 1] += 0.25 * z1[j1 + 1];
      }
    }
}

static void window(int n, int m) {
  int i, j, k;
  double t[NM];
  for (k = 0; k < NM; k++)
    t[k] = 0.5; /* by every thread, before the loop */
#pragma omp for
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      double s = 0.0;
      for (k = 0; k < n; k++)
        t[k] = src[j * NM + k] * (i + 1);
      for (k = 0; k < m; k++)
        s += t[k] * (k + 1);
      out[i * N + j] = s;
    }
}

static void prefix(void) {
  int i, j, k;
  double t[NM];
#pragma omp for
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      double s = 0.0;
      t[j] = src[i * NM + j];
      for (k = 0; k <= j; k++)
        s += t[k];
      out[i * N + j] += s;
    }
}

static void shifted(void) {
  int i, j, k;
  double u[NM];
  for (k = 0; k < NM; k++)
    u[k] = 0.25; /* by every thread, before the loop */
#pragma omp for
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) {
      for (k = 1; k < N; k++)
        u[k] = src[j * NM + k] + i;
      out[i * N + j] += u[0] + u[1];
    }
}

static double sum(const double *p, long n) {
  double s = 0.0;
  long i;
  for (i = 0; i < n; i++)
    s += p[i] * (double)(1 + i % 5);
  return s;
}

int main(void) {
  long i;
  for (i = 0; i < N * N * NM; i++)
    z[i] = (double)((i * 13) % 29) / 8.0;
  for (i = 0; i < N * NM; i++)
    src[i] = (double)((i * 7) % 19) / 4.0;
#pragma omp parallel
  {
    blocks(10, 10, 10, 20, 20); /* n1 >= 2*m1, n2 >= 2*m2: 2-D kernel */
    blocks(10, 10, 10, 15, 21); /* rows overlap (within a plane): the OpenMP loop */
  }
  printf("blocks %.12e\n", sum(g, (long)N * N * 4 * NM));
#pragma omp parallel
  window(NM, 24); /* n >= m: 2-D kernel */
  printf("window %.12e\n", sum(out, N * N));
#pragma omp parallel
  window(16, 24); /* reads past n: the OpenMP loop */
  printf("window %.12e\n", sum(out, N * N));
#pragma omp parallel
  prefix();
  printf("prefix %.12e\n", sum(out, N * N));
#pragma omp parallel
  shifted();
  printf("shifted %.12e\n", sum(out, N * N));
  return 0;
}
