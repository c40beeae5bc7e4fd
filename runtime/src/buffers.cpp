// buffers.cpp - the buffer table: device copies of host address ranges with
// a validity flag per side. All functions here run with rt().mu held.
#include <cstdlib>
#include "internal.h"

#include <algorithm>
#include <cstdio>

namespace omp2ocl {

Buffer *find_containing(std::uintptr_t lo, std::uintptr_t hi) {
  auto &t = rt().buffers;
  auto it = t.upper_bound(lo);
  if (it == t.begin()) return nullptr;
  --it;
  Buffer *b = it->second;
  return (b->lo <= lo && hi <= b->hi) ? b : nullptr;
}

void trace_transfer(const char *dir, std::uintptr_t lo, std::uintptr_t hi,
                    const Buffer *b, const std::string &why) {
  std::fprintf(stderr,
               "omp2ocl trace: %s %zu bytes at %p (buffer %p, %zu bytes) for %s\n",
               dir, static_cast<size_t>(hi - lo), reinterpret_cast<void *>(lo),
               reinterpret_cast<void *>(b->lo), static_cast<size_t>(b->hi - b->lo),
               why.c_str());
}

bool upload(Buffer *b, std::uintptr_t lo, std::uintptr_t hi,
            omp2ocl_kernel *k) {
  Runtime &r = rt();
  if (hi <= lo) return true;
  if (r.tracing)
    trace_transfer("h2d", lo, hi, b,
                   k ? std::string("kernel ") + k->prog->unit + ":" + k->name
                     : std::string("a copy"));
  cl_int err = clEnqueueWriteBuffer(r.queue, b->mem, CL_TRUE, lo - b->lo,
                                    hi - lo, reinterpret_cast<void *>(lo), 0,
                                    nullptr, nullptr);
  if (err != CL_SUCCESS) {
    fault("uploading " + std::to_string(hi - lo) + " bytes", err);
    return false;
  }
  r.counters.uploads++;
  r.counters.h2d_bytes += hi - lo;
  if (k) k->h2d_bytes += hi - lo;
  b->generation++;  // permuted copies are stale
  return true;
}

void add_range(Ranges &v, std::uintptr_t lo, std::uintptr_t hi) {
  if (hi <= lo) return;
  auto it = std::lower_bound(v.begin(), v.end(), std::make_pair(lo, hi));
  it = v.insert(it, {lo, hi});
  if (it != v.begin() && std::prev(it)->second >= it->first) {
    std::prev(it)->second = std::max(std::prev(it)->second, it->second);
    it = std::prev(v.erase(it));
  }
  while (std::next(it) != v.end() && std::next(it)->first <= it->second) {
    it->second = std::max(it->second, std::next(it)->second);
    v.erase(std::next(it));
  }
}

Ranges gaps(const Ranges &v, std::uintptr_t lo, std::uintptr_t hi) {
  Ranges out;
  std::uintptr_t at = lo;
  for (const auto &r : v) {
    if (r.second <= at) continue;
    if (r.first >= hi) break;
    if (r.first > at) out.emplace_back(at, r.first);
    at = std::max(at, r.second);
    if (at >= hi) break;
  }
  if (at < hi) out.emplace_back(at, hi);
  return out;
}

namespace {

// Reads [lo, hi) of b's device copy into host memory (blocking); the
// error code, counted when it succeeds.
cl_int read_back(Buffer *b, std::uintptr_t lo, std::uintptr_t hi, const char *why) {
  Runtime &r = rt();
  if (r.tracing) trace_transfer("d2h", lo, hi, b, why);
  cl_int err = r.queue ? clEnqueueReadBuffer(r.queue, b->mem, CL_TRUE, lo - b->lo,
                                             hi - lo, reinterpret_cast<void *>(lo),
                                             0, nullptr, nullptr)
                       : CL_INVALID_COMMAND_QUEUE;
  if (err == CL_SUCCESS) {
    r.counters.downloads++;
    r.counters.d2h_bytes += hi - lo;
  }
  return err;
}

// Reads the ranges `parts` of b's device copy (blocking); a fault on an
// error.
bool read_parts(Buffer *b, const Ranges &parts, const char *why) {
  for (auto &g : parts) {
    cl_int err = read_back(b, g.first, g.second, why);
    if (err != CL_SUCCESS) {
      fault("downloading " + std::to_string(g.second - g.first) + " bytes", err);
      return false;
    }
  }
  return true;
}

// More partly current ranges than this and the whole host copy is brought
// up to date (the lists are searched and grown linearly).
constexpr size_t kMaxFreshRanges = 64;
constexpr unsigned kMaxPartialDownloads = 16;

// b->fresh now covers what it covers: the whole buffer makes the host copy
// current; too many ranges are replaced by one download of the rest.
bool settle_fresh(Buffer *b, const char *why) {
  if (b->fresh.size() == 1 && b->fresh[0].first <= b->lo && b->fresh[0].second >= b->hi) {
    b->fresh.clear();
    b->host_valid = true;
    return true;
  }
  if (b->fresh.size() > kMaxFreshRanges) return download(b, why);
  return true;
}

}  // namespace

// Brings the whole host copy of b up to date (blocking): every byte `fresh`
// does not cover (those are current on the device: `stale` lies inside it).
bool download(Buffer *b, const char *why) {
  if (b->host_valid) return true;
  if (!read_parts(b, gaps(b->fresh, b->lo, b->hi), why)) return false;
  b->fresh.clear();
  b->host_valid = true;
  state_changed();
  return true;
}

bool download_range(Buffer *b, std::uintptr_t lo, std::uintptr_t hi, const char *why) {
  if (b->host_valid) return true;
  lo = std::max(lo, b->lo);
  hi = std::min(hi, b->hi);
  if (hi <= lo) return true;
  Ranges missing = gaps(b->fresh, lo, hi);
  if (missing.empty()) return true;
  if (++b->partial_downloads > kMaxPartialDownloads) return download(b, why);
  if (!read_parts(b, missing, why)) return false;
  add_range(b->fresh, lo, hi);
  state_changed();
  return settle_fresh(b, why);
}

bool mark_fresh(Buffer *b, std::uintptr_t lo, std::uintptr_t hi) {
  if (b->host_valid) return true;
  lo = std::max(lo, b->lo);
  hi = std::min(hi, b->hi);
  if (hi <= lo || gaps(b->fresh, lo, hi).empty()) return true;
  add_range(b->fresh, lo, hi);
  state_changed();
  return settle_fresh(b, "a host write");
}

// Used on faults: must not call fault() itself (that would recurse into the
// fallback), so errors are reported directly.
bool sync_all_to_host() {
  Runtime &r = rt();
  bool ok = true;
  for (auto &e : r.buffers) {
    Buffer *b = e.second;
    if (b->host_valid) continue;
    bool done = true;
    for (auto &g : gaps(b->fresh, b->lo, b->hi)) {
      cl_int err = read_back(b, g.first, g.second, "the end of the device's use");
      if (err != CL_SUCCESS) {
        std::fprintf(stderr,
                     "omp2ocl: error: could not copy %zu bytes at %p back from "
                     "the device (%s); host data is stale\n",
                     static_cast<size_t>(g.second - g.first),
                     reinterpret_cast<void *>(g.first), cl_error_name(err));
        ok = done = false;
      }
    }
    if (done) {
      b->fresh.clear();
      b->host_valid = true;
    }
  }
  state_changed();
  return ok;
}

void release_buffers() {
  Runtime &r = rt();
  for (auto &e : r.buffers) {
    if (e.second->mem) clReleaseMemObject(e.second->mem);
    delete e.second;
  }
  r.buffers.clear();
  update_tracking();
}

std::atomic<unsigned long> state_epoch{0};

void update_tracking() {
  state_changed();
  Runtime &r = rt();
  omp2ocl_rt_tracking = (r.mode.load() == kOpenCL && !r.buffers.empty()) ? 1 : 0;
}

// The buffer containing [lo, hi), creating it, or merging every buffer the
// range overlaps into one covering the union. NULL after a fault. `k` is
// the launch that asks (whose profile row the merge's uploads go to).
//
// A merge keeps the device's data on the device: the old buffers' device
// copies are copied into the union buffer there, and only the bytes the
// device never had (between old buffers, or in old buffers valid only on
// the host) go up. Kernels of one program often register neighbouring
// ranges of the same array a few elements apart (NAS MG's grid levels:
// resid, comm3 and rprj3 each compute their own extent of `r + ir[k]`);
// each merge used to bring every old buffer back to the host and the whole
// union up again at the next launch.
Buffer *ensure_buffer(std::uintptr_t lo, std::uintptr_t hi, omp2ocl_kernel *k) {
  Runtime &r = rt();
  if (Buffer *b = find_containing(lo, hi)) return b;

  // Every buffer overlapping [lo, hi), in address order (they are disjoint).
  std::vector<Buffer *> old;
  auto it = r.buffers.upper_bound(lo);
  if (it != r.buffers.begin()) {
    auto prev = std::prev(it);
    if (prev->second->hi > lo) old.push_back(prev->second);
  }
  for (; it != r.buffers.end() && it->second->lo < hi; ++it)
    old.push_back(it->second);

  std::uintptr_t ulo = lo, uhi = hi;
  bool any_on_device = false, all_on_host = true;
  for (Buffer *b : old) {
    if (b->lo < ulo) ulo = b->lo;
    if (b->hi > uhi) uhi = b->hi;
    any_on_device |= b->device_valid || !b->stale.empty();
    all_on_host &= b->host_valid;
  }

  cl_int err = CL_SUCCESS;
  cl_mem mem = clCreateBuffer(r.ctx, CL_MEM_READ_WRITE, uhi - ulo, nullptr,
                              &err);
  if (!mem || err != CL_SUCCESS) {
    fault("allocating a device buffer of " + std::to_string(uhi - ulo) +
              " bytes",
          err);
    return nullptr;
  }
  Buffer *nb = new Buffer;
  nb->lo = ulo;
  nb->hi = uhi;
  nb->mem = mem;
  nb->host_valid = true;
  nb->device_valid = false;
  // The union becomes valid on the device: old device copies by a copy on
  // the device (and the ranges the host wrote since, uploaded), everything
  // else (valid on the host: untracked bytes between the old buffers, old
  // buffers the device never had) uploaded.
  auto assemble_on_device = [&] {
    std::uintptr_t at = ulo;
    for (Buffer *b : old) {
      if (b->lo > at && !upload(nb, at, b->lo, k)) return false;
      if (!b->device_valid && b->stale.empty()) {
        if (!upload(nb, b->lo, b->hi, k)) return false;
      } else {
        if (r.tracing) trace_transfer("d2d", b->lo, b->hi, nb, "a merge of overlapping ranges");
        err = clEnqueueCopyBuffer(r.queue, b->mem, mem, 0, b->lo - ulo,
                                  b->hi - b->lo, 0, nullptr, nullptr);
        if (err != CL_SUCCESS) {
          fault("copying " + std::to_string(b->hi - b->lo) + " bytes on the device", err);
          return false;
        }
        r.counters.d2d_bytes += b->hi - b->lo;
        if (!b->device_valid)
          for (auto &st : b->stale)
            if (!upload(nb, st.first, st.second, k)) return false;
      }
      at = b->hi;
    }
    return at >= uhi || upload(nb, at, uhi, k);
  };
  if (any_on_device) {
    if (!assemble_on_device()) {  // fault() has synced the old buffers and fallen back
      clReleaseMemObject(mem);
      delete nb;
      return nullptr;
    }
    nb->device_valid = true;
    nb->host_valid = all_on_host;
    if (!all_on_host) {
      // Current on the host: the old buffers that were, the parts of the
      // others that were, and the bytes between them (uploaded above).
      std::uintptr_t at = ulo;
      for (Buffer *b : old) {
        add_range(nb->fresh, at, b->lo);
        if (b->host_valid)
          add_range(nb->fresh, b->lo, b->hi);
        else
          for (auto &f : b->fresh) add_range(nb->fresh, f.first, f.second);
        at = b->hi;
      }
      add_range(nb->fresh, at, uhi);
    }
  }
  for (Buffer *b : old) {
    r.buffers.erase(b->lo);
    clReleaseMemObject(b->mem);  // after the copies above, in queue order
    delete b;
  }
  r.buffers[ulo] = nb;
  update_tracking();
  return nb;
}

namespace testing {

Counters counters() {
  std::lock_guard<std::recursive_mutex> lock(rt().mu);
  return rt().counters;
}

size_t buffer_count() {
  std::lock_guard<std::recursive_mutex> lock(rt().mu);
  return rt().buffers.size();
}

bool buffer_state(const void *host, bool *host_valid, bool *device_valid,
                  size_t *size) {
  std::lock_guard<std::recursive_mutex> lock(rt().mu);
  auto p = reinterpret_cast<std::uintptr_t>(host);
  Buffer *b = find_containing(p, p + 1);
  if (!b) return false;
  if (host_valid) *host_valid = b->host_valid;
  if (device_valid) *device_valid = b->device_valid;
  if (size) *size = b->hi - b->lo;
  return true;
}

}  // namespace testing
}  // namespace omp2ocl

