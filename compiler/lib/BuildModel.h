//===- BuildModel.h - the loop-nest model of one OpenMP loop --------------===//
#ifndef OMP2OCL_BUILDMODEL_H
#define OMP2OCL_BUILDMODEL_H

#include "LoopModel.h"

namespace clang {
class ASTContext;
class ForStmt;
class OMPExecutableDirective;
} // namespace clang

namespace omp2ocl {

/// A piece of a distributed loop (LoopDistribution.cpp): some statements of
/// the body of the directive's mapped loops, modelled as a nest of its own.
struct LoopPiece {
  std::vector<ParallelDim> outerDims; ///< the mapped loops around them
  /// Assignments `v = e` (or declarations `T v = e`) the piece runs first;
  /// when `stmts` is one loop that joins the NDRange they run in each
  /// work-item, before the body (LoopDistribution.cpp says when that is
  /// allowed).
  std::vector<const clang::Stmt *> prefix;
  std::vector<const clang::Stmt *> stmts; ///< the rest, in order
  /// When set: the work-item body, outerDims all the mapped loops (no inner
  /// loop joins); `stmts` still lists what the piece runs (its uses).
  const clang::Stmt *body = nullptr;
  std::string kernelName;
};

/// Fills dims, body, vars (with kinds), accesses, extents and callees of `N`
/// (directive, function and context already set). Anything the model cannot
/// represent rejects the loop with a reason. With `Piece`, the nest is that
/// piece of the directive's loop: its dims start with the piece's outer dims.
void buildLoopModel(LoopNest &N, const clang::OMPExecutableDirective *Region,
                    clang::ASTContext &Ctx, const LoopPiece *Piece = nullptr);

/// True if `S` mentions `V` anywhere.
bool mentions(const clang::Stmt *S, const clang::VarDecl *V);

/// Reads `for (iv = lb; iv <op> ub; iv += step)` into D (loop, iv, bounds,
/// step). Returns why the loop has another shape, or "". A step that is not
/// a constant is read (into D.stepExpr) only when \p VariableStep: the
/// loops of a directive, whose step OpenMP requires to be loop-invariant.
std::string readCanonicalLoop(const clang::ForStmt *F, ParallelDim &D,
                              clang::ASTContext &Ctx, bool VariableStep = false);

} // namespace omp2ocl

namespace omp2ocl {
/// For every buffer reached through a pointer (or an array of unknown size),
/// the lowest and highest element index the nest accesses, as host
/// expressions over loop bounds and invariants; rejects the loop otherwise.
void computeExtents(LoopNest &N, clang::ASTContext &Ctx);
}

#endif
