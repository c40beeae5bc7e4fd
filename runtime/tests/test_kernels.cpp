// Launch-time features: two-stage reductions, lastprivate results, scratch
// memory, multi-dimensional ranges and empty ranges.
#include "rt_programs.h"

#include <vector>

using rt_test::red_prog;
using rt_test::Runtime;
using rt_test::vec_prog;

namespace {

// Sum of x[0..n) through the rsum kernel: device partials + host sum.
bool device_sum(std::vector<long> &x, long n, long *sum, size_t *groups) {
  omp2ocl_kernel *k = omp2ocl_kernel_get(&red_prog, rt_test::kRsum);
  if (!k) return false;
  size_t g = n;
  if (!omp2ocl_arg_mem(k, 0, x.data(), n * sizeof(long), OMP2OCL_READ) ||
      !omp2ocl_arg_value(k, 2, &n, sizeof n) ||
      !omp2ocl_arg_reduction(k, 3, sizeof(long)) ||
      !omp2ocl_launch(k, 1, &g))
    return false;
  size_t count = 0;
  auto *part = static_cast<const long *>(
      omp2ocl_reduction_partials(k, 3, &count));
  if (!part) return false;
  *sum = 0;
  for (size_t i = 0; i < count; i++) *sum += part[i];
  *groups = count;
  return true;
}

}  // namespace

TEST_F(Runtime, ReductionSumOfOneToN) {
  for (long n : {1L, 255L, 256L, 1000L, 100003L}) {
    std::vector<long> x(n);
    for (long i = 0; i < n; i++) x[i] = i + 1;
    long sum = -1;
    size_t groups = 0;
    ASSERT_TRUE(device_sum(x, n, &sum, &groups)) << n;
    EXPECT_EQ(sum, n * (n + 1) / 2) << n;
    EXPECT_GE(groups, 1u);
    EXPECT_LE(groups, size_t(n));
  }
}

TEST_F(Runtime, ReductionPartialsAreReadOncePerLaunch) {
  std::vector<long> x(5000, 1);
  long sum = 0;
  size_t groups = 0;
  ASSERT_TRUE(device_sum(x, 5000, &sum, &groups));
  EXPECT_EQ(sum, 5000);
  auto d2h = counters().d2h_bytes;
  EXPECT_EQ(d2h, groups * sizeof(long));
  omp2ocl_kernel *k = omp2ocl_kernel_get(&red_prog, rt_test::kRsum);
  size_t count = 0;
  ASSERT_NE(omp2ocl_reduction_partials(k, 3, &count), nullptr);
  EXPECT_EQ(count, groups);
  EXPECT_EQ(counters().d2h_bytes, d2h);  // no second read
}

TEST_F(Runtime, ArrayReductionPartialsPerGroupAndElement) {
  for (long n : {1L, 7L, 256L, 1000L, 100003L}) {
    std::vector<long> x(n);
    for (long i = 0; i < n; i++) x[i] = i + 1;
    omp2ocl_kernel *k = omp2ocl_kernel_get(&red_prog, rt_test::kRhist);
    ASSERT_NE(k, nullptr);
    size_t g = n;
    auto d2h = counters().d2h_bytes;
    ASSERT_TRUE(omp2ocl_arg_mem(k, 0, x.data(), n * sizeof(long), OMP2OCL_READ));
    ASSERT_TRUE(omp2ocl_arg_value(k, 2, &n, sizeof n));
    ASSERT_TRUE(omp2ocl_arg_array_reduction(k, 3, sizeof(long), 5));
    ASSERT_TRUE(omp2ocl_launch(k, 1, &g));
    size_t groups = 0;
    auto *part = static_cast<const long *>(
        omp2ocl_reduction_partials(k, 3, &groups));
    ASSERT_NE(part, nullptr);
    ASSERT_GE(groups, 1u);
    EXPECT_EQ(counters().d2h_bytes - d2h, groups * 5 * sizeof(long)) << n;
    long want[5] = {0, 0, 0, 0, 0}, got[5] = {0, 0, 0, 0, 0};
    for (long i = 0; i < n; i++) want[i % 5] += i + 1;
    for (size_t gr = 0; gr < groups; gr++)
      for (int e = 0; e < 5; e++) got[e] += part[gr * 5 + e];
    for (int e = 0; e < 5; e++) EXPECT_EQ(got[e], want[e]) << n << " bin " << e;
  }
}

