// launch.cpp - kernel arguments, work-group sizes, launches and the
// read-back of reductions and lastprivate values.
#include "internal.h"

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace omp2ocl {
namespace {

size_t floor_pow2(size_t x) {
  size_t p = 1;
  while (p * 2 <= x && p * 2 != 0) p *= 2;
  return p;
}

size_t ceil_pow2(size_t x) {
  size_t p = 1;
  while (p < x && p * 2 != 0) p *= 2;
  return p;
}

// Power-of-two local sizes with a total of at most `total` (itself a power
// of two), the bulk in dimension 0, never more per dimension than the
// (rounded) global size needs or the device allows. Dimension 0 starts at
// `min0` (a power of two no larger than total and the device's limit: the
// lanes of omp2ocl_arg_lanes, 1 otherwise), so it stays a multiple of it.
void choose_local(unsigned dims, const size_t *global, size_t total,
                  const size_t *max_items, size_t *local, size_t min0) {
  size_t need[3], cap[3];
  for (unsigned d = 0; d < 3; d++) {
    need[d] = d < dims ? ceil_pow2(global[d]) : 1;
    cap[d] = floor_pow2(max_items[d]);
    local[d] = 1;
  }
  local[0] = min0;
  // Small seeds for the outer dimensions: (32,8) and (16,4,4) at 256.
  size_t room = total / min0;
  if (dims == 2) {
    local[1] = std::min({need[1], cap[1], total >= 64 ? size_t(8) : size_t(1), room});
  } else if (dims == 3) {
    size_t seed = total >= 64 ? 4 : 1;
    local[2] = std::min({need[2], cap[2], seed, room});
    local[1] = std::min({need[1], cap[1], seed, room / local[2]});
  }
  // Then grow dimension 0 first, and the others with what is left.
  for (unsigned d = 0; d < dims; d++) {
    size_t used = local[0] * local[1] * local[2];
    while (local[d] * 2 <= need[d] && local[d] * 2 <= cap[d] &&
           used * 2 <= total) {
      local[d] *= 2;
      used *= 2;
    }
  }
}

}  // namespace

void choose_work_group(unsigned dims, const size_t *global,
                       const GroupLimits &g, size_t *local) {
  size_t total = g.total;
  choose_local(dims, global, total, g.max_items, local, g.min0);
  // A small range on a GPU runs in smaller groups, down to `smallest` (a
  // warp), until every compute unit has one: BT's and SP's line solves
  // (62 x 62 work-items at class A) made 16 groups of 256 for the H100's
  // 132 compute units, and ran on 16 of them.
  auto group_count = [&] {
    size_t n = 1;
    for (unsigned d = 0; d < dims; d++)
      n *= (global[d] + local[d] - 1) / local[d];
    return n;
  };
  // Dimension 0 keeps a whole warp where the range has one (the outer
  // dimensions give way first): (8, 8) groups split a warp's accesses into
  // four segments, and BT's line solves at class B ran 18% slower in them.
  size_t warp0 = std::min({g.smallest, ceil_pow2(global[0]),
                           floor_pow2(g.max_items[0])});
  while (g.spread_to > 0 && total / 2 >= std::max(g.smallest, g.min0) &&
         group_count() < g.spread_to) {
    total /= 2;
    choose_local(dims, global, total, g.max_items, local,
                 std::max(g.min0, std::min(warp0, total)));
  }
}

bool set_arg(omp2ocl_kernel *k, unsigned arg, size_t size, const void *v) {
  cl_int err = clSetKernelArg(k->kernel, arg, size, v);
  if (err != CL_SUCCESS) {
    fault("setting argument " + std::to_string(arg) + " of " +
              k->prog->unit + ":" + k->name,
          err);
    return false;
  }
  return true;
}

namespace {

// A device buffer of at least `bytes` (at least 1), reallocated when small.
bool sized_buffer(cl_mem *mem, size_t *capacity, size_t bytes,
                  const char *what) {
  Runtime &r = rt();
  if (bytes == 0) bytes = 1;
  if (*mem && *capacity >= bytes) return true;
  if (*mem) clReleaseMemObject(*mem);
  *mem = nullptr;
  *capacity = 0;
  cl_int err = CL_SUCCESS;
  cl_mem m = clCreateBuffer(r.ctx, CL_MEM_READ_WRITE, bytes, nullptr, &err);
  if (!m || err != CL_SUCCESS) {
    fault(std::string("allocating ") + std::to_string(bytes) + " bytes for " +
              what,
          err);
    return false;
  }
  *mem = m;
  *capacity = bytes;
  return true;
}

bool usable(omp2ocl_kernel *k) {
  return k && rt().mode.load() == kOpenCL && k->kernel;
}

}  // namespace

void release_kernel(omp2ocl_kernel *k) {
  harvest_events(k, true);
  for (auto &e : k->reductions) {
    if (e.second.mem) clReleaseMemObject(e.second.mem);
    e.second.mem = nullptr;
    e.second.capacity = 0;
  }
  for (auto &e : k->scratch) {
    if (e.second.mem) clReleaseMemObject(e.second.mem);
    e.second.mem = nullptr;
    e.second.capacity = 0;
  }
  for (auto &e : k->outs) {
    if (e.second.mem) clReleaseMemObject(e.second.mem);
    e.second.mem = nullptr;
    e.second.capacity = 0;
  }
  k->mem_args.clear();
  k->values.clear();
  k->layout_variant = -1;
  k->layout_count = 0;
  k->layouts = nullptr;
  k->layout_predict = nullptr;
  k->reductions.clear();
  k->lanes = 0;
  k->lanes_elem = 0;
  k->scratch.clear();
  k->outs.clear();
  if (k->kernel) clReleaseKernel(k->kernel);
  k->kernel = nullptr;
}

}  // namespace omp2ocl

