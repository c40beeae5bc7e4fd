// Split inner sums: NAS CG's sparse matrix-vector product becomes lanes of
// a work-group striding over each row, their partials added in local
// memory; lane 0 stores q[j] and contributes to the reduction d. Double
// sums only with -fassociative-math; integer sums by default.
// RUN: rm -rf %t && mkdir -p %t/off %t/noflag
// RUN: %omp2ocl %s -o %t -fassociative-math -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=REMARK
// RUN: %FileCheck %s --check-prefix=CL --input-file=%t/split_inner_sums.omp2ocl.cl
// RUN: %clsyntax %t/split_inner_sums.omp2ocl.cl
// RUN: %FileCheck %s --check-prefix=HOST --input-file=%t/split_inner_sums.omp2ocl.c && %FileCheck %s --check-prefix=BINS --input-file=%t/split_inner_sums.omp2ocl.c
// RUN: %hostsyntax %t/split_inner_sums.omp2ocl.c
// RUN: %omp2ocl %s -o %t/noflag -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=NOFLAG
// RUN: %omp2ocl %s -o %t/off -fassociative-math -fno-split-inner-sums -Rpass=omp2ocl -Rpass-missed=omp2ocl -- 2>&1 | %FileCheck %s --check-prefix=OFF
#define NA 1400
static int rowstr[NA + 1], colidx[NA * 64];
static double a[NA * 64], p[NA], q[NA];
static long cnt[NA];

double conj_grad(void) {
  int j, k;
  double s, d = 0.0;
#pragma omp parallel for private(k, s) reduction(+ : d) schedule(static)
  for (j = 0; j < NA; j++) {
    s = 0.0;
    for (k = rowstr[j]; k < rowstr[j + 1]; k++)
      s += a[k] * p[colidx[k]];
    q[j] = s;
    d += p[j] * s;
  }
  return d;
}

void counts(void) {
  int j;
#pragma omp parallel for
  for (j = 0; j < NA; j++) {
    int lo = rowstr[j], hi = rowstr[j + 1];
    long t = 0;
    for (int k = lo; k < hi; k += 2)
      t = t + colidx[k];
    cnt[j] = t;
  }
}

// Several sums under a condition: a count and a total per bin (few bins,
// long scans), each combined by its own tree in the scratch of the widest.
static int key[NA * 64];
static int bincnt[64];
static double binsum[64];
void bins(int n) {
  int b, i;
#pragma omp parallel for private(i)
  for (b = 0; b < 64; b++) {
    int c = 0;
    double w = 0.0;
    for (i = 0; i < n; i++)
      if (key[i] == b) {
        c++;
        w += a[i];
      }
    bincnt[b] = c;
    binsum[b] = w;
  }
}

// REMARK: remark: split inner sum: kernel 'conj_grad_L21' sums 's' over 'k' (line 24) in 32 lanes per work-item, combined in local memory (reassociated: -fassociative-math) [-Rpass=omp2ocl]
// REMARK: remark: split inner sum: kernel 'counts_L34' sums 't' over 'k' (line 38) in 32 lanes per work-item, combined in local memory [-Rpass=omp2ocl]
// REMARK: remark: split inner sum: kernel 'bins_L51' sums 'c' and 'w' over 'i' (line 55) in 32 lanes per work-item, combined in local memory (reassociated: -fassociative-math) [-Rpass=omp2ocl]
// REMARK: remark: vload/vstore: kernel 'counts_L34' keeps 'rowstr' in global memory: its inner sum is split over lanes [-Rpass-missed=omp2ocl]

// NOFLAG: remark: split inner sum: the sum of 's' in the loop at line 24 of kernel 'conj_grad_L21' is not split: it would reassociate a double sum, which changes its rounding; -fassociative-math allows it [-Rpass-missed=omp2ocl]
// NOFLAG: remark: split inner sum: kernel 'counts_L34' sums 't' over 'k'
// NOFLAG: remark: split inner sum: the sum of 'c' and 'w' in the loop at line 55 of kernel 'bins_L51' is not split: it would reassociate a double sum, which changes its rounding; -fassociative-math allows it [-Rpass-missed=omp2ocl]

// OFF-NOT: split inner sum

