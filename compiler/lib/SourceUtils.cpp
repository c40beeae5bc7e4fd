//===- SourceUtils.cpp ----------------------------------------------------===//
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Lex/Lexer.h"

#include <map>

using namespace clang;

namespace omp2ocl {

std::string sourceText(const Stmt *S, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange R = CharSourceRange::getTokenRange(S->getSourceRange());
  R = Lexer::makeFileCharRange(R, SM, Ctx.getLangOpts());
  if (R.isValid())
    return Lexer::getSourceText(R, SM, Ctx.getLangOpts()).str();
  // Part of a macro's expansion (`LOOP(i, n)` spelling a loop header): no
  // text of the file is the expression, so it is printed from the AST
  // (the same declarations, macros expanded).
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  S->printPretty(OS, nullptr, PrintingPolicy(Ctx.getLangOpts()));
  return OS.str();
}

/// The last statement whose end is the end of `S`.
static const Stmt *lastNested(const Stmt *S) {
  while (true) {
    if (auto *F = dyn_cast<ForStmt>(S))
      S = F->getBody();
    else if (auto *W = dyn_cast<WhileStmt>(S))
      S = W->getBody();
    else if (auto *I = dyn_cast<IfStmt>(S))
      S = I->getElse() ? I->getElse() : I->getThen();
    else if (auto *L = dyn_cast<LabelStmt>(S))
      S = L->getSubStmt();
    else if (auto *C = dyn_cast<SwitchCase>(S))
      S = C->getSubStmt();
    else
      return S;
  }
}

SourceLocation endOfStatement(const Stmt *S, const ASTContext &Ctx) {
  // A directive's own range ends with its pragma line; its statement follows.
  while (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
    if (!D->hasAssociatedStmt())
      break;
    S = associatedStatement(D);
  }
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  // The end of the whole expansion when the statement ends inside a macro:
  // getExpansionLoc would give the macro's name, and `y[i] = ZERO(0.0);`
  // would be closed between `ZERO` and `(0.0)`.
  SourceLocation End = SM.getExpansionRange(S->getEndLoc()).getEnd();
  SourceLocation After = Lexer::getLocForEndOfToken(End, 0, SM, LO);
  const Stmt *Last = lastNested(S);
  if (isa<CompoundStmt>(Last))
    return After;
  // Expression, declaration, return, do-while ...: a `;` follows, unless the
  // range already ends with it.
  bool Invalid = false;
  const char *P = SM.getCharacterData(End, &Invalid);
  if (!Invalid && *P == ';')
    return After;
  std::optional<Token> Next = Lexer::findNextToken(End, SM, LO);
  if (Next && Next->is(tok::semi))
    return Next->getEndLoc();
  return After;
}

unsigned lineOf(SourceLocation Loc, const SourceManager &SM) {
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  return P.isValid() ? P.getLine() : SM.getExpansionLineNumber(Loc);
}

SourceLocation startOfLine(SourceLocation Loc, const SourceManager &SM) {
  Loc = SM.getExpansionLoc(Loc);
  std::pair<FileID, unsigned> D = SM.getDecomposedLoc(Loc);
  unsigned Col = SM.getColumnNumber(D.first, D.second);
  // Code before it on its line (`void f(void) { _Pragma("omp for") for
  // ...`): the directive starts where it is, not with that code.
  llvm::StringRef Buf = SM.getBufferData(D.first);
  for (unsigned K = D.second - (Col - 1); K < D.second; ++K)
    if (Buf[K] != ' ' && Buf[K] != '\t')
      return Loc;
  return Loc.getLocWithOffset(-(int)(Col - 1));
}

bool directiveInFile(const OMPExecutableDirective *D, const SourceManager &SM) {
  SourceLocation B = D->getBeginLoc();
  if (B.isFileID())
    return true;
  // `PARFOR LOOP(i, n) body`: the directive from one macro, the loop
  // (possibly its header from another) after that macro's expansion.
  const Stmt *S = associatedStatement(D);
  if (!S || !S->getEndLoc().isFileID())
    return false;
  SourceLocation MacroEnd = SM.getExpansionRange(B).getEnd();
  return SM.isInMainFile(SM.getExpansionLoc(B)) &&
         SM.isBeforeInTranslationUnit(MacroEnd, SM.getExpansionLoc(S->getBeginLoc()));
}

const Stmt *associatedStatement(const OMPExecutableDirective *D) {
  if (!D->hasAssociatedStmt())
    return nullptr;
  const Stmt *S = D->getAssociatedStmt();
  while (auto *CS = dyn_cast_or_null<CapturedStmt>(S))
    S = CS->getCapturedStmt();
  return S;
}

bool declaredWithin(const VarDecl *V, const Stmt *S, ASTContext &Ctx) {
  if (!S)
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  SourceRange R = S->getSourceRange();
  SourceLocation L = V->getLocation();
  return SM.isBeforeInTranslationUnit(R.getBegin(), L) &&
         SM.isBeforeInTranslationUnit(L, R.getEnd());
}

bool locationWithin(SourceLocation L, const Stmt *S, const SourceManager &SM) {
  L = SM.getExpansionLoc(L);
  SourceRange R = S->getSourceRange();
  return !SM.isBeforeInTranslationUnit(L, SM.getExpansionLoc(R.getBegin())) &&
         !SM.isBeforeInTranslationUnit(SM.getExpansionRange(R.getEnd()).getEnd(), L);
}

const Stmt *parentStmt(const Stmt *S, ASTContext &Ctx) {
  auto Ps = Ctx.getParents(*S);
  return Ps.empty() ? nullptr : Ps[0].get<Stmt>();
}

const Stmt *parentAcrossDecls(const Stmt *S, ASTContext &Ctx) {
  auto Ps = Ctx.getParents(*S);
  if (Ps.empty())
    return nullptr;
  if (const Stmt *P = Ps[0].get<Stmt>())
    return P;
  if (const Decl *D = Ps[0].get<Decl>()) {
    auto Ds = Ctx.getParents(*D);
    return Ds.empty() ? nullptr : Ds[0].get<Stmt>();
  }
  return nullptr;
}

const Stmt *madeCompound(ASTContext &Ctx, const std::vector<const Stmt *> &Stmts) {
  std::vector<Stmt *> Children;
  for (const Stmt *S : Stmts)
    Children.push_back(const_cast<Stmt *>(S));
  SourceLocation B = Stmts.empty() ? SourceLocation() : Stmts.front()->getBeginLoc();
  SourceLocation E = Stmts.empty() ? SourceLocation() : Stmts.back()->getEndLoc();
  return CompoundStmt::Create(Ctx, Children, FPOptionsOverride(), B, E);
}

/// The if chains madeIfChain() made, and the chains they come from.
static std::map<const Stmt *, const Stmt *> &madeIfs() {
  static std::map<const Stmt *, const Stmt *> Made;
  return Made;
}

const Stmt *madeIfChain(ASTContext &Ctx, const Stmt *Original,
                        const std::vector<const Expr *> &Conds,
                        const std::vector<const Stmt *> &Branches, const Stmt *Else) {
  Stmt *Tail = const_cast<Stmt *>(Else);
  for (size_t I = Conds.size(); I-- > 0;) {
    SourceLocation L = Conds[I]->getBeginLoc();
    Tail = IfStmt::Create(Ctx, L, IfStatementKind::Ordinary, nullptr, nullptr,
                          const_cast<Expr *>(Conds[I]), L, L,
                          const_cast<Stmt *>(Branches[I]), L, Tail);
  }
  madeIfs()[Tail] = Original;
  return Tail;
}

void forgetMadeStatements() { madeIfs().clear(); }

bool atTopOfBody(const Stmt *S, const Stmt *Body) {
  if (S == Body)
    return true;
  if (auto *CS = dyn_cast_or_null<CompoundStmt>(Body))
    for (const Stmt *C : CS->body())
      if (C == S)
        return true;
  auto It = madeIfs().find(Body);
  return It != madeIfs().end() && S == It->second;
}

bool runsUnderCondition(const Stmt *Parent, const Stmt *Child) {
  if (auto *If = dyn_cast<IfStmt>(Parent))
    return Child == If->getThen() || Child == If->getElse();
  if (isa<SwitchStmt>(Parent) || isa<CaseStmt>(Parent) || isa<DefaultStmt>(Parent))
    return true;
  if (auto *CO = dyn_cast<ConditionalOperator>(Parent))
    return Child != CO->getCond();
  if (auto *BO = dyn_cast<BinaryOperator>(Parent))
    return BO->isLogicalOp() && Child == BO->getRHS();
  return false;
}

/// A loop statement that runs its iterations one after another (not the
/// loop of an OpenMP work-sharing directive).
bool isSequentialLoop(const Stmt *S, ASTContext &Ctx) {
  if (isa<WhileStmt>(S) || isa<DoStmt>(S))
    return true;
  if (!isa<ForStmt>(S))
    return false;
  const Stmt *P = parentStmt(S, Ctx);
  while (P && isa<CapturedStmt>(P))
    P = parentStmt(P, Ctx);
  if (auto *D = dyn_cast_or_null<OMPLoopDirective>(P))
    return associatedStatement(D) != S;
  return true;
}

/// Host variables an expression reads; false when it has side effects or
/// reads something that is not a variable or constant.
bool hostDecls(const Expr *E, ASTContext &Ctx, std::set<const VarDecl *> &Out) {
  if (!E || E->HasSideEffects(Ctx))
    return false;
  struct Finder : RecursiveASTVisitor<Finder> {
    std::set<const VarDecl *> *Out;
    bool Ok = true;
    bool VisitDeclRefExpr(DeclRefExpr *D) {
      if (auto *VD = dyn_cast<VarDecl>(D->getDecl()))
        Out->insert(VD);
      else if (!isa<EnumConstantDecl>(D->getDecl()))
        Ok = false;
      return true;
    }
  } F;
  F.Out = &Out;
  F.TraverseStmt(const_cast<Expr *>(E));
  return F.Ok;
}

const VarDecl *storageVariable(const Expr *E, bool *ThroughMember) {
  bool Member = false;
  while (E) {
    E = E->IgnoreParenImpCasts();
    if (auto *ME = dyn_cast<MemberExpr>(E); ME && !ME->isArrow()) {
      Member = true;
      E = ME->getBase();
    } else if (auto *ASE = dyn_cast<ArraySubscriptExpr>(E);
               ASE && ASE->getBase()->IgnoreParenImpCasts()->getType()->isArrayType()) {
      E = ASE->getBase();
    } else {
      break;
    }
  }
  if (ThroughMember)
    *ThroughMember = Member;
  auto *DRE = dyn_cast_or_null<DeclRefExpr>(E);
  return DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
}

const Expr *storeTarget(const Expr *E) {
  E = E->IgnoreParens();
  if (auto *BO = dyn_cast<BinaryOperator>(E); BO && BO->isAssignmentOp())
    return BO->getLHS();
  if (auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->isIncrementDecrementOp())
    return UO->getSubExpr();
  return nullptr;
}

static void countWrites(const Stmt *S, std::map<const VarDecl *, unsigned> &Count) {
  if (!S)
    return;
  const Expr *Target = nullptr;
  if (auto *BO = dyn_cast<BinaryOperator>(S)) {
    if (BO->isAssignmentOp())
      Target = BO->getLHS();
  } else if (auto *UO = dyn_cast<UnaryOperator>(S)) {
    if (UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf)
      Target = UO->getSubExpr();
  }
  if (Target)
    if (auto *DRE = dyn_cast<DeclRefExpr>(Target->IgnoreParenImpCasts()))
      if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        ++Count[VD];
  for (const Stmt *C : subStatements(S))
    countWrites(C, Count);
}

std::map<const VarDecl *, unsigned> variableWrites(const Stmt *S) {
  std::map<const VarDecl *, unsigned> Count;
  countWrites(S, Count);
  return Count;
}

std::vector<const Expr *> subscriptChain(const Expr *Access) {
  std::vector<const Expr *> Subs;
  const Expr *X = Access->IgnoreParenImpCasts();
  while (auto *ASE = dyn_cast<ArraySubscriptExpr>(X)) {
    Subs.insert(Subs.begin(), ASE->getIdx());
    X = ASE->getBase()->IgnoreParenImpCasts();
  }
  if (!isa<DeclRefExpr>(X) && !isa<MemberExpr>(X))
    Subs.clear();
  return Subs;
}

std::vector<const Stmt *> subStatements(const Stmt *S) {
  std::vector<const Stmt *> Out;
  if (!S)
    return Out;
  if (auto *CS = dyn_cast<CapturedStmt>(S)) {
    Out.push_back(CS->getCapturedStmt());
    return Out;
  }
  for (const Stmt *C : S->children())
    if (C)
      Out.push_back(C);
  return Out;
}

bool containsKind(const Stmt *S, const std::function<bool(const Stmt *)> &Is) {
  if (!S)
    return false;
  if (Is(S))
    return true;
  for (const Stmt *C : subStatements(S))
    if (containsKind(C, Is))
      return true;
  return false;
}

std::string identifierFor(const std::string &Path) {
  std::string Base = Path.substr(Path.find_last_of('/') + 1);
  std::string Id;
  for (char C : Base)
    Id += (isalnum((unsigned char)C) ? C : '_');
  if (Id.empty() || isdigit((unsigned char)Id[0]))
    Id = "u_" + Id;
  return Id;
}

std::string cStringLiteral(const std::string &S) {
  std::string Out = "\"";
  for (char C : S) {
    switch (C) {
    case '\\': Out += "\\\\"; break;
    case '"': Out += "\\\""; break;
    case '\n': Out += "\\n\"\n\""; break;
    case '\t': Out += "\\t"; break;
    default: Out += C;
    }
  }
  Out += "\"";
  return Out;
}

const VarDecl *refVar(const Expr *E) {
  if (!E)
    return nullptr;
  if (auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(DRE->getDecl());
  return nullptr;
}

const VarDecl *storageVar(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  while (true) {
    if (auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
      const Expr *B = ASE->getBase()->IgnoreParenImpCasts();
      if (!B->getType()->isArrayType() && !isa<ArraySubscriptExpr>(B) &&
          !(isa<DeclRefExpr>(B) && cast<DeclRefExpr>(B)->getDecl()->getType()->isArrayType()))
        return nullptr;
      E = B;
      continue;
    }
    if (auto *ME = dyn_cast<MemberExpr>(E)) {
      if (ME->isArrow())
        return nullptr;
      E = ME->getBase()->IgnoreParenImpCasts();
      continue;
    }
    return refVar(E);
  }
}

void refsOf(const Stmt *S, const VarDecl *D, std::vector<const DeclRefExpr *> &Out) {
  if (!S)
    return;
  if (auto *DRE = dyn_cast<DeclRefExpr>(S))
    if (DRE->getDecl() == D)
      Out.push_back(DRE);
  for (const Stmt *C : subStatements(S))
    refsOf(C, D, Out);
}

} // namespace omp2ocl
