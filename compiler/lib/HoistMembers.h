//===- HoistMembers.h - struct members read once before a loop ------------===//
#ifndef OMP2OCL_HOISTMEMBERS_H
#define OMP2OCL_HOISTMEMBERS_H

#include "PrepareEdits.h"

#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Expr;
class FieldDecl;
class Rewriter;
class Stmt;
class VarDecl;
} // namespace clang

namespace omp2ocl {

/// Source preparation, before the translation proper: in each OpenMP loop
/// that reads members of a struct the kernel cannot take (one with pointer
/// or bit-field members: `img->pix[i]`, `f->n`), the member reads become
/// local variables declared just before the directive
/// (`__typeof__(img->pix) omp2ocl_img_pix = img->pix;`), when the loop
/// provably leaves those members and the struct's variable unchanged. The
/// pointer members then are ordinary pointers (buffers of the kernel) and
/// the scalar ones values. The loop and its declarations are wrapped in a
/// block (PrepareEdits.h). Edits go into `RW`; returns how many loops were
/// prepared.
unsigned hoistStructMembers(clang::ASTContext &Ctx, clang::Rewriter &RW,
                            PrepareRemarks &Remarks);

/// The variable and the fields (outermost first) of a chain of members
/// `v.a->b` (parentheses and implicit casts aside), or null when `E` is not
/// one. `Key` names the chain (variable, fields, arrows) when given.
const clang::VarDecl *memberChain(const clang::Expr *E,
                                  std::vector<const clang::FieldDecl *> &Fields,
                                  std::string *Key = nullptr);

/// The chain spelled from its declarations; with `GuardNull`, a read that
/// gives 0 when a pointer on the way is null (`(p ? p->a : 0)`).
std::string memberChainText(const clang::VarDecl *Root,
                            const std::vector<const clang::FieldDecl *> &Fields,
                            bool GuardNull);

/// Whether running S (the unit's functions it calls included) may store to
/// a member in `Fields` or to a whole struct or union, or calls code without
/// a body other than the math functions and C library functions that store
/// to no struct (printf, malloc, free ...), or calls through a pointer.
bool mayChangeMembers(const clang::Stmt *S,
                      const std::set<const clang::FieldDecl *> &Fields);

} // namespace omp2ocl

#endif
