// Buffer-table protocol: uploads and downloads happen exactly when the side
// that needs the data holds a stale copy.
#include "rt_programs.h"

#include <omp.h>

#include <numeric>
#include <vector>

using rt_test::Runtime;
using rt_test::vec_prog;

namespace {

bool launch1(omp2ocl_kernel *k, size_t n) { return omp2ocl_launch(k, 1, &n); }

bool vadd(double *a, double *b, double *c, long n, int c_flags) {
  omp2ocl_kernel *k = omp2ocl_kernel_get(&vec_prog, rt_test::kVadd);
  if (!k) return false;
  return omp2ocl_arg_mem(k, 0, a, n * sizeof(double), OMP2OCL_READ) &&
         omp2ocl_arg_mem(k, 2, b, n * sizeof(double), OMP2OCL_READ) &&
         omp2ocl_arg_mem(k, 4, c, n * sizeof(double), c_flags) &&
         omp2ocl_arg_value(k, 6, &n, sizeof n) && launch1(k, n);
}

bool scale(double *x, long n, double f) {
  omp2ocl_kernel *k = omp2ocl_kernel_get(&vec_prog, rt_test::kScale);
  return k &&
         omp2ocl_arg_mem(k, 0, x, n * sizeof(double),
                         OMP2OCL_READ | OMP2OCL_WRITE) &&
         omp2ocl_arg_value(k, 2, &n, sizeof n) &&
         omp2ocl_arg_value(k, 3, &f, sizeof f) && launch1(k, n);
}

bool fill(double *x, long n, double v) {
  omp2ocl_kernel *k = omp2ocl_kernel_get(&vec_prog, rt_test::kFill);
  return k && omp2ocl_arg_mem(k, 0, x, n * sizeof(double), OMP2OCL_WRITE_ALL) &&
         omp2ocl_arg_value(k, 2, &n, sizeof n) &&
         omp2ocl_arg_value(k, 3, &v, sizeof v) && launch1(k, n);
}

}  // namespace

TEST_F(Runtime, VectorAddWithOffsetsInsideOneArray) {
  // a and b are overlapping windows of one host array: the first argument
  // makes a buffer of a, b extends it (merge), so the kernel gets one buffer
  // at two offsets; c lies in the middle of another array.
  const long n = 1000;
  std::vector<double> all(n + n / 2 + 7), out(n + 10, -1.0);
  double *a = all.data() + 1, *b = a + n / 2, *c = out.data() + 5;
  for (size_t i = 0; i < all.size(); i++) all[i] = double(i);
  ASSERT_TRUE(vadd(a, b, c, n, OMP2OCL_WRITE_ALL));
  EXPECT_EQ(omp2ocl::testing::buffer_count(), 2u);
  EXPECT_EQ(omp2ocl_rt_tracking, 1);
  size_t size = 0;
  ASSERT_TRUE(omp2ocl::testing::buffer_state(a, nullptr, nullptr, &size));
  EXPECT_EQ(size, (n + n / 2) * sizeof(double));
  EXPECT_EQ(counters().h2d_bytes, size);  // c is written whole: no upload
  omp2ocl_host_access(c, n * sizeof(double), OMP2OCL_READ);
  for (long i = 0; i < n; i++) ASSERT_EQ(c[i], 2.0 * i + 2 + n / 2) << i;
  EXPECT_EQ(out[4], -1.0);
  EXPECT_EQ(out[n + 5], -1.0);
}

