// Dynamic index reordering in the runtime: the permute kernel, the choice
// of the variant, the cache of reordered copies and its invalidation, the
// permute back after a variant wrote its copy.
#include "rt_programs.h"

#include "mlmodel/tree.h"

#include <cstring>
#include <vector>

using rt_test::Runtime;

namespace {

// Unit "lay.c": kernels over a[NK][NJ] (doubles) with work-items over k,
// each in two versions: the original reads a[k][j] (row-major, the host's
// layout), the variant reads the reordered copy a'[j][k].
const char *const kLaySource = R"CL(
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define AT(T, p, off) ((__global T *)((__global char *)(p) + (off)))
__kernel void colsum(__global double *a, long a_off, __global double *s,
                     long s_off, long nk, long nj) {
  long k = get_global_id(0);
  if (k >= nk) return;
  double t = 0;
  for (long j = 0; j < nj; j++) t += AT(double, a, a_off)[k * nj + j] * (j + 1);
  AT(double, s, s_off)[k] = t;
}
__kernel void bump(__global double *a, long a_off, long nk, long nj) {
  long k = get_global_id(0);
  if (k >= nk) return;
  for (long j = 1; j < nj; j++) AT(double, a, a_off)[k * nj + j] += k;
}
__kernel void colsum_dyn(__global double *a, long a_off, __global double *s,
                         long s_off, long nk, long nj) {
  long k = get_global_id(0);
  if (k >= nk) return;
  double t = 0;
  for (long j = 0; j < nj; j++) t += AT(double, a, a_off)[j * nk + k] * (j + 1);
  AT(double, s, s_off)[k] = t;
}
__kernel void bump_dyn(__global double *a, long a_off, long nk, long nj) {
  long k = get_global_id(0);
  if (k >= nk) return;
  for (long j = 1; j < nj; j++) AT(double, a, a_off)[j * nk + k] += k;
}
)CL";
const char *const kLayNames[] = {"colsum", "bump", "colsum_dyn", "bump_dyn"};
enum { kColsum, kBump, kColsumDyn, kBumpDyn };
omp2ocl_program lay_prog = {"lay.c", kLaySource, kLayNames, 4, nullptr, nullptr};

const long NK = 300, NJ = 7;

const omp2ocl_layout kColsumCopy = {
    "a", 0, 2, {size_t(NK), size_t(NJ)}, {1, 0}, sizeof(double), 0, double(NJ)};
// The same array read 10 times per element (accesses per work-item 70).
const omp2ocl_layout kColsumCopyHeavy = {
    "a", 0, 2, {size_t(NK), size_t(NJ)}, {1, 0}, sizeof(double), 0, 10.0 * NJ};
const omp2ocl_layout kBumpCopy = {
    "a", 0, 2, {size_t(NK), size_t(NJ)}, {1, 0}, sizeof(double), 1, double(NJ)};

class Layout : public Runtime {
 protected:
  void SetUp() override {
    setenv("OMP2OCL_DYNAMIC_LAYOUT", "on", 1);
    Runtime::SetUp();
  }
  void TearDown() override {
    unsetenv("OMP2OCL_DYNAMIC_LAYOUT");
    unsetenv("OMP2OCL_LAYOUT_MODEL");
    Runtime::TearDown();
  }
  // s[k] = sum_j a[k][j] * (j + 1), through the variant when allowed.
  bool colsum(double *a, double *s, bool variant = true, double *alias = nullptr,
              const omp2ocl_layout *copy = &kColsumCopy,
              int (*predict)(const double *) = nullptr) {
    omp2ocl_kernel *k = omp2ocl_kernel_get(&lay_prog, kColsum);
    long nk = NK, nj = NJ;
    return k &&
           omp2ocl_arg_mem(k, 0, a, NK * NJ * sizeof(double), OMP2OCL_READ) &&
           omp2ocl_arg_mem(k, 2, alias ? alias : s,
                           alias ? NK * sizeof(double) : NK * sizeof(double),
                           OMP2OCL_WRITE) &&
           omp2ocl_arg_value(k, 4, &nk, sizeof nk) &&
           omp2ocl_arg_value(k, 5, &nj, sizeof nj) &&
           (!variant || omp2ocl_arg_layout(k, kColsumDyn, 1, copy, predict)) &&
           omp2ocl_launch(k, 1, (const size_t[]){size_t(NK)});
  }
  bool bump(double *a) {
    omp2ocl_kernel *k = omp2ocl_kernel_get(&lay_prog, kBump);
    long nk = NK, nj = NJ;
    return k &&
           omp2ocl_arg_mem(k, 0, a, NK * NJ * sizeof(double),
                           OMP2OCL_READ | OMP2OCL_WRITE) &&
           omp2ocl_arg_value(k, 2, &nk, sizeof nk) &&
           omp2ocl_arg_value(k, 3, &nj, sizeof nj) &&
           omp2ocl_arg_layout(k, kBumpDyn, 1, &kBumpCopy, nullptr) &&
           omp2ocl_launch(k, 1, (const size_t[]){size_t(NK)});
  }
  static void expect_sums(const std::vector<double> &a, double *s) {
    omp2ocl_host_access(s, NK * sizeof(double), OMP2OCL_READ);
    for (long k = 0; k < NK; k++) {
      double t = 0;
      for (long j = 0; j < NJ; j++) t += a[k * NJ + j] * (j + 1);
      ASSERT_EQ(s[k], t) << k;
    }
  }
};

}  // namespace

