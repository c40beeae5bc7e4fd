//===- LinearizedSeparation.h - joined loops over linearised subscripts ---===//
//
// Legacy code keeps 2-D and 3-D grids in one heap block and subscripts it by
// hand: `v[(long)i * ny + j]`, `a[(i * n + j) * n + k]`. BuildModel joins a
// directly nested loop to the NDRange when its iterations touch different
// elements of every written array; its affine test cannot see that through
// the products of iterators and sizes. This test reads such a subscript as a
// polynomial and proves the same property by the ranges of the loops inside.
//
//===----------------------------------------------------------------------===//
#ifndef OMP2OCL_LINEARIZEDSEPARATION_H
#define OMP2OCL_LINEARIZEDSEPARATION_H

#include "Affine.h"
#include "LoopModel.h"

#include <functional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Expr;
class Stmt;
class VarDecl;
} // namespace clang

namespace omp2ocl {

/// What the test needs to know of the nest's variables.
struct SeparationContext {
  /// The loops already mapped to the NDRange (their iterators are fixed in
  /// a work-item).
  std::function<bool(const clang::VarDecl *)> mappedIterator;
  /// Integer variables with one value throughout the nest.
  std::function<bool(const clang::VarDecl *)> invariant;
  /// Invariants the launch code can test (in scope at the directive).
  std::function<bool(const clang::VarDecl *)> guardable;
  /// The mapped loops (their ranges bound the digits of a subscript).
  std::function<const std::vector<ParallelDim> &()> mappedDims;
};

struct LinearSeparation {
  bool proven = false;
  /// Conditions on invariants (affine forms >= 0) under which it holds;
  /// the launch checks them and runs the OpenMP loop when one fails.
  std::vector<AffineExpr> guards;
};

/// Whether different iterations of `Candidate` (directly nested in the
/// mapped loops, body `Candidate.loop->getBody()`) touch different elements
/// through `Accesses`, every access of one written array (subscript chains
/// of equal length). Some dimension must separate them, its subscripts read
/// as polynomials (the body's locals that keep their initialiser replaced by
/// it):
///  - all the same, P = S * iv + Q, S a non-zero constant or one invariant
///    times a constant (guarded >= 1), Q summing terms of mapped iterators
///    and invariants (fixed in a work-item) and terms c * k of iterators k of
///    canonical loops with invariant bounds around each access (the same
///    range for every access): two iterations differ by at least |S| in P
///    while the k-terms spread over sum |c| * (range of k) < |S| (a guard
///    when not constant);
///  - or different ("digits", the .cpp's header): below iv's stride the
///    subscript's digits stay within their radices (guards), and at iv's
///    digit the accesses' offsets spread over less than iv's coefficient.
LinearSeparation separateLinearized(const std::vector<const clang::Expr *> &Accesses,
                                    const ParallelDim &Candidate,
                                    const SeparationContext &SC, clang::ASTContext &Ctx);

} // namespace omp2ocl

#endif
