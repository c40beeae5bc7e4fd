//===- SimdLoops.cpp - `omp simd` loops that run inside other loops ------===//
#include "SimdLoops.h"
#include "BuildModel.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

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

/// Per unwrapped loop, its iterators declared outside it whose values
/// after it no read sees: a block around it declares them again.
std::map<const Stmt *, std::vector<const VarDecl *>> &deadIterators() {
  static std::map<const Stmt *, std::vector<const VarDecl *>> Map;
  return Map;
}

std::map<const OMPExecutableDirective *, std::string> &keptWhy() {
  static std::map<const OMPExecutableDirective *, std::string> Map;
  return Map;
}

bool isLoop(const Stmt *S) {
  return isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) || isa<OMPLoopDirective>(S);
}

/// True when D gives V a copy of its own: private (firstprivate, when
/// Firstprivate), or V is one of its loops' iterators (not lastprivate).
bool privatizes(const OMPExecutableDirective *D, const VarDecl *V, bool Firstprivate) {
  auto Names = [&](auto Clauses) {
    for (const auto *C : Clauses)
      for (const Expr *E : C->varlists())
        if (refVar(E) == V)
          return true;
    return false;
  };
  if (Firstprivate)
    return Names(D->template getClausesOfKind<OMPFirstprivateClause>());
  if (Names(D->getClausesOfKind<OMPPrivateClause>()))
    return true;
  if (auto *LD = dyn_cast<OMPLoopDirective>(D))
    for (const Expr *E : LD->counters())
      if (refVar(E) == V)
        return !Names(D->getClausesOfKind<OMPLastprivateClause>());
  return false;
}

/// The statement to search for reads of the value the simd loop Skip leaves
/// in V: the innermost construct around Skip in Body giving V a copy of its
/// own (the copy ends with it), else Body.
const Stmt *lifetimeOf(const VarDecl *V, const Stmt *Body, const Stmt *Skip) {
  std::vector<const Stmt *> Path;
  std::function<bool(const Stmt *)> Find = [&](const Stmt *S) {
    if (!S)
      return false;
    Path.push_back(S);
    if (S == Skip)
      return true;
    for (const Stmt *C : subStatements(S))
      if (Find(C))
        return true;
    Path.pop_back();
    return false;
  };
  Find(Body);
  for (size_t K = Path.size(); K-- > 0;)
    if (auto *D = dyn_cast<OMPExecutableDirective>(Path[K]); D && Path[K] != Skip &&
                                                          privatizes(D, V, false))
      return associatedStatement(D);
  return Body;
}

