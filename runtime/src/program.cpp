// program.cpp - building a unit's program (with the on-disk binary cache)
// and creating its kernel objects.
#include "internal.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace omp2ocl {

// -w: the generated code is the translator's, and PoCL prints a bare "1
// warning generated." on the program's stderr for warnings the user cannot act
// on (a build failure still reports its log).
static const char kBuildOptions[] = "-cl-std=CL1.2 -w";

// The build options: OpenCL C 1.2, and on a CPU device private arrays in
// global scratch kept work-item-major (each work-item's copy contiguous, as
// caches and TLBs want; the translator's default, element-major, coalesces
// on GPUs but spreads one work-item's array over pages on a CPU: NAS BT A on
// PoCL 33 s item-major, 405 s element-major). OMP2OCL_SCRATCH_LAYOUT=item or
// element overrides the choice by device type.
static std::string build_options() {
  Runtime &r = rt();
  bool item = (r.device_type & CL_DEVICE_TYPE_CPU) != 0 &&
              (r.device_type & (CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_ACCELERATOR)) == 0;
  if (const char *e = std::getenv("OMP2OCL_SCRATCH_LAYOUT"); e && *e) {
    if (std::strcmp(e, "item") == 0) item = true;
    if (std::strcmp(e, "element") == 0) item = false;
  }
  std::string o = kBuildOptions;
  if (item) o += " -DOMP2OCL_SCRATCH_ITEM_MAJOR=1";
  return o;
}
static const char kCacheMagic[8] = {'O', '2', 'O', 'C', 'L', 'B', 'N', '1'};

std::uint64_t fnv1a(std::uint64_t h, const void *data, size_t n) {
  const unsigned char *p = static_cast<const unsigned char *>(data);
  for (size_t i = 0; i < n; i++) {
    h ^= p[i];
    h *= 1099511628211ull;
  }
  return h;
}

std::string cache_dir() {
  if (const char *d = std::getenv("OMP2OCL_CACHE_DIR"); d && *d) return d;
  if (const char *x = std::getenv("XDG_CACHE_HOME"); x && *x)
    return std::string(x) + "/omp2ocl";
  if (const char *h = std::getenv("HOME"); h && *h)
    return std::string(h) + "/.cache/omp2ocl";
  return "";
}

const char *cl_error_name(cl_int err) {
  switch (err) {
#define E(x) \
  case x:    \
    return #x;
    E(CL_SUCCESS) E(CL_DEVICE_NOT_FOUND) E(CL_DEVICE_NOT_AVAILABLE)
    E(CL_COMPILER_NOT_AVAILABLE) E(CL_MEM_OBJECT_ALLOCATION_FAILURE)
    E(CL_OUT_OF_RESOURCES) E(CL_OUT_OF_HOST_MEMORY)
    E(CL_PROFILING_INFO_NOT_AVAILABLE) E(CL_BUILD_PROGRAM_FAILURE)
    E(CL_INVALID_VALUE) E(CL_INVALID_PLATFORM) E(CL_INVALID_DEVICE)
    E(CL_INVALID_CONTEXT) E(CL_INVALID_COMMAND_QUEUE) E(CL_INVALID_MEM_OBJECT)
    E(CL_INVALID_BINARY) E(CL_INVALID_BUILD_OPTIONS) E(CL_INVALID_PROGRAM)
    E(CL_INVALID_PROGRAM_EXECUTABLE) E(CL_INVALID_KERNEL_NAME)
    E(CL_INVALID_KERNEL) E(CL_INVALID_ARG_INDEX) E(CL_INVALID_ARG_VALUE)
    E(CL_INVALID_ARG_SIZE) E(CL_INVALID_KERNEL_ARGS)
    E(CL_INVALID_WORK_DIMENSION) E(CL_INVALID_WORK_GROUP_SIZE)
    E(CL_INVALID_WORK_ITEM_SIZE) E(CL_INVALID_GLOBAL_OFFSET)
    E(CL_INVALID_EVENT) E(CL_INVALID_OPERATION) E(CL_INVALID_BUFFER_SIZE)
    E(CL_INVALID_GLOBAL_WORK_SIZE)
#undef E
    default:
      return "unknown OpenCL error";
  }
}

void fault(const std::string &what, cl_int err) {
  std::string why = what + " failed (" + cl_error_name(err) + " " +
                    std::to_string(err) + ")";
  omp2ocl_fallback(why.c_str());
}

