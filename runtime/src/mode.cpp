// mode.cpp - the run's mode (openmp or opencl), decided once per process.
#include "internal.h"

#include "mlmodel/tree.h"

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

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

// The model named by OMP2OCL_MODEL, loaded once. Null (with a warning) when
// it cannot be used; the embedded model or the default rule then decides.
const mlmodel::Tree *env_model(std::vector<int> *index_of_feature) {
  const char *path = std::getenv("OMP2OCL_MODEL");
  if (!path || !*path) return nullptr;
  // Declared after the early return: the first pass over a static with a
  // destructor takes a guard and registers the destructor, libstdc++ calls
  // bound lazily, microseconds of a decision by the embedded model.
  static bool tried = false;
  static std::unique_ptr<mlmodel::Tree> model;
  static std::vector<int> index;
  if (!tried) {
    tried = true;
    try {
      auto t = std::make_unique<mlmodel::Tree>(mlmodel::loadModel(path));
      for (const mlmodel::Attribute &a : t->Features) {
        int found = -1;
        for (int i = 0; i < OMP2OCL_NUM_FEATURES; i++)
          if (a.Name == omp2ocl_feature_names[i]) found = i;
        if (found < 0)
          throw std::runtime_error("it uses the feature '" + a.Name +
                                   "', which omp2ocl does not compute");
        index.push_back(found);
      }
      bool classes_ok = false;
      for (const std::string &v : t->Class.Values) classes_ok |= v == "opencl";
      if (!classes_ok)
        throw std::runtime_error("its classes do not include 'opencl'");
      model = std::move(t);
    } catch (const std::exception &e) {
      std::fprintf(stderr,
                   "omp2ocl: warning: OMP2OCL_MODEL=%s not used: %s\n", path,
                   e.what());
    }
  }
  *index_of_feature = index;
  return model.get();
}

std::string device_name_of(const DeviceChoice &c) {
  char name[256] = {0};
  if (!c.device || clGetDeviceInfo(c.device, CL_DEVICE_NAME, sizeof name - 1,
                                   name, nullptr) != CL_SUCCESS)
    return "";
  std::string s = name;
  for (char &ch : s)
    if (ch == '"' || ch == '\\') ch = '_';
  return s;
}

void write_features(const char *unit, const double *f, bool opencl,
                    const std::string &device) {
  const char *path = std::getenv("OMP2OCL_FEATURES_OUT");
  if (!path || !*path) return;
  FILE *out = std::fopen(path, "a");
  if (!out) {
    std::fprintf(stderr, "omp2ocl: warning: cannot append to %s\n", path);
    return;
  }
  std::string line = "{\"unit\":\"" + std::string(unit ? unit : "") +
                     "\",\"device\":\"" + device + "\",\"features\":{";
  for (int i = 0; i < OMP2OCL_NUM_FEATURES; i++) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.9g", std::isfinite(f[i]) ? f[i] : 0.0);
    line += std::string(i ? "," : "") + "\"" + omp2ocl_feature_names[i] +
            "\":" + buf;
  }
  line += std::string("},\"choice\":\"") + (opencl ? "opencl" : "openmp") +
          "\"}\n";
  std::fputs(line.c_str(), out);
  std::fclose(out);
}

