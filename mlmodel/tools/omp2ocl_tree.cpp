// omp2ocl-tree: train, inspect and evaluate C4.5 device-selection models.
#include "mlmodel/evaluation.h"
#include "mlmodel/tree.h"

#include <boost/program_options.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>

namespace po = boost::program_options;
using namespace mlmodel;

namespace {

const char *const Usage =
    "usage: omp2ocl-tree COMMAND [options]\n"
    "\n"
    "Commands:\n"
    "  train DATA       train a C4.5 tree (J48 defaults -C 0.25 -M 2), print it\n"
    "                   and, with -o, write the JSON model\n"
    "  predict DATA     print the predicted class and distribution of each row\n"
    "  eval DATA        accuracy, confusion matrix (and times vs. the oracle)\n"
    "  cv DATA          stratified k-fold or leave-one-group-out cross-validation\n"
    "  show             print a model as J48 text\n"
    "  dot              write a model as Graphviz DOT (and PNG with --png)\n"
    "  emit-c           write a model as a self-contained C function\n"
    "\n"
    "DATA is ARFF (*.arff) or CSV with a header row; '?' or an empty field is a\n"
    "missing value. Run 'omp2ocl-tree COMMAND --help' for a command's options.\n";

class UsageError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

std::vector<std::string> splitList(const std::string &S) {
  std::vector<std::string> R;
  std::stringstream In(S);
  std::string Item;
  while (std::getline(In, Item, ','))
    if (!Item.empty())
      R.push_back(Item);
  return R;
}

po::options_description dataOptions() {
  po::options_description D("Data options");
  D.add_options()
      ("class", po::value<std::string>(), "class column (default: the last column)")
      ("group", po::value<std::string>(), "group column, e.g. the program (not a feature)")
      ("ignore", po::value<std::string>(), "comma-separated columns to leave out")
      ("time", po::value<std::vector<std::string>>()->composing(),
       "CLASS=COLUMN: measured time of a row when run as CLASS (repeatable; "
       "default: columns t_<class> when all exist)");
  return D;
}

po::options_description trainOptions() {
  po::options_description D("Training options");
  D.add_options()
      ("confidence,C", po::value<double>()->default_value(0.25, "0.25"), "pruning confidence factor")
      ("min-obj,M", po::value<int>()->default_value(2), "minimum number of cases per leaf")
      ("unpruned,U", po::bool_switch(), "unpruned tree (J48 -U)")
      ("no-raising", po::bool_switch(), "no subtree raising (J48 -S)");
  return D;
}

LoadOptions loadOptionsFrom(const po::variables_map &VM) {
  LoadOptions O;
  if (VM.count("class"))
    O.ClassColumn = VM["class"].as<std::string>();
  if (VM.count("group"))
    O.GroupColumn = VM["group"].as<std::string>();
  if (VM.count("ignore"))
    O.IgnoreColumns = splitList(VM["ignore"].as<std::string>());
  if (VM.count("time"))
    for (const std::string &Spec : VM["time"].as<std::vector<std::string>>()) {
      std::size_t Eq = Spec.find('=');
      if (Eq == std::string::npos || Eq == 0 || Eq + 1 == Spec.size())
        throw UsageError("--time expects CLASS=COLUMN, got '" + Spec + "'");
      O.TimeColumns.emplace_back(Spec.substr(0, Eq), Spec.substr(Eq + 1));
    }
  return O;
}

TrainOptions trainOptionsFrom(const po::variables_map &VM) {
  TrainOptions O;
  O.Confidence = VM["confidence"].as<double>();
  O.MinNumObj = VM["min-obj"].as<int>();
  O.Prune = !VM["unpruned"].as<bool>();
  O.SubtreeRaising = !VM["no-raising"].as<bool>();
  return O;
}

// Parses the arguments after the command; DATA (when the command takes it)
// is the positional argument.
po::variables_map parse(const std::vector<std::string> &Args,
                        po::options_description &Visible, bool TakesData,
                        const std::string &Synopsis) {
  po::options_description All;
  All.add(Visible);
  All.add_options()("help,h", "show this help");
  po::options_description Hidden;
  Hidden.add_options()("data", po::value<std::string>());
  All.add(Hidden);
  po::positional_options_description Positional;
  if (TakesData)
    Positional.add("data", 1);
  po::variables_map VM;
  po::store(po::command_line_parser(Args).options(All).positional(Positional).run(), VM);
  if (VM.count("help")) {
    std::cout << "usage: omp2ocl-tree " << Synopsis << "\n\n" << Visible << "\n";
    std::exit(0);
  }
  po::notify(VM);
  if (TakesData && !VM.count("data"))
    throw UsageError("missing DATA file");
  return VM;
}

void writeOutput(const std::string &Text, const po::variables_map &VM) {
  if (!VM.count("output") || VM["output"].as<std::string>() == "-") {
    std::cout << Text;
    return;
  }
  const std::string &Path = VM["output"].as<std::string>();
  std::ofstream Out(Path, std::ios::binary);
  Out << Text;
  if (!Out)
    throw Error("cannot write '" + Path + "'");
}

Tree requireModel(const po::variables_map &VM) {
  if (!VM.count("model"))
    throw UsageError("--model FILE is required");
  return loadModel(VM["model"].as<std::string>());
}

int runTrain(const std::vector<std::string> &Args) {
  po::options_description O("train options");
  O.add(dataOptions()).add(trainOptions());
  O.add_options()
      ("output,o", po::value<std::string>(), "write the JSON model to this file")
      ("platform", po::value<std::string>()->default_value(""),
       "description of the platform, stored in the model");
  po::variables_map VM = parse(Args, O, true, "train DATA [options]");
  Dataset Data = loadDataset(VM["data"].as<std::string>(), loadOptionsFrom(VM));
  Tree Model = train(Data, trainOptionsFrom(VM));
  Model.Platform = VM["platform"].as<std::string>();
  std::cout << toText(Model);
  if (VM.count("output"))
    saveModel(Model, VM["output"].as<std::string>());
  return 0;
}

int runPredict(const std::vector<std::string> &Args) {
  po::options_description O("predict options");
  O.add_options()("model,m", po::value<std::string>(), "JSON model file")
      ("ignore", po::value<std::string>(), "comma-separated columns to leave out");
  po::variables_map VM = parse(Args, O, true, "predict --model MODEL DATA");
  Tree Model = requireModel(VM);
  Schema S = Model.schema();
  LoadOptions L;
  L.UseSchema = &S;
  L.AutoTimeColumns = false;
  if (VM.count("ignore"))
    L.IgnoreColumns = splitList(VM["ignore"].as<std::string>());
  Dataset Data = loadDataset(VM["data"].as<std::string>(), L);
  std::cout << "row,predicted";
  for (const std::string &C : Model.Class.Values)
    std::cout << ",p_" << C;
  std::cout << "\n";
  for (std::size_t R = 0; R < Data.numRows(); ++R) {
    std::vector<double> P = predictDistribution(Model, Data.row(R));
    std::cout << R + 1 << "," << Model.Class.Values[predict(Model, Data.row(R))];
    for (double X : P) {
      char Buf[32];
      std::snprintf(Buf, sizeof Buf, ",%.6g", X);
      std::cout << Buf;
    }
    std::cout << "\n";
  }
  return 0;
}

int runEval(const std::vector<std::string> &Args) {
  po::options_description O("eval options");
  O.add_options()("model,m", po::value<std::string>(), "JSON model file");
  O.add(dataOptions());
  po::variables_map VM = parse(Args, O, true, "eval --model MODEL DATA [options]");
  Tree Model = requireModel(VM);
  Schema S = Model.schema();
  LoadOptions L = loadOptionsFrom(VM);
  L.UseSchema = &S;
  Dataset Data = loadDataset(VM["data"].as<std::string>(), L);
  bool AnyClass = false;
  for (int C : Data.Classes)
    AnyClass = AnyClass || C >= 0;
  if (!AnyClass)
    throw Error("the data has no rows with a known class ('" + Model.Class.Name +
                "') to evaluate against");
  std::cout << evaluate(Model, Data).report();
  return 0;
}

int runCv(const std::vector<std::string> &Args) {
  po::options_description O("cv options");
  O.add(dataOptions()).add(trainOptions());
  O.add_options()
      ("folds,k", po::value<int>()->default_value(10), "number of folds")
      ("seed", po::value<unsigned long long>()->default_value(1), "shuffling seed")
      ("by-group", po::bool_switch(), "leave-one-group-out (needs --group)");
  po::variables_map VM = parse(Args, O, true, "cv DATA [options]");
  Dataset Data = loadDataset(VM["data"].as<std::string>(), loadOptionsFrom(VM));
  TrainOptions T = trainOptionsFrom(VM);
  Evaluation E;
  if (VM["by-group"].as<bool>()) {
    if (!Data.hasGroups())
      throw UsageError("--by-group needs --group COLUMN");
    E = leaveOneGroupOut(Data, T);
    std::cout << "=== Leave-one-group-out cross-validation ===\n\n";
  } else {
    E = crossValidate(Data, T, VM["folds"].as<int>(), VM["seed"].as<unsigned long long>());
    std::cout << "=== Stratified " << VM["folds"].as<int>()
              << "-fold cross-validation ===\n\n";
  }
  std::cout << E.report();
  return 0;
}

int runShow(const std::vector<std::string> &Args) {
  po::options_description O("show options");
  O.add_options()("model,m", po::value<std::string>(), "JSON model file");
  po::variables_map VM = parse(Args, O, false, "show --model MODEL");
  Tree Model = requireModel(VM);
  if (!Model.Platform.empty())
    std::cout << "Platform: " << Model.Platform << "\n\n";
  std::cout << toText(Model);
  return 0;
}

int runDot(const std::vector<std::string> &Args) {
  po::options_description O("dot options");
  O.add_options()("model,m", po::value<std::string>(), "JSON model file")
      ("output,o", po::value<std::string>(), "DOT file (default: standard output)")
      ("png", po::value<std::string>(), "also render a PNG with Graphviz's dot");
  po::variables_map VM = parse(Args, O, false, "dot --model MODEL [-o FILE] [--png FILE]");
  std::string Dot = toDot(requireModel(VM));
  writeOutput(Dot, VM);
  if (VM.count("png")) {
    const std::string &Png = VM["png"].as<std::string>();
    if (std::system("command -v dot >/dev/null 2>&1") != 0)
      throw Error("Graphviz 'dot' is not installed; cannot write '" + Png + "'");
    std::string Command = "dot -Tpng -o '" + Png + "'";
    if (Png.find('\'') != std::string::npos)
      throw Error("the PNG path must not contain a quote");
    FILE *Pipe = popen(Command.c_str(), "w");
    if (!Pipe)
      throw Error("cannot run Graphviz 'dot'");
    std::fwrite(Dot.data(), 1, Dot.size(), Pipe);
    if (pclose(Pipe) != 0)
      throw Error("Graphviz 'dot' failed to write '" + Png + "'");
  }
  return 0;
}

int runEmitC(const std::vector<std::string> &Args) {
  po::options_description O("emit-c options");
  O.add_options()("model,m", po::value<std::string>(), "JSON model file")
      ("prefix", po::value<std::string>()->default_value("omp2ocl_tree"),
       "prefix of the emitted names (<prefix>_predict, ...)")
      ("output,o", po::value<std::string>(), "C file (default: standard output)");
  po::variables_map VM = parse(Args, O, false, "emit-c --model MODEL [--prefix P] [-o FILE]");
  writeOutput(emitC(requireModel(VM), VM["prefix"].as<std::string>()), VM);
  return 0;
}

} // namespace