TEST_F(Runtime, ArrayReductionRefusesAnEmptyArray) {
  omp2ocl_kernel *k = omp2ocl_kernel_get(&red_prog, rt_test::kRhist);
  ASSERT_NE(k, nullptr);
  EXPECT_FALSE(omp2ocl_arg_array_reduction(k, 3, sizeof(long), 0));
}

TEST_F(Runtime, ArgOutCopiesTheLastValueBack) {
  omp2ocl_kernel *k = omp2ocl_kernel_get(&red_prog, rt_test::kLast);
  ASSERT_NE(k, nullptr);
  long out = -5, n = 777;
  ASSERT_TRUE(omp2ocl_arg_out(k, 0, &out, sizeof out));
  ASSERT_TRUE(omp2ocl_arg_value(k, 1, &n, sizeof n));
  size_t g = n;
  ASSERT_TRUE(omp2ocl_launch(k, 1, &g));
  EXPECT_EQ(out, 3 * 776);
  // A launch in which no item stores the value leaves it unchanged.
  out = 42;
  long zero_n = 0;
  ASSERT_TRUE(omp2ocl_arg_value(k, 1, &zero_n, sizeof zero_n));
  ASSERT_TRUE(omp2ocl_launch(k, 1, &g));
  EXPECT_EQ(out, 42);
}

TEST_F(Runtime, ScratchMemoryPerWorkItem) {
  omp2ocl_kernel *k = omp2ocl_kernel_get(&red_prog, rt_test::kScratch16);
  ASSERT_NE(k, nullptr);
  long n = 3000;
  std::vector<long> y(n, 0);
  ASSERT_TRUE(omp2ocl_arg_scratch(k, 0, 16 * sizeof(long)));
  ASSERT_TRUE(omp2ocl_arg_mem(k, 1, y.data(), n * sizeof(long),
                              OMP2OCL_WRITE_ALL));
  ASSERT_TRUE(omp2ocl_arg_value(k, 3, &n, sizeof n));
  size_t g = n;
  ASSERT_TRUE(omp2ocl_launch(k, 1, &g));
  omp2ocl_host_access(y.data(), 0, OMP2OCL_READ);
  for (long i = 0; i < n; i++) ASSERT_EQ(y[i], 16 * i + 120) << i;
}

TEST_F(Runtime, TwoAndThreeDimensionalRanges) {
  omp2ocl_kernel *k2 = omp2ocl_kernel_get(&vec_prog, rt_test::kGrid2);
  ASSERT_NE(k2, nullptr);
  long n0 = 37, n1 = 53;
  std::vector<double> c(n0 * n1, -1);
  ASSERT_TRUE(omp2ocl_arg_mem(k2, 0, c.data(), c.size() * sizeof(double),
                              OMP2OCL_WRITE_ALL));
  ASSERT_TRUE(omp2ocl_arg_value(k2, 2, &n0, sizeof n0));
  ASSERT_TRUE(omp2ocl_arg_value(k2, 3, &n1, sizeof n1));
  size_t g2[2] = {size_t(n0), size_t(n1)};
  ASSERT_TRUE(omp2ocl_launch(k2, 2, g2));
  omp2ocl_host_access(c.data(), 0, OMP2OCL_READ);
  for (long j = 0; j < n1; j++)
    for (long i = 0; i < n0; i++)
      ASSERT_EQ(c[j * n0 + i], i + 1000.0 * j);

  omp2ocl_kernel *k3 = omp2ocl_kernel_get(&vec_prog, rt_test::kGrid3);
  ASSERT_NE(k3, nullptr);
  long m0 = 5, m1 = 70, m2 = 3;
  std::vector<double> d(m0 * m1 * m2, -1);
  ASSERT_TRUE(omp2ocl_arg_mem(k3, 0, d.data(), d.size() * sizeof(double),
                              OMP2OCL_WRITE_ALL));
  ASSERT_TRUE(omp2ocl_arg_value(k3, 2, &m0, sizeof m0));
  ASSERT_TRUE(omp2ocl_arg_value(k3, 3, &m1, sizeof m1));
  ASSERT_TRUE(omp2ocl_arg_value(k3, 4, &m2, sizeof m2));
  size_t g3[3] = {size_t(m0), size_t(m1), size_t(m2)};
  ASSERT_TRUE(omp2ocl_launch(k3, 3, g3));
  omp2ocl_host_access(d.data(), 0, OMP2OCL_READ);
  for (long kk = 0; kk < m2; kk++)
    for (long j = 0; j < m1; j++)
      for (long i = 0; i < m0; i++)
        ASSERT_EQ(d[(kk * m1 + j) * m0 + i], i + 100.0 * j + 10000.0 * kk);
  EXPECT_EQ(counters().launches, 2u);
}