TEST_F(Runtime, HostWriteBetweenKernelsCausesExactlyOneUpload) {
  const long n = 4096;
  std::vector<double> x(n, 1.0);
  const size_t bytes = n * sizeof(double);
  ASSERT_TRUE(scale(x.data(), n, 2.0));
  EXPECT_EQ(counters().uploads, 1u);
  EXPECT_EQ(counters().h2d_bytes, bytes);
  ASSERT_TRUE(scale(x.data(), n, 2.0));  // device copy current: no transfer
  EXPECT_EQ(counters().h2d_bytes, bytes);
  EXPECT_EQ(counters().d2h_bytes, 0u);

  // The host writes one element: that needs the data (one download) and
  // makes that element stale on the device (one upload of it before the
  // next kernel; the rest of the device copy is current).
  omp2ocl_host_access(&x[5], sizeof(double), OMP2OCL_WRITE);
  EXPECT_EQ(counters().downloads, 1u);
  x[5] = 100.0;
  ASSERT_TRUE(scale(x.data(), n, 2.0));
  EXPECT_EQ(counters().uploads, 2u);
  EXPECT_EQ(counters().h2d_bytes, bytes + sizeof(double));
  omp2ocl_host_access(x.data(), 0, OMP2OCL_READ);
  EXPECT_EQ(x[5], 200.0);
  EXPECT_EQ(x[6], 8.0);
}

TEST_F(Runtime, KernelWriteThenHostReadsMoveEachByteOnce) {
  const long n = 2000;
  std::vector<double> x(n, 0.0);
  ASSERT_TRUE(fill(x.data(), n, 10.0));
  EXPECT_EQ(counters().h2d_bytes, 0u);  // WRITE_ALL of the whole buffer
  bool hv = true, dv = false;
  ASSERT_TRUE(omp2ocl::testing::buffer_state(x.data(), &hv, &dv, nullptr));
  EXPECT_FALSE(hv);
  EXPECT_TRUE(dv);
  EXPECT_EQ(x[7], 0.0);  // not yet brought back
  // Reads of single elements bring those elements, not the buffer.
  omp2ocl_host_access(&x[7], sizeof(double), OMP2OCL_READ);
  omp2ocl_host_access(&x[8], sizeof(double), OMP2OCL_READ);
  EXPECT_EQ(counters().downloads, 2u);
  EXPECT_EQ(counters().d2h_bytes, 2 * sizeof(double));
  EXPECT_EQ(x[7], 17.0);
  EXPECT_EQ(x[8], 18.0);
  EXPECT_EQ(x[9], 0.0);
  omp2ocl_host_access(&x[8], sizeof(double), OMP2OCL_READ);  // already here
  EXPECT_EQ(counters().downloads, 2u);
  // A read of the whole object brings the rest: every byte came once.
  omp2ocl_host_access(x.data(), 0, OMP2OCL_READ);
  EXPECT_EQ(counters().downloads, 4u);
  EXPECT_EQ(counters().d2h_bytes, n * sizeof(double));
  ASSERT_TRUE(omp2ocl::testing::buffer_state(x.data(), &hv, &dv, nullptr));
  EXPECT_TRUE(hv);
  for (long i = 0; i < n; i++) ASSERT_EQ(x[i], 10.0 + i);
  // A read leaves the device copy valid: the next kernel uploads nothing.
  ASSERT_TRUE(scale(x.data(), n, 1.0));
  EXPECT_EQ(counters().h2d_bytes, 0u);
}

TEST_F(Runtime, MergingOverlappingRangesKeepsDeviceOnlyData) {
  const long n = 1000;
  std::vector<double> x(2 * n, 5.0);
  ASSERT_TRUE(fill(x.data(), n, 0.0));  // x[0..n) only on the device
  // x[n/2 .. 2n) overlaps and extends it: the merge copies x[0..n) into
  // the union on the device and uploads only x[n..2n), which the device
  // never had; nothing comes back to the host.
  ASSERT_TRUE(scale(x.data() + n / 2, n + n / 2, 2.0));
  EXPECT_EQ(omp2ocl::testing::buffer_count(), 1u);
  size_t size = 0;
  bool hv = true, dv = false;
  ASSERT_TRUE(omp2ocl::testing::buffer_state(x.data(), &hv, &dv, &size));
  EXPECT_EQ(size, 2 * n * sizeof(double));
  EXPECT_FALSE(hv);
  EXPECT_TRUE(dv);
  EXPECT_EQ(counters().d2h_bytes, 0u);
  EXPECT_EQ(counters().d2d_bytes, n * sizeof(double));
  EXPECT_EQ(counters().h2d_bytes, n * sizeof(double));
  omp2ocl_host_access(x.data(), 2 * n * sizeof(double), OMP2OCL_READ);
  for (long i = 0; i < n / 2; i++) ASSERT_EQ(x[i], double(i)) << i;
  for (long i = n / 2; i < n; i++) ASSERT_EQ(x[i], 2.0 * i) << i;
  for (long i = n; i < 2 * n; i++) ASSERT_EQ(x[i], 10.0) << i;
}

