//===- HoistLoopArrays.h - large arrays of a loop body as private arrays -===//
#ifndef OMP2OCL_HOISTLOOPARRAYS_H
#define OMP2OCL_HOISTLOOPARRAYS_H

namespace clang {
class ASTContext;
class OMPExecutableDirective;
class Rewriter;
class VarDecl;
} // namespace clang

namespace omp2ocl {

class PrepareRemarks;

/// Source preparation (-fno-hoist-loop-arrays): arrays declared in a
/// parallel loop's body that together pass a work-item's private memory
/// (16 KB) are declared before the loop instead, renamed, and named in the
/// directive's private clause, where the translator gives them global
/// scratch (PrivateInterleave.cpp):
///
///     { double omp2ocl_t[4096];
///     #pragma omp parallel for private(k) private(omp2ocl_t)
///       for (...) { ... omp2ocl_t[k] ... }  }
///
/// Each iteration had a fresh, uninitialised t; now each thread has one,
/// reused by its iterations: a read before a write in an iteration had an
/// indeterminate value either way. Only arrays of constant size without an
/// initialiser, declared alone, not static, and a directive written on a
/// `#pragma` line without a comment after it. Returns the loops edited.
unsigned hoistLoopArrays(clang::ASTContext &Ctx, clang::Rewriter &RW, PrepareRemarks &Remarks);

/// True for an array this preparation moved before D: named `omp2ocl_...`,
/// declared without an initialiser in the block that holds D.
bool isHoistedLoopArray(const clang::VarDecl *V, const clang::OMPExecutableDirective *D,
                        clang::ASTContext &Ctx);

} // namespace omp2ocl

#endif
