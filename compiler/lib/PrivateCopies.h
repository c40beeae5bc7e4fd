//===- PrivateCopies.h - global elements a work-item may keep privately ---===//
//
// The analysis shared by memory load reordering (vloadn/vstoren) and
// register promotion: the elements of global memory a work-item can load
// once at its start into private memory, use there, and store back at its
// end, without changing what any work-item observes.
//
//===----------------------------------------------------------------------===//
#ifndef OMP2OCL_PRIVATECOPIES_H
#define OMP2OCL_PRIVATECOPIES_H

#include "LoopModel.h"
#include "Remarks.h"

#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace omp2ocl {

/// Every access of one element (same variable, same subscripts).
struct ElementGroup {
  const Variable *var = nullptr;
  std::vector<const Access *> accesses;
  std::vector<AffineExpr> key; ///< the subscripts, outermost first
  bool written = false;        ///< some access stores
  unsigned reads = 0, writes = 0;
  bool repeated = false;       ///< more than one load or store per work-item
  bool scalarElement = true;   ///< int or floating: can be a vector lane
};

/// Every use of V in N's body (and none in the functions it calls) is a
/// complete element access listed in V.accesses: no address taken, no row
/// passed on, no atomic.
bool onlyElementAccesses(const LoopNest &N, const Variable &V,
                         clang::ASTContext &Ctx);

/// Elements of N that can be held privately. `Why` receives, per variable
/// name, the reason none of its elements can (for missed remarks).
std::vector<ElementGroup>
findPrivateCopies(const LoopNest &N, clang::ASTContext &Ctx,
                  std::vector<std::pair<std::string, std::string>> &Why);

/// A kernel whose inner sum is split over lanes (SplitInnerSums.cpp) keeps
/// its global accesses: the private slots are loaded and stored by every
/// lane around the whole body, which the split body does not have. When N
/// is split, puts back the plan the pass started from (`Before`), says in a
/// missed remark of `Pass` which arrays (`Names`) stay in global memory and
/// returns true.
bool keepAccessesOfSplitSum(LoopNest &N, const KernelPlan &Before,
                            const std::string &Pass, const std::string &Names,
                            RemarkEmitter &Remarks);

} // namespace omp2ocl

#endif
