//===- CallSites.cpp - who calls whom in a translation unit ----------------===//
#include "CallSites.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace omp2ocl {
namespace {

struct Collector : RecursiveASTVisitor<Collector> {
  UnitCalls Out;
  std::set<const DeclRefExpr *> Callees;
  const FunctionDecl *Current = nullptr;

  bool TraverseFunctionDecl(FunctionDecl *FD) {
    const FunctionDecl *Saved = Current;
    Current = FD;
    bool R = RecursiveASTVisitor::TraverseFunctionDecl(FD);
    Current = Saved;
    return R;
  }
  // A call is visited before its children, so its callee's name is known
  // as a callee when VisitDeclRefExpr meets it.
  bool VisitCallExpr(CallExpr *C) {
    if (auto *DRE = dyn_cast<DeclRefExpr>(C->getCallee()->IgnoreParenImpCasts()))
      if (auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl())) {
        Callees.insert(DRE);
        Out.calls[FD->getCanonicalDecl()].push_back({C, Current});
      }
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl()))
      if (!Callees.count(DRE))
        Out.addressTaken.insert(FD->getCanonicalDecl());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->getOpcode() == UO_AddrOf) {
      if (auto *DRE = dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParenImpCasts()))
        if (auto *V = dyn_cast<VarDecl>(DRE->getDecl()))
          Out.addressOf.insert(V);
      notePart(UO->getSubExpr());
    }
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *ICE) {
    if (ICE->getCastKind() == CK_ArrayToPointerDecay)
      Decays.push_back(ICE);
    return true;
  }
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *ASE) {
    Subscripted.insert(ASE->getBase()->IgnoreParens());
    return true;
  }
  /// Marks the struct variable whose part E is (through members and
  /// subscripts of arrays), if any.
  void notePart(const Expr *E) {
    bool Member = false;
    if (const VarDecl *V = storageVariable(E, &Member); V && Member)
      Out.partAddressOf.insert(V);
  }
  void finish() {
    for (const ImplicitCastExpr *ICE : Decays)
      if (!Subscripted.count(ICE))
        notePart(ICE->getSubExpr());
  }
  std::vector<const ImplicitCastExpr *> Decays;
  std::set<const Expr *> Subscripted;
};

} // namespace

UnitCalls collectUnitCalls(ASTContext &Ctx) {
  Collector C;
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  C.finish();
  return std::move(C.Out);
}

} // namespace omp2ocl