TEST_F(Runtime, PermuteKernelAnyRankOrderAndElementSize) {
  // A 3-D array of 3 x 4 x 5 elements of 8, 4, 2 and 3 bytes, to order
  // {2, 0, 1}: copy[c][a][b] = src[a][b][c].
  const size_t e[3] = {3, 4, 5};
  const unsigned order[3] = {2, 0, 1};
  for (size_t es : {8, 4, 2, 3}) {
    size_t n = 60, bytes = n * es;
    std::vector<unsigned char> src(bytes), dst(bytes, 0xee);
    for (size_t i = 0; i < bytes; i++) src[i] = (unsigned char)(i * 7 + es);
    cl_int err;
    omp2ocl::Runtime &r = omp2ocl::rt();
    cl_mem s = clCreateBuffer(r.ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes,
                              src.data(), &err);
    cl_mem d = clCreateBuffer(r.ctx, CL_MEM_READ_WRITE, bytes, nullptr, &err);
    ASSERT_TRUE(omp2ocl::permute_device(s, d, e, order, 3, es));
    ASSERT_EQ(clEnqueueReadBuffer(r.queue, d, CL_TRUE, 0, bytes, dst.data(), 0,
                                  nullptr, nullptr),
              CL_SUCCESS);
    for (size_t a = 0; a < 3; a++)
      for (size_t b = 0; b < 4; b++)
        for (size_t c = 0; c < 5; c++) {
          size_t from = (a * 4 + b) * 5 + c, to = (c * 3 + a) * 4 + b;
          ASSERT_EQ(0, std::memcmp(&dst[to * es], &src[from * es], es))
              << es << " " << a << b << c;
        }
    clReleaseMemObject(s);
    clReleaseMemObject(d);
  }
  EXPECT_EQ(counters().permutes, 4u);
}

TEST_F(Layout, VariantReadsCopyCachedUntilTheHostWrites) {
  std::vector<double> a(NK * NJ), s(NK, -1);
  for (long i = 0; i < NK * NJ; i++) a[i] = double(i % 97) - 3;
  ASSERT_TRUE(colsum(a.data(), s.data()));
  expect_sums(a, s.data());
  EXPECT_EQ(counters().variant_launches, 1u);
  EXPECT_EQ(counters().permutes, 1u);
  // Same data: the copy is reused.
  ASSERT_TRUE(colsum(a.data(), s.data()));
  ASSERT_TRUE(colsum(a.data(), s.data()));
  EXPECT_EQ(counters().permutes, 1u);
  EXPECT_EQ(counters().copy_reuses, 2u);
  expect_sums(a, s.data());
  // A host write: upload, stale copy, one permute more.
  omp2ocl_host_access(a.data(), a.size() * sizeof(double), OMP2OCL_WRITE);
  a[5 * NJ + 3] = 1000;
  ASSERT_TRUE(colsum(a.data(), s.data()));
  EXPECT_EQ(counters().permutes, 2u);
  expect_sums(a, s.data());
}

