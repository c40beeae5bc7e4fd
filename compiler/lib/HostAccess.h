//===- HostAccess.h - tell the runtime where host code touches memory -----===//
#ifndef OMP2OCL_HOSTACCESS_H
#define OMP2OCL_HOSTACCESS_H

#include "LoopModel.h"
#include <vector>

namespace clang {
class ASTContext;
class Rewriter;
} // namespace clang

namespace omp2ocl {

/// Inserts omp2ocl_host_access(...) calls before the host statements that
/// read or write memory a kernel may hold a newer copy of (see
/// docs/ARCHITECTURE.md, "Host accesses").
void insertHostAccesses(const std::vector<LoopNest> &Loops,
                        clang::ASTContext &Ctx, clang::Rewriter &R);

} // namespace omp2ocl

#endif
