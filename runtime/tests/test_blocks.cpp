// The registry of allocation blocks: what omp2ocl_block_of answers for
// pointers inside, at the ends of, and outside the blocks the wrappers and
// static registrations record, after free and realloc.
#include "rt_programs.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

using rt_test::Runtime;

namespace {

// The block containing p as (offset of p from its start, size); {-1, 0}
// when there is none.
std::pair<long, size_t> block_of(const void *p) {
  void *start = nullptr;
  size_t bytes = 0;
  if (!omp2ocl_block_of(p, &start, &bytes)) return {-1, 0};
  return {(long)((const char *)p - (const char *)start), bytes};
}

class Blocks : public Runtime {
 protected:
  void SetUp() override {
    Runtime::SetUp();
    omp2ocl::testing::clear_blocks();
  }
};

}  // namespace

TEST_F(Blocks, MallocBlockIsFoundFromEveryByteAndNotOutside) {
  char *p = (char *)omp2ocl_malloc(100);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(block_of(p), std::make_pair(0L, size_t(100)));
  EXPECT_EQ(block_of(p + 37), std::make_pair(37L, size_t(100)));
  EXPECT_EQ(block_of(p + 99), std::make_pair(99L, size_t(100)));
  EXPECT_EQ(block_of(p + 100).first, -1);  // one past the end: not inside
  EXPECT_EQ(block_of(p - 1).first, -1);
  omp2ocl_free(p);
}

TEST_F(Blocks, FreedBlockIsGone) {
  char *p = (char *)omp2ocl_malloc(64);
  EXPECT_EQ(omp2ocl::testing::block_count(), 1u);
  omp2ocl_free(p);
  EXPECT_EQ(omp2ocl::testing::block_count(), 0u);
  omp2ocl_free(nullptr);  // as free(NULL)
}

TEST_F(Blocks, CallocAlignedAndPosixMemalign) {
  int *c = (int *)omp2ocl_calloc(10, sizeof(int));
  EXPECT_EQ(block_of(c + 9), std::make_pair(long(9 * sizeof(int)), 10 * sizeof(int)));
  EXPECT_EQ(c[5], 0);
  double *a = (double *)omp2ocl_aligned_alloc(64, 256);
  ASSERT_NE(a, nullptr);
  EXPECT_EQ((std::uintptr_t)a % 64, 0u);
  EXPECT_EQ(block_of(a + 31).second, 256u);
  void *m = nullptr;
  ASSERT_EQ(omp2ocl_posix_memalign(&m, 128, 1000), 0);
  EXPECT_EQ(block_of((char *)m + 999), std::make_pair(999L, size_t(1000)));
  omp2ocl_free(c);
  omp2ocl_free(a);
  omp2ocl_free(m);
  EXPECT_EQ(omp2ocl::testing::block_count(), 0u);
}

TEST_F(Blocks, ReallocMovesTheBlock) {
  char *p = (char *)omp2ocl_realloc(nullptr, 16);  // malloc
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(block_of(p).second, 16u);
  char *q = (char *)omp2ocl_realloc(p, 1 << 20);  // surely moves
  ASSERT_NE(q, nullptr);
  EXPECT_EQ(omp2ocl::testing::block_count(), 1u);
  EXPECT_EQ(block_of(q + (1 << 20) - 1), std::make_pair(long((1 << 20) - 1), size_t(1 << 20)));
  if (q != p) EXPECT_EQ(block_of(p).first, -1);
  char *r = (char *)omp2ocl_realloc(q, 8);  // shrinks (may stay in place)
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(block_of(r).second, 8u);
  EXPECT_EQ(block_of(r + 8).first, -1);
  omp2ocl_realloc(r, 0);  // glibc: frees, returns NULL
  EXPECT_EQ(omp2ocl::testing::block_count(), 0u);
}

