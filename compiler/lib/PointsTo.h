//===- PointsTo.h - Steensgaard-style points-to analysis over the AST -----===//
//
// A unification-based (Steensgaard 1996), flow- and context-insensitive
// points-to analysis over a whole translation unit. Every abstract memory
// location (a variable, a struct member of a given declaration, the value a
// function returns, memory outside the unit) is a node; nodes are merged
// into classes by union-find, and each class points to at most one class.
// Arrays are one location with their elements; struct members are one
// location per member declaration (field-based). Each call of malloc,
// calloc, aligned_alloc or realloc in the unit is a heap location of its
// own (realloc's also holds the block it was given); the C library
// functions that keep no pointer (free, memset, memcpy, memmove, memcmp,
// the string comparisons) do not make their arguments escape. LLVM 19 no
// longer ships steens-aa; the data-layout passes and the host-access
// announcements use this instead.
//
//===----------------------------------------------------------------------===//
#ifndef OMP2OCL_POINTSTO_H
#define OMP2OCL_POINTSTO_H

#include "clang/Basic/SourceLocation.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Decl;
class Expr;
class FunctionDecl;
class ParmVarDecl;
class VarDecl;
} // namespace clang

namespace omp2ocl {

class PointsToAnalysis {
public:
  enum class NodeKind {
    Variable,    ///< a VarDecl (arrays, pointers, parameters, anything)
    Field,       ///< a struct/union member (all objects of the type)
    Return,      ///< the value a function returns
    External,    ///< memory the unit does not see (other files, casts)
    Placeholder, ///< a pointee not yet identified (merged into real classes)
    Heap,        ///< the blocks one allocation call of the unit returns
  };
  struct Node {
    NodeKind kind = NodeKind::Placeholder;
    const clang::Decl *decl = nullptr;
    const clang::Expr *site = nullptr; ///< Heap: the allocation call
  };

  /// Builds the classes from every function body and initializer of the
  /// translation unit.
  explicit PointsToAnalysis(clang::ASTContext &Ctx);
  ~PointsToAnalysis();
  PointsToAnalysis(const PointsToAnalysis &) = delete;
  PointsToAnalysis &operator=(const PointsToAnalysis &) = delete;

  /// The class of the memory object VD (its own storage).
  unsigned classOf(const clang::VarDecl *VD);
  /// The class the value of pointer variable VD may point into, or -1 when
  /// it never receives an address.
  int pointeeOf(const clang::VarDecl *VD);
  /// The nodes inside class C (the objects it stands for).
  std::vector<Node> members(unsigned C);
  /// The nodes whose value may point into class C.
  std::vector<Node> pointersInto(unsigned C);
  /// Why a parameter may receive memory from outside the unit ("" if not).
  std::string externalReason(const clang::ParmVarDecl *P) const;

private:
  class Impl;
  std::unique_ptr<Impl> P;
};

} // namespace omp2ocl

#endif
