//===- GlobalIndexReorder.h - permute the dimensions of static arrays ----===//
//
// Global index reordering (Wang et al., TACO 2014, section 4.1): the
// dimensions of a statically allocated array are permuted program-wide so
// that the subscripts indexed by work-item dimensions 0, 1, 2 become the
// last, second-to-last and third-to-last ([k][j][i][m] -> [m][k][j][i]):
// neighbouring work-items then touch neighbouring addresses.
//
//===----------------------------------------------------------------------===//
#ifndef OMP2OCL_GLOBALINDEXREORDER_H
#define OMP2OCL_GLOBALINDEXREORDER_H

#include "LayoutPlan.h"
#include "LoopModel.h"
#include "Remarks.h"

#include <vector>

namespace clang {
class ASTContext;
}

namespace omp2ocl {

/// Chooses a layout for every static array the offloaded kernels access
/// (each access votes for the order that makes it coalesce), applies it where
/// a unification points-to analysis of the unit proves every use is a full
/// subscript chain, and rewrites the models to the new layout: the accesses'
/// subscripts are permuted, and pointer parameters that receive a reordered
/// array get the whole array as their extent. Reports what it did
/// (-Rpass=omp2ocl) and what it could not do (-Rpass-missed=omp2ocl).
[[nodiscard]] LayoutPlan reorderGlobalIndices(std::vector<LoopNest> &Loops,
                                              clang::ASTContext &Ctx,
                                              RemarkEmitter &Remarks);

} // namespace omp2ocl

#endif