TEST_F(Runtime, EmptyRangeLaunchesNothing) {
  omp2ocl_kernel *k = omp2ocl_kernel_get(&vec_prog, rt_test::kFill);
  ASSERT_NE(k, nullptr);
  std::vector<double> x(10, 3.0);
  long n = 0;
  double v = 0;
  ASSERT_TRUE(omp2ocl_arg_mem(k, 0, x.data(), 10 * sizeof(double),
                              OMP2OCL_WRITE_ALL));
  ASSERT_TRUE(omp2ocl_arg_value(k, 2, &n, sizeof n));
  ASSERT_TRUE(omp2ocl_arg_value(k, 3, &v, sizeof v));
  size_t g = 0;
  ASSERT_TRUE(omp2ocl_launch(k, 1, &g));
  EXPECT_EQ(counters().launches, 0u);
  bool hv = false;
  ASSERT_TRUE(omp2ocl::testing::buffer_state(x.data(), &hv, nullptr, nullptr));
  EXPECT_TRUE(hv);
  EXPECT_EQ(x[9], 3.0);
}

TEST_F(Runtime, DeviceBarrierAndKernelReuse) {
  omp2ocl_kernel *a = omp2ocl_kernel_get(&vec_prog, rt_test::kFill);
  omp2ocl_kernel *b = omp2ocl_kernel_get(&vec_prog, rt_test::kFill);
  EXPECT_EQ(a, b);
  EXPECT_NE(a, omp2ocl_kernel_get(&vec_prog, rt_test::kScale));
  omp2ocl_device_barrier();
  EXPECT_EQ(omp2ocl::testing::mode(), omp2ocl::kOpenCL);
}

namespace {

bool is_pow2(size_t x) { return x && !(x & (x - 1)); }

// Launches fill/grid2/grid3 over `g` and checks the work-group shape.
void check_shape(unsigned dims, std::vector<size_t> g) {
  int index = dims == 1 ? rt_test::kFill : dims == 2 ? rt_test::kGrid2
                                                     : rt_test::kGrid3;
  omp2ocl_kernel *k = omp2ocl_kernel_get(&vec_prog, index);
  ASSERT_NE(k, nullptr);
  size_t items = 1;
  for (size_t v : g) items *= v;
  std::vector<double> buf(items + 1);
  ASSERT_TRUE(omp2ocl_arg_mem(k, 0, buf.data(), items * sizeof(double),
                              OMP2OCL_WRITE_ALL));
  long n[3] = {long(g[0]), dims > 1 ? long(g[1]) : 0,
               dims > 2 ? long(g[2]) : 0};
  double v = 0;
  if (dims == 1) {
    ASSERT_TRUE(omp2ocl_arg_value(k, 2, &n[0], sizeof(long)));
    ASSERT_TRUE(omp2ocl_arg_value(k, 3, &v, sizeof v));
  } else {
    for (unsigned d = 0; d < dims; d++)
      ASSERT_TRUE(omp2ocl_arg_value(k, 2 + d, &n[d], sizeof(long)));
  }
  ASSERT_TRUE(omp2ocl_launch(k, dims, g.data()));
  size_t total = 1;
  for (unsigned d = 0; d < 3; d++) {
    size_t l = k->last_local[d], gl = k->last_global[d];
    EXPECT_TRUE(is_pow2(l)) << d;
    EXPECT_EQ(gl % l, 0u) << d;
    if (d < dims) {
      EXPECT_GE(gl, g[d]) << d;
      EXPECT_LT(gl - g[d], l) << d;      // rounded up by less than a group
      EXPECT_LT(l / 2, g[d]) << d;        // no larger than needed
    } else {
      EXPECT_EQ(l, 1u);
    }
    total *= l;
  }
  EXPECT_TRUE(is_pow2(total));
  EXPECT_LE(total, 256u);
  EXPECT_LE(total, k->wg_max);
  omp2ocl_forget(buf.data());
}

}  // namespace

