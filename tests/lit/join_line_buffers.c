// Stencils with thread-own line buffers (NAS MG's resid, psinv, interp):
// the loop nested in the omp loop joins the NDRange when each of its
// iterations writes every element of the buffers it reads before reading
// them (each work-item then has its own copy), and when its iterations touch
// different elements of the written grid, even when the grid is subscripted
// by hand through locals (`f2 = 2 * j2`) and every access differs (the
// 2x2x2 block of interp). Where it does not join, a missed remark names the
// loop and the reason.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %omp2ocl %s -o %t -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/join_line_buffers.omp2ocl.cl
// RUN: %FileCheck %s --check-prefix=HOST --input-file=%t/join_line_buffers.omp2ocl.c
// RUN: %clsyntax %t/join_line_buffers.omp2ocl.cl
// RUN: %hostsyntax %t/join_line_buffers.omp2ocl.c
#define NM 66
#define IX(i3, i2, i1) (((i3) * n2 + (i2)) * n1 + (i1))
static double a[4];

/* resid: u1/u2 filled over [0, n1), read at i1-1 .. i1+1 for i1 in [1, n1-1). */
void resid(const double *uu, const double *vv, double *rr, int n1, int n2, int n3) {
  int i1, i2, i3;
  double u1[NM], u2[NM];
  const double a0 = a[0], a2 = a[2], a3 = a[3];
  // CHECK: join_line_buffers.c:[[@LINE+2]]:1: remark: loop offloaded as 2-D kernel 'resid_L[[@LINE+2]]'
  // CHECK: join_line_buffers.c:[[@LINE+1]]:1: remark: kernel 'resid_L[[@LINE+1]]' runs when n1 - 1 >= 0 (separation of i2's iterations in 'rr'), checked at each launch
#pragma omp for
  for (i3 = 1; i3 < n3 - 1; i3++)
    for (i2 = 1; i2 < n2 - 1; i2++) {
      for (i1 = 0; i1 < n1; i1++) {
        u1[i1] = uu[IX(i3, i2 - 1, i1)] + uu[IX(i3, i2 + 1, i1)]
               + uu[IX(i3 - 1, i2, i1)] + uu[IX(i3 + 1, i2, i1)];
        u2[i1] = uu[IX(i3 - 1, i2 - 1, i1)] + uu[IX(i3 - 1, i2 + 1, i1)]
               + uu[IX(i3 + 1, i2 - 1, i1)] + uu[IX(i3 + 1, i2 + 1, i1)];
      }
      for (i1 = 1; i1 < n1 - 1; i1++)
        rr[IX(i3, i2, i1)] = vv[IX(i3, i2, i1)] - a0 * uu[IX(i3, i2, i1)]
                           - a2 * (u2[i1] + u1[i1 - 1] + u1[i1 + 1])
                           - a3 * (u2[i1 - 1] + u2[i1 + 1]);
    }
}
// CL-LABEL: __kernel void resid_L
// CL: get_global_id(1)
// CL: double u1[66];

/* interp: the fine 2x2x2 block of each coarse point, through locals. */
void interp(const double *z, int mm1, int mm2, int mm3, double *uu, int n1, int n2) {
  int j1, j2, j3;
  double z1[NM];
  // CHECK: join_line_buffers.c:[[@LINE+2]]:1: remark: loop offloaded as 2-D kernel 'interp_L[[@LINE+2]]'
  // CHECK: join_line_buffers.c:[[@LINE+1]]:1: remark: kernel 'interp_L[[@LINE+1]]' runs when -2*mm1 + n1 + 2 >= 0 and -2*mm2 + n2 + 2 >= 0 (separation of j2's iterations in 'uu'), checked at each launch
#pragma omp for
  for (j3 = 0; j3 < mm3 - 1; j3++)
    for (j2 = 0; j2 < mm2 - 1; j2++) {
      for (j1 = 0; j1 < mm1; j1++)
        z1[j1] = z[(j3 * mm2 + j2 + 1) * mm1 + j1] + z[(j3 * mm2 + j2) * mm1 + j1];
      for (j1 = 0; j1 < mm1 - 1; j1++) {
        int f1 = 2 * j1, f2 = 2 * j2, f3 = 2 * j3;
        uu[IX(f3, f2, f1)] += z[(j3 * mm2 + j2) * mm1 + j1];
        uu[IX(f3, f2, f1 + 1)] += 0.5 * z1[j1 + 1];
        uu[IX(f3, f2 + 1, f1)] += 0.5 * z1[j1];
        uu[IX(f3, f2 + 1, f1 + 1)] += 0.25 * (z1[j1] + z1[j1 + 1]);
        uu[IX(f3 + 1, f2, f1)] += 0.5;
        uu[IX(f3 + 1, f2 + 1, f1 + 1)] += 0.125;
      }
    }
}
// HOST: if (!(-2L * (long)(mm1) + (long)(n1) + (2L) >= 0)) break;
// HOST: if (!(-2L * (long)(mm2) + (long)(n2) + (2L) >= 0)) break;

