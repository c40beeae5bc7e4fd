// omp2ocl-train fit: trains the device-selection tree on a training table.
#include "cli.h"
#include "common.h"

#include "mlmodel/tree.h"

#include <iostream>

namespace train {

int runFit(const std::vector<std::string> &Args) {
  po::options_description O("fit options");
  O.add_options()("output,o", po::value<std::string>(), "the JSON model file to write (required)");
  O.add(modelOptions());
  po::variables_map VM = parseArgs(
      Args, O, {"data"}, "fit DATA.csv -o MODEL.json [options]",
      "Trains a C4.5 decision tree (mlmodel, J48's algorithm) that predicts the\n"
      "column 'best' (openmp or opencl) from the chosen feature columns, prints it\n"
      "as J48 text and writes the model file, which records the platform.\n");
  if (!VM.count("output"))
    throw UsageError("missing -o MODEL.json");
  ModelData M = loadModelData(VM, VM["data"].as<std::string>());
  mlmodel::Tree Model = mlmodel::train(M.Data, M.Options);
  Model.Platform = M.Platform;
  const std::string &Out = VM["output"].as<std::string>();
  std::string Dir = dirName(Out);
  if (!isDirectory(Dir))
    throw Error("cannot write '" + Out + "': no directory '" + Dir + "'");
  mlmodel::saveModel(Model, Out);
  std::cout << "Platform: " << M.Platform << "\n"
            << "Rows: " << M.Rows.size() << " (" << M.numPrograms()
            << " programs)\n"
            << "Features: " << join(M.Features, ",") << "\n\n"
            << mlmodel::toText(Model) << "\nmodel written to " << Out << "\n";
  return 0;
}

} // namespace train
