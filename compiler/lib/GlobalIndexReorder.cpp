//===- GlobalIndexReorder.cpp - permute the dimensions of static arrays --===//
//
// 1. Profitability. Every access of a kernel to an array of rank >= 2 with
//    static storage (directly, or through a pointer parameter whose
//    points-to class holds the array) votes for the order that puts its
//    work-item-dimension-0 subscript last, then dimension 1's, then 2's.
//    Votes weigh 1, times 4 per sequential loop around the access inside the
//    kernel (at most 3 levels). Loops that stay OpenMP on the host vote
//    too, at the same weights, for the order their threads walk in (the
//    innermost loop's subscript last): they run on the CPU whichever
//    device the program chooses. The order is chosen level by level: the
//    dimension most votes want last, then among those votes the one they
//    want second-to-last, and so on; the remaining dimensions keep their
//    order in front. Kernels whose dimension-0 subscript does not end up
//    last are reported (dynamic index reordering is for them).
// 2. Safety. A Steensgaard points-to analysis of the whole unit
//    (PointsTo.cpp) gives the class of the array and the pointers into it.
//    The array is reordered only if it is static (file-scope `static` or a
//    function-local static), has no initializer, is alone in its class,
//    every pointer into the class is a parameter of the same shape of a
//    static function defined in this file, and every use of the array and
//    of those parameters is a full subscript chain `a[i][j][k][l]`, a call
//    argument to such a parameter, `sizeof a`, or a `shared` clause.
// 3. The models are rewritten to the new layout; the printers carry out the
//    plan (KernelEmitter for kernels, LayoutRewrite for host code).
//
//===----------------------------------------------------------------------===//
#include "GlobalIndexReorder.h"
#include "LayoutWishes.h"
#include "PointsTo.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Frontend/OpenMP/OMP.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <set>

using namespace clang;

namespace omp2ocl {

namespace {

struct Candidate {
  const VarDecl *array = nullptr; // canonical declaration
  std::vector<uint64_t> extents;
  QualType element;
  std::vector<LayoutWish> votes;
  std::vector<unsigned> order;
  std::vector<std::string> names;
  std::vector<const ParmVarDecl *> params;
};

struct Problem {
  std::string why;
  SourceLocation at;
};

const VarDecl *canonical(const VarDecl *VD) {
  return isa<ParmVarDecl>(VD) ? VD : VD->getCanonicalDecl();
}

/// A parameter `T p[][d1]..[dn]` / `T (*p)[d1]..[dn]` matching the array.
bool sameShapeParam(const ParmVarDecl *P, const Candidate &C) {
  QualType T = P->getType().getCanonicalType();
  auto *PT = T->getAs<PointerType>();
  if (!PT)
    return false;
  T = PT->getPointeeType().getCanonicalType();
  for (size_t K = 1; K < C.extents.size(); ++K) {
    auto *CAT = dyn_cast<ConstantArrayType>(T.getTypePtr());
    if (!CAT || CAT->getSize().getZExtValue() != C.extents[K])
      return false;
    T = CAT->getElementType().getCanonicalType();
  }
  return T.getUnqualifiedType() == C.element.getUnqualifiedType();
}

/// The name of the single variable a subscript is, or "".
std::string plainVariable(const AffineExpr &A) {
  if (!A.valid || A.constant != 0 || A.coeffs.size() != 1 ||
      A.coeffs.begin()->second != 1)
    return "";
  return A.coeffs.begin()->first->getNameAsString();
}

class Reorderer {
public:
  Reorderer(std::vector<LoopNest> &Loops, ASTContext &Ctx, RemarkEmitter &R)
      : Loops(Loops), Ctx(Ctx), SM(Ctx.getSourceManager()), Remarks(R) {}

  LayoutPlan run();

private:
  PointsToAnalysis &pointsTo() {
    if (!PT)
      PT = std::make_unique<PointsToAnalysis>(Ctx);
    return *PT;
  }
  bool isCandidateArray(const VarDecl *VD) {
    std::vector<uint64_t> E;
    QualType El;
    return VD && !isa<ParmVarDecl>(VD) && VD->hasGlobalStorage() &&
           constantArrayShape(VD->getType(), E, El);
  }
  /// The candidate a variable of a nest stands for: the array itself, or
  /// the one array a pointer parameter's points-to class holds.
  const VarDecl *arrayOf(const VarDecl *VD);
  Candidate &candidate(const VarDecl *A);