/// True when no read of V under S may see the value the loop Skip leaves
/// in V: every read that may run after Skip (written after it, or inside a
/// loop around it) is the target of a plain assignment, or inside a `for`
/// whose initialisation assigns V from an expression without V.
bool valueDeadOutside(const VarDecl *V, const Stmt *S, const Stmt *Skip, bool Covered,
                      bool Around, ASTContext &Ctx) {
  if (!S || S == Skip)
    return true;
  const SourceManager &SM = Ctx.getSourceManager();
  auto Contains = [&](const Stmt *Outer, const Stmt *Inner) {
    return locationWithin(Inner->getBeginLoc(), Outer, SM);
  };
  if (auto *DRE = dyn_cast<DeclRefExpr>(S)) {
    if (Covered || DRE->getDecl() != V)
      return true;
    bool After = SM.isBeforeInTranslationUnit(
        SM.getExpansionRange(Skip->getEndLoc()).getEnd(), SM.getExpansionLoc(DRE->getBeginLoc()));
    return !After && !Around;
  }
  if ((isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S)) && Contains(S, Skip))
    Around = true;
  // A construct giving V a copy of its own: its reads are of that copy
  // (firstprivate's copy starts with V's value: a read where it stands).
  if (auto *D = dyn_cast<OMPExecutableDirective>(S); D && !Contains(D, Skip)) {
    if (privatizes(D, V, /*Firstprivate=*/true)) {
      bool After = SM.isBeforeInTranslationUnit(SM.getExpansionRange(Skip->getEndLoc()).getEnd(),
                                                SM.getExpansionLoc(D->getBeginLoc()));
      return Covered || (!After && !Around);
    }
    if (privatizes(D, V, false))
      return true;
  }
  auto AssignsV = [&](const Stmt *X, const Expr *&Rhs) {
    auto *BO = dyn_cast_or_null<BinaryOperator>(X);
    if (!BO || BO->getOpcode() != BO_Assign || refVar(BO->getLHS()) != V)
      return false;
    Rhs = BO->getRHS();
    return true;
  };
  const Expr *Rhs = nullptr;
  if (AssignsV(S, Rhs))
    return valueDeadOutside(V, Rhs, Skip, Covered, Around, Ctx);
  if (auto *F = dyn_cast<ForStmt>(S); F && AssignsV(F->getInit(), Rhs)) {
    std::vector<const DeclRefExpr *> Self;
    refsOf(Rhs, V, Self);
    bool Fresh = Self.empty();
    return valueDeadOutside(V, Rhs, Skip, Covered, Around, Ctx) &&
           valueDeadOutside(V, F->getCond(), Skip, Covered || Fresh, Around, Ctx) &&
           valueDeadOutside(V, F->getInc(), Skip, Covered || Fresh, Around, Ctx) &&
           valueDeadOutside(V, F->getBody(), Skip, Covered || Fresh, Around, Ctx);
  }
  for (const Stmt *C : subStatements(S))
    if (!valueDeadOutside(V, C, Skip, Covered, Around, Ctx))
      return false;
  return true;
}

/// `linear(v: step)` reads as the plain loop when the body advances v by
/// the step once, unconditionally, in a statement of its own, and nothing
/// leaves an iteration early: v then holds start + k * step in iteration
/// k, and after the loop the value of the last one, as the clause says.
bool advancesOnce(const VarDecl *V, int64_t Step, const Stmt *Body, ASTContext &Ctx) {
  auto Writes = variableWrites(Body);
  if (!Writes.count(V) || Writes[V] != 1)
    return false;
  if (containsKind(Body, [](const Stmt *X) {
        return isa<ContinueStmt>(X) || isa<BreakStmt>(X) || isa<GotoStmt>(X) ||
               isa<ReturnStmt>(X);
      }))
    return false;
  std::vector<const Stmt *> Top;
  if (auto *CS = dyn_cast<CompoundStmt>(Body))
    Top.assign(CS->body_begin(), CS->body_end());
  else
    Top.push_back(Body);
  for (const Stmt *X : Top) {
    const Expr *E = dyn_cast<Expr>(X);
    if (!E)
      continue;
    E = E->IgnoreParens();
    if (auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->isIncrementDecrementOp() &&
                                               refVar(UO->getSubExpr()) == V)
      return Step == (UO->isIncrementOp() ? 1 : -1);
    if (auto *CA = dyn_cast<CompoundAssignOperator>(E); CA && refVar(CA->getLHS()) == V) {
      Expr::EvalResult R;
      if ((CA->getOpcode() != BO_AddAssign && CA->getOpcode() != BO_SubAssign) ||
          !CA->getRHS()->EvaluateAsInt(R, Ctx))
        return false;
      int64_t K = R.Val.getInt().getExtValue();
      return Step == (CA->getOpcode() == BO_AddAssign ? K : -K);
    }
  }
  return false;
}

class Unwrapper {
public:
  Unwrapper(ASTContext &Ctx, const Stmt *FunctionBody, bool InMain)
      : Ctx(Ctx), Body(FunctionBody), InMain(InMain) {}

