//===- TeamClauses.cpp - loops a team of one thread may have to run -------===//
//
// `#pragma omp parallel for if(c)` with c false, or `num_threads(1)`, runs
// the loop on one thread in iteration order; so does an `omp for` inside
// `#pragma omp parallel if(c)`. Programs use that to run a loop whose
// iterations depend on each other through the same code as a parallel one
// (a prefix mode of a generic transform). The kernel would run them side by
// side: a wrong answer. So, per offloaded loop:
//
//  - a combined loop's own clauses: constant and serialising -> host;
//    otherwise the launch tests `!(c)` and `(n) == 1` first and runs the
//    OpenMP version when either holds (the expressions are evaluated once
//    more there, so they must have no side effects and read no arrays,
//    whose layout the passes may change: else host);
//  - a work-sharing loop: the clauses of the region around it, or, for an
//    orphaned loop, of every `omp parallel` of the unit (the regions that
//    may call it): constant and serialising -> host; otherwise the launch,
//    made inside the region, asks the team's size (omp_get_num_threads()
//    == 1 -> the OpenMP version). Regions in other translation units are
//    not seen (docs/ARCHITECTURE.md).
//
//===----------------------------------------------------------------------===//
#include "TeamClauses.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"

#include <optional>

using namespace clang;

namespace omp2ocl {
namespace {

/// What a directive's clauses say about its team.
struct TeamClause {
  const Expr *cond = nullptr; ///< `if` (for `parallel`, or with no modifier)
  const Expr *threads = nullptr; ///< `num_threads`
};

TeamClause teamClause(const OMPExecutableDirective *D) {
  TeamClause T;
  if (!D)
    return T;
  for (const OMPClause *C : D->clauses()) {
    if (auto *IC = dyn_cast<OMPIfClause>(C)) {
      OpenMPDirectiveKind M = IC->getNameModifier();
      if (M == llvm::omp::OMPD_unknown || M == llvm::omp::OMPD_parallel) {
        T.cond = IC->getCondition();
        // (`parallel for simd if(n > 10)`: Clang captures the condition in
        // a variable of its own; its initialiser is the source's.)
        if (auto *DRE = dyn_cast<DeclRefExpr>(T.cond->IgnoreParenImpCasts()))
          if (auto *CD = dyn_cast<OMPCapturedExprDecl>(DRE->getDecl()); CD && CD->getInit())
            T.cond = CD->getInit();
      }
    } else if (auto *NT = dyn_cast<OMPNumThreadsClause>(C)) {
      T.threads = NT->getNumThreads();
    }
  }
  return T;
}

enum class Team { Many, One, Unknown };

/// Whether the clauses make a team of one thread, as far as constants tell.
Team teamOf(const TeamClause &T, ASTContext &Ctx) {
  Team R = Team::Many;
  if (T.cond) {
    bool V;
    if (!T.cond->isValueDependent() && T.cond->EvaluateAsBooleanCondition(V, Ctx))
      R = V ? R : Team::One;
    else
      R = Team::Unknown;
  }
  if (T.threads && R != Team::One) {
    Expr::EvalResult V;
    if (T.threads->EvaluateAsInt(V, Ctx)) {
      if (V.Val.getInt() == 1)
        R = Team::One;
    } else {
      R = Team::Unknown;
    }
  }
  return R;
}

/// Why an expression cannot be evaluated again at the launch ("" if it can).
std::string notRepeatable(const Expr *E, ASTContext &Ctx) {
  if (E->HasSideEffects(Ctx))
    return "it has side effects";
  struct Finder : RecursiveASTVisitor<Finder> {
    bool Found = false;
    bool VisitArraySubscriptExpr(ArraySubscriptExpr *) { return !(Found = true); }
    bool VisitUnaryOperator(UnaryOperator *U) {
      if (U->getOpcode() == UO_Deref)
        Found = true;
      return !Found;
    }
    bool VisitMemberExpr(MemberExpr *) { return !(Found = true); }
  } F;
  F.TraverseStmt(const_cast<Expr *>(E));
  return F.Found ? "it reads memory through a subscript, pointer or member" : "";
}

} // namespace

void checkTeamClauses(std::vector<LoopNest> &Loops,
                      const std::vector<const OMPExecutableDirective *> &EnclosingRegion,
                      ASTContext &Ctx) {
  // The unit's regions, for orphaned loops.
  std::optional<Team> Orphans;
  auto OrphanTeam = [&]() {
    if (Orphans)
      return *Orphans;
    struct Regions : RecursiveASTVisitor<Regions> {
      ASTContext &Ctx;
      Team T = Team::Many;
      explicit Regions(ASTContext &C) : Ctx(C) {}
      bool VisitOMPParallelDirective(OMPParallelDirective *D) {
        // A region that may be a team of one may call the loop's function
        // or not: the launch asks.
        if (teamOf(teamClause(D), Ctx) != Team::Many)
          T = Team::Unknown;
        return true;
      }
    } R(Ctx);
    R.TraverseDecl(Ctx.getTranslationUnitDecl());
    Orphans = R.T;
    return *Orphans;
  };

  for (size_t I = 0; I < Loops.size(); ++I) {
    LoopNest &N = Loops[I];
    if (!N.offload)
      continue;
    if (N.context == LoopContext::Combined) {
      TeamClause T = teamClause(N.directive);
      Team Kind = teamOf(T, Ctx);
      if (Kind == Team::One) {
        N.reject("its 'if' or 'num_threads' clause makes a team of one thread, which runs the "
                 "iterations in order");
        continue;
      }
      if (Kind == Team::Many)
        continue;
      for (const Expr *E : {T.cond, T.threads}) {
        if (!E)
          continue;
        std::string Why = notRepeatable(E, Ctx);
        std::string Text = sourceText(E, Ctx);
        if (Why.empty() && Text.empty())
          Why = "its text cannot be taken from the source";
        if (!Why.empty()) {
          N.reject("its '" + std::string(E == T.cond ? "if" : "num_threads") +
                   "' clause may make a team of one thread, and the launch cannot test it "
                   "beforehand: " + Why);
          break;
        }
        N.teamOfOne.push_back(E == T.cond ? "!(" + Text + ")" : "(" + Text + ") == 1");
      }
      continue;
    }
    const OMPExecutableDirective *Region = I < EnclosingRegion.size() ? EnclosingRegion[I] : nullptr;
    Team Kind = Region ? teamOf(teamClause(Region), Ctx) : OrphanTeam();
    if (Kind == Team::One) {
      N.reject("the 'if' or 'num_threads' clause of its parallel region makes a team of one "
               "thread, which runs the iterations in order");
      continue;
    }
    if (Kind == Team::Unknown)
      N.teamOfOne.push_back("omp_get_num_threads() == 1");
  }
}

} // namespace omp2ocl
