//===- LayoutRewrite.h - host code for the permuted array layouts ---------===//
#ifndef OMP2OCL_LAYOUTREWRITE_H
#define OMP2OCL_LAYOUTREWRITE_H

#include "LayoutPlan.h"

namespace clang {
class ASTContext;
class Rewriter;
} // namespace clang

namespace omp2ocl {

/// Rewrites the main file to the layouts of `Plan`: the declarations of the
/// reordered arrays, the parameters of their points-to classes (in every
/// declaration of those functions) and every full subscript chain on them,
/// wherever it is (host loops, the OpenMP versions of offloaded loops, any
/// function). Addresses and sizes of the arrays do not change.
void rewriteLayouts(const LayoutPlan &Plan, clang::ASTContext &Ctx,
                    clang::Rewriter &R);

} // namespace omp2ocl

#endif
