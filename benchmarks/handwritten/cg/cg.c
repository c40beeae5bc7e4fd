/*
 * cg.c - NAS CG (Conjugate Gradient), hand-written OpenCL version, from the
 * specification /work/shared/specs/npb/cg.md. The kernels and their design
 * are in cg.cl (embedded at build time as cg_cl.h); the matrix generator
 * in makea.c.
 *
 * Host side: generate the matrix, upload it once in CSR, then per outer
 * iteration enqueue 1 + 3*25 + 1 kernels without waiting, read back the
 * three partial sums of the last one (the only read-back of the solve),
 * print zeta and ||r|| and enqueue the normalisation x = z/||z||. Timed as
 * the OpenMP version times: the NITER outer iterations (kernels, the
 * read-backs, the printing); matrix generation, device set-up, the upload
 * and the warm-up iteration are not. Output as benchmarks/nas/cg/cg.c.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "hw_ocl.h"
#include "hw_rand.h"
#include "makea.h"
#include "npb.h"
#include "params.h"   /* benchmarks/nas/cg/params.h: NA, NONZER, NITER, ... */
#include "cg_cl.h"    /* cg_cl_source */

#define CG_SEED 314159265ULL

/* The device state of one run. */
typedef struct {
    hw_cl cl;
    cl_program prog;
    cl_kernel init, spmv_dot, update_zr, update_p, finish, scale;
    cl_mem rowstr, colidx, a, x, z, p, q, r, pq, rr[2], fin;
    size_t wg, vl;
    cl_uint n, ns, nv;   /* ns: groups of the row kernels, nv: of the vector kernels */
    double *fin_host;
} cg_dev;

static size_t pow2_floor(size_t v)
{
    size_t p = 1;
    while (p * 2 <= v)
        p *= 2;
    return p;
}

/* Work-group size, lanes per row and group counts (README: "CG").
 * HANDWRITTEN_WG, HANDWRITTEN_CG_VL and HANDWRITTEN_CG_GROUPS (groups per
 * compute unit) override the defaults. */
static void choose_shape(cg_dev *d, const cg_matrix *m)
{
    const int gpu = (d->cl.type & CL_DEVICE_TYPE_GPU) != 0;
    size_t vl, per_cu, rows_per_group, cap;
    double avg = (double)m->nnz / m->n;

    d->wg = pow2_floor((size_t)hw_env_long("HANDWRITTEN_WG", gpu ? 256 : 64));
    while (d->wg > 1 && (d->wg > d->cl.max_group ||
                         (cl_ulong)(d->wg * sizeof(double)) > d->cl.local_mem))
        d->wg /= 2;

    /* A GPU row gets about a quarter of its nonzeros in lanes (each lane
     * then does ~4 products, enough to hide the tree), 4 to 32 lanes (one
     * warp at most, so a row's loads stay in one memory transaction
     * group); a CPU gets one row per work-item. */
    vl = 1;
    if (gpu)
        while (vl < 32 && vl * 4 < avg)
            vl *= 2;
    if (gpu && vl < 4)
        vl = 4;
    vl = pow2_floor((size_t)hw_env_long("HANDWRITTEN_CG_VL", (long)vl));
    if (vl > d->wg)
        vl = d->wg;
    d->vl = vl;

    /* A fixed number of groups per compute unit, enough to fill a GPU's
     * multiprocessors; the kernels stride over the rest. Fewer when the
     * vectors are short, so that no group idles and the partials that
     * every group of the next kernel sums stay few. */
    per_cu = (size_t)hw_env_long("HANDWRITTEN_CG_GROUPS", gpu ? 4 : 4);
    cap = per_cu * d->cl.compute_units;
    rows_per_group = d->wg / d->vl;
    d->ns = (cl_uint)((m->n + rows_per_group - 1) / rows_per_group);
    if (d->ns > cap)
        d->ns = (cl_uint)cap;
    d->nv = (cl_uint)((m->n + d->wg - 1) / d->wg);
    if (d->nv > cap)
        d->nv = (cl_uint)cap;
}

