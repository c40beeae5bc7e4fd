// internal.h - shared state of libomp2ocl-rt (C++ only, never installed).
//
// Everything the runtime knows lives in one Runtime object guarded by one
// recursive mutex (recursive because a fault found deep inside an operation
// calls omp2ocl_fallback, which takes the lock again). The mode is also kept
// in an atomic so that omp2ocl_opencl_active is one load after the decision.
//
// The functions in namespace omp2ocl::testing exist for the runtime's own
// tests: counters, a view of the buffer table, and a reset to the
// "nothing decided yet" state so that one test process can try several modes.
#ifndef OMP2OCL_RT_INTERNAL_H
#define OMP2OCL_RT_INTERNAL_H

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <CL/cl.h>

#include "omp2ocl_rt.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace omp2ocl {

enum Mode : int { kUndecided = -1, kOpenMP = 0, kOpenCL = 1 };

// A device copy of a buffer with the dimensions permuted (dynamic index
// reordering, layout.cpp); current while `generation` equals the buffer's.
struct PermutedCopy {
  std::vector<size_t> extents;
  std::vector<unsigned> order;
  size_t elem_size = 0;
  cl_mem mem = nullptr;
  std::uint64_t generation = 0;
};

// Disjoint, sorted byte ranges [first, second) of host memory.
using Ranges = std::vector<std::pair<std::uintptr_t, std::uintptr_t>>;
// Adds [lo, hi) to v, merging the ranges it meets or touches.
void add_range(Ranges &v, std::uintptr_t lo, std::uintptr_t hi);
// The parts of [lo, hi) that v does not cover, in order.
Ranges gaps(const Ranges &v, std::uintptr_t lo, std::uintptr_t hi);

// One device copy of the host range [lo, hi). Every byte is current on at
// least one side:
//   host_valid              the host copy is current;
//   !host_valid             the host copy is current inside `fresh` only;
//   device_valid            the device copy is current;
//   !device_valid           the device copy is current outside `stale`
//                           when `stale` is not empty, nowhere when it is
//                           (then host_valid holds);
// and `stale` lies inside `fresh` while both sides are partly current.
struct Buffer {
  std::uintptr_t lo = 0, hi = 0;
  cl_mem mem = nullptr;
  bool host_valid = true;
  bool device_valid = false;
  // While !device_valid: when not empty, the device copy is still current
  // outside these ranges (the host wrote only there since it was valid; a
  // few), and a launch uploads only them.
  Ranges stale;
  // While !host_valid: the ranges the host has brought up to date (read
  // from the device, or overwritten whole) since a kernel last wrote the
  // buffer. A host read or write of one element of a grid that lives on the
  // device moves that element, not the grid.
  Ranges fresh;
  // Partial downloads since a kernel last wrote the buffer: past a few the
  // rest comes whole (a host loop reading element by element through a
  // function would otherwise pay a transfer per element).
  unsigned partial_downloads = 0;
  // Bumped whenever the device contents change (uploads, launches that may
  // write it): permuted copies made at another generation are stale.
  std::uint64_t generation = 1;
  std::vector<PermutedCopy> copies;
  Buffer() = default;
  Buffer(const Buffer &) = delete;
  Buffer &operator=(const Buffer &) = delete;
  ~Buffer() {
    for (PermutedCopy &c : copies)
      if (c.mem) clReleaseMemObject(c.mem);
  }
};

// A memory argument as the launcher described it; resolved at launch.
struct MemArg {
  void *host = nullptr;
  size_t bytes = 0;
  int flags = 0;
};

struct Reduction {
  size_t elem_size = 0;
  size_t elements = 1;             // per partial (an array reduction: > 1)
  cl_mem mem = nullptr;
  size_t capacity = 0;             // bytes allocated in mem
  size_t count = 0;                // partials of the last launch
  bool read_back = false;          // host holds them
  std::vector<unsigned char> host; // partials read back
};

struct Scratch {
  size_t bytes_per_item = 0;
  cl_mem mem = nullptr;
  size_t capacity = 0;
};

