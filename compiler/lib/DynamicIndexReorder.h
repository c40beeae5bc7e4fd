//===- DynamicIndexReorder.h - per-kernel reordered device copies ---------===//
//
// Dynamic index reordering (Wang et al., TACO 2014, section 4.1, after Che
// et al.'s Dymaxion): where one kernel wants an array in another dimension
// order than the layout it has on the device (global index reordering chose
// for the majority, or could not reorder the array at all because of host
// code), the kernel gets a variant that reads a permuted device copy. The
// runtime decides at each launch, with a model over the array's size and
// the accesses per element, which version runs; it makes (and caches) the
// copy and permutes written data back. The host layout never changes.
//
//===----------------------------------------------------------------------===//
#ifndef OMP2OCL_DYNAMICINDEXREORDER_H
#define OMP2OCL_DYNAMICINDEXREORDER_H

#include "CLTypes.h"
#include "LayoutPlan.h"
#include "ModelEmbed.h"
#include "LoopModel.h"
#include "Options.h"
#include "Remarks.h"

#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace omp2ocl {

/// Finds, per offloaded kernel, the arrays to copy in another order and
/// records them in LoopNest::dynamic (the models are not changed: the
/// original kernel stays as it is). `Global` is global index reordering's
/// plan: the device layout the copies start from.
void reorderDynamicIndices(std::vector<LoopNest> &Loops, const LayoutPlan &Global,
                           clang::ASTContext &Ctx, RemarkEmitter &Remarks);

/// Prints the variant kernel of every offloaded nest that has dynamic
/// copies (after emit-kernels). A variant that cannot be printed, or whose
/// arguments differ from the original kernel's, is dropped with a missed
/// remark (the original kernel always runs then).
void emitDynamicVariants(std::vector<LoopNest> &Loops, const LayoutPlan &Global,
                         clang::ASTContext &Ctx, const TranslatorOptions &Opts,
                         CLTypePrinter &Types, RemarkEmitter &Remarks);

/// The layout model (mlmodel JSON, features `bytes` and
/// `accesses_per_element`, classes `reorder` and `keep`) as C:
/// `static int __omp2ocl_layout_predict(const double *f)` (1 = use the
/// reordered copy). Empty Path: no model. Error text in Error.
using EmbeddedLayoutModel = EmbeddedModel;
EmbeddedLayoutModel embedLayoutModel(const std::string &Path);

} // namespace omp2ocl

#endif
