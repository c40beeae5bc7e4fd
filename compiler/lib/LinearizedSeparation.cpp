//===- LinearizedSeparation.cpp - joined loops over linearised subscripts -===//
//
// Why the rule in the header is sound. Fix a work-item's mapped iterators.
// For an access of the written array, the chosen subscript is
// P = S * iv + Q, and Q = Q0 + sum c_k * k where Q0 depends only on the
// mapped iterators and invariants (the same for every iteration of the
// candidate loop) and each k ranges over [lo_k, hi_k] while the access runs
// (the access is inside k's loop, and nothing else writes k). For two
// iterations iv1 != iv2 of the candidate and any values of the k's:
//   |P1 - P2| >= |S| * |iv1 - iv2| - |sum c_k (k1 - k2)|
//             >= |S| - sum |c_k| (hi_k - lo_k) >= 1,
// so the subscripts differ, and with them the elements (the other dimensions
// cannot make two different subscript values in one dimension name the same
// element, short of out-of-bounds subscripts, which C leaves undefined).
// Every access of the array has the same P, so no iteration of the candidate
// reads or writes an element another iteration writes: the loop is parallel
// for this array. The iterations of the mapped loops were independent
// already (OpenMP's guarantee, or this test one level up).
//
//===----------------------------------------------------------------------===//
#include "LinearizedSeparation.h"
#include "BuildModel.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"

#include <algorithm>
#include <map>
#include <optional>

using namespace clang;

namespace omp2ocl {
namespace {

/// A polynomial with integer coefficients: monomial (variables, sorted,
/// repeated for powers) -> coefficient.
using Monomial = std::vector<const VarDecl *>;
using Poly = std::map<Monomial, int64_t>;

void add(Poly &A, const Poly &B, int64_t K) {
  for (auto &[M, C] : B)
    if ((A[M] += K * C) == 0)
      A.erase(M);
}

Poly multiply(const Poly &A, const Poly &B) {
  Poly R;
  for (auto &[MA, CA] : A)
    for (auto &[MB, CB] : B) {
      Monomial M = MA;
      M.insert(M.end(), MB.begin(), MB.end());
      std::sort(M.begin(), M.end());
      if ((R[M] += CA * CB) == 0)
        R.erase(M);
    }
  return R;
}

bool integral(QualType T) { return T->isIntegerType() && !T->isBooleanType(); }

/// The polynomial of an integer expression built from integer variables,
/// constants, +, -, * and casts that do not narrow; nothing else.
std::optional<Poly> polynomial(const Expr *E, ASTContext &Ctx) {
  E = E->IgnoreParens();
  if (!integral(E->getType()))
    return std::nullopt;
  Expr::EvalResult R;
  if (!E->HasSideEffects(Ctx) && E->EvaluateAsInt(R, Ctx)) {
    Poly P;
    if (int64_t V = R.Val.getInt().getExtValue())
      P[{}] = V;
    return P;
  }
  if (auto *C = dyn_cast<CastExpr>(E)) {
    const Expr *Sub = C->getSubExpr();
    if (C->getCastKind() == CK_LValueToRValue)
      return polynomial(Sub, Ctx);
    if (C->getCastKind() != CK_IntegralCast && C->getCastKind() != CK_NoOp)
      return std::nullopt;
    if (!integral(Sub->getType()) ||
        Ctx.getTypeSize(C->getType()) < Ctx.getTypeSize(Sub->getType()))
      return std::nullopt; // a narrowing cast could wrap different values together
    return polynomial(Sub, Ctx);
  }
  if (auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD)
      return std::nullopt;
    return Poly{{{VD}, 1}};
  }
  if (auto *UO = dyn_cast<UnaryOperator>(E)) {
    auto Sub = polynomial(UO->getSubExpr(), Ctx);
    if (!Sub)
      return std::nullopt;
    if (UO->getOpcode() == UO_Plus)
      return Sub;
    if (UO->getOpcode() != UO_Minus)
      return std::nullopt;
    Poly P;
    add(P, *Sub, -1);
    return P;
  }
  if (auto *BO = dyn_cast<BinaryOperator>(E)) {
    auto L = polynomial(BO->getLHS(), Ctx), R2 = polynomial(BO->getRHS(), Ctx);
    if (!L || !R2)
      return std::nullopt;
    switch (BO->getOpcode()) {
    case BO_Add:
      add(*L, *R2, 1);
      return L;
    case BO_Sub:
      add(*L, *R2, -1);
      return L;
    case BO_Mul:
      return multiply(*L, *R2);
    default:
      return std::nullopt;
    }
  }
  return std::nullopt;
}

/// Direct writes of V in S (SourceUtils: assignments, ++/--, `&V`).
unsigned writesOf(const Stmt *S, const VarDecl *V) {
  auto Count = variableWrites(S);
  auto It = Count.find(V);
  return It == Count.end() ? 0 : It->second;
}

/// A canonical loop inside the candidate's body, the only one with its
/// iterator, which nothing but its own header writes.
struct InnerLoop {
  ParallelDim dim;
  AffineExpr lo, hi; ///< the iterator's range, inclusive
};

class Test {
public:
  Test(const ParallelDim &Candidate, const SeparationContext &SC, ASTContext &Ctx)
      : Cand(Candidate), SC(SC), Ctx(Ctx) {
    collectLoops(Candidate.loop->getBody());
  }

