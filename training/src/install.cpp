// omp2ocl-train install: validates a model and puts it where the translator
// looks for it.
#include "cli.h"
#include "common.h"
#include "layout_table.h"
#include "table.h"

#include "mlmodel/tree.h"

#include <algorithm>
#include <iostream>
#include <set>

namespace train {

void validateModel(const mlmodel::Tree &Model, const std::string &Path) {
  for (const mlmodel::Attribute &A : Model.Features) {
    if (featureIndex(A.Name) < 0)
      throw Error(Path + ": feature '" + A.Name +
                  "' is not one the runtime computes (" + join(featureNames(), ",") +
                  ")" +
                  (std::count(layoutFeatureNames().begin(), layoutFeatureNames().end(),
                              A.Name)
                       ? "; a layout model is installed with --layout"
                       : ""));
    if (A.Nominal)
      throw Error(Path + ": feature '" + A.Name + "' is nominal; features are numeric");
  }
  std::set<std::string> Classes(Model.Class.Values.begin(), Model.Class.Values.end());
  if (Classes != std::set<std::string>{ClassOpenmp, ClassOpencl} ||
      Model.Class.Values.size() != 2)
    throw Error(Path + ": the class values are {" + join(Model.Class.Values, ",") +
                "}, not openmp and opencl");
  if (Model.Nodes.empty())
    throw Error(Path + ": the model has no tree");
}

// A layout model: features among bytes and accesses_per_element (what the
// runtime and the translator's embedding pass), classes keep and reorder.
void validateLayoutModel(const mlmodel::Tree &Model, const std::string &Path) {
  const std::vector<std::string> &Names = layoutFeatureNames();
  for (const mlmodel::Attribute &A : Model.Features) {
    if (std::find(Names.begin(), Names.end(), A.Name) == Names.end())
      throw Error(Path + ": feature '" + A.Name + "' is not one of the layout model's (" +
                  join(Names, ",") + ")");
    if (A.Nominal)
      throw Error(Path + ": feature '" + A.Name + "' is nominal; features are numeric");
  }
  std::set<std::string> Classes(Model.Class.Values.begin(), Model.Class.Values.end());
  if (Classes != std::set<std::string>{ClassKeep, ClassReorder} ||
      Model.Class.Values.size() != 2)
    throw Error(Path + ": the class values are {" + join(Model.Class.Values, ",") +
                "}, not keep and reorder");
  if (Model.Nodes.empty())
    throw Error(Path + ": the model has no tree");
}

int runInstall(const std::vector<std::string> &Args) {
  po::options_description O("install options");
  O.add_options()("prefix", po::value<std::string>(),
                  "installation prefix (default: the directory above "
                  "omp2ocl-train's bin/, e.g. the build tree)")(
      "layout", po::bool_switch(),
      "a dynamic index reordering model (layout-fit): installed as "
      "PREFIX/share/omp2ocl/layout-model.json");
  po::variables_map VM = parseArgs(
      Args, O, {"model"}, "install [--layout] MODEL.json [--prefix DIR]",
      "Checks the model (mlmodel reads it; its features are among comp, mem,\n"
      "localmem, coalesced, transfer, avgws, F1-F4; its classes are openmp and\n"
      "opencl) and copies it to PREFIX/share/omp2ocl/model.json, the model omp2ocl\n"
      "embeds in the programs it translates from then on (omp2ocl --model FILE\n"
      "picks another). Rebuild your programs to use it.\n"
      "With --layout: a dynamic index reordering model (features among bytes and\n"
      "accesses_per_element, classes keep and reorder), installed as\n"
      "PREFIX/share/omp2ocl/layout-model.json, the one omp2ocl embeds in units\n"
      "with reordered kernel variants (omp2ocl --layout-model FILE picks another).\n");
  const std::string &Path = VM["model"].as<std::string>();
  std::string Prefix;
  if (VM.count("prefix")) {
    Prefix = VM["prefix"].as<std::string>();
  } else {
    std::string Bin = selfDirectory();
    if (baseName(Bin) != "bin")
      throw UsageError("omp2ocl-train is not in a bin/ directory (" + Bin +
                       "); give --prefix");
    Prefix = dirName(Bin);
  }
  std::string Text = readFile(Path);
  mlmodel::Tree Model;
  try {
    Model = mlmodel::fromJson(Text);
  } catch (const std::exception &E) {
    throw Error(Path + ": not a model: " + E.what());
  }
  bool Layout = VM["layout"].as<bool>();
  if (Layout)
    validateLayoutModel(Model, Path);
  else
    validateModel(Model, Path);
  std::string Dir = Prefix + "/share/omp2ocl";
  std::string Name = Layout ? "layout-model.json" : "model.json";
  makeDirectories(Dir);
  writeFileAtomic(Dir + "/" + Name, Text);
  std::vector<std::string> Names;
  for (const auto &A : Model.Features)
    Names.push_back(A.Name);
  std::cout << "installed " << Path << " as " << Dir << "/" << Name << "\n"
            << "platform: " << (Model.Platform.empty() ? "(none given)" : Model.Platform)
            << "\nfeatures: " << join(Names, ",") << "\nleaves: " << Model.numLeaves()
            << ", nodes: " << Model.numNodes()
            << "\nrebuild your programs (omp2ocl-cc) to embed it\n";
  return 0;
}

} // namespace train
