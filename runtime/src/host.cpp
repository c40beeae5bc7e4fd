// host.cpp - host accesses announced by generated code, the device barrier,
// and the fallback to the OpenMP version.
#include "internal.h"

#include <algorithm>
#include <cstdio>
#include <link.h>

volatile int omp2ocl_rt_tracking = 0;
volatile long omp2ocl_rt_launch_count = 0;
__thread int omp2ocl_tl_depth = 0;
__thread int omp2ocl_tl_boundaries = 0;
__thread int omp2ocl_tl_overflow = 0;
__thread int omp2ocl_tl_boundary[OMP2OCL_BOUNDARIES];
__thread const void *omp2ocl_tl_fn[OMP2OCL_FN_CACHE];
__thread signed char omp2ocl_tl_fn_translated[OMP2OCL_FN_CACHE];

namespace omp2ocl {
namespace {

// Adds [lo, hi) to b's stale ranges; a whole write (!part), or more than a
// few ranges, leave the whole device copy stale, and the host copy must
// then be current everywhere.
constexpr size_t kMaxStaleRanges = 16;
bool add_stale_range(Buffer *b, bool part, std::uintptr_t lo, std::uintptr_t hi) {
  if (part) {
    add_range(b->stale, lo, hi);
    if (b->stale.size() <= kMaxStaleRanges) return true;
  }
  if (!download(b, "a host write")) return false;
  b->stale.clear();
  return true;
}

// Called with rt().mu held. [lo, hi) is the accessed range.
bool host_touch(Buffer *b, std::uintptr_t lo, std::uintptr_t hi, int flags) {
  bool writes = flags & (OMP2OCL_WRITE | OMP2OCL_WRITE_ALL);
  if (!(flags & (OMP2OCL_READ | OMP2OCL_WRITE | OMP2OCL_WRITE_ALL)))
    return true;
  // The part of the buffer accessed.
  std::uintptr_t wlo = std::max(lo, b->lo), whi = std::min(hi, b->hi);
  if (whi <= wlo) return true;
  bool part = wlo > b->lo || whi < b->hi;
  bool overwrites = (flags & OMP2OCL_WRITE_ALL) && !(flags & OMP2OCL_READ);
  if (!b->host_valid) {
    if (overwrites) {
      // Every byte is about to be replaced: current without a download.
      if (!mark_fresh(b, wlo, whi)) return false;
    } else {
      std::string why;
      if (rt().tracing) {
        char at[96];
        std::snprintf(at, sizeof at, "a host %s of %zu bytes at %p",
                      writes ? "write" : "read", static_cast<size_t>(hi - lo),
                      reinterpret_cast<void *>(lo));
        why = at;
      }
      // Only the part accessed: a host read of one element of a grid the
      // device holds moves that element.
      if (!download_range(b, wlo, whi, why.empty() ? "a host access" : why.c_str()))
        return false;
    }
  }
  if (writes) {
    // A write of part of the buffer leaves the rest of the device copy
    // current: the next launch uploads the ranges the host wrote (a source
    // element and the two ends of a grid each time step, not the grid).
    if (b->device_valid) {
      b->device_valid = false;
      b->stale.clear();
      if (!add_stale_range(b, part, wlo, whi)) return false;
      state_changed();
    } else if (!b->stale.empty()) {
      if (!add_stale_range(b, part, wlo, whi)) return false;
    }
  }
  return true;
}

// Host accesses this thread announced that needed nothing further, and the
// epoch at which that was so, with the flags and what repeats they answer:
//   Exact   the same range (lo, bytes);
//   Object  (bytes == 0) any pointer into [lo, hi) where every pointer gets
//           an answer among the buffers just touched: a static object, or
//           a buffer no static object overlaps;
//   Within  (bytes > 0) any range inside [lo, hi), a part of one buffer
//           that no access with those flags changes (see quiet_range).
enum class MemoKind { Exact, Object, Within };
struct Memo {
  std::uintptr_t lo = 0, hi = 0;
  size_t bytes = 0;
  MemoKind kind = MemoKind::Exact;
  int flags = 0;
  unsigned long epoch = ~0UL;
};
constexpr unsigned kMemos = 8;
thread_local Memo memos[kMemos];
thread_local unsigned next_memo = 0;

bool remembered(std::uintptr_t p, size_t bytes, int flags, unsigned long epoch) {
  for (const Memo &m : memos) {
    if (m.epoch != epoch || (flags & ~m.flags) != 0) continue;
    switch (m.kind) {
      case MemoKind::Exact:
        if (m.lo == p && m.bytes == bytes) return true;
        break;
      case MemoKind::Object:
        if (bytes == 0 && m.lo <= p && p < m.hi) return true;
        break;
      case MemoKind::Within:
        if (bytes != 0 && m.lo <= p && p + bytes <= m.hi) return true;
        break;
    }
  }
  return false;
}

void remember(std::uintptr_t lo, std::uintptr_t hi, size_t bytes, MemoKind kind, int flags) {
  Memo &m = memos[next_memo++ % kMemos];
  m = Memo{lo, hi, bytes, kind, flags, state_epoch.load(std::memory_order_acquire)};
}

// The range around [lo, hi) (a part of b) in which no host access with
// `flags` changes anything, in [*qlo, *qhi); false when there is none. The
// host copy must be current there (b->host_valid, or inside one `fresh`
// range); for writes, the device copy already stale (wholly, or inside one
// `stale` range: a write there only repeats what the table says). Every
// change of that bumps the epoch.
bool quiet_range(const Buffer *b, std::uintptr_t lo, std::uintptr_t hi, int flags,
                 std::uintptr_t *qlo, std::uintptr_t *qhi) {
  *qlo = b->lo;
  *qhi = b->hi;
  // Narrows [*qlo, *qhi) to the range of v holding [lo, hi), if one does.
  auto within = [&](const Ranges &v) {
    auto it = std::upper_bound(v.begin(), v.end(),
                               std::make_pair(lo, ~std::uintptr_t(0)));
    if (it == v.begin() || std::prev(it)->second < hi) return false;
    *qlo = std::max(*qlo, std::prev(it)->first);
    *qhi = std::min(*qhi, std::prev(it)->second);
    return true;
  };
  if (!b->host_valid && !within(b->fresh)) return false;
  if (!(flags & (OMP2OCL_WRITE | OMP2OCL_WRITE_ALL))) return true;
  return !b->device_valid && (b->stale.empty() || within(b->stale));
}

// The same for an answer that depended on the static objects registered at
// `version` (read before they were looked at): remembered under the current
// epoch only if no static object was registered since. The epoch is read
// first: a registration after the version check bumps the epoch after
// that read, and the memo is void.
void remember_static(unsigned long version, std::uintptr_t lo, std::uintptr_t hi,
                     bool exact, int flags) {
  unsigned long epoch = state_epoch.load();
  if (static_objects_version.load() != version) return;
  Memo &m = memos[next_memo++ % kMemos];
  m = Memo{lo, hi, 0, exact ? MemoKind::Exact : MemoKind::Object, flags, epoch};
}

// The end of the loaded segment (of the program or of a shared library
// loaded before the first query) that contains p, or 0 when none does (the
// heap, the stack, a library loaded later); its start in *start when given.
// Called with rt().mu held.
std::uintptr_t segment_end(std::uintptr_t p, std::uintptr_t *start = nullptr) {
  static std::vector<std::pair<std::uintptr_t, std::uintptr_t>> segments;
  static bool listed = false;
  if (!listed) {
    listed = true;
    dl_iterate_phdr(
        [](struct dl_phdr_info *info, size_t, void *) {
          for (int i = 0; i < info->dlpi_phnum; i++) {
            const ElfW(Phdr) &ph = info->dlpi_phdr[i];
            if (ph.p_type != PT_LOAD || ph.p_memsz == 0) continue;
            std::uintptr_t lo = info->dlpi_addr + ph.p_vaddr;
            segments.emplace_back(lo, lo + ph.p_memsz);
          }
          return 0;
        },
        nullptr);
    std::sort(segments.begin(), segments.end());
  }
  auto it = std::upper_bound(segments.begin(), segments.end(),
                             std::make_pair(p, ~std::uintptr_t(0)));
  if (it == segments.begin()) return 0;
  --it;
  if (p >= it->second) return 0;
  if (start) *start = it->first;
  return it->second;
}

// Every buffer overlapping [lo, hi). Called with rt().mu held.
std::vector<Buffer *> overlapping(std::uintptr_t lo, std::uintptr_t hi) {
  Runtime &r = rt();
  // Buffers are disjoint and sorted: start at the last one beginning at or
  // before lo, walk while they begin before hi.
  auto it = r.buffers.upper_bound(lo);
  if (it != r.buffers.begin()) --it;
  std::vector<Buffer *> hit;
  for (; it != r.buffers.end() && it->second->lo < hi; ++it)
    if (it->second->hi > lo) hit.push_back(it->second);
  return hit;
}

}  // namespace
}  // namespace omp2ocl

