// The figures of omp2ocl-train evaluate, on data sets small enough to work
// out by hand, and the cross-validation against mlmodel's own.
#include "common.h"
#include "table.h"
#include "validate.h"

#include "mlmodel/evaluation.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace train;

namespace {

Row row(const std::string &Program, double F1, double TOpenmp, double TOpencl) {
  Row R;
  R.Program = Program;
  R.Input = std::to_string(F1);
  R.Platform = "test";
  R.Features.assign(featureNames().size(), std::nan(""));
  R.Features[featureIndex("F1")] = F1;
  R.Features[featureIndex("F2")] = F1 * F1;
  R.TOpenmp = TOpenmp;
  R.TOpencl = TOpencl;
  R.Best = bestOf(TOpenmp, TOpencl);
  return R;
}

// Five rows, predictions given:
//   program  t_openmp t_opencl best    predicted chosen oracle
//   A        2        1        opencl  opencl    1      1      right
//   A        1        4        openmp  opencl    4      1      wrong
//   B        3        6        openmp  openmp    3      3      right
//   B        8        2        opencl  openmp    8      2      wrong
//   B        5        5        openmp  opencl    5      5      wrong (tie: openmp)
// accuracy 2/5; oracle 12/21; always-openmp 19, always-opencl 18;
// geometric means over rows: oracle/chosen (1 * 1/4 * 1 * 1/4 * 1)^(1/5) =
// 2^(-4/5); openmp/chosen (2 * 1/4 * 1 * 1 * 1)^(1/5) = 2^(-1/5);
// opencl/chosen (1 * 1 * 2 * 1/4 * 1)^(1/5) = 2^(-1/5).
TEST(Summary, HandWorkedExample) {
  std::vector<Row> Rows = {row("A", 1, 2, 1), row("A", 2, 1, 4), row("B", 3, 3, 6),
                           row("B", 4, 8, 2), row("B", 5, 5, 5)};
  EXPECT_EQ(Rows[4].Best, "openmp");
  Summary S = summarize(Rows, {1, 1, 0, 0, 1});
  const Figures &T = S.Total;
  EXPECT_EQ(T.Rows, 5);
  EXPECT_EQ(T.Correct, 2);
  EXPECT_DOUBLE_EQ(T.accuracy(), 0.4);
  EXPECT_DOUBLE_EQ(T.TChosen, 21);
  EXPECT_DOUBLE_EQ(T.TOracle, 12);
  EXPECT_DOUBLE_EQ(T.TOpenmp, 19);
  EXPECT_DOUBLE_EQ(T.TOpencl, 18);
  EXPECT_DOUBLE_EQ(T.oracle(), 12.0 / 21);
  EXPECT_DOUBLE_EQ(T.speedupOverOpenmp(), 19.0 / 21);
  EXPECT_DOUBLE_EQ(T.speedupOverOpencl(), 18.0 / 21);
  EXPECT_NEAR(T.geoMeanOracle(), std::pow(2.0, -0.8), 1e-12);
  EXPECT_NEAR(T.geoMeanOverOpenmp(), std::pow(2.0, -0.2), 1e-12);
  EXPECT_NEAR(T.geoMeanOverOpencl(), std::pow(2.0, -0.2), 1e-12);

  ASSERT_EQ(S.Programs.size(), 2u);
  const Figures &A = S.Programs[0], &B = S.Programs[1];
  EXPECT_EQ(A.Program, "A");
  EXPECT_EQ(A.Rows, 2);
  EXPECT_EQ(A.Correct, 1);
  EXPECT_DOUBLE_EQ(A.TChosen, 5);
  EXPECT_DOUBLE_EQ(A.TOracle, 2);
  EXPECT_DOUBLE_EQ(A.TOpenmp, 3);
  EXPECT_DOUBLE_EQ(A.TOpencl, 5);
  EXPECT_EQ(B.Program, "B");
  EXPECT_EQ(B.Rows, 3);
  EXPECT_EQ(B.Correct, 1);
  EXPECT_DOUBLE_EQ(B.TChosen, 16);
  EXPECT_DOUBLE_EQ(B.TOracle, 10);
  EXPECT_DOUBLE_EQ(B.TOpenmp, 16);
  EXPECT_DOUBLE_EQ(B.TOpencl, 13);

  std::string Text = formatSummary(S);
  EXPECT_NE(Text.find("\naccuracy: 0.400000\n"), std::string::npos) << Text;
  EXPECT_NE(Text.find("\noracle: 0.571429\n"), std::string::npos) << Text;
  EXPECT_NE(Text.find("speedup over always-openmp: 0.904762 (total time), 0.870551"),
            std::string::npos)
      << Text;
  EXPECT_EQ(perProgramCsv(S), "program,rows,correct,t_chosen,t_oracle,t_openmp,t_opencl\n"
                              "A,2,1,5,2,3,5\n"
                              "B,3,1,16,10,16,13\n");
  // The wrong rows cost 4x, 4x and nothing (the tie).
  EXPECT_EQ(formatWrongRows(Rows, {1, 1, 0, 0, 1}),
            "wrong rows by slowdown (chosen/oracle time): 1 within 5%, 0 within 20%, "
            "0 within 2x, 2 beyond (3 wrong)\n");
  EXPECT_EQ(perRowCsv({Rows[1], Rows[3]}, {1, 0}),
            "program,input,t_openmp,t_opencl,best,chosen,slowdown\n"
            "A,2.000000,1,4,openmp,opencl,4.0000\n"
            "B,4.000000,8,2,opencl,openmp,4.0000\n");
}

// Three programs, each with a small-F1 row where OpenCL wins and a large-F1
// row where OpenMP wins: every fold trains on four rows that F1 separates
// (two per class, the -M 2 minimum). J48 puts the threshold at the largest
// training value of the left side (here 2 in every fold), so a left-out
// small value must not exceed it: A 1, B 2, C 2. Every prediction is then
// right and the chosen time is the oracle's.
TEST(LeaveOneProgramOut, SeparableByHand) {
  std::vector<Row> Rows = {row("A", 1, 2, 1),  row("A", 10, 1, 3), row("B", 2, 4, 1),
                           row("B", 9, 2, 4),  row("C", 2, 3, 1),  row("C", 8, 1, 2)};
  int Folds = 0;
  std::vector<int> FoldOf = foldsByProgram(Rows, Folds);
  EXPECT_EQ(Folds, 3);
  EXPECT_EQ(FoldOf, (std::vector<int>{0, 0, 1, 1, 2, 2}));
  mlmodel::Dataset D = toDataset(Rows, {"F1"});
  std::vector<int> P = crossValidatedPredictions(D, FoldOf, Folds, {});
  EXPECT_EQ(P, (std::vector<int>{1, 0, 1, 0, 1, 0}));
  Summary S = summarize(Rows, P);
  EXPECT_DOUBLE_EQ(S.Total.accuracy(), 1.0);
  EXPECT_DOUBLE_EQ(S.Total.oracle(), 1.0);
  EXPECT_DOUBLE_EQ(S.Total.TChosen, 1 + 1 + 1 + 2 + 1 + 1);
  EXPECT_DOUBLE_EQ(S.Total.speedupOverOpenmp(), 13.0 / 7);
}

// Row weights: 1 each by default; the time gap |t_openmp - t_opencl| or its
// square root, scaled to a mean of 1; all gaps 0 means all rows alike.
TEST(RowWeights, TimeGapsScaledToAMeanOfOne) {
  std::vector<Row> Rows = {row("A", 1, 2, 1), row("A", 10, 1, 5), row("B", 2, 4, 4)};
  EXPECT_EQ(toDataset(Rows, {"F1"}).Weights, (std::vector<double>{1, 1, 1}));
  mlmodel::Dataset G = toDataset(Rows, {"F1"}, RowWeights::TimeGap);
  // gaps 1, 4, 0 (mean 5/3)
  EXPECT_DOUBLE_EQ(G.Weights[0], 0.6);
  EXPECT_DOUBLE_EQ(G.Weights[1], 2.4);
  EXPECT_DOUBLE_EQ(G.Weights[2], 0.0);
  mlmodel::Dataset Q = toDataset(Rows, {"F1"}, RowWeights::SqrtTimeGap);
  // square roots 1, 2, 0 (mean 1)
  EXPECT_DOUBLE_EQ(Q.Weights[0], 1.0);
  EXPECT_DOUBLE_EQ(Q.Weights[1], 2.0);
  EXPECT_DOUBLE_EQ(Q.Weights[2], 0.0);
  std::vector<Row> Ties = {row("A", 1, 2, 2), row("B", 2, 3, 3)};
  EXPECT_EQ(toDataset(Ties, {"F1"}, RowWeights::TimeGap).Weights,
            (std::vector<double>{1, 1}));
  EXPECT_EQ(parseRowWeights("sqrt-time-gap"), RowWeights::SqrtTimeGap);
  EXPECT_STREQ(rowWeightsName(RowWeights::TimeGap), "time-gap");
  EXPECT_THROW(parseRowWeights("cost"), UsageError);
}

// A training part with a single class predicts it (no tree can be grown).
TEST(LeaveOneProgramOut, SingleClassFold) {
  std::vector<Row> Rows = {row("A", 1, 2, 1), row("B", 2, 2, 1), row("C", 3, 1, 2)};
  int Folds = 0;
  std::vector<int> FoldOf = foldsByProgram(Rows, Folds);
  mlmodel::Dataset D = toDataset(Rows, {"F1"});
  // Leaving out C trains on A and B (both opencl): C is predicted opencl.
  // Leaving out A trains on B (opencl) and C (openmp): two rows, no split
  // with -M 2, the leaf's majority tie goes to the first class, openmp.
  std::vector<int> P = crossValidatedPredictions(D, FoldOf, Folds, {});
  EXPECT_EQ(P[2], 1);
  EXPECT_EQ(P[0], 0);
  EXPECT_EQ(P[1], 0);
}

// A larger data set: the predictions agree with mlmodel's own
// leave-one-group-out and k-fold evaluations (accuracy and times).
TEST(CrossValidation, AgreesWithMlmodel) {
  std::vector<Row> Rows;
  unsigned Seed = 12345;
  auto Next = [&] {
    Seed = Seed * 1103515245u + 12345u;
    return static_cast<double>((Seed >> 8) % 10000) / 10000.0;
  };
  for (int P = 0; P < 7; ++P)
    for (int I = 0; I < 9; ++I) {
      double F1 = Next() * 10;
      double Noise = Next();
      double Omp = 1 + F1 * 0.3 + Noise;
      double Ocl = 2 + (10 - F1) * 0.25 + Next();
      Row R = row("p" + std::to_string(P), F1, Omp, Ocl);
      R.Features[featureIndex("F4")] = Noise * 3;
      Rows.push_back(R);
    }
  mlmodel::Dataset D = toDataset(Rows, {"F1", "F2", "F4"});
  mlmodel::TrainOptions O;

  int Folds = 0;
  std::vector<int> FoldOf = foldsByProgram(Rows, Folds);
  Summary S = summarize(Rows, crossValidatedPredictions(D, FoldOf, Folds, O));
  mlmodel::Evaluation E = mlmodel::leaveOneGroupOut(D, O);
  EXPECT_DOUBLE_EQ(S.Total.Correct, E.Correct);
  EXPECT_DOUBLE_EQ(S.Total.Rows, E.Total);
  EXPECT_NEAR(S.Total.TChosen, E.TimeChosen, 1e-9);
  EXPECT_NEAR(S.Total.TOracle, E.TimeOracle, 1e-9);
  EXPECT_NEAR(S.Total.geoMeanOracle(), E.GeoMeanOracleOverChosen, 1e-12);
  EXPECT_LT(S.Total.Correct, S.Total.Rows); // not trivially perfect
  EXPECT_GT(S.Total.accuracy(), 0.5);

  std::vector<int> KFold = foldsStratified(D, 5, 7);
  Summary K = summarize(Rows, crossValidatedPredictions(D, KFold, 5, O));
  mlmodel::Evaluation EK = mlmodel::crossValidate(D, O, 5, 7);
  EXPECT_DOUBLE_EQ(K.Total.Correct, EK.Correct);
  EXPECT_NEAR(K.Total.TChosen, EK.TimeChosen, 1e-9);
  EXPECT_THROW(foldsStratified(D, 1, 1), UsageError);
  EXPECT_THROW(foldsStratified(D, 100, 1), Error);
}

} // namespace
