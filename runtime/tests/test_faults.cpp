// Faults switch the run to OpenMP without losing data; the binary cache.
#include "rt_programs.h"

#include <dirent.h>

#include <cstdio>
#include <fstream>
#include <vector>

using rt_test::bad_prog;
using rt_test::Runtime;
using rt_test::vec_prog;

namespace {

std::vector<std::string> cache_files() {
  std::vector<std::string> out;
  if (DIR *d = opendir(rt_test::cache_dir().c_str())) {
    while (dirent *e = readdir(d)) {
      std::string n = e->d_name;
      if (n.size() > 6 && n.substr(n.size() - 6) == ".clbin")
        out.push_back(rt_test::cache_dir() + "/" + n);
    }
    closedir(d);
  }
  return out;
}

void clear_cache() {
  for (auto &f : cache_files()) std::remove(f.c_str());
}

}  // namespace

TEST_F(Runtime, BuildFailureFallsBackAndWritesDataBack) {
  const long n = 500;
  std::vector<double> x(n, 0.0);
  omp2ocl_kernel *k = omp2ocl_kernel_get(&vec_prog, rt_test::kFill);
  ASSERT_NE(k, nullptr);
  double v = 1.5;
  long nn = n;
  ASSERT_TRUE(omp2ocl_arg_mem(k, 0, x.data(), n * sizeof(double),
                              OMP2OCL_WRITE_ALL));
  ASSERT_TRUE(omp2ocl_arg_value(k, 2, &nn, sizeof nn));
  ASSERT_TRUE(omp2ocl_arg_value(k, 3, &v, sizeof v));
  size_t g = n;
  ASSERT_TRUE(omp2ocl_launch(k, 1, &g));
  EXPECT_EQ(x[10], 0.0);  // the result is only on the device

  ::testing::internal::CaptureStderr();
  EXPECT_EQ(omp2ocl_kernel_get(&bad_prog, 0), nullptr);
  std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(err.find("omp2ocl: warning: kernel build failed for bad.c; "
                     "running the OpenMP version"),
            std::string::npos)
      << err;
  EXPECT_NE(err.find("undeclared_name"), std::string::npos) << err;

  // Data came back without any host_access call, and the run is OpenMP now.
  EXPECT_EQ(x[10], 11.5);
  EXPECT_EQ(omp2ocl_rt_tracking, 0);
  EXPECT_EQ(omp2ocl_opencl_active(&vec_prog), 0);
  EXPECT_EQ(omp2ocl_kernel_get(&vec_prog, rt_test::kFill), nullptr);
  EXPECT_EQ(omp2ocl_arg_value(k, 2, &nn, sizeof nn), 0);
  EXPECT_EQ(omp2ocl_launch(k, 1, &g), 0);
  EXPECT_EQ(counters().fallbacks, 1u);

  // A second fault prints nothing more.
  ::testing::internal::CaptureStderr();
  omp2ocl_fallback("again");
  EXPECT_EQ(::testing::internal::GetCapturedStderr(), "");
}

TEST_F(Runtime, BadKernelIndexFallsBack) {
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(omp2ocl_kernel_get(&vec_prog, 99), nullptr);
  std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(err.find("out of range"), std::string::npos) << err;
  EXPECT_EQ(omp2ocl_opencl_active(&vec_prog), 0);
}

TEST_F(Runtime, SecondBuildHitsTheBinaryCache) {
  clear_cache();
  ASSERT_NE(omp2ocl_kernel_get(&vec_prog, 0), nullptr);
  EXPECT_EQ(counters().cache_misses, 1u);
  EXPECT_EQ(counters().cache_stores, 1u);
  EXPECT_EQ(counters().builds_from_source, 1u);
  ASSERT_EQ(cache_files().size(), 1u);

  omp2ocl::testing::reset();  // a new "process": program state forgotten
  ASSERT_TRUE(omp2ocl_opencl_active(&vec_prog));
  omp2ocl_kernel *k = omp2ocl_kernel_get(&vec_prog, rt_test::kFill);
  ASSERT_NE(k, nullptr);
  EXPECT_EQ(counters().cache_hits, 1u);
  EXPECT_EQ(counters().builds_from_source, 0u);
  // The program from the binary works.
  std::vector<double> x(16);
  long n = 16;
  double v = 2;
  size_t g = 16;
  ASSERT_TRUE(omp2ocl_arg_mem(k, 0, x.data(), sizeof(double) * 16,
                              OMP2OCL_WRITE_ALL));
  ASSERT_TRUE(omp2ocl_arg_value(k, 2, &n, sizeof n));
  ASSERT_TRUE(omp2ocl_arg_value(k, 3, &v, sizeof v));
  ASSERT_TRUE(omp2ocl_launch(k, 1, &g));
  omp2ocl_host_access(x.data(), 0, OMP2OCL_READ);
  EXPECT_EQ(x[15], 17.0);
}

TEST_F(Runtime, CorruptCacheEntryIsIgnoredAndRebuilt) {
  clear_cache();
  ASSERT_NE(omp2ocl_kernel_get(&vec_prog, 0), nullptr);
  auto files = cache_files();
  ASSERT_EQ(files.size(), 1u);
  {
    std::ofstream f(files[0], std::ios::binary | std::ios::trunc);
    f << "O2OCLBN1 this is not a program binary at all";
  }
  omp2ocl::testing::reset();
  ASSERT_TRUE(omp2ocl_opencl_active(&vec_prog));
  ASSERT_NE(omp2ocl_kernel_get(&vec_prog, 0), nullptr);
  EXPECT_EQ(counters().cache_rejects, 1u);
  EXPECT_EQ(counters().cache_hits, 0u);
  EXPECT_EQ(counters().builds_from_source, 1u);
  EXPECT_EQ(counters().cache_stores, 1u);  // replaced by a good entry

  omp2ocl::testing::reset();
  ASSERT_TRUE(omp2ocl_opencl_active(&vec_prog));
  ASSERT_NE(omp2ocl_kernel_get(&vec_prog, 0), nullptr);
  EXPECT_EQ(counters().cache_hits, 1u);
}

TEST_F(Runtime, CacheKeyDependsOnTheSource) {
  clear_cache();
  ASSERT_NE(omp2ocl_kernel_get(&vec_prog, 0), nullptr);
  ASSERT_NE(omp2ocl_kernel_get(&rt_test::red_prog, 0), nullptr);
  EXPECT_EQ(cache_files().size(), 2u);
  EXPECT_EQ(counters().cache_hits, 0u);
}

int main(int argc, char **argv) {
  ::testing::InitGoogleTest(&argc, argv);
  int rc = RUN_ALL_TESTS();
  rt_test::remove_cache_dir();
  return rc;
}