using namespace omp2ocl;

extern "C" int omp2ocl_arg_value(omp2ocl_kernel *k, unsigned arg,
                                 const void *value, size_t size) {
  std::lock_guard<std::recursive_mutex> lock(rt().mu);
  if (!usable(k)) return 0;
  const unsigned char *p = static_cast<const unsigned char *>(value);
  k->values[arg].assign(p, p + size);  // for a variant (omp2ocl_arg_layout)
  return set_arg(k, arg, size, value);
}

extern "C" int omp2ocl_arg_scratch(omp2ocl_kernel *k, unsigned arg,
                                   size_t bytes_per_item) {
  std::lock_guard<std::recursive_mutex> lock(rt().mu);
  if (!usable(k)) return 0;
  k->scratch[arg].bytes_per_item = bytes_per_item;
  return 1;
}

// A reduction's partials: `count` elements of `elem_size` bytes per group
// (a scalar reduction: one); `empty` names the fault when either is 0.
static int arg_reduction(omp2ocl_kernel *k, unsigned arg, size_t elem_size,
                         size_t count, const char *empty) {
  std::lock_guard<std::recursive_mutex> lock(rt().mu);
  if (!usable(k)) return 0;
  if (elem_size == 0 || count == 0) {
    omp2ocl_fallback(empty);
    return 0;
  }
  k->reductions[arg].elem_size = elem_size;
  k->reductions[arg].elements = count;
  return 1;
}

extern "C" int omp2ocl_arg_reduction(omp2ocl_kernel *k, unsigned arg,
                                     size_t elem_size) {
  return arg_reduction(k, arg, elem_size, 1, "reduction with an element size of 0");
}

extern "C" int omp2ocl_arg_array_reduction(omp2ocl_kernel *k, unsigned arg,
                                           size_t elem_size, size_t count) {
  return arg_reduction(k, arg, elem_size, count,
                       "array reduction with an element size or count of 0");
}