static void dev_setup(cg_dev *d, cg_matrix *m)
{
    char opts[128];
    cl_kernel *ks[6];
    int i;

    hw_open(&d->cl);
    d->n = (cl_uint)m->n;
    choose_shape(d, m);
    snprintf(opts, sizeof opts, "-cl-std=CL1.2 -DWG=%lu -DVL=%lu",
             (unsigned long)d->wg, (unsigned long)d->vl);
    d->prog = hw_build(&d->cl, cg_cl_source, opts);
    d->init = hw_kernel(d->prog, "cg_init");
    d->spmv_dot = hw_kernel(d->prog, "cg_spmv_dot");
    d->update_zr = hw_kernel(d->prog, "cg_update_zr");
    d->update_p = hw_kernel(d->prog, "cg_update_p");
    d->finish = hw_kernel(d->prog, "cg_finish");
    d->scale = hw_kernel(d->prog, "cg_scale");
    ks[0] = &d->init; ks[1] = &d->spmv_dot; ks[2] = &d->update_zr;
    ks[3] = &d->update_p; ks[4] = &d->finish; ks[5] = &d->scale;
    for (i = 0; i < 6; i++)
        if (hw_kernel_group_limit(&d->cl, *ks[i]) < d->wg) {
            fprintf(stderr, "handwritten: a CG kernel allows only %lu "
                            "work-items per group here; set HANDWRITTEN_WG lower\n",
                    (unsigned long)hw_kernel_group_limit(&d->cl, *ks[i]));
            exit(1);
        }
    printf(" Work-groups of %lu, %lu lanes per row; %u groups for the rows, "
           "%u for the vectors\n", (unsigned long)d->wg, (unsigned long)d->vl,
           (unsigned)d->ns, (unsigned)d->nv);

    /* the matrix, once */
    d->rowstr = hw_buffer(&d->cl, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                          ((size_t)m->n + 1) * sizeof(int), m->rowstr);
    d->colidx = hw_buffer(&d->cl, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                          (size_t)m->nnz * sizeof(int), m->colidx);
    d->a = hw_buffer(&d->cl, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                     (size_t)m->nnz * sizeof(double), m->a);
    d->x = hw_buffer(&d->cl, CL_MEM_READ_WRITE, m->n * sizeof(double), NULL);
    d->z = hw_buffer(&d->cl, CL_MEM_READ_WRITE, m->n * sizeof(double), NULL);
    d->p = hw_buffer(&d->cl, CL_MEM_READ_WRITE, m->n * sizeof(double), NULL);
    d->q = hw_buffer(&d->cl, CL_MEM_READ_WRITE, m->n * sizeof(double), NULL);
    d->r = hw_buffer(&d->cl, CL_MEM_READ_WRITE, m->n * sizeof(double), NULL);
    d->pq = hw_buffer(&d->cl, CL_MEM_READ_WRITE, d->ns * sizeof(double), NULL);
    d->rr[0] = hw_buffer(&d->cl, CL_MEM_READ_WRITE, d->nv * sizeof(double), NULL);
    d->rr[1] = hw_buffer(&d->cl, CL_MEM_READ_WRITE, d->nv * sizeof(double), NULL);
    d->fin = hw_buffer(&d->cl, CL_MEM_READ_WRITE, 3 * d->ns * sizeof(double), NULL);
    d->fin_host = malloc(3 * d->ns * sizeof(double));
    if (d->fin_host == NULL) {
        fprintf(stderr, "handwritten: out of host memory\n");
        exit(1);
    }

    /* the arguments that never change */
    hw_arg(d->init, 0, sizeof d->n, &d->n);
    hw_arg(d->init, 1, sizeof(cl_mem), &d->x);
    hw_arg(d->init, 2, sizeof(cl_mem), &d->z);
    hw_arg(d->init, 3, sizeof(cl_mem), &d->r);
    hw_arg(d->init, 4, sizeof(cl_mem), &d->p);
    hw_arg(d->init, 5, sizeof(cl_mem), &d->rr[0]);

    hw_arg(d->spmv_dot, 0, sizeof d->n, &d->n);
    hw_arg(d->spmv_dot, 1, sizeof(cl_mem), &d->rowstr);
    hw_arg(d->spmv_dot, 2, sizeof(cl_mem), &d->colidx);
    hw_arg(d->spmv_dot, 3, sizeof(cl_mem), &d->a);
    hw_arg(d->spmv_dot, 4, sizeof(cl_mem), &d->p);
    hw_arg(d->spmv_dot, 5, sizeof(cl_mem), &d->q);
    hw_arg(d->spmv_dot, 6, sizeof(cl_mem), &d->pq);

    hw_arg(d->update_zr, 0, sizeof d->n, &d->n);
    hw_arg(d->update_zr, 1, sizeof(cl_mem), &d->p);
    hw_arg(d->update_zr, 2, sizeof(cl_mem), &d->q);
    hw_arg(d->update_zr, 3, sizeof(cl_mem), &d->z);
    hw_arg(d->update_zr, 4, sizeof(cl_mem), &d->r);
    hw_arg(d->update_zr, 5, sizeof(cl_mem), &d->pq);
    hw_arg(d->update_zr, 6, sizeof d->ns, &d->ns);
    hw_arg(d->update_zr, 8, sizeof d->nv, &d->nv);

    hw_arg(d->update_p, 0, sizeof d->n, &d->n);
    hw_arg(d->update_p, 1, sizeof(cl_mem), &d->r);
    hw_arg(d->update_p, 2, sizeof(cl_mem), &d->p);
    hw_arg(d->update_p, 5, sizeof d->nv, &d->nv);

    hw_arg(d->finish, 0, sizeof d->n, &d->n);
    hw_arg(d->finish, 1, sizeof(cl_mem), &d->rowstr);
    hw_arg(d->finish, 2, sizeof(cl_mem), &d->colidx);
    hw_arg(d->finish, 3, sizeof(cl_mem), &d->a);
    hw_arg(d->finish, 4, sizeof(cl_mem), &d->x);
    hw_arg(d->finish, 5, sizeof(cl_mem), &d->z);
    hw_arg(d->finish, 6, sizeof(cl_mem), &d->fin);

    hw_arg(d->scale, 0, sizeof d->n, &d->n);
    hw_arg(d->scale, 2, sizeof(cl_mem), &d->z);
    hw_arg(d->scale, 3, sizeof(cl_mem), &d->x);
}

