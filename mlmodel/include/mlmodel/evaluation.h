// Evaluation of trees: accuracy, confusion matrix, cross-validation, and the
// performance of the chosen classes when every row carries a measured time
// per class (e.g. t_openmp, t_opencl).
#ifndef MLMODEL_EVALUATION_H
#define MLMODEL_EVALUATION_H

#include "mlmodel/dataset.h"
#include "mlmodel/tree.h"

#include <cstdint>
#include <string>
#include <vector>

namespace mlmodel {

struct Evaluation {
  std::vector<std::string> ClassNames;
  double Total = 0;   // weight of rows with a known class
  double Correct = 0; // weight classified correctly
  // Confusion[actual][predicted], in instance weights.
  std::vector<std::vector<double>> Confusion;

  // Only when the data has a time column per class (rows with every time
  // known and positive).
  bool HasTimes = false;
  std::size_t TimedRows = 0;
  double TimeChosen = 0; // sum over rows of the chosen class's time
  double TimeOracle = 0; // sum over rows of the fastest class's time
  std::vector<double> TimeAlways; // per class: sum when always choosing it
  // Geometric means over rows of oracle/chosen and of always(c)/chosen.
  double GeoMeanOracleOverChosen = 0;
  std::vector<double> GeoMeanAlwaysOverChosen;

  double accuracy() const { return Total > 0 ? Correct / Total : 0; }
  // Adds one prediction; Times may be empty.
  void add(int Actual, int Predicted, double Weight,
           const std::vector<double> &Times);
  // Merges another evaluation over the same classes (cross-validation folds).
  void merge(const Evaluation &Other);
  // Finishes the geometric means; call once after the last add/merge.
  void finish();

  // "Correctly Classified Instances  K  P %" as Weka prints it, the
  // confusion matrix, and the time figures when present.
  std::string report() const;

  // Running sums for the geometric means.
  double LogOracleOverChosen = 0;
  std::vector<double> LogAlwaysOverChosen;
};

Evaluation evaluate(const Tree &Model, const Dataset &Data);

// The folds of stratified k-fold cross-validation: rows are shuffled with
// Seed, grouped by class and dealt round-robin into Folds folds. Returns the
// fold of every row (-1 for a row without a class).
std::vector<int> stratifiedFolds(const Dataset &Data, int Folds,
                                 std::uint64_t Seed = 1);
// Stratified k-fold cross-validation over stratifiedFolds().
Evaluation crossValidate(const Dataset &Data, const TrainOptions &Options,
                         int Folds, std::uint64_t Seed = 1);
// Leave-one-group-out: one fold per distinct group (e.g. per program).
Evaluation leaveOneGroupOut(const Dataset &Data, const TrainOptions &Options);

} // namespace mlmodel

#endif // MLMODEL_EVALUATION_H
