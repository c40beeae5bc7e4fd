// mode.cpp - the run's mode (openmp or opencl), decided once per process.
#include "internal.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace omp2ocl {

Runtime &rt() {
  static Runtime *r = new Runtime;  // leaked on purpose: used by atexit
  return *r;
}

bool env_flag(const char *name) {
  const char *v = std::getenv(name);
  return v && *v && std::strcmp(v, "0") != 0;
}

namespace {

// Registers the profile's atexit handler at program start so that the
// report also appears when no runtime function runs at all.
struct EarlyInit {
  EarlyInit() { profile_register_early(); }
} early_init;

// Called with rt().mu held and the mode undecided.
void decide(omp2ocl_program *prog) {
  Runtime &r = rt();
  auto t0 = std::chrono::steady_clock::now();
  auto stop_clock = [&] {
    r.decision_seconds = std::chrono::duration<double>(
                             std::chrono::steady_clock::now() - t0)
                             .count();
  };
  r.profiling = env_flag("OMP2OCL_PROFILE");
  if (r.profiling) profile_register_early();

  const char *env = std::getenv("OMP2OCL_DEVICE");
  std::string want = env ? env : "";
  if (want == "openmp") {
    stop_clock();
    r.mode.store(kOpenMP);
    return;
  }
  if (!want.empty() && want != "opencl" && want != "auto") {
    std::fprintf(stderr,
                 "omp2ocl: warning: unknown OMP2OCL_DEVICE value '%s', "
                 "using auto\n",
                 want.c_str());
    want = "auto";
  }

  DeviceChoice choice;
  std::string why;
  bool use_opencl;
  bool found = false;
  if (want == "opencl") {
    found = find_device(&choice, &why);
    use_opencl = true;
  } else if (prog && prog->predict) {
    use_opencl = prog->predict() != 0;
    if (use_opencl) found = find_device(&choice, &why);
  } else {
    // Default rule without a model: OpenCL when the selected device is a GPU.
    found = find_device(&choice, &why);
    use_opencl = found && choice.type == CL_DEVICE_TYPE_GPU;
  }
  stop_clock();

  if (!use_opencl) {
    r.mode.store(kOpenMP);
    return;
  }
  if (!found || !open_device(choice, &why)) {
    omp2ocl_fallback(why.c_str());  // warns once, sets openmp
    return;
  }
  register_exit_handler();
  r.mode.store(kOpenCL);
}

}  // namespace

namespace testing {

int mode() { return rt().mode.load(); }

void reset() {
  Runtime &r = rt();
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  // No write-back: tests free their arrays before the next reset.
  close_device();
  for (ProgramState *ps : r.programs) {
    for (omp2ocl_kernel *k : ps->kernels) delete k;
    ps->prog->state = nullptr;
    delete ps;
  }
  r.programs.clear();
  r.counters = Counters{};
  r.fell_back = false;
  r.decision_seconds = 0.0;
  r.profiling = false;
  r.mode.store(kUndecided);
  update_tracking();
}

}  // namespace testing
}  // namespace omp2ocl

using namespace omp2ocl;

extern "C" int omp2ocl_opencl_active(omp2ocl_program *prog) {
  int m = rt().mode.load(std::memory_order_acquire);
  if (m != kUndecided) return m == kOpenCL;
  Runtime &r = rt();
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  if (r.mode.load() == kUndecided) decide(prog);
  return r.mode.load() == kOpenCL;
}

extern "C" double omp2ocl_decision_seconds(void) {
  return rt().decision_seconds;
}

std::string omp2ocl::testing::device_name() {
  std::lock_guard<std::recursive_mutex> lock(rt().mu);
  return rt().device_name;
}
