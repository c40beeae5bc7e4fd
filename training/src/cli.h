// Command-line plumbing shared by the subcommands (Boost.Program_options).
#ifndef OMP2OCL_TRAIN_CLI_H
#define OMP2OCL_TRAIN_CLI_H

#include "table.h"

#include "mlmodel/tree.h"

#include <boost/program_options.hpp>

#include <string>
#include <vector>

namespace train {

namespace po = boost::program_options;

// Parses a subcommand's arguments. Positional lists the names of the
// positional arguments in order (each once; a name ending in '?' is
// optional). --help prints "usage: omp2ocl-train SYNOPSIS", Description and
// the options, then exits 0. Missing required positionals are UsageErrors.
po::variables_map parseArgs(const std::vector<std::string> &Args,
                            const po::options_description &Visible,
                            const std::vector<std::string> &Positional,
                            const std::string &Synopsis,
                            const std::string &Description,
                            const po::options_description *Hidden = nullptr);

// Options of fit and evaluate: which rows and features, how to train.
po::options_description modelOptions();

// What modelOptions() select: the rows of one platform as a data set.
struct ModelData {
  std::string Source, Platform;
  std::vector<Row> Rows;
  std::vector<std::string> Features;
  mlmodel::TrainOptions Options;
  RowWeights Weights = RowWeights::None;
  mlmodel::Dataset Data;
  std::size_t numPrograms() const;
};
ModelData loadModelData(const po::variables_map &VM, const std::string &Path);
// "J48 -C 0.25 -M 2, weights none": how the trees are trained.
std::string trainingText(const ModelData &M);

int runCollect(const std::vector<std::string> &Args);
int runRefeature(const std::vector<std::string> &Args);
int runFit(const std::vector<std::string> &Args);
int runEvaluate(const std::vector<std::string> &Args);
int runInstall(const std::vector<std::string> &Args);
int runLayoutCollect(const std::vector<std::string> &Args);
int runLayoutFit(const std::vector<std::string> &Args);

} // namespace train

#endif // OMP2OCL_TRAIN_CLI_H
