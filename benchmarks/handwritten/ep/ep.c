/*
 * ep.c - NAS EP (Embarrassingly Parallel), hand-written OpenCL version,
 * from the specification /work/shared/specs/npb/ep.md. The kernel and its
 * design are in ep.cl (embedded at build time as ep_cl.h).
 *
 * Host side: choose the device, build the kernel, pick the number of
 * work-items, then the timed section the OpenMP version times: the jump
 * multipliers, the kernel, the read-back of the per-group partials and
 * their sum. Printed output and verification as benchmarks/nas/ep/ep.c.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "hw_ocl.h"
#include "hw_rand.h"
#include "npb.h"
#include "params.h"   /* benchmarks/nas/ep/params.h: M and CLASS */
#include "ep_cl.h"    /* ep_cl_source */

#define NQ 10
#define NV (2 + NQ)           /* partials per group: sx, sy, q[0..9] */
#define EPSILON 1.0e-8
#define EP_SEED 271828183ULL
#define MIN_PAIRS_LOG 6       /* at least 64 pairs per work-item */

static int ilog2_ceil(unsigned long v)
{
    int l = 0;
    while ((1UL << l) < v)
        l++;
    return l;
}

/* log2 of the number of work-items. Enough to fill the device several
 * times over (every work-item has the same amount of work, so more waves
 * only shrink the idle tail), at least one group, at most 2^(M-6) so the
 * jump to the start state stays a small part of a work-item's work.
 * HANDWRITTEN_EP_LOG_ITEMS overrides. */
static int choose_log_items(const hw_cl *cl, int log_wg)
{
    unsigned long want;
    int l;
    if (cl->type & CL_DEVICE_TYPE_GPU)
        want = (unsigned long)cl->compute_units * 2048UL * 2UL;
    else
        want = (unsigned long)cl->compute_units * 64UL * 16UL;
    l = (int)hw_env_long("HANDWRITTEN_EP_LOG_ITEMS", ilog2_ceil(want));
    if (l > M - MIN_PAIRS_LOG)
        l = M - MIN_PAIRS_LOG;
    if (l < log_wg)
        l = log_wg;
    /* a work-item's counts are 32-bit */
    if (M - l > 30)
        l = M - 30;
    return l;
}

/* Work-group size: 256 on a GPU (8 warps), 64 on a CPU (PoCL runs a group
 * as loops over its work-items; the group only needs to be wide enough to
 * vectorise), never more than the device, its local memory (NV doubles per
 * work-item) or HANDWRITTEN_WG allow. A power of two for the tree. */
static size_t choose_group(const hw_cl *cl)
{
    size_t wg = (size_t)hw_env_long("HANDWRITTEN_WG",
                                     (cl->type & CL_DEVICE_TYPE_GPU) ? 256 : 64);
    size_t p = 1;
    while (p * 2 <= wg)
        p *= 2;
    while (p > 1 && (p > cl->max_group ||
                     (cl_ulong)(p * NV * sizeof(double)) > cl->local_mem))
        p /= 2;
    return p;
}