namespace {

std::string cache_path(const omp2ocl_program *prog) {
  std::string dir = cache_dir();
  if (dir.empty()) return "";
  Runtime &r = rt();
  std::uint64_t h = 1469598103934665603ull;
  const char zero = 0;
  auto add = [&](const std::string &s) {
    h = fnv1a(h, s.data(), s.size());
    h = fnv1a(h, &zero, 1);
  };
  add(prog->source);
  add(r.device_name);
  add(r.device_version);
  add(r.driver_version);
  add(build_options());
  char name[32];
  std::snprintf(name, sizeof name, "%016llx.clbin",
                static_cast<unsigned long long>(h));
  return dir + "/" + name;
}

// mkdir -p; failures show up later when the file cannot be written.
void make_dirs(const std::string &dir) {
  for (size_t i = 1; i <= dir.size(); i++) {
    if (i == dir.size() || dir[i] == '/') {
      std::string part = dir.substr(0, i);
      if (mkdir(part.c_str(), 0755) != 0 && errno != EEXIST) return;
    }
  }
}

bool build(cl_program p) {
  Runtime &r = rt();
  return clBuildProgram(p, 1, &r.device, build_options().c_str(), nullptr, nullptr) ==
         CL_SUCCESS;
}

// A program from the cache file, built; NULL when there is no usable entry.
cl_program load_cached(const std::string &path) {
  Runtime &r = rt();
  std::ifstream in(path, std::ios::binary);
  if (!in) return nullptr;
  std::string data((std::istreambuf_iterator<char>(in)),
                   std::istreambuf_iterator<char>());
  std::uint64_t size = 0;
  if (data.size() < sizeof kCacheMagic + sizeof size ||
      std::memcmp(data.data(), kCacheMagic, sizeof kCacheMagic) != 0) {
    r.counters.cache_rejects++;
    return nullptr;
  }
  std::memcpy(&size, data.data() + sizeof kCacheMagic, sizeof size);
  size_t off = sizeof kCacheMagic + sizeof size;
  if (size == 0 || size != data.size() - off) {
    r.counters.cache_rejects++;
    return nullptr;
  }
  const unsigned char *bin =
      reinterpret_cast<const unsigned char *>(data.data() + off);
  size_t len = size;
  cl_int status = CL_SUCCESS, err = CL_SUCCESS;
  cl_program p = clCreateProgramWithBinary(r.ctx, 1, &r.device, &len, &bin,
                                           &status, &err);
  if (!p || err != CL_SUCCESS || status != CL_SUCCESS) {
    if (p) clReleaseProgram(p);
    r.counters.cache_rejects++;
    return nullptr;
  }
  if (!build(p)) {
    clReleaseProgram(p);
    r.counters.cache_rejects++;
    return nullptr;
  }
  return p;
}

void store_cached(const std::string &path, cl_program p) {
  Runtime &r = rt();
  size_t size = 0;
  if (clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof size, &size,
                       nullptr) != CL_SUCCESS ||
      size == 0)
    return;
  std::vector<unsigned char> bin(size);
  unsigned char *ptr = bin.data();
  if (clGetProgramInfo(p, CL_PROGRAM_BINARIES, sizeof ptr, &ptr, nullptr) !=
      CL_SUCCESS)
    return;
  make_dirs(path.substr(0, path.rfind('/')));
  // Write under a private name, then rename: readers never see half a file.
  std::string tmp = path + ".tmp." + std::to_string(getpid());
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return;
    std::uint64_t n = size;
    out.write(kCacheMagic, sizeof kCacheMagic);
    out.write(reinterpret_cast<const char *>(&n), sizeof n);
    out.write(reinterpret_cast<const char *>(bin.data()), size);
    if (!out) {
      out.close();
      std::remove(tmp.c_str());
      return;
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    return;
  }
  r.counters.cache_stores++;
}

void print_build_log(const omp2ocl_program *prog, cl_program p) {
  Runtime &r = rt();
  size_t n = 0;
  std::string log;
  if (clGetProgramBuildInfo(p, r.device, CL_PROGRAM_BUILD_LOG, 0, nullptr,
                            &n) == CL_SUCCESS &&
      n > 0) {
    log.resize(n);
    clGetProgramBuildInfo(p, r.device, CL_PROGRAM_BUILD_LOG, n, &log[0],
                          nullptr);
  }
  std::fprintf(stderr, "omp2ocl: OpenCL build log for %s:\n", prog->unit);
  std::istringstream in(log);
  std::string line;
  int shown = 0;
  while (std::getline(in, line)) {
    if (line.find_first_not_of(" \t\r\0", 0, 4) == std::string::npos)
      continue;
    if (shown == 40) {
      std::fprintf(stderr, "  ...\n");
      break;
    }
    std::fprintf(stderr, "  %s\n", line.c_str());
    shown++;
  }
}