  /// Walks S's children. `Inside` is true where a simd loop runs inside
  /// another loop or a helper function: there it is unwrapped when it can
  /// run in order.
  unsigned walk(Stmt *S, bool Inside, bool InLoop) {
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
      return walk(CS->getCapturedStmt(), ChildInside, ChildInLoop);
    unsigned Count = 0;
    for (Stmt *&C : S->children()) {
      if (!C)
        continue;
      if (auto *D = dyn_cast<OMPSimdDirective>(C); D && ChildInside) {
        auto *Loop = const_cast<Stmt *>(associatedStatement(D));
        std::vector<const VarDecl *> Dead;
        std::string Why = Loop ? whyNotInOrder(D, Loop, Dead) : "it has no loop";
        if (Why.empty()) {
          unwrapped()[Loop] = D;
          deadIterators()[Loop] = Dead;
          if (!ChildInLoop && InMain)
            outsideLoops().push_back(D);
          C = Loop;
          ++Count;
        } else {
          keptWhy()[D] = Why;
        }
      }
      Count += walk(C, ChildInside, ChildInLoop);
    }
    return Count;
  }

private:
  /// Why the simd loop D cannot run as its plain loop ("" when it can).
  /// private variables are fine (SimdPrivates.cpp declares them in a block
  /// around the loop), as are reductions and lastprivate.
  std::string whyNotInOrder(const OMPSimdDirective *D, const Stmt *Loop,
                            std::vector<const VarDecl *> &Dead) {
    for (const auto *C : D->getClausesOfKind<OMPLinearClause>()) {
      int64_t Step = 1;
      if (const Expr *St = C->getStep()) {
        Expr::EvalResult R;
        if (!St->EvaluateAsInt(R, Ctx))
          return "its linear clause has a step that is not a constant";
        Step = R.Val.getInt().getExtValue();
      }
      for (const Expr *E : C->varlists()) {
        const VarDecl *V = refVar(E);
        const auto *F = dyn_cast<ForStmt>(Loop);
        if (!V || !F || D->getLoopsNumber() != 1 || !advancesOnce(V, Step, F->getBody(), Ctx))
          return "its linear variable '" + (V ? V->getNameAsString() : std::string("?")) +
                 "' is not advanced by its step once in every iteration";
      }
    }
    // Its iterators end the loop at their last value plus the step, or
    // keep their values when it runs no iteration, which the plain loop
    // does not: declared outside it, no read may see them, unless the
    // loop surely runs (constant bounds).
    bool Runs = runsSurely(D, Loop);
    // A backward goto makes a loop the statements do not show: a read
    // before the simd loop may then run after it.
    bool Jumps = containsKind(Body, [](const Stmt *X) {
      return isa<GotoStmt>(X) || isa<IndirectGotoStmt>(X);
    });
    for (const Expr *E : D->counters()) {
      const VarDecl *V = refVar(E);
      if (!V || declaredWithin(V, Loop, Ctx))
        continue;
      // Only a function's own automatic variable whose address it never
      // takes has all its reads in the function: a global, a static local
      // or one reached through a pointer may be read anywhere.
      bool Own = V->hasLocalStorage() && !isa<ParmVarDecl>(V) &&
                 !containsKind(Body, [&](const Stmt *X) {
                   auto *UO = dyn_cast<UnaryOperator>(X);
                   return UO && UO->getOpcode() == UO_AddrOf &&
                          refVar(UO->getSubExpr()) == V;
                 });
      const Stmt *Life = lifetimeOf(V, Body, D);
      if (Own && valueDeadOutside(V, Life, D, false, Jumps, Ctx)) {
        // A copy of a construct around it (`private(j)` on the parallel
        // loop) may take the loop's writes; a shared one needs its own.
        if (Life == Body)
          Dead.push_back(V);
      }
      else if (!Runs)
        return "its iterator '" + V->getNameAsString() + "' is read after it";
    }
    return "";
  }

