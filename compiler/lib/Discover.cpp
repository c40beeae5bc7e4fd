//===- Discover.cpp - find the OpenMP constructs of a translation unit ----===//
#include "Discover.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"

using namespace clang;

namespace omp2ocl {

namespace {
class DiscoverVisitor : public RecursiveASTVisitor<DiscoverVisitor> {
public:
  DiscoverVisitor(ASTContext &Ctx, DiscoveredUnit &Out) : Ctx(Ctx), Out(Out) {}

  bool TraverseFunctionDecl(FunctionDecl *FD) {
    if (!FD->hasBody() || !inMainFile(FD->getLocation()))
      return true;
    const FunctionDecl *Saved = Function;
    Function = FD;
    Regions.clear();
    bool R = RecursiveASTVisitor::TraverseFunctionDecl(FD);
    Function = Saved;
    return R;
  }

  bool TraverseOMPParallelDirective(OMPParallelDirective *D) {
    Regions.push_back(D);
    bool R = RecursiveASTVisitor::TraverseOMPParallelDirective(D);
    Regions.pop_back();
    return R;
  }

  bool VisitOMPParallelForDirective(OMPParallelForDirective *D) {
    add(D, LoopContext::Combined);
    return true;
  }
  bool VisitOMPForDirective(OMPForDirective *D) {
    add(D, LoopContext::WorkShare);
    return true;
  }
  // `simd` adds that the iterations may also run in lockstep, which work-
  // items do too: the loop is the work-sharing loop without it (its simd
  // clauses are read like any other, and the ones the translator does not
  // know keep the loop on the host).
  bool VisitOMPParallelForSimdDirective(OMPParallelForSimdDirective *D) {
    add(D, LoopContext::Combined);
    return true;
  }
  bool VisitOMPForSimdDirective(OMPForSimdDirective *D) {
    add(D, LoopContext::WorkShare);
    return true;
  }
  // Alone, `simd` is no work-sharing: found only to say why it stays.
  bool VisitOMPSimdDirective(OMPSimdDirective *D) {
    add(D, LoopContext::Combined);
    return true;
  }
  bool VisitOMPBarrierDirective(OMPBarrierDirective *D) {
    if (Function && inMainFile(D->getBeginLoc()))
      Out.barriers.push_back(D);
    return true;
  }

private:
  bool inMainFile(SourceLocation L) {
    return Ctx.getSourceManager().isInMainFile(
        Ctx.getSourceManager().getExpansionLoc(L));
  }
  void add(OMPExecutableDirective *D, LoopContext C) {
    if (!Function || !inMainFile(D->getBeginLoc()))
      return;
    LoopNest N;
    N.id = (int)Out.loops.size();
    N.directive = D;
    N.function = Function;
    N.context = C;
    Out.loops.push_back(N);
    Out.enclosingRegion.push_back(Regions.empty() ? nullptr : Regions.back());
  }

  ASTContext &Ctx;
  DiscoveredUnit &Out;
  const FunctionDecl *Function = nullptr;
  std::vector<const OMPExecutableDirective *> Regions;
};
} // namespace

DiscoveredUnit discoverOpenMP(ASTContext &Ctx) {
  DiscoveredUnit U;
  DiscoverVisitor V(Ctx, U);
  V.TraverseDecl(Ctx.getTranslationUnitDecl());
  return U;
}

} // namespace omp2ocl
