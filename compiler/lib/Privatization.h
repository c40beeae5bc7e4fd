//===- Privatization.h - may a thread's own variable be per-work-item? ----===//
//
// A variable private to the iterations of a mapped loop (named in a `private`
// clause, a local of the function whose `omp for` is orphaned, a local of the
// region) becomes a per-work-item copy in the kernel, which starts without a
// value. That is right only when no iteration reads a value that an earlier
// iteration, or the code before the loop, left in it: every read of the
// variable must be covered by writes earlier in the same iteration. This file
// is that proof, for scalars and arrays, through the functions the body calls
// (docs/ARCHITECTURE.md, "Privatization proof").
//
//===----------------------------------------------------------------------===//
#ifndef OMP2OCL_PRIVATIZATION_H
#define OMP2OCL_PRIVATIZATION_H

#include "LoopModel.h"

#include <functional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
class Stmt;
class VarDecl;
} // namespace clang

namespace omp2ocl {

/// One iteration, as the proof sees it.
struct PrivatizationScope {
  const clang::FunctionDecl *function = nullptr; ///< holding the loop
  const clang::Stmt *body = nullptr;             ///< one iteration
  /// The mapped loops: their iterators are fixed within an iteration and
  /// range over their bounds.
  std::vector<ParallelDim> dims;
  /// Integer variables with one value throughout the loop (not written in the
  /// nest or the functions it calls, address not taken).
  std::function<bool(const clang::VarDecl *)> invariant;
  /// Invariants a launch-time condition may name (in scope at the directive).
  std::function<bool(const clang::VarDecl *)> guardable;
};

struct PrivatizationProof {
  bool proven = false;
  /// When not proven: the read that may see an older value, or the use the
  /// proof cannot follow, naming the variable and the line.
  std::string why;
  /// Affine forms over invariants, each of which must be >= 0 for the proof
  /// to hold (checked on the host at each launch).
  std::vector<AffineExpr> guards;
  /// Not proven only because V is read and never stored to in the iteration
  /// (every use followed): V is read-only in the loop, not private.
  bool readOnly = false;
};

/// Is every read of `V` in an iteration of `S` covered by writes earlier in
/// the same iteration?
PrivatizationProof provePrivatization(const PrivatizationScope &S,
                                      const clang::VarDecl *V,
                                      clang::ASTContext &Ctx);

/// `G >= 0` as host C (an expression over the invariants G names).
std::string guardCondition(const AffineExpr &G);

/// Drops repeated guards and guards implied by others (G1 - G2 a constant
/// >= 0 makes G1 >= 0 follow from G2 >= 0).
void pruneGuards(std::vector<AffineExpr> &Guards);

} // namespace omp2ocl

#endif
