// The mode decision, device choice by type, and the profile report.
#include "rt_programs.h"

#include <cstdio>
#include <algorithm>
#include <cstdlib>

#include "mlmodel/dataset.h"
#include "mlmodel/tree.h"

#include <omp.h>

using rt_test::vec_prog;

namespace {

int predict_calls = 0;
int predict_yes(const double *) { return ++predict_calls, 1; }
int predict_no(const double *) { return ++predict_calls, 0; }
void features_zero(double *f, int, double, const double *) {
  for (int i = 0; i < OMP2OCL_NUM_FEATURES; i++) f[i] = 0;
}

class Mode : public ::testing::Test {
 protected:
  void SetUp() override {
    omp2ocl::testing::reset();
    unsetenv("OMP2OCL_DEVICE");
    unsetenv("OMP2OCL_DEVICE_TYPE");
    unsetenv("OMP2OCL_PROFILE");
    setenv("OMP2OCL_CACHE_DIR", rt_test::cache_dir().c_str(), 1);
    unsetenv("OMP2OCL_MODEL");
    unsetenv("OMP2OCL_FEATURES_OUT");
    predict_calls = 0;
    vec_prog.features = features_zero;
  }
  void TearDown() override {
    omp2ocl::testing::reset();
    vec_prog.predict = nullptr;
    vec_prog.features = nullptr;
    unsetenv("OMP2OCL_MODEL");
    unsetenv("OMP2OCL_FEATURES_OUT");
  }
  static omp2ocl::Counters counters() { return omp2ocl::testing::counters(); }
};

// What the default device choice finds here (a GPU on the device machine,
// PoCL's CPU device on the development machine).
bool default_device(omp2ocl::DeviceChoice *c) {
  std::string why;
  std::lock_guard<std::recursive_mutex> lock(omp2ocl::rt().mu);
  return omp2ocl::find_device(c, &why);
}

}  // namespace

TEST_F(Mode, OpenMPTouchesNoDevice) {
  setenv("OMP2OCL_DEVICE", "openmp", 1);
  vec_prog.predict = predict_yes;
  EXPECT_EQ(omp2ocl_opencl_active(&vec_prog), 0);
  EXPECT_EQ(omp2ocl_opencl_active(&vec_prog), 0);
  EXPECT_EQ(predict_calls, 0);
  EXPECT_EQ(counters().platform_queries, 0u);
  EXPECT_EQ(omp2ocl_kernel_get(&vec_prog, 0), nullptr);
  EXPECT_EQ(counters().platform_queries, 0u);
  double x[4] = {1, 2, 3, 4};
  omp2ocl_host_access_slow(x, sizeof x, OMP2OCL_READ | OMP2OCL_WRITE);
  omp2ocl_host_access_all_slow(OMP2OCL_READ);
  omp2ocl_device_barrier();
  EXPECT_EQ(omp2ocl_rt_tracking, 0);
  EXPECT_EQ(x[3], 4.0);
  EXPECT_EQ(counters().platform_queries, 0u);
}

TEST_F(Mode, AutoAsksTheModelOnce) {
  vec_prog.predict = predict_yes;
  EXPECT_EQ(omp2ocl_opencl_active(&vec_prog), 1);
  for (int i = 0; i < 10; i++) EXPECT_EQ(omp2ocl_opencl_active(&vec_prog), 1);
  EXPECT_EQ(predict_calls, 1);
  EXPECT_GE(omp2ocl_decision_seconds(), 0.0);
  EXPECT_LT(omp2ocl_decision_seconds(), 10.0);
  EXPECT_NE(omp2ocl_kernel_get(&vec_prog, 0), nullptr);
}

TEST_F(Mode, ConcurrentFirstCallsDecideOnce) {
  vec_prog.predict = predict_yes;
  int active = 0, threads = 0;
#pragma omp parallel num_threads(8) reduction(+ : active, threads)
  {
    active += omp2ocl_opencl_active(&vec_prog);
    threads += 1;
  }
  EXPECT_EQ(predict_calls, 1);
  EXPECT_EQ(active, threads);
  EXPECT_EQ(omp2ocl_opencl_active(&vec_prog), 1);
}

