//===- ModelEmbed.h - the device-selection model as C in the host code ----===//
#ifndef OMP2OCL_MODELEMBED_H
#define OMP2OCL_MODELEMBED_H

#include <string>
#include <vector>

namespace omp2ocl {

/// The model file turned into `static int __omp2ocl_predict(const double *f)`
/// over the runtime's feature vector (omp2ocl_rt.h: OMP2OCL_NUM_FEATURES).
struct EmbeddedModel {
  bool present = false;
  std::string code;  ///< C definitions (empty when !present)
  std::string name;  ///< the model's platform description and file
  std::string error; ///< why the file could not be used
};

/// Loads an mlmodel JSON model; Path "" gives no model (the runtime's
/// default rule decides).
EmbeddedModel embedModel(const std::string &Path);

/// The common part: a tree over the features `Known` (the order of the
/// vector the generated predictor receives) as `static int
/// <Prefix>_predict(const double *f)`, true for class `Positive`. `What`
/// names the model in messages and the comment.
EmbeddedModel embedTree(const std::string &Path, const std::string &What,
                        const std::vector<std::string> &Known, const std::string &Positive,
                        const std::string &Prefix);

} // namespace omp2ocl

#endif
