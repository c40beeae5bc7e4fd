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

/// Fills dims, body, vars (with kinds), accesses, extents and callees of `N`
/// (directive, function and context already set). Anything the model cannot
/// represent rejects the loop with a reason.
void buildLoopModel(LoopNest &N, const clang::OMPExecutableDirective *Region,
                    clang::ASTContext &Ctx);

/// True if `S` mentions `V` anywhere.
bool mentions(const clang::Stmt *S, const clang::VarDecl *V);

/// Reads `for (iv = lb; iv <op> ub; iv += step)` into D (loop, iv, bounds,
/// step). Returns why the loop has another shape, or "".
std::string readCanonicalLoop(const clang::ForStmt *F, ParallelDim &D,
                              clang::ASTContext &Ctx);

} // namespace omp2ocl

namespace omp2ocl {
/// For every buffer reached through a pointer (or an array of unknown size),
/// the lowest and highest element index the nest accesses, as host
/// expressions over loop bounds and invariants; rejects the loop otherwise.
void computeExtents(LoopNest &N, clang::ASTContext &Ctx);
}

#endif
