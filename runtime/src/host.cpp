// host.cpp - host accesses announced by generated code, the device barrier,
// and the fallback to the OpenMP version.
#include "internal.h"

#include <cstdio>

volatile int omp2ocl_rt_tracking = 0;

namespace omp2ocl {
namespace {

// Called with rt().mu held. [lo, hi) is the accessed range.
bool host_touch(Buffer *b, std::uintptr_t lo, std::uintptr_t hi, int flags) {
  bool writes = flags & (OMP2OCL_WRITE | OMP2OCL_WRITE_ALL);
  if (!(flags & (OMP2OCL_READ | OMP2OCL_WRITE | OMP2OCL_WRITE_ALL)))
    return true;
  bool overwrites_all = (flags & OMP2OCL_WRITE_ALL) &&
                        !(flags & OMP2OCL_READ) && lo <= b->lo && b->hi <= hi;
  if (!b->host_valid) {
    if (overwrites_all) {
      b->host_valid = true;  // every byte is about to be replaced
      state_changed();
    } else if (!download(b)) {
      return false;
    }
  }
  if (writes && b->device_valid) {
    b->device_valid = false;
    state_changed();
  }
  return true;
}

// Host accesses this thread announced that needed nothing further: the
// range (a whole buffer for a pointer into one, else the exact query), the
// flags, and the epoch at which that was so.
struct Memo {
  std::uintptr_t lo = 0, hi = 0;
  size_t bytes = 0;
  bool exact = false;
  int flags = 0;
  unsigned long epoch = ~0UL;
};
constexpr unsigned kMemos = 8;
thread_local Memo memos[kMemos];
thread_local unsigned next_memo = 0;

bool remembered(std::uintptr_t p, size_t bytes, int flags, unsigned long epoch) {
  for (const Memo &m : memos)
    if (m.epoch == epoch && (flags & ~m.flags) == 0 &&
        (m.exact ? (m.lo == p && m.bytes == bytes)
                 : (bytes == 0 && m.lo <= p && p < m.hi)))
      return true;
  return false;
}

void remember(std::uintptr_t lo, std::uintptr_t hi, size_t bytes, bool exact, int flags) {
  Memo &m = memos[next_memo++ % kMemos];
  m = Memo{lo, hi, bytes, exact, flags, state_epoch.load(std::memory_order_acquire)};
}

}  // namespace
}  // namespace omp2ocl

using namespace omp2ocl;

extern "C" void omp2ocl_host_access_slow(const void *host, size_t bytes,
                                         int flags) {
  Runtime &r = rt();
  auto lo = reinterpret_cast<std::uintptr_t>(host);
  // Repeats (the same pointer, or another into the same buffer) need
  // nothing while no state changed: no lock.
  if (remembered(lo, bytes, flags, state_epoch.load(std::memory_order_acquire)))
    return;
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  if (r.mode.load() != kOpenCL || r.buffers.empty()) return;
  auto hi = lo + (bytes ? bytes : 1);
  // Buffers are disjoint and sorted: start at the last one beginning at or
  // before lo, walk while they begin before hi.
  auto it = r.buffers.upper_bound(lo);
  if (it != r.buffers.begin()) --it;
  std::vector<Buffer *> hit;
  for (; it != r.buffers.end() && it->second->lo < hi; ++it)
    if (it->second->hi > lo) hit.push_back(it->second);
  if (bytes == 0) {  // the whole object `host` points into
    bool contained = false;
    for (Buffer *b : hit) contained |= b->lo <= lo && lo < b->hi;
    if (!contained) {
      // No device range holds the pointer itself, but kernels may have used
      // a part of the object beyond it (a loop from index 1): the object's
      // extent is unknown, so every range above the pointer counts.
      hit.clear();
      for (auto a = r.buffers.lower_bound(lo); a != r.buffers.end(); ++a)
        hit.push_back(a->second);
    }
    for (Buffer *b : hit)
      if (!host_touch(b, b->lo, b->hi, flags)) return;
    if (contained && hit.size() == 1)
      remember(hit[0]->lo, hit[0]->hi, 0, false, flags);
    else
      remember(lo, lo + 1, 0, true, flags);
    return;
  }
  for (Buffer *b : hit)
    if (!host_touch(b, lo, hi, flags)) return;  // a fault released them all
  remember(lo, hi, bytes, true, flags);
}

extern "C" void omp2ocl_host_access_all_slow(int flags) {
  Runtime &r = rt();
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  if (r.mode.load() != kOpenCL) return;
  std::vector<Buffer *> all;
  for (auto &e : r.buffers) all.push_back(e.second);
  for (Buffer *b : all)
    if (!host_touch(b, b->lo, b->hi, flags & ~OMP2OCL_WRITE_ALL)) return;
}

extern "C" void omp2ocl_device_barrier(void) {
  Runtime &r = rt();
  if (r.mode.load(std::memory_order_acquire) != kOpenCL) return;
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  if (r.mode.load() != kOpenCL || !r.queue) return;
  cl_int err = clFinish(r.queue);
  if (err != CL_SUCCESS) fault("waiting for the device", err);
}

extern "C" void omp2ocl_fallback(const char *why) {
  Runtime &r = rt();
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  if (r.fell_back) return;
  r.fell_back = true;
  r.counters.fallbacks++;
  std::fprintf(stderr, "omp2ocl: warning: %s; running the OpenMP version\n",
               why && *why ? why : "OpenCL fault");
  if (r.queue) {
    clFinish(r.queue);
    sync_all_to_host();
  }
  close_device();
  r.mode.store(kOpenMP, std::memory_order_release);
  update_tracking();
}
