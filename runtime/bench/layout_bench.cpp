// omp2ocl-layout-bench: the microbenchmark behind the dynamic index
// reordering model (omp2ocl-train layout-collect runs it).
//
// It goes through the runtime's own code path: a program of hand-written
// kernels in the translator's conventions (pointer + byte offset per memory
// argument), omp2ocl_arg_mem / omp2ocl_arg_layout / omp2ocl_launch, and
// OMP2OCL_DYNAMIC_LAYOUT=off|on (read by the runtime at every launch) to
// time the original kernel against the reordered path (permute kernel,
// variant, permute back when written) for the same launch.
//
// The array is a[n0][n1][n2] of doubles. The kernel has work-items (i, j)
// over (n0, n1) (i is work-item dimension 0) and a sequential loop of T
// steps over k = t % n2: the original reads a[i][j][k], so neighbouring
// work-items are n1*n2 elements apart; the variant reads the copy
// a'[j][k][i] (order {1, 2, 0}), neighbours adjacent. A read kernel sums
// into out[j][i]; a written kernel updates a[i][j][k] in place (a read and a
// write per step). Accesses per element, as the runtime computes the
// feature: T * n0 * n1 / (n0 * n1 * n2) = T / n2 for reads, 2T / n2 when
// written.
//
// Before every timed launch an untimed kernel that may write a (it does
// nothing) moves the buffer's generation, so every reordered launch pays
// its permute: the worst case, as in a program where the array changes
// between launches. Each mode works on its own copy of the array (same
// initial values); at the end both modes' results are compared bit for bit
// and a difference is an error (exit 1).
//
//   omp2ocl-layout-bench --device
//       prints "device NAME" and "type gpu|cpu|accelerator|other"
//   omp2ocl-layout-bench --shape N0,N1,N2 --points APE:W[,APE:W...] [--repeat R]
//       per point a line
//       point BYTES APE W N0xN1xN2 T_KEEP T_REORDER
//       (APE the accesses per element the runtime sees, W 0/1 written,
//       times: the minimum over R launches of each, in seconds, from the
//       arguments to the end of the device work)
// OMP2OCL_DEVICE_TYPE chooses the device as for any program.
#include "omp2ocl_rt.h"

#include "internal.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace {

const char *const kSource = R"CL(
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define AT(p, off) ((__global double *)((__global char *)(p) + (off)))
__kernel void lb_read(__global double *a, long a_off, __global double *out,
                      long out_off, long n0, long n1, long n2, long t) {
  long i = get_global_id(0), j = get_global_id(1);
  if (i >= n0 || j >= n1) return;
  __global double *p = AT(a, a_off);
  double s = 0;
  for (long u = 0; u < t; u++) s += p[(i * n1 + j) * n2 + u % n2];
  AT(out, out_off)[j * n0 + i] = s;
}
__kernel void lb_write(__global double *a, long a_off, long n0, long n1,
                       long n2, long t) {
  long i = get_global_id(0), j = get_global_id(1);
  if (i >= n0 || j >= n1) return;
  __global double *p = AT(a, a_off);
  for (long u = 0; u < t; u++) {
    long x = (i * n1 + j) * n2 + u % n2;
    p[x] = p[x] * 0.5 + 1.0;
  }
}
__kernel void lb_touch(__global double *a, long a_off, long n) {
  if (n < 0) AT(a, a_off)[0] = 0;
}
__kernel void lb_read_dyn(__global double *a, long a_off, __global double *out,
                          long out_off, long n0, long n1, long n2, long t) {
  long i = get_global_id(0), j = get_global_id(1);
  if (i >= n0 || j >= n1) return;
  __global double *p = AT(a, a_off);
  double s = 0;
  for (long u = 0; u < t; u++) s += p[(j * n2 + u % n2) * n0 + i];
  AT(out, out_off)[j * n0 + i] = s;
}
__kernel void lb_write_dyn(__global double *a, long a_off, long n0, long n1,
                           long n2, long t) {
  long i = get_global_id(0), j = get_global_id(1);
  if (i >= n0 || j >= n1) return;
  __global double *p = AT(a, a_off);
  for (long u = 0; u < t; u++) {
    long x = (j * n2 + u % n2) * n0 + i;
    p[x] = p[x] * 0.5 + 1.0;
  }
}
)CL";
const char *const kNames[] = {"lb_read", "lb_write", "lb_touch", "lb_read_dyn",
                              "lb_write_dyn"};
enum { kRead, kWrite, kTouch, kReadDyn, kWriteDyn };
omp2ocl_program prog = {"layout_bench.c", kSource, kNames, 5, nullptr, nullptr,
                        nullptr, 0, nullptr};

