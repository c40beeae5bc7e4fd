// The registry of allocation blocks: what omp2ocl_block_of answers for
// pointers inside, at the ends of, and outside the blocks the wrappers and
// static registrations record, after free and realloc.
#include "rt_programs.h"

#include <cstdint>
#include <cstdlib>

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
