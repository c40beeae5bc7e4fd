// omp2ocl-train: retrains omp2ocl's device-selection model for this machine.
//   collect  -> the training table (features and times of a corpus)
//   refeature -> the same table with the current translator's features
//   fit      -> a C4.5 model from the table
//   evaluate -> leave-one-program-out accuracy and share of the oracle
//   install  -> the model the translator embeds
//   layout-collect, layout-fit -> the dynamic index reordering model
#include "cli.h"
#include "common.h"

#include "mlmodel/dataset.h"

#include <iostream>

namespace {

const char *const Usage =
    "usage: omp2ocl-train COMMAND [options]\n"
    "\n"
    "Retrains the device-selection model (OpenMP on the CPU or OpenCL on the GPU)\n"
    "for the machine it runs on.\n"
    "\n"
    "Commands:\n"
    "  collect [MANIFEST] -o DATA.csv [--nas BENCHES]\n"
    "                   build every program of the corpus with omp2ocl-cc, run each\n"
    "                   input both ways, append features and times to DATA.csv\n"
    "  refeature DATA.csv [MANIFEST] -o NEW.csv\n"
    "                   redo a table's features with the current translator and\n"
    "                   runtime, keeping its times\n"
    "  fit DATA.csv -o MODEL.json\n"
    "                   train the C4.5 tree and write the model\n"
    "  evaluate DATA.csv [-o OUTDIR]\n"
    "                   leave-one-program-out accuracy, share of the oracle, charts\n"
    "  install [--layout] MODEL.json [--prefix DIR]\n"
    "                   check the model and install it for omp2ocl\n"
    "\n"
    "The dynamic index reordering model (keep a kernel or run its reordered\n"
    "variant, from the array's bytes and accesses per element):\n"
    "  layout-collect -o LAYOUT.csv [--quick] [--device-type TYPE]\n"
    "                   time the runtime's original and reordered paths on this\n"
    "                   machine's OpenCL device over a grid (omp2ocl-layout-bench)\n"
    "  layout-fit LAYOUT.csv -o MODEL.json\n"
    "                   train the tree, print training and cross-validated accuracy\n"
    "  install --layout MODEL.json\n"
    "                   install it as the layout model omp2ocl embeds\n"
    "\n"
    "Run 'omp2ocl-train COMMAND --help' for a command's options. Errors print one\n"
    "line and exit with 1 (bad input, failed step) or 2 (bad usage).\n";

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
    if (Command == "collect")
      return train::runCollect(Args);
    if (Command == "refeature")
      return train::runRefeature(Args);
    if (Command == "fit")
      return train::runFit(Args);
    if (Command == "evaluate")
      return train::runEvaluate(Args);
    if (Command == "install")
      return train::runInstall(Args);
    if (Command == "layout-collect")
      return train::runLayoutCollect(Args);
    if (Command == "layout-fit")
      return train::runLayoutFit(Args);
    std::cerr << "omp2ocl-train: unknown command '" << Command
              << "' (collect, refeature, fit, evaluate, install, layout-collect, layout-fit; see 'omp2ocl-train --help')\n";
    return 2;
  } catch (const train::UsageError &E) {
    std::cerr << "omp2ocl-train " << Command << ": " << E.what()
              << " (see 'omp2ocl-train " << Command << " --help')\n";
    return 2;
  } catch (const train::po::error &E) {
    std::cerr << "omp2ocl-train " << Command << ": " << E.what()
              << " (see 'omp2ocl-train " << Command << " --help')\n";
    return 2;
  } catch (const std::exception &E) {
    std::cerr << "omp2ocl-train " << Command << ": error: " << E.what() << "\n";
    return 1;
  }
}
