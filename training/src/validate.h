// Cross-validated predictions of the device-selection tree and the figures
// omp2ocl-train evaluate reports: accuracy, performance against the oracle
// and against always one device, per program and in total.
#ifndef OMP2OCL_TRAIN_VALIDATE_H
#define OMP2OCL_TRAIN_VALIDATE_H

#include "table.h"

#include "mlmodel/tree.h"

#include <cstdint>
#include <string>
#include <vector>

namespace train {

// Fold of each row for leave-one-program-out: one fold per program, folds
// numbered by program name in sorted order (as mlmodel's leaveOneGroupOut).
std::vector<int> foldsByProgram(const std::vector<Row> &Rows, int &NumFolds);
// Stratified k-fold with mlmodel's crossValidate assignment (shuffle with
// Seed, order by class, deal round-robin), so the figures match
// omp2ocl-tree cv -k K --seed Seed.
std::vector<int> foldsStratified(const mlmodel::Dataset &Data, int Folds,
                                 std::uint64_t Seed);

// For each fold, trains on the other folds' rows and predicts the fold's
// rows (a training part with one class predicts that class, as mlmodel's
// cross-validation does). Returns the predicted class per row (0 = openmp,
// 1 = opencl, the order of toDataset).
std::vector<int> crossValidatedPredictions(const mlmodel::Dataset &Data,
                                           const std::vector<int> &FoldOf,
                                           int NumFolds,
                                           const mlmodel::TrainOptions &Options);

struct Figures {
  std::string Program; // "" for the total
  int Rows = 0, Correct = 0;
  // Sums over the rows: the predicted device's time, the faster device's
  // time (oracle), always OpenMP, always OpenCL.
  double TChosen = 0, TOracle = 0, TOpenmp = 0, TOpencl = 0;
  // Sums of log(oracle/chosen), log(openmp/chosen), log(opencl/chosen).
  double LogOracle = 0, LogOpenmp = 0, LogOpencl = 0;

  double accuracy() const { return Rows ? double(Correct) / Rows : 0; }
  // Performance relative to the oracle: sum oracle / sum chosen.
  double oracle() const { return TChosen > 0 ? TOracle / TChosen : 0; }
  double geoMeanOracle() const;  // geometric mean of oracle/chosen per row
  double speedupOverOpenmp() const { return TChosen > 0 ? TOpenmp / TChosen : 0; }
  double speedupOverOpencl() const { return TChosen > 0 ? TOpencl / TChosen : 0; }
  double geoMeanOverOpenmp() const;
  double geoMeanOverOpencl() const;
  void add(const Row &R, int Predicted);
};

struct Summary {
  Figures Total;
  std::vector<Figures> Programs; // in order of first appearance
};

// Predicted[i] is the class (0 openmp, 1 opencl) chosen for Rows[i].
Summary summarize(const std::vector<Row> &Rows, const std::vector<int> &Predicted);

// The report evaluate prints: the per-program table, then the lines
// "accuracy: X", "oracle: Y" and the speedups.
std::string formatSummary(const Summary &S);
// per_program.csv: program,rows,correct,t_chosen,t_oracle,t_openmp,t_opencl.
std::string perProgramCsv(const Summary &S);

// per_row.csv: program,input,t_openmp,t_opencl,best,chosen,slowdown (chosen
// time / oracle time; 1 when right), in the rows' order.
std::string perRowCsv(const std::vector<Row> &Rows, const std::vector<int> &Predicted);
// How much the wrong choices cost: the wrong rows counted by slowdown (the
// chosen device's time over the faster one's), in bands. Near-ties are
// within the noise of the timings, which no model can call.
std::string formatWrongRows(const std::vector<Row> &Rows, const std::vector<int> &Predicted);

} // namespace train

#endif // OMP2OCL_TRAIN_VALIDATE_H
