//===- Discover.h - find the OpenMP constructs of a translation unit ------===//
#ifndef OMP2OCL_DISCOVER_H
#define OMP2OCL_DISCOVER_H

#include "LoopModel.h"
#include <vector>

namespace clang {
class ASTContext;
class OMPExecutableDirective;
} // namespace clang

namespace omp2ocl {

struct DiscoveredUnit {
  /// Every `omp for` / `omp parallel for` of the main file, in source order,
  /// with directive, function and context filled in.
  std::vector<LoopNest> loops;
  /// For each work-sharing loop (by index into `loops`): the `omp parallel`
  /// that encloses it in the same function, or null when it is orphaned.
  std::vector<const clang::OMPExecutableDirective *> enclosingRegion;
  /// `#pragma omp barrier` directives of the main file.
  std::vector<const clang::OMPExecutableDirective *> barriers;
};

DiscoveredUnit discoverOpenMP(clang::ASTContext &Ctx);

} // namespace omp2ocl

#endif
