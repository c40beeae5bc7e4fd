//===- PrivateInterleave.h - large private arrays, element-major ----------===//
#ifndef OMP2OCL_PRIVATEINTERLEAVE_H
#define OMP2OCL_PRIVATEINTERLEAVE_H

#include "LoopModel.h"
#include "Options.h"
#include "Remarks.h"

#include <vector>

namespace clang {
class ASTContext;
}

namespace omp2ocl {

/// Private-array interleaving: a private array too large for __private
/// memory (Opts.privateArrayLimitBytes) lives in a global scratch buffer;
/// when every use of it is understood, its scalar element e of work-item w
/// goes to scratch[e * work-items + w] (element-major) instead of
/// scratch[w * elements + e], so that the work-items of a warp touch
/// consecutive addresses. Adds LoopNest::plan.interleaved; the kernel printer
/// linearises every subscript chain through the array and through the
/// parameters of the functions it is passed to.
void interleavePrivateArrays(std::vector<LoopNest> &Loops, clang::ASTContext &Ctx,
                             const TranslatorOptions &Opts, RemarkEmitter &Remarks);

} // namespace omp2ocl

#endif