using namespace omp2ocl;

// An access of unknown extent (bytes == 0) reaches the object `host` points
// into, whatever that is: by C's rules every access through a pointer (and
// through pointers computed from it) stays inside the object it points into,
// or reaches one past its end. Which buffers that touches:
//  1. `host` lies in a registered static object S (a static array, or an
//     address-taken static scalar/struct/union of a translated unit): the
//     object the pointer points into is S or a subobject of S (static
//     objects do not overlap, and the entry is S's own storage), so the
//     access stays inside S: exactly the buffers overlapping S, each whole
//     (none: nothing to do). A pointer at S's start may be one past the end
//     of the static object just below, which is then included; a pointer
//     one past the end of S where no object starts is S's too. Only static
//     registrations are trusted: they never go stale (S occupies its
//     addresses for the whole run), whereas a heap block freed by code
//     that was not translated may have been reused by an object the
//     registry never saw, larger than the stale entry; narrowing to the
//     entry could then miss a buffer of that object, a wrong answer.
//     This also widens the old rule: an object split over several buffers
//     (kernels that used disjoint parts of a static array) is touched whole.
//  2. otherwise, the buffer containing `host` (the object is taken to be
//     that buffer's range: a kernel used it whole, or a block), and those
//     of the registered allocation block around `host`, if any (a kernel
//     may have used a part of the object only); at the start of a buffer
//     in unregistered memory, also the buffers below it in its region;
//  3. otherwise every buffer the object may reach: its extent is unknown,
//     on both sides of the pointer (`q = h + n - 8; q[-i]`). When `host`
//     lies in a segment of the loaded program or of a library, the object
//     lies inside that segment: the buffers overlapping it; elsewhere
//     (heap, stack, mapped memory the registry never saw) every buffer
//     outside the loaded segments (rule 3 took only the buffers above
//     `host`, and a read at negative offsets saw a stale copy). (A string literal handed to a function of
//     another translated unit, NAS's c_print_results("MG", ...), lies in
//     the read-only data below the static arrays; it brought every buffer
//     back to the host.)
//  In rules 2 and 3 the buffer that ends exactly at `host` is included too:
//  the pointer may be one past the end of its object (`e = a + n`, then
//  e[-i]); rule 3 alone missed it, and the host read a stale copy.
extern "C" void omp2ocl_host_access_slow(const void *host, size_t bytes,
                                         int flags) {
  Runtime &r = rt();
  auto lo = reinterpret_cast<std::uintptr_t>(host);
  // Repeats (the same pointer, or another into the same object or buffer)
  // need nothing while no state changed: no lock.
  if (remembered(lo, bytes, flags, state_epoch.load(std::memory_order_acquire)))
    return;
  // Looked up before the runtime's lock (the registry has its own): static
  // objects only change when one is registered, which bumps the epoch.
  unsigned long version = static_objects_version.load();
  StaticObject obj;
  bool in_static = bytes == 0 && static_object_of(lo, &obj);
  // The registered block around `host` (rule 2), looked up before the
  // runtime's lock as the static objects are.
  void *block_start = nullptr;
  size_t block_bytes = 0;
  bool in_block = bytes == 0 && !in_static && omp2ocl_block_of(host, &block_start, &block_bytes);
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  if (r.mode.load() != kOpenCL || r.buffers.empty()) return;
  r.counters.host_lookups++;
  if (in_static) {  // rule 1
    for (Buffer *b : overlapping(obj.lo, obj.hi))
      if (!host_touch(b, b->lo, b->hi, flags)) return;
    // Any pointer into the object now needs nothing; its start only when
    // the answer included the object below (or there is none).
    remember_static(version,
                    obj.lower_adjacent && lo != obj.own_lo ? obj.own_lo + 1 : obj.own_lo,
                    obj.hi, false, flags);
    return;
  }
  auto hi = lo + (bytes ? bytes : 1);
  std::vector<Buffer *> hit = overlapping(lo, hi);
  if (bytes == 0) {  // the whole object `host` points into
    bool contained = false;
    for (Buffer *b : hit) contained |= b->lo <= lo && lo < b->hi;
    // The region the object lies in: the loaded segment holding `host`,
    // or outside them all (heap, stack, mapped memory).
    std::uintptr_t seg_lo = 0, seg_end = segment_end(lo, &seg_lo);
    auto in_region = [&](const Buffer *b) {
      return seg_end != 0 ? b->lo < seg_end && seg_lo < b->hi : segment_end(b->lo) == 0;
    };
    auto add = [&](Buffer *b) {
      if (std::find(hit.begin(), hit.end(), b) == hit.end()) hit.push_back(b);
    };
    if (!contained) {
      // Rule 3: every buffer of the region; the object may lie on both
      // sides of the pointer.
      for (auto &a : r.buffers)
        if (in_region(a.second)) add(a.second);
    } else if (in_block) {
      // A kernel may have used part of the object only: the buffers of the
      // registered block around `host` too (a stale registration adds
      // buffers, it never hides one). A half of one malloc'd block read
      // through a pointer into the other half saw a stale copy.
      auto blo = reinterpret_cast<std::uintptr_t>(block_start);
      for (Buffer *b : overlapping(blo, blo + block_bytes)) add(b);
    } else if (hit.front()->lo == lo) {
      // At the start of a buffer in memory no registration describes (the
      // stack: `e = loc.x + N` is also loc.y's start), `host` may be one
      // past the end of any object below it, whose kernels may have used a
      // part of it only: the buffers below it in the region.
      for (auto a = r.buffers.begin(); a != r.buffers.end() && a->first < lo; ++a)
        if (in_region(a->second)) add(a->second);
    }
    // `host` may be one past the end of the object of the buffer ending
    // there (`e = a + n`, then e[-i]): that buffer too.
    auto at = r.buffers.lower_bound(lo);
    if (at != r.buffers.begin() && std::prev(at)->second->hi == lo) add(std::prev(at)->second);
    for (Buffer *b : hit)
      if (!host_touch(b, b->lo, b->hi, flags)) return;
    // Another pointer into the same buffer gets the same answer (rule 2),
    // unless it lies in a static object (rule 1, a wider answer).
    if (contained && hit.size() == 1 &&
        !static_object_overlaps(hit[0]->lo, hit[0]->hi))
      remember_static(version, hit[0]->lo, hit[0]->hi, false, flags);
    else
      remember_static(version, lo, lo + 1, true, flags);
    return;
  }
  for (Buffer *b : hit)
    if (!host_touch(b, lo, hi, flags)) return;  // a fault released them all
  // Accesses to other parts of a range that needs nothing need nothing
  // either: elements announced one by one (the flags of NAS LU's pipelined
  // sweeps, read in spin-waits and set per row) then skip the lock as one
  // announcement of the whole array did.
  // Memory no buffer holds (host-only arrays of the sweeps, announced row
  // by row) is quiet up to the neighbouring buffers.
  std::uintptr_t qlo, qhi;
  if (hit.empty()) {
    auto next = r.buffers.lower_bound(hi);
    remember(next == r.buffers.begin() ? 0 : std::prev(next)->second->hi,
             next == r.buffers.end() ? ~std::uintptr_t(0) : next->first, 0,
             MemoKind::Within, flags);
  } else if (hit.size() == 1 && hit[0]->lo <= lo && hi <= hit[0]->hi &&
             quiet_range(hit[0], lo, hi, flags, &qlo, &qhi)) {
    remember(qlo, qhi, 0, MemoKind::Within, flags);
  } else {
    remember(lo, hi, bytes, MemoKind::Exact, flags);
  }
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