TEST_F(Runtime, MergingNeighbouringDeviceRangesFillsOnlyTheGaps) {
  // Three kernels register three ranges of one array a few elements apart
  // (as NAS MG's kernels do with a grid level), the last spanning both
  // earlier ones and the gap between them. The device keeps both results;
  // only the gap and the ends go up.
  const long n = 1000;
  std::vector<double> x(3 * n, 7.0);
  ASSERT_TRUE(fill(x.data() + 10, n, 1.0));      // x[10 .. n+10)
  ASSERT_TRUE(fill(x.data() + n + 20, n, 2.0));  // x[n+20 .. 2n+20)
  ASSERT_EQ(omp2ocl::testing::buffer_count(), 2u);
  ASSERT_TRUE(scale(x.data(), 3 * n, 3.0));      // all of x
  EXPECT_EQ(omp2ocl::testing::buffer_count(), 1u);
  EXPECT_EQ(counters().d2h_bytes, 0u);
  EXPECT_EQ(counters().d2d_bytes, 2 * n * sizeof(double));
  // x[0..10), x[n+10..n+20) and x[2n+20..3n): n elements
  EXPECT_EQ(counters().h2d_bytes, n * sizeof(double));
  omp2ocl_host_access(x.data(), 0, OMP2OCL_READ);
  for (long i = 0; i < 3 * n; i++) {
    double want = 21.0;  // untouched 7.0, scaled
    if (i >= 10 && i < n + 10) want = 3.0 * (1.0 + (i - 10));
    if (i >= n + 20 && i < 2 * n + 20) want = 3.0 * (2.0 + (i - n - 20));
    ASSERT_EQ(x[i], want) << i;
  }
}

TEST_F(Runtime, MergingRangesValidOnBothSidesCopiesOnTheDevice) {
  // Both old buffers are current on the host and on the device (a host
  // read after the kernel): the union is assembled on the device and stays
  // valid on both sides, so the next host read downloads nothing.
  const long n = 500;
  std::vector<double> x(2 * n, 0.0);
  ASSERT_TRUE(fill(x.data(), n, 1.0));
  ASSERT_TRUE(fill(x.data() + n, n, 2.0));
  omp2ocl_host_access(x.data(), n * sizeof(double), OMP2OCL_READ);
  omp2ocl_host_access(x.data() + n, n * sizeof(double), OMP2OCL_READ);
  auto d2h = counters().d2h_bytes;
  omp2ocl_kernel *k = omp2ocl_kernel_get(&vec_prog, rt_test::kScale);
  ASSERT_NE(k, nullptr);
  ASSERT_TRUE(omp2ocl_arg_mem(k, 0, x.data(), 2 * n * sizeof(double), OMP2OCL_READ));
  bool hv = false, dv = false;
  ASSERT_TRUE(omp2ocl::testing::buffer_state(x.data(), &hv, &dv, nullptr));
  EXPECT_TRUE(hv);
  EXPECT_TRUE(dv);
  EXPECT_EQ(counters().h2d_bytes, 0u);
  EXPECT_EQ(counters().d2d_bytes, 2 * n * sizeof(double));
  omp2ocl_host_access(x.data(), 0, OMP2OCL_READ);
  EXPECT_EQ(counters().d2h_bytes, d2h);
}

