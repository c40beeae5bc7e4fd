/*
 * hw_ocl.c - see hw_ocl.h. Plain C99 against the OpenCL 1.2 API of the ICD
 * loader (-lOpenCL).
 */
#include "hw_ocl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *err_name(cl_int e)
{
    switch (e) {
    case CL_DEVICE_NOT_FOUND: return "CL_DEVICE_NOT_FOUND";
    case CL_OUT_OF_RESOURCES: return "CL_OUT_OF_RESOURCES";
    case CL_OUT_OF_HOST_MEMORY: return "CL_OUT_OF_HOST_MEMORY";
    case CL_MEM_OBJECT_ALLOCATION_FAILURE: return "CL_MEM_OBJECT_ALLOCATION_FAILURE";
    case CL_BUILD_PROGRAM_FAILURE: return "CL_BUILD_PROGRAM_FAILURE";
    case CL_INVALID_VALUE: return "CL_INVALID_VALUE";
    case CL_INVALID_BUFFER_SIZE: return "CL_INVALID_BUFFER_SIZE";
    case CL_INVALID_KERNEL_NAME: return "CL_INVALID_KERNEL_NAME";
    case CL_INVALID_ARG_INDEX: return "CL_INVALID_ARG_INDEX";
    case CL_INVALID_ARG_VALUE: return "CL_INVALID_ARG_VALUE";
    case CL_INVALID_ARG_SIZE: return "CL_INVALID_ARG_SIZE";
    case CL_INVALID_KERNEL_ARGS: return "CL_INVALID_KERNEL_ARGS";
    case CL_INVALID_WORK_GROUP_SIZE: return "CL_INVALID_WORK_GROUP_SIZE";
    case CL_INVALID_WORK_ITEM_SIZE: return "CL_INVALID_WORK_ITEM_SIZE";
    case CL_INVALID_GLOBAL_WORK_SIZE: return "CL_INVALID_GLOBAL_WORK_SIZE";
    case CL_INVALID_BUILD_OPTIONS: return "CL_INVALID_BUILD_OPTIONS";
    case CL_INVALID_COMMAND_QUEUE: return "CL_INVALID_COMMAND_QUEUE";
    case CL_INVALID_MEM_OBJECT: return "CL_INVALID_MEM_OBJECT";
    case -1001: return "CL_PLATFORM_NOT_FOUND_KHR (no ICD)";
    default: return "unnamed";
    }
}

void hw_check(cl_int err, const char *what)
{
    if (err == CL_SUCCESS)
        return;
    fprintf(stderr, "handwritten: %s failed (%s, %d)\n", what, err_name(err),
            (int)err);
    exit(1);
}

static void dev_string(cl_device_id d, cl_device_info what, char *out,
                       size_t n)
{
    out[0] = '\0';
    if (clGetDeviceInfo(d, what, n, out, NULL) != CL_SUCCESS)
        out[0] = '\0';
    out[n - 1] = '\0';
}

/* Double precision: the extension (OpenCL 1.2 made it optional, so a 1.2
 * device without it has none), or a non-empty double FP config. */
static int has_doubles(cl_device_id d)
{
    static char ext[16384];
    cl_device_fp_config cfg = 0;
    dev_string(d, CL_DEVICE_EXTENSIONS, ext, sizeof ext);
    if (strstr(ext, "cl_khr_fp64") != NULL)
        return 1;
    if (clGetDeviceInfo(d, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof cfg, &cfg,
                        NULL) == CL_SUCCESS)
        return cfg != 0;
    return 0;
}

static int type_rank(cl_device_type t)
{
    if (t & CL_DEVICE_TYPE_GPU) return 0;
    if (t & CL_DEVICE_TYPE_ACCELERATOR) return 1;
    if (t & CL_DEVICE_TYPE_CPU) return 2;
    return 3;
}

static const char *type_word(cl_device_type t)
{
    if (t & CL_DEVICE_TYPE_GPU) return "GPU";
    if (t & CL_DEVICE_TYPE_ACCELERATOR) return "accelerator";
    if (t & CL_DEVICE_TYPE_CPU) return "CPU";
    return "other";
}

