// omp2ocl-train layout-collect and layout-fit: the dynamic index reordering
// model (features bytes and accesses_per_element, classes keep/reorder) from
// the microbenchmark omp2ocl-layout-bench, which times the runtime's own
// original and reordered paths on this machine's OpenCL device.
#include "cli.h"
#include "common.h"
#include "layout_table.h"
#include "process.h"
#include "table.h"

#include "mlmodel/evaluation.h"
#include "mlmodel/tree.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <iostream>
#include <set>
#include <sstream>
#include <tuple>
#include <unistd.h>

namespace train {

namespace {

// The grids: array sizes, accesses per element; both written and not.
const char *const DefaultSizes = "64K,256K,1M,4M,16M,64M,256M";
const char *const DefaultAccesses = "0.5,1,2,4,8,16,32";
const char *const QuickSizes = "64K,256K,1M,4M,16M,64M";
const char *const QuickAccesses = "0.5,1,2,4,8,16,32";

std::vector<double> parseNumbers(const std::string &Text, const char *What) {
  std::vector<double> V;
  for (const std::string &S : splitList(Text)) {
    double X;
    if (!parseDouble(S, X) || !std::isfinite(X) || !(X > 0))
      throw UsageError(std::string(What) + ": '" + S + "' is not a positive number");
    V.push_back(X);
  }
  if (V.empty())
    throw UsageError(std::string(What) + ": an empty list");
  return V;
}

using Key = std::tuple<std::string, std::string, std::string, int>;
Key keyOf(const std::string &Platform, double Bytes, double Ape, int Written) {
  return Key{Platform, formatNumber(Bytes), formatNumber(Ape), Written};
}

// The last N non-empty lines of Text, joined with " | ".
std::string lastLines(const std::string &Text, int N) {
  std::vector<std::string> Lines;
  std::istringstream In(Text);
  std::string Line;
  while (std::getline(In, Line))
    if (!trim(Line).empty())
      Lines.push_back(trim(Line));
  if (Lines.size() > std::size_t(N))
    Lines.erase(Lines.begin(), Lines.end() - N);
  return join(Lines, " | ");
}

class LayoutCollector {
public:
  explicit LayoutCollector(const po::variables_map &VM) : VM(VM) {}
  int run();

private:
  void openCsv();
  void writeRow(const LayoutRow &R);
  RunSpec benchSpec(const std::vector<std::string> &Args,
                    const std::string &Log) const;