TEST_F(Blocks, ReallocBringsDeviceDataHomeFirst) {
  // A kernel scaled the block on the device; realloc must copy the scaled
  // values, and the old range must leave the buffer table.
  const long n = 1000;
  double *x = (double *)omp2ocl_malloc(n * sizeof(double));
  for (long i = 0; i < n; i++) x[i] = i;
  omp2ocl_kernel *k = omp2ocl_kernel_get(&rt_test::vec_prog, rt_test::kScale);
  ASSERT_NE(k, nullptr);
  double f = 3.0;
  size_t g = n;
  ASSERT_TRUE(omp2ocl_arg_mem(k, 0, x, n * sizeof(double), OMP2OCL_READ | OMP2OCL_WRITE) &&
              omp2ocl_arg_value(k, 2, &n, sizeof n) && omp2ocl_arg_value(k, 3, &f, sizeof f) &&
              omp2ocl_launch(k, 1, &g));
  EXPECT_EQ(omp2ocl::testing::buffer_count(), 1u);
  double *y = (double *)omp2ocl_realloc(x, 2 * n * sizeof(double));
  ASSERT_NE(y, nullptr);
  EXPECT_EQ(omp2ocl::testing::buffer_count(), 0u);
  for (long i = 0; i < n; i++) ASSERT_EQ(y[i], 3.0 * i) << i;
  EXPECT_EQ(block_of(y + n).second, 2 * n * sizeof(double));
  omp2ocl_free(y);
}

TEST_F(Blocks, RangePastTheBlockIsCutAtItsEnd) {
  // A range computed from loop bounds may reach past the object; nothing
  // past the block holding its start may be copied either way.
  const long n = 1000;
  double *x = (double *)omp2ocl_malloc(n * sizeof(double));
  for (long i = 0; i < n; i++) x[i] = i;
  omp2ocl_kernel *k = omp2ocl_kernel_get(&rt_test::vec_prog, rt_test::kScale);
  ASSERT_NE(k, nullptr);
  double f = 2.0;
  size_t g = n;
  auto before = omp2ocl::testing::counters();
  ASSERT_TRUE(omp2ocl_arg_mem(k, 0, x + 10, (n + 7) * sizeof(double),
                              OMP2OCL_READ | OMP2OCL_WRITE | OMP2OCL_IN_BLOCK));
  const long m = n - 10;
  g = m;
  ASSERT_TRUE(omp2ocl_arg_value(k, 2, &m, sizeof m) && omp2ocl_arg_value(k, 3, &f, sizeof f) &&
              omp2ocl_launch(k, 1, &g));
  omp2ocl_host_access(x, n * sizeof(double), OMP2OCL_READ);
  auto after = omp2ocl::testing::counters();
  EXPECT_EQ(after.h2d_bytes - before.h2d_bytes, (n - 10) * sizeof(double));
  EXPECT_EQ(after.d2h_bytes - before.d2h_bytes, (n - 10) * sizeof(double));
  for (long i = 0; i < n; i++) ASSERT_EQ(x[i], i < 10 ? i : 2.0 * i) << i;
  omp2ocl_free(x);
}

TEST_F(Blocks, UnknownPointersAreInNoBlock) {
  int on_stack[8] = {0};
  EXPECT_EQ(block_of(on_stack).first, -1);
  EXPECT_EQ(block_of(nullptr).first, -1);
  void *lib = std::malloc(32);  // not through the wrappers
  EXPECT_EQ(block_of(lib).first, -1);
  std::free(lib);
}

TEST_F(Blocks, StaticArraysAndAdjacentBlocks) {
  static double pair[2][50];
  // Registered twice (two units defining a common symbol): one block.
  omp2ocl_block_register(pair[0], sizeof pair[0]);
  omp2ocl_block_register(pair[0], sizeof pair[0]);
  EXPECT_EQ(omp2ocl::testing::block_count(), 1u);
  EXPECT_EQ(block_of(&pair[0][49]).second, sizeof pair[0]);
  omp2ocl_block_register(pair[1], sizeof pair[1]);
  // pair[1] is also one past the end of pair[0]: both come back.
  EXPECT_EQ(block_of(pair[1]), std::make_pair(long(sizeof pair[0]), sizeof pair));
  EXPECT_EQ(block_of(&pair[1][1]), std::make_pair(long(sizeof(double)), sizeof pair[1]));
}