struct Out {
  void *host_dst = nullptr;
  size_t size = 0;
  cl_mem mem = nullptr;
  size_t capacity = 0;
};

// Byte and event counters. Totals are kept in Runtime::counters; each kernel
// keeps its own launches, time and the bytes its launches moved.
struct Counters {
  std::uint64_t h2d_bytes = 0, d2h_bytes = 0;
  std::uint64_t uploads = 0, downloads = 0;  // number of transfers
  std::uint64_t launches = 0;
  std::uint64_t d2d_bytes = 0;  // merges of buffers, copied on the device
  std::uint64_t builds_from_source = 0;
  std::uint64_t cache_hits = 0, cache_misses = 0, cache_stores = 0,
                cache_rejects = 0;
  std::uint64_t platform_queries = 0;  // calls of clGetPlatformIDs
  std::uint64_t fallbacks = 0;
  std::uint64_t host_lookups = 0;  // host accesses the per-thread memo did not answer
  // dynamic index reordering: variant launches, permutes (both ways) and
  // their bytes, copies reused without a permute
  std::uint64_t variant_launches = 0, permutes = 0, permute_bytes = 0,
                copy_reuses = 0;
};

struct ProgramState;

}  // namespace omp2ocl

struct omp2ocl_kernel {
  omp2ocl_program *prog = nullptr;
  int index = 0;
  std::string name;
  cl_kernel kernel = nullptr;
  size_t wg_max = 1;  // CL_KERNEL_WORK_GROUP_SIZE
  size_t wg_multiple = 1;  // CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE
  std::map<unsigned, omp2ocl::MemArg> mem_args;
  std::map<unsigned, omp2ocl::Reduction> reductions;
  std::map<unsigned, omp2ocl::Scratch> scratch;
  std::map<unsigned, omp2ocl::Out> outs;
  // Lanes (omp2ocl_arg_lanes): argument index, lanes asked for (0: none)
  // and the __local element size; lanes of the last launch, for tests.
  unsigned lanes_arg = 0, lanes = 0, last_lanes = 0;
  size_t lanes_elem = 0;
  size_t last_local[3] = {0, 0, 0};   // sizes of the last launch
  size_t last_global[3] = {0, 0, 0};  // (rounded), for tests
  // statistics
  std::uint64_t launches = 0, time_ns = 0, h2d_bytes = 0, d2h_bytes = 0;
  std::vector<cl_event> events;  // profiling events not yet harvested
  bool declined_reported = false;  // omp2ocl_decline printed its reason
  // Values set with omp2ocl_arg_value, replayed onto a variant kernel.
  std::map<unsigned, std::vector<unsigned char>> values;
  // Dynamic index reordering (omp2ocl_arg_layout): the variant's index and
  // the arrays it reads reordered.
  int layout_variant = -1;
  unsigned layout_count = 0;
  const omp2ocl_layout *layouts = nullptr;
  int (*layout_predict)(const double *) = nullptr;
  std::uint64_t variant_launches = 0, permutes = 0, permute_bytes = 0;
  bool variant_waited = false;  // first launch as a variant waited
};

namespace omp2ocl {

struct ProgramState {
  omp2ocl_program *prog = nullptr;
  cl_program program = nullptr;
  bool failed = false;
  std::vector<omp2ocl_kernel *> kernels;
};

struct DeviceChoice {
  cl_platform_id platform = nullptr;
  cl_device_id device = nullptr;
  cl_device_type type = 0;
};

struct Runtime {
  std::recursive_mutex mu;
  std::atomic<int> mode{kUndecided};
  bool fell_back = false;
  double decision_seconds = 0.0;
  // Start-up costs outside the kernels (OMP2OCL_PROFILE's setup line):
  // finding and opening the device, building (or loading) the programs.
  double device_seconds = 0.0, build_seconds = 0.0;
  std::string decided_by;  // what decided the mode, for the profile

