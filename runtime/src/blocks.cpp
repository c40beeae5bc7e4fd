// blocks.cpp - the registry of allocation blocks.
//
// A kernel that reaches memory through a pointer whose accessed extent the
// translator cannot compute (an index loaded from memory, data-dependent
// bounds) is handed the whole allocation block the pointer points into: C
// lets the loop's accesses through the pointer reach only the object it
// points into, and that object lies inside one block. The translated units
// allocate through the wrappers below (the translator rewrites malloc,
// calloc, realloc, aligned_alloc, posix_memalign and free) and register
// their constant-size static arrays, so the registry knows every block a
// translated unit created. A pointer into anything else (a stack array,
// memory of a library or of a unit compiled without omp2ocl) is in no block:
// the launch site declines and the OpenMP loop runs.
//
// The registry has its own mutex, not the runtime's: allocation happens on
// every thread at any time, also while a launch holds rt().mu. Once the run
// is in OpenMP mode for good nothing is looked up again, so the wrappers stop
// recording (one atomic load per call).
//
// Static objects are kept a second time, apart: every registered object of
// static storage (the static arrays above, and the address-taken scalars,
// structs and unions the translated units register with
// omp2ocl_object_register). Host accesses of unknown extent (a pointer
// announced with 0 bytes) are narrowed to the static object the pointer
// points into (host.cpp). Only static objects qualify, because only their
// registrations cannot go stale: a static object occupies its addresses
// for the whole run, so the entry is exactly the object for as long as the
// program can point into it. A heap block may be freed by code that was not
// translated and its addresses reused by an allocation the registry never
// saw; narrowing to such a stale entry would hide buffers of the new object
// beyond the old block's end, and the host would read stale data. Launches
// (omp2ocl_block_of) keep answering from the first map only: a scalar or
// struct is not a block a kernel may take whole (host code writes such
// variables by name without announcing it unless a kernel names them).
// The static map has its own mutex, so the host-access path never waits
// for allocations of other threads.
#include "internal.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace omp2ocl {
namespace {

struct Registry {
  std::mutex mu;
  std::map<std::uintptr_t, size_t> blocks;  // start -> bytes; disjoint
  std::mutex static_mu;
  std::map<std::uintptr_t, size_t> statics;  // static objects; disjoint
};

// Never destroyed: constructors of generated programs register static
// arrays before main (possibly before this library's own static
// initialisers), and exit handlers may still free memory.
Registry &registry() {
  static Registry *r = new Registry;
  return *r;
}

bool recording() {
  return rt().mode.load(std::memory_order_relaxed) != kOpenMP;
}

// Callers hold the mutex of m. Live blocks never overlap, so an entry a new
// block overlaps was freed behind the registry's back (by code that was not
// translated): it is stale and goes.
void insert_block(std::map<std::uintptr_t, size_t> &m, std::uintptr_t start,
                  size_t bytes) {
  std::uintptr_t end = start + bytes;
  auto it = m.lower_bound(start);
  if (it != m.begin()) {
    auto prev = std::prev(it);
    if (prev->first + prev->second > start) it = prev;
  }
  while (it != m.end() && it->first < end) it = m.erase(it);
  m.emplace(start, bytes);
}

// The entry of m holding p, or m.end(). Callers hold m's mutex.
std::map<std::uintptr_t, size_t>::const_iterator holding(
    const std::map<std::uintptr_t, size_t> &m, std::uintptr_t p) {
  auto it = m.upper_bound(p);
  if (it == m.begin()) return m.end();
  --it;
  return p < it->first + it->second ? it : m.end();
}

void record(const void *start, size_t bytes) {
  if (!start || bytes == 0 || !recording()) return;
  std::lock_guard<std::mutex> lock(registry().mu);
  insert_block(registry().blocks, reinterpret_cast<std::uintptr_t>(start), bytes);
}

void record_static(const void *start, size_t bytes) {
  if (!start || bytes == 0 || !recording()) return;
  {
    std::lock_guard<std::mutex> lock(registry().static_mu);
    insert_block(registry().statics, reinterpret_cast<std::uintptr_t>(start),
                 bytes);
    static_objects_version.fetch_add(1);
  }
  // Host accesses remembered per thread (host.cpp) were answered with the
  // static objects known then; a new one (a static local registered on its
  // function's first call, next to one already known) can change what a
  // pointer at its end reaches.
  state_changed();
}

// The size of the block starting exactly at `start` (0: none), removed.
size_t remove_block(const void *start) {
  std::lock_guard<std::mutex> lock(registry().mu);
  auto &m = registry().blocks;
  auto it = m.find(reinterpret_cast<std::uintptr_t>(start));
  if (it == m.end()) return 0;
  size_t bytes = it->second;
  m.erase(it);
  return bytes;
}

}  // namespace

void forget_block(const void *start) {
  if (start) remove_block(start);
}

