//===- Allocations.h - let the runtime know the unit's allocation blocks ---===//
#ifndef OMP2OCL_ALLOCATIONS_H
#define OMP2OCL_ALLOCATIONS_H

namespace clang {
class ASTContext;
class Rewriter;
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
void registerAllocationBlocks(clang::ASTContext &Ctx, clang::Rewriter &R);

} // namespace omp2ocl

#endif