TEST_F(Mode, AutoModelSaysOpenMP) {
  setenv("OMP2OCL_DEVICE", "auto", 1);
  vec_prog.predict = predict_no;
  EXPECT_EQ(omp2ocl_opencl_active(&vec_prog), 0);
  EXPECT_EQ(predict_calls, 1);
  EXPECT_EQ(counters().platform_queries, 0u);
  EXPECT_EQ(omp2ocl_kernel_get(&vec_prog, 0), nullptr);
}

TEST_F(Mode, OpenCLOverridesTheModel) {
  setenv("OMP2OCL_DEVICE", "opencl", 1);
  vec_prog.predict = predict_no;
  EXPECT_EQ(omp2ocl_opencl_active(&vec_prog), 1);
  EXPECT_EQ(predict_calls, 0);
}

TEST_F(Mode, AutoWithoutModelChoosesOpenCLOnlyForAGpu) {
  omp2ocl::DeviceChoice c;
  bool gpu = default_device(&c) && c.type == CL_DEVICE_TYPE_GPU;
  omp2ocl::testing::reset();
  EXPECT_EQ(omp2ocl_opencl_active(&vec_prog), gpu ? 1 : 0);
  EXPECT_EQ(omp2ocl_opencl_active(nullptr), gpu ? 1 : 0);
}

TEST_F(Mode, DeviceTypeSelectsTheDevice) {
  omp2ocl::DeviceChoice c;
  setenv("OMP2OCL_DEVICE_TYPE", "cpu", 1);
  if (!default_device(&c)) GTEST_SKIP() << "no CPU OpenCL device with doubles";
  EXPECT_EQ(c.type, cl_device_type(CL_DEVICE_TYPE_CPU));
  omp2ocl::testing::reset();
  setenv("OMP2OCL_DEVICE", "opencl", 1);
  ASSERT_EQ(omp2ocl_opencl_active(&vec_prog), 1);
  EXPECT_EQ(omp2ocl::rt().device_type, cl_device_type(CL_DEVICE_TYPE_CPU));
  EXPECT_FALSE(omp2ocl::testing::device_name().empty());
}

TEST_F(Mode, DefaultPrefersAGpuOverOtherTypes) {
  omp2ocl::DeviceChoice any, gpu;
  if (!default_device(&any)) GTEST_SKIP() << "no OpenCL device";
  setenv("OMP2OCL_DEVICE_TYPE", "gpu", 1);
  bool has_gpu = default_device(&gpu);
  if (has_gpu) {
    EXPECT_EQ(any.type, cl_device_type(CL_DEVICE_TYPE_GPU));
  } else {
    EXPECT_NE(any.type, cl_device_type(CL_DEVICE_TYPE_GPU));
  }
}

TEST_F(Mode, OpenCLWithoutAMatchingDeviceWarnsAndRunsOpenMP) {
  setenv("OMP2OCL_DEVICE_TYPE", "accelerator", 1);
  omp2ocl::DeviceChoice c;
  if (default_device(&c)) GTEST_SKIP() << "this machine has an accelerator";
  omp2ocl::testing::reset();
  setenv("OMP2OCL_DEVICE", "opencl", 1);
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(omp2ocl_opencl_active(&vec_prog), 0);
  std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(err.find("omp2ocl: warning: "), std::string::npos) << err;
  EXPECT_NE(err.find("; running the OpenMP version\n"), std::string::npos);
  EXPECT_EQ(std::count(err.begin(), err.end(), '\n'), 1) << err;
  EXPECT_EQ(omp2ocl_kernel_get(&vec_prog, 0), nullptr);
}

// The profile report is printed at exit: checked in a child process.
TEST_F(Mode, ProfileLineInOpenMPMode) {
  ::testing::FLAGS_gtest_death_test_style = "threadsafe";
  EXPECT_EXIT(
      {
        setenv("OMP2OCL_PROFILE", "1", 1);
        setenv("OMP2OCL_DEVICE", "openmp", 1);
        omp2ocl_opencl_active(&vec_prog);
        std::exit(0);
      },
      ::testing::ExitedWithCode(0),
      "omp2ocl-profile: device=host choice=openmp kernels=0 h2d_bytes=0 "
      "d2h_bytes=0\n");
}

