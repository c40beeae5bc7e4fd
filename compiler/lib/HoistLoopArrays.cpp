//===- HoistLoopArrays.cpp - large arrays of a loop body as private arrays ===//
//
// A kernel keeps the arrays its loop body declares in each work-item's
// private memory, which is small: the translator keeps a loop whose body
// arrays pass 16 KB on the host (Legality.cpp; PoCL's work-items crashed on
// 32 KB). An array declared before the loop and named in its private clause
// lives in global scratch instead, so this preparation writes the loop that
// way (see the header for why it means the same).
//
//===----------------------------------------------------------------------===//
#include "HoistLoopArrays.h"
#include "Discover.h"
#include "Options.h"
#include "PrepareEdits.h"
#include "SimdLoops.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>

using namespace clang;

namespace omp2ocl {


namespace {
/// The array's type as written names something the body declares (a
/// struct, a typedef, `__typeof__(v)` of a body variable): not spelled
/// before the loop.
bool typeFromBody(const VarDecl *V, const Stmt *Body, ASTContext &Ctx) {
  if (!V->getTypeSourceInfo())
    return true;
  QualType T = V->getTypeSourceInfo()->getType();
  for (int Depth = 0; Depth < 16; ++Depth) {
    if (isa<TypeOfExprType>(T.getTypePtr()) || isa<TypeOfType>(T.getTypePtr()))
      return true;
    const SourceManager &SM = Ctx.getSourceManager();
    auto Inside = [&](const Decl *D) { return locationWithin(D->getLocation(), Body, SM); };
    if (auto *TT = T->getAs<TypedefType>(); TT && Inside(TT->getDecl()))
      return true;
    if (auto *RT = T->getAs<RecordType>(); RT && Inside(RT->getDecl()))
      return true;
    if (auto *ET = T->getAs<EnumType>(); ET && Inside(ET->getDecl()))
      return true;
    const ArrayType *AT = Ctx.getAsArrayType(T);
    if (!AT)
      return false;
    T = AT->getElementType();
  }
  return true;
}

/// A clause of a directive in the body names V (`simd aligned(t:8)`):
/// clause text is not renamed.
bool namedInClause(const VarDecl *V, const Stmt *Body) {
  return containsKind(Body, [&](const Stmt *X) {
    // (a simd loop read as its plain loop keeps its directive aside)
    auto *D = dyn_cast<OMPExecutableDirective>(X);
    if (!D)
      D = unwrappedSimdDirective(X);
    if (!D)
      return false;
    for (const OMPClause *C : D->clauses())
      for (const Stmt *Ch : const_cast<OMPClause *>(C)->children())
        if (Ch && containsKind(Ch, [&](const Stmt *Y) {
              auto *DRE = dyn_cast<DeclRefExpr>(Y);
              return DRE && DRE->getDecl() == V;
            }))
          return true;
    return false;
  });
}
} // namespace

bool isHoistedLoopArray(const VarDecl *V, const OMPExecutableDirective *D, ASTContext &Ctx) {
  if (!V->getName().starts_with("omp2ocl_") || V->hasInit() ||
      !V->getType()->isConstantArrayType())
    return false;
  auto *Block = dyn_cast_or_null<CompoundStmt>(parentStmt(D, Ctx));
  if (!Block)
    return false;
  for (const Stmt *X : Block->body())
    if (auto *DS = dyn_cast<DeclStmt>(X))
      for (const Decl *Dc : DS->decls())
        if (Dc == V)
          return true;
  return false;
}

unsigned hoistLoopArrays(ASTContext &Ctx, Rewriter &RW, PrepareRemarks &Remarks) {
  const SourceManager &SM = Ctx.getSourceManager();
  const uint64_t Limit = TranslatorOptions().privateArrayLimitBytes;
  DiscoveredUnit Unit = discoverOpenMP(Ctx);
  LoopEditor Editor(Ctx, RW);
  unsigned Edited = 0;
  for (const LoopNest &N : Unit.loops) {
    const OMPExecutableDirective *D = N.directive;
    if (!isa<OMPForDirective>(D) && !isa<OMPParallelForDirective>(D))
      continue;
    const Stmt *S = associatedStatement(D);
    if (!S)
      continue;
    // The arrays the body declares (not inside a nested directive), each
    // with its declaration statement.
    std::vector<std::pair<const DeclStmt *, const VarDecl *>> Decls;
    uint64_t Total = 0;
    std::function<void(const Stmt *)> Scan = [&](const Stmt *X) {
      if (!X || (X != S && isa<OMPExecutableDirective>(X)))
        return;
      if (auto *DS = dyn_cast<DeclStmt>(X))
        for (const Decl *Dc : DS->decls())
          if (auto *VD = dyn_cast<VarDecl>(Dc);
              VD && VD->hasLocalStorage() && VD->getType()->isConstantArrayType()) {
            uint64_t Bytes = Ctx.getTypeSizeInChars(VD->getType()).getQuantity();
            Total += Bytes;
            if (Bytes >= 1024)
              Decls.push_back({DS, VD});
          }
      for (const Stmt *C : subStatements(X))
        Scan(C);
    };
    Scan(S);
    if (Total <= Limit || Decls.empty())
      continue;
    std::string Why;
    for (auto &[DS, VD] : Decls) {
      if (!DS->isSingleDecl())
        Why = "'" + VD->getNameAsString() + "' is declared with other variables";
      else if (VD->hasInit())
        Why = "'" + VD->getNameAsString() + "' has an initialiser";
      else if (!DS->getBeginLoc().isFileID() || !DS->getEndLoc().isFileID())
        Why = "'" + VD->getNameAsString() + "' is declared by a macro";
      else if (typeFromBody(VD, S, Ctx))
        Why = "the type of '" + VD->getNameAsString() + "' is declared in the loop";
      else if (namedInClause(VD, S))
        Why = "'" + VD->getNameAsString() + "' is named in a clause of a directive in the loop";
      else {
        std::vector<const DeclRefExpr *> Refs;
        refsOf(S, VD, Refs);
        for (const DeclRefExpr *R : Refs)
          if (!R->getLocation().isFileID())
            Why = "'" + VD->getNameAsString() + "' is named inside a macro expansion";
      }
      if (!Why.empty())
        break;
    }
    SourceLocation PragmaEnd = endOfPragmaLine(D, SM);
    if (Why.empty() && PragmaEnd.isInvalid())
      Why = "its directive is not a plain '#pragma' line";
    if (!Why.empty() || !Editor.canEdit(D)) {
      if (!Why.empty())
        Remarks.missed(D->getBeginLoc(),
                       "arrays declared in the loop not moved before it (private, in global "
                       "scratch): " + Why);
      continue;
    }
    std::string Outer, Clause, Names;
    for (auto &[DS, VD] : Decls) {
      std::string Name = Editor.freshName("omp2ocl_" + VD->getNameAsString());
      std::string Decl;
      llvm::raw_string_ostream OS(Decl);
      VD->getType().print(OS, Ctx.getPrintingPolicy(), Name);
      Outer += OS.str() + "; ";
      Clause += (Clause.empty() ? "" : ", ") + Name;
      Names += (Names.empty() ? "'" : ", '") + VD->getNameAsString() + "'";
      std::vector<const DeclRefExpr *> Refs;
      refsOf(S, VD, Refs);
      for (const DeclRefExpr *R : Refs)
        RW.ReplaceText(R->getLocation(), VD->getName().size(), Name);
      RW.RemoveText(CharSourceRange::getCharRange(DS->getBeginLoc(), endOfStatement(DS, Ctx)));
    }
    RW.InsertTextAfter(PragmaEnd, " private(" + Clause + ")");
    Editor.wrap(D, Outer);
    bool One = Decls.size() == 1;
    Remarks.passed(D->getBeginLoc(), std::string(One ? "array " : "arrays ") + Names +
                                         " declared in the loop (" +
                                         std::to_string((Total + 1023) / 1024) +
                                         " KB in all) moved before it, private to each "
                                         "thread: a kernel keeps " + (One ? "it" : "them") +
                                         " in global scratch");
    ++Edited;
  }
  return Edited;
}

} // namespace omp2ocl