bool build_program_uncounted(ProgramState *ps);

// Builds prog's program (cache first), its time in the profile's setup line.
// False after a fault.
bool build_program(ProgramState *ps) {
  auto t = std::chrono::steady_clock::now();
  bool ok = build_program_uncounted(ps);
  rt().build_seconds += seconds_since(t);
  return ok;
}

bool build_program_uncounted(ProgramState *ps) {
  Runtime &r = rt();
  omp2ocl_program *prog = ps->prog;
  std::string path = cache_path(prog);
  if (!path.empty()) {
    if (cl_program p = load_cached(path)) {
      r.counters.cache_hits++;
      ps->program = p;
      register_exit_handler();
      return true;
    }
    r.counters.cache_misses++;
  }
  const char *src = prog->source ? prog->source : "";
  cl_int err = CL_SUCCESS;
  cl_program p = clCreateProgramWithSource(r.ctx, 1, &src, nullptr, &err);
  if (!p || err != CL_SUCCESS) {
    ps->failed = true;
    fault(std::string("creating the OpenCL program of ") + prog->unit, err);
    return false;
  }
  r.counters.builds_from_source++;
  if (!build(p)) {
    print_build_log(prog, p);
    clReleaseProgram(p);
    ps->failed = true;
    std::string why = std::string("kernel build failed for ") + prog->unit;
    omp2ocl_fallback(why.c_str());
    return false;
  }
  if (!path.empty()) store_cached(path, p);
  ps->program = p;
  register_exit_handler();
  return true;
}

}  // namespace
}  // namespace omp2ocl

using namespace omp2ocl;

extern "C" omp2ocl_kernel *omp2ocl_kernel_get(omp2ocl_program *prog,
                                              int index) {
  Runtime &r = rt();
  if (!prog || r.mode.load(std::memory_order_acquire) == kOpenMP)
    return nullptr;
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  if (r.mode.load() == kUndecided) omp2ocl_opencl_active(prog);
  if (r.mode.load() != kOpenCL) return nullptr;

  auto *ps = static_cast<ProgramState *>(prog->state);
  if (!ps) {
    ps = new ProgramState;
    ps->prog = prog;
    ps->kernels.assign(prog->num_kernels > 0 ? prog->num_kernels : 0,
                       nullptr);
    prog->state = ps;
    r.programs.push_back(ps);
  }
  if (ps->failed) return nullptr;
  if (index < 0 || index >= prog->num_kernels) {
    std::string why = std::string("kernel index ") + std::to_string(index) +
                      " out of range for " + prog->unit;
    omp2ocl_fallback(why.c_str());
    return nullptr;
  }
  if (!ps->program && !build_program(ps)) return nullptr;

  omp2ocl_kernel *&k = ps->kernels[index];
  if (!k) {
    k = new omp2ocl_kernel;
    k->prog = prog;
    k->index = index;
    k->name = prog->kernel_names[index];
  }
  if (!k->kernel) {
    cl_int err = CL_SUCCESS;
    cl_kernel kern = clCreateKernel(ps->program, k->name.c_str(), &err);
    if (!kern || err != CL_SUCCESS) {
      fault(std::string("creating kernel ") + prog->unit + ":" + k->name, err);
      return nullptr;
    }
    k->kernel = kern;
    size_t wg = 1;
    if (clGetKernelWorkGroupInfo(kern, r.device, CL_KERNEL_WORK_GROUP_SIZE,
                                 sizeof wg, &wg, nullptr) != CL_SUCCESS ||
        wg == 0)
      wg = 1;
    k->wg_max = wg;
    size_t multiple = 1;
    if (clGetKernelWorkGroupInfo(kern, r.device,
                                 CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE,
                                 sizeof multiple, &multiple,
                                 nullptr) != CL_SUCCESS ||
        multiple == 0)
      multiple = 1;
    k->wg_multiple = multiple;
  }
  return k;
}
