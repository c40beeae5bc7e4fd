//===- CallSites.h - who calls whom in a translation unit ------------------===//
#ifndef OMP2OCL_CALLSITES_H
#define OMP2OCL_CALLSITES_H

#include <map>
#include <set>
#include <utility>
#include <vector>

namespace clang {
class ASTContext;
class CallExpr;
class FunctionDecl;
class VarDecl;
} // namespace clang

namespace omp2ocl {

/// The direct calls of a unit, for analyses that follow a function out to
/// its callers (host affinity, covered pointer parameters).
struct UnitCalls {
  /// Per callee (canonical declaration): each call and the function making
  /// it (null outside any function).
  std::map<const clang::FunctionDecl *,
           std::vector<std::pair<const clang::CallExpr *, const clang::FunctionDecl *>>>
      calls;
  /// Functions named other than as the callee of a call (their address taken).
  std::set<const clang::FunctionDecl *> addressTaken;
  /// Variables whose address is taken (`&v`) somewhere.
  std::set<const clang::VarDecl *> addressOf;
  /// Struct variables a pointer may reach a part of: the address of a
  /// member (or of an element of an array member) is taken, or an array
  /// member is used as a pointer other than by subscripting it
  /// (`&P.nx`, `&P.a[3]`, `int *q = P.a;`).
  std::set<const clang::VarDecl *> partAddressOf;
};

UnitCalls collectUnitCalls(clang::ASTContext &Ctx);

} // namespace omp2ocl

#endif