extern "C" int omp2ocl_arg_lanes(omp2ocl_kernel *k, unsigned arg,
                                 unsigned lanes, size_t elem_size) {
  std::lock_guard<std::recursive_mutex> lock(rt().mu);
  if (!usable(k)) return 0;
  if (lanes == 0 || (lanes & (lanes - 1)) != 0 || elem_size == 0) {
    omp2ocl_fallback("lanes that are not a power of two, or an element size of 0");
    return 0;
  }
  k->lanes_arg = arg;
  k->lanes = lanes;
  k->lanes_elem = elem_size;
  return 1;
}

extern "C" int omp2ocl_arg_out(omp2ocl_kernel *k, unsigned arg,
                               void *host_dst, size_t size) {
  std::lock_guard<std::recursive_mutex> lock(rt().mu);
  if (!usable(k)) return 0;
  Out &o = k->outs[arg];
  o.host_dst = host_dst;
  o.size = size;
  if (!sized_buffer(&o.mem, &o.capacity, size, "a kernel result"))
    return 0;
  return set_arg(k, arg, sizeof(cl_mem), &o.mem);
}

// Threads reaching offloaded loops together would otherwise interleave
// their arguments on one kernel object and read each other's results.
extern "C" void omp2ocl_launch_begin(void) { rt().mu.lock(); }
extern "C" void omp2ocl_launch_end(void) { rt().mu.unlock(); }

