// device.cpp - device selection by type across all platforms, and the one
// context + in-order queue the run uses.
#include "internal.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace omp2ocl {
namespace {

std::string device_string(cl_device_id d, cl_device_info what) {
  size_t n = 0;
  if (clGetDeviceInfo(d, what, 0, nullptr, &n) != CL_SUCCESS || n == 0)
    return "";
  std::string s(n, '\0');
  if (clGetDeviceInfo(d, what, n, &s[0], nullptr) != CL_SUCCESS) return "";
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}

bool has_doubles(cl_device_id d) {
  std::string ext = " " + device_string(d, CL_DEVICE_EXTENSIONS) + " ";
  if (ext.find(" cl_khr_fp64 ") != std::string::npos) return true;
  cl_device_fp_config cfg = 0;
  if (clGetDeviceInfo(d, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof cfg, &cfg,
                      nullptr) == CL_SUCCESS)
    return cfg != 0;
  return false;
}

// Lower is better: GPU, then accelerator, then CPU.
int rank(cl_device_type t) {
  if (t & CL_DEVICE_TYPE_GPU) return 0;
  if (t & CL_DEVICE_TYPE_ACCELERATOR) return 1;
  if (t & CL_DEVICE_TYPE_CPU) return 2;
  return 3;
}

cl_device_type simple_type(cl_device_type t) {
  if (t & CL_DEVICE_TYPE_GPU) return CL_DEVICE_TYPE_GPU;
  if (t & CL_DEVICE_TYPE_ACCELERATOR) return CL_DEVICE_TYPE_ACCELERATOR;
  if (t & CL_DEVICE_TYPE_CPU) return CL_DEVICE_TYPE_CPU;
  return t;
}

}  // namespace

bool find_device(DeviceChoice *out, std::string *why) {
  Runtime &r = rt();
  cl_device_type wanted = CL_DEVICE_TYPE_ALL;
  if (const char *t = std::getenv("OMP2OCL_DEVICE_TYPE")) {
    if (!std::strcmp(t, "gpu"))
      wanted = CL_DEVICE_TYPE_GPU;
    else if (!std::strcmp(t, "cpu"))
      wanted = CL_DEVICE_TYPE_CPU;
    else if (!std::strcmp(t, "accelerator"))
      wanted = CL_DEVICE_TYPE_ACCELERATOR;
    else if (*t && std::strcmp(t, "any"))
      std::fprintf(stderr,
                   "omp2ocl: warning: unknown OMP2OCL_DEVICE_TYPE '%s', "
                   "using any\n",
                   t);
  }

  r.counters.platform_queries++;
  cl_uint np = 0;
  if (clGetPlatformIDs(0, nullptr, &np) != CL_SUCCESS || np == 0) {
    *why = "no OpenCL platform";
    return false;
  }
  std::vector<cl_platform_id> plats(np);
  if (clGetPlatformIDs(np, plats.data(), nullptr) != CL_SUCCESS) {
    *why = "no OpenCL platform";
    return false;
  }
  bool any_device = false;
  int best = 99;
  for (cl_platform_id p : plats) {
    cl_uint nd = 0;
    if (clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 0, nullptr, &nd) != CL_SUCCESS ||
        nd == 0)
      continue;
    std::vector<cl_device_id> devs(nd);
    if (clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, nd, devs.data(), nullptr) !=
        CL_SUCCESS)
      continue;
    for (cl_device_id d : devs) {
      cl_device_type t = 0;
      cl_bool avail = CL_FALSE, compiler = CL_FALSE;
      clGetDeviceInfo(d, CL_DEVICE_TYPE, sizeof t, &t, nullptr);
      clGetDeviceInfo(d, CL_DEVICE_AVAILABLE, sizeof avail, &avail, nullptr);
      clGetDeviceInfo(d, CL_DEVICE_COMPILER_AVAILABLE, sizeof compiler,
                      &compiler, nullptr);
      if (!(t & wanted) || !avail || !compiler) continue;
      any_device = true;
      if (!has_doubles(d)) continue;
      int rk = rank(t);
      if (rk < best) {  // first of equal rank wins
        best = rk;
        out->platform = p;
        out->device = d;
        out->type = simple_type(t);
      }
    }
  }
  if (best == 99) {
    *why = any_device ? "no OpenCL device with double precision"
                      : "no usable OpenCL device";
    return false;
  }
  return true;
}