static void dev_release(cg_dev *d)
{
    cl_mem ms[14];
    cl_kernel ks[6];
    int i;
    ms[0] = d->rowstr; ms[1] = d->colidx; ms[2] = d->a; ms[3] = d->x;
    ms[4] = d->z; ms[5] = d->p; ms[6] = d->q; ms[7] = d->r; ms[8] = d->pq;
    ms[9] = d->rr[0]; ms[10] = d->rr[1]; ms[11] = d->fin;
    for (i = 0; i < 12; i++)
        clReleaseMemObject(ms[i]);
    ks[0] = d->init; ks[1] = d->spmv_dot; ks[2] = d->update_zr;
    ks[3] = d->update_p; ks[4] = d->finish; ks[5] = d->scale;
    for (i = 0; i < 6; i++)
        clReleaseKernel(ks[i]);
    clReleaseProgram(d->prog);
    hw_close(&d->cl);
    free(d->fin_host);
}

/* x = (1, ..., 1), untimed (before the warm-up and before the timing). */
static void set_x_ones(cg_dev *d)
{
    double *ones = malloc(d->n * sizeof(double));
    cl_uint j;
    if (ones == NULL) {
        fprintf(stderr, "handwritten: out of host memory\n");
        exit(1);
    }
    for (j = 0; j < d->n; j++)
        ones[j] = 1.0;
    hw_check(clEnqueueWriteBuffer(d->cl.queue, d->x, CL_TRUE, 0,
                                  d->n * sizeof(double), ones, 0, NULL, NULL),
             "write x");
    free(ones);
}

/*
 * One outer iteration (cg.md 4 and 5.6): z ~ A^-1 x by CGITMAX CG steps,
 * ||x - A z||, s1 = x.z, s2 = z.z; then x = z / sqrt(s2) is enqueued.
 * Returns zeta = SHIFT + 1/s1. The rho partials alternate between rr[0]
 * and rr[1]: a step reads the old set and writes the new one.
 */
