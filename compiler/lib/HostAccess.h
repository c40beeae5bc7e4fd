//===- HostAccess.h - tell the runtime where host code touches memory -----===//
#ifndef OMP2OCL_HOSTACCESS_H
#define OMP2OCL_HOSTACCESS_H

#include "LayoutPlan.h"
#include "LoopModel.h"
#include <vector>

namespace clang {
class ASTContext;
class Rewriter;
} // namespace clang

namespace omp2ocl {

/// Inserts omp2ocl_host_access(...) calls before the host statements that
/// read or write memory a kernel may hold a newer copy of (see
/// docs/ARCHITECTURE.md, "Host accesses"). Of an array the layout plan
/// permutes only a single element is announced as a part, at its permuted
/// subscripts (a row in the source's order is no part in the new order).
void insertHostAccesses(const std::vector<LoopNest> &Loops, const LayoutPlan &Layout,
                        clang::ASTContext &Ctx, clang::Rewriter &R);

} // namespace omp2ocl

#endif
