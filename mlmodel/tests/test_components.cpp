// Unit tests of the pieces of C4.5: the pessimistic error estimate, the
// threshold choice, missing values, prediction and cross-validation.
#include "mlmodel/evaluation.h"
#include "mlmodel/tree.h"

#include <gtest/gtest.h>

#include <cmath>
#include <set>

using namespace mlmodel;

namespace {

const std::string TestDir = MLMODEL_TEST_DIR;

TEST(PruningEstimate, NormalQuantile) {
  EXPECT_NEAR(detail::normalQuantile(0.75), 0.6744897501960817, 1e-12);
  EXPECT_NEAR(detail::normalQuantile(0.975), 1.959963984540054, 1e-12);
  EXPECT_NEAR(detail::normalQuantile(0.01), -2.326347874040841, 1e-12);
  EXPECT_NEAR(detail::normalQuantile(0.5), 0.0, 1e-15);
}

TEST(PruningEstimate, NoErrorsUseTheExactBinomialBound) {
  // Quinlan (1993), ch. 4: U_25%(0,6) = 0.206 and U_25%(0,9) = 0.143.
  EXPECT_NEAR(detail::addErrs(6, 0, 0.25) / 6, 0.206, 5e-4);
  EXPECT_NEAR(detail::addErrs(9, 0, 0.25) / 9, 0.143, 5e-4);
  EXPECT_NEAR(detail::addErrs(1, 0, 0.25), 0.75, 1e-12);
  EXPECT_DOUBLE_EQ(detail::addErrs(6, 0, 0.25), 6 * (1 - std::pow(0.25, 1.0 / 6)));
}

TEST(PruningEstimate, FractionalErrorsInterpolateBelowOne) {
  double Zero = detail::addErrs(10, 0, 0.25);
  double One = detail::addErrs(10, 1, 0.25);
  EXPECT_NEAR(detail::addErrs(10, 0.5, 0.25), (Zero + One) / 2, 1e-12);
}

TEST(PruningEstimate, NormalApproximationAboveOneError) {
  // Quinlan's U_25%(1,16) = 0.157; J48 uses the normal approximation with a
  // continuity correction there, which lands close to it.
  double Upper = (1 + detail::addErrs(16, 1, 0.25)) / 16;
  EXPECT_NEAR(Upper, 0.157, 0.01);
  // Monotone in the errors and never below the observed errors.
  EXPECT_LT(detail::addErrs(100, 5, 0.25) + 5, detail::addErrs(100, 10, 0.25) + 10);
  EXPECT_GT(detail::addErrs(100, 5, 0.25), 0);
  // Within half an error of N: only N - E remain.
  EXPECT_NEAR(detail::addErrs(5, 4.6, 0.25), 0.4, 1e-12);
  // A smaller confidence factor prunes harder: more extra errors.
  EXPECT_GT(detail::addErrs(50, 5, 0.1), detail::addErrs(50, 5, 0.25));
}

Dataset numericData(const std::vector<double> &X, const std::vector<int> &Y) {
  Dataset D;
  D.Class.Name = "c";
  D.Class.Nominal = true;
  D.Class.Values = {"a", "b"};
  Attribute A;
  A.Name = "x";
  D.Features = {A};
  D.Columns = {X};
  D.Classes = Y;
  D.Weights.assign(Y.size(), 1.0);
  return D;
}

TEST(Threshold, IsTheLargestTrainingValueBelowTheMidpoint) {
  // a for x <= 2, b for x >= 10: the midpoint is 6, the threshold 2.
  Dataset D = numericData({1, 1, 2, 2, 10, 10, 11, 11}, {0, 0, 0, 0, 1, 1, 1, 1});
  Tree T = train(D);
  ASSERT_FALSE(T.Nodes[0].IsLeaf);
  EXPECT_EQ(T.Nodes[0].Threshold, 2.0);
  EXPECT_EQ(predict(T, {5.9}), 1); // above the threshold, below the midpoint
  EXPECT_EQ(predict(T, {2.0}), 0);
}

TEST(Threshold, NeedsTwoCasesOnEachSide) {
  // The only class change leaves one case on the left: no split.
  Dataset D = numericData({1, 5, 6, 7, 8, 9}, {0, 1, 1, 1, 1, 1});
  Tree T = train(D);
  EXPECT_TRUE(T.Nodes[0].IsLeaf);
  EXPECT_EQ(T.numNodes(), 1);
}

TEST(Threshold, ValuesCloserThan1e5AreNotSeparated) {
  // 1 and 1.000005 may not be split apart, so the only candidate lies
  // between 1.000005 and 3; the threshold moves down to 1.000005.
  // (Collapsing would undo this split: it does not reduce training errors.)
  Dataset D = numericData({1, 1, 1.000005, 1.000005, 3, 3}, {0, 0, 1, 1, 1, 1});
  Tree T = train(D, TrainOptions{0.25, 2, false, true, false});
  ASSERT_FALSE(T.Nodes[0].IsLeaf);
  EXPECT_EQ(T.Nodes[0].Threshold, 1.000005);
  EXPECT_EQ(T.numNodes(), 3);
}

TEST(Threshold, ASplitThatSeparatesNothingHereIsALeaf) {
  // The threshold is the largest training value below the midpoint, scanned
  // over all rows in order as J48 does: a value less than 1e-6 above the one
  // held is skipped. At the root (x split between 0.99990251 and 1) that
  // gives row 0's 0.999902267, so only row 0 goes left. In the right node
  // the same split comes out again with the same threshold, now below all
  // of its cases: every case would go to one branch, which would choose the
  // same split again without end (a stack overflow). It must be a leaf.
  Dataset D = numericData({0.999902267, 1, 1, 1, 1, 1, 0.99990251, 0.99990251,
                           1, 1, 1, 1},
                          {0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0});
  Tree T = train(D, TrainOptions{0.25, 2, false, true, false});
  ASSERT_FALSE(T.Nodes[0].IsLeaf);
  EXPECT_EQ(T.Nodes[0].Threshold, 0.999902267);
  EXPECT_EQ(T.numNodes(), 3) << toText(T);
  EXPECT_TRUE(T.Nodes[T.Nodes[0].Children[1]].IsLeaf);
}

TEST(MissingValues, CasesAreSpreadFractionally) {
  // 4 known a (x small), 6 known b (x large), 2 b with x missing.
  double M = missingValue();
  Dataset D = numericData({1, 1, 2, 2, 10, 10, 11, 11, 12, 12, M, M},
                          {0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1});
  Tree T = train(D, TrainOptions{0.25, 2, false, true, true});
  const TreeNode &Root = T.Nodes[0];
  ASSERT_FALSE(Root.IsLeaf);
  // Branch weights: 4 + 2 * 0.4 and 6 + 2 * 0.6.
  EXPECT_NEAR(Root.BranchWeights[0][0] + Root.BranchWeights[0][1], 4.8, 1e-12);
  EXPECT_NEAR(Root.BranchWeights[1][0] + Root.BranchWeights[1][1], 7.2, 1e-12);
  EXPECT_NEAR(Root.BranchWeights[0][1], 0.8, 1e-12);
  // Prediction with x missing mixes the leaves by the branch weights.
  std::vector<double> P = predictDistribution(T, {M});
  EXPECT_NEAR(P[0], 0.4 * (4 / 4.8), 1e-12);
  EXPECT_NEAR(P[1], 0.4 * (0.8 / 4.8) + 0.6, 1e-12);
  EXPECT_EQ(predict(T, {M}), 1);
  // The text shows the fractional weights as J48 does.
  EXPECT_NE(toText(T).find("x <= 2: a (4.8/0.8)"), std::string::npos) << toText(T);
}

TEST(MissingValues, RowsWithAMissingClassAreNotTrainedOn) {
  Dataset D = numericData({1, 1, 2, 2, 10, 10, 11, 11, 50}, {0, 0, 0, 0, 1, 1, 1, 1, -1});
  Tree T = train(D);
  EXPECT_NEAR(T.Nodes[0].ClassWeights[0] + T.Nodes[0].ClassWeights[1], 8, 1e-12);
}

TEST(Training, RejectsWeightsThatAreNotFiniteAndNonNegative) {
  Dataset D = numericData({1, 1, 2, 2, 10, 10, 11, 11}, {0, 0, 0, 0, 1, 1, 1, 1});
  D.Weights[3] = -1;
  EXPECT_THROW(train(D), Error);
  D.Weights[3] = missingValue();
  EXPECT_THROW(train(D), Error);
  D.Weights.pop_back();
  EXPECT_THROW(train(D), Error);
}

TEST(Training, RejectsASingleClass) {
  Dataset D = numericData({1, 2, 3}, {0, 0, 0});
  EXPECT_THROW(train(D), Error);
}

TEST(CrossValidation, StratifiedFoldsOnIris) {
  Dataset D = loadDataset(TestDir + "/data/iris.arff");
  Evaluation E = crossValidate(D, TrainOptions{}, 10, 1);
  EXPECT_DOUBLE_EQ(E.Total, 150);
  double Sum = 0;
  for (const auto &Row : E.Confusion)
    for (double X : Row)
      Sum += X;
  EXPECT_DOUBLE_EQ(Sum, 150);
  // J48 reaches 96% with Weka's folds; any reasonable folds give > 90%.
  EXPECT_GT(E.accuracy(), 0.9);
  EXPECT_LT(E.accuracy(), 0.99);
  // Deterministic for a seed.
  EXPECT_DOUBLE_EQ(crossValidate(D, TrainOptions{}, 10, 1).Correct, E.Correct);
}

TEST(CrossValidation, LeaveOneGroupOutAndTimes) {
  LoadOptions L;
  L.ClassColumn = "best";
  L.GroupColumn = "program";
  L.IgnoreColumns = {"input"};
  Dataset D = loadDataset(TestDir + "/data/selection.csv", L);
  ASSERT_TRUE(D.hasTimes());
  ASSERT_TRUE(D.hasGroups());
  EXPECT_EQ(D.numFeatures(), 2u); // t_openmp/t_opencl are not features
  Evaluation E = leaveOneGroupOut(D, TrainOptions{});
  EXPECT_DOUBLE_EQ(E.Total, static_cast<double>(D.numRows()));
  ASSERT_TRUE(E.HasTimes);
  EXPECT_EQ(E.TimedRows, D.numRows());
  // The oracle is never slower than the chosen classes or a fixed choice.
  EXPECT_LE(E.TimeOracle, E.TimeChosen);
  for (double T : E.TimeAlways)
    EXPECT_LE(E.TimeOracle, T);
  EXPECT_LE(E.GeoMeanOracleOverChosen, 1.0);
}

TEST(Evaluation, TimesAgainstTheOracle) {
  Evaluation E;
  E.ClassNames = {"openmp", "opencl"};
  E.add(0, 0, 1, {1.0, 2.0}); // right: oracle
  E.add(1, 0, 1, {4.0, 1.0}); // wrong: 4 instead of 1
  E.finish();
  EXPECT_DOUBLE_EQ(E.Correct, 1);
  EXPECT_DOUBLE_EQ(E.TimeChosen, 5);
  EXPECT_DOUBLE_EQ(E.TimeOracle, 2);
  EXPECT_DOUBLE_EQ(E.TimeAlways[1], 3);
  EXPECT_NEAR(E.GeoMeanOracleOverChosen, std::sqrt(1.0 * 0.25), 1e-12);
  EXPECT_NEAR(E.GeoMeanAlwaysOverChosen[1], std::sqrt(2.0 * 0.25), 1e-12);
}

} // namespace