// A loop reading p[i - k]: the bytes below p count only inside p's own
// block, never across the start of a block (p may be one past the block
// below) or outside every block.
TEST_F(Blocks, BytesBelowAPointerInsideItsBlock) {
  static double pair[2][50];
  omp2ocl_block_register(pair[0], sizeof pair[0]);
  omp2ocl_block_register(pair[1], sizeof pair[1]);
  EXPECT_TRUE(omp2ocl_below_in_block(&pair[1][10], 10 * sizeof(double)));
  EXPECT_FALSE(omp2ocl_below_in_block(&pair[1][10], 11 * sizeof(double)));
  EXPECT_FALSE(omp2ocl_below_in_block(pair[1], sizeof(double)));
  EXPECT_TRUE(omp2ocl_below_in_block(&pair[0][49], 49 * sizeof(double)));
  double local[8];
  EXPECT_FALSE(omp2ocl_below_in_block(&local[4], sizeof(double)));
}

TEST_F(Blocks, OverlappingRegistrationDropsStaleEntries) {
  static char arena[1000];
  omp2ocl_block_register(arena, 100);
  omp2ocl_block_register(arena + 200, 100);
  omp2ocl_block_register(arena + 500, 100);
  // A block over the first two (freed behind the registry's back).
  omp2ocl_block_register(arena + 50, 200);
  EXPECT_EQ(omp2ocl::testing::block_count(), 2u);
  EXPECT_EQ(block_of(arena).first, -1);
  EXPECT_EQ(block_of(arena + 260).first, -1);
  EXPECT_EQ(block_of(arena + 249), std::make_pair(199L, size_t(200)));
  EXPECT_EQ(block_of(arena + 599).second, 100u);
}

TEST_F(Blocks, ForgetDropsTheBlockStartingThere) {
  char *p = (char *)omp2ocl_malloc(40);
  omp2ocl_forget(p + 8);  // not a block's start: stays
  EXPECT_EQ(omp2ocl::testing::block_count(), 1u);
  omp2ocl_forget(p);  // as before a free() spelled in a macro
  EXPECT_EQ(omp2ocl::testing::block_count(), 0u);
  std::free(p);
}

TEST_F(Blocks, NothingIsRecordedInOpenMPMode) {
  omp2ocl::testing::reset();  // the fixture decided opencl
  setenv("OMP2OCL_DEVICE", "openmp", 1);
  ASSERT_EQ(omp2ocl_opencl_active(&rt_test::vec_prog), 0);
  void *p = omp2ocl_malloc(100);
  EXPECT_EQ(omp2ocl::testing::block_count(), 0u);
  omp2ocl_free(p);
}

// ---- host accesses of unknown extent, narrowed to static objects ----------
// omp2ocl_host_access(p, 0, ...) reaches the object p points into. When p
// lies in a registered static object (a static array, or an address-taken
// static scalar or struct), that object bounds the access: exactly the
// buffers overlapping it are touched. Anything else keeps the conservative
// rule: the buffer containing p, else every buffer above p.
namespace {

// The kernel `fill` writes [x, x+n) on the device (WRITE_ALL: no upload):
// afterwards the buffer is device-only.
bool fill_on_device(double *x, long n, double v) {
  omp2ocl_kernel *k = omp2ocl_kernel_get(&rt_test::vec_prog, rt_test::kFill);
  size_t g = n;
  return k && omp2ocl_arg_mem(k, 0, x, n * sizeof(double), OMP2OCL_WRITE_ALL) &&
         omp2ocl_arg_value(k, 2, &n, sizeof n) && omp2ocl_arg_value(k, 3, &v, sizeof v) &&
         omp2ocl_launch(k, 1, &g);
}

bool host_valid(const void *p) {
  bool hv = false, dv = false;
  EXPECT_TRUE(omp2ocl::testing::buffer_state(p, &hv, &dv, nullptr));
  return hv;
}
bool device_valid(const void *p) {
  bool hv = false, dv = false;
  EXPECT_TRUE(omp2ocl::testing::buffer_state(p, &hv, &dv, nullptr));
  return dv;
}

// Static storage laid out by hand: objects at fixed offsets of one arena.
alignas(64) double arena[4096];

}  // namespace