using namespace omp2ocl;

extern "C" int omp2ocl_arg_mem(omp2ocl_kernel *k, unsigned arg, void *host,
                               size_t bytes, int flags) {
  Runtime &r = rt();
  if (!k) return 0;
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  if (r.mode.load() != kOpenCL || !k->kernel) return 0;
  MemArg &m = k->mem_args[arg];
  m.host = host;
  m.bytes = bytes;
  m.flags = flags;
  if (bytes == 0 || !host) {
    m.bytes = 0;
    return 1;
  }
  // Create or merge now so that allocation faults surface here; the upload
  // and the kernel arguments are settled at launch (a later argument of the
  // same launch may still merge this buffer into a larger one).
  auto lo = reinterpret_cast<std::uintptr_t>(host);
  // A range the translator computed from loop bounds may reach past the
  // object (bounds are over-approximations: a loop variable's range when a
  // condition or a step keeps the index short of it). C keeps every access
  // through a pointer inside the object it points into, so the part past
  // the allocation block holding the start is never touched: copying it
  // would read, and on the way back write, memory that is not the array's.
  // (Not for whole blocks: one may start in the block below the pointer's.)
  if (flags & OMP2OCL_IN_BLOCK) {
    std::uintptr_t end = block_end_of(lo);
    if (end && lo + bytes > end) m.bytes = bytes = end - lo;
  }
  return ensure_buffer(lo, lo + bytes, k) != nullptr;
}