// Called with rt().mu held and the mode undecided.
void decide(omp2ocl_program *prog, int site, double work_items,
            const double *symbols) {
  Runtime &r = rt();
  // The runtime's own switches are read before the clock starts: they are
  // set-up, not part of choosing the device.
  r.profiling = env_flag("OMP2OCL_PROFILE");
  r.tracing = env_flag("OMP2OCL_TRACE");
  if (r.profiling) profile_register_early();
  auto t0 = std::chrono::steady_clock::now();
  auto stop_clock = [&] { r.decision_seconds = seconds_since(t0); };

  const char *env = std::getenv("OMP2OCL_DEVICE");
  // C strings, not std::string: its members live in libstdc++.so, and the
  // first call of each binds a symbol lazily, a few microseconds of a
  // decision that should take fewer than ten.
  const char *want = env ? env : "";
  if (*want && std::strcmp(want, "opencl") != 0 && std::strcmp(want, "auto") != 0 &&
      std::strcmp(want, "openmp") != 0) {
    std::fprintf(stderr,
                 "omp2ocl: warning: unknown OMP2OCL_DEVICE value '%s', "
                 "using auto\n",
                 want);
    want = "auto";
  }

  // The features, instantiated with this run's values.
  double f[OMP2OCL_NUM_FEATURES];
  bool have_features = prog && prog->features;
  if (have_features) {
    std::vector<double> nan_symbols;
    if (!symbols) {
      nan_symbols.assign(prog->num_symbols > 0 ? prog->num_symbols : 1, NAN);
      symbols = nan_symbols.data();
    }
    prog->features(f, site, work_items, symbols);
  }

  DeviceChoice choice;
  std::string why;
  // Finding the device (loading the OpenCL implementations) is start-up
  // cost, reported with opening it; it is in the decision's cost only for
  // the default rule, which needs the device's type.
  auto find = [&] {
    auto t = std::chrono::steady_clock::now();
    bool ok = find_device(&choice, &why);
    r.device_seconds += seconds_since(t);
    return ok;
  };
  bool use_opencl = false;
  bool found = false;
  if (std::strcmp(want, "openmp") == 0) {
    stop_clock();
    r.decided_by = "OMP2OCL_DEVICE=openmp";
  } else if (std::strcmp(want, "opencl") == 0) {
    stop_clock();
    r.decided_by = "OMP2OCL_DEVICE=opencl";
    found = find();
    use_opencl = true;
  } else {
    std::vector<int> index;
    const mlmodel::Tree *m = have_features ? env_model(&index) : nullptr;
    if (m) {
      std::vector<double> x;
      for (int i : index) x.push_back(f[i]);
      int c = mlmodel::predict(*m, x);
      use_opencl = c >= 0 && m->Class.Values[c] == "opencl";
      stop_clock();
      r.decided_by = std::string("OMP2OCL_MODEL=") + std::getenv("OMP2OCL_MODEL");
    } else if (have_features && prog->predict) {
      use_opencl = prog->predict(f) != 0;
      stop_clock();
      r.decided_by = std::string("embedded model (") +
                     (prog->model_name ? prog->model_name : "?") + ")";
    } else {
      // Default rule without a model: OpenCL when the selected device is a GPU.
      found = find();
      use_opencl = found && choice.type == CL_DEVICE_TYPE_GPU;
      stop_clock();
      r.decided_by = "default rule (OpenCL iff the device is a GPU)";
    }
    if (use_opencl && !found) found = find();
  }
  if (have_features)
    write_features(prog->unit, f, use_opencl, found ? device_name_of(choice) : "");
  // omp2ocl-train's `refeature`: the features of a run without running it
  // (after a translator change, the timings of a training table stay valid
  // while its features do not).
  if (env_flag("OMP2OCL_FEATURES_ONLY")) {
    std::fflush(nullptr);
    std::_Exit(have_features ? 0 : 3);
  }

  if (!use_opencl) {
    r.mode.store(kOpenMP);
    return;
  }
  auto t_open = std::chrono::steady_clock::now();
  bool opened = found && open_device(choice, &why);
  r.device_seconds += seconds_since(t_open);
  if (!opened) {
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
  r.device_seconds = r.build_seconds = 0.0;
  r.decided_by.clear();
  r.profiling = false;
  r.tracing = false;
  r.mode.store(kUndecided);
  forget_layout_model();
  update_tracking();
}

}  // namespace testing
}  // namespace omp2ocl

using namespace omp2ocl;

const char *const omp2ocl_feature_names[OMP2OCL_NUM_FEATURES] = {
    OMP2OCL_FEATURE_NAMES};