TEST_F(Blocks, ObjectRegistrationsAreNoBlocksForLaunches) {
  static struct { double a, b; int n; } s;
  omp2ocl_object_register(&s, sizeof s);
  EXPECT_EQ(omp2ocl::testing::static_object_count(), 1u);
  EXPECT_EQ(omp2ocl::testing::block_count(), 0u);
  EXPECT_EQ(block_of(&s.b).first, -1);  // a launch still declines
  static double arr[10];
  omp2ocl_block_register(arr, sizeof arr);  // a static array is both
  EXPECT_EQ(omp2ocl::testing::static_object_count(), 2u);
  EXPECT_EQ(block_of(&arr[3]).second, sizeof arr);
}

TEST_F(Blocks, PointerToStaticScalarTouchesNoBufferAbove) {
  // NAS CG: `*rnorm = ...` through a pointer to a static scalar below the
  // read-only matrix. The matrix must stay current on the device.
  double *scalar = &arena[0], *matrix = &arena[64];
  omp2ocl_object_register(scalar, sizeof(double));
  ASSERT_TRUE(fill_on_device(matrix, 1000, 1.0));
  omp2ocl_host_access(scalar, 0, OMP2OCL_READ | OMP2OCL_WRITE);
  EXPECT_EQ(counters().downloads, 0u);
  EXPECT_FALSE(host_valid(matrix));
  EXPECT_TRUE(device_valid(matrix));
  // Unregistered, the same pointer takes every buffer above it.
  omp2ocl::testing::clear_blocks();
  omp2ocl_host_access(scalar, 0, OMP2OCL_READ | OMP2OCL_WRITE);
  EXPECT_EQ(counters().downloads, 1u);
  EXPECT_FALSE(device_valid(matrix));
}

TEST_F(Blocks, StaticObjectTouchesEveryBufferOverlappingIt) {
  // A static array whose halves two kernels used as separate buffers: a
  // pointer into the first half reaches the second too.
  double *a = &arena[128];
  omp2ocl_block_register(a, 200 * sizeof(double));
  ASSERT_TRUE(fill_on_device(a, 100, 1.0));
  ASSERT_TRUE(fill_on_device(a + 100, 100, 2.0));
  EXPECT_EQ(omp2ocl::testing::buffer_count(), 2u);
  omp2ocl_host_access(a + 5, 0, OMP2OCL_READ);
  EXPECT_EQ(counters().downloads, 2u);
  EXPECT_EQ(a[150], 52.0);
  EXPECT_EQ(a[5], 6.0);
  // A buffer straddling the object's start (made from memory below it,
  // which no block holds; a range starting inside a block stops at its
  // end): the object's too, touched whole from a pointer that it does not
  // hold.
  ASSERT_TRUE(fill_on_device(a - 50, 100, 3.0));  // [-50, 50): merged with [0, 100)
  omp2ocl_host_access(a + 150, 0, OMP2OCL_READ);
  EXPECT_EQ(counters().downloads, 3u);
  EXPECT_EQ(a[-50], 3.0);
  EXPECT_EQ(a[49], 102.0);
}

TEST_F(Blocks, StructMemberArrayOnTheDevice) {
  // A kernel used a member array of a static struct; the host reads it
  // through a pointer to the struct.
  struct S { int n; double v[100]; };
  S *s = reinterpret_cast<S *>(&arena[512]);
  omp2ocl_object_register(s, sizeof(S));
  ASSERT_TRUE(fill_on_device(s->v + 10, 50, 4.0));
  omp2ocl_host_access(s, 0, OMP2OCL_READ);
  EXPECT_EQ(counters().downloads, 1u);
  EXPECT_EQ(s->v[59], 53.0);
}

