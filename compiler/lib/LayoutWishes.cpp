//===- LayoutWishes.cpp - which array layout a kernel's accesses want -----===//
#include "LayoutWishes.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

#include <algorithm>
#include <map>

using namespace clang;

namespace omp2ocl {

std::array<const VarDecl *, 3> workItemIterators(const LoopNest &N) {
  std::array<const VarDecl *, 3> Iv = {nullptr, nullptr, nullptr};
  for (size_t K = 0; K < N.dims.size(); ++K)
    if (N.ndrangeDimOf[K] >= 0 && N.ndrangeDimOf[K] < 3)
      Iv[N.ndrangeDimOf[K]] = N.dims[K].iv;
  return Iv;
}

/// For each iterator in turn (at most three), the one subscript it appears
/// in; it stops at an iterator in several subscripts or in one already
/// wished for, and at one in none unless SkipAbsent.
static std::vector<unsigned> wishedSubscripts(const std::vector<const ValueDecl *> &Iterators,
                                              const std::vector<AffineExpr> &Subs,
                                              bool SkipAbsent) {
  std::vector<unsigned> Pref;
  for (const ValueDecl *Iv : Iterators) {
    if (Pref.size() == 3)
      break;
    std::vector<unsigned> At;
    for (unsigned P = 0; P < Subs.size(); ++P)
      if (Subs[P].dependsOn(Iv))
        At.push_back(P);
    if (At.empty() && SkipAbsent)
      continue;
    if (At.size() != 1 || std::find(Pref.begin(), Pref.end(), At[0]) != Pref.end())
      break;
    Pref.push_back(At[0]);
  }
  return Pref;
}

LayoutWish accessWish(const std::array<const VarDecl *, 3> &Iterators,
                      const std::vector<AffineExpr> &Subs) {
  std::vector<const ValueDecl *> Ivs;
  for (const VarDecl *Iv : Iterators)
    if (Iv)
      Ivs.push_back(Iv);
    else
      break;
  LayoutWish W;
  W.pref = wishedSubscripts(Ivs, Subs, false);
  return W;
}

const ValueDecl *forLoopVariable(const ForStmt *F) {
  if (auto *BO = dyn_cast_or_null<BinaryOperator>(F->getInit()))
    if (auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
      return DRE->getDecl();
  if (auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit()))
    if (DS->isSingleDecl())
      return dyn_cast<ValueDecl>(DS->getSingleDecl());
  return nullptr;
}

LayoutWish hostAccessWish(const LoopNest &N, const Expr *Access,
                          const std::vector<AffineExpr> &Subs, ASTContext &Ctx) {
  // Loop variables from the innermost loop around the access out to the
  // nest's outermost loop.
  std::vector<const ValueDecl *> Inner;
  const Stmt *S = Access;
  for (int Guard = 0; S && !atTopOfBody(S, N.body) && Guard < 256; ++Guard) {
    const Stmt *P = parentStmt(S, Ctx);
    if (auto *F = dyn_cast_or_null<ForStmt>(P))
      if (const ValueDecl *IV = forLoopVariable(F))
        Inner.push_back(IV);
    S = P;
  }
  for (auto D = N.dims.rbegin(); D != N.dims.rend(); ++D)
    if (std::find(Inner.begin(), Inner.end(), D->iv) == Inner.end())
      Inner.push_back(D->iv);
  LayoutWish W;
  W.host = true;
  W.pref = wishedSubscripts(Inner, Subs, true);
  return W;
}

uint64_t accessLoopWeight(const LoopNest &N, const Expr *Access, ASTContext &Ctx) {
  unsigned Depth = 0;
  const Stmt *S = Access;
  for (int Guard = 0; S && !atTopOfBody(S, N.body) && Guard < 256; ++Guard) {
    const Stmt *P = parentStmt(S, Ctx);
    // A loop over a work-item dimension (met above an if chain that loop
    // distribution made: see madeIfChain) is no loop inside the work-item.
    bool MappedLoop = false;
    if (auto *F = dyn_cast_or_null<ForStmt>(P)) {
      const ValueDecl *IV = forLoopVariable(F);
      for (const ParallelDim &D : N.dims)
        MappedLoop |= IV && D.iv == IV;
    }
    if (P && !MappedLoop && (isa<ForStmt>(P) || isa<WhileStmt>(P) || isa<DoStmt>(P)))
      ++Depth;
    S = P;
  }
  uint64_t W = 1;
  for (unsigned K = 0; K < std::min(Depth, 3u); ++K)
    W *= 4;
  return W;
}

std::vector<unsigned> tallyWishes(const std::vector<LayoutWish> &Wishes, unsigned Rank) {
  std::vector<unsigned> Chosen; // last first
  for (unsigned Level = 0; Level < 3 && Level < Rank; ++Level) {
    std::map<unsigned, uint64_t> Weight;
    for (const LayoutWish &W : Wishes)
      if (W.pref.size() > Level && std::equal(Chosen.begin(), Chosen.end(), W.pref.begin()))
        Weight[W.pref[Level]] += W.weight;
    if (Weight.empty())
      break;
    unsigned Best = Weight.begin()->first;
    for (auto &[Dim, Wt] : Weight)
      if (Wt > Weight[Best] || (Wt == Weight[Best] && Dim == Rank - 1 - Level))
        Best = Dim;
    Chosen.push_back(Best);
  }
  std::vector<unsigned> Order;
  for (unsigned D = 0; D < Rank; ++D)
    if (std::find(Chosen.begin(), Chosen.end(), D) == Chosen.end())
      Order.push_back(D);
  Order.insert(Order.end(), Chosen.rbegin(), Chosen.rend());
  return Order;
}

bool constantArrayShape(QualType T, std::vector<uint64_t> &Extents, QualType &Elem) {
  T = T.getCanonicalType();
  Extents.clear();
  while (auto *CAT = dyn_cast<ConstantArrayType>(T.getTypePtr())) {
    Extents.push_back(CAT->getSize().getZExtValue());
    T = CAT->getElementType().getCanonicalType();
  }
  if (T->isArrayType())
    return false;
  Elem = T;
  return Extents.size() >= 2;
}

} // namespace omp2ocl
