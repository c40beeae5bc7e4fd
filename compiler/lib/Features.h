//===- Features.h - static code features of the generated kernels ---------===//
//
// The device-selection model (paper, section 5, Table II) looks at features
// of the generated OpenCL: compute operations, global and local memory
// accesses, coalesced accesses, data transfer and work-items. They are counted
// on the OpenCL C the kernel printer wrote (parsed by Clang's OpenCL front
// end), per work-item, as polynomials in the trip counts of inner loops;
// values known only at run time stay symbolic and the host code evaluates
// them when the program reaches its first offloadable loop.
//
//===----------------------------------------------------------------------===//
#ifndef OMP2OCL_FEATURES_H
#define OMP2OCL_FEATURES_H

#include "LoopModel.h"

#include <map>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace omp2ocl {

/// The unit's features in the two forms the output needs.
struct UnitFeatures {
  /// NAME.omp2ocl.features.json: per kernel, the raw counts as symbolic
  /// polynomials and their values at the default symbol values.
  std::string json;
  /// C definition of `__omp2ocl_features(double *f, int site, double ws)`,
  /// appended to the host code (after every file-scope declaration).
  std::string hostFunction;
  /// Per offloaded loop (by LoopNest::id): statements that store, into
  /// `__omp2ocl_sv[i]`, the symbols that loop's launch site can evaluate in its
  /// own scope (locals and parameters the file scope cannot see).
  std::map<int, std::string> siteSymbols;
  unsigned numSymbols = 0;
  /// Why counting failed (the kernels did not parse), or "".
  std::string error;
};

/// Counts the features of every offloaded loop of the unit from its OpenCL
/// source. `HostCtx` is the C program's AST (for the host expressions of
/// symbols).
UnitFeatures extractFeatures(const std::vector<LoopNest> &Loops,
                             const std::string &KernelSource,
                             const std::string &UnitName,
                             clang::ASTContext &HostCtx);

} // namespace omp2ocl

#endif
