//===- TeamClauses.h - loops a team of one thread may have to run ---------===//
#ifndef OMP2OCL_TEAMCLAUSES_H
#define OMP2OCL_TEAMCLAUSES_H

#include "LoopModel.h"

#include <vector>

namespace clang {
class ASTContext;
class OMPExecutableDirective;
} // namespace clang

namespace omp2ocl {

/// `if` and `num_threads` clauses can make a parallel region a team of one
/// thread, which runs a work-sharing loop's iterations in order: a loop
/// that carries a dependence is then correct, and its kernel would not be.
/// A clause that is constant (`if(0)`, `num_threads(1)`) keeps the loop on
/// the host; otherwise the loop gets run-time conditions under which the
/// OpenMP version runs (LoopNest::teamOfOne). EnclosingRegion is
/// DiscoveredUnit::enclosingRegion.
void checkTeamClauses(std::vector<LoopNest> &Loops,
                      const std::vector<const clang::OMPExecutableDirective *> &EnclosingRegion,
                      clang::ASTContext &Ctx);

} // namespace omp2ocl

#endif