  const po::variables_map &VM;
  std::string Csv, Bench, WorkDir, DeviceType, Platform;
  ResumableCsv TableFile;
  std::set<Key> Done;
};

void LayoutCollector::openCsv() {
  TableFile.open(Csv, layoutColumns(), "a layout table",
             [](const std::string &M) { std::cerr << M << "\n"; });
  if (!TableFile.text().empty())
    for (const LayoutRow &R : parseLayoutTable(TableFile.text(), Csv))
      Done.insert(keyOf(R.Platform, R.Bytes, R.AccessesPerElement, R.Written));
}

void LayoutCollector::writeRow(const LayoutRow &R) {
  TableFile.append(formatLayoutRow(R));
  Done.insert(keyOf(R.Platform, R.Bytes, R.AccessesPerElement, R.Written));
}

RunSpec LayoutCollector::benchSpec(const std::vector<std::string> &Args,
                                   const std::string &Log) const {
  RunSpec S;
  S.Argv.push_back(Bench);
  S.Argv.insert(S.Argv.end(), Args.begin(), Args.end());
  if (!DeviceType.empty())
    S.SetEnv.push_back({"OMP2OCL_DEVICE_TYPE", DeviceType});
  // The bench sets the mode and the layout decision itself; a profiling
  // queue or a layout model file must not change what it times.
  S.UnsetEnv = {"OMP2OCL_PROFILE", "OMP2OCL_LAYOUT_MODEL", "OMP2OCL_DYNAMIC_LAYOUT"};
  S.OutputPath = Log;
  S.TimeoutSeconds = VM["timeout"].as<double>();
  return S;
}

int LayoutCollector::run() {
  if (!VM.count("output"))
    throw UsageError("missing -o LAYOUT.csv");
  bool Quick = VM["quick"].as<bool>();
  std::vector<std::size_t> Sizes;
  for (const std::string &S :
       splitList(VM.count("sizes") ? VM["sizes"].as<std::string>()
                                   : std::string(Quick ? QuickSizes : DefaultSizes)))
    Sizes.push_back(parseByteSize(S));
  if (Sizes.empty())
    throw UsageError("--sizes: an empty list");
  std::vector<double> Accesses = parseNumbers(
      VM.count("accesses") ? VM["accesses"].as<std::string>()
                           : std::string(Quick ? QuickAccesses : DefaultAccesses),
      "--accesses");
  std::vector<int> Written;
  for (const std::string &W : splitList(VM["written"].as<std::string>())) {
    if (W != "0" && W != "1")
      throw UsageError("--written: '" + W + "' is not 0 or 1");
    Written.push_back(W == "1");
  }
  if (Written.empty())
    throw UsageError("--written: an empty list");
  int Repeat = VM.count("repeat") ? VM["repeat"].as<int>() : Quick ? 3 : 5;
  if (Repeat < 1)
    throw UsageError("--repeat must be at least 1");
  if (!(VM["timeout"].as<double>() > 0))
    throw UsageError("--timeout must be positive");
  if (VM.count("device-type")) {
    DeviceType = lower(VM["device-type"].as<std::string>());
    if (DeviceType != "gpu" && DeviceType != "cpu" && DeviceType != "accelerator" &&
        DeviceType != "any")
      throw UsageError("--device-type must be gpu, cpu, accelerator or any");
  }
  if (VM.count("bench")) {
    Bench = VM["bench"].as<std::string>();
  } else {
    Bench = selfDirectory() + "/omp2ocl-layout-bench";
    if (!fileExists(Bench))
      throw UsageError("no omp2ocl-layout-bench beside omp2ocl-train (" + Bench +
                       "); build the runtime and give --bench PATH");
  }
  if (Bench.find('/') != std::string::npos) {
    if (!fileExists(Bench))
      throw Error("no benchmark '" + Bench + "'");
    Bench = absolutePath(Bench);
  } else if (findProgram(Bench).empty()) {
    throw Error("no benchmark '" + Bench + "' in PATH");
  }

  Csv = absolutePath(VM["output"].as<std::string>());
  WorkDir = VM.count("workdir") ? VM["workdir"].as<std::string>()
                                : dirName(Csv) + "/omp2ocl-train-work/layout";
  makeDirectories(WorkDir);
  WorkDir = absolutePath(WorkDir);
  blockInterrupts();
  openCsv();

  // The device (and the platform column).
  std::string DeviceLog = WorkDir + "/device.log";
  RunResult D = runProcess(benchSpec({"--device"}, DeviceLog));
  std::string DeviceOut = fileExists(DeviceLog) ? readFile(DeviceLog) : "";
  if (!D.ok())
    throw Error("the benchmark found no device (" + D.describe() + "): " +
                lastLines(DeviceOut, 5));
  std::string Device, Type;
  {
    std::istringstream In(DeviceOut);
    std::string Line;
    while (std::getline(In, Line)) {
      if (startsWith(Line, "device "))
        Device = trim(Line.substr(7));
      else if (startsWith(Line, "type "))
        Type = trim(Line.substr(5));
    }
  }
  if (VM.count("platform")) {
    Platform = VM["platform"].as<std::string>();
    if (trim(Platform).empty())
      throw UsageError("--platform must not be empty");
  } else {
    Platform = hostName() + " (" + Device + ")";
  }

  // The points per size still to measure.
  struct Job {
    LayoutShape Shape;
    std::vector<std::pair<double, int>> Points; // requested accesses, written
  };
  std::vector<Job> Jobs;
  int Total = 0, Skipped = 0;
  for (std::size_t Bytes : Sizes) {
    Job J;
    J.Shape = layoutShapeFor(Bytes);
    std::set<Key> Seen;
    for (int W : Written)
      for (double A : Accesses) {
        Key K = keyOf(Platform, double(J.Shape.bytes()), layoutAccesses(J.Shape, A, W), W);
        if (!Seen.insert(K).second)
          continue; // two requests that realise the same point
        ++Total;
        if (Done.count(K))
          ++Skipped;
        else
          J.Points.push_back({A, W});
      }
    if (!J.Points.empty())
      Jobs.push_back(J);
  }
  std::cerr << "layout-collect: device " << Device << " (" << Type << "), platform '"
            << Platform << "'\nlayout-collect: " << Total << " points, " << Skipped
            << " already in " << Csv << ", " << (Total - Skipped)
            << " to measure in " << Jobs.size() << " sizes, " << Repeat
            << " launches per path\n";

  int Written_ = 0, Failed = 0, Reorder = 0;
  bool Interrupted = false;
  bool Tty = isatty(2);
  std::vector<std::string> Problems;
  for (std::size_t I = 0; I < Jobs.size(); ++I) {
    if (takeInterrupt()) {
      Interrupted = true;
      break;
    }
    const Job &J = Jobs[I];
    std::string Counter = format("[%zu/%zu]", I + 1, Jobs.size());
    std::string What = formatBytes(double(J.Shape.bytes())) + " (" + J.Shape.text() +
                       "), " + std::to_string(J.Points.size()) + " points";
    if (Tty)
      std::cerr << Counter << " " << What << " ..." << std::flush;
    std::string Points;
    for (const auto &P : J.Points)
      Points += (Points.empty() ? "" : ",") + formatNumber(P.first) + ":" +
                std::to_string(P.second);
    std::string Log = WorkDir + "/" + J.Shape.text() + ".log";
    RunResult R = runProcess(benchSpec(
        {"--shape", std::to_string(J.Shape.N0) + "," + std::to_string(J.Shape.N1) + "," +
                        std::to_string(J.Shape.N2),
         "--points", Points, "--repeat", std::to_string(Repeat)},
        Log));
    std::string Out = fileExists(Log) ? readFile(Log) : "";
    // Whatever points it printed count, even when it failed later.
    int Got = 0, GotReorder = 0;
    std::istringstream In(Out);
    std::string Line;
    while (std::getline(In, Line)) {
      if (!startsWith(Line, "point "))
        continue;
      std::istringstream L(Line.substr(6));
      LayoutRow Row;
      if (!(L >> Row.Bytes >> Row.AccessesPerElement >> Row.Written >> Row.Shape >>
            Row.TKeep >> Row.TReorder) ||
          !(Row.TKeep > 0) || !(Row.TReorder > 0))
        throw Error(Log + ": a malformed line '" + Line + "'");
      Row.Platform = Platform;
      Row.Best = layoutBestOf(Row.TKeep, Row.TReorder);
      writeRow(Row);
      ++Got;
      GotReorder += Row.Best == ClassReorder;
    }
    Written_ += Got;
    Reorder += GotReorder;
    std::string Result = format("%d points in %.1f s, reorder faster at %d", Got,
                                R.Seconds, GotReorder);
    if (Tty)
      std::cerr << "\r\033[K";
    std::cerr << Counter << " " << What << ": " << Result << "\n";
    if (R.Interrupted) {
      Interrupted = true;
      break;
    }
    if (!R.ok() || Got != int(J.Points.size())) {
      ++Failed;
      std::string P = J.Shape.text() + ": " + R.describe() + ", " + std::to_string(Got) +
                      " of " + std::to_string(J.Points.size()) + " points (" + Log +
                      "): " + lastLines(Out, 3);
      Problems.push_back(P);
      std::cerr << "omp2ocl-train: FAILED: " << P << "\n";
    }
  }
  std::cout << "layout-collect: " << Written_ << " row" << (Written_ == 1 ? "" : "s")
            << " written to " << Csv << " (reorder faster in " << Reorder << "), "
            << Skipped << " skipped (already there), " << Failed << " size"
            << (Failed == 1 ? "" : "s") << " failed" << (Interrupted ? " (interrupted)" : "")
            << "\n";
  for (const std::string &P : Problems)
    std::cout << "  " << P.substr(0, P.find('\n')) << "\n";
  if (Interrupted)
    return 130;
  return Failed ? 1 : 0;
}

std::string fraction(double K, double N) {
  return format("%.6f (%g of %g rows)", N > 0 ? K / N : 0.0, K, N);
}

// Chosen path's time against the oracle and the two fixed choices.
std::string timeLine(const mlmodel::Evaluation &E) {
  if (!E.HasTimes || E.TimeChosen <= 0)
    return "";
  return format("  time of the chosen paths: oracle/chosen %.6f, always keep/chosen "
                "%.6f, always reorder/chosen %.6f\n",
                E.TimeOracle / E.TimeChosen, E.TimeAlways[0] / E.TimeChosen,
                E.TimeAlways[1] / E.TimeChosen);
}

} // namespace

int runLayoutCollect(const std::vector<std::string> &Args) {
  po::options_description O("layout-collect options");
  O.add_options()
      ("output,o", po::value<std::string>(), "the layout table to append to (required)")
      ("bench", po::value<std::string>(),
       "the microbenchmark (default: omp2ocl-layout-bench beside omp2ocl-train)")
      ("device-type", po::value<std::string>(),
       "gpu, cpu, accelerator or any (OMP2OCL_DEVICE_TYPE; default: the runtime's "
       "choice, a GPU first)")
      ("quick", po::bool_switch(),
       std::string(std::string("a small grid for slow devices (sizes ") + QuickSizes +
                   ", accesses " + QuickAccesses + ", 3 launches)")
           .c_str())
      ("sizes", po::value<std::string>(),
       (std::string("array sizes, e.g. 64K,1M (default ") + DefaultSizes + ")").c_str())
      ("accesses", po::value<std::string>(),
       (std::string("accesses per element (default ") + DefaultAccesses + ")").c_str())
      ("written", po::value<std::string>()->default_value("0,1"),
       "read-only kernels (0), kernels writing the array (1), or both")
      ("repeat", po::value<int>(), "timed launches per path and point, the minimum "
                                   "is kept (default 5; 3 with --quick)")
      ("timeout", po::value<double>()->default_value(600),
       "seconds per benchmark process (one per size)")
      ("platform", po::value<std::string>(),
       "the platform column (default: 'HOST (DEVICE)')")
      ("workdir", po::value<std::string>(),
       "the benchmark's logs (default: omp2ocl-train-work/layout beside the CSV)");
  po::variables_map VM = parseArgs(
      Args, O, {}, "layout-collect -o LAYOUT.csv [options]",
      "Times the dynamic index reordering microbenchmark (omp2ocl-layout-bench:\n"
      "the runtime's own launch path on a[N][N][32] doubles read, or updated, by\n"
      "work-items (i, j) at a[i][j][k]) on this machine's OpenCL device, for every\n"
      "array size and accesses per element of the grid, read-only and written:\n"
      "t_keep the original kernel, t_reorder permute + variant (+ permute back\n"
      "when written), each the minimum of --repeat launches; the results of both\n"
      "paths are compared bit for bit. Appends one row per point to LAYOUT.csv;\n"
      "points already there are skipped, so an interrupted run resumes.\n"
      "Exit status: 0, or 1 when a size failed, 130 when interrupted.\n");
  return LayoutCollector(VM).run();
}

int runLayoutFit(const std::vector<std::string> &Args) {
  po::options_description O("layout-fit options");
  O.add_options()
      ("output,o", po::value<std::string>(), "the JSON model file to write")
      ("platform", po::value<std::string>(),
       "use the rows of this platform (needed when the table holds several)")
      ("folds,k", po::value<int>()->default_value(10),
       "stratified k-fold cross-validation (0: none)")
      ("seed", po::value<unsigned long long>()->default_value(1),
       "seed of the fold assignment")
      ("confidence,C", po::value<double>()->default_value(0.25, "0.25"),
       "pruning confidence factor (J48 -C)")
      ("min-obj,M", po::value<int>()->default_value(2),
       "minimum number of cases per leaf (J48 -M)")
      ("unpruned,U", po::bool_switch(), "unpruned tree (J48 -U)");
  po::variables_map VM = parseArgs(
      Args, O, {"data"}, "layout-fit LAYOUT.csv [-o MODEL.json] [options]",
      "Trains the dynamic index reordering model: a C4.5 tree (mlmodel, J48's\n"
      "algorithm) predicting 'best' (keep or reorder) from bytes and\n"
      "accesses_per_element. Prints the tree, its training accuracy and the\n"
      "accuracy of stratified k-fold cross-validation (with the time of the chosen\n"
      "paths against the oracle), and writes the model with -o.\n");
  mlmodel::TrainOptions Options;
  Options.Confidence = VM["confidence"].as<double>();
  Options.MinNumObj = VM["min-obj"].as<int>();
  Options.Prune = !VM["unpruned"].as<bool>();
  if (!(Options.Confidence > 0 && Options.Confidence < 1))
    throw UsageError("-C must be in (0, 1)");
  if (Options.MinNumObj < 1)
    throw UsageError("-M must be at least 1");
  int Folds = VM["folds"].as<int>();
  if (Folds < 0 || Folds == 1)
    throw UsageError("--folds must be 0 or at least 2");
  std::string Path = VM["data"].as<std::string>(), Platform;
  std::vector<LayoutRow> Rows = selectLayoutPlatform(
      loadLayoutTable(Path), VM.count("platform") ? VM["platform"].as<std::string>() : "",
      Platform);
  mlmodel::Dataset Data = toLayoutDataset(Rows);
  mlmodel::Tree Model = trainLayoutTree(Data, Options);
  Model.Platform = Platform;
  std::string Out;
  if (VM.count("output")) {
    Out = VM["output"].as<std::string>();
    if (!isDirectory(dirName(Out)))
      throw Error("cannot write '" + Out + "': no directory '" + dirName(Out) + "'");
  }
  int Reorder = 0;
  for (const LayoutRow &R : Rows)
    Reorder += R.Best == ClassReorder;
  mlmodel::Evaluation Train = mlmodel::evaluate(Model, Data);
  std::cout << "data: " << Path << "\nplatform: " << Platform << "\nrows: " << Rows.size()
            << " (reorder faster in " << Reorder << ")\nfeatures: "
            << join(layoutFeatureNames(), ",") << "\n\n"
            << mlmodel::toText(Model) << "\ntraining accuracy: "
            << fraction(Train.Correct, Train.Total) << "\n"
            << timeLine(Train);
  if (Folds >= 2) {
    int K = std::min<int>(Folds, int(Rows.size()));
    if (K >= 2) {
      mlmodel::Evaluation CV =
          mlmodel::crossValidate(Data, Options, K, VM["seed"].as<unsigned long long>());
      std::cout << K << "-fold cross-validated accuracy: " << fraction(CV.Correct, CV.Total)
                << "\n"
                << timeLine(CV);
    }
  }
  if (!Out.empty()) {
    mlmodel::saveModel(Model, Out);
    std::cout << "\nmodel written to " << Out << "\n";
  }
  return 0;
}

} // namespace train