  // device (valid while mode == kOpenCL)
  cl_platform_id platform = nullptr;
  cl_device_id device = nullptr;
  cl_device_type device_type = 0;
  cl_context ctx = nullptr;
  cl_command_queue queue = nullptr;
  std::string device_name, device_version, driver_version;
  size_t dev_max_wg = 1;
  size_t dev_max_items[3] = {1, 1, 1};
  cl_uint compute_units = 1;  // CL_DEVICE_MAX_COMPUTE_UNITS
  // OMP2OCL_GROUP_SIZE (a power of two; 0 when unset): caps the work-group
  // total and turns the spreading over compute units off, for measuring.
  size_t forced_group_size = 0;
  cl_ulong local_mem = 0;
  bool profiling = false;
  bool tracing = false;  // OMP2OCL_TRACE

  std::map<std::uintptr_t, Buffer *> buffers;  // keyed by lo, disjoint
  cl_mem dummy = nullptr;                      // for bytes == 0 arguments

  std::vector<ProgramState *> programs;  // every program seen, for cleanup
  cl_program permute_program = nullptr;  // layout.cpp's own kernel
  cl_kernel permute_kernel = nullptr;
  Counters counters;
};

// The one runtime object; never destroyed (atexit handlers use it).
Runtime &rt();

// mode.cpp
bool env_flag(const char *name);
// device.cpp
bool find_device(DeviceChoice *out, std::string *why);
bool open_device(const DeviceChoice &choice, std::string *why);
void close_device();  // releases programs, buffers, queue, context
// Seconds since t (the profile's decision and setup times).
inline double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}
// buffers.cpp (callers hold rt().mu)
Buffer *ensure_buffer(std::uintptr_t lo, std::uintptr_t hi, omp2ocl_kernel *k);
Buffer *find_containing(std::uintptr_t lo, std::uintptr_t hi);
bool upload(Buffer *b, std::uintptr_t lo, std::uintptr_t hi,
            omp2ocl_kernel *k);
// Brings the whole host copy of b up to date (what `fresh` does not
// cover). `why` names the cause in OMP2OCL_TRACE's lines.
bool download(Buffer *b, const char *why = "a host access");
// The same for [lo, hi) only (a part of b), remembered in b->fresh.
bool download_range(Buffer *b, std::uintptr_t lo, std::uintptr_t hi,
                    const char *why);
// The host is about to overwrite every byte of [lo, hi) (a part of b)
// before reading any: current on the host without a download.
bool mark_fresh(Buffer *b, std::uintptr_t lo, std::uintptr_t hi);
// OMP2OCL_TRACE=1: one stderr line per transfer (direction, bytes, the host
// range, the buffer's size and the cause).
void trace_transfer(const char *dir, std::uintptr_t lo, std::uintptr_t hi,
                    const Buffer *b, const std::string &why);
bool sync_all_to_host();
void release_buffers();
void update_tracking();

