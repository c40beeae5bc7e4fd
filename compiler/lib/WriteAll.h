//===- WriteAll.h - buffers a kernel overwrites whole ---------------------===//
#ifndef OMP2OCL_WRITEALL_H
#define OMP2OCL_WRITEALL_H

#include "LoopModel.h"

namespace clang {
class ASTContext;
}

namespace omp2ocl {
class RemarkEmitter;

/// Marks the buffers of each offloaded nest that the kernel provably
/// overwrites in full (Variable::overwrittenWhole), so the launch passes
/// OMP2OCL_WRITE_ALL and the runtime skips their upload.
void findOverwrittenBuffers(std::vector<LoopNest> &Loops, clang::ASTContext &Ctx,
                            RemarkEmitter &Remarks);

} // namespace omp2ocl

#endif