// The row of a lane, its lane; every work-item of the group runs the tree.
// CL-LABEL: __kernel void conj_grad_L21(
// CL: uint __rs_lanes,
// CL-NEXT: __local double *__rs_scratch)
// CL: const long __g0 = (long)(get_global_id(0) / __rs_lanes);
// CL: const uint __rs_lane = (uint)(get_local_id(0) % __rs_lanes);
// CL-NEXT: {
// CL-NEXT: int j = (int)(__lb0 + __g0 * 1L);
// CL-NEXT: double __rs_part = (double)0;
// CL-NEXT: if (__g0 < __n0) {
// CL-NEXT: s = 0.0;
// CL-NEXT: {
// CL-NEXT: int k;
// CL-NEXT: for (long __rsk = (long)((int)(rowstr[j])) + (long)__rs_lane * 1L; __rsk < (long)((int)(rowstr[j + 1])); __rsk += (long)__rs_lanes * 1L) {
// CL-NEXT: k = (int)__rsk;
// CL-NEXT: __rs_part += (a[k] * p[colidx[k]]);
// CL-NEXT: }
// CL-NEXT: }
// CL-NEXT: }
// CL-NEXT: const size_t __rs_lid = get_local_id(0) + get_local_size(0) * (get_local_id(1) + get_local_size(1) * get_local_id(2));
// CL-NEXT: __rs_scratch[__rs_lid] = __rs_part;
// CL-NEXT: barrier(CLK_LOCAL_MEM_FENCE);
// CL-NEXT: for (uint __rs_s = __rs_lanes / 2; __rs_s > 0; __rs_s >>= 1) {
// CL-NEXT: if (__rs_lane < __rs_s)
// CL-NEXT: __rs_scratch[__rs_lid] += __rs_scratch[__rs_lid + __rs_s];
// CL-NEXT: barrier(CLK_LOCAL_MEM_FENCE);
// CL-NEXT: }
// CL-NEXT: if ((__g0 < __n0) && __rs_lane == 0) {
// CL-NEXT: s = s + __rs_scratch[__rs_lid];
// CL-NEXT: do {
// CL-NEXT: q[j] = s;
// CL-NEXT: d += p[j] * s;
// CL-NEXT: } while (0);
// CL-NEXT: }
// CL-NEXT: }
// CL-NEXT: {
// CL: d__partials[__grp] = d__scratch[0];

// Declarations before the loop are hoisted out of the guard (their values
// reach lane 0's statements across the tree), and set inside it.
// CL-LABEL: __kernel void counts_L34(
// CL: __local long *__rs_scratch)
// CL: int j = (int)(__lb0 + __g0 * 1L);
// CL-NEXT: int lo;
// CL-NEXT: int hi;
// CL-NEXT: long t;
// CL-NEXT: long __rs_part = (long)0;
// CL-NEXT: if (__g0 < __n0) {
// CL-NEXT: lo = rowstr[j];
// CL-NEXT: hi = rowstr[j + 1];
// CL-NEXT: t = 0;
// CL: for (long __rsk = (long)((int)(lo)) + (long)__rs_lane * 2L; __rsk < (long)((int)(hi)); __rsk += (long)__rs_lanes * 2L) {
// CL: __rs_part += (colidx[k]);
// CL: t = t + __rs_scratch[__rs_lid];

// Two sums: a partial each, and a tree each in turn in the scratch (of the
// widest type, viewed in each sum's); lane 0 keeps each total before the
// scratch is reused.
// CL-LABEL: __kernel void bins_L51(
// CL: __local double *__rs_scratch)
// CL: int __rs_part0 = (int)0;
// CL-NEXT: double __rs_part1 = (double)0;
// CL: if (key[i] == b) {
// CL-NEXT: __rs_part0 += (1);
// CL-NEXT: __rs_part1 += (a[i]);
// CL: ((__local int *)__rs_scratch)[__rs_lid] = __rs_part0;
// CL: if (__rs_lane == 0)
// CL-NEXT: __rs_part0 = ((__local int *)__rs_scratch)[__rs_lid];
// CL-NEXT: barrier(CLK_LOCAL_MEM_FENCE);
// CL-NEXT: ((__local double *)__rs_scratch)[__rs_lid] = __rs_part1;
// CL: if (__rs_lane == 0)
// CL-NEXT: __rs_part1 = ((__local double *)__rs_scratch)[__rs_lid];
// CL-NEXT: barrier(CLK_LOCAL_MEM_FENCE);
// CL-NEXT: if ((__g0 < __n0) && __rs_lane == 0) {
// CL-NEXT: c = c + __rs_part0;
// CL-NEXT: w = w + __rs_part1;

// The launch asks for 32 lanes of an 8-byte sum; the features count 32
// work-items per row.
// HOST: if (!omp2ocl_arg_lanes(__k, {{[0-9]+}}, 32U, 8UL)) { __omp2ocl_ran = 0; break; }
// HOST: if (!omp2ocl_launch(__k, 1, __gws)) {{[{] __omp2ocl_ran = 0; break; [}]}}
// HOST: {{^  }}/* conj_grad_L21 */
// HOST-NEXT: {{^  }}__ft_ws = __ft_site == 0 ? __ft_site_ws : {{.*}};
// HOST-NEXT: {{^  }}__ft_kws[0] = __ft_ws;
// HOST-NEXT: {{^  }}__ft_ws *= 32; /* lanes */

// bins' partials are an int and a double: 8-byte scratch elements.
// BINS: { /* omp2ocl: bins_L51 */
// BINS: if (!omp2ocl_arg_lanes(__k, {{[0-9]+}}, 32U, 8UL)) { __omp2ocl_ran = 0; break; }