[[noreturn]] void die(const std::string &why) {
  std::fprintf(stderr, "omp2ocl-layout-bench: %s\n", why.c_str());
  std::exit(1);
}

[[noreturn]] void usage() {
  std::fprintf(stderr,
               "usage: omp2ocl-layout-bench --device\n"
               "       omp2ocl-layout-bench --shape N0,N1,N2 --points APE:W[,...] "
               "[--repeat R]\n");
  std::exit(2);
}

double now() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

struct Point {
  double ape;  // requested accesses per element
  int written;
};

struct Mode {
  std::vector<double> a, out;
};

const size_t kRank = 3;

// The untimed write-marking launch: the buffer's generation moves.
void touch(std::vector<double> &a) {
  omp2ocl_kernel *k = omp2ocl_kernel_get(&prog, kTouch);
  long n = long(a.size());
  size_t g[1] = {1};
  if (!k || !omp2ocl_arg_mem(k, 0, a.data(), a.size() * sizeof(double), OMP2OCL_WRITE) ||
      !omp2ocl_arg_value(k, 2, &n, sizeof n) || !omp2ocl_launch(k, 1, g))
    die("the touch kernel failed");
}

// One launch of the benchmark kernel in the current OMP2OCL_DYNAMIC_LAYOUT
// mode, timed to the end of its device work.
double launch(Mode &m, const size_t *ext, long t, int written,
              const omp2ocl_layout *copy) {
  touch(m.a);
  omp2ocl_device_barrier();
  long n0 = long(ext[0]), n1 = long(ext[1]), n2 = long(ext[2]);
  size_t g[2] = {ext[0], ext[1]};
  size_t bytes = m.a.size() * sizeof(double);
  double t0 = now();
  omp2ocl_kernel *k = omp2ocl_kernel_get(&prog, written ? kWrite : kRead);
  bool ok = k != nullptr;
  if (written) {
    ok = ok && omp2ocl_arg_mem(k, 0, m.a.data(), bytes, OMP2OCL_READ | OMP2OCL_WRITE) &&
         omp2ocl_arg_value(k, 2, &n0, sizeof n0) && omp2ocl_arg_value(k, 3, &n1, sizeof n1) &&
         omp2ocl_arg_value(k, 4, &n2, sizeof n2) && omp2ocl_arg_value(k, 5, &t, sizeof t) &&
         omp2ocl_arg_layout(k, kWriteDyn, 1, copy, nullptr);
  } else {
    ok = ok && omp2ocl_arg_mem(k, 0, m.a.data(), bytes, OMP2OCL_READ) &&
         omp2ocl_arg_mem(k, 2, m.out.data(), m.out.size() * sizeof(double),
                         OMP2OCL_WRITE_ALL) &&
         omp2ocl_arg_value(k, 4, &n0, sizeof n0) && omp2ocl_arg_value(k, 5, &n1, sizeof n1) &&
         omp2ocl_arg_value(k, 6, &n2, sizeof n2) && omp2ocl_arg_value(k, 7, &t, sizeof t) &&
         omp2ocl_arg_layout(k, kReadDyn, 1, copy, nullptr);
  }
  ok = ok && omp2ocl_launch(k, 2, g);
  omp2ocl_device_barrier();
  double t1 = now();
  if (!ok) die("a launch failed (the runtime fell back to OpenMP)");
  return t1 - t0;
}

void init(Mode &m, size_t elements, size_t items) {
  m.a.resize(elements);
  m.out.assign(items, 0.0);
  for (size_t x = 0; x < elements; x++) m.a[x] = double(x % 1000) * 0.001 + 1.0;
}

std::vector<size_t> parseSizes(const char *s) {
  std::vector<size_t> v;
  for (const char *p = s; *p;) {
    char *end;
    unsigned long long x = std::strtoull(p, &end, 10);
    if (end == p || x == 0) usage();
    v.push_back(size_t(x));
    p = *end == ',' ? end + 1 : end;
    if (*end && *end != ',') usage();
  }
  return v;
}

}  // namespace