TEST_F(Runtime, WriteAllOfPartOfAStaleBufferUploadsOnlyTheRest) {
  const long n = 1000;
  std::vector<double> x(n, 1.0);
  ASSERT_TRUE(scale(x.data(), n, 3.0));            // buffer of all of x
  omp2ocl_host_access(x.data(), 0, OMP2OCL_WRITE);  // device copy stale
  for (auto &v : x) v = 4.0;
  auto before = counters().h2d_bytes;
  ASSERT_TRUE(fill(x.data() + 100, 200, 0.0));  // overwrites x[100..300)
  EXPECT_EQ(counters().h2d_bytes - before, (n - 200) * sizeof(double));
  omp2ocl_host_access(x.data(), 0, OMP2OCL_READ);
  for (long i = 0; i < n; i++)
    ASSERT_EQ(x[i], (i >= 100 && i < 300) ? double(i - 100) : 4.0) << i;
}

TEST_F(Runtime, HostAccessAllAndUnknownAddresses) {
  const long n = 100;
  std::vector<double> x(n), y(n);
  double other = 1.0;
  ASSERT_TRUE(fill(x.data(), n, 1.0));
  ASSERT_TRUE(fill(y.data(), n, 2.0));
  omp2ocl_host_access(&other, sizeof other, OMP2OCL_READ | OMP2OCL_WRITE);
  EXPECT_EQ(counters().downloads, 0u);
  omp2ocl_host_access_all(OMP2OCL_READ);
  EXPECT_EQ(counters().downloads, 2u);
  EXPECT_EQ(x[3], 4.0);
  EXPECT_EQ(y[3], 5.0);
}

namespace {
// Static storage of this test program (.bss), above its read-only data.
double static_grid[4000];
}  // namespace

TEST_F(Runtime, UnknownExtentAccessesStayInsideTheirSegment) {
  // Part of a static array on the device, valid only there.
  ASSERT_TRUE(fill(static_grid + 2000, 1000, 1.0));
  // A string literal (read-only data) lies below the static arrays: the
  // object it points into ends with its segment, so no buffer is reached.
  const char *name = "MG";
  omp2ocl_host_access(name, 0, OMP2OCL_READ);
  EXPECT_EQ(counters().downloads, 0u);
  // A pointer into the same segment below the buffer, outside any buffer
  // or registered static object: the object's extent is unknown and may
  // reach the buffer above it, which comes back.
  omp2ocl_host_access(static_grid + 10, 0, OMP2OCL_READ);
  EXPECT_EQ(counters().downloads, 1u);
  EXPECT_EQ(static_grid[2005], 6.0);
}

TEST_F(Runtime, ZeroByteArgumentUsesADummyBuffer) {
  omp2ocl_kernel *k = omp2ocl_kernel_get(&vec_prog, rt_test::kFill);
  ASSERT_NE(k, nullptr);
  long n = 0;
  double v = 0;
  ASSERT_TRUE(omp2ocl_arg_mem(k, 0, nullptr, 0, OMP2OCL_WRITE));
  ASSERT_TRUE(omp2ocl_arg_value(k, 2, &n, sizeof n));
  ASSERT_TRUE(omp2ocl_arg_value(k, 3, &v, sizeof v));
  size_t g = 10;  // items run but the kernel's guard stops them
  EXPECT_TRUE(omp2ocl_launch(k, 1, &g));
  EXPECT_EQ(omp2ocl::testing::buffer_count(), 0u);
  EXPECT_EQ(omp2ocl_rt_tracking, 0);
}

