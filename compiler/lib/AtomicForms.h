//===- AtomicForms.h - the statement forms of `#pragma omp atomic` --------===//
#ifndef OMP2OCL_ATOMICFORMS_H
#define OMP2OCL_ATOMICFORMS_H

#include "clang/AST/OperationKinds.h"
#include <string>

namespace clang {
class ASTContext;
class Expr;
class OMPAtomicDirective;
} // namespace clang

namespace omp2ocl {

/// What an atomic construct does to its location x, in the forms OpenMP
/// allows (update, read, write, capture), for the kernel emitter.
struct AtomicForm {
  enum Kind { Update, Read, Write } kind = Update;
  const clang::Expr *x = nullptr; ///< the location
  /// Update: x = x op e (or x = e op x when operandFirst); ++/-- are
  /// Add/Sub with no operand (1).
  clang::BinaryOperatorKind op = clang::BO_Add;
  const clang::Expr *operand = nullptr;
  bool operandFirst = false;
  /// Write: the value stored.
  const clang::Expr *value = nullptr;
  /// Read and capture: the variable receiving x's value, the new one
  /// (after the update) when captureNew.
  const clang::Expr *v = nullptr;
  bool captureNew = false;
};

/// Recognises A's statement: true with F filled in, or false with Why (a
/// form the device does not run: `compare`, a capture that writes, ...).
bool recogniseAtomic(const clang::OMPAtomicDirective *A, clang::ASTContext &Ctx,
                     AtomicForm &F, std::string &Why);

} // namespace omp2ocl

#endif
