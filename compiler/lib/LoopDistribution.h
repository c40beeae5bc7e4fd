//===- LoopDistribution.h - one loop body, several kernels ----------------===//
#ifndef OMP2OCL_LOOPDISTRIBUTION_H
#define OMP2OCL_LOOPDISTRIBUTION_H

#include "LoopModel.h"
#include "Remarks.h"

#include <vector>

namespace clang {
class ASTContext;
class OMPExecutableDirective;
} // namespace clang

namespace omp2ocl {

/// Splits offloaded loops whose body is a sequence of statements into
/// consecutive kernels that map more loops to the NDRange: each such loop
/// is replaced in `Loops` by its pieces (LoopNest::dist), in order.
/// `Regions[i]` is the `omp parallel` around `Loops[i]` (Discover.h). Loops
/// it leaves whole and that could have gained get a missed remark.
void distributeLoops(std::vector<LoopNest> &Loops,
                     const std::vector<const clang::OMPExecutableDirective *> &Regions,
                     clang::ASTContext &Ctx, RemarkEmitter &Remarks);

} // namespace omp2ocl

#endif
