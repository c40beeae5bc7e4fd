//===- RegisterStorage.h - drop the `register` storage class --------------===//
//
// Legacy code declares hot locals `register`. The host code passes kernel
// arguments and results by address (omp2ocl_arg_value(k, i, &x, ...)), which
// C forbids for a register variable. The keyword is only a hint, and
// dropping it only allows more, so the host code drops it everywhere.
//
//===----------------------------------------------------------------------===//
#ifndef OMP2OCL_REGISTERSTORAGE_H
#define OMP2OCL_REGISTERSTORAGE_H

#include "clang/Basic/SourceLocation.h"

namespace clang {
class ASTContext;
class Rewriter;
class VarDecl;
} // namespace clang

namespace omp2ocl {

/// Where the `register` keyword of VD's declaration is spelled in the main
/// file; invalid when it comes from a macro (then it stays, and loops whose
/// launch needs VD's address stay on the host).
clang::SourceLocation registerKeyword(const clang::VarDecl *VD, clang::ASTContext &Ctx);

/// Removes the `register` keyword of every declaration in the main file
/// (locals and parameters) that is not spelled inside a macro.
void dropRegisterStorage(clang::ASTContext &Ctx, clang::Rewriter &R);

} // namespace omp2ocl

#endif
