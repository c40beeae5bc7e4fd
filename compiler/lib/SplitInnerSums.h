//===- SplitInnerSums.h - an inner sum shared by a row of lanes -----------===//
#ifndef OMP2OCL_SPLITINNERSUMS_H
#define OMP2OCL_SPLITINNERSUMS_H

#include "LoopModel.h"
#include "Options.h"
#include "Remarks.h"

#include <vector>

namespace clang {
class ASTContext;
}

namespace omp2ocl {

/// Split inner sums: a work-item whose body is `[private scalar
/// assignments]; for (k = lo; k < hi; k++) s += e; [anything]` (a CSR
/// sparse matrix-vector product, a dense one by rows) becomes a group of
/// lanes that stride over the inner loop together (adjacent lanes read
/// adjacent elements) and add their partial sums in local memory; lane 0
/// runs the rest of the body. Sets LoopNest::plan.split. Integer sums are
/// split by default; float and double sums only with -fassociative-math
/// (Opts.associativeMath), since the additions are reassociated.
void splitInnerSums(std::vector<LoopNest> &Loops, clang::ASTContext &Ctx,
                    const TranslatorOptions &Opts, RemarkEmitter &Remarks);

/// The sum of a split whose type is widest: the lanes' __local scratch holds
/// elements of its type (each tree views it in its own sum's type).
const clang::VarDecl *widestSum(const KernelPlan::SplitSum &Split, const clang::ASTContext &Ctx);

/// Lanes asked for a row whose inner trip count is not known at compile
/// time (a warp on NVIDIA GPUs).
constexpr unsigned SplitDefaultLanes = 32;

} // namespace omp2ocl

#endif
