//===- HostAffinity.h - keep a host loop's close partners on the host -----===//
#ifndef OMP2OCL_HOSTAFFINITY_H
#define OMP2OCL_HOSTAFFINITY_H

#include "LoopModel.h"
#include <vector>

namespace clang {
class ASTContext;
}

namespace omp2ocl {

class RemarkEmitter;

/// A loop that must stay on the host (H) and an offloadable loop (O) that
/// run in the same iteration of H's innermost enclosing sequential loop (in
/// its function or, for orphaned loops, around a call of it) and that pass
/// an array between them (one writes what the other uses) would move that
/// array across the bus in every iteration of that loop: the buffer table
/// tracks whole buffers. Such an O stays on the host too, with a remark
/// (-fno-host-affinity offloads it regardless). Repeated to a fixpoint.
/// Example: NAS LU's pipelined sweeps (omp flush) stay on the host; without
/// this, the per-plane Jacobian loops beside them would run on the device
/// and the whole residual would cross the bus twice per plane.
void keepPartnersOnHost(std::vector<LoopNest> &Loops, clang::ASTContext &Ctx);

} // namespace omp2ocl

#endif
