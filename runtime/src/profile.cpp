// profile.cpp - OMP2OCL_PROFILE=1: kernel times from event profiling and a
// report on stderr at exit.
#include "internal.h"

#include <cstdio>
#include <cstdlib>

namespace omp2ocl {
namespace {

bool early_registered = false;
bool reported = false;

void report() {
  Runtime &r = rt();
  if (reported) return;
  reported = true;

  std::vector<omp2ocl_kernel *> ks;
  for (ProgramState *ps : r.programs)
    for (omp2ocl_kernel *k : ps->kernels)
      if (k && k->launches) {
        harvest_events(k, true);
        ks.push_back(k);
      }
  if (!ks.empty()) {
    std::fprintf(stderr, "omp2ocl profile: %-40s %9s %12s %14s %14s\n",
                 "kernel", "launches", "time_ms", "h2d_bytes", "d2h_bytes");
    for (omp2ocl_kernel *k : ks) {
      std::string name = std::string(k->prog->unit) + ":" + k->name;
      std::fprintf(stderr, "omp2ocl profile: %-40s %9llu %12.3f %14llu %14llu\n",
                   name.c_str(), static_cast<unsigned long long>(k->launches),
                   k->time_ns / 1e6,
                   static_cast<unsigned long long>(k->h2d_bytes),
                   static_cast<unsigned long long>(k->d2h_bytes));
    }
  }
  // Dynamic index reordering: how often variants ran and what the copies
  // cost (permutes both ways; the permute time is not in the kernel rows).
  if (r.counters.variant_launches || r.counters.permutes) {
    for (omp2ocl_kernel *k : ks)
      if (k->variant_launches || k->permutes)
        std::fprintf(stderr,
                     "omp2ocl profile: %s:%s ran %llu of %llu launches as its "
                     "reordered variant, %llu permutes of %llu bytes\n",
                     k->prog->unit, k->name.c_str(),
                     static_cast<unsigned long long>(k->variant_launches),
                     static_cast<unsigned long long>(k->launches),
                     static_cast<unsigned long long>(k->permutes),
                     static_cast<unsigned long long>(k->permute_bytes));
    std::fprintf(stderr,
                 "omp2ocl profile: dynamic layout: variant_launches=%llu "
                 "permutes=%llu permute_bytes=%llu copies_reused=%llu\n",
                 static_cast<unsigned long long>(r.counters.variant_launches),
                 static_cast<unsigned long long>(r.counters.permutes),
                 static_cast<unsigned long long>(r.counters.permute_bytes),
                 static_cast<unsigned long long>(r.counters.copy_reuses));
  }
  if (r.mode.load() == kOpenCL || r.fell_back)
    std::fprintf(stderr,
                 "omp2ocl profile: setup: device %.1f ms, programs %.1f ms "
                 "(%llu from the cache, %llu compiled)\n",
                 r.device_seconds * 1e3, r.build_seconds * 1e3,
                 static_cast<unsigned long long>(r.counters.cache_hits),
                 static_cast<unsigned long long>(r.counters.builds_from_source));
  if (!r.decided_by.empty())
    std::fprintf(stderr, "omp2ocl profile: decision: %.2f us by %s\n",
                 r.decision_seconds * 1e6, r.decided_by.c_str());
  bool opencl = r.mode.load() == kOpenCL;
  std::string dev = opencl ? r.device_name : "host";
  for (char &c : dev)
    if (c == ' ') c = '_';
  if (dev.empty()) dev = "unknown";
  std::fprintf(stderr,
               "omp2ocl-profile: device=%s choice=%s kernels=%llu "
               "h2d_bytes=%llu d2h_bytes=%llu\n",
               dev.c_str(), opencl ? "opencl" : "openmp",
               static_cast<unsigned long long>(r.counters.launches),
               static_cast<unsigned long long>(r.counters.h2d_bytes),
               static_cast<unsigned long long>(r.counters.d2h_bytes));
  std::fflush(stderr);
}

// Drains the queue (an OpenCL implementation may still be compiling or
// running in its own threads) and prints the report when asked for.
void at_exit() {
  Runtime &r = rt();
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  if (r.queue) clFinish(r.queue);
  if (r.profiling || env_flag("OMP2OCL_PROFILE")) report();
}

}  // namespace

// At program start (and at the decision, if the variable was set later), so
// that the report also appears when no runtime function runs at all.
void profile_register_early() {
  if (early_registered || !env_flag("OMP2OCL_PROFILE")) return;
  early_registered = true;
  std::atexit(at_exit);
}

// Exit handlers run in reverse order of registration. OpenCL implementations
// initialise parts of themselves lazily (PoCL loads LLVM at the first build
// and compiles at the first launch), registering their own exit-time
// destructors; the runtime registers its handler again after each such step
// so that it runs before them, while the implementation is still whole.
void register_exit_handler() { std::atexit(at_exit); }

// Adds the times of finished profiling events to k (all of them, waiting,
// when `wait`). Keeps the list short without waiting on every launch.
void harvest_events(omp2ocl_kernel *k, bool wait) {
  if (k->events.empty()) return;
  if (!wait && k->events.size() >= 1024) wait = true;
  size_t done = 0;
  for (; done < k->events.size(); done++) {
    cl_event ev = k->events[done];
    if (wait) {
      clWaitForEvents(1, &ev);
    } else {
      cl_int status = CL_QUEUED;
      if (clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status,
                         &status, nullptr) != CL_SUCCESS)
        status = CL_COMPLETE;  // unreadable: count it as done
      if (status > CL_COMPLETE) break;  // still queued/submitted/running
    }
    cl_ulong t0 = 0, t1 = 0;
    if (clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof t0,
                                &t0, nullptr) == CL_SUCCESS &&
        clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof t1, &t1,
                                nullptr) == CL_SUCCESS &&
        t1 > t0)
      k->time_ns += t1 - t0;
    clReleaseEvent(ev);
  }
  k->events.erase(k->events.begin(), k->events.begin() + done);
}

}  // namespace omp2ocl