int main(int argc, char **argv) {
  bool device_only = false;
  std::vector<size_t> shape;
  std::vector<Point> points;
  int repeat = 3;
  for (int i = 1; i < argc; i++) {
    std::string o = argv[i];
    if (o == "--device") {
      device_only = true;
    } else if (o == "--shape" && i + 1 < argc) {
      shape = parseSizes(argv[++i]);
      if (shape.size() != kRank) usage();
    } else if (o == "--points" && i + 1 < argc) {
      for (char *p = argv[++i]; *p;) {
        char *end;
        double ape = std::strtod(p, &end);
        if (end == p || *end != ':' || !(ape > 0)) usage();
        p = end + 1;
        long w = std::strtol(p, &end, 10);
        if (end == p || (w != 0 && w != 1) || (*end && *end != ',')) usage();
        points.push_back({ape, int(w)});
        p = *end ? end + 1 : end;
      }
    } else if (o == "--repeat" && i + 1 < argc) {
      repeat = std::atoi(argv[++i]);
      if (repeat < 1) usage();
    } else {
      usage();
    }
  }
  if (!device_only && (shape.empty() || points.empty())) usage();

  setenv("OMP2OCL_DEVICE", "opencl", 1);
  unsetenv("OMP2OCL_PROFILE");  // a profiling queue changes the timing
  if (!omp2ocl_opencl_active(&prog)) die("no usable OpenCL device");
  omp2ocl::Runtime &r = omp2ocl::rt();
  if (device_only) {
    cl_device_type t = r.device_type;
    std::printf("device %s\ntype %s\n", r.device_name.c_str(),
                t == CL_DEVICE_TYPE_GPU           ? "gpu"
                : t == CL_DEVICE_TYPE_CPU         ? "cpu"
                : t == CL_DEVICE_TYPE_ACCELERATOR ? "accelerator"
                                                  : "other");
    return 0;
  }

  const size_t ext[kRank] = {shape[0], shape[1], shape[2]};
  size_t elements = ext[0] * ext[1] * ext[2], items = ext[0] * ext[1];
  size_t bytes = elements * sizeof(double);
  for (const Point &p : points) {
    // Steps per work-item: accesses per element x n2 (halved when each step
    // reads and writes), at least one.
    long t = std::max(1L, std::lround(p.ape * double(ext[2]) / (p.written ? 2.0 : 1.0)));
    double per_item = double(t) * (p.written ? 2 : 1);
    double ape = per_item * double(items) / double(elements);
    omp2ocl_layout copy = {"a", 0, unsigned(kRank), {ext[0], ext[1], ext[2]},
                           {1, 2, 0}, sizeof(double), p.written, per_item};
    Mode keep, reorder;
    init(keep, elements, items);
    init(reorder, elements, items);
    double best[2] = {INFINITY, INFINITY};
    // Rounds alternate the modes; the first round (kernel builds, uploads,
    // the copy's allocation) is not counted.
    for (int round = 0; round <= repeat; round++) {
      for (int m = 0; m < 2; m++) {
        setenv("OMP2OCL_DYNAMIC_LAYOUT", m ? "on" : "off", 1);
        std::uint64_t variants = omp2ocl::rt().counters.variant_launches;
        std::uint64_t permutes = omp2ocl::rt().counters.permutes;
        double s = launch(m ? reorder : keep, ext, t, p.written, &copy);
        // What was timed must be the path named: the variant after a
        // permute (and one back when written), or the original alone.
        std::uint64_t dv = omp2ocl::rt().counters.variant_launches - variants;
        std::uint64_t dp = omp2ocl::rt().counters.permutes - permutes;
        if (dv != std::uint64_t(m) || dp != std::uint64_t(m ? 1 + p.written : 0))
          die(std::string("the runtime did not take the ") +
              (m ? "reordered" : "original") + " path (" + std::to_string(dv) +
              " variant launches, " + std::to_string(dp) + " permutes)");
        if (round > 0) best[m] = std::min(best[m], s);
      }
    }
    for (Mode *m : {&keep, &reorder}) {
      omp2ocl_host_access(m->a.data(), bytes, OMP2OCL_READ);
      omp2ocl_host_access(m->out.data(), items * sizeof(double), OMP2OCL_READ);
    }
    if (std::memcmp(keep.a.data(), reorder.a.data(), bytes) != 0 ||
        std::memcmp(keep.out.data(), reorder.out.data(), items * sizeof(double)) != 0)
      die("the reordered variant computed a different result (shape " +
          std::to_string(ext[0]) + "x" + std::to_string(ext[1]) + "x" +
          std::to_string(ext[2]) + ", accesses " + std::to_string(ape) + ")");
    // Both modes' arrays leave the buffer table before the next point.
    for (Mode *m : {&keep, &reorder}) {
      omp2ocl_forget(m->a.data());
      omp2ocl_forget(m->out.data());
    }
    std::printf("point %zu %.17g %d %zux%zux%zu %.9g %.9g\n", bytes, ape, p.written,
                ext[0], ext[1], ext[2], best[0], best[1]);
    std::fflush(stdout);
  }
  unsetenv("OMP2OCL_DYNAMIC_LAYOUT");
  return 0;
}