TEST_F(Layout, WrittenCopyGoesBackAndStaysCurrent) {
  std::vector<double> a(NK * NJ), s(NK, -1);
  for (long i = 0; i < NK * NJ; i++) a[i] = double(i % 13);
  std::vector<double> want = a;
  for (long k = 0; k < NK; k++)
    for (long j = 1; j < NJ; j++) want[k * NJ + j] += k;
  ASSERT_TRUE(bump(a.data()));
  EXPECT_EQ(counters().permutes, 2u);  // there and back
  // The copy written back is current: the reader permutes nothing.
  ASSERT_TRUE(colsum(a.data(), s.data()));
  EXPECT_EQ(counters().permutes, 2u);
  expect_sums(want, s.data());
  omp2ocl_host_access(a.data(), a.size() * sizeof(double), OMP2OCL_READ);
  for (long i = 0; i < NK * NJ; i++) ASSERT_EQ(a[i], want[i]) << i;
}

TEST_F(Layout, OriginalKernelWritingMakesTheCopyStale) {
  std::vector<double> a(NK * NJ), s(NK, -1);
  for (long i = 0; i < NK * NJ; i++) a[i] = double(i % 5);
  ASSERT_TRUE(colsum(a.data(), s.data()));
  setenv("OMP2OCL_DYNAMIC_LAYOUT", "off", 1);
  ASSERT_TRUE(bump(a.data()));  // the original kernel writes a
  EXPECT_EQ(counters().variant_launches, 1u);
  setenv("OMP2OCL_DYNAMIC_LAYOUT", "on", 1);
  ASSERT_TRUE(colsum(a.data(), s.data()));
  EXPECT_EQ(counters().permutes, 2u);
  for (long k = 0; k < NK; k++)
    for (long j = 1; j < NJ; j++) a[k * NJ + j] += k;
  expect_sums(a, s.data());
}

TEST_F(Layout, OffRunsTheOriginalKernel) {
  setenv("OMP2OCL_DYNAMIC_LAYOUT", "off", 1);
  std::vector<double> a(NK * NJ), s(NK, -1);
  for (long i = 0; i < NK * NJ; i++) a[i] = double(i % 31);
  ASSERT_TRUE(colsum(a.data(), s.data()));
  expect_sums(a, s.data());
  EXPECT_EQ(counters().variant_launches, 0u);
  EXPECT_EQ(counters().permutes, 0u);
}

TEST_F(Layout, ArgumentInTheSameBufferKeepsTheOriginal) {
  // The second argument lies inside a's buffer: the copy could alias it.
  std::vector<double> a(NK * NJ + NK), s(NK, -1);
  for (long i = 0; i < NK * NJ; i++) a[i] = double(i % 7);
  std::vector<double> in(a.begin(), a.begin() + NK * NJ);
  // a's rows, then the sums right behind them in the same buffer
  omp2ocl_kernel *k = omp2ocl_kernel_get(&lay_prog, kColsum);
  ASSERT_TRUE(k);
  long nk = NK, nj = NJ;
  ASSERT_TRUE(omp2ocl_arg_mem(k, 0, a.data(), a.size() * sizeof(double),
                              OMP2OCL_READ));  // one buffer over both
  ASSERT_TRUE(omp2ocl_arg_mem(k, 0, a.data(), NK * NJ * sizeof(double),
                              OMP2OCL_READ));
  ASSERT_TRUE(omp2ocl_arg_mem(k, 2, a.data() + NK * NJ, NK * sizeof(double),
                              OMP2OCL_WRITE));
  ASSERT_TRUE(omp2ocl_arg_value(k, 4, &nk, sizeof nk));
  ASSERT_TRUE(omp2ocl_arg_value(k, 5, &nj, sizeof nj));
  ASSERT_TRUE(omp2ocl_arg_layout(k, kColsumDyn, 1, &kColsumCopy, nullptr));
  const size_t g = NK;
  ASSERT_TRUE(omp2ocl_launch(k, 1, &g));
  EXPECT_EQ(counters().variant_launches, 0u);
  expect_sums(in, a.data() + NK * NJ);
}

// In auto mode the decision asks, in this order, the model file of
// OMP2OCL_LAYOUT_MODEL, the unit's embedded model, the default rule; the
// features are {bytes, accesses_per_element}.
namespace {

std::vector<double> seen_features;
int reorder_from_5(const double *f) {
  seen_features.assign(f, f + 2);
  return f[1] > 5;
}

// accesses_per_element <= 5: keep, > 5: reorder (class order {keep, reorder}).
std::string write_layout_model(bool reorder_class = true) {
  mlmodel::Tree t;
  mlmodel::Attribute bytes, ape;
  bytes.Name = "bytes";
  ape.Name = "accesses_per_element";
  t.Features = {bytes, ape};
  t.Class.Name = "best";
  t.Class.Nominal = true;
  t.Class.Values = {"keep", reorder_class ? "reorder" : "other"};
  mlmodel::TreeNode root, keep, reorder;
  root.IsLeaf = false;
  root.Attribute = 1;
  root.Threshold = 5;
  root.ClassWeights = {2, 2};
  root.BranchWeights = {{2, 0}, {0, 2}};
  root.Children = {1, 2};
  keep.ClassWeights = {2, 0};
  reorder.ClassWeights = {0, 2};
  t.Nodes = {root, keep, reorder};
  std::string path = rt_test::cache_dir() + "/layout-model-test.json";
  mlmodel::saveModel(t, path);
  return path;
}

}  // namespace