  LinearSeparation run(const std::vector<const Expr *> &Accesses) {
    std::vector<std::vector<const Expr *>> Chains;
    for (const Expr *E : Accesses) {
      std::vector<const Expr *> Subs = subscriptChain(E);
      if (Subs.empty() || (!Chains.empty() && Subs.size() != Chains[0].size()))
        return {};
      Chains.push_back(Subs);
    }
    if (Chains.empty())
      return {};
    for (size_t D = 0; D < Chains[0].size(); ++D) {
      LinearSeparation S = dimension(Accesses, Chains, D);
      if (S.proven)
        return S;
    }
    return {};
  }

private:
  void collectLoops(const Stmt *S) {
    if (!S)
      return;
    if (auto *F = dyn_cast<ForStmt>(S)) {
      ParallelDim PD;
      if (readCanonicalLoop(F, PD, Ctx).empty()) {
        auto [It, New] = Loops.insert({PD.iv, InnerLoop{PD, {}, {}}});
        if (!New)
          Ambiguous.insert(PD.iv);
      }
    }
    for (const Stmt *C : subStatements(S))
      collectLoops(C);
  }

  /// The inclusive range of inner loop L's iterator, affine in invariants.
  bool range(InnerLoop &L) {
    const ParallelDim &PD = L.dim;
    if (!PD.lowerAffine.valid || !PD.upperAffine.valid || PD.step == 0)
      return false;
    for (auto *A : {&PD.lowerAffine, &PD.upperAffine})
      for (auto &[V, C] : A->coeffs) {
        auto *VD = dyn_cast<VarDecl>(V);
        if (!VD || !SC.invariant(VD))
          return false;
      }
    int64_t Open = PD.upperInclusive ? 0 : 1;
    if (PD.step > 0) {
      L.lo = PD.lowerAffine;
      L.hi = addForms(PD.upperAffine, constantForm(-Open));
    } else {
      L.lo = addForms(PD.upperAffine, constantForm(Open));
      L.hi = PD.lowerAffine;
    }
    // Nothing but the loop's own header changes the iterator.
    const Stmt *Body = Cand.loop->getBody();
    int Header = writesOf(PD.loop->getInit(), PD.iv) + writesOf(PD.loop->getInc(), PD.iv);
    return writesOf(Body, PD.iv) == Header;
  }

  bool inside(const Expr *Access, const Stmt *Loop) {
    for (const Stmt *P = parentStmt(Access, Ctx); P; P = parentStmt(P, Ctx)) {
      if (P == Loop)
        return true;
      if (P == Cand.loop)
        return false;
    }
    return false;
  }