TEST_F(Runtime, ForgetSyncsAndDropsTheBuffer) {
  const long n = 64;
  std::vector<double> x(n, 0.0);
  ASSERT_TRUE(fill(x.data(), n, 7.0));
  omp2ocl_forget(x.data() + 3);
  EXPECT_EQ(omp2ocl::testing::buffer_count(), 0u);
  EXPECT_EQ(omp2ocl_rt_tracking, 0);
  EXPECT_EQ(x[63], 70.0);
}

TEST_F(Runtime, HostAccessFromManyThreads) {
  const long n = 1 << 16;
  std::vector<double> x(n, 0.0);
  ASSERT_TRUE(fill(x.data(), n, 1.0));
  // Every thread reads its own elements: a few of them come alone, then
  // the rest at once; no byte twice.
  long bad = 0;
#pragma omp parallel for num_threads(8) reduction(+ : bad)
  for (long i = 0; i < n; i++) {
    omp2ocl_host_access(&x[i], sizeof(double), OMP2OCL_READ);
    if (x[i] != 1.0 + i) bad++;
  }
  EXPECT_EQ(bad, 0);
  EXPECT_LE(counters().downloads, 40u);
  EXPECT_EQ(counters().d2h_bytes, n * sizeof(double));
  // Then they all write: one upload before the next kernel.
#pragma omp parallel for num_threads(8)
  for (long i = 0; i < n; i++) {
    omp2ocl_host_access(&x[i], sizeof(double), OMP2OCL_WRITE);
    x[i] = 2.0;
  }
  ASSERT_TRUE(scale(x.data(), n, 2.0));
  EXPECT_EQ(counters().uploads, 1u);
  omp2ocl_host_access(x.data(), 0, OMP2OCL_READ);
  for (long i = 0; i < n; i++) ASSERT_EQ(x[i], 4.0);
}

TEST_F(Runtime, HostOverwritingAWholeBufferSkipsTheDownload) {
  const long n = 256;
  std::vector<double> x(n, 0.0);
  ASSERT_TRUE(fill(x.data(), n, 1.0));  // device only
  omp2ocl_host_access(x.data(), n * sizeof(double), OMP2OCL_WRITE_ALL);
  EXPECT_EQ(counters().downloads, 0u);
  for (auto &v : x) v = 2.0;
  ASSERT_TRUE(scale(x.data(), n, 2.0));
  EXPECT_EQ(counters().h2d_bytes, n * sizeof(double));
  // Overwriting only part of it needs no download either; the part goes
  // up before the next kernel, and the rest stays current on the device.
  omp2ocl_host_access(x.data(), 8 * sizeof(double), OMP2OCL_WRITE_ALL);
  EXPECT_EQ(counters().downloads, 0u);
  for (int i = 0; i < 8; i++) x[i] = 9.0;
  EXPECT_EQ(x[100], 2.0);  // the host's old value: not read yet
  omp2ocl_host_access(&x[100], sizeof(double), OMP2OCL_READ);
  EXPECT_EQ(x[100], 4.0);
  EXPECT_EQ(counters().d2h_bytes, sizeof(double));
  ASSERT_TRUE(scale(x.data(), n, 2.0));
  EXPECT_EQ(counters().h2d_bytes, (n + 8) * sizeof(double));
  omp2ocl_host_access(x.data(), 0, OMP2OCL_READ);
  for (int i = 0; i < n; i++) ASSERT_EQ(x[i], i < 8 ? 18.0 : 8.0) << i;
}

