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

EmbeddedModel embedModel(const std::string &Path) {
  EmbeddedModel M;
  if (Path.empty())
    return M;
  mlmodel::Tree T;
  try {
    T = mlmodel::loadModel(Path);
  } catch (const std::exception &E) {
    M.error = "cannot use the model '" + Path + "': " + E.what();
    return M;
  }
  std::string Map;
  for (size_t I = 0; I < T.Features.size(); ++I) {
    int Found = -1;
    for (int K = 0; K < OMP2OCL_NUM_FEATURES; ++K)
      if (T.Features[I].Name == FeatureNames[K])
        Found = K;
    if (Found < 0) {
      M.error = "the model '" + Path + "' uses the feature '" + T.Features[I].Name +
                "', which omp2ocl does not compute";
      return M;
    }
    Map += "  x[" + std::to_string(I) + "] = f[" + std::to_string(Found) + "]; /* " +
           FeatureNames[Found] + " */\n";
  }
  int OpenCL = -1;
  for (size_t C = 0; C < T.Class.Values.size(); ++C)
    if (T.Class.Values[C] == "opencl")
      OpenCL = (int)C;
  if (OpenCL < 0) {
    M.error = "the model '" + Path + "' has no class 'opencl'";
    return M;
  }
  M.present = true;
  M.name = T.Platform.empty() ? Path : T.Platform;
  M.code = "/* Device-selection model: " + M.name + " */\n" +
           mlmodel::emitC(T, "__omp2ocl_tree") +
           "static int __omp2ocl_predict(const double *f) {\n  double x[" +
           std::to_string(std::max<size_t>(1, T.Features.size())) + "];\n" + Map +
           "  return __omp2ocl_tree_predict(x) == " + std::to_string(OpenCL) + ";\n}\n";
  return M;
}

} // namespace omp2ocl