  LinearSeparation dimension(const std::vector<const Expr *> &Accesses,
                             const std::vector<std::vector<const Expr *>> &Chains,
                             size_t D) {
    std::optional<Poly> P;
    for (auto &Subs : Chains) {
      auto Q = polynomial(Subs[D], Ctx);
      if (!Q || (P && *Q != *P))
        return {};
      P = Q;
    }
    // P = S * iv + Q.
    Poly S, Q;
    for (auto &[M, C] : *P) {
      auto N = std::count(M.begin(), M.end(), Cand.iv);
      if (N > 1)
        return {};
      if (N == 1) {
        Monomial Rest;
        for (const VarDecl *V : M)
          if (V != Cand.iv)
            Rest.push_back(V);
        S[Rest] += C;
      } else {
        Q[M] = C;
      }
    }
    if (S.size() != 1)
      return {}; // no term in iv, or a sum of several (sign unknown)
    LinearSeparation Out;
    const auto &[SMono, SCoeff] = *S.begin();
    int64_t AbsCoeff = SCoeff < 0 ? -SCoeff : SCoeff;
    for (const VarDecl *V : SMono) {
      if (!SC.invariant(V) || !SC.guardable(V))
        return {};
      AffineExpr G = addForms(symbolForm(V), constantForm(-1)); // V >= 1
      Out.guards.push_back(G);
    }
    // |S| as an affine form, when it is one.
    AffineExpr AbsS = constantForm(AbsCoeff);
    if (SMono.size() == 1)
      AbsS = scaleForm(symbolForm(SMono[0]), AbsCoeff);
    else if (SMono.size() > 1)
      AbsS = AffineExpr(); // a product: only a zero spread is provable
    // Spread of the inner-loop terms of Q.
    AffineExpr Spread = constantForm(0);
    bool HasInner = false;
    for (auto &[M, C] : Q) {
      bool Fixed = true;
      for (const VarDecl *V : M)
        Fixed &= SC.mappedIterator(V) || SC.invariant(V);
      if (Fixed)
        continue;
      if (M.size() != 1)
        return {};
      const VarDecl *K = M[0];
      auto It = Loops.find(K);
      if (It == Loops.end() || Ambiguous.count(K) || !range(It->second))
        return {};
      for (const Expr *A : Accesses)
        if (!inside(A, It->second.dim.loop))
          return {}; // an access after the loop sees the final value
      int64_t AbsC = C < 0 ? -C : C;
      Spread = addForms(Spread, addForms(It->second.hi, It->second.lo, -1), AbsC);
      HasInner = true;
    }
    if (HasInner) {
      if (!AbsS.valid)
        return {};
      // |S| - spread - 1 >= 0.
      AffineExpr Margin = addForms(addForms(AbsS, Spread, -1), constantForm(-1));
      if (Margin.coeffs.empty()) {
        if (Margin.constant < 0)
          return {};
      } else {
        for (auto &[V, C] : Margin.coeffs) {
          auto *VD = dyn_cast<VarDecl>(V);
          if (!VD || !SC.guardable(VD))
            return {};
        }
        Out.guards.push_back(Margin);
      }
    }
    Out.proven = true;
    return Out;
  }

  const ParallelDim &Cand;
  const SeparationContext &SC;
  ASTContext &Ctx;
  std::map<const VarDecl *, InnerLoop> Loops;
  std::set<const VarDecl *> Ambiguous;
};

} // namespace

LinearSeparation separateLinearized(const std::vector<const Expr *> &Accesses,
                                    const ParallelDim &Candidate, const SeparationContext &SC,
                                    ASTContext &Ctx) {
  if (!Candidate.loop || !Candidate.iv)
    return {};
  Test T(Candidate, SC, Ctx);
  return T.run(Accesses);
}

} // namespace omp2ocl