// Bumped (with rt().mu held) whenever a buffer's validity flags or the
// buffer table change: a host access that found nothing to do finds nothing
// to do again until the epoch moves, so omp2ocl_host_access_slow remembers
// such accesses per thread and answers repeats without taking the lock
// (host loops of the sweeps in NAS LU announce accesses through pointer
// parameters in every call of their 5x5 block routines).
extern std::atomic<unsigned long> state_epoch;
inline void state_changed() { state_epoch.fetch_add(1, std::memory_order_acq_rel); }
// blocks.cpp: drops the registered block starting exactly at `start`
void forget_block(const void *start);
// buffers.cpp (takes rt().mu): the program frees [lo, hi): buffers inside it
// leave the table without a download
void discard_buffers(std::uintptr_t lo, std::uintptr_t hi);
// blocks.cpp: the end of the registered allocation block holding p, or 0
// when no block holds it
std::uintptr_t block_end_of(std::uintptr_t p);
// blocks.cpp: the registered static object containing p (a static array,
// or an address-taken static scalar/struct): [own_lo, hi) is the object;
// lo is own_lo, or, for p == own_lo when another static object ends
// exactly there (p may be one past the end of that one), the start of that
// lower object. lower_adjacent: such a lower object exists (whatever p).
// Static objects never go stale (blocks.cpp), unlike heap blocks.
struct StaticObject {
  std::uintptr_t lo = 0, own_lo = 0, hi = 0;
  bool lower_adjacent = false;
};
// blocks.cpp: the registered static object p points into, or one past
// the end of (when no object starts at p)
bool static_object_of(std::uintptr_t p, StaticObject *out);
// blocks.cpp: whether any registered static object overlaps [lo, hi)
bool static_object_overlaps(std::uintptr_t lo, std::uintptr_t hi);
// blocks.cpp: bumped (under the static objects' mutex) by every static
// registration, before state_epoch is bumped: a host access that read it
// before looking at the static objects, then reads state_epoch, then finds
// it unchanged, may remember its answer under that epoch.
extern std::atomic<unsigned long> static_objects_version;
// launch.cpp
void release_kernel(omp2ocl_kernel *k);
// launch.cpp: the local sizes of a launch (powers of two, the bulk in
// dimension 0, at most `total` in all; dimension 0 a multiple of `min0`).
// With spread_to > 0 (a GPU's compute units) a range that would make fewer
// groups than that gets smaller groups, down to `smallest` work-items.
struct GroupLimits {
  size_t total = 256;
  size_t min0 = 1;
  size_t max_items[3] = {1024, 1024, 64};
  size_t spread_to = 0;
  size_t smallest = 32;
};
void choose_work_group(unsigned dims, const size_t *global,
                       const GroupLimits &limits, size_t *local);
bool set_arg(omp2ocl_kernel *k, unsigned arg, size_t size, const void *v);
// layout.cpp (callers hold rt().mu)
// Whether the launch of k over `items` work-items should run its variant
// (model, environment, default rule).
bool layout_wanted(omp2ocl_kernel *k, const omp2ocl_layout &l, double items);
// The copy of b permuted as l says, current (permuting now when it is
// stale, unless `skip_fill`: the kernel overwrites it whole). Null on a fault.
PermutedCopy *permuted_copy(Buffer *b, const omp2ocl_layout &l, bool skip_fill,
                            omp2ocl_kernel *k);
// Writes the copy back into b in b's own order.
bool permute_back(Buffer *b, PermutedCopy *c, omp2ocl_kernel *k);
void release_layout_state();
// Drops the OMP2OCL_LAYOUT_MODEL model, read again at the next decision
// (testing::reset).
void forget_layout_model();
// Permutes src (extents[0..rank) outermost first) into dst so that dst's
// dimension k is src's dimension order[k] (for the tests too).
bool permute_device(cl_mem src, cl_mem dst, const size_t *extents,
                    const unsigned *order, unsigned rank, size_t elem_size);
// profile.cpp
void profile_register_early();
void register_exit_handler();
void harvest_events(omp2ocl_kernel *k, bool wait);
// program.cpp
std::uint64_t fnv1a(std::uint64_t h, const void *data, size_t n);
std::string cache_dir();
const char *cl_error_name(cl_int err);

// Formats "<what> failed (<CL error>)" and calls omp2ocl_fallback with it.
void fault(const std::string &what, cl_int err);

namespace testing {
Counters counters();
size_t buffer_count();
// The state of the buffer containing host; false when there is none.
bool buffer_state(const void *host, bool *host_valid, bool *device_valid,
                  size_t *size);
int mode();
std::string device_name();
size_t block_count();  // registered allocation blocks
size_t static_object_count();  // registered static objects (arrays too)
void clear_blocks();           // both
// Drops all device data WITHOUT writing it back (the host arrays of a
// finished test are gone), releases everything, forgets the mode and
// clears counters and every program's state: the next
// omp2ocl_opencl_active decides again (reading the environment again, and
// OMP2OCL_LAYOUT_MODEL at the next layout decision).
void reset();
}  // namespace testing

}  // namespace omp2ocl

#endif
