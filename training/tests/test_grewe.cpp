// The importer of Grewe et al.'s device-mapping data set (cgo17-*.csv, as
// DeepTune redistributes it). The test file data/synthetic-grewe-format.csv
// is SYNTHETIC: rows written by hand in that file's schema (same header,
// made-up values), since the real files cannot be fetched here. The real
// ones are run as training/README.md describes.
#include "common.h"
#include "grewe.h"
#include "table.h"
#include "validate.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace train;

namespace {

const std::string Synthetic = std::string(TRAIN_TEST_DIR) + "/data/synthetic-grewe-format.csv";

double feature(const Row &R, const char *Name) { return R.Features[featureIndex(Name)]; }

TEST(Grewe, ProgramIsSuiteAndBenchmark) {
  EXPECT_EQ(greweProgram("npb-3.3-BT-exact_rhs5"), "npb-3.3-BT");
  EXPECT_EQ(greweProgram("rodinia-3.1-backprop-bpnn_layerforward_ocl"),
            "rodinia-3.1-backprop");
  EXPECT_EQ(greweProgram("amd-app-sdk-3.0-FastWalshTransform-fastWalshTransform"),
            "amd-app-sdk-3.0-FastWalshTransform");
  EXPECT_EQ(greweProgram("polybench-gpu-1.0-2mm-mm2_kernel1"), "polybench-gpu-1.0-2mm");
  EXPECT_EQ(greweProgram("nvidia-4.2-MersenneTwister-BoxMuller"),
            "nvidia-4.2-MersenneTwister");
  EXPECT_EQ(greweProgram("shoc-1.1.5-Triad"), "shoc-1.1.5-Triad");
  EXPECT_EQ(greweProgram("mybench-kernelx"), "mybench-kernelx"); // unknown suite
}

TEST(Grewe, MapsRowsToTheTrainingTable) {
  // Detected by its header; the platform is the file's name.
  Table T = loadData(Synthetic, DataFormat::Auto);
  ASSERT_EQ(T.Rows.size(), 8u);
  for (const Row &R : T.Rows)
    EXPECT_EQ(R.Platform, "synthetic-grewe-format");

  const Row &Bt = T.Rows[0]; // comp 40, mem 10, localmem 0, coalesced 5, transfer 2000, wg 64
  EXPECT_EQ(Bt.Program, "npb-3.3-BT");
  EXPECT_EQ(Bt.Input, "S");
  EXPECT_DOUBLE_EQ(feature(Bt, "comp"), 40);
  EXPECT_DOUBLE_EQ(feature(Bt, "avgws"), 64);
  EXPECT_DOUBLE_EQ(feature(Bt, "F1"), 40);  // 2000 / (40 + 10)
  EXPECT_DOUBLE_EQ(feature(Bt, "F2"), 0.5); // 5 / 10
  EXPECT_DOUBLE_EQ(feature(Bt, "F3"), 0);   // 0 / 10 * 64
  EXPECT_DOUBLE_EQ(feature(Bt, "F4"), 4);   // 40 / 10
  EXPECT_DOUBLE_EQ(Bt.TOpenmp, 1.0);
  EXPECT_DOUBLE_EQ(Bt.TOpencl, 3.0);
  EXPECT_EQ(Bt.Best, "openmp");

  const Row &Rhs = T.Rows[1]; // 80, 20, 4, 20, 100, 256
  EXPECT_EQ(Rhs.Program, "npb-3.3-BT");
  EXPECT_DOUBLE_EQ(feature(Rhs, "F1"), 1);    // 100 / 100
  EXPECT_DOUBLE_EQ(feature(Rhs, "F2"), 1);    // 20 / 20
  EXPECT_DOUBLE_EQ(feature(Rhs, "F3"), 51.2); // 4 / 20 * 256
  EXPECT_EQ(Rhs.Best, "opencl");

  const Row &Bp = T.Rows[2]; // 30, 6, 3, 6, 600, 128
  EXPECT_EQ(Bp.Program, "rodinia-3.1-backprop");
  EXPECT_DOUBLE_EQ(feature(Bp, "F1"), 600.0 / 36);
  EXPECT_DOUBLE_EQ(feature(Bp, "F3"), 64);
  EXPECT_DOUBLE_EQ(feature(Bp, "F4"), 5);

  const Row &Triad = T.Rows[4]; // mem 0, empty dataset, oracle "gpu"
  EXPECT_EQ(Triad.Input, "default");
  EXPECT_DOUBLE_EQ(feature(Triad, "F1"), 10); // 80 / (8 + 0)
  EXPECT_TRUE(std::isnan(feature(Triad, "F2")));
  EXPECT_TRUE(std::isnan(feature(Triad, "F3")));
  EXPECT_TRUE(std::isnan(feature(Triad, "F4")));
  EXPECT_EQ(Triad.Best, "opencl");

  EXPECT_EQ(T.Rows[5].Program, "mybench-kernelx");
  EXPECT_DOUBLE_EQ(feature(T.Rows[5], "transfer"), 1e6);
  EXPECT_EQ(T.Rows[5].Best, "openmp");
  EXPECT_EQ(T.Rows[6].Program, "rodinia-3.1-backprop");

  // The format can be named, and the platform given.
  Table U = loadData(Synthetic, DataFormat::Grewe, "AMD Tahiti 7970");
  EXPECT_EQ(U.Rows[0].Platform, "AMD Tahiti 7970");
}

TEST(Grewe, LeaveOneProgramOutRuns) {
  Table T = loadData(Synthetic, DataFormat::Grewe);
  int Folds = 0;
  std::vector<int> FoldOf = foldsByProgram(T.Rows, Folds);
  EXPECT_EQ(Folds, 6); // BT, backprop, FastWalshTransform, Triad, kernelx, sgemm
  mlmodel::Dataset D = toDataset(T.Rows, {"F1", "F2", "F3", "F4"});
  std::vector<int> P = crossValidatedPredictions(D, FoldOf, Folds, {});
  Summary S = summarize(T.Rows, P);
  EXPECT_EQ(S.Total.Rows, 8);
  EXPECT_EQ(S.Programs.size(), 6u);
}

TEST(Grewe, RejectsWhatItCannotMap) {
  auto ErrorOf = [](const std::string &Text) {
    try {
      importGrewe(parseCsv(Text, "g.csv"), "g.csv", "p");
    } catch (const Error &E) {
      return std::string(E.what());
    }
    return std::string("no error");
  };
  const std::string H = "benchmark,dataset,comp,rational,mem,localmem,coalesced,atomic,"
                        "transfer,wgsize,runtime_cpu,runtime_gpu,oracle\n";
  EXPECT_EQ(ErrorOf(H + "b,d,1,0,1,0,0,0,1,1,1,2,FPGA\n"),
            "g.csv:2: oracle is 'FPGA', not CPU or GPU");
  EXPECT_EQ(ErrorOf(H + "b,d,1,0,1,0,0,0,1,1,0,2,CPU\n"),
            "g.csv:2: runtime_cpu and runtime_gpu must be positive");
  EXPECT_EQ(ErrorOf(H + "b,d,x,0,1,0,0,0,1,1,1,2,CPU\n"), "g.csv:2: comp is 'x', not a number");
  EXPECT_NE(ErrorOf("benchmark,dataset,comp\nb,d,1\n").find("no column 'mem'"),
            std::string::npos);
}

} // namespace