TEST_F(Layout, AutoAsksTheModelFile) {
  unsetenv("OMP2OCL_DYNAMIC_LAYOUT");
  setenv("OMP2OCL_LAYOUT_MODEL", write_layout_model().c_str(), 1);
  std::vector<double> a(NK * NJ), s(NK, -1);
  for (long i = 0; i < NK * NJ; i++) a[i] = double(i % 13) + 0.5;
  // 1 access per element: keep; 10: reorder. The file wins over the
  // embedded model (which would say the opposite).
  auto never = [](const double *) { return 0; };
  ASSERT_TRUE(colsum(a.data(), s.data(), true, nullptr, &kColsumCopy, never));
  expect_sums(a, s.data());
  EXPECT_EQ(counters().variant_launches, 0u);
  std::fill(s.begin(), s.end(), -1);
  ASSERT_TRUE(colsum(a.data(), s.data(), true, nullptr, &kColsumCopyHeavy, never));
  expect_sums(a, s.data());
  EXPECT_EQ(counters().variant_launches, 1u);
}

TEST_F(Layout, AutoWithAnUnusableModelFileAsksTheEmbeddedModel) {
  unsetenv("OMP2OCL_DYNAMIC_LAYOUT");
  setenv("OMP2OCL_LAYOUT_MODEL", write_layout_model(false).c_str(), 1);
  std::vector<double> a(NK * NJ), s(NK, -1);
  for (long i = 0; i < NK * NJ; i++) a[i] = double(i % 5);
  auto always = [](const double *) { return 1; };
  ASSERT_TRUE(colsum(a.data(), s.data(), true, nullptr, &kColsumCopy, always));
  expect_sums(a, s.data());
  EXPECT_EQ(counters().variant_launches, 1u);
}

TEST_F(Layout, AutoAsksTheEmbeddedModelWithBytesAndAccessesPerElement) {
  unsetenv("OMP2OCL_DYNAMIC_LAYOUT");
  std::vector<double> a(NK * NJ), s(NK, -1);
  for (long i = 0; i < NK * NJ; i++) a[i] = double(i % 11) - 2;
  ASSERT_TRUE(colsum(a.data(), s.data(), true, nullptr, &kColsumCopy, reorder_from_5));
  expect_sums(a, s.data());
  EXPECT_EQ(counters().variant_launches, 0u);
  EXPECT_EQ(seen_features, (std::vector<double>{NK * NJ * 8.0, 1.0}));
  ASSERT_TRUE(colsum(a.data(), s.data(), true, nullptr, &kColsumCopyHeavy, reorder_from_5));
  expect_sums(a, s.data());
  EXPECT_EQ(counters().variant_launches, 1u);
  EXPECT_EQ(seen_features, (std::vector<double>{NK * NJ * 8.0, 10.0}));
}

TEST_F(Layout, AutoWithoutAModelUsesTheDefaultRule) {
  unsetenv("OMP2OCL_DYNAMIC_LAYOUT");
  std::vector<double> a(NK * NJ), s(NK, -1);
  for (long i = 0; i < NK * NJ; i++) a[i] = double(i % 3);
  // 10 accesses per element: a GPU reorders, other devices keep; 1: keep.
  ASSERT_TRUE(colsum(a.data(), s.data(), true, nullptr, &kColsumCopy));
  expect_sums(a, s.data());
  EXPECT_EQ(counters().variant_launches, 0u);
  ASSERT_TRUE(colsum(a.data(), s.data(), true, nullptr, &kColsumCopyHeavy));
  expect_sums(a, s.data());
  EXPECT_EQ(counters().variant_launches,
            omp2ocl::rt().device_type == CL_DEVICE_TYPE_GPU ? 1u : 0u);
}
