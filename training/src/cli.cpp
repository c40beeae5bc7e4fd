#include "cli.h"

#include <cstdio>

#include "common.h"

#include <cstdlib>
#include <set>
#include <iostream>

namespace train {

po::variables_map parseArgs(const std::vector<std::string> &Args,
                            const po::options_description &Visible,
                            const std::vector<std::string> &Positional,
                            const std::string &Synopsis,
                            const std::string &Description,
                            const po::options_description *Hidden) {
  po::options_description All;
  All.add(Visible);
  All.add_options()("help,h", "show this help");
  if (Hidden)
    All.add(*Hidden);
  po::options_description PositionalOptions;
  po::positional_options_description P;
  for (const std::string &Name : Positional) {
    std::string N = Name.back() == '?' ? Name.substr(0, Name.size() - 1) : Name;
    PositionalOptions.add_options()(N.c_str(), po::value<std::string>());
    P.add(N.c_str(), 1);
  }
  All.add(PositionalOptions);
  po::variables_map VM;
  po::store(po::command_line_parser(Args).options(All).positional(P).run(), VM);
  if (VM.count("help")) {
    std::cout << "usage: omp2ocl-train " << Synopsis << "\n\n"
              << Description << "\n"
              << Visible << "\n";
    std::exit(0);
  }
  po::notify(VM);
  for (const std::string &Name : Positional)
    if (Name.back() != '?' && !VM.count(Name))
      throw UsageError("missing " + Name + " argument");
  return VM;
}

po::options_description modelOptions() {
  po::options_description D("Data and training options");
  D.add_options()
      ("features", po::value<std::string>()->default_value("F1,F2,F3,F4"),
       "comma-separated feature columns (of comp, mem, localmem, coalesced, "
       "transfer, avgws, F1, F2, F3, F4)")
      ("platform", po::value<std::string>(),
       "use the rows of this platform (needed when the data holds several)")
      ("format", po::value<std::string>()->default_value("auto"),
       "data format: omp2ocl (the training table), grewe (Grewe et al.'s "
       "cgo17-*.csv) or auto (by the header)")
      ("confidence,C", po::value<double>()->default_value(0.25, "0.25"),
       "pruning confidence factor (J48 -C)")
      ("min-obj,M", po::value<int>()->default_value(2),
       "minimum number of cases per leaf (J48 -M)")
      ("unpruned,U", po::bool_switch(), "unpruned tree (J48 -U)")
      ("weights", po::value<std::string>()->default_value("sqrt-time-gap"),
       "how much each row counts in training: none (all alike), time-gap "
       "(|t_openmp - t_opencl|, what a wrong choice costs) or sqrt-time-gap "
       "(its square root); scaled to a mean of 1");
  return D;
}

std::string trainingText(const ModelData &M) {
  char Buf[64];
  std::snprintf(Buf, sizeof Buf, "-C %g -M %d%s", M.Options.Confidence,
                M.Options.MinNumObj, M.Options.Prune ? "" : " -U");
  return std::string("J48 ") + Buf + ", weights " + rowWeightsName(M.Weights);
}

std::size_t ModelData::numPrograms() const {
  std::set<std::string> P;
  for (const Row &R : Rows)
    P.insert(R.Program);
  return P.size();
}

ModelData loadModelData(const po::variables_map &VM, const std::string &Path) {
  ModelData M;
  M.Source = Path;
  M.Features = splitList(VM["features"].as<std::string>());
  checkFeatureNames(M.Features);
  DataFormat Format = parseFormat(VM["format"].as<std::string>());
  std::string Platform = VM.count("platform") ? VM["platform"].as<std::string>() : "";
  // A Grewe file has no platform column: --platform names it.
  Table T = loadData(Path, Format, Platform);
  M.Rows = selectPlatform(T, Platform, M.Platform);
  M.Options.Confidence = VM["confidence"].as<double>();
  M.Options.MinNumObj = VM["min-obj"].as<int>();
  M.Options.Prune = !VM["unpruned"].as<bool>();
  if (!(M.Options.Confidence > 0 && M.Options.Confidence < 1))
    throw UsageError("-C must be in (0, 1)");
  if (M.Options.MinNumObj < 1)
    throw UsageError("-M must be at least 1");
  M.Weights = parseRowWeights(VM["weights"].as<std::string>());
  M.Data = toDataset(M.Rows, M.Features, M.Weights);
  return M;
}

} // namespace train
