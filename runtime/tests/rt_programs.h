// rt_programs.h - hand-written OpenCL programs in the form omp2ocl emits
// them (one omp2ocl_program per unit, memory arguments as buffer + byte
// offset), and a fixture that gives every test a fresh runtime.
#ifndef OMP2OCL_RT_TEST_PROGRAMS_H
#define OMP2OCL_RT_TEST_PROGRAMS_H

#include "internal.h"
#include "omp2ocl_rt.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

namespace rt_test {

// Unit "vec.c": element-wise kernels on double arrays.
inline const char *const kVecSource = R"CL(
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define AT(T, p, off) ((__global T *)((__global char *)(p) + (off)))
__kernel void vadd(__global double *a, long a_off, __global double *b,
                   long b_off, __global double *c, long c_off, long n) {
  long i = get_global_id(0);
  if (i >= n) return;
  AT(double, c, c_off)[i] = AT(double, a, a_off)[i] + AT(double, b, b_off)[i];
}
__kernel void scale(__global double *x, long x_off, long n, double f) {
  long i = get_global_id(0);
  if (i >= n) return;
  AT(double, x, x_off)[i] *= f;
}
__kernel void fill(__global double *x, long x_off, long n, double v) {
  long i = get_global_id(0);
  if (i >= n) return;
  AT(double, x, x_off)[i] = v + (double)i;
}
/* c[j][i] = i + 1000 j over an n1 x n0 grid, 2-D range. */
__kernel void grid2(__global double *c, long c_off, long n0, long n1) {
  long i = get_global_id(0), j = get_global_id(1);
  if (i >= n0 || j >= n1) return;
  AT(double, c, c_off)[j * n0 + i] = i + 1000.0 * j;
}
/* c[k][j][i] = i + 100 j + 10000 k, 3-D range. */
__kernel void grid3(__global double *c, long c_off, long n0, long n1,
                    long n2) {
  long i = get_global_id(0), j = get_global_id(1), k = get_global_id(2);
  if (i >= n0 || j >= n1 || k >= n2) return;
  AT(double, c, c_off)[(k * n1 + j) * n0 + i] = i + 100.0 * j + 10000.0 * k;
}
)CL";
inline const char *const kVecNames[] = {"vadd", "scale", "fill", "grid2",
                                        "grid3"};
enum { kVadd, kScale, kFill, kGrid2, kGrid3 };

// Unit "red.c": a two-stage reduction, a lastprivate result, scratch memory.
inline const char *const kRedSource = R"CL(
#define AT(T, p, off) ((__global T *)((__global char *)(p) + (off)))
/* partial[group] = sum of x[i] over the group's items. */
__kernel void rsum(__global long *x, long x_off, long n,
                   __global long *partial, __local long *loc) {
  long i = get_global_id(0);
  size_t l = get_local_id(0), ls = get_local_size(0);
  loc[l] = i < n ? AT(long, x, x_off)[i] : 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = ls / 2; s > 0; s /= 2) {
    if (l < s) loc[l] += loc[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) partial[get_group_id(0)] = loc[0];
}
/* lastprivate: the item of the last iteration stores 3 * (n - 1). */
__kernel void last(__global long *out, long n) {
  long i = get_global_id(0);
  if (i == n - 1) *out = 3 * i;
}
/* Each item fills its 16 longs of scratch with i..i+15, stores the sum. */
__kernel void scratch16(__global long *scratch, __global long *y, long y_off,
                        long n) {
  long i = get_global_id(0);
  if (i >= n) return;
  __global long *mine = scratch + i * 16;
  for (int j = 0; j < 16; j++) mine[j] = i + j;
  long s = 0;
  for (int j = 0; j < 16; j++) s += mine[15 - j];
  AT(long, y, y_off)[i] = s;
}
/* An array reduction: item i adds x[i] to bin i % 5 of its own copy; the
 * group combines the copies bin by bin through loc (one long per item) and
 * stores its 5 bins at partial[group * 5 ...]. */
__kernel void rhist(__global long *x, long x_off, long n,
                    __global long *partial, __local long *loc) {
  long i = get_global_id(0);
  long bins[5] = {0, 0, 0, 0, 0};
  if (i < n) bins[i % 5] += AT(long, x, x_off)[i];
  size_t l = get_local_id(0), ls = get_local_size(0);
  for (int e = 0; e < 5; e++) {
    loc[l] = bins[e];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t s = ls / 2; s > 0; s /= 2) {
      if (l < s) loc[l] += loc[l + s];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0) partial[get_group_id(0) * 5 + e] = loc[0];
  }
}
/* Lanes (omp2ocl_arg_lanes): row r = gid0 / L of an n x m matrix summed by
 * its L lanes, lane l taking columns l, l + L, ...; the partials combined
 * through loc (one long per item); lane 0 stores y[r]. */
__kernel void lanesum(__global long *x, long x_off, __global long *y,
                      long y_off, long n, long m, uint L, __local long *loc) {
  long r = get_global_id(0) / L;
  uint lane = get_local_id(0) % L;
  size_t lid = get_local_id(0) + get_local_size(0) * (get_local_id(1) +
               get_local_size(1) * get_local_id(2));
  long part = 0;
  if (r < n)
    for (long k = lane; k < m; k += L) part += AT(long, x, x_off)[r * m + k];
  loc[lid] = part;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = L / 2; s > 0; s >>= 1) {
    if (lane < s) loc[lid] += loc[lid + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (r < n && lane == 0) AT(long, y, y_off)[r] = loc[lid];
}
)CL";
inline const char *const kRedNames[] = {"rsum", "last", "scratch16", "rhist",
                                        "lanesum"};
enum { kRsum, kLast, kScratch16, kRhist, kLanesum };

// Unit "bad.c": does not compile.
inline const char *const kBadSource =
    "__kernel void broken(__global int *x) { x[0] = undeclared_name; }\n";
inline const char *const kBadNames[] = {"broken"};

inline omp2ocl_program vec_prog = {"vec.c", kVecSource, kVecNames, 5, nullptr,
                                   nullptr};
inline omp2ocl_program red_prog = {"red.c", kRedSource, kRedNames, 5, nullptr,
                                   nullptr};
inline omp2ocl_program bad_prog = {"bad.c", kBadSource, kBadNames, 1, nullptr,
                                   nullptr};

// A private binary-cache directory for the test process.
inline const std::string &cache_dir() {
  static std::string dir = [] {
    char tmpl[] = "/tmp/omp2ocl-rt-test-XXXXXX";
    const char *d = mkdtemp(tmpl);
    return std::string(d ? d : "/tmp/omp2ocl-rt-test");
  }();
  return dir;
}

inline void remove_cache_dir() {
  std::string cmd = "rm -rf '" + cache_dir() + "'";
  if (std::system(cmd.c_str()) != 0) {
  }
}

// Every test starts with an undecided runtime in opencl mode on any device.
class Runtime : public ::testing::Test {
 protected:
  void SetUp() override {
    omp2ocl::testing::reset();
    setenv("OMP2OCL_DEVICE", "opencl", 1);
    unsetenv("OMP2OCL_DEVICE_TYPE");
    unsetenv("OMP2OCL_PROFILE");
    setenv("OMP2OCL_CACHE_DIR", cache_dir().c_str(), 1);
    ASSERT_TRUE(omp2ocl_opencl_active(&vec_prog))
        << "these tests need an OpenCL device with doubles (PoCL will do)";
  }
  void TearDown() override { omp2ocl::testing::reset(); }

  static omp2ocl::Counters counters() { return omp2ocl::testing::counters(); }
};

}  // namespace rt_test

#endif