static cl_device_type wanted_type(void)
{
    const char *t = getenv("HANDWRITTEN_DEVICE_TYPE");
    if (t == NULL || *t == '\0' || !strcmp(t, "any"))
        return CL_DEVICE_TYPE_ALL;
    if (!strcmp(t, "gpu")) return CL_DEVICE_TYPE_GPU;
    if (!strcmp(t, "cpu")) return CL_DEVICE_TYPE_CPU;
    if (!strcmp(t, "accelerator")) return CL_DEVICE_TYPE_ACCELERATOR;
    fprintf(stderr, "handwritten: HANDWRITTEN_DEVICE_TYPE must be gpu, cpu, "
                    "accelerator or any, not '%s'\n", t);
    exit(1);
}

void hw_open(hw_cl *cl)
{
    cl_platform_id plats[16];
    cl_uint np = 0, ip;
    cl_device_type wanted = wanted_type();
    int best = 99, without_doubles = 0;
    char pname[256] = "";
    cl_int err;

    memset(cl, 0, sizeof *cl);
    if (clGetPlatformIDs(16, plats, &np) != CL_SUCCESS || np == 0) {
        fprintf(stderr, "handwritten: no OpenCL platform (is an ICD installed?)\n");
        exit(1);
    }
    if (np > 16)
        np = 16;
    for (ip = 0; ip < np; ip++) {
        cl_device_id devs[16];
        cl_uint nd = 0, id;
        if (clGetDeviceIDs(plats[ip], CL_DEVICE_TYPE_ALL, 16, devs, &nd) !=
            CL_SUCCESS)
            continue;
        if (nd > 16)
            nd = 16;
        for (id = 0; id < nd; id++) {
            cl_device_type t = 0;
            cl_bool avail = CL_FALSE, compiler = CL_FALSE;
            clGetDeviceInfo(devs[id], CL_DEVICE_TYPE, sizeof t, &t, NULL);
            clGetDeviceInfo(devs[id], CL_DEVICE_AVAILABLE, sizeof avail,
                            &avail, NULL);
            clGetDeviceInfo(devs[id], CL_DEVICE_COMPILER_AVAILABLE,
                            sizeof compiler, &compiler, NULL);
            if (!(t & wanted) || !avail || !compiler)
                continue;
            if (!has_doubles(devs[id])) {
                without_doubles++;
                continue;
            }
            if (type_rank(t) < best) {
                best = type_rank(t);
                cl->platform = plats[ip];
                cl->device = devs[id];
                cl->type = t;
            }
        }
    }
    if (best == 99) {
        if (without_doubles)
            fprintf(stderr, "handwritten: no OpenCL device of the requested "
                            "type supports double precision (cl_khr_fp64); "
                            "these benchmarks need it\n");
        else
            fprintf(stderr, "handwritten: no usable OpenCL device of the "
                            "requested type (HANDWRITTEN_DEVICE_TYPE=%s)\n",
                    getenv("HANDWRITTEN_DEVICE_TYPE") ? getenv("HANDWRITTEN_DEVICE_TYPE") : "any");
        exit(1);
    }

    dev_string(cl->device, CL_DEVICE_NAME, cl->name, sizeof cl->name);
    clGetPlatformInfo(cl->platform, CL_PLATFORM_NAME, sizeof pname, pname, NULL);
    pname[sizeof pname - 1] = '\0';
    clGetDeviceInfo(cl->device, CL_DEVICE_MAX_COMPUTE_UNITS,
                    sizeof cl->compute_units, &cl->compute_units, NULL);
    clGetDeviceInfo(cl->device, CL_DEVICE_MAX_WORK_GROUP_SIZE,
                    sizeof cl->max_group, &cl->max_group, NULL);
    clGetDeviceInfo(cl->device, CL_DEVICE_LOCAL_MEM_SIZE,
                    sizeof cl->local_mem, &cl->local_mem, NULL);
    if (cl->compute_units == 0)
        cl->compute_units = 1;

    {
        cl_context_properties props[3];
        props[0] = CL_CONTEXT_PLATFORM;
        props[1] = (cl_context_properties)cl->platform;
        props[2] = 0;
        cl->ctx = clCreateContext(props, 1, &cl->device, NULL, NULL, &err);
        hw_check(err, "clCreateContext");
    }
    cl->queue = clCreateCommandQueue(cl->ctx, cl->device, 0, &err);
    hw_check(err, "clCreateCommandQueue");

    printf(" Device: %s (%s, %u compute units, platform %s)\n", cl->name,
           type_word(cl->type), (unsigned)cl->compute_units, pname);
}