TEST_F(Runtime, PartlyCurrentCopiesOnBothSidesMergeAndComeHomeRight) {
  // The host reads one element and writes another of a buffer a kernel
  // wrote: each side is then current in part only. A kernel that extends
  // the buffer (a merge), a host read of everything, and a fault-free end
  // must each see every byte's newest value.
  const long n = 512;
  std::vector<double> x(n + 64, 0.0);
  ASSERT_TRUE(fill(x.data(), n, 1.0));  // x[i] = 1 + i on the device
  omp2ocl_host_access(&x[3], sizeof(double), OMP2OCL_READ);
  EXPECT_EQ(x[3], 4.0);
  omp2ocl_host_access(&x[10], sizeof(double), OMP2OCL_READ | OMP2OCL_WRITE);
  x[10] += 1000.0;
  omp2ocl_host_access(&x[20], sizeof(double), OMP2OCL_WRITE_ALL);
  x[20] = -5.0;
  EXPECT_EQ(counters().d2h_bytes, 2 * sizeof(double));
  bool hv = true, dv = true;
  ASSERT_TRUE(omp2ocl::testing::buffer_state(x.data(), &hv, &dv, nullptr));
  EXPECT_FALSE(hv);
  EXPECT_FALSE(dv);
  for (long i = n; i < n + 64; i++) x[i] = 7.0;
  ASSERT_TRUE(scale(x.data(), n + 64, 2.0));  // merges into a larger buffer
  EXPECT_EQ(omp2ocl::testing::buffer_count(), 1u);
  omp2ocl_host_access(x.data(), 0, OMP2OCL_READ);
  for (long i = 0; i < n + 64; i++) {
    double want = i >= n ? 14.0 : i == 10 ? 2.0 * 1011.0 : i == 20 ? -10.0 : 2.0 * (1 + i);
    ASSERT_EQ(x[i], want) << i;
  }
}

TEST_F(Runtime, FallbackWithPartlyCurrentCopiesKeepsTheHostsWrites) {
  // A fault while the host holds its own write of one element and the
  // device the rest: the fallback brings back the rest only.
  const long n = 256;
  std::vector<double> x(n, 0.0);
  ASSERT_TRUE(fill(x.data(), n, 1.0));
  omp2ocl_host_access(&x[5], sizeof(double), OMP2OCL_WRITE_ALL);
  x[5] = 123.0;
  omp2ocl_fallback("a test fault");
  for (long i = 0; i < n; i++) ASSERT_EQ(x[i], i == 5 ? 123.0 : 1.0 + i) << i;
  EXPECT_EQ(counters().d2h_bytes, (n - 1) * sizeof(double));
}

TEST_F(Runtime, ElementAccessesToAQuietRangeAreRememberedWhole) {
  // Host code announcing one element at a time (NAS LU's pipeline flags,
  // rows of host-only arrays) takes the lock once per range that needs
  // nothing, not once per element: the memo remembers the range.
  const long n = 512;
  std::vector<double> x(n, 1.0), host_only(n, 0.0);
  ASSERT_TRUE(scale(x.data(), n, 2.0));  // device holds x, the host does too
  omp2ocl_host_access(x.data(), 0, OMP2OCL_READ);  // host copy current
  auto before = counters().host_lookups;
  for (long i = 0; i < n; i++) omp2ocl_host_access(&x[i], sizeof(double), OMP2OCL_READ);
  EXPECT_LE(counters().host_lookups - before, 1u);
  // Memory no buffer holds.
  before = counters().host_lookups;
  for (long i = 0; i < n; i++)
    omp2ocl_host_access(&host_only[i], sizeof(double), OMP2OCL_READ | OMP2OCL_WRITE);
  EXPECT_LE(counters().host_lookups - before, 1u);
  // Writes: the first makes a stale range; writes inside it repeat it.
  omp2ocl_host_access(&x[0], 64 * sizeof(double), OMP2OCL_READ | OMP2OCL_WRITE);
  before = counters().host_lookups;
  for (long i = 0; i < 64; i++)
    omp2ocl_host_access(&x[i], sizeof(double), OMP2OCL_READ | OMP2OCL_WRITE);
  EXPECT_LE(counters().host_lookups - before, 1u);
  for (long i = 0; i < 64; i++) x[i] = 5.0;
  // The memo must not hide what changes: a write outside the stale range
  // still reaches the table, and the next launch uploads both.
  omp2ocl_host_access(&x[100], sizeof(double), OMP2OCL_READ | OMP2OCL_WRITE);
  x[100] = 7.0;
  ASSERT_TRUE(scale(x.data(), n, 2.0));
  omp2ocl_host_access(x.data(), 0, OMP2OCL_READ);
  for (long i = 0; i < n; i++)
    ASSERT_EQ(x[i], i < 64 ? 10.0 : i == 100 ? 14.0 : 4.0) << i;
}

