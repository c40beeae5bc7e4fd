/*
 * cg.cl - the conjugate-gradient iterations of NAS CG on an OpenCL device
 * (hand-written).
 *
 * Every kernel runs a fixed number of work-groups that stride over the
 * rows or elements, so each reduction leaves one partial per group in a
 * small buffer. A kernel that needs a scalar (alpha, beta) does not wait
 * for the host: every one of its groups sums the producer's partials
 * itself, in the same fixed order, so all groups get the same bits. That
 * keeps a CG step at three launches (mat-vec, z/r update, p update) with
 * no read-back; the host reads only the three partial sets of cg_finish
 * once per outer iteration (zeta and ||r|| are printed there).
 *
 * The mat-vec gives each row VL consecutive work-items (VL a power of two
 * dividing WG): the lanes read the row's values and column indices
 * side by side (coalesced), each sums every VL-th product, and the lanes
 * are added by a tree in local memory. VL = 1 is one row per work-item
 * (for CPUs, where the work-items of a group are a vectorised loop and
 * the tree would only add barriers).
 *
 * Build options: -DWG=<group size> -DVL=<lanes per row>, powers of two.
 */
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

/* Sum of one value per work-item over the group; every work-item gets the
 * result. S holds WG doubles and is free again on return. */
double group_sum(double v, __local double *s)
{
    const uint lid = get_local_id(0);
    s[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint h = WG / 2; h > 0; h >>= 1) {
        if (lid < h)
            s[lid] += s[lid + h];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    v = s[0];
    barrier(CLK_LOCAL_MEM_FENCE);
    return v;
}

/* The sum of the NP partials of a reduction, identical in every group. */
double sum_partials(__global const double *part, uint np,
                           __local double *s)
{
    double v = 0.0;
    for (uint i = get_local_id(0); i < np; i += WG)
        v += part[i];
    return group_sum(v, s);
}

/* Sum of V over each row's VL lanes; every lane gets its row's total.
 * Called by the whole group (it holds barriers). */
double lanes_sum(double v, __local double *s)
{
#if VL == 1
    (void)s;
    return v;
#else
    const uint lid = get_local_id(0), lane = lid & (VL - 1);
    s[lid] = v;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint h = VL / 2; h > 0; h >>= 1) {
        if (lane < h)
            s[lid] += s[lid + h];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    v = s[lid - lane];
    barrier(CLK_LOCAL_MEM_FENCE);
    return v;
#endif
}

/* This lane's share of row ROW of A times V (0 past the last row). */
double row_share(uint row, uint n, __global const int *rowstr,
                        __global const int *colidx, __global const double *a,
                        __global const double *v)
{
    double s = 0.0;
    if (row < n) {
        const int end = rowstr[row + 1];
        for (int k = rowstr[row] + (int)(get_local_id(0) & (VL - 1)); k < end;
             k += VL)
            s += a[k] * v[colidx[k]];
    }
    return s;
}

/* z = 0, r = p = x; partials of x.x (rho). */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void cg_init(uint n, __global const double *x, __global double *z,
             __global double *r, __global double *p, __global double *rr)
{
    __local double s[WG];
    double acc = 0.0;
    for (uint j = get_global_id(0); j < n; j += get_global_size(0)) {
        const double t = x[j];
        z[j] = 0.0;
        r[j] = t;
        p[j] = t;
        acc += t * t;
    }
    acc = group_sum(acc, s);
    if (get_local_id(0) == 0)
        rr[get_group_id(0)] = acc;
}

/* q = A p; partials of p.q (d). The row loop's bounds depend on the group
 * only, so every work-item meets the same barriers. */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void cg_spmv_dot(uint n, __global const int *rowstr,
                 __global const int *colidx, __global const double *a,
                 __global const double *p, __global double *q,
                 __global double *pq)
{
    __local double s[WG];
    const uint lane = get_local_id(0) & (VL - 1);
    const uint rows = WG / VL;  /* rows per group and step */
    const uint stride = get_num_groups(0) * rows;
    double acc = 0.0;
    for (uint base = get_group_id(0) * rows; base < n; base += stride) {
        const uint row = base + get_local_id(0) / VL;
        const double sum = lanes_sum(row_share(row, n, rowstr, colidx, a, p), s);
        if (lane == 0 && row < n) {
            q[row] = sum;
            acc += p[row] * sum;
        }
    }
    acc = group_sum(acc, s);
    if (get_local_id(0) == 0)
        pq[get_group_id(0)] = acc;
}

/* alpha = rho / d; z += alpha p; r -= alpha q; partials of r.r (the new
 * rho). rho comes from RR_OLD (NV partials), d from PQ (NS partials). */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void cg_update_zr(uint n, __global const double *p, __global const double *q,
                  __global double *z, __global double *r,
                  __global const double *pq, uint ns,
                  __global const double *rr_old, uint nv,
                  __global double *rr_new)
{
    __local double s[WG];
    const double rho = sum_partials(rr_old, nv, s);
    const double d = sum_partials(pq, ns, s);
    const double alpha = rho / d;
    double acc = 0.0;
    for (uint j = get_global_id(0); j < n; j += get_global_size(0)) {
        z[j] += alpha * p[j];
        const double t = r[j] - alpha * q[j];
        r[j] = t;
        acc += t * t;
    }
    acc = group_sum(acc, s);
    if (get_local_id(0) == 0)
        rr_new[get_group_id(0)] = acc;
}

/* beta = rho_new / rho_old; p = r + beta p. */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void cg_update_p(uint n, __global const double *r, __global double *p,
                 __global const double *rr_old, __global const double *rr_new,
                 uint nv)
{
    __local double s[WG];
    const double rho0 = sum_partials(rr_old, nv, s);
    const double rho = sum_partials(rr_new, nv, s);
    const double beta = rho / rho0;
    for (uint j = get_global_id(0); j < n; j += get_global_size(0))
        p[j] = r[j] + beta * p[j];
}

/* End of a solve: partials of ||x - A z||^2, x.z and z.z, three per group
 * (fin[3g], fin[3g+1], fin[3g+2]); the host reads them. */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void cg_finish(uint n, __global const int *rowstr, __global const int *colidx,
               __global const double *a, __global const double *x,
               __global const double *z, __global double *fin)
{
    __local double s[WG];
    const uint lane = get_local_id(0) & (VL - 1);
    const uint rows = WG / VL;
    const uint stride = get_num_groups(0) * rows;
    double res = 0.0, xz = 0.0, zz = 0.0;
    for (uint base = get_group_id(0) * rows; base < n; base += stride) {
        const uint row = base + get_local_id(0) / VL;
        const double w = lanes_sum(row_share(row, n, rowstr, colidx, a, z), s);
        if (lane == 0 && row < n) {
            const double t = x[row] - w, zr = z[row];
            res += t * t;
            xz += x[row] * zr;
            zz += zr * zr;
        }
    }
    res = group_sum(res, s);
    xz = group_sum(xz, s);
    zz = group_sum(zz, s);
    if (get_local_id(0) == 0) {
        fin[3 * get_group_id(0)] = res;
        fin[3 * get_group_id(0) + 1] = xz;
        fin[3 * get_group_id(0) + 2] = zz;
    }
}

/* x = scale * z (scale = 1/||z||, from the host). */
__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void cg_scale(uint n, double scale, __global const double *z,
              __global double *x)
{
    for (uint j = get_global_id(0); j < n; j += get_global_size(0))
        x[j] = scale * z[j];
}
