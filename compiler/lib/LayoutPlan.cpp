//===- LayoutPlan.cpp - permuted array layouts ----------------------------===//
#include "LayoutPlan.h"

#include <set>

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/TypeLoc.h"

using namespace clang;

namespace omp2ocl {

std::string LayoutPlan::Layout::describe() const {
  std::string From, To;
  for (size_t K = 0; K < order.size(); ++K) {
    From += "[" + names[K] + "]";
    To += "[" + names[order[K]] + "]";
  }
  return From + " -> " + To;
}

const LayoutPlan::Layout *LayoutPlan::find(const VarDecl *VD) const {
  if (!VD || index.empty())
    return nullptr;
  if (!isa<ParmVarDecl>(VD))
    VD = VD->getCanonicalDecl();
  auto It = index.find(VD);
  return It == index.end() ? nullptr : &layouts[It->second];
}

void LayoutPlan::add(Layout L) {
  index[L.array->getCanonicalDecl()] = layouts.size();
  for (const ParmVarDecl *P : L.params)
    index[P] = layouts.size();
  layouts.push_back(std::move(L));
}

QualType LayoutPlan::declType(const VarDecl *VD, ASTContext &Ctx) const {
  const Layout *L = find(VD);
  if (!L)
    return VD->getType();
  // The permuted array, innermost dimension first.
  QualType T = L->element;
  for (size_t K = L->order.size(); K-- > 1;)
    T = Ctx.getConstantArrayType(T, llvm::APInt(64, L->extents[L->order[K]]),
                                 nullptr, ArraySizeModifier::Normal, 0);
  if (isa<ParmVarDecl>(VD))
    return Ctx.getPointerType(T); // a parameter walks the new first dimension
  return Ctx.getConstantArrayType(T, llvm::APInt(64, L->extents[L->order[0]]),
                                  nullptr, ArraySizeModifier::Normal, 0);
}

unsigned subscriptRank(QualType T) {
  T = T.getCanonicalType();
  unsigned Rank = 0;
  if (auto *PT = T->getAs<PointerType>()) {
    T = PT->getPointeeType().getCanonicalType();
    Rank = 1;
  }
  while (auto *AT = dyn_cast<ArrayType>(T.getTypePtr())) {
    ++Rank;
    T = AT->getElementType().getCanonicalType();
  }
  return Rank;
}

const DeclRefExpr *subscriptChain(const Expr *E,
                                  std::vector<const Expr *> &Indices) {
  Indices.clear();
  const Expr *X = E->IgnoreParenImpCasts();
  while (auto *ASE = dyn_cast<ArraySubscriptExpr>(X)) {
    Indices.insert(Indices.begin(), ASE->getIdx());
    X = ASE->getBase()->IgnoreParenImpCasts();
  }
  return dyn_cast<DeclRefExpr>(X);
}

bool LayoutPlan::fullChain(const Expr *E, const DeclRefExpr *&Base,
                           std::vector<const Expr *> &Indices) const {
  if (layouts.empty() || !isa<ArraySubscriptExpr>(E->IgnoreParens()))
    return false;
  std::vector<const Expr *> Orig;
  Base = subscriptChain(E, Orig);
  if (!Base)
    return false;
  auto *VD = dyn_cast<VarDecl>(Base->getDecl());
  const Layout *L = VD ? find(VD) : nullptr;
  if (!L || Orig.size() != L->order.size())
    return false;
  Indices.clear();
  for (unsigned D : L->order)
    Indices.push_back(Orig[D]);
  return true;
}

DeclaratorBrackets declaratorBrackets(const DeclaratorDecl *D) {
  DeclaratorBrackets Out;
  TypeSourceInfo *TSI = D->getTypeSourceInfo();
  if (!TSI)
    return Out;
  TypeLoc TL = TSI->getTypeLoc();
  while (!TL.isNull()) {
    if (auto ATL = TL.getAs<ArrayTypeLoc>()) {
      Out.brackets.push_back(
          {ATL.getLBracketLoc(), ATL.getRBracketLoc(), ATL.getSizeExpr()});
      TL = ATL.getElementLoc();
    } else if (auto PTL = TL.getAs<PointerTypeLoc>()) {
      if (!Out.brackets.empty())
        break; // an array of pointers: not ours
      Out.pointerForm = true;
      TL = PTL.getPointeeLoc();
    } else if (auto PTL = TL.getAs<ParenTypeLoc>()) {
      TL = PTL.getInnerLoc();
    } else if (auto QTL = TL.getAs<QualifiedTypeLoc>()) {
      TL = QTL.getUnqualifiedLoc();
    } else if (auto DTL = TL.getAs<DecayedTypeLoc>()) {
      TL = DTL.getOriginalLoc();
    } else {
      break;
    }
  }
  return Out;
}

std::vector<std::string>
dimensionNames(const std::vector<std::map<std::string, unsigned>> &Seen) {
  size_t Rank = Seen.size();
  std::vector<std::string> Names(Rank);
  std::set<std::string> Used;
  bool Ok = true;
  for (size_t D = 0; D < Rank && Ok; ++D) {
    unsigned Best = 0;
    for (auto &[Name, Count] : Seen[D])
      if (Count > Best) {
        Best = Count;
        Names[D] = Name;
      }
    Ok = !Names[D].empty() && Used.insert(Names[D]).second;
  }
  if (!Ok)
    for (size_t D = 0; D < Rank; ++D)
      Names[D] = std::to_string(D);
  return Names;
}

} // namespace omp2ocl