int main(int Argc, char **Argv) {
  if (Argc < 2) {
    std::cerr << Usage;
    return 2;
  }
  std::string Command = Argv[1];
  if (Command == "--help" || Command == "-h" || Command == "help") {
    std::cout << Usage;
    return 0;
  }
  std::vector<std::string> Args(Argv + 2, Argv + Argc);
  try {
    if (Command == "train")
      return runTrain(Args);
    if (Command == "predict")
      return runPredict(Args);
    if (Command == "eval")
      return runEval(Args);
    if (Command == "cv")
      return runCv(Args);
    if (Command == "show")
      return runShow(Args);
    if (Command == "dot")
      return runDot(Args);
    if (Command == "emit-c")
      return runEmitC(Args);
    std::cerr << "omp2ocl-tree: unknown command '" << Command << "'\n\n" << Usage;
    return 2;
  } catch (const UsageError &E) {
    std::cerr << "omp2ocl-tree " << Command << ": " << E.what()
              << " (see 'omp2ocl-tree " << Command << " --help')\n";
    return 2;
  } catch (const po::error &E) {
    std::cerr << "omp2ocl-tree " << Command << ": " << E.what()
              << " (see 'omp2ocl-tree " << Command << " --help')\n";
    return 2;
  } catch (const std::exception &E) {
    std::cerr << "omp2ocl-tree " << Command << ": error: " << E.what() << "\n";
    return 1;
  }
}
