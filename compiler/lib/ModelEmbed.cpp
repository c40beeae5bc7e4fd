//===- ModelEmbed.cpp - the device-selection model as C in the host code --===//
//
// mlmodel emits the tree as a C function over its own feature order; the
// wrapper picks those features out of the runtime's fixed vector by name, so
// a model may use any subset of the ten features.
//
//===----------------------------------------------------------------------===//
#include "ModelEmbed.h"

#include "mlmodel/tree.h"
#include "omp2ocl_rt.h"

#include <algorithm>
#include <exception>

namespace omp2ocl {

static const char *const FeatureNames[OMP2OCL_NUM_FEATURES] = {OMP2OCL_FEATURE_NAMES};

EmbeddedModel embedTree(const std::string &Path, const std::string &What,
                        const std::vector<std::string> &Known, const std::string &Positive,
                        const std::string &Prefix) {
  EmbeddedModel M;
  if (Path.empty())
    return M;
  mlmodel::Tree T;
  try {
    T = mlmodel::loadModel(Path);
  } catch (const std::exception &E) {
    M.error = "cannot use the " + What + " '" + Path + "': " + E.what();
    return M;
  }
  std::string Map;
  for (size_t I = 0; I < T.Features.size(); ++I) {
    auto Found = std::find(Known.begin(), Known.end(), T.Features[I].Name);
    if (Found == Known.end()) {
      M.error = "the " + What + " '" + Path + "' uses the feature '" + T.Features[I].Name +
                "', which omp2ocl does not compute for it";
      return M;
    }
    Map += "  x[" + std::to_string(I) + "] = f[" + std::to_string(Found - Known.begin()) +
           "]; /* " + *Found + " */\n";
  }
  int Class = -1;
  for (size_t C = 0; C < T.Class.Values.size(); ++C)
    if (T.Class.Values[C] == Positive)
      Class = (int)C;
  if (Class < 0) {
    M.error = "the " + What + " '" + Path + "' has no class '" + Positive + "'";
    return M;
  }
  M.present = true;
  M.name = T.Platform.empty() ? Path : T.Platform;
  M.code = "/* " + What + ": " + M.name + " */\n" + mlmodel::emitC(T, Prefix + "_tree") +
           "static int " + Prefix + "_predict(const double *f) {\n  double x[" +
           std::to_string(std::max<size_t>(1, T.Features.size())) + "];\n" + Map +
           "  return " + Prefix + "_tree_predict(x) == " + std::to_string(Class) + ";\n}\n";
  return M;
}

EmbeddedModel embedModel(const std::string &Path) {
  return embedTree(Path, "device-selection model",
                   std::vector<std::string>(FeatureNames, FeatureNames + OMP2OCL_NUM_FEATURES),
                   "opencl", "__omp2ocl");
}

} // namespace omp2ocl
