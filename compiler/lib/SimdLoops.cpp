//===- SimdLoops.cpp - `omp simd` loops that run inside other loops ------===//
#include "SimdLoops.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <map>

using namespace clang;

namespace omp2ocl {

namespace {
std::map<const Stmt *, const OMPExecutableDirective *> &unwrapped() {
  static std::map<const Stmt *, const OMPExecutableDirective *> Map;
  return Map;
}

std::vector<const OMPExecutableDirective *> &outsideLoops() {
  static std::vector<const OMPExecutableDirective *> List;
  return List;
}

bool isLoop(const Stmt *S) {
  return isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) || isa<OMPLoopDirective>(S);
}

/// Walks S's children. `Inside` is true where a simd loop runs inside
/// another loop or a helper function: there it is unwrapped.
unsigned unwrapIn(Stmt *S, bool Inside, bool InLoop) {
  if (!S)
    return 0;
  // A region's statements run in every thread: a simd loop there is not
  // inside a loop of the region (a loop around the region does not count).
  if (isa<OMPExecutableDirective>(S) && !isa<OMPLoopDirective>(S))
    Inside = false;
  bool ChildInside = Inside || isLoop(S);
  bool ChildInLoop = InLoop || isLoop(S);
  // A directive's statement is not among a CapturedStmt's children (those
  // are the captures' initialisers).
  if (auto *CS = dyn_cast<CapturedStmt>(S))
    return unwrapIn(CS->getCapturedStmt(), ChildInside, ChildInLoop);
  unsigned Count = 0;
  for (Stmt *&C : S->children()) {
    if (!C)
      continue;
    if (auto *D = dyn_cast<OMPSimdDirective>(C); D && ChildInside) {
      if (auto *Loop = const_cast<Stmt *>(associatedStatement(D))) {
        unwrapped()[Loop] = D;
        if (!ChildInLoop)
          outsideLoops().push_back(D);
        C = Loop;
        ++Count;
      }
    }
    Count += unwrapIn(C, ChildInside, ChildInLoop);
  }
  return Count;
}
} // namespace

unsigned unwrapNestedSimdLoops(ASTContext &Ctx) {
  unwrapped().clear(); // statements of an earlier parse
  outsideLoops().clear();
  const SourceManager &SM = Ctx.getSourceManager();
  unsigned Count = 0;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    auto *FD = dyn_cast<FunctionDecl>(D);
    if (!FD || !FD->doesThisDeclarationHaveABody() ||
        !SM.isInMainFile(SM.getExpansionLoc(FD->getLocation())))
      continue;
    Count += unwrapIn(FD->getBody(), !FD->isMain(), false);
  }
  // Parents Clang computed before (a preparation's analyses) name the
  // directives: they are computed again on the next question.
  if (Count)
    Ctx.setTraversalScope({Ctx.getTranslationUnitDecl()});
  return Count;
}

const OMPExecutableDirective *unwrappedSimdDirective(const Stmt *S) {
  auto It = unwrapped().find(S);
  return It == unwrapped().end() ? nullptr : It->second;
}

bool simdSumMayReassociate(const Stmt *S, const VarDecl *V) {
  const OMPExecutableDirective *D = unwrappedSimdDirective(S);
  if (!D)
    return false;
  for (const auto *C : D->getClausesOfKind<OMPReductionClause>()) {
    OverloadedOperatorKind Op = C->getNameInfo().getName().getCXXOverloadedOperator();
    if (Op != OO_Plus && Op != OO_Minus)
      continue;
    for (const Expr *E : C->varlists())
      if (auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
        if (DRE->getDecl()->getCanonicalDecl() == V->getCanonicalDecl())
          return true;
  }
  return false;
}

const std::vector<const OMPExecutableDirective *> &simdLoopsOutsideLoops() {
  return outsideLoops();
}

const Stmt *asWritten(const Stmt *S) {
  const OMPExecutableDirective *D = unwrappedSimdDirective(S);
  return D ? D : S;
}

} // namespace omp2ocl