/* u1[0] is never written: every work-item would read garbage, so does every
 * OpenMP iteration; the proof fails at both levels and the loop stays. */
void uncovered(const double *uu, double *rr, int n1, int n2, int n3) {
  int i1, i2, i3;
  double u1[NM];
  // CHECK: join_line_buffers.c:[[@LINE+1]]:1: remark: loop kept on the host: 'u1' element read at line [[@LINE+7]] may not be written earlier in the iteration
#pragma omp for
  for (i3 = 1; i3 < n3 - 1; i3++)
    for (i2 = 1; i2 < n2 - 1; i2++) {
      for (i1 = 1; i1 < n1 - 1; i1++)
        u1[i1] = uu[IX(i3, i2, i1)];
      for (i1 = 1; i1 < n1 - 1; i1++)
        rr[IX(i3, i2, i1)] = u1[i1 - 1] + u1[i1];
    }
}

/* t[0..j] was written by iterations 0..j of j: private to an iteration of
 * i (1-D kernel), not to one of j. */
void prefix(const double *x, double *out, int n) {
  int i, j, k;
  double t[NM];
  // CHECK: join_line_buffers.c:[[@LINE+2]]:1: remark: loop 'j' (line [[@LINE+4]]) does not join the NDRange of 'prefix_L[[@LINE+2]]': 't' element read at line [[@LINE+8]] may not be written earlier in the iteration
  // CHECK: join_line_buffers.c:[[@LINE+1]]:1: remark: loop offloaded as 1-D kernel 'prefix_L[[@LINE+1]]'
#pragma omp for
  for (i = 0; i < n; i++)
    for (j = 0; j < NM; j++) {
      double s = 0.0;
      t[j] = x[i * NM + j];
      for (k = 0; k <= j; k++)
        s += t[k];
      out[i * NM + j] = s;
    }
}

/* The other reasons, one loop each. */
void others(double *g, double *h, int n) {
  int i, j;
  // CHECK: join_line_buffers.c:[[@LINE+2]]:1: remark: loop 'j' (line [[@LINE+4]]) does not join the NDRange of 'others_L[[@LINE+2]]': its bounds depend on 'i', the iterator of a loop of the NDRange
  // CHECK: remark: loop offloaded as 1-D kernel 'others_L[[@LINE+1]]'
#pragma omp parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < i; j++)
      g[i * n + j] = 1.0;
  // CHECK: join_line_buffers.c:[[@LINE+2]]:1: remark: loop 'j' (line [[@LINE+4]]) does not join the NDRange of 'others_L[[@LINE+2]]': different iterations of 'j' may access the same element of 'g'
  // CHECK: remark: loop offloaded as 1-D kernel 'others_L[[@LINE+1]]'
#pragma omp parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 1; j < n; j++)
      g[i * n + j] = g[i * n + j - 1] + h[j];
  // CHECK: join_line_buffers.c:[[@LINE+2]]:1: remark: loop 'j' (line [[@LINE+4]]) does not join the NDRange of 'others_L[[@LINE+2]]': it has a 'break'
  // CHECK: remark: loop offloaded as 1-D kernel 'others_L[[@LINE+1]]'
#pragma omp parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      if (h[j] < 0)
        break;
      g[i * n + j] = h[j];
    }
}

/* rprj3: guards for both proofs. */
void rprj3(const double *r, int m1k, int m2k, double *s, int m1j, int m2j, int m3j) {
  int j1, j2, j3, i1, c1, c2, c3;
  double x[NM];
  // CHECK: join_line_buffers.c:[[@LINE+2]]:1: remark: loop offloaded as 2-D kernel 'rprj3_L[[@LINE+2]]'
  // CHECK: join_line_buffers.c:[[@LINE+1]]:1: remark: kernel 'rprj3_L[[@LINE+1]]' runs when m1j - 1 >= 0 and m1k - 2 >= 0 and m1k - 2*m1j + 2 >= 0 (privatization of 'x'; separation of j2's iterations in 's'), checked at each launch
#pragma omp for
  for (j3 = 1; j3 < m3j - 1; j3++)
    for (j2 = 1; j2 < m2j - 1; j2++) {
      c3 = 2 * j3;
      c2 = 2 * j2;
      for (i1 = 1; i1 < m1k; i1++)
        x[i1] = r[(c3 * m2k + c2 - 1) * m1k + i1] + r[(c3 * m2k + c2 + 1) * m1k + i1];
      for (j1 = 1; j1 < m1j - 1; j1++) {
        c1 = 2 * j1;
        s[(j3 * m2j + j2) * m1j + j1] = x[c1 - 1] + x[c1] + x[c1 + 1];
      }
    }
}

