//===- LoopInterchange.h - work-item dimension 0 for the coalescing loop ---===//
#ifndef OMP2OCL_LOOPINTERCHANGE_H
#define OMP2OCL_LOOPINTERCHANGE_H

#include "LoopModel.h"
#include "Remarks.h"

#include <vector>

namespace omp2ocl {

/// Loop interchange (paper, section 4.1): in every offloaded nest, the
/// parallel loop whose iterator occurs most in the innermost subscripts is
/// mapped to work-item dimension 0 (adjacent work-items then touch adjacent
/// elements), the next one to dimension 1. Sets LoopNest::ndrangeDimOf.
void interchangeLoops(std::vector<LoopNest> &Loops, RemarkEmitter &Remarks);

} // namespace omp2ocl

#endif