  void collectVotes();
  std::vector<AffineExpr> subscriptsOf(const Access &A);
  void chooseOrder(Candidate &C);
  void nameDimensions(Candidate &C);
  std::optional<Problem> checkSafety(Candidate &C);
  std::optional<Problem> checkUse(const DeclRefExpr *DRE, const VarDecl *VD,
                                  Candidate &C,
                                  const std::set<const VarDecl *> &Params);
  std::optional<Problem> checkDeclarators(const Candidate &C);
  void reportLosers(const Candidate &C, const std::vector<unsigned> &Order);
  std::string layoutText(const Candidate &C, const std::vector<unsigned> &O);
  std::string where(SourceLocation L) {
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
    return P.isValid() ? std::to_string(P.getLine()) + ":" +
                             std::to_string(P.getColumn())
                       : "?";
  }

  std::vector<LoopNest> &Loops;
  ASTContext &Ctx;
  const SourceManager &SM;
  RemarkEmitter &Remarks;
  std::unique_ptr<PointsToAnalysis> PT;
  std::map<const VarDecl *, Candidate> Candidates;
  std::vector<const VarDecl *> CandidateOrder;
  std::map<const VarDecl *, const VarDecl *> ParamArray;
};

Candidate &Reorderer::candidate(const VarDecl *A) {
  auto It = Candidates.find(A);
  if (It != Candidates.end())
    return It->second;
  Candidate &C = Candidates[A];
  C.array = A;
  constantArrayShape(A->getType(), C.extents, C.element);
  CandidateOrder.push_back(A);
  return C;
}

const VarDecl *Reorderer::arrayOf(const VarDecl *VD) {
  if (isCandidateArray(VD))
    return canonical(VD);
  auto *P = dyn_cast<ParmVarDecl>(VD);
  if (!P || !P->getType()->isPointerType() || subscriptRank(P->getType()) < 2)
    return nullptr;
  auto It = ParamArray.find(P);
  if (It != ParamArray.end())
    return It->second;
  const VarDecl *Found = nullptr;
  int C = pointsTo().pointeeOf(P);
  if (C >= 0) {
    unsigned Arrays = 0;
    for (const auto &M : pointsTo().members((unsigned)C))
      if (M.kind == PointsToAnalysis::NodeKind::Variable)
        if (auto *MV = dyn_cast<VarDecl>(M.decl); MV && isCandidateArray(MV)) {
          Found = canonical(MV);
          ++Arrays;
        }
    if (Arrays != 1)
      Found = nullptr;
  }
  ParamArray[P] = Found;
  return Found;
}

std::vector<AffineExpr> Reorderer::subscriptsOf(const Access &A) {
  if (!A.subscripts.empty())
    return A.subscripts;
  // `a[i][j].field`: the model keeps no subscripts for members
  std::vector<AffineExpr> Subs;
  const Expr *X = A.expr->IgnoreParenImpCasts();
  while (auto *ME = dyn_cast<MemberExpr>(X)) {
    if (ME->isArrow())
      break;
    X = ME->getBase()->IgnoreParenImpCasts();
  }
  std::vector<const Expr *> Idx;
  if (X != A.expr->IgnoreParenImpCasts() && subscriptChain(X, Idx))
    for (const Expr *I : Idx)
      Subs.push_back(buildAffine(I, Ctx));
  return Subs;
}

void Reorderer::collectVotes() {
  for (LoopNest &N : Loops) {
    // A loop that stays OpenMP runs on the CPU whatever the device choice:
    // a layout that makes its threads stride through an array slows the
    // program in both modes (NAS LU's pipelined sweeps over rsd). Its
    // accesses vote with the kernels', at the same weights, for the order
    // its threads walk in.
    // (A host loop has no work-item dimensions: ndrangeDimOf is a kernel's.)
    std::array<const VarDecl *, 3> IvOfDim = {nullptr, nullptr, nullptr};
    if (N.offload)
      IvOfDim = workItemIterators(N);
    for (const Variable &V : N.vars) {
      if (V.kind != VarKind::Buffer)
        continue;
      const VarDecl *A = arrayOf(V.decl);
      if (!A)
        continue;
      Candidate &C = candidate(A);
      for (const Access &Acc : V.accesses) {
        std::vector<AffineExpr> Subs = subscriptsOf(Acc);
        if (Subs.size() != C.extents.size())
          continue;
        bool Affine = true;
        for (const AffineExpr &S : Subs)
          Affine &= S.valid;
        if (!Affine)
          continue;
        LayoutWish Vt = N.offload ? accessWish(IvOfDim, Subs)
                                  : hostAccessWish(N, Acc.expr, Subs, Ctx);
        if (Vt.pref.empty())
          continue; // the same element for all of dimension 0: no wish
        Vt.nest = &N;
        Vt.weight = accessLoopWeight(N, Acc.expr, Ctx);
        C.votes.push_back(Vt);
      }
    }
  }
}

void Reorderer::chooseOrder(Candidate &C) {
  C.order = tallyWishes(C.votes, (unsigned)C.extents.size());
}

void Reorderer::nameDimensions(Candidate &C) {
  // The plain variable that most often subscripts each dimension.
  unsigned Rank = (unsigned)C.extents.size();
  std::vector<std::map<std::string, unsigned>> Seen(Rank);
  for (const LoopNest &N : Loops)
    for (const Variable &V : N.vars) {
      if (V.kind != VarKind::Buffer || arrayOf(V.decl) != C.array)
        continue;
      for (const Access &A : V.accesses)
        if (std::vector<AffineExpr> Subs = subscriptsOf(A); Subs.size() == Rank)
          for (unsigned D = 0; D < Rank; ++D) {
            std::string Name = plainVariable(Subs[D]);
            if (!Name.empty())
              ++Seen[D][Name];
          }
    }
  C.names = dimensionNames(Seen);
}

std::string Reorderer::layoutText(const Candidate &C,
                                  const std::vector<unsigned> &O) {
  std::string S;
  for (unsigned D : O)
    S += "[" + C.names[D] + "]";
  return S;
}

/// Why the subscripts of the chain ending in Outer cannot be moved around as
/// text in the main file, or "".
static std::string unrewritableChain(const Expr *Outer, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  const Expr *X = Outer->IgnoreParenImpCasts();
  while (auto *ASE = dyn_cast<ArraySubscriptExpr>(X)) {
    if (ASE->getLHS() != ASE->getBase())
      return "it is subscripted as 'index[array]'";
    if (!ASE->getRBracketLoc().isFileID())
      return "it is subscripted inside a macro expansion";
    CharSourceRange R = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(ASE->getIdx()->getSourceRange()), SM,
        Ctx.getLangOpts());
    if (R.isInvalid() || !SM.isInMainFile(R.getBegin()))
      return "it is subscripted inside a macro expansion";
    // `(u[a][b])[c][d]`: parentheses inside the chain would be cut apart
    const Expr *B = ASE->getBase()->IgnoreImpCasts();
    if (isa<ParenExpr>(B) && isa<ArraySubscriptExpr>(B->IgnoreParenImpCasts()))
      return "a subscript chain on it is parenthesised part-way";
    X = ASE->getBase()->IgnoreParenImpCasts();
  }
  if (!X->getEndLoc().isFileID() || !SM.isInMainFile(X->getEndLoc()))
    return "it is subscripted inside a macro expansion";
  return "";
}

std::optional<Problem>
Reorderer::checkUse(const DeclRefExpr *DRE, const VarDecl *VD, Candidate &C,
                    const std::set<const VarDecl *> &Params) {
  const unsigned Rank = (unsigned)C.extents.size();
  auto Fail = [&](const std::string &Why, SourceLocation At) {
    return Problem{Why, At.isValid() ? At : DRE->getLocation()};
  };
  if (!SM.isInMainFile(SM.getExpansionLoc(DRE->getLocation())))
    return Fail("'" + VD->getNameAsString() + "' is used outside the main file",
                DRE->getLocation());
  const Expr *E = DRE;
  unsigned Count = 0;
  while (true) {
    auto Parents = Ctx.getParents(*E);
    if (Parents.empty())
      return Fail("'" + VD->getNameAsString() + "' is used as a whole",
                  DRE->getLocation());
    const Stmt *P = Parents[0].get<Stmt>();
    if (!P) {
      if (const auto *Cl = Parents[0].get<OMPClause>()) {
        if (isa<OMPSharedClause>(*Cl))
          return std::nullopt;
        return Fail(
            "it is named in a '" +
                llvm::omp::getOpenMPClauseName(Cl->getClauseKind()).str() +
                "' clause",
            DRE->getLocation());
      }
      if (const auto *D = Parents[0].get<VarDecl>())
        return Fail("its address initialises '" + D->getNameAsString() + "'",
                    DRE->getLocation());
      if (Parents[0].get<OMPThreadPrivateDecl>())
        return Fail("it is threadprivate", DRE->getLocation());
      return Fail("'" + VD->getNameAsString() + "' is used in a declaration",
                  DRE->getLocation());
    }
    if (isa<ParenExpr>(P)) {
      E = cast<Expr>(P);
      continue;
    }
    if (auto *ICE = dyn_cast<ImplicitCastExpr>(P)) {
      CastKind K = ICE->getCastKind();
      if (K == CK_ArrayToPointerDecay || K == CK_NoOp ||
          (K == CK_LValueToRValue && Count == 0 && isa<ParmVarDecl>(VD))) {
        E = ICE;
        continue;
      }
      if (Count == Rank)
        return std::nullopt; // loading the element
      if (Count == 0 && isa_and_nonnull<CallExpr>(parentStmt(ICE, Ctx))) {
        E = ICE; // converted for a call: the callee decides
        continue;
      }
    }
    if (auto *ASE = dyn_cast<ArraySubscriptExpr>(P)) {
      if (ASE->getBase()->IgnoreParenImpCasts() == E->IgnoreParenImpCasts()) {
        E = ASE;
        if (++Count < Rank)
          continue;
        // A full chain: the element itself is used; its address must not
        // escape (neighbours would no longer be where C code expects).
        std::string Why = unrewritableChain(ASE, Ctx);
        if (!Why.empty())
          return Fail(Why, ASE->getBeginLoc());
        const Stmt *Up = parentStmt(ASE, Ctx);
        while (Up && (isa<ParenExpr>(Up) || isa<MemberExpr>(Up)))
          Up = parentStmt(Up, Ctx);
        if (auto *UO = dyn_cast_or_null<UnaryOperator>(Up);
            UO && UO->getOpcode() == UO_AddrOf)
          return Fail("the address of an element is taken ('&" +
                          sourceText(ASE, Ctx) + "')",
                      UO->getBeginLoc());
        return std::nullopt;
      }
      return Fail("'" + VD->getNameAsString() + "' is used as a subscript",
                  DRE->getLocation());
    }
    if (Count == Rank)
      return std::nullopt;
    if (Count > 0)
      return Fail("partial subscript '" + sourceText(E->IgnoreParens(), Ctx) +
                      "' is used as a row",
                  E->getBeginLoc());
    // The variable itself (decayed): only whole-array sizeof, a shared
    // clause, a capture, or an argument for a parameter of its class.
    if (auto *UE = dyn_cast<UnaryExprOrTypeTraitExpr>(P)) {
      if (E == DRE || isa<ParenExpr>(E))
        return std::nullopt;
      return Fail("it is used in '" + sourceText(UE, Ctx) + "'",
                  UE->getBeginLoc());
    }
    if (isa<CapturedStmt>(P))
      return std::nullopt;
    if (auto *D = dyn_cast<OMPExecutableDirective>(P)) {
      for (const OMPClause *Cl : D->clauses())
        for (const Stmt *Ch : const_cast<OMPClause *>(Cl)->children())
          if (Ch == E || Ch == DRE)
            return isa<OMPSharedClause>(Cl)
                       ? std::nullopt
                       : std::optional<Problem>(
                             Fail("it is named in a '" +
                                      llvm::omp::getOpenMPClauseName(
                                          Cl->getClauseKind())
                                          .str() +
                                      "' clause",
                                  DRE->getLocation()));
      return Fail("it is used by an OpenMP directive", DRE->getLocation());
    }
    if (auto *Call = dyn_cast<CallExpr>(P)) {
      unsigned Arg = 0;
      while (Arg < Call->getNumArgs() && Call->getArg(Arg) != E)
        ++Arg;
      if (Arg == Call->getNumArgs())
        return Fail("it is called", DRE->getLocation());
      const FunctionDecl *FD = Call->getDirectCallee();
      const FunctionDecl *Def = nullptr;
      if (!FD)
        return Fail("it is passed to a function through a pointer",
                    E->getBeginLoc());
      std::string FN = FD->getNameAsString();
      if (!FD->hasBody(Def))
        return Fail("it is passed to '" + FN + "', which has no body here",
                    E->getBeginLoc());
      if (Arg >= Def->getNumParams())
        return Fail("it is passed to '" + FN + "' as a variadic argument",
                    E->getBeginLoc());
      const ParmVarDecl *Param = Def->getParamDecl(Arg);
      if (!sameShapeParam(Param, C))
        return Fail("it is passed to '" + FN + "', whose parameter '" +
                        Param->getNameAsString() + "' has another shape",
                    E->getBeginLoc());
      if (Def->isExternallyVisible())
        return Fail("it is passed to '" + FN +
                        "', which has external linkage (other files may call "
                        "it with other arrays)",
                    E->getBeginLoc());
      if (!SM.isInMainFile(SM.getExpansionLoc(Def->getLocation())))
        return Fail("it is passed to '" + FN +
                        "', defined outside the main file",
                    E->getBeginLoc());
      if (!Params.count(Param))
        return Fail("it is passed to '" + FN + "', whose parameter '" +
                        Param->getNameAsString() + "' holds other memory",
                    E->getBeginLoc());
      return std::nullopt;
    }
    if (auto *UO = dyn_cast<UnaryOperator>(P)) {
      if (UO->getOpcode() == UO_AddrOf)
        return Fail("its address is taken", UO->getBeginLoc());
      if (UO->getOpcode() == UO_Deref)
        return Fail("it is dereferenced with '*' instead of subscripted",
                    UO->getBeginLoc());
      return Fail("pointer arithmetic on '" + VD->getNameAsString() + "'",
                  UO->getBeginLoc());
    }
    if (auto *BO = dyn_cast<BinaryOperator>(P)) {
      if (BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub ||
          BO->getOpcode() == BO_AddAssign || BO->getOpcode() == BO_SubAssign)
        return Fail("pointer arithmetic on '" + VD->getNameAsString() + "'",
                    BO->getBeginLoc());
      if (BO->getOpcode() == BO_Assign)
        return Fail(BO->getRHS() == E
                        ? "its address is assigned to '" +
                              sourceText(BO->getLHS(), Ctx) + "'"
                        : "'" + VD->getNameAsString() + "' is assigned",
                    BO->getBeginLoc());
      return Fail("its address is used in '" + sourceText(BO, Ctx) + "'",
                  BO->getBeginLoc());
    }
    if (auto *CE = dyn_cast<CastExpr>(P))
      return Fail("it is converted to '" + CE->getType().getAsString() + "'",
                  CE->getBeginLoc());
    return Fail("'" + VD->getNameAsString() +
                    "' is used as a whole, not element by element",
                DRE->getLocation());
  }
}

/// Every declaration of the array and of the parameters must spell all of
/// their dimensions with brackets in the main file (no typedef, no macro
/// around the brackets).
std::optional<Problem> Reorderer::checkDeclarators(const Candidate &C) {
  const unsigned Rank = (unsigned)C.extents.size();
  auto Spelled = [&](const DeclaratorDecl *D, unsigned Want) {
    DeclaratorBrackets B = declaratorBrackets(D);
    if (B.brackets.size() != Want)
      return false;
    for (auto &Br : B.brackets)
      if (!Br.lbracket.isFileID() || !Br.rbracket.isFileID() ||
          !SM.isInMainFile(Br.lbracket))
        return false;
    return true;
  };
  for (const VarDecl *D : C.array->redecls())
    if (!Spelled(D, Rank))
      return Problem{
          "its declaration does not spell its dimensions in brackets "
          "(a typedef, a macro, or another file)",
          D->getLocation()};
  for (const ParmVarDecl *P : C.params) {
    auto *F = cast<FunctionDecl>(P->getDeclContext());
    unsigned Index = P->getFunctionScopeIndex();
    for (const FunctionDecl *FD : F->redecls()) {
      if (Index >= FD->getNumParams())
        continue;
      const ParmVarDecl *Q = FD->getParamDecl(Index);
      DeclaratorBrackets B = declaratorBrackets(Q);
      if (!Spelled(Q, B.pointerForm ? Rank - 1 : Rank))
        return Problem{"the parameter '" + P->getNameAsString() + "' of '" +
                           F->getNameAsString() +
                           "' does not spell its dimensions in brackets",
                       Q->getLocation()};
    }
  }
  return std::nullopt;
}

std::optional<Problem> Reorderer::checkSafety(Candidate &C) {
  const VarDecl *A = C.array;
  if (A->isExternallyVisible())
    return Problem{"it has external linkage (another file may use it)",
                   A->getLocation()};
  for (const VarDecl *D : A->redecls())
    if (D->hasInit())
      return Problem{"it has an initializer", D->getLocation()};
  if (A->hasAttr<OMPThreadPrivateDeclAttr>())
    return Problem{"it is threadprivate", A->getLocation()};
  if (!SM.isInMainFile(SM.getExpansionLoc(A->getLocation())))
    return Problem{"it is declared outside the main file", A->getLocation()};

  // Its points-to class and the pointers into it.
  PointsToAnalysis &Pt = pointsTo();
  unsigned Class = Pt.classOf(A);
  std::set<const VarDecl *> Params;
  for (const auto &N : Pt.pointersInto(Class))
    if (N.kind == PointsToAnalysis::NodeKind::Variable)
      if (auto *P = dyn_cast<ParmVarDecl>(N.decl))
        Params.insert(P);

  // Every use of the array and of the parameters that may hold it.
  struct Finder : RecursiveASTVisitor<Finder> {
    std::set<const VarDecl *> Of;
    std::vector<std::pair<const DeclRefExpr *, const VarDecl *>> Found;
    bool VisitDeclRefExpr(DeclRefExpr *DRE) {
      if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        if (Of.count(canonical(VD)))
          Found.push_back({DRE, canonical(VD)});
      return true;
    }
  } F;
  F.Of = Params;
  F.Of.insert(A);
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  // The array's own uses first: they say best where its address goes.
  for (auto &[DRE, VD] : F.Found)
    if (VD == A)
      if (auto P = checkUse(DRE, VD, C, Params))
        return P;
  for (const VarDecl *P : Params)
    if (!sameShapeParam(cast<ParmVarDecl>(P), C))
      return Problem{"its address reaches the parameter '" +
                         P->getNameAsString() + "', which has another shape",
                     P->getLocation()};
  for (auto &[DRE, VD] : F.Found)
    if (VD != A)
      if (auto P = checkUse(DRE, VD, C, Params))
        return P;

  // The class: this array alone; pointers into it: parameters alone.
  for (const auto &M : Pt.members(Class)) {
    using K = PointsToAnalysis::NodeKind;
    if (M.kind == K::Placeholder)
      continue;
    if (M.kind == K::Variable && canonical(cast<VarDecl>(M.decl)) == A)
      continue;
    if (M.kind == K::Variable)
      return Problem{"it may share memory with '" +
                         cast<VarDecl>(M.decl)->getNameAsString() +
                         "' (one points-to class)",
                     M.decl->getLocation()};
    if (M.kind == K::Field)
      return Problem{"it may share memory with struct member '" +
                         cast<NamedDecl>(M.decl)->getNameAsString() + "'",
                     M.decl->getLocation()};
    if (M.kind == K::Heap)
      return Problem{"it may share memory with the blocks of an allocation "
                     "call (one points-to class)",
                     M.site->getBeginLoc()};
    return Problem{"its memory may be reached by code outside this unit",
                   A->getLocation()};
  }
  for (const auto &N : Pt.pointersInto(Class)) {
    using K = PointsToAnalysis::NodeKind;
    if (N.kind == K::Placeholder)
      continue;
    if (N.kind == K::Variable) {
      auto *P = dyn_cast<ParmVarDecl>(N.decl);
      auto *VD = cast<VarDecl>(N.decl);
      if (!P)
        return Problem{"its address is held by '" + VD->getNameAsString() +
                           "', which is not a parameter",
                       VD->getLocation()};
      auto *Fn = dyn_cast<FunctionDecl>(P->getDeclContext());
      std::string Why = Pt.externalReason(P);
      if (!Why.empty())
        return Problem{"the parameter '" + P->getNameAsString() +
                           "' that receives it may hold other memory: " + Why,
                       P->getLocation()};
      if (!Fn || !Fn->doesThisDeclarationHaveABody() || !sameShapeParam(P, C) ||
          !SM.isInMainFile(SM.getExpansionLoc(P->getLocation())))
        return Problem{"its address is held by the parameter '" +
                           P->getNameAsString() + "' of another shape",
                       P->getLocation()};
      continue;
    }
    if (N.kind == K::Field)
      return Problem{"its address is stored in struct member '" +
                         cast<NamedDecl>(N.decl)->getNameAsString() + "'",
                     N.decl->getLocation()};
    if (N.kind == K::Return)
      return Problem{"its address is returned by '" +
                         cast<NamedDecl>(N.decl)->getNameAsString() + "'",
                     N.decl->getLocation()};
    return Problem{"its address may be reached by code outside this unit",
                   A->getLocation()};
  }
  for (const VarDecl *P : Params)
    C.params.push_back(cast<ParmVarDecl>(P));
  std::sort(C.params.begin(), C.params.end(),
            [&](const ParmVarDecl *X, const ParmVarDecl *Y) {
              return SM.isBeforeInTranslationUnit(X->getLocation(),
                                                  Y->getLocation());
            });
  if (auto P = checkDeclarators(C))
    return P;

  // The models: a kernel must hold it as a buffer, and host code computes
  // the bounds of offloaded loops from their source text.
  auto Mentions = [&](const Stmt *S, auto &Self) -> const Stmt * {
    if (!S)
      return nullptr;
    if (auto *DRE = dyn_cast<DeclRefExpr>(S))
      if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        if (F.Of.count(canonical(VD)))
          return DRE;
    for (const Stmt *Ch : S->children())
      if (const Stmt *R = Self(Ch, Self))
        return R;
    return nullptr;
  };
  for (const LoopNest &N : Loops) {
    if (!N.offload)
      continue;
    for (const Variable &V : N.vars)
      if (F.Of.count(canonical(V.decl)) && V.kind != VarKind::Buffer)
        return Problem{"it is " + std::string(varKindName(V.kind)) +
                           " in the loop of kernel '" + N.kernelName + "'",
                       N.directive->getBeginLoc()};
    for (const ParallelDim &D : N.dims)
      for (const Expr *B : {D.lower, D.upper})
        if (const Stmt *At = Mentions(B, Mentions))
          return Problem{"it is read in the bounds of the loop of kernel '" +
                             N.kernelName + "'",
                         At->getBeginLoc()};
  }
  return std::nullopt;
}

void Reorderer::reportLosers(const Candidate &C,
                             const std::vector<unsigned> &Order) {
  // A kernel loses when the dimension its own accesses want last (their
  // tally) is not last; disagreements inside one kernel (a transpose) are
  // not the layout's to settle.
  // Loops that stay on the host and want the winning dimension last.
  std::set<unsigned> HostLines;
  for (const LayoutWish &V : C.votes)
    if (V.host && V.pref.front() == Order.back())
      HostLines.insert(
          SM.getPresumedLoc(SM.getExpansionLoc(V.nest->directive->getBeginLoc()))
              .getLine());
  std::string HostText;
  if (!HostLines.empty()) {
    HostText = "the OpenMP loops that stay on the host (line";
    HostText += HostLines.size() > 1 ? "s" : "";
    unsigned K = 0;
    for (unsigned L : HostLines)
      HostText += (K++ ? ", " : " ") + std::to_string(L);
    HostText += ")";
  }
  std::set<const LoopNest *> Done;
  for (const LayoutWish &V : C.votes) {
    if (V.host || !Done.insert(V.nest).second)
      continue;
    std::vector<LayoutWish> Mine;
    for (const LayoutWish &W : C.votes)
      if (W.nest == V.nest)
        Mine.push_back(W);
    std::vector<unsigned> Wanted = tallyWishes(Mine, (unsigned)C.extents.size());
    if (Wanted.back() == Order.back())
      continue;
    bool OtherKernels = std::any_of(
        C.votes.begin(), C.votes.end(), [&](const LayoutWish &W) {
          return !W.host && W.nest != V.nest && W.pref.front() == Order.back();
        });
    std::string Others = OtherKernels ? "other kernels" : "";
    if (!HostText.empty())
      Others += (Others.empty() ? "" : " and ") + HostText;
    if (Others.empty())
      Others = "other kernels"; // a tie the order in front settled
    Remarks.missed(
        V.nest->directive->getBeginLoc(),
        "global index reordering: kernel '" + V.nest->kernelName +
            "' would coalesce its accesses to '" + C.array->getNameAsString() +
            "' with " + layoutText(C, Wanted) + ", but " + Others + " outvote it (" +
            layoutText(C, Order) + ")");
  }
}

LayoutPlan Reorderer::run() {
  LayoutPlan Plan;
  collectVotes();
  // Source order of the arrays: remarks and plan do not depend on pointers.
  std::sort(CandidateOrder.begin(), CandidateOrder.end(),
            [&](const VarDecl *X, const VarDecl *Y) {
              return SM.isBeforeInTranslationUnit(X->getLocation(),
                                                  Y->getLocation());
            });
  for (const VarDecl *A : CandidateOrder) {
    Candidate &C = Candidates[A];
    if (std::none_of(C.votes.begin(), C.votes.end(),
                     [](const LayoutWish &W) { return !W.host; }))
      continue; // only loops on the host walk it: nothing to coalesce
    chooseOrder(C);
    nameDimensions(C);
    std::vector<unsigned> Identity(C.extents.size());
    for (unsigned D = 0; D < Identity.size(); ++D)
      Identity[D] = D;
    std::string Name = A->getNameAsString();
    if (C.order == Identity) {
      reportLosers(C, Identity);
      continue;
    }
    if (auto P = checkSafety(C)) {
      Remarks.missed(P->at, "global index reordering of '" + Name + "' (" +
                                layoutText(C, Identity) + " -> " +
                                layoutText(C, C.order) +
                                ") not applied: " + P->why);
      continue;
    }
    LayoutPlan::Layout L;
    L.array = A;
    L.order = C.order;
    L.extents = C.extents;
    L.element = C.element;
    L.params = C.params;
    L.names = C.names;
    Remarks.passed(A->getLocation(),
                   "global index reordering: '" + Name + "' " + L.describe());
    reportLosers(C, C.order);
    Plan.add(std::move(L));
  }

  // The models describe the new layout.
  for (LoopNest &N : Loops)
    for (Variable &V : N.vars) {
      const LayoutPlan::Layout *L = Plan.find(V.decl);
      if (!L)
        continue;
      for (Access &A : V.accesses) {
        if (A.subscripts.size() != L->order.size())
          continue;
        std::vector<AffineExpr> New;
        for (unsigned D : L->order)
          New.push_back(A.subscripts[D]);
        A.subscripts = std::move(New);
      }
      // A parameter of the class always holds the array's start: its extent
      // is the whole array, in rows of the new first dimension.
      if (V.isPointer && V.kind == VarKind::Buffer) {
        V.extentLowText = "0L";
        V.extentHighText =
            "(" + std::to_string(L->extents[L->order[0]] - 1) + "L)";
        V.wholeBlock = false;
      }
    }
  return Plan;
}

} // namespace

LayoutPlan reorderGlobalIndices(std::vector<LoopNest> &Loops, ASTContext &Ctx,
                                RemarkEmitter &Remarks) {
  return Reorderer(Loops, Ctx, Remarks).run();
}

} // namespace omp2ocl
