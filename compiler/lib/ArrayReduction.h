//===- ArrayReduction.h - reductions over small constant-size arrays ------===//
//
// Two forms of array reduction run on the device (ARCHITECTURE.md, "Array
// reductions"):
//  (a) the OpenMP 4.5 clause `reduction(op: a)` / `reduction(op: a[lo:len])`
//      with constant extents;
//  (b) the legacy idiom of NAS EP: a thread's own array accumulated by the
//      `omp for` loop (`qq[e] op= x` only) and merged after it, under
//      `critical` or `atomic`, into shared memory with the same operator.
// Both become a Variable of kind Reduction with `arrayReduction` set; the
// kernel printer gives each work-item a private copy and combines the copies
// per work-group in local memory, one element after another; the host
// combines the groups' partial arrays.
//
//===----------------------------------------------------------------------===//
#ifndef OMP2OCL_ARRAYREDUCTION_H
#define OMP2OCL_ARRAYREDUCTION_H

#include "LoopModel.h"

#include <cstdint>
#include <optional>
#include <string>

namespace clang {
class ASTContext;
class Expr;
class OMPExecutableDirective;
class VarDecl;
} // namespace clang

namespace omp2ocl {

/// Most scalar elements of a work-item's private copy of a reduced array.
/// The copy lives in private memory (registers or the work-item's stack),
/// and the work-group combines it element by element (1 + log2(group size)
/// barriers each): 256 doubles are 2 KB per work-item, past which a GPU
/// spills heavily and the per-element combination costs more than the loop.
constexpr uint64_t kArrayReductionMaxElements = 256;

/// One item of a reduction clause that names an array or a pointer: the
/// whole variable (`a`), or a section `a[lower:length]` (either may be
/// null: from 0, to the end of the array).
struct ReductionItem {
  bool section = false;
  const clang::Expr *lower = nullptr, *length = nullptr;
};

/// Form (a): fills V's array-reduction fields (V.decl, V.redOp set) for a
/// clause item over an array or pointer. Returns why the loop stays on the
/// host, or "".
std::string modelClauseArrayReduction(Variable &V, const ReductionItem &Item,
                                      clang::ASTContext &Ctx);

/// What the idiom check (form (b)) found for a thread's own array that the
/// privatization proof could not make private per iteration.
struct AccumulatorMatch {
  bool matched = false;
  /// Something after the loop merges the array under critical or atomic:
  /// the shape was meant as an array reduction, so the remark says why it
  /// is not one (`why`).
  bool attempted = false;
  std::string why;
  ReductionOp op = ReductionOp::Add;
  std::string note; ///< e.g. "merged under 'critical' at line 127"
};

/// The one operator the work-sharing loop N updates VD with, every use of
/// VD in the loop an update (`VD op= x`, `VD = VD op x`, `if (x > VD) VD =
/// x`; elements for an array); nullopt with the reason in Why otherwise
/// (Why empty: VD is not updated).
std::optional<ReductionOp> loopUpdateOp(const LoopNest &N, const clang::VarDecl *VD,
                                        clang::ASTContext &Ctx, std::string &Why);

/// Form (b): is `VD`, a thread's own array used by the work-sharing loop N
/// of `Region` (null: orphaned, the function body is the scope), exactly
/// the private-accumulator idiom? The conditions are in ArrayReduction.cpp.
AccumulatorMatch matchPrivateAccumulator(const LoopNest &N,
                                         const clang::OMPExecutableDirective *Region,
                                         const clang::VarDecl *VD,
                                         clang::ASTContext &Ctx);

} // namespace omp2ocl

#endif