TEST_F(Blocks, PointerAtAStartMayBeOnePastTheObjectBelow) {
  double *lower = &arena[1024], *upper = &arena[1124];
  omp2ocl_block_register(upper, 100 * sizeof(double));
  ASSERT_TRUE(fill_on_device(lower, 100, 5.0));
  // Only `upper` known: inside it, and at its start, nothing below counts.
  omp2ocl_host_access(upper + 1, 0, OMP2OCL_READ);
  omp2ocl_host_access(upper, 0, OMP2OCL_READ);
  EXPECT_EQ(counters().downloads, 0u);
  // `lower` registered (a static local on its function's first call): the
  // answer remembered for `upper` no longer holds at its start.
  omp2ocl_block_register(lower, 100 * sizeof(double));
  omp2ocl_host_access(upper + 1, 0, OMP2OCL_READ);  // inside: still nothing
  EXPECT_EQ(counters().downloads, 0u);
  omp2ocl_host_access(upper, 0, OMP2OCL_READ);      // may be lower + 100
  EXPECT_EQ(counters().downloads, 1u);
  EXPECT_EQ(lower[99], 104.0);
}

TEST_F(Blocks, RememberedInnerPointerDoesNotCoverTheStart) {
  double *lower = &arena[2048], *upper = &arena[2148];
  omp2ocl_block_register(lower, 100 * sizeof(double));
  omp2ocl_block_register(upper, 100 * sizeof(double));
  ASSERT_TRUE(fill_on_device(lower, 100, 6.0));
  omp2ocl_host_access(upper + 7, 0, OMP2OCL_READ);  // remembered: upper's inside
  EXPECT_EQ(counters().downloads, 0u);
  omp2ocl_host_access(upper, 0, OMP2OCL_READ);
  EXPECT_EQ(counters().downloads, 1u);
}

TEST_F(Blocks, HeapAndUnknownPointersKeepTheConservativeRule) {
  // A heap block is not trusted to bound the access (its entry may be
  // stale: freed and reused by code the registry does not see).
  double *h = (double *)omp2ocl_malloc(300 * sizeof(double));
  ASSERT_TRUE(fill_on_device(h + 100, 200, 7.0));
  omp2ocl_host_access(h, 0, OMP2OCL_READ);  // no buffer holds h: all above
  EXPECT_EQ(counters().downloads, 1u);
  EXPECT_EQ(h[299], 206.0);
  // Memory the registry never saw, below an unrelated buffer.
  std::vector<double> below(16), above(100);
  double *lo = below.data() < above.data() ? below.data() : above.data();
  double *hi = lo == below.data() ? above.data() : below.data();
  ASSERT_TRUE(fill_on_device(hi, 16, 8.0));
  omp2ocl_host_access(lo, 0, OMP2OCL_READ | OMP2OCL_WRITE);
  EXPECT_EQ(counters().downloads, 2u);
  EXPECT_FALSE(device_valid(hi));
  // A pointer into a buffer: that buffer (also when a static object lies in
  // another part of the table).
  double *s = &arena[3000];
  omp2ocl_object_register(s, sizeof(double));
  ASSERT_TRUE(fill_on_device(h, 300, 9.0));
  omp2ocl_host_access(h + 250, 0, OMP2OCL_READ);
  EXPECT_EQ(counters().downloads, 3u);
  EXPECT_EQ(h[0], 9.0);
  omp2ocl_free(h);
}

TEST_F(Blocks, ManyThreadsAnnouncePointersIntoStaticObjects) {
  double *a = &arena[3072];
  omp2ocl_block_register(a, 512 * sizeof(double));
  ASSERT_TRUE(fill_on_device(a, 512, 1.0));
  long bad = 0;
#pragma omp parallel for num_threads(8) reduction(+ : bad)
  for (long i = 0; i < 512; i++) {
    omp2ocl_host_access(a + i, 0, OMP2OCL_READ);
    if (a[i] != 1.0 + i) bad++;
  }
  EXPECT_EQ(bad, 0);
  EXPECT_EQ(counters().downloads, 1u);
}