  /// Every loop D covers has constant bounds and at least one iteration.
  bool runsSurely(const OMPSimdDirective *D, const Stmt *Loop) {
    const Stmt *S = Loop;
    for (unsigned K = 0; K < D->getLoopsNumber(); ++K) {
      auto *F = dyn_cast_or_null<ForStmt>(S);
      ParallelDim PD;
      if (!F || !readCanonicalLoop(F, PD, Ctx).empty())
        return false;
      Expr::EvalResult L, U;
      if (!PD.lower->EvaluateAsInt(L, Ctx) || !PD.upper->EvaluateAsInt(U, Ctx))
        return false;
      int64_t Lo = L.Val.getInt().getExtValue(), Hi = U.Val.getInt().getExtValue();
      bool Runs = PD.step > 0 ? (PD.upperInclusive ? Lo <= Hi : Lo < Hi)
                              : (PD.upperInclusive ? Lo >= Hi : Lo > Hi);
      if (!Runs)
        return false;
      S = F->getBody();
      if (auto *CS = dyn_cast<CompoundStmt>(S); CS && CS->size() == 1)
        S = CS->body_front();
    }
    return true;
  }

  ASTContext &Ctx;
  const Stmt *Body;
  bool InMain;
};
} // namespace

unsigned unwrapNestedSimdLoops(ASTContext &Ctx) {
  unwrapped().clear(); // statements of an earlier parse
  deadIterators().clear();
  outsideLoops().clear();
  keptWhy().clear();
  const SourceManager &SM = Ctx.getSourceManager();
  unsigned Count = 0;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    auto *FD = dyn_cast<FunctionDecl>(D);
    // Helpers of the user's headers too (`static inline` with a simd loop,
    // called by a kernel), not the system's.
    if (!FD || !FD->doesThisDeclarationHaveABody() ||
        SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation())))
      continue;
    bool InMain = SM.isInMainFile(SM.getExpansionLoc(FD->getLocation()));
    Count += Unwrapper(Ctx, FD->getBody(), InMain).walk(FD->getBody(), !FD->isMain(), false);
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

std::vector<std::pair<const Stmt *, const OMPExecutableDirective *>> unwrappedSimdLoops() {
  return {unwrapped().begin(), unwrapped().end()};
}

std::string whySimdKept(const OMPExecutableDirective *D) {
  auto It = keptWhy().find(D);
  return It == keptWhy().end() ? "" : It->second;
}

std::vector<const VarDecl *> simdPrivatesPending(const Stmt *S, ASTContext &Ctx) {
  std::vector<const VarDecl *> Out;
  const OMPExecutableDirective *D = unwrappedSimdDirective(S);
  if (!D)
    return Out;
  std::vector<const VarDecl *> Want;
  for (const auto *C : D->getClausesOfKind<OMPPrivateClause>())
    for (const Expr *E : C->varlists())
      if (const VarDecl *V = refVar(E))
        Want.push_back(V);
  for (const VarDecl *V : deadIterators()[S])
    Want.push_back(V);
  // Declared already, by this preparation in an earlier parse: `__typeof__(v)
  // v;` in the blocks around the loop that hold nothing else.
  std::set<const VarDecl *> Have;
  const Stmt *Inner = S;
  while (auto *CS = dyn_cast_or_null<CompoundStmt>(parentStmt(Inner, Ctx))) {
    bool OnlyDecls = true;
    for (const Stmt *X : CS->body())
      OnlyDecls &= X == Inner || isa<DeclStmt>(X);
    if (!OnlyDecls)
      break;
    for (const Stmt *X : CS->body())
      if (auto *DS = dyn_cast<DeclStmt>(X))
        for (const Decl *Dc : DS->decls())
          if (auto *VD = dyn_cast<VarDecl>(Dc); VD && !VD->hasInit() && VD->getTypeSourceInfo() &&
                                                 isa<TypeOfExprType>(
                                                     VD->getTypeSourceInfo()->getType()))
            Have.insert(VD);
    Inner = CS;
  }
  for (const VarDecl *V : Want)
    if (!Have.count(V) && std::find(Out.begin(), Out.end(), V) == Out.end())
      Out.push_back(V);
  return Out;
}

const Stmt *asWritten(const Stmt *S) {
  const OMPExecutableDirective *D = unwrappedSimdDirective(S);
  return D ? D : S;
}

} // namespace omp2ocl