TEST_F(Runtime, RepeatedHostAccessesSeeEveryLaunchBetweenThem) {
  // Host accesses that needed nothing are remembered per thread until the
  // table changes (host.cpp): a launch between two identical announcements
  // must still make the second one download, resp. mark the device stale.
  const long n = 2048;
  std::vector<double> x(n, 1.0);
  const size_t bytes = n * sizeof(double);
  ASSERT_TRUE(scale(x.data(), n, 2.0));  // upload; device holds 2.0
  for (int rep = 0; rep < 3; rep++) {
    // Through a pointer into the buffer (extent unknown), as callees do.
    omp2ocl_host_access(&x[7], 0, OMP2OCL_READ | OMP2OCL_WRITE);
    omp2ocl_host_access(&x[9], 0, OMP2OCL_READ | OMP2OCL_WRITE);  // remembered
    EXPECT_EQ(counters().downloads, 1u + rep) << rep;
    x[9] += 1.0;  // host copy now ahead of the device
    ASSERT_TRUE(scale(x.data(), n, 2.0));  // must upload the host's write
    EXPECT_EQ(counters().h2d_bytes, (2u + rep) * bytes) << rep;
  }
  omp2ocl_host_access(x.data(), bytes, OMP2OCL_READ);
  omp2ocl_host_access(x.data(), bytes, OMP2OCL_READ);  // remembered
  EXPECT_EQ(counters().downloads, 4u);
  // x[9]: ((((1*2)+1)*2+1)*2+1)*2 = 30; the others 1*2^4 = 16
  EXPECT_EQ(x[9], 30.0);
  EXPECT_EQ(x[8], 16.0);
}

namespace {
// The last registered static object of this test (nothing starts where it
// ends).
double static_tail[512];
}  // namespace

TEST_F(Runtime, PointerOnePastTheEndReachesItsObject) {
  // A heap array on the device: a pointer one past its end lies in no
  // buffer, and every buffer above it is none of its object's.
  const long n = 1000;
  std::vector<double> x(n, 0.0);
  ASSERT_TRUE(fill(x.data(), n, 3.0));
  omp2ocl_host_access(x.data() + n, 0, OMP2OCL_READ);  // e = x + n; e[-i]
  EXPECT_EQ(counters().d2h_bytes, n * sizeof(double));
  EXPECT_EQ(x[n - 1], 3.0 + (n - 1));
  // A registered static array: one past its end is the array's too.
  omp2ocl_block_register(static_tail, sizeof static_tail);
  ASSERT_TRUE(fill(static_tail, 512, 1.0));
  size_t before = counters().d2h_bytes;
  omp2ocl_host_access(static_tail + 512, 0, OMP2OCL_READ);
  EXPECT_EQ(counters().d2h_bytes - before, sizeof static_tail);
  EXPECT_EQ(static_tail[511], 512.0);
}

TEST_F(Runtime, UnknownExtentReachesBuffersBelowThePointer) {
  // Memory the registry never saw (a vector's heap block), a kernel used
  // its first part; a pointer past that part may still be used at negative
  // offsets (`q = h + n - 8; q[-i]`), so the buffer below it comes back.
  const long n = 1024;
  std::vector<double> h(n, 0.0);
  ASSERT_TRUE(fill(h.data(), n - 16, 5.0));
  omp2ocl_host_access(h.data() + n - 8, 0, OMP2OCL_READ);
  EXPECT_EQ(counters().d2h_bytes, (n - 16) * sizeof(double));
  EXPECT_EQ(h[n - 17], 5.0 + (n - 17));
}
