//===- SimdPrivates.h - a simd loop's private variables, declared --------===//
#ifndef OMP2OCL_SIMDPRIVATES_H
#define OMP2OCL_SIMDPRIVATES_H

namespace clang {
class ASTContext;
class Rewriter;
} // namespace clang

namespace omp2ocl {

/// Source preparation: each simd loop read as its plain loop (SimdLoops.h)
/// whose private variables, or iterators declared outside it, are not yet
/// declared around it gets a block declaring them again:
///
///     { __typeof__(t) t; __typeof__(j) j;
///     #pragma omp simd private(t)
///       for (j = 0; j < m; j++) { t = ...; }  }
///
/// OpenMP gives each lane its own t and j, uninitialised, and leaves the
/// outer ones alone; in order, the block's variables do the same for the
/// loop (its iterators are dead after it, SimdLoops.cpp checks that). The
/// host code keeps the block, which means the same to OpenMP. Returns the
/// number of loops edited.
unsigned declareSimdPrivates(clang::ASTContext &Ctx, clang::Rewriter &RW);

} // namespace omp2ocl

#endif
