//===- AtomicForms.h - the statement forms of `#pragma omp atomic` --------===//
#ifndef OMP2OCL_ATOMICFORMS_H
#define OMP2OCL_ATOMICFORMS_H

#include "clang/AST/OperationKinds.h"
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Expr;
class OMPAtomicDirective;
class OMPCriticalDirective;
class Stmt;
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
  /// The statement the form was read from (criticalAsAtomics: one of the
  /// section's statements).
  const clang::Stmt *stmt = nullptr;
};

/// Recognises A's statement: true with F filled in, or false with Why (a
/// form the device does not run: `compare`, a capture that writes, ...).
bool recogniseAtomic(const clang::OMPAtomicDirective *A, clang::ASTContext &Ctx,
                     AtomicForm &F, std::string &Why);

/// A critical section made only of updates (`cnt++;`, `{ sum += x; n++; }`,
/// each one of the update forms above): each may run as an atomic update
/// instead, when every critical section that can run beside it is such a
/// one (the kernel emitter's callers keep any other on the host). True with
/// the updates in Forms.
bool criticalAsAtomics(const clang::OMPCriticalDirective *C, clang::ASTContext &Ctx,
                       std::vector<AtomicForm> &Forms);

/// True when S lies in the statement of an atomic construct, or of a
/// critical section criticalAsAtomics() accepts (Parent gives a
/// statement's parent).
bool underAtomicUpdate(const clang::Stmt *S, clang::ASTContext &Ctx,
                       const clang::Stmt *(*Parent)(const clang::Stmt *,
                                                    clang::ASTContext &));

} // namespace omp2ocl

#endif
