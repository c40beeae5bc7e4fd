// omp2ocl-train evaluate: cross-validated accuracy and performance of the
// device-selection tree, with the pictures of the paper's Figures 7-8.
#include "cli.h"
#include "common.h"
#include "plot.h"
#include "validate.h"

#include "mlmodel/tree.h"

#include <cstdio>
#include <iostream>

namespace train {

int runEvaluate(const std::vector<std::string> &Args) {
  po::options_description O("evaluate options");
  O.add_options()
      ("output-dir,o", po::value<std::string>(),
       "also write summary.txt, per_program.csv, per_row.csv, tree.png (and tree.txt, "
       "tree.dot, model.json) and speedup.png (with speedup.dat, speedup.gp) "
       "into this directory")
      ("folds,k", po::value<int>(),
       "stratified k-fold cross-validation instead of leave-one-program-out "
       "(for comparing with published k-fold figures)")
      ("seed", po::value<unsigned long long>()->default_value(1),
       "shuffling seed of -k");
  O.add(modelOptions());
  po::variables_map VM = parseArgs(
      Args, O, {"data"}, "evaluate DATA.csv [-o OUTDIR] [options]",
      "Leave-one-program-out validation: for each program, a tree trained on the\n"
      "other programs' rows predicts its rows. Prints per program the rows, the\n"
      "correct predictions and the summed times of the predicted device, the\n"
      "oracle (the faster device per row), always OpenMP and always OpenCL; then\n"
      "'accuracy: X' (fraction of rows predicted right) and 'oracle: Y' (sum of\n"
      "oracle times / sum of predicted times), the geometric mean of per-row\n"
      "oracle/predicted, and the speedups over always one device.\n");
  ModelData M = loadModelData(VM, VM["data"].as<std::string>());
  std::vector<int> FoldOf;
  int NumFolds = 0;
  std::string Method;
  if (VM.count("folds")) {
    NumFolds = VM["folds"].as<int>();
    FoldOf = foldsStratified(M.Data, NumFolds, VM["seed"].as<unsigned long long>());
    Method = "stratified " + std::to_string(NumFolds) + "-fold cross-validation";
  } else {
    FoldOf = foldsByProgram(M.Rows, NumFolds);
    if (NumFolds < 2)
      throw Error(M.Source + ": leave-one-program-out needs rows of at least 2 "
                             "programs");
    Method = "leave-one-program-out (" + std::to_string(NumFolds) + " programs)";
  }
  std::vector<int> Predicted =
      crossValidatedPredictions(M.Data, FoldOf, NumFolds, M.Options);
  Summary S = summarize(M.Rows, Predicted);
  std::string Report = "data: " + M.Source + "\nplatform: " + M.Platform +
                       "\nrows: " + std::to_string(M.Rows.size()) +
                       "\nfeatures: " + join(M.Features, ",") +
                       "\ntraining: " + trainingText(M) +
                       "\nvalidation: " + Method + "\n\n" + formatSummary(S) +
                       formatWrongRows(M.Rows, Predicted);
  std::cout << Report;
  if (!VM.count("output-dir"))
    return 0;

  const std::string Dir = VM["output-dir"].as<std::string>();
  makeDirectories(Dir);
  writeFileAtomic(Dir + "/summary.txt", Report);
  writeFileAtomic(Dir + "/per_program.csv", perProgramCsv(S));
  writeFileAtomic(Dir + "/per_row.csv", perRowCsv(M.Rows, Predicted));
  // The tree trained on all the rows: the one fit would install.
  mlmodel::Tree Model = mlmodel::train(M.Data, M.Options);
  Model.Platform = M.Platform;
  mlmodel::saveModel(Model, Dir + "/model.json");
  writeFileAtomic(Dir + "/tree.txt", mlmodel::toText(Model));
  writeFileAtomic(Dir + "/tree.dot", mlmodel::toDot(Model));
  // Pictures from an earlier run must not pass for this run's.
  std::remove((Dir + "/tree.png").c_str());
  std::remove((Dir + "/speedup.png").c_str());
  renderDot(Dir + "/tree.dot", Dir + "/tree.png");
  plotSpeedups(S, Dir, M.Platform + ": speedup over always OpenMP, " + Method);
  std::cout << "\nwrote " << Dir << "/{summary.txt,per_program.csv,per_row.csv,tree.txt,tree.dot,"
            << "model.json,speedup.dat,speedup.gp}"
            << (fileExists(Dir + "/tree.png") ? ", tree.png" : "")
            << (fileExists(Dir + "/speedup.png") ? ", speedup.png" : "") << "\n";
  return 0;
}

} // namespace train