TEST_F(Runtime, WorkGroupShapes) {
  check_shape(1, {1000000});
  EXPECT_EQ(omp2ocl_kernel_get(&vec_prog, rt_test::kFill)->last_local[0],
            std::min<size_t>(256, omp2ocl_kernel_get(&vec_prog,
                                                     rt_test::kFill)->wg_max));
  check_shape(1, {5});
  check_shape(1, {1});
  check_shape(2, {1000, 1000});
  omp2ocl_kernel *k2 = omp2ocl_kernel_get(&vec_prog, rt_test::kGrid2);
  if (k2->wg_max >= 256) {
    EXPECT_EQ(k2->last_local[0], 32u);
    EXPECT_EQ(k2->last_local[1], 8u);
  }
  check_shape(2, {3, 1000});
  check_shape(2, {1000, 1});
  check_shape(3, {100, 100, 100});
  omp2ocl_kernel *k3 = omp2ocl_kernel_get(&vec_prog, rt_test::kGrid3);
  if (k3->wg_max >= 256) {
    EXPECT_EQ(k3->last_local[0], 16u);
    EXPECT_EQ(k3->last_local[1], 4u);
    EXPECT_EQ(k3->last_local[2], 4u);
  }
  check_shape(3, {2, 3, 500});
}

// The group choice itself, with a GPU's limits (no device needed): small
// ranges spread over the compute units in groups of at least a warp; large
// ones, and CPU devices (spread_to 0), keep groups of 256.
TEST(WorkGroupChoice, SmallRangesSpreadOverComputeUnits) {
  omp2ocl::GroupLimits gpu;
  gpu.spread_to = 132;  // an H100
  size_t local[3];
  auto groups = [&](unsigned dims, const size_t *global) {
    size_t n = 1;
    for (unsigned d = 0; d < dims; d++)
      n *= (global[d] + local[d] - 1) / local[d];
    return n;
  };
  // BT's line solves at class A: 62 x 62 work-items.
  size_t lines[2] = {62, 62};
  omp2ocl::choose_work_group(2, lines, gpu, local);
  EXPECT_EQ(local[0] * local[1], 32u);
  EXPECT_EQ(local[0], 32u);  // a whole warp along dimension 0
  EXPECT_GE(groups(2, lines), 120u);
  omp2ocl::GroupLimits cpu;  // the same range on a CPU device
  omp2ocl::choose_work_group(2, lines, cpu, local);
  EXPECT_EQ(local[0] * local[1], 256u);
  EXPECT_EQ(groups(2, lines), 16u);
  // Class B's 102 x 102: more groups, each still a warp wide in dimension
  // 0 (the outer dimension gives way).
  size_t lines_b[2] = {102, 102};
  omp2ocl::choose_work_group(2, lines_b, gpu, local);
  EXPECT_EQ(local[0], 32u);
  EXPECT_EQ(local[1], 2u);
  EXPECT_GE(groups(2, lines_b), 132u);
  // A range with enough groups at 256 is left alone.
  size_t cube[3] = {62, 62, 62};
  omp2ocl::choose_work_group(3, cube, gpu, local);
  EXPECT_EQ(local[0] * local[1] * local[2], 256u);
  // Never below the warp, however small the range.
  size_t tiny[1] = {100};
  omp2ocl::choose_work_group(1, tiny, gpu, local);
  EXPECT_EQ(local[0], 32u);
  // Lanes stay whole: dimension 0 keeps a multiple of them.
  omp2ocl::GroupLimits laned = gpu;
  laned.min0 = 64;
  size_t rows[1] = {1000};
  omp2ocl::choose_work_group(1, rows, laned, local);
  EXPECT_EQ(local[0] % 64, 0u);
  // Just enough groups: 132 x 256 work-items keep 256.
  size_t full[1] = {132 * 256};
  omp2ocl::choose_work_group(1, full, gpu, local);
  EXPECT_EQ(local[0], 256u);
  size_t under[1] = {131 * 256};
  omp2ocl::choose_work_group(1, under, gpu, local);
  EXPECT_EQ(local[0], 128u);
}

TEST_F(Runtime, LaunchFaultFallsBackBeforeRunning) {
  const long n = 300;
  std::vector<double> x(n, 1.0);
  omp2ocl_kernel *k = omp2ocl_kernel_get(&vec_prog, rt_test::kScale);
  ASSERT_NE(k, nullptr);
  double f = 3;
  long nn = n;
  size_t g = n;
  ASSERT_TRUE(omp2ocl_arg_mem(k, 0, x.data(), n * sizeof(double),
                              OMP2OCL_READ | OMP2OCL_WRITE));
  ASSERT_TRUE(omp2ocl_arg_value(k, 2, &nn, sizeof nn));
  ASSERT_TRUE(omp2ocl_arg_value(k, 3, &f, sizeof f));
  ASSERT_TRUE(omp2ocl_launch(k, 1, &g));  // x = 3 on the device only
  // A kernel launched with an argument never set: the launch fails.
  omp2ocl_kernel *bad = omp2ocl_kernel_get(&vec_prog, rt_test::kFill);
  ASSERT_NE(bad, nullptr);
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(omp2ocl_launch(bad, 1, &g), 0);
  std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(err.find("omp2ocl: warning: launching vec.c:fill failed"),
            std::string::npos)
      << err;
  EXPECT_EQ(x[299], 3.0);  // written back by the fallback
  EXPECT_EQ(omp2ocl_opencl_active(&vec_prog), 0);
  EXPECT_EQ(counters().launches, 1u);
}