extern "C" int omp2ocl_launch(omp2ocl_kernel *k, unsigned dims,
                              const size_t *global) {
  Runtime &r = rt();
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  if (!usable(k)) return 0;
  std::string kname = std::string(k->prog->unit) + ":" + k->name;
  if (dims < 1 || dims > 3 || !global) {
    omp2ocl_fallback(("bad launch dimensions for " + kname).c_str());
    return 0;
  }

  // 1. Every memory argument's buffer (merging may happen here, so the
  //    buffers are looked up again once all exist).
  for (auto &e : k->mem_args) {
    const MemArg &m = e.second;
    if (m.bytes == 0) continue;
    auto lo = reinterpret_cast<std::uintptr_t>(m.host);
    if (!ensure_buffer(lo, lo + m.bytes, k)) return 0;
  }
  // 1b. Dynamic index reordering: the variant runs instead when every
  //     array it reads reordered is exactly one whole buffer that no other
  //     argument touches (a kernel reaches memory only through its
  //     arguments, so nothing else can alias the copy) and the decision says
  //     so for each of them.
  omp2ocl_kernel *run = k;
  std::vector<std::pair<const omp2ocl_layout *, Buffer *>> reordered;
  if (k->layout_count && k->layout_variant >= 0) {
    double items = 1;
    for (unsigned d = 0; d < dims; d++) items *= double(global[d]);
    bool use = true;
    for (unsigned i = 0; i < k->layout_count && use; i++) {
      const omp2ocl_layout &l = k->layouts[i];
      auto it = k->mem_args.find(l.arg);
      size_t bytes = l.elem_size;
      for (unsigned d = 0; d < l.rank; d++) bytes *= l.extents[d];
      if (it == k->mem_args.end() || it->second.bytes != bytes) {
        use = false;
        break;
      }
      auto lo = reinterpret_cast<std::uintptr_t>(it->second.host);
      Buffer *b = find_containing(lo, lo + bytes);
      use = b && b->lo == lo && b->hi == lo + bytes;
      for (auto &e : k->mem_args) {
        if (!use || e.first == l.arg || e.second.bytes == 0) continue;
        auto olo = reinterpret_cast<std::uintptr_t>(e.second.host);
        use = find_containing(olo, olo + e.second.bytes) != b;
      }
      if (use) use = layout_wanted(k, l, items);
      if (use) reordered.emplace_back(&l, b);
    }
    if (use) {
      run = omp2ocl_kernel_get(k->prog, k->layout_variant);
      if (!run) return 0;
      for (auto &e : k->values)
        if (!set_arg(run, e.first, e.second.size(), e.second.data())) return 0;
    } else {
      reordered.clear();
    }
  }
  struct Use {
    bool full = false;     // some argument needs the old content
    bool written = false;  // some argument may write
    std::vector<std::pair<std::uintptr_t, std::uintptr_t>> write_all;
  };
  std::map<Buffer *, Use> uses;
  for (auto &e : k->mem_args) {
    const MemArg &m = e.second;
    cl_mem mem;
    cl_long offset = 0;
    if (m.bytes == 0) {
      if (!r.dummy) {
        size_t cap = 0;
        if (!sized_buffer(&r.dummy, &cap, 64, "an unused pointer")) return 0;
      }
      mem = r.dummy;
    } else {
      auto lo = reinterpret_cast<std::uintptr_t>(m.host);
      Buffer *b = find_containing(lo, lo + m.bytes);
      Use &u = uses[b];
      if (m.flags & (OMP2OCL_WRITE | OMP2OCL_WRITE_ALL)) u.written = true;
      if (m.flags & OMP2OCL_WRITE_ALL)
        u.write_all.emplace_back(lo, lo + m.bytes);
      else
        u.full = true;
      mem = b->mem;
      offset = static_cast<cl_long>(lo - b->lo);
    }
    if (!set_arg(run, e.first, sizeof mem, &mem) ||
        !set_arg(run, e.first + 1, sizeof offset, &offset))
      return 0;
  }

  // 2. Uploads: whole stale buffers, except the bytes the kernel overwrites.
  for (auto &e : uses) {
    Buffer *b = e.first;
    Use &u = e.second;
    if (b->device_valid) continue;
    state_changed();
    if (!b->stale.empty()) {
      // Current on the device but for what the host wrote since.
      for (auto &r : b->stale)
        if (!upload(b, r.first, r.second, k)) return 0;
      b->stale.clear();
      b->device_valid = true;
      continue;
    }
    if (u.full) {
      if (!upload(b, b->lo, b->hi, k)) return 0;
      b->device_valid = true;
      continue;
    }
    std::sort(u.write_all.begin(), u.write_all.end());
    std::uintptr_t at = b->lo;
    for (auto &iv : u.write_all) {
      if (iv.first > at && !upload(b, at, iv.first, k)) return 0;
      at = std::max(at, iv.second);
    }
    if (at < b->hi && !upload(b, at, b->hi, k)) return 0;
  }

  // 2b. The reordered copies (current ones are reused), in place of the
  //     arrays' buffers.
  std::vector<PermutedCopy *> copies;
  for (auto &e : reordered) {
    const MemArg &m = k->mem_args[e.first->arg];
    bool skip_fill = (m.flags & OMP2OCL_WRITE_ALL) != 0;
    PermutedCopy *c = permuted_copy(e.second, *e.first, skip_fill, k);
    if (!c) return 0;
    copies.push_back(c);
    cl_long zero = 0;
    if (!set_arg(run, e.first->arg, sizeof c->mem, &c->mem) ||
        !set_arg(run, e.first->arg + 1, sizeof zero, &zero))
      return 0;
  }

  // 3. Work-group size.
  size_t total = std::min<size_t>({256, r.dev_max_wg, run->wg_max});
  if (r.forced_group_size) total = std::min(total, r.forced_group_size);
  total = floor_pow2(total);
  size_t red_bytes = k->lanes ? k->lanes_elem : 0;
  for (auto &e : k->reductions) red_bytes += e.second.elem_size;
  while (total > 1 && r.local_mem > 0 &&
         red_bytes * total + 1024 > r.local_mem)
    total /= 2;
  // Lanes: each index of dimension 0 becomes `lanes` work-items of one
  // group (as many as the group and the device allow). A CPU device runs
  // the work-items of a group one after another, where lanes only add the
  // tree's barriers (NAS CG W on PoCL: 7x slower with 32): it gets 1 lane.
  size_t lanes = 1, lanes_global[3];
  if (k->lanes) {
    lanes = (r.device_type & CL_DEVICE_TYPE_CPU) ? 1 : k->lanes;
    if (const char *e = std::getenv("OMP2OCL_LANES")) {
      long v = std::atol(e);
      if (v > 0 && (v & (v - 1)) == 0) lanes = size_t(v);
    }
    lanes = std::min({lanes, total, floor_pow2(r.dev_max_items[0])});
  }
  for (unsigned d = 0; d < dims; d++) lanes_global[d] = global[d];
  lanes_global[0] *= lanes;
  global = lanes_global;
  size_t local[3], gsize[3];
  GroupLimits limits;
  limits.total = total;
  limits.min0 = lanes;
  for (unsigned d = 0; d < 3; d++) limits.max_items[d] = r.dev_max_items[d];
  // GPUs spread small ranges over their compute units, in groups of at
  // least a warp (the kernel's preferred multiple, at least 32). CPU
  // devices keep large groups: PoCL runs a group's work-items in one
  // thread, and its compute units are the cores.
  if (!r.forced_group_size && (r.device_type & CL_DEVICE_TYPE_GPU)) {
    limits.spread_to = r.compute_units;
    limits.smallest = std::max(floor_pow2(run->wg_multiple), size_t(32));
  }
  choose_work_group(dims, global, limits, local);
  bool empty = false;
  size_t groups = 1, items = 1;
  for (unsigned d = 0; d < dims; d++) {
    if (global[d] == 0) empty = true;
    gsize[d] = (global[d] + local[d] - 1) / local[d] * local[d];
    groups *= gsize[d] / local[d];
    items *= gsize[d];
  }
  if (empty) {  // nothing to run: no partials, outs keep their host value
    for (auto &e : k->reductions) {
      e.second.count = 0;
      e.second.read_back = false;
    }
    return 1;
  }
  size_t local_total = local[0] * local[1] * local[2];
  for (unsigned d = 0; d < 3; d++) {
    k->last_local[d] = local[d];
    k->last_global[d] = d < dims ? gsize[d] : 1;
  }
  k->last_lanes = k->lanes ? unsigned(lanes) : 0;
  if (k->lanes) {
    cl_uint l = cl_uint(lanes);
    if (!set_arg(run, k->lanes_arg, sizeof l, &l) ||
        !set_arg(run, k->lanes_arg + 1, k->lanes_elem * local_total, nullptr))
      return 0;
  }

  // 4. Reductions, scratch, outs.
  for (auto &e : k->reductions) {
    Reduction &red = e.second;
    if (!sized_buffer(&red.mem, &red.capacity,
                      groups * red.elem_size * red.elements,
                      "reduction partials") ||
        !set_arg(run, e.first, sizeof(cl_mem), &red.mem) ||
        !set_arg(run, e.first + 1, red.elem_size * local_total, nullptr))
      return 0;
    red.count = groups;
    red.read_back = false;
  }
  for (auto &e : k->scratch) {
    Scratch &s = e.second;
    if (!sized_buffer(&s.mem, &s.capacity, s.bytes_per_item * items,
                      "scratch memory") ||
        !set_arg(run, e.first, sizeof(cl_mem), &s.mem))
      return 0;
  }
  if (run != k)
    for (auto &e : k->outs)
      if (!set_arg(run, e.first, sizeof(cl_mem), &e.second.mem)) return 0;
  for (auto &e : k->outs) {
    // The host value goes first, so that a launch whose work-items never
    // store the result leaves it unchanged.
    Out &o = e.second;
    if (o.size == 0) continue;
    cl_int err = clEnqueueWriteBuffer(r.queue, o.mem, CL_TRUE, 0, o.size,
                                      o.host_dst, 0, nullptr, nullptr);
    if (err != CL_SUCCESS) {
      fault("uploading a kernel result", err);
      return 0;
    }
    r.counters.uploads++;
    r.counters.h2d_bytes += o.size;
    k->h2d_bytes += o.size;
  }

  // 5. Launch.
  cl_event ev = nullptr;
  cl_int err = clEnqueueNDRangeKernel(r.queue, run->kernel, dims, nullptr, gsize,
                                      local, 0, nullptr,
                                      r.profiling ? &ev : nullptr);
  if (err != CL_SUCCESS) {
    fault("launching " + kname, err);
    return 0;
  }
  // Written copies go back into their buffers (next on the in-order queue).
  auto writes = [&](const omp2ocl_layout *l) {
    return l->written ||
           (k->mem_args[l->arg].flags & (OMP2OCL_WRITE | OMP2OCL_WRITE_ALL));
  };
  for (size_t i = 0; i < reordered.size(); i++)
    if (writes(reordered[i].first) &&
        !permute_back(reordered[i].second, copies[i], k))
      return 0;
  if (run != k) {
    k->variant_launches++;
    r.counters.variant_launches++;
  }
  if (run != k && !run->variant_waited) {
    clFinish(r.queue);  // as below, for the variant's first launch
    register_exit_handler();
    run->variant_waited = true;
  }
  if (k->launches == 0) {
    // The first launch of a kernel may make the implementation compile it
    // in a thread of its own: wait for that, then re-register the exit
    // handler behind whatever it set up (see register_exit_handler).
    clFinish(r.queue);
    register_exit_handler();
  }
  k->launches++;
  r.counters.launches++;
  omp2ocl_rt_launch_count = omp2ocl_rt_launch_count + 1;
  if (ev) {
    k->events.push_back(ev);
    harvest_events(k, false);
  }

  // 6. Results.
  for (auto &e : k->outs) {
    Out &o = e.second;
    if (o.size == 0) continue;
    err = clEnqueueReadBuffer(r.queue, o.mem, CL_TRUE, 0, o.size, o.host_dst,
                              0, nullptr, nullptr);
    if (err != CL_SUCCESS) {
      fault("reading a result of " + kname, err);
      return 0;
    }
    r.counters.downloads++;
    r.counters.d2h_bytes += o.size;
    k->d2h_bytes += o.size;
  }
  for (auto &e : uses) {
    e.first->device_valid = true;
    e.first->stale.clear();
    if (e.second.written) {
      e.first->host_valid = false;
      e.first->fresh.clear();
      e.first->partial_downloads = 0;
      e.first->generation++;  // its permuted copies are stale...
    }
  }
  for (size_t i = 0; i < reordered.size(); i++)  // ...but the one written back
    if (writes(reordered[i].first))
      copies[i]->generation = reordered[i].second->generation;
  state_changed();
  return 1;
}

