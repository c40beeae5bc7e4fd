//===- Allocations.h - let the runtime know the unit's allocation blocks ---===//
#ifndef OMP2OCL_ALLOCATIONS_H
#define OMP2OCL_ALLOCATIONS_H

namespace clang {
class ASTContext;
class Rewriter;
class VarDecl;
} // namespace clang

namespace omp2ocl {

/// Rewrites the unit's calls of malloc, calloc, realloc, aligned_alloc and
/// posix_memalign into the runtime's wrappers, which record the blocks, and
/// registers the unit's constant-size static arrays (file scope: a
/// constructor at the end of the file; static locals: once, after their
/// declaration), and, as static objects for host accesses through pointers,
/// its static scalars, structs and unions whose address it takes (a second
/// constructor; static locals the same way). See docs/ARCHITECTURE.md,
/// "Extents of pointer buffers" and "Host accesses".
/// Also registers the automatic arrays declared by the statements of
/// main's body (not nested blocks), which live as long as the program runs
/// main: right after their declaration, and hands them back to the runtime
/// (omp2ocl_forget) before each `return` of main and at the end of its body.
void registerAllocationBlocks(clang::ASTContext &Ctx, clang::Rewriter &R);

/// True for an automatic array that registerAllocationBlocks() registers
/// for the whole run of main: declared by a statement of main's body itself,
/// spelled in the main file (not by a macro), not `register`. Launches keep
/// such an array's buffer between kernels, as they keep static arrays'.
bool livesUntilMainReturns(const clang::VarDecl *VD, const clang::ASTContext &Ctx);

/// True for an automatic array or struct that insertHostAccesses() hands
/// back to the runtime when its scope ends, however control leaves it (a
/// `cleanup(omp2ocl_discard_at_exit)` variable declared after it): a local,
/// not static, not `register`, not one livesUntilMainReturns() covers,
/// declared by a statement of a block, spelled in the main file. Launches
/// keep such a variable's buffer between kernels; others are handed back
/// after each launch.
bool handedBackAtScopeExit(const clang::VarDecl *VD, const clang::ASTContext &Ctx);

} // namespace omp2ocl

#endif