namespace omp2ocl {
// A block the program frees: its device data is never read again. Buffers
// inside it go without coming home; one reaching past it (merged with a
// neighbour) keeps the neighbour's data, so it comes home first.
void discard_buffers(std::uintptr_t lo, std::uintptr_t hi) {
  Runtime &r = rt();
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  if (r.mode.load() != kOpenCL) return;
  auto &t = r.buffers;
  auto it = t.upper_bound(lo);
  if (it != t.begin() && std::prev(it)->second->hi > lo) --it;
  bool changed = false;
  while (it != t.end() && it->second->lo < hi) {
    Buffer *b = it->second;
    if ((b->lo < lo || b->hi > hi) && !download(b, "free() of a block sharing its buffer"))
      return;
    it = t.erase(it);
    clReleaseMemObject(b->mem);
    delete b;
    changed = true;
  }
  if (changed) update_tracking();
}
}  // namespace omp2ocl

extern "C" void omp2ocl_discard_at_exit(struct omp2ocl_scope_object *o) {
  if (!o->host || o->bytes == 0) return;
  auto lo = reinterpret_cast<std::uintptr_t>(o->host);
  forget_block(o->host);
  omp2ocl::discard_buffers(lo, lo + o->bytes);
}

extern "C" void omp2ocl_forget(const void *host) {
  forget_block(host);  // a block handed back is no longer the program's
  Runtime &r = rt();
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  if (r.mode.load() != kOpenCL) return;
  auto p = reinterpret_cast<std::uintptr_t>(host);
  Buffer *b = find_containing(p, p + 1);
  if (!b) return;
  if (!download(b, "omp2ocl_forget (a block handed back)")) return;
  r.buffers.erase(b->lo);
  clReleaseMemObject(b->mem);
  delete b;
  update_tracking();
}