TEST_F(Blocks, FreeDropsDeviceDataWithoutBringingItHome) {
  const long n = 1000;
  double *x = (double *)omp2ocl_malloc(n * sizeof(double));
  ASSERT_TRUE(fill_on_device(x, n, 1.0));
  EXPECT_EQ(omp2ocl::testing::buffer_count(), 1u);
  auto before = omp2ocl::testing::counters();
  omp2ocl_free(x);
  EXPECT_EQ(omp2ocl::testing::counters().d2h_bytes, before.d2h_bytes);
  EXPECT_EQ(omp2ocl::testing::buffer_count(), 0u);
}

TEST_F(Blocks, FreeOfABlockSharingABufferKeepsTheNeighbour) {
  // One buffer over two adjacent blocks: freeing the first brings the
  // second's device data home before the buffer goes.
  double *a = &arena[1024];
  omp2ocl_block_register(a, 100 * sizeof(double));
  omp2ocl_block_register(a + 100, 100 * sizeof(double));
  ASSERT_TRUE(fill_on_device(a, 200, 1.0));
  EXPECT_EQ(omp2ocl::testing::buffer_count(), 1u);
  omp2ocl::discard_buffers((std::uintptr_t)a, (std::uintptr_t)(a + 100));
  EXPECT_EQ(omp2ocl::testing::buffer_count(), 0u);
  EXPECT_EQ(a[150], 151.0);
}

TEST_F(Blocks, HostWritesOfSomeElementsUploadOnlyThem) {
  // The device copy stays current but for the elements the host wrote.
  const long n = 1000;
  double *x = (double *)omp2ocl_malloc(n * sizeof(double));
  ASSERT_TRUE(fill_on_device(x, n, 1.0));  // x[i] = 1 + i on the device
  omp2ocl_host_access(x + 5, sizeof(double), OMP2OCL_READ | OMP2OCL_WRITE);
  x[5] = -1.0;
  omp2ocl_host_access(x + 900, sizeof(double), OMP2OCL_WRITE);
  x[900] = -2.0;
  omp2ocl_host_access(x + 6, sizeof(double), OMP2OCL_WRITE);
  x[6] = -3.0;  // beside x[5]: one range
  omp2ocl_kernel *k = omp2ocl_kernel_get(&rt_test::vec_prog, rt_test::kScale);
  ASSERT_NE(k, nullptr);
  double f = 2.0;
  size_t g = n;
  auto before = omp2ocl::testing::counters();
  ASSERT_TRUE(omp2ocl_arg_mem(k, 0, x, n * sizeof(double), OMP2OCL_READ | OMP2OCL_WRITE) &&
              omp2ocl_arg_value(k, 2, &n, sizeof n) && omp2ocl_arg_value(k, 3, &f, sizeof f) &&
              omp2ocl_launch(k, 1, &g));
  EXPECT_EQ(omp2ocl::testing::counters().h2d_bytes - before.h2d_bytes, 3 * sizeof(double));
  omp2ocl_host_access(x, n * sizeof(double), OMP2OCL_READ);
  EXPECT_EQ(x[5], -2.0);
  EXPECT_EQ(x[6], -6.0);
  EXPECT_EQ(x[900], -4.0);
  EXPECT_EQ(x[7], 2.0 * 8);
  EXPECT_EQ(x[999], 2.0 * 1000);
  omp2ocl_free(x);
}

namespace {
void translated_a() {}
void translated_b() {}
void never_registered() {}
}  // namespace

// Calls into other units skip their announcements when the callee is a
// registered (translated) function, and only while device copies exist.
TEST_F(Blocks, TranslatedFunctionsAreKnownByAddress) {
  const void *fns[] = {(const void *)&translated_a, (const void *)&translated_b};
  omp2ocl_translated_functions(fns, 2);
  EXPECT_TRUE(omp2ocl_is_translated_slow((const void *)&translated_a));
  EXPECT_TRUE(omp2ocl_is_translated_slow((const void *)&translated_b));
  EXPECT_FALSE(omp2ocl_is_translated_slow((const void *)&never_registered));
  int saved = omp2ocl_rt_tracking;
  omp2ocl_rt_tracking = 1;
  EXPECT_FALSE(omp2ocl_untranslated((const void *)&translated_a));
  EXPECT_TRUE(omp2ocl_untranslated((const void *)&never_registered));
  omp2ocl_rt_tracking = 0;
  EXPECT_FALSE(omp2ocl_untranslated((const void *)&never_registered));
  omp2ocl_rt_tracking = saved;
}

