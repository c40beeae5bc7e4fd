//===- HostEmitter.h - the multiversioned host code -----------------------===//
#ifndef OMP2OCL_HOSTEMITTER_H
#define OMP2OCL_HOSTEMITTER_H

#include "DynamicIndexReorder.h"
#include "Features.h"
#include "LoopModel.h"
#include "ModelEmbed.h"
#include <vector>

namespace clang {
class ASTContext;
class Rewriter;
} // namespace clang

namespace omp2ocl {

/// Rewrites each offloaded loop into `launch the kernel, or else run the
/// original OpenMP loop`, and puts the unit's program object (kernel source,
/// kernel names) at the top of the file. Kernels with a dynamic index
/// reordering variant describe it to the runtime before their launch;
/// `LayoutModel` (present only in units with variants) decides per launch.
void emitHost(std::vector<LoopNest> &Loops, const std::string &UnitName,
              const std::string &KernelSource, const UnitFeatures &Features,
              const EmbeddedModel &Model, const EmbeddedLayoutModel &LayoutModel,
              clang::ASTContext &Ctx, clang::Rewriter &R);

} // namespace omp2ocl

#endif