namespace {
// Open host-only statements (omp2ocl_host_only_begin) of all threads.
std::atomic<int> host_only_depth{0};
}  // namespace

extern "C" int omp2ocl_opencl_active(omp2ocl_program *prog) {
  int m = rt().mode.load(std::memory_order_acquire);
  if (m != kUndecided)
    return m == kOpenCL && host_only_depth.load(std::memory_order_acquire) == 0;
  Runtime &r = rt();
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  if (r.mode.load() == kUndecided) decide(prog, -1, NAN, nullptr);
  return r.mode.load() == kOpenCL && host_only_depth.load() == 0;
}

extern "C" void omp2ocl_host_only_begin(void) {
  // Counted before the buffers come home: a launch of another thread in
  // between would otherwise make a device copy newer again.
  host_only_depth.fetch_add(1, std::memory_order_acq_rel);
  omp2ocl_host_access_all(OMP2OCL_READ | OMP2OCL_WRITE);
}

extern "C" void omp2ocl_host_only_end(void) {
  host_only_depth.fetch_sub(1, std::memory_order_acq_rel);
}

namespace {
constexpr int kHostOnlyToken = 0x486f6e6c;  // "Honl"
}  // namespace

extern "C" int omp2ocl_host_only_enter(void) {
  omp2ocl_host_only_begin();
  return kHostOnlyToken;
}

extern "C" void omp2ocl_host_only_leave(int *token) {
  if (token && *token == kHostOnlyToken) {
    *token = 0;
    omp2ocl_host_only_end();
  }
}

extern "C" int omp2ocl_undecided(void) {
  return rt().mode.load(std::memory_order_acquire) == kUndecided;
}

extern "C" void omp2ocl_decide_at(omp2ocl_program *prog, int site,
                                  double work_items, const double *symbols) {
  if (!omp2ocl_undecided()) return;
  Runtime &r = rt();
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  if (r.mode.load() == kUndecided) decide(prog, site, work_items, symbols);
}

extern "C" double omp2ocl_dp_weight(void) {
  // Read once; a plain atomic rather than a function-local static, whose
  // guard is a libstdc++ call bound lazily at its first use.
  static std::atomic<double> cached{0.0};
  double w = cached.load(std::memory_order_relaxed);
  if (w > 0) return w;
  const char *v = std::getenv("OMP2OCL_DP_WEIGHT");
  char *end = nullptr;
  double x = v ? std::strtod(v, &end) : 0.0;
  w = v && end != v && x > 0 ? x : 4.0;
  cached.store(w, std::memory_order_relaxed);
  return w;
}

// The site_dims-th root without libm: the decision runs once per process,
// and the first call of a libm function (lazy symbol binding) cost more
// than the whole features computation.
extern "C" double omp2ocl_unknown_extent(double site_work_items, int site_dims) {
  if (!(site_work_items >= 1.0) || site_dims < 1)
    return 16.0;
  double x = site_work_items;
  if (site_dims == 1)
    return x;
  double y = std::sqrt(x);  // an instruction, not a libm call, for x >= 0
  if (site_dims == 2)
    return y;
  // Newton's method for y^d = x from above (sqrt(x) >= the root, d >= 3):
  // monotone, a few dozen steps for any work-item count (y^d stays finite
  // for x up to about 1e200).
  for (int i = 0; i < 200; i++) {
    double p = 1.0;
    for (int k = 1; k < site_dims; k++) p *= y;  // y^(d-1)
    double next = y - (p * y - x) / (site_dims * p);
    if (!(next < y)) break;
    y = next;
  }
  return y;
}

extern "C" double omp2ocl_decision_seconds(void) {
  return rt().decision_seconds;
}

std::string omp2ocl::testing::device_name() {
  std::lock_guard<std::recursive_mutex> lock(rt().mu);
  return rt().device_name;
}