bool open_device(const DeviceChoice &c, std::string *why) {
  Runtime &r = rt();
  cl_int err = CL_SUCCESS;
  cl_context_properties props[] = {
      CL_CONTEXT_PLATFORM, reinterpret_cast<cl_context_properties>(c.platform),
      0};
  r.ctx = clCreateContext(props, 1, &c.device, nullptr, nullptr, &err);
  if (!r.ctx || err != CL_SUCCESS) {
    r.ctx = nullptr;
    *why = std::string("creating an OpenCL context failed (") +
           cl_error_name(err) + ")";
    return false;
  }
  cl_command_queue_properties qp =
      r.profiling ? CL_QUEUE_PROFILING_ENABLE : 0;
  r.queue = clCreateCommandQueue(r.ctx, c.device, qp, &err);
  if (!r.queue || err != CL_SUCCESS) {
    clReleaseContext(r.ctx);
    r.ctx = nullptr;
    r.queue = nullptr;
    *why = std::string("creating an OpenCL command queue failed (") +
           cl_error_name(err) + ")";
    return false;
  }
  r.platform = c.platform;
  r.device = c.device;
  r.device_type = c.type;
  r.device_name = device_string(c.device, CL_DEVICE_NAME);
  r.device_version = device_string(c.device, CL_DEVICE_VERSION);
  r.driver_version = device_string(c.device, CL_DRIVER_VERSION);
  r.dev_max_wg = 1;
  clGetDeviceInfo(c.device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof(size_t),
                  &r.dev_max_wg, nullptr);
  cl_uint ndims = 0;
  clGetDeviceInfo(c.device, CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS, sizeof ndims,
                  &ndims, nullptr);
  std::vector<size_t> items(ndims < 3 ? 3 : ndims, 1);
  if (ndims >= 1)
    clGetDeviceInfo(c.device, CL_DEVICE_MAX_WORK_ITEM_SIZES,
                    sizeof(size_t) * ndims, items.data(), nullptr);
  for (int i = 0; i < 3; i++) r.dev_max_items[i] = items[i] ? items[i] : 1;
  r.compute_units = 1;
  if (clGetDeviceInfo(c.device, CL_DEVICE_MAX_COMPUTE_UNITS,
                      sizeof r.compute_units, &r.compute_units,
                      nullptr) != CL_SUCCESS ||
      r.compute_units == 0)
    r.compute_units = 1;
  r.forced_group_size = 0;
  if (const char *e = std::getenv("OMP2OCL_GROUP_SIZE")) {
    long v = std::atol(e);
    if (v > 0 && (v & (v - 1)) == 0) r.forced_group_size = size_t(v);
  }
  r.local_mem = 0;
  clGetDeviceInfo(c.device, CL_DEVICE_LOCAL_MEM_SIZE, sizeof r.local_mem,
                  &r.local_mem, nullptr);
  return true;
}

void close_device() {
  Runtime &r = rt();
  for (ProgramState *ps : r.programs) {
    for (omp2ocl_kernel *k : ps->kernels)
      if (k) release_kernel(k);
    if (ps->program) clReleaseProgram(ps->program);
    ps->program = nullptr;
  }
  release_buffers();
  release_layout_state();
  if (r.dummy) clReleaseMemObject(r.dummy);
  r.dummy = nullptr;
  if (r.queue) clReleaseCommandQueue(r.queue);
  if (r.ctx) clReleaseContext(r.ctx);
  r.queue = nullptr;
  r.ctx = nullptr;
  r.device = nullptr;
  r.platform = nullptr;
}

}  // namespace omp2ocl