std::uintptr_t block_end_of(std::uintptr_t p) {
  std::lock_guard<std::mutex> lock(registry().mu);
  auto &m = registry().blocks;
  auto it = holding(m, p);
  return it == m.end() ? 0 : it->first + it->second;
}

std::atomic<unsigned long> static_objects_version{0};

bool static_object_of(std::uintptr_t p, StaticObject *out) {
  std::lock_guard<std::mutex> lock(registry().static_mu);
  auto &m = registry().statics;
  auto it = holding(m, p);
  if (it == m.end()) {
    // One past the end of an object (`e = A + N`, then e[-i]) reaches only
    // that object.
    auto above = m.upper_bound(p);
    if (above == m.begin()) return false;
    auto below = std::prev(above);
    if (below->first + below->second != p) return false;
    out->lo = out->own_lo = below->first;
    out->hi = p;
    out->lower_adjacent = false;
    return true;
  }
  out->lo = out->own_lo = it->first;
  out->hi = it->first + it->second;
  out->lower_adjacent = false;
  if (it != m.begin()) {
    auto prev = std::prev(it);
    if (prev->first + prev->second == it->first) {
      out->lower_adjacent = true;
      // A pointer at the object's start may be one past the end of the
      // object just below it, and reach that one at negative offsets.
      if (p == it->first) out->lo = prev->first;
    }
  }
  return true;
}

bool static_object_overlaps(std::uintptr_t lo, std::uintptr_t hi) {
  std::lock_guard<std::mutex> lock(registry().static_mu);
  auto &m = registry().statics;
  auto it = m.lower_bound(hi);  // the first object starting at or after hi
  if (it == m.begin()) return false;
  --it;  // the last one starting before hi
  return it->first + it->second > lo;
}

namespace testing {
size_t block_count() {
  std::lock_guard<std::mutex> lock(registry().mu);
  return registry().blocks.size();
}
void clear_blocks() {
  {
    std::lock_guard<std::mutex> lock(registry().mu);
    registry().blocks.clear();
  }
  {
    std::lock_guard<std::mutex> lock(registry().static_mu);
    registry().statics.clear();
    static_objects_version.fetch_add(1);
  }
  state_changed();
}
size_t static_object_count() {
  std::lock_guard<std::mutex> lock(registry().static_mu);
  return registry().statics.size();
}
}  // namespace testing
}  // namespace omp2ocl

using namespace omp2ocl;

extern "C" void omp2ocl_block_register(const void *start, size_t bytes) {
  record(start, bytes);
  record_static(start, bytes);
}

extern "C" void omp2ocl_object_register(const void *start, size_t bytes) {
  record_static(start, bytes);
}

extern "C" int omp2ocl_block_of(const void *p, void **start, size_t *bytes) {
  auto a = reinterpret_cast<std::uintptr_t>(p);
  std::lock_guard<std::mutex> lock(registry().mu);
  auto &m = registry().blocks;
  auto it = holding(m, a);
  if (it == m.end()) return 0;
  std::uintptr_t lo = it->first, hi = it->first + it->second;
  // A pointer at the start of a block may also be one past the end of the
  // block just below it (static arrays can be adjacent), and reach that
  // block at negative offsets: hand over both.
  if (a == lo && it != m.begin()) {
    auto prev = std::prev(it);
    if (prev->first + prev->second == lo) lo = prev->first;
  }
  *start = reinterpret_cast<void *>(lo);
  *bytes = hi - lo;
  return 1;
}

extern "C" int omp2ocl_below_in_block(const void *p, size_t below) {
  auto a = reinterpret_cast<std::uintptr_t>(p);
  std::lock_guard<std::mutex> lock(registry().mu);
  auto &m = registry().blocks;
  auto it = holding(m, a);
  return it != m.end() && a - it->first >= below;
}