void hw_close(hw_cl *cl)
{
    if (cl->queue)
        clReleaseCommandQueue(cl->queue);
    if (cl->ctx)
        clReleaseContext(cl->ctx);
    cl->queue = NULL;
    cl->ctx = NULL;
}

cl_program hw_build(hw_cl *cl, const char *src, const char *options)
{
    cl_int err;
    cl_program p = clCreateProgramWithSource(cl->ctx, 1, &src, NULL, &err);
    hw_check(err, "clCreateProgramWithSource");
    err = clBuildProgram(p, 1, &cl->device, options, NULL, NULL);
    if (err != CL_SUCCESS) {
        size_t n = 0;
        char *log;
        clGetProgramBuildInfo(p, cl->device, CL_PROGRAM_BUILD_LOG, 0, NULL, &n);
        log = malloc(n + 1);
        if (log != NULL) {
            log[0] = '\0';
            clGetProgramBuildInfo(p, cl->device, CL_PROGRAM_BUILD_LOG, n, log,
                                  NULL);
            log[n] = '\0';
            fprintf(stderr, "handwritten: build log (options %s):\n%s\n",
                    options, log);
            free(log);
        }
        hw_check(err, "clBuildProgram");
    }
    return p;
}

cl_kernel hw_kernel(cl_program prog, const char *name)
{
    cl_int err;
    cl_kernel k = clCreateKernel(prog, name, &err);
    if (err != CL_SUCCESS) {
        fprintf(stderr, "handwritten: kernel %s: ", name);
        hw_check(err, "clCreateKernel");
    }
    return k;
}

size_t hw_kernel_group_limit(hw_cl *cl, cl_kernel k)
{
    size_t n = 0;
    hw_check(clGetKernelWorkGroupInfo(k, cl->device, CL_KERNEL_WORK_GROUP_SIZE,
                                      sizeof n, &n, NULL),
             "clGetKernelWorkGroupInfo");
    return n;
}

cl_mem hw_buffer(hw_cl *cl, cl_mem_flags flags, size_t bytes, void *host)
{
    cl_int err;
    cl_mem m = clCreateBuffer(cl->ctx, flags, bytes > 0 ? bytes : 1, host, &err);
    hw_check(err, "clCreateBuffer");
    return m;
}

void hw_launch(hw_cl *cl, cl_kernel k, size_t global, size_t local,
               const char *what)
{
    hw_check(clEnqueueNDRangeKernel(cl->queue, k, 1, NULL, &global, &local, 0,
                                    NULL, NULL),
             what);
}

void hw_arg(cl_kernel k, cl_uint i, size_t size, const void *value)
{
    cl_int err = clSetKernelArg(k, i, size, value);
    if (err != CL_SUCCESS) {
        fprintf(stderr, "handwritten: argument %u: ", (unsigned)i);
        hw_check(err, "clSetKernelArg");
    }
}

long hw_env_long(const char *name, long dflt)
{
    const char *s = getenv(name);
    char *end;
    long v;
    if (s == NULL || *s == '\0')
        return dflt;
    v = strtol(s, &end, 10);
    if (*end != '\0' || v <= 0) {
        fprintf(stderr, "handwritten: %s must be a positive integer, not '%s'\n",
                name, s);
        exit(1);
    }
    return v;
}