/* Blocks that overlap, or subscripts the digits cannot separate: 1-D. */
void overlap(double *g, const double *z, int m1, int m2, int m3, int n1, int n2) {
  int j1, j2, j3;
  // Rows j2 and j2 + 1 of iteration j2 and rows j2 + 1, j2 + 2 of j2 + 1.
  // CHECK: join_line_buffers.c:[[@LINE+2]]:1: remark: loop 'j2' (line [[@LINE+4]]) does not join the NDRange of 'overlap_L[[@LINE+2]]': different iterations of 'j2' may access the same element of 'g'
  // CHECK: remark: loop offloaded as 1-D kernel 'overlap_L[[@LINE+1]]'
#pragma omp for
  for (j3 = 0; j3 < m3; j3++)
    for (j2 = 0; j2 < m2; j2++)
      for (j1 = 0; j1 < m1; j1++) {
        g[(j3 * n2 + j2) * n1 + j1] += z[j1];
        g[(j3 * n2 + j2 + 1) * n1 + j1] += z[j1];
      }
  // Rows 2*j2 and j2: different strides.
  // CHECK: join_line_buffers.c:[[@LINE+2]]:1: remark: loop 'j2' (line [[@LINE+4]]) does not join the NDRange of 'overlap_L[[@LINE+2]]': different iterations of 'j2' may access the same element of 'g'
  // CHECK: remark: loop offloaded as 1-D kernel 'overlap_L[[@LINE+1]]'
#pragma omp for
  for (j3 = 0; j3 < m3; j3++)
    for (j2 = 0; j2 < m2; j2++)
      for (j1 = 0; j1 < m1; j1++) {
        g[(j3 * n2 + 2 * j2) * n1 + j1] += z[j1];
        g[(j3 * n2 + j2) * n1 + j1] += z[j1];
      }
  // A local changed after its declaration is not its initialiser.
  // CHECK: join_line_buffers.c:[[@LINE+2]]:1: remark: loop 'j2' (line [[@LINE+4]]) does not join the NDRange of 'overlap_L[[@LINE+2]]': different iterations of 'j2' may access the same element of 'g'
  // CHECK: remark: loop offloaded as 1-D kernel 'overlap_L[[@LINE+1]]'
#pragma omp for
  for (j3 = 0; j3 < m3; j3++)
    for (j2 = 0; j2 < m2; j2++)
      for (j1 = 0; j1 < m1; j1++) {
        int f2 = 2 * j2;
        g[(j3 * n2 + f2) * n1 + j1] += z[j1];
        f2 = f2 + 3;
        g[(j3 * n2 + f2) * n1 + j1] += z[j1];
      }
  // A local set from the iterator of a loop that has ended (j1 == m1).
  // CHECK: join_line_buffers.c:[[@LINE+2]]:1: remark: loop 'j2' (line [[@LINE+4]]) does not join the NDRange of 'overlap_L[[@LINE+2]]': different iterations of 'j2' may access the same element of 'g'
  // CHECK: remark: loop offloaded as 1-D kernel 'overlap_L[[@LINE+1]]'
#pragma omp for
  for (j3 = 0; j3 < m3; j3++)
    for (j2 = 0; j2 < m2; j2++) {
      for (j1 = 0; j1 < m1; j1++)
        g[(j3 * n2 + 2 * j2) * n1 + j1] += z[j1];
      {
        int f1 = j1;
        g[(j3 * n2 + 2 * j2 + 1) * n1 + f1] += 1.0;
      }
    }
}

/* A fourth loop stays in the work-item. */
void four(double *g, int n) {
  int i, j, k, l;
  // CHECK: join_line_buffers.c:[[@LINE+2]]:1: remark: loop 'l' (line [[@LINE+6]]) does not join the NDRange of 'four_L[[@LINE+2]]': an NDRange has at most three dimensions
  // CHECK: remark: loop offloaded as 3-D kernel 'four_L[[@LINE+1]]'
#pragma omp parallel for private(j, k, l)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        for (l = 0; l < 4; l++)
          g[((i * n + j) * n + k) * 4 + l] = l;
}

/* zero3: the guard comes from separating the rows, not from a private array. */
void zero3(double *g, int n1, int n2, int n3) {
  int i1, i2, i3;
  // CHECK: join_line_buffers.c:[[@LINE+2]]:1: remark: loop offloaded as 3-D kernel 'zero3_L[[@LINE+2]]'
  // CHECK: join_line_buffers.c:[[@LINE+1]]:1: remark: kernel 'zero3_L[[@LINE+1]]' runs when n1 - 1 >= 0 (separation of i2's iterations in 'g'), checked at each launch
#pragma omp for
  for (i3 = 0; i3 < n3; i3++)
    for (i2 = 0; i2 < n2; i2++)
      for (i1 = 0; i1 < n1; i1++)
        g[IX(i3, i2, i1)] = 0.0;
}
