//===- SourceUtils.h - source text and location helpers -------------------===//
#ifndef OMP2OCL_SOURCEUTILS_H
#define OMP2OCL_SOURCEUTILS_H

#include "clang/Basic/SourceLocation.h"
#include <map>
#include <set>
#include <functional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class Expr;
class DeclRefExpr;
class OMPExecutableDirective;
class Stmt;
class SourceManager;
class VarDecl;
} // namespace clang

namespace omp2ocl {

/// The source text of `S` as written (macros unexpanded).
std::string sourceText(const clang::Stmt *S, const clang::ASTContext &Ctx);

/// The location just past the end of `S`, including the `;` that ends an
/// expression or declaration statement (which Clang's ranges leave out).
clang::SourceLocation endOfStatement(const clang::Stmt *S,
                                    const clang::ASTContext &Ctx);

/// The line number of `Loc` as the user wrote it: the presumed line, which
/// follows `#line` (the source preparation's markers keep the numbers of
/// the original file), of the macro expansion's location.
unsigned lineOf(clang::SourceLocation Loc, const clang::SourceManager &SM);

/// True when text may go before the line of directive D and after its
/// statement: D is written in the file, or comes from a macro that holds
/// only the directive (`#define PARALLEL_FOR _Pragma("omp parallel for")`
/// on the line before the loop), whose statement is written in the file.
bool directiveInFile(const clang::OMPExecutableDirective *D, const clang::SourceManager &SM);

/// The start of the line holding `Loc` (where `#pragma` lines begin), or
/// `Loc` itself when code precedes it on its line (a `_Pragma` there).
clang::SourceLocation startOfLine(clang::SourceLocation Loc,
                                  const clang::SourceManager &SM);

/// A C identifier made from the file's base name, e.g. `ft_c`.
std::string identifierFor(const std::string &Path);

/// `S` as a C string literal body (escaped), one source line per line.
std::string cStringLiteral(const std::string &S);

/// The statement a directive applies to, inside Clang's CapturedStmt
/// wrappers (null for a directive without one).
const clang::Stmt *associatedStatement(const clang::OMPExecutableDirective *D);

/// True when V is declared inside the source range of S (a null S holds
/// nothing).
bool declaredWithin(const clang::VarDecl *V, const clang::Stmt *S,
                    clang::ASTContext &Ctx);

/// True when L (its expansion) lies within S's text, its ends included.
bool locationWithin(clang::SourceLocation L, const clang::Stmt *S,
                    const clang::SourceManager &SM);

/// The statement whose child S is, or null (a declaration, the top).
const clang::Stmt *parentStmt(const clang::Stmt *S, clang::ASTContext &Ctx);
/// The statement holding S, also through a variable's initialiser to its
/// DeclStmt (`int f = v;`); null at the top.
const clang::Stmt *parentAcrossDecls(const clang::Stmt *S, clang::ASTContext &Ctx);

/// A compound statement of `Stmts` made by the translator (the statements
/// stay where they are in the AST: their parent is still their own).
const clang::Stmt *madeCompound(clang::ASTContext &Ctx,
                                const std::vector<const clang::Stmt *> &Stmts);

/// An if/else-if chain made by the translator from the conditions of the
/// chain `Original` and branches nested in its branches (null Else: none).
/// Walks up from a branch meet the original's statements and conditions.
const clang::Stmt *madeIfChain(clang::ASTContext &Ctx, const clang::Stmt *Original,
                               const std::vector<const clang::Expr *> &Conds,
                               const std::vector<const clang::Stmt *> &Branches,
                               const clang::Stmt *Else);

/// Forgets the chains madeIfChain() made (a new translation unit begins).
void forgetMadeStatements();

/// True when a walk up from inside `Body` through parentStmt() has reached
/// the top of the body at `S`: S is Body, or one of its statements when Body
/// is a compound statement (also one madeCompound() made, whose statements'
/// parents are elsewhere), or the original chain of an if chain
/// madeIfChain() made.
bool atTopOfBody(const clang::Stmt *S, const clang::Stmt *Body);

/// True when `Child` of `Parent` runs only under a condition: a branch of
/// an if or ?:, anything under a switch, the right operand of && / ||.
bool runsUnderCondition(const clang::Stmt *Parent, const clang::Stmt *Child);

/// A loop statement that runs its iterations one after another (while, do,
/// or a for that is not the loop of an OpenMP work-sharing directive).
bool isSequentialLoop(const clang::Stmt *S, clang::ASTContext &Ctx);

/// The variables `E` reads, into Out; false when E has side effects or
/// reads something that is not a variable or constant (host expressions
/// the generated code may evaluate again elsewhere).
bool hostDecls(const clang::Expr *E, clang::ASTContext &Ctx,
               std::set<const clang::VarDecl *> &Out);

/// How often S (and the statements inside it, captured bodies included)
/// writes each variable by name: assignments, compound assignments, `++` /
/// `--`, and `&v` (which may write it later).
std::map<const clang::VarDecl *, unsigned> variableWrites(const clang::Stmt *S);

/// The subscripts of an element access `a[i][j]`, outermost first, when the
/// chain starts at the array itself: a variable or a struct member (`a`,
/// `s.a`, `p[k].a`, `p->a`). Empty when there is no subscript or the array is
/// reached through pointer arithmetic or a call (`(g + 1)[j]`): there the
/// subscripts do not name the element alone, and two accesses with equal
/// subscripts may touch different elements (and different ones the same).
std::vector<const clang::Expr *> subscriptChain(const clang::Expr *Access);

/// The sub-statements of S, including the body of a CapturedStmt (which
/// Clang's children() leaves out: it lists only the captures).
std::vector<const clang::Stmt *> subStatements(const clang::Stmt *S);
/// True when S, or a statement under it (subStatements), satisfies Is.
bool containsKind(const clang::Stmt *S, const std::function<bool(const clang::Stmt *)> &Is);

/// The operand an assignment (`=`, `+=`, ...) or an increment/decrement
/// stores to, parentheses around E aside; null for any other expression.
const clang::Expr *storeTarget(const clang::Expr *E);

/// The variable whose storage the lvalue E is part of, through `.member`
/// and subscripts of arrays (`P.nx`, `F.h[k]`, `a[i][j]`); null for
/// anything else (`p->x`, `ptr[i]`). ThroughMember (when given) tells
/// whether a member was on the way.
const clang::VarDecl *storageVariable(const clang::Expr *E, bool *ThroughMember = nullptr);

/// The variable E names, parentheses and implicit casts aside; null for any
/// other expression (and for a null E).
const clang::VarDecl *refVar(const clang::Expr *E);
/// The variable whose own storage an assignment to E changes: `v`, an
/// element of an array variable `a[i][j]`, a member `s.f`; null for memory
/// reached through a pointer (`p[i]`, `s->f`).
const clang::VarDecl *storageVar(const clang::Expr *E);

/// Every DeclRefExpr of D under S (subStatements order).
void refsOf(const clang::Stmt *S, const clang::VarDecl *D,
            std::vector<const clang::DeclRefExpr *> &Out);

} // namespace omp2ocl

#endif