namespace omp2ocl {
namespace {
// The registered block holding p: [*lo, *hi).
bool block_holding(std::uintptr_t p, std::uintptr_t *lo, std::uintptr_t *hi) {
  std::lock_guard<std::mutex> lock(registry().mu);
  auto &m = registry().blocks;
  auto it = holding(m, p);
  if (it == m.end()) return false;
  *lo = it->first;
  *hi = it->first + it->second;
  return true;
}

// Clamps [*lo, *hi] to the entries the row table may hold: its length, or
// its registered block. False when nothing is left, or the table's extent
// is unknown: reading past it could fault.
bool table_rows(const void *rows, long nrows, long *lo, long *hi) {
  if (!rows || *lo > *hi) return false;
  if (nrows >= 0) {
    *lo = std::max(*lo, 0L);
    *hi = std::min(*hi, nrows - 1);
  } else {
    // The table's block, found from the table's start or from a slot the
    // loop reaches (Numerical Recipes' tables start before their block:
    // `m -= nrl`).
    std::uintptr_t b, e, p = reinterpret_cast<std::uintptr_t>(rows);
    std::uintptr_t slot_lo = p + static_cast<std::uintptr_t>(*lo) * sizeof(void *);
    std::uintptr_t slot_hi = p + static_cast<std::uintptr_t>(*hi) * sizeof(void *);
    if (!block_holding(p, &b, &e) && !block_holding(slot_lo, &b, &e) &&
        !block_holding(slot_hi, &b, &e))
      return false;
    // (p may lie outside [b, e): signed distances in slots)
    long below = static_cast<long>((static_cast<std::intptr_t>(p) - static_cast<std::intptr_t>(b)) /
                                   static_cast<std::intptr_t>(sizeof(void *)));
    long above = static_cast<long>((static_cast<std::intptr_t>(e) - static_cast<std::intptr_t>(p)) /
                                   static_cast<std::intptr_t>(sizeof(void *))) - 1;
    *lo = std::max(*lo, -below);
    *hi = std::min(*hi, above);
  }
  return *lo <= *hi;
}

std::uintptr_t row_at(const void *rows, long r) {
  void *row;
  std::memcpy(&row, static_cast<const char *>(rows) + r * static_cast<long>(sizeof(void *)),
              sizeof row);
  return reinterpret_cast<std::uintptr_t>(row);
}
}  // namespace
}  // namespace omp2ocl

extern "C" long omp2ocl_rows_first(const void *rows, long nrows, long lo, long hi) {
  using namespace omp2ocl;
  long l = lo, h = hi;
  return table_rows(rows, nrows, &l, &h) ? l : lo;
}

extern "C" long omp2ocl_rows_stride(const void *rows, long nrows, long lo, long hi,
                                    size_t elem) {
  using namespace omp2ocl;
  if (!table_rows(rows, nrows, &lo, &hi) || lo == hi || elem == 0) return 0;
  std::uintptr_t a = row_at(rows, lo), b = row_at(rows, lo + 1);
  if (b <= a || (b - a) % elem != 0) return 0;
  return static_cast<long>((b - a) / elem);
}

extern "C" void *omp2ocl_even_rows(const void *rows, long nrows, long lo, long hi,
                                   size_t elem, long stride) {
  using namespace omp2ocl;
  if (!table_rows(rows, nrows, &lo, &hi)) return nullptr;
  std::uintptr_t first = row_at(rows, lo);
  if (!first || (hi > lo && stride <= 0)) return nullptr;
  // One allocation: the kernel's extent over the rows is one range of it.
  std::uintptr_t b, e;
  if (!block_holding(first, &b, &e)) return nullptr;
  std::uintptr_t step = static_cast<std::uintptr_t>(stride) * elem;
  for (long r = lo + 1; r <= hi; ++r)
    if (row_at(rows, r) != first + static_cast<std::uintptr_t>(r - lo) * step) return nullptr;
  std::uintptr_t last = first + static_cast<std::uintptr_t>(hi - lo) * step;
  if (last < b || last >= e) return nullptr;
  return reinterpret_cast<void *>(first);
}

extern "C" void *omp2ocl_malloc(size_t bytes) {
  void *p = std::malloc(bytes);
  record(p, bytes);
  return p;
}

extern "C" void *omp2ocl_calloc(size_t count, size_t size) {
  void *p = std::calloc(count, size);
  record(p, count * size);  // calloc fails (NULL) when the product overflows
  return p;
}

extern "C" void *omp2ocl_realloc(void *old, size_t bytes) {
  // The old block leaves the buffer table first (its device-only data comes
  // home, so realloc copies current contents) and the registry with it.
  size_t old_bytes = 0;
  if (old) {
    old_bytes = remove_block(old);
    omp2ocl_forget(old);
  }
  void *p = std::realloc(old, bytes);
  if (p)
    record(p, bytes);
  else if (old && bytes != 0 && old_bytes)
    record(old, old_bytes);  // failed: the old block is still the program's
  return p;
}

extern "C" void *omp2ocl_aligned_alloc(size_t alignment, size_t bytes) {
  void *p = std::aligned_alloc(alignment, bytes);
  record(p, bytes);
  return p;
}

extern "C" int omp2ocl_posix_memalign(void **out, size_t alignment,
                                      size_t bytes) {
  int err = posix_memalign(out, alignment, bytes);
  if (err == 0) record(*out, bytes);
  return err;
}

extern "C" void omp2ocl_free(void *p) {
  // A registered block's device data is dropped, not brought home (nobody
  // reads freed memory); an unknown pointer is forgotten as before.
  size_t bytes = p ? remove_block(p) : 0;
  if (bytes)
    discard_buffers(reinterpret_cast<std::uintptr_t>(p),
                    reinterpret_cast<std::uintptr_t>(p) + bytes);
  else if (p)
    omp2ocl_forget(p);  // drops the registry entry too
  std::free(p);
}
