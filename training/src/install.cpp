// omp2ocl-train install: validates a model and puts it where the translator
// looks for it.
#include "cli.h"
#include "common.h"
#include "table.h"

#include "mlmodel/tree.h"

#include <iostream>
#include <set>

namespace train {

void validateModel(const mlmodel::Tree &Model, const std::string &Path) {
  for (const mlmodel::Attribute &A : Model.Features) {
    if (featureIndex(A.Name) < 0)
      throw Error(Path + ": feature '" + A.Name +
                  "' is not one the runtime computes (" + join(featureNames(), ",") +
                  ")");
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

int runInstall(const std::vector<std::string> &Args) {
  po::options_description O("install options");
  O.add_options()("prefix", po::value<std::string>(),
                  "installation prefix (default: the directory above "
                  "omp2ocl-train's bin/, e.g. the build tree)");
  po::variables_map VM = parseArgs(
      Args, O, {"model"}, "install MODEL.json [--prefix DIR]",
      "Checks the model (mlmodel reads it; its features are among comp, mem,\n"
      "localmem, coalesced, transfer, avgws, F1-F4; its classes are openmp and\n"
      "opencl) and copies it to PREFIX/share/omp2ocl/model.json, the model omp2ocl\n"
      "embeds in the programs it translates from then on (omp2ocl --model FILE\n"
      "picks another). Rebuild your programs to use it.\n");
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
  validateModel(Model, Path);
  std::string Dir = Prefix + "/share/omp2ocl";
  makeDirectories(Dir);
  writeFileAtomic(Dir + "/model.json", Text);
  std::vector<std::string> Names;
  for (const auto &A : Model.Features)
    Names.push_back(A.Name);
  std::cout << "installed " << Path << " as " << Dir << "/model.json\n"
            << "platform: " << (Model.Platform.empty() ? "(none given)" : Model.Platform)
            << "\nfeatures: " << join(Names, ",") << "\nleaves: " << Model.numLeaves()
            << ", nodes: " << Model.numNodes()
            << "\nrebuild your programs (omp2ocl-cc) to embed it\n";
  return 0;
}

} // namespace train
