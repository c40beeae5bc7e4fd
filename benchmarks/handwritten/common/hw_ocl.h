/*
 * hw_ocl.h - the OpenCL 1.2 host plumbing the hand-written benchmarks share:
 * device choice by type across every platform (the ICD loader's platform
 * order means nothing: on the device machine PoCL comes first), the context
 * and in-order queue, program builds with the build log on failure, and
 * fatal error checks. Every failure prints one clear line and exits 1.
 */
#ifndef HW_OCL_H
#define HW_OCL_H

#define CL_TARGET_OPENCL_VERSION 120
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>
#include <stddef.h>

typedef struct {
    cl_platform_id platform;
    cl_device_id device;
    cl_device_type type;       /* CL_DEVICE_TYPE_GPU, _ACCELERATOR or _CPU */
    cl_context ctx;
    cl_command_queue queue;
    cl_uint compute_units;
    size_t max_group;          /* CL_DEVICE_MAX_WORK_GROUP_SIZE */
    cl_ulong local_mem;        /* CL_DEVICE_LOCAL_MEM_SIZE */
    char name[256];
} hw_cl;

/* Exits with "NAME: WHAT failed (CL error)" unless err is CL_SUCCESS. */
void hw_check(cl_int err, const char *what);

/* Chooses the device (HANDWRITTEN_DEVICE_TYPE=gpu|cpu|accelerator|any,
 * default any: GPU first, then accelerator, then CPU; the first of equal
 * rank wins), requires double precision, opens a context and an in-order
 * queue and prints " Device: ..." to stdout. */
void hw_open(hw_cl *cl);
void hw_close(hw_cl *cl);

/* Builds SRC with OPTIONS (never -cl-fast-relaxed-math: the benchmarks
 * need IEEE log, sqrt and division); prints the build log and exits on
 * failure. */
cl_program hw_build(hw_cl *cl, const char *src, const char *options);
cl_kernel hw_kernel(cl_program prog, const char *name);
/* CL_KERNEL_WORK_GROUP_SIZE of K on the chosen device. */
size_t hw_kernel_group_limit(hw_cl *cl, cl_kernel k);

cl_mem hw_buffer(hw_cl *cl, cl_mem_flags flags, size_t bytes, void *host);

/* Enqueues a 1-D NDRange of GLOBAL work-items in groups of LOCAL. */
void hw_launch(hw_cl *cl, cl_kernel k, size_t global, size_t local,
               const char *what);

/* Sets argument I of K to the SIZE bytes at VALUE, exiting on error. */
void hw_arg(cl_kernel k, cl_uint i, size_t size, const void *value);

/* A tuning override: the environment variable NAME as a positive integer,
 * else DFLT. */
long hw_env_long(const char *name, long dflt);

#endif