TEST_F(Mode, ProfileLineWhenTheModeIsNeverDecided) {
  ::testing::FLAGS_gtest_death_test_style = "threadsafe";
  // The child is this program started again: with the variable set from
  // its start, and no runtime call at all.
  setenv("OMP2OCL_PROFILE", "1", 1);
  EXPECT_EXIT(std::exit(0), ::testing::ExitedWithCode(0),
              "^omp2ocl-profile: device=host choice=openmp kernels=0 "
              "h2d_bytes=0 d2h_bytes=0\n$");
  unsetenv("OMP2OCL_PROFILE");
  EXPECT_EQ(omp2ocl::testing::mode(), omp2ocl::kUndecided);
}

TEST_F(Mode, ProfileTableInOpenCLMode) {
  ::testing::FLAGS_gtest_death_test_style = "threadsafe";
  EXPECT_EXIT(
      {
        setenv("OMP2OCL_PROFILE", "1", 1);
        setenv("OMP2OCL_DEVICE", "opencl", 1);
        if (!omp2ocl_opencl_active(&vec_prog)) std::exit(3);
        omp2ocl_kernel *k = omp2ocl_kernel_get(&vec_prog, rt_test::kScale);
        static double x[100];
        long n = 100;
        double f = 2;
        size_t g = 100;
        for (int i = 0; i < 2; i++)
          if (!k ||
              !omp2ocl_arg_mem(k, 0, x, sizeof x,
                               OMP2OCL_READ | OMP2OCL_WRITE) ||
              !omp2ocl_arg_value(k, 2, &n, sizeof n) ||
              !omp2ocl_arg_value(k, 3, &f, sizeof f) ||
              !omp2ocl_launch(k, 1, &g))
            std::exit(4);
        std::exit(0);
      },
      ::testing::ExitedWithCode(0),
      "vec.c:scale +2 +[0-9.]+ +800 +0\n"
      // one program, from the binary cache or compiled
      "omp2ocl profile: setup: device [0-9.]+ ms, programs [0-9.]+ ms "
      "\\((1 from the cache, 0 compiled|0 from the cache, 1 compiled)\\)\n"
      "omp2ocl profile: decision: [0-9.]+ us by OMP2OCL_DEVICE=opencl\n"
      "omp2ocl-profile: device=[^ ]+ choice=opencl kernels=2 h2d_bytes=800 "
      "d2h_bytes=0\n");
}

int main(int argc, char **argv) {
  ::testing::InitGoogleTest(&argc, argv);
  int rc = RUN_ALL_TESTS();
  rt_test::remove_cache_dir();
  return rc;
}

namespace {
// Features that depend on the site's work-items: F2 (index 7) = 0.9 for a
// large launch, 0.1 for a small one.
void features_by_size(double *f, int site, double ws, const double *sym) {
  for (int i = 0; i < OMP2OCL_NUM_FEATURES; i++) f[i] = 0;
  f[5] = ws;
  f[7] = ws > 1000 ? 0.9 : 0.1;
  f[0] = site;      // comp: the site, to check it arrives
  f[4] = sym[0];    // transfer: the site's symbol
}

std::string read_file(const std::string &path) {
  std::string s;
  if (FILE *f = std::fopen(path.c_str(), "r")) {
    char buf[4096];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) s.append(buf, n);
    std::fclose(f);
  }
  return s;
}
}  // namespace