// Row tables (FlattenRowPointers in the translator): one block of rows at
// an even distance, the distance in elements; rows out of step, in other
// blocks or beyond the table answer NULL (the loop as written runs).
TEST_F(Blocks, EvenRowsOfOneBlock) {
  const long n = 6, m = 10;
  double *data = (double *)omp2ocl_malloc(n * m * sizeof(double));
  double **rows = (double **)omp2ocl_malloc(n * sizeof(double *));
  for (long r = 0; r < n; ++r) rows[r] = data + r * m;
  EXPECT_EQ(omp2ocl_rows_stride(rows, -1, 0, n - 1, sizeof(double)), m);
  EXPECT_EQ(omp2ocl_even_rows(rows, -1, 0, n - 1, sizeof(double), m), data);
  EXPECT_EQ(omp2ocl_even_rows(rows, -1, 2, 4, sizeof(double), m), data + 2 * m);
  // Rows past the table are not read: the range is cut at its block.
  EXPECT_EQ(omp2ocl_even_rows(rows, -1, -3, n + 5, sizeof(double), m), data);
  // One row: any stride.
  EXPECT_EQ(omp2ocl_rows_stride(rows, -1, 3, 3, sizeof(double)), 0);
  EXPECT_EQ(omp2ocl_even_rows(rows, -1, 3, 3, sizeof(double), 0), data + 3 * m);
  // A swapped pair: out of step.
  std::swap(rows[2], rows[3]);
  EXPECT_EQ(omp2ocl_even_rows(rows, -1, 0, n - 1, sizeof(double), m), nullptr);
  EXPECT_EQ(omp2ocl_even_rows(rows, -1, 0, 1, sizeof(double), m), data);
  std::swap(rows[2], rows[3]);
  // A distance that is not a whole number of elements, or not positive.
  EXPECT_EQ(omp2ocl_rows_stride(rows, -1, 0, n - 1, 16 * sizeof(double)), 0);
  std::reverse(rows, rows + n);
  EXPECT_EQ(omp2ocl_rows_stride(rows, -1, 0, n - 1, sizeof(double)), 0);
  EXPECT_EQ(omp2ocl_even_rows(rows, -1, 0, n - 1, sizeof(double), 0), nullptr);
  omp2ocl_free(rows);
  omp2ocl_free(data);
}

TEST_F(Blocks, RowsInSeparateBlocksOrUnknownTables) {
  const long n = 4, m = 8;
  // Separately allocated rows, evenly spaced by hand inside one array that
  // is no registered block: not taken.
  static double plain[n * m];
  double *rows[n];
  for (long r = 0; r < n; ++r) rows[r] = plain + r * m;
  EXPECT_EQ(omp2ocl_even_rows(rows, n, 0, n - 1, sizeof(double), m), nullptr);
  // The same in a registered block: taken, the table's length from its
  // declaration (an array of pointers on the stack is in no block).
  omp2ocl_block_register(plain, sizeof plain);
  EXPECT_EQ(omp2ocl_even_rows(rows, n, 0, n - 1, sizeof(double), m), plain);
  EXPECT_EQ(omp2ocl_even_rows(rows, -1, 0, n - 1, sizeof(double), m), nullptr);
  // Rows of two blocks that happen to be in step: not one allocation.
  double *a = (double *)omp2ocl_malloc(m * sizeof(double));
  double *b = (double *)omp2ocl_malloc(m * sizeof(double));
  double *two[2] = {a, b};
  long st = omp2ocl_rows_stride(two, 2, 0, 1, sizeof(double));
  if (st > 0) EXPECT_EQ(omp2ocl_even_rows(two, 2, 0, 1, sizeof(double), st), nullptr);
  omp2ocl_free(a);
  omp2ocl_free(b);
}