static double outer_iteration(cg_dev *d, double *rnorm)
{
    const size_t gs = (size_t)d->ns * d->wg, gv = (size_t)d->nv * d->wg;
    double res = 0.0, s1 = 0.0, s2 = 0.0, scale;
    int cgit, old = 0;
    cl_uint g;

    hw_launch(&d->cl, d->init, gv, d->wg, "cg_init");
    for (cgit = 1; cgit <= CGITMAX; cgit++) {
        hw_launch(&d->cl, d->spmv_dot, gs, d->wg, "cg_spmv_dot");
        hw_arg(d->update_zr, 7, sizeof(cl_mem), &d->rr[old]);
        hw_arg(d->update_zr, 9, sizeof(cl_mem), &d->rr[1 - old]);
        hw_launch(&d->cl, d->update_zr, gv, d->wg, "cg_update_zr");
        hw_arg(d->update_p, 3, sizeof(cl_mem), &d->rr[old]);
        hw_arg(d->update_p, 4, sizeof(cl_mem), &d->rr[1 - old]);
        hw_launch(&d->cl, d->update_p, gv, d->wg, "cg_update_p");
        old = 1 - old;
    }
    hw_launch(&d->cl, d->finish, gs, d->wg, "cg_finish");
    hw_check(clEnqueueReadBuffer(d->cl.queue, d->fin, CL_TRUE, 0,
                                 3 * d->ns * sizeof(double), d->fin_host, 0,
                                 NULL, NULL), "read the solve's partials");
    for (g = 0; g < d->ns; g++) {
        res += d->fin_host[3 * g];
        s1 += d->fin_host[3 * g + 1];
        s2 += d->fin_host[3 * g + 2];
    }
    *rnorm = sqrt(res);

    scale = 1.0 / sqrt(s2);
    hw_arg(d->scale, 1, sizeof scale, &scale);
    hw_launch(&d->cl, d->scale, gv, d->wg, "cg_scale");
    return SHIFT + 1.0 / s1;
}

int main(void)
{
    cg_dev dev;
    cg_matrix m;
    uint64_t tran = CG_SEED;
    double zeta, rnorm, t, mops, err, zeta_verify_value;
    int it, verified;

    printf("\n\n NAS Parallel Benchmarks 2.3 OpenCL C version (hand-written)"
           " - CG Benchmark\n");
    printf(" Size: %10d\n", NA);
    printf(" Iterations: %5d\n", NITER);

    (void)hw_rand_next(&tran);   /* discarded: shifts the stream by one */
    cg_makea(NA, NONZER, RCOND, SHIFT, &tran, &m);
    printf(" Nonzeros: %d\n", m.nnz);

    dev_setup(&dev, &m);

    /* Untimed warm-up iteration from x = 1 (it also brings every kernel
     * and buffer onto the device), then x = 1 again. */
    set_x_ones(&dev);
    (void)outer_iteration(&dev, &rnorm);
    hw_check(clFinish(dev.cl.queue), "warm-up");
    set_x_ones(&dev);
    zeta = 0.0;

    timer_clear(1);
    timer_start(1);
    for (it = 1; it <= NITER; it++) {
        zeta = outer_iteration(&dev, &rnorm);
        if (it == 1)
            printf("   iteration           ||r||                 zeta\n");
        printf("    %5d       %20.14e%20.13e\n", it, rnorm, zeta);
    }
    hw_check(clFinish(dev.cl.queue), "the last normalisation");
    timer_stop(1);
    t = timer_read(1);

    printf(" Benchmark completed\n");

    switch (CLASS) {
    case 'S': zeta_verify_value = 8.5971775078648; break;
    case 'W': zeta_verify_value = 10.362595087124; break;
    case 'A': zeta_verify_value = 17.130235054029; break;
    case 'B': zeta_verify_value = 22.712745482631; break;
    case 'C': zeta_verify_value = 28.973605592845; break;
    default: zeta_verify_value = 0.0; break;
    }
    err = fabs(zeta - zeta_verify_value);
    /* NPB 2.3 tolerance is absolute, NPB 3.x relative: both must hold */
    verified = err <= 1.0e-10 && err / zeta_verify_value <= 1.0e-10;
    if (verified) {
        printf(" VERIFICATION SUCCESSFUL\n");
        printf(" Zeta is    %20.12e\n", zeta);
        printf(" Error is   %20.12e\n", zeta - zeta_verify_value);
    } else {
        printf(" VERIFICATION FAILED\n");
        printf(" Zeta                %20.12e\n", zeta);
        printf(" The correct zeta is %20.12e\n", zeta_verify_value);
    }

    mops = 0.0;
    if (t > 0.0)
        mops = 2.0 * NITER * NA *
               (3.0 + NONZER * (NONZER + 1) + 25.0 * (5.0 + NONZER * (NONZER + 1)) + 3.0) /
               t / 1000000.0;

    c_print_results("CG", CLASS, NA, 0, 0, NITER, t, mops, "floating point",
                    verified);

    dev_release(&dev);
    cg_free_matrix(&m);
    return 0;
}
