//===- LocalPrefetch.h - shared read-only arrays in local memory ----------===//
#ifndef OMP2OCL_LOCALPREFETCH_H
#define OMP2OCL_LOCALPREFETCH_H

#include "LoopModel.h"
#include "Remarks.h"

#include <vector>

namespace clang {
class ASTContext;
}

namespace omp2ocl {

/// Prefetching into local memory (paper, section 4.1): a small read-only
/// array that the work-items of a group share (an access whose subscripts
/// do not follow the work-item) is copied into __local memory by the whole
/// work-group before the body, and read there. Adds LoopNest::plan.localCopies.
void prefetchToLocal(std::vector<LoopNest> &Loops, RemarkEmitter &Remarks,
                     clang::ASTContext &Ctx);

/// Arrays larger than this stay in global memory (OpenCL guarantees 32 KiB
/// of local memory; reductions need some too).
constexpr uint64_t LocalPrefetchLimitBytes = 8192;

} // namespace omp2ocl

#endif
