//===- RegisterStorage.cpp - drop the `register` storage class ------------===//
#include "RegisterStorage.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <set>

using namespace clang;

namespace omp2ocl {

SourceLocation registerKeyword(const VarDecl *VD, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  // The declaration specifiers run from the start of the declaration
  // (shared by `register int a, b;`) to the declarator's name.
  SourceLocation Begin = VD->getBeginLoc(), Name = VD->getLocation();
  if (Begin.isMacroID() || Name.isMacroID() || !SM.isInMainFile(Begin))
    return SourceLocation();
  Token Tok;
  for (SourceLocation L = Begin; SM.isBeforeInTranslationUnit(L, Name);) {
    if (Lexer::getRawToken(L, Tok, SM, Ctx.getLangOpts(), /*IgnoreWhiteSpace=*/true) ||
        Tok.is(tok::eof))
      break;
    if (Tok.is(tok::raw_identifier) && Tok.getRawIdentifier() == "register")
      return Tok.getLocation();
    L = Tok.getEndLoc();
  }
  return SourceLocation(); // spelled by a macro
}

namespace {

class RegisterFinder : public RecursiveASTVisitor<RegisterFinder> {
public:
  RegisterFinder(ASTContext &Ctx, Rewriter &R) : Ctx(Ctx), R(R) {}

  bool VisitVarDecl(VarDecl *VD) {
    if (VD->getStorageClass() != SC_Register)
      return true;
    SourceLocation L = registerKeyword(VD, Ctx);
    if (L.isValid() && Removed.insert(L.getRawEncoding()).second)
      R.RemoveText(L, 8);
    return true;
  }

private:
  ASTContext &Ctx;
  Rewriter &R;
  std::set<unsigned> Removed; // one keyword, several declarators
};

} // namespace

void dropRegisterStorage(ASTContext &Ctx, Rewriter &R) {
  RegisterFinder F(Ctx, R);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
}

} // namespace omp2ocl