extern "C" const void *omp2ocl_reduction_partials(omp2ocl_kernel *k,
                                                  unsigned arg,
                                                  size_t *count) {
  Runtime &r = rt();
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  if (count) *count = 0;
  if (!usable(k)) return nullptr;
  auto it = k->reductions.find(arg);
  if (it == k->reductions.end()) return nullptr;
  Reduction &red = it->second;
  size_t bytes = red.count * red.elem_size * red.elements;
  if (!red.read_back) {
    red.host.resize(bytes ? bytes : 1);  // never a null pointer
    if (bytes) {
      cl_int err = clEnqueueReadBuffer(r.queue, red.mem, CL_TRUE, 0, bytes,
                                       red.host.data(), 0, nullptr, nullptr);
      if (err != CL_SUCCESS) {
        fault("reading reduction partials of " + std::string(k->prog->unit) +
                  ":" + k->name,
              err);
        return nullptr;
      }
      r.counters.downloads++;
      r.counters.d2h_bytes += bytes;
      k->d2h_bytes += bytes;
    }
    red.read_back = true;
  }
  if (count) *count = red.count;
  return red.host.data();
}

extern "C" void omp2ocl_fatal(const char *why) {
  std::fprintf(stderr, "omp2ocl: fatal: %s\n", why ? why : "(no reason)");
  std::abort();
}

extern "C" int omp2ocl_decline(omp2ocl_kernel *k, const char *why) {
  Runtime &r = rt();
  std::lock_guard<std::recursive_mutex> lock(r.mu);
  if (r.profiling && k && !k->declined_reported) {
    k->declined_reported = true;
    std::fprintf(stderr, "omp2ocl profile: %s runs as OpenMP this time: %s\n",
                 k->name.c_str(), why ? why : "declined");
  }
  return 0;
}