TEST_F(Mode, FeaturesLineIsWrittenInEveryMode) {
  std::string out = rt_test::cache_dir() + "/features-test.jsonl";
  std::remove(out.c_str());
  setenv("OMP2OCL_FEATURES_OUT", out.c_str(), 1);
  setenv("OMP2OCL_DEVICE", "openmp", 1);
  vec_prog.features = features_by_size;
  double sym[1] = {123.0};
  omp2ocl_decide_at(&vec_prog, 3, 5000.0, sym);
  EXPECT_EQ(omp2ocl_opencl_active(&vec_prog), 0);
  omp2ocl_decide_at(&vec_prog, 3, 5000.0, sym);  // decided: no second line
  std::string line = read_file(out);
  EXPECT_NE(line.find("\"unit\":\"vec.c\""), std::string::npos) << line;
  EXPECT_NE(line.find("\"comp\":3,"), std::string::npos) << line;
  EXPECT_NE(line.find("\"transfer\":123,"), std::string::npos) << line;
  EXPECT_NE(line.find("\"avgws\":5000,"), std::string::npos) << line;
  EXPECT_NE(line.find("\"F2\":0.9,"), std::string::npos) << line;
  EXPECT_NE(line.find("\"choice\":\"openmp\""), std::string::npos) << line;
  EXPECT_EQ(std::count(line.begin(), line.end(), '\n'), 1);
  std::remove(out.c_str());
}

TEST_F(Mode, EnvironmentModelReplacesTheEmbeddedOne) {
  // A tree trained here: opencl when F2 (coalesced fraction) is high.
  std::string csv = "F2,best\n";
  for (int i = 0; i < 10; i++) csv += "0.1,openmp\n0.9,opencl\n";
  mlmodel::Tree t = mlmodel::train(mlmodel::loadCsv(csv, "inline", {}));
  std::string path = rt_test::cache_dir() + "/env-model.json";
  mlmodel::saveModel(t, path);
  setenv("OMP2OCL_MODEL", path.c_str(), 1);
  vec_prog.features = features_by_size;
  vec_prog.predict = predict_no;  // the embedded model would say openmp
  double sym[1] = {0};
  omp2ocl_decide_at(&vec_prog, 0, 1e6, sym);
  EXPECT_EQ(predict_calls, 0);
  EXPECT_EQ(omp2ocl_opencl_active(&vec_prog), 1);
  EXPECT_LT(omp2ocl_decision_seconds(), 1e-3);

  omp2ocl::testing::reset();
  omp2ocl_decide_at(&vec_prog, 0, 10, sym);  // small: F2 = 0.1
  EXPECT_EQ(omp2ocl_opencl_active(&vec_prog), 0);
  std::remove(path.c_str());
}

TEST_F(Mode, EmbeddedModelSeesTheFeatures) {
  vec_prog.features = features_by_size;
  vec_prog.predict = predict_yes;
  double sym[1] = {0};
  omp2ocl_decide_at(&vec_prog, 1, 64, sym);
  EXPECT_EQ(predict_calls, 1);
  EXPECT_EQ(omp2ocl_opencl_active(&vec_prog), 1);
}

// The features' value of an unknown extent: the deciding launch's
// work-items per dimension (a root computed without libm), 16 without one.
TEST(Features, UnknownExtentIsTheSitesSizePerDimension) {
  EXPECT_DOUBLE_EQ(omp2ocl_unknown_extent(7.0, 1), 7.0);
  EXPECT_NEAR(omp2ocl_unknown_extent(4096.0, 2), 64.0, 1e-9);
  EXPECT_NEAR(omp2ocl_unknown_extent(1e6, 3), 100.0, 1e-9);
  EXPECT_NEAR(omp2ocl_unknown_extent(258.0 * 258.0 * 258.0, 3), 258.0, 1e-9);
  EXPECT_NEAR(omp2ocl_unknown_extent(1e150, 3), 1e50, 1e38);
  EXPECT_NEAR(omp2ocl_unknown_extent(1.0, 3), 1.0, 1e-12);
  EXPECT_DOUBLE_EQ(omp2ocl_unknown_extent(NAN, 2), 16.0);
  EXPECT_DOUBLE_EQ(omp2ocl_unknown_extent(0.5, 2), 16.0);
  EXPECT_DOUBLE_EQ(omp2ocl_unknown_extent(100.0, 0), 16.0);
  EXPECT_DOUBLE_EQ(omp2ocl_ext(NAN, 9.0), 9.0);
  EXPECT_DOUBLE_EQ(omp2ocl_ext(3.0, 9.0), 3.0);
  EXPECT_DOUBLE_EQ(omp2ocl_loop_mean(0, 10, 1, 0), 4.5);
  EXPECT_DOUBLE_EQ(omp2ocl_loop_mean(5, 5, 1, 0), 5.0);
}
