//===- LayoutRewrite.cpp - host code for the permuted array layouts -------===//
//
// Text edits through the pipeline's Rewriter, made before the host emitter
// and the host-access stage add theirs (which only insert at statement
// boundaries, never inside a subscript chain):
//   static double u[K][J][I][5];          -> static double u[5][K][J][I];
//   void f(double p[][J][I][5])           -> void f(double p[][K][J][I])
//   u[k][j][i][m]                          -> u[m][k][j][i]
// Chains nested in the subscripts of other chains are rewritten first, and
// the outer chain takes their rewritten text.
//
//===----------------------------------------------------------------------===//
#include "LayoutRewrite.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <algorithm>
#include <set>

using namespace clang;

namespace omp2ocl {

namespace {

class LayoutRewriter {
public:
  LayoutRewriter(const LayoutPlan &Plan, ASTContext &Ctx, Rewriter &R)
      : Plan(Plan), Ctx(Ctx), SM(Ctx.getSourceManager()), R(R) {}

  void run() {
    for (const LayoutPlan::Layout &L : Plan.layouts) {
      for (const VarDecl *D : L.array->redecls())
        declaration(L, D);
      for (const ParmVarDecl *P : L.params)
        parameter(L, P);
    }
    chains();
  }

private:
  /// `[e]` for original dimension D of L, from declarator B when it spells
  /// that size, else as a number.
  std::string sizeText(const LayoutPlan::Layout &L, unsigned D,
                       const DeclaratorBrackets *B, unsigned Offset) {
    if (B && D >= Offset && D - Offset < B->brackets.size())
      if (const Expr *Size = B->brackets[D - Offset].size) {
        std::string T = sourceText(Size, Ctx);
        if (!T.empty())
          return "[" + T + "]";
      }
    return "[" + std::to_string(L.extents[D]) + "]";
  }

  void replaceBrackets(const DeclaratorBrackets &B, const std::string &Text) {
    R.ReplaceText(CharSourceRange::getTokenRange(B.brackets.front().lbracket,
                                                 B.brackets.back().rbracket),
                  Text);
  }

  void declaration(const LayoutPlan::Layout &L, const VarDecl *D) {
    DeclaratorBrackets B = declaratorBrackets(D);
    if (B.brackets.size() != L.order.size())
      return; // GlobalIndexReorder checked every declaration
    std::string Text;
    for (unsigned D0 : L.order)
      Text += sizeText(L, D0, &B, 0);
    replaceBrackets(B, Text);
  }

  void parameter(const LayoutPlan::Layout &L, const ParmVarDecl *P) {
    auto *F = cast<FunctionDecl>(P->getDeclContext());
    unsigned Index = P->getFunctionScopeIndex();
    // The array's own spelling of its sizes where it is visible (the
    // parameter comes after it), numbers otherwise.
    const VarDecl *Def =
        L.array->getDefinition() ? L.array->getDefinition() : L.array;
    DeclaratorBrackets ArrayB = declaratorBrackets(Def);
    for (const FunctionDecl *FD : F->redecls()) {
      if (Index >= FD->getNumParams())
        continue;
      const ParmVarDecl *Q = FD->getParamDecl(Index);
      DeclaratorBrackets B = declaratorBrackets(Q);
      if (B.brackets.empty())
        continue;
      bool Visible =
          SM.isBeforeInTranslationUnit(Def->getLocation(), Q->getLocation());
      const DeclaratorBrackets *Src = Visible ? &ArrayB : nullptr;
      std::string Text;
      if (!B.pointerForm)
        Text = B.brackets.front().size ? sizeText(L, L.order[0], Src, 0) : "[]";
      for (size_t K = 1; K < L.order.size(); ++K)
        Text += sizeText(L, L.order[K], Src, 0);
      replaceBrackets(B, Text);
    }
  }

  struct Chain {
    unsigned begin, end; // file offsets of the replaced text
    CharSourceRange range;
    std::vector<const Expr *> indices; // in the new order
  };

  void chains() {
    struct Finder : RecursiveASTVisitor<Finder> {
      const LayoutPlan *Plan;
      std::vector<const ArraySubscriptExpr *> Found;
      bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
        const DeclRefExpr *Base;
        std::vector<const Expr *> Idx;
        if (Plan->fullChain(E, Base, Idx))
          Found.push_back(E);
        return true;
      }
    } F;
    F.Plan = &Plan;
    F.TraverseDecl(Ctx.getTranslationUnitDecl());

    std::vector<Chain> All;
    std::set<std::pair<unsigned, unsigned>> Seen;
    for (const ArraySubscriptExpr *E : F.Found) {
      const DeclRefExpr *Base;
      Chain C;
      Plan.fullChain(E, Base, C.indices);
      // From the end of the innermost subscript's base (`u`, or `(u)`) to
      // the outermost `]`.
      const Expr *Inner = E;
      while (auto *ASE =
                 dyn_cast<ArraySubscriptExpr>(Inner->IgnoreParenImpCasts()))
        Inner = ASE->getBase()->IgnoreImpCasts();
      SourceLocation B = Lexer::getLocForEndOfToken(Inner->getEndLoc(), 0, SM,
                                                    Ctx.getLangOpts());
      SourceLocation End = E->getRBracketLoc().getLocWithOffset(1);
      if (B.isInvalid() || !B.isFileID() || !End.isFileID() ||
          !SM.isInMainFile(B))
        continue; // GlobalIndexReorder rejected such arrays
      C.begin = SM.getFileOffset(B);
      C.end = SM.getFileOffset(End);
      C.range = CharSourceRange::getCharRange(B, End);
      if (Seen.insert({C.begin, C.end}).second)
        All.push_back(C);
    }
    // Inner chains (inside the subscripts of others) first.
    std::stable_sort(All.begin(), All.end(),
                     [](const Chain &X, const Chain &Y) {
                       return X.end - X.begin < Y.end - Y.begin;
                     });
    for (const Chain &C : All) {
      std::string Text;
      for (const Expr *I : C.indices) {
        CharSourceRange IR = Lexer::makeFileCharRange(
            CharSourceRange::getTokenRange(I->getSourceRange()), SM,
            Ctx.getLangOpts());
        Text += "[" + R.getRewrittenText(IR) + "]";
      }
      R.ReplaceText(C.range, Text);
    }
  }

  const LayoutPlan &Plan;
  ASTContext &Ctx;
  const SourceManager &SM;
  Rewriter &R;
};

} // namespace

void rewriteLayouts(const LayoutPlan &Plan, ASTContext &Ctx, Rewriter &R) {
  if (!Plan.empty())
    LayoutRewriter(Plan, Ctx, R).run();
}

} // namespace omp2ocl
