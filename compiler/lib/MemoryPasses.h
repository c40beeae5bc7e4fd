//===- MemoryPasses.h - vloadn/vstoren and register promotion -------------===//
#ifndef OMP2OCL_MEMORYPASSES_H
#define OMP2OCL_MEMORYPASSES_H

#include "LoopModel.h"
#include "Remarks.h"

#include <vector>

namespace clang {
class ASTContext;
}

namespace omp2ocl {

/// Memory load reordering (paper, section 4.1): a work-item's accesses to
/// n = 16, 8, 4 or 2 consecutive elements become one vloadn at its start
/// (and one vstoren at its end when any is written); the accesses read the
/// vector's components. Adds vector slots to LoopNest::plan.
void vectorizeAccesses(std::vector<LoopNest> &Loops, RemarkEmitter &Remarks,
                       clang::ASTContext &Ctx);

/// Register promotion: an element a work-item accesses more than once is
/// loaded into a private variable at its start and stored back at its end
/// when written. Adds scalar slots to LoopNest::plan.
void promoteRegisters(std::vector<LoopNest> &Loops, RemarkEmitter &Remarks,
                      clang::ASTContext &Ctx);

} // namespace omp2ocl

#endif