int main(void)
{
    hw_cl cl;
    cl_program prog;
    cl_kernel kern;
    cl_mem d_jump, d_part;
    cl_ulong jump[64];
    double *part;
    double q[NQ], sx, sy, gc, tm, mops, sx_ref = 0.0, sy_ref = 0.0;
    char size[32], opts[128];
    size_t wg, groups, items;
    int log_wg, log_items, i, j, verified = 0;
    cl_uint log_items_arg, pairs_arg;
    cl_ulong seed = EP_SEED;

    printf("\n\n NAS Parallel Benchmarks 2.3 OpenCL C version (hand-written)"
           " - EP Benchmark\n");
    /* 2^(M+1) as a %12.0f double without its decimal point, in 13 chars */
    snprintf(size, sizeof size, "%12.0f", ldexp(1.0, M + 1));
    for (i = 0, j = 0; size[i] != '\0'; i++)
        if (size[i] != '.')
            size[j++] = size[i];
    size[j] = '\0';
    printf(" Number of random numbers generated: %13s\n", size);

    /* Untimed: device, program, buffers. */
    hw_open(&cl);
    wg = choose_group(&cl);
    snprintf(opts, sizeof opts, "-cl-std=CL1.2 -DWG=%lu -DNQ=%d",
             (unsigned long)wg, NQ);
    prog = hw_build(&cl, ep_cl_source, opts);
    kern = hw_kernel(prog, "ep_pairs");
    if (hw_kernel_group_limit(&cl, kern) < wg) {
        fprintf(stderr, "handwritten: ep_pairs allows only %lu work-items per "
                        "group on this device; set HANDWRITTEN_WG lower\n",
                (unsigned long)hw_kernel_group_limit(&cl, kern));
        return 1;
    }
    log_wg = ilog2_ceil(wg);
    log_items = choose_log_items(&cl, log_wg);
    items = (size_t)1 << log_items;
    groups = items / wg;
    printf(" Work-items: 2^%d in groups of %lu, %lu pairs each\n", log_items,
           (unsigned long)wg, 1UL << (M - log_items));

    part = malloc(groups * NV * sizeof(double));
    if (part == NULL) {
        fprintf(stderr, "handwritten: out of host memory\n");
        return 1;
    }
    d_jump = hw_buffer(&cl, CL_MEM_READ_ONLY, sizeof jump, NULL);
    d_part = hw_buffer(&cl, CL_MEM_WRITE_ONLY, groups * NV * sizeof(double), NULL);

    /* Untimed warm-up, like the OpenMP version's touching of its buffers:
     * one group, one pair per work-item, results discarded. It brings the
     * kernel and both buffers onto the device before the timer starts. */
    for (i = 0; i < 64; i++)
        jump[i] = 1;
    hw_check(clEnqueueWriteBuffer(cl.queue, d_jump, CL_TRUE, 0, sizeof jump,
                                  jump, 0, NULL, NULL), "write jump table");
    log_items_arg = (cl_uint)log_wg;
    pairs_arg = 1;
    hw_arg(kern, 0, sizeof d_jump, &d_jump);
    hw_arg(kern, 1, sizeof seed, &seed);
    hw_arg(kern, 2, sizeof log_items_arg, &log_items_arg);
    hw_arg(kern, 3, sizeof pairs_arg, &pairs_arg);
    hw_arg(kern, 4, sizeof d_part, &d_part);
    hw_launch(&cl, kern, wg, wg, "warm-up ep_pairs");
    hw_check(clFinish(cl.queue), "warm-up");

    timer_clear(1);
    timer_start(1);

    /* jump[k] = (a^(2P))^(2^k): a^(2P) skips one work-item's 2P numbers */
    jump[0] = hw_powmod46(HW_RAND_A, (uint64_t)2 << (M - log_items));
    for (i = 1; i < log_items; i++)
        jump[i] = hw_mulmod46(jump[i - 1], jump[i - 1]);
    hw_check(clEnqueueWriteBuffer(cl.queue, d_jump, CL_FALSE, 0,
                                  (size_t)log_items * sizeof jump[0], jump, 0,
                                  NULL, NULL), "write jump table");
    log_items_arg = (cl_uint)log_items;
    pairs_arg = (cl_uint)(1UL << (M - log_items));
    hw_arg(kern, 2, sizeof log_items_arg, &log_items_arg);
    hw_arg(kern, 3, sizeof pairs_arg, &pairs_arg);
    hw_launch(&cl, kern, items, wg, "ep_pairs");
    hw_check(clEnqueueReadBuffer(cl.queue, d_part, CL_TRUE, 0,
                                 groups * NV * sizeof(double), part, 0, NULL,
                                 NULL), "read partials");

    /* The groups' partials, in group order (a few thousand additions; a
     * second kernel would cost a launch more than it saves). */
    sx = sy = gc = 0.0;
    for (i = 0; i < NQ; i++)
        q[i] = 0.0;
    for (size_t g = 0; g < groups; g++) {
        sx += part[g * NV];
        sy += part[g * NV + 1];
        for (i = 0; i < NQ; i++)
            q[i] += part[g * NV + 2 + i];
    }
    for (i = 0; i < NQ; i++)
        gc += q[i];

    timer_stop(1);
    tm = timer_read(1);

    /* Official verification: both sums to a relative 1e-8 (ep.md 6). */
    switch (M) {
    case 24: sx_ref = -3.247834652034740e+03; sy_ref = -6.958407078382297e+03; break;
    case 25: sx_ref = -2.863319731645753e+03; sy_ref = -6.320053679109499e+03; break;
    case 28: sx_ref = -4.295875165629892e+03; sy_ref = -1.580732573678431e+04; break;
    case 30: sx_ref = 4.033815542441498e+04;  sy_ref = -2.660669192809235e+04; break;
    case 32: sx_ref = 4.764367927995374e+04;  sy_ref = -8.084072988043731e+04; break;
    default: break;
    }
    if (sx_ref != 0.0)
        verified = fabs((sx - sx_ref) / sx_ref) <= EPSILON &&
                   fabs((sy - sy_ref) / sy_ref) <= EPSILON;

    mops = tm > 0.0 ? ldexp(1.0, M + 1) / tm / 1000000.0 : 0.0;

    printf("EP Benchmark Results: \n"
           "CPU Time = %10.4f\n"
           "N = 2^%5d\n"
           "No. Gaussian Pairs = %15.0f\n"
           "Sums = %25.15e %25.15e\n"
           "Counts:\n",
           tm, M, gc, sx, sy);
    for (i = 0; i < NQ; i++)
        printf("%3d %15.0f\n", i, q[i]);

    c_print_results("EP", sx_ref != 0.0 ? CLASS : 'U', M + 1, 0, 0, 0, tm,
                    mops, "Random numbers generated", verified);

    free(part);
    clReleaseMemObject(d_jump);
    clReleaseMemObject(d_part);
    clReleaseKernel(kern);
    clReleaseProgram(prog);
    hw_close(&cl);
    return 0;
}
