/*
 * ep.cl - NAS EP on an OpenCL device (hand-written).
 *
 * Work-item g of G = 2^log_items handles the P = pairs_per_item consecutive
 * pairs starting at pair g*P: it jumps straight to its start state
 * s * a^(2gP) mod 2^46 with the host's table jump[k] = (a^(2P))^(2^k), one
 * masked multiply per set bit of g, then generates its pairs on the fly
 * (no buffer: two multiplies per pair, by a and a^2, from the same state,
 * so they do not wait for each other) and keeps its sums and its ten
 * annulus counts in registers. The group then reduces those twelve values
 * in local memory, one tree for all twelve, and work-item 0 writes the
 * group's partials; the host adds the partials of all groups.
 *
 * Build options: -DWG=<work-group size, a power of two> -DNQ=10.
 */
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
/* The pair's t = x*x + y*y rounded as the reference rounds it: a fused
 * multiply-add could move a pair within an ulp of t = 1 across the
 * acceptance test. (The spec allows it; there is no speed to gain here,
 * log dominates.) */
#pragma OPENCL FP_CONTRACT OFF

#define EP_A 1220703125UL
#define EP_MASK ((1UL << 46) - 1)
#define NV (2 + NQ)   /* values reduced per group: sx, sy, q[0..NQ-1] */

__kernel __attribute__((reqd_work_group_size(WG, 1, 1)))
void ep_pairs(__constant const ulong *jump, ulong seed, uint log_items,
              uint pairs_per_item, __global double *partial)
{
    __local double red[NV][WG];
    const uint lid = get_local_id(0);
    const ulong g = get_global_id(0);
    const ulong a2 = (EP_A * EP_A) & EP_MASK;
    ulong x = seed;
    double sx = 0.0, sy = 0.0;
    uint q[NQ];
    uint k, i;

    for (k = 0; k < NQ; k++)
        q[k] = 0;

    /* start state: seed * (a^(2P))^g */
    for (k = 0; k < log_items; k++)
        if ((g >> k) & 1)
            x = (x * jump[k]) & EP_MASK;

    for (i = 0; i < pairs_per_item; i++) {
        ulong x1 = (x * EP_A) & EP_MASK;
        ulong x2 = (x * a2) & EP_MASK;
        double u = 2.0 * ((double)x1 * 0x1p-46) - 1.0;
        double v = 2.0 * ((double)x2 * 0x1p-46) - 1.0;
        double t = u * u + v * v;
        x = x2;
        if (t <= 1.0) {
            double f = sqrt(-2.0 * log(t) / t);
            double gx = u * f, gy = v * f;
            uint l = (uint)fmax(fabs(gx), fabs(gy));
            /* constant indices only: q stays in registers (a q[l]++
             * would put it in slow private memory on a GPU); l >= NQ is
             * dropped, as the spec's guard says */
            for (k = 0; k < NQ; k++)
                q[k] += (l == k);
            sx += gx;
            sy += gy;
        }
    }

    red[0][lid] = sx;
    red[1][lid] = sy;
    for (k = 0; k < NQ; k++)
        red[2 + k][lid] = (double)q[k];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint h = WG / 2; h > 0; h >>= 1) {
        if (lid < h)
            for (k = 0; k < NV; k++)
                red[k][lid] += red[k][lid + h];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid < NV)
        partial[get_group_id(0) * NV + lid] = red[lid][0];
}