namespace {

// Row sums of an n x m matrix through the lanesum kernel with `lanes` lanes
// asked for; checks every row and the launch's shape.
void check_lanes(long n, long m, unsigned lanes, unsigned expect_lanes) {
  SCOPED_TRACE("lanes " + std::to_string(lanes));
  std::vector<long> x(n * m), y(n, -1);
  for (long i = 0; i < n * m; i++) x[i] = (i * 37) % 101 - 50;
  omp2ocl_kernel *k = omp2ocl_kernel_get(&red_prog, rt_test::kLanesum);
  ASSERT_NE(k, nullptr);
  size_t g = n;
  ASSERT_TRUE(omp2ocl_arg_mem(k, 0, x.data(), x.size() * sizeof(long), OMP2OCL_READ));
  ASSERT_TRUE(omp2ocl_arg_mem(k, 2, y.data(), y.size() * sizeof(long),
                              OMP2OCL_WRITE | OMP2OCL_WRITE_ALL));
  ASSERT_TRUE(omp2ocl_arg_value(k, 4, &n, sizeof n));
  ASSERT_TRUE(omp2ocl_arg_value(k, 5, &m, sizeof m));
  ASSERT_TRUE(omp2ocl_arg_lanes(k, 6, lanes, sizeof(long)));
  ASSERT_TRUE(omp2ocl_launch(k, 1, &g));
  omp2ocl_host_access(y.data(), y.size() * sizeof(long), OMP2OCL_READ);
  for (long r = 0; r < n; r++) {
    long want = 0;
    for (long c = 0; c < m; c++) want += x[r * m + c];
    ASSERT_EQ(y[r], want) << "row " << r << " lanes " << lanes;
  }
  EXPECT_EQ(k->last_lanes, expect_lanes);
  EXPECT_EQ(k->last_local[0] % expect_lanes, 0u);
  EXPECT_GE(k->last_global[0], size_t(n) * expect_lanes);
  omp2ocl_forget(x.data());
  omp2ocl_forget(y.data());
}

// The lanes asked for through OMP2OCL_LANES (which replaces the device's
// choice: a CPU device such as PoCL's gets 1 lane otherwise).
void check_forced_lanes(long n, long m, unsigned lanes, unsigned expect_lanes) {
  setenv("OMP2OCL_LANES", std::to_string(lanes).c_str(), 1);
  check_lanes(n, m, 32, expect_lanes);
  unsetenv("OMP2OCL_LANES");
}

}  // namespace

TEST_F(Runtime, LanesSplitDimensionZeroInGroups) {
  omp2ocl_kernel *k = omp2ocl_kernel_get(&red_prog, rt_test::kLanesum);
  ASSERT_NE(k, nullptr);
  if (k->wg_max < 32) GTEST_SKIP() << "work-groups of 32 not available";
  check_forced_lanes(1000, 37, 32, 32);  // rows longer than the lanes
  check_forced_lanes(1000, 5, 32, 32);   // and shorter
  check_forced_lanes(3, 100, 4, 4);      // fewer rows than a group holds
  check_forced_lanes(257, 0, 8, 8);      // empty rows
  check_forced_lanes(100, 9, 1, 1);      // one lane: a work-item per row
  // More lanes than a group may hold: the largest power of two that fits.
  size_t cap = std::min<size_t>(256, k->wg_max);
  check_forced_lanes(10, 1000, 4096, unsigned(cap));
}

TEST_F(Runtime, LanesAsAskedOnGpusOneOnCpus) {
  unsetenv("OMP2OCL_LANES");
  bool cpu = (omp2ocl::rt().device_type & CL_DEVICE_TYPE_CPU) != 0;
  check_lanes(100, 50, 16, cpu ? 1 : 16);
}

TEST_F(Runtime, LanesRefuseNonPowerOfTwo) {
  omp2ocl_kernel *k = omp2ocl_kernel_get(&red_prog, rt_test::kLanesum);
  ASSERT_NE(k, nullptr);
  EXPECT_EQ(omp2ocl_arg_lanes(k, 6, 3, sizeof(long)), 0);
}
