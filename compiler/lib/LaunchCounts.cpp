//===- LaunchCounts.cpp - how often each kernel is launched, estimated ----===//
//
// Counting each kernel once made a loop of a 100-step time loop weigh as
// much as the initialisation loop before it, and the features of iterative
// programs were off by the iteration count (paper's F1, transfer against
// computation, most of all). Here each offloaded loop gets the sequential
// loops around it, walking up its function and then up every call of the
// function in the unit (a function nobody in the unit calls, main or one
// called from elsewhere, ends a path). Branches do not cut the walk: a loop
// under an `if` is counted as if it always ran (an upper estimate, as the
// kernel counts take both branches of an `if`).
//
//===----------------------------------------------------------------------===//
#include "LaunchCounts.h"
#include "BuildModel.h"
#include "CallSites.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"

using namespace clang;

namespace omp2ocl {
namespace {

constexpr size_t MaxPaths = 32;

/// Names a statement declares: a launch site inside it may see one of them
/// in place of the variable a loop bound reads.
struct DeclaredNames : RecursiveASTVisitor<DeclaredNames> {
  std::set<std::string> names;
  bool VisitVarDecl(VarDecl *VD) {
    names.insert(VD->getNameAsString());
    return true;
  }
};

class Estimator {
public:
  Estimator(const std::vector<LoopNest> &Loops, ASTContext &Ctx)
      : Loops(Loops), Ctx(Ctx), Calls(collectUnitCalls(Ctx)) {}

  std::vector<LaunchPath> paths(const LoopNest &N) {
    std::vector<LaunchPath> Out;
    std::set<const FunctionDecl *> OnPath;
    LaunchPath Path;
    walk(N.directive, N.function, /*SameFunction=*/true, Path, OnPath, Out);
    if (Out.empty())
      Out.push_back({});
    return Out;
  }

private:
  /// The trip count of sequential loop L, and which offloaded loops can
  /// evaluate it (only when `SameFunction`: the launch code is inside L).
  TripFactor factor(const Stmt *L, bool SameFunction) {
    TripFactor T;
    auto *F = dyn_cast<ForStmt>(L);
    ParallelDim D;
    if (!F || !readCanonicalLoop(F, D, Ctx).empty())
      return T;
    std::set<const VarDecl *> Decls;
    if (!hostDecls(D.lower, Ctx, Decls) || !hostDecls(D.upper, Ctx, Decls) ||
        Decls.count(D.iv))
      return T;
    std::map<const VarDecl *, unsigned> Written = variableWrites(F->getBody());
    for (const VarDecl *V : Decls)
      if (Written.count(V))
        return T; // the bound changes as the loop runs
    // Bounds a macro spells (`#define FOR_T for (t = 0; t < 3; t++)`) have
    // no text of their own: an unknown count (the text was `(double)()`,
    // and the generated file did not compile).
    std::string Lo = sourceText(D.lower, Ctx), Hi = sourceText(D.upper, Ctx);
    if (Lo.empty() || Hi.empty())
      return T;
    T.decls = Decls;
    std::string Args = "(double)(" + Lo + "), (double)(" + Hi + "), " + std::to_string(D.step) +
                       ".0, " + (D.upperInclusive ? "1" : "0") + ")";
    T.text = "omp2ocl_trips(" + Args;
    if (!SameFunction)
      return T;
    T.iv = D.iv;
    T.meanText = "omp2ocl_loop_mean(" + Args;
    DeclaredNames Names;
    Names.TraverseStmt(const_cast<Stmt *>(F->getBody()));
    for (const VarDecl *V : Decls)
      if (Names.names.count(V->getNameAsString()))
        return T; // shadowed somewhere inside: not evaluable at a site there
    for (const LoopNest &M : Loops)
      if (M.offload && M.directive && inside(M.directive, F))
        T.evaluableAt.insert(M.id);
    return T;
  }

  bool inside(const Stmt *S, const Stmt *Outer) {
    for (const Stmt *P = parentStmt(S, Ctx); P; P = parentStmt(P, Ctx))
      if (P == Outer)
        return true;
    return false;
  }

  void walk(const Stmt *S, const FunctionDecl *F, bool SameFunction, LaunchPath &Path,
            std::set<const FunctionDecl *> &OnPath, std::vector<LaunchPath> &Out) {
    size_t Mark = Path.size();
    for (const Stmt *P = parentStmt(S, Ctx); P; P = parentStmt(P, Ctx))
      if (isSequentialLoop(P, Ctx))
        Path.push_back(factor(P, SameFunction));
    auto It = F ? Calls.calls.find(F->getCanonicalDecl()) : Calls.calls.end();
    bool Recursive = F && OnPath.count(F->getCanonicalDecl());
    if (It == Calls.calls.end() || It->second.empty() || Recursive) {
      if (Out.size() < MaxPaths)
        Out.push_back(Path);
    } else {
      OnPath.insert(F->getCanonicalDecl());
      for (const auto &[Call, Caller] : It->second)
        if (Out.size() < MaxPaths)
          walk(Call, Caller, false, Path, OnPath, Out);
      OnPath.erase(F->getCanonicalDecl());
    }
    Path.resize(Mark);
  }

  const std::vector<LoopNest> &Loops;
  ASTContext &Ctx;
  UnitCalls Calls;
};

} // namespace

std::map<int, std::vector<LaunchPath>>
estimateLaunches(const std::vector<LoopNest> &Loops, ASTContext &Ctx) {
  std::map<int, std::vector<LaunchPath>> Out;
  Estimator E(Loops, Ctx);
  for (const LoopNest &N : Loops)
    if (N.offload && N.directive)
      Out[N.id] = E.paths(N);
  return Out;
}

} // namespace omp2ocl
