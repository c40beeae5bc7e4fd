//===- SimdPrivates.cpp - a simd loop's private variables, declared ------===//
#include "SimdPrivates.h"
#include "PrepareEdits.h"
#include "SimdLoops.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>

using namespace clang;

namespace omp2ocl {

unsigned declareSimdPrivates(ASTContext &Ctx, Rewriter &RW) {
  const SourceManager &SM = Ctx.getSourceManager();
  auto Loops = unwrappedSimdLoops();
  // In source order, so that the names a unit gets do not depend on
  // addresses.
  std::sort(Loops.begin(), Loops.end(), [&](const auto &A, const auto &B) {
    return SM.isBeforeInTranslationUnit(A.second->getBeginLoc(), B.second->getBeginLoc());
  });
  LoopEditor Editor(Ctx, RW);
  unsigned Edited = 0;
  for (auto &[Loop, D] : Loops) {
    std::vector<const VarDecl *> Vars = simdPrivatesPending(Loop, Ctx);
    if (Vars.empty() || !Editor.canEdit(D))
      continue;
    std::string Decls;
    for (const VarDecl *V : Vars)
      Decls += "__typeof__(" + V->getNameAsString() + ") " + V->getNameAsString() + "; ";
    Editor.wrap(D, Decls);
    ++Edited;
  }
  return Edited;
}

} // namespace omp2ocl
