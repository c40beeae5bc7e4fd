//===- LinearizedSeparation.cpp - joined loops over linearised subscripts -===//
//
// Why the rules in the header are sound. Fix a work-item: the mapped
// iterators have their values, the invariants theirs. Let iv1 != iv2 be two
// iterations of the candidate loop and a, b two accesses of the written array
// (a = b allowed), running in those iterations with the inner loops'
// iterators anywhere in their ranges (an access inside the loop over k, whose
// body does not write k, sees k in the loop's range; a local substituted by
// its initialiser holds that value wherever it is used, as neither it nor
// what the initialiser reads changes in its scope).
//
// Same polynomial. The chosen subscript is P = S * iv + Q in both, with
// Q = Q0 + sum c_k * k and Q0 the same in both (mapped iterators and
// invariants only). Then
//   |P1 - P2| >= |S| * |iv1 - iv2| - |sum c_k (k1 - k2)|
//             >= |S| - sum |c_k| (hi_k - lo_k) >= 1,
// so the subscripts differ.
//
// Digits. The accesses' polynomials may differ (NAS MG's interp updates the
// fine 2x2x2 block `IX(f3 + a, f2 + b, f1 + c)` of each coarse point). Write
// S = c * m with m a product of invariants. Every access is
//   P = m * H + L,  H = c * iv + H',
// where L collects the terms whose invariant factor m does not divide. When
// the terms of L are iterators times factors 1 = t_0 | t_1 | ... | t_q | m,
// each quotient t_{i+1} / t_i one invariant, and the digit e_i of L at t_i
// (an affine form in iterators) lies in [0, t_{i+1} / t_i - 1] (guards), then
// 0 <= L <= m - 1 and m >= 1: P1 = P2 forces L1 = L2 and H1 = H2 (division
// with remainder is unique). H1 = H2 then fails:
//  (i) when H' = F + R with F the same in all accesses (invariants and
//      mapped iterators) and R a constant plus inner iterators: c (iv1 -
//      iv2) = R2 - R1, whose size is at most the spread of R over all
//      accesses, below |c|;
//  (ii) or when H = r * T + h, r one invariant dividing every term of H that
//      is not an iterator or a constant, h (the rest, with c * iv) in
//      [0, r - 1] (guards): H1 = H2 forces h1 = h2, and h = c * iv + F + R
//      fails as in (i).
// Two different subscripts in one dimension name different elements (short
// of out-of-bounds subscripts, which C leaves undefined), so no iteration of
// the candidate touches an element another one writes: the loop is parallel
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

/// Direct writes of V in S (SourceUtils: assignments, ++/--, `&V`).
unsigned writesOf(const Stmt *S, const VarDecl *V) {
  auto Count = variableWrites(S);
  auto It = Count.find(V);
  return It == Count.end() ? 0 : It->second;
}

/// An inclusive range [lo, hi] of an iterator, affine in invariants.
struct Range {
  AffineExpr lo, hi;
};

/// B contains A as a sub-multiset (both sorted): the factor A divides B.
bool divides(const Monomial &A, const Monomial &B) {
  return std::includes(B.begin(), B.end(), A.begin(), A.end());
}

Monomial quotient(const Monomial &B, const Monomial &A) {
  Monomial Q;
  std::set_difference(B.begin(), B.end(), A.begin(), A.end(), std::back_inserter(Q));
  return Q;
}

/// One term of an access's polynomial: coefficient * iterator * invariants.
struct Term {
  Monomial factor;                 ///< the invariants, sorted
  const VarDecl *iter = nullptr;   ///< at most one iterator
  int64_t coeff = 0;
};

/// An access's polynomial split into terms, with the ranges of its iterators.
struct Split {
  std::vector<Term> terms;
  std::map<const VarDecl *, Range> ranges;
};

class Test {
public:
  Test(const ParallelDim &Candidate, const SeparationContext &SC, ASTContext &Ctx)
      : Cand(Candidate), SC(SC), Ctx(Ctx), Body(Candidate.loop->getBody()) {
    collectDecls(Body);
  }

  LinearSeparation run(const std::vector<const Expr *> &Accesses) {
    std::vector<std::vector<const Expr *>> Chains;
    for (const Expr *E : Accesses) {
      std::vector<const Expr *> Subs = subscriptChain(E);
      if (Subs.empty() || (!Chains.empty() && Subs.size() != Chains[0].size()))
        return {};
      Chains.push_back(Subs);
    }
    if (Chains.empty() || writesOf(Body, Cand.iv))
      return {};
    for (const ParallelDim &PD : SC.mappedDims())
      if (writesOf(Body, PD.iv))
        return {}; // not fixed in a work-item after all
    for (size_t D = 0; D < Chains[0].size(); ++D) {
      LinearSeparation S = dimension(Accesses, Chains, D);
      if (S.proven)
        return S;
    }
    return {};
  }

private:
  /// The locals declared in the candidate's body, with their declarations.
  void collectDecls(const Stmt *S) {
    if (!S)
      return;
    if (auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (auto *VD = dyn_cast<VarDecl>(D))
          Decls[VD] = DS;
    for (const Stmt *C : subStatements(S))
      collectDecls(C);
  }

  /// The range of a canonical loop's iterator, when its bounds are invariant.
  std::optional<Range> rangeOf(const ParallelDim &PD) {
    if (!PD.lowerAffine.valid || !PD.upperAffine.valid || PD.step == 0)
      return std::nullopt;
    for (auto *A : {&PD.lowerAffine, &PD.upperAffine})
      for (auto &[V, C] : A->coeffs) {
        auto *VD = dyn_cast<VarDecl>(V);
        if (!VD || !SC.invariant(VD))
          return std::nullopt;
      }
    int64_t Open = PD.upperInclusive ? 0 : 1;
    if (PD.step > 0)
      return Range{PD.lowerAffine, addForms(PD.upperAffine, constantForm(-Open))};
    return Range{addForms(PD.upperAffine, constantForm(Open)), PD.lowerAffine};
  }

  /// The innermost loop around S (inside the candidate's body) that writes K:
  /// when it is a canonical loop over K with invariant bounds whose body does
  /// not write K, K's range wherever S runs.
  std::optional<Range> innerRange(const Stmt *S, const VarDecl *K) {
    for (const Stmt *P = parentStmt(S, Ctx); P && P != Cand.loop; P = parentStmt(P, Ctx)) {
      auto *F = dyn_cast<ForStmt>(P);
      if (!F || !writesOf(F, K))
        continue;
      ParallelDim PD;
      if (!readCanonicalLoop(F, PD, Ctx).empty() || PD.iv != K ||
          writesOf(F->getBody(), K))
        return std::nullopt;
      return rangeOf(PD);
    }
    return std::nullopt;
  }

  /// Whether S lies in the candidate's body.
  bool inBody(const Stmt *S) {
    for (const Stmt *P = parentStmt(S, Ctx); P; P = parentStmt(P, Ctx))
      if (P == Cand.loop)
        return true;
    return false;
  }

  bool isIterator(const VarDecl *V, const Stmt *At) {
    return V == Cand.iv || SC.mappedIterator(V) || innerRange(At, V).has_value();
  }

  /// A local of the body that keeps the value of its initialiser: declared
  /// with one (automatic, so it runs at every entry of its scope), of an
  /// integer type, never assigned, incremented or addressed, its initialiser a polynomial whose iterators are the
  /// candidate's, mapped ones or those of loops around the declaration
  /// (their value is the same wherever the local is in scope).
  std::optional<Poly> localValue(const VarDecl *V, int Depth) {
    auto It = Decls.find(V);
    if (It == Decls.end() || Depth > 4 || !V->getInit() || !integral(V->getType()) ||
        V->isStaticLocal() || V->getType().isVolatileQualified() || writesOf(Body, V))
      return std::nullopt;
    return fixedValue(V->getInit(), It->second, Depth);
  }

  /// The polynomial of E, evaluated at At, when every variable it reads is
  /// an invariant or an iterator there (so it has the same value wherever
  /// the variable holding it is used).
  std::optional<Poly> fixedValue(const Expr *E, const Stmt *At, int Depth) {
    std::optional<Poly> P = polynomial(E, Depth + 1);
    if (!P)
      return std::nullopt;
    for (auto &[M, C] : *P)
      for (const VarDecl *W : M)
        if (!SC.invariant(W) && !isIterator(W, At))
          return std::nullopt;
    return P;
  }

  /// A variable of the enclosing function (a private, as Rodinia SRAD's
  /// `k` in `k = i * cols + j;`) that the candidate's body assigns exactly
  /// once, by a plain assignment among the body's own statements, with no
  /// mention of it in the statements before: every use in the body comes
  /// after that assignment in the same iteration and sees its value, as a
  /// local sees its initialiser (same conditions on the right-hand side as
  /// localValue, and it must not read the variable itself). A body with
  /// labels could jump past it: not followed.
  std::optional<Poly> assignedValue(const VarDecl *V, int Depth) {
    auto *CS = dyn_cast<CompoundStmt>(Body);
    if (!CS || Depth > 4 || !integral(V->getType()) || V->hasGlobalStorage() ||
        V->getType().isVolatileQualified() || writesOf(Body, V) != 1 || hasLabel(Body))
      return std::nullopt;
    for (const Stmt *S : CS->body()) {
      std::vector<const DeclRefExpr *> Refs;
      refsOf(S, V, Refs);
      if (Refs.empty())
        continue;
      auto *BO = dyn_cast<BinaryOperator>(S);
      if (!BO || BO->getOpcode() != BO_Assign || refVar(BO->getLHS()) != V)
        return std::nullopt; // a use before the assignment, or another write
      Refs.clear();
      refsOf(BO->getRHS(), V, Refs);
      if (!Refs.empty())
        return std::nullopt;
      return fixedValue(BO->getRHS(), S, Depth);
    }
    return std::nullopt;
  }

  static bool hasLabel(const Stmt *S) {
    if (!S)
      return false;
    if (isa<LabelStmt>(S))
      return true;
    for (const Stmt *C : subStatements(S))
      if (hasLabel(C))
        return true;
    return false;
  }

  /// The polynomial of an integer expression built from integer variables,
  /// constants, +, -, * and casts that do not narrow, the body's locals
  /// replaced by their initialisers (localValue); nothing else.
  std::optional<Poly> polynomial(const Expr *E, int Depth = 0) {
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
        return polynomial(Sub, Depth);
      if (C->getCastKind() != CK_IntegralCast && C->getCastKind() != CK_NoOp)
        return std::nullopt;
      if (!integral(Sub->getType()) ||
          Ctx.getTypeSize(C->getType()) < Ctx.getTypeSize(Sub->getType()))
        return std::nullopt; // a narrowing cast could wrap different values together
      return polynomial(Sub, Depth);
    }
    if (auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
      if (!VD)
        return std::nullopt;
      if (Decls.count(VD))
        return localValue(VD, Depth);
      if (auto P = assignedValue(VD, Depth))
        return P;
      return Poly{{{VD}, 1}};
    }
    if (auto *UO = dyn_cast<UnaryOperator>(E)) {
      auto Sub = polynomial(UO->getSubExpr(), Depth);
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
      auto L = polynomial(BO->getLHS(), Depth), R2 = polynomial(BO->getRHS(), Depth);
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

  LinearSeparation dimension(const std::vector<const Expr *> &Accesses,
                             const std::vector<std::vector<const Expr *>> &Chains,
                             size_t D) {
    std::vector<Poly> Polys;
    for (auto &Subs : Chains) {
      auto Q = polynomial(Subs[D]);
      if (!Q)
        return {};
      Polys.push_back(*Q);
    }
    bool AllSame = std::all_of(Polys.begin(), Polys.end(),
                               [&](const Poly &P) { return P == Polys[0]; });
    if (AllSame) {
      LinearSeparation S = samePolynomial(Accesses, Polys[0]);
      if (S.proven)
        return S;
    }
    return digits(Accesses, Polys);
  }

  /// Every access has the same polynomial P = S * iv + Q (header, "Same
  /// polynomial").
  LinearSeparation samePolynomial(const std::vector<const Expr *> &Accesses, const Poly &P) {
    // P = S * iv + Q.
    Poly S, Q;
    for (auto &[M, C] : P) {
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
      // The loops over k around the accesses, all over one range.
      std::optional<Range> K;
      for (const Expr *A : Accesses) {
        std::optional<Range> R = innerRange(A, M[0]);
        if (!R || (K && !(R->lo == K->lo && R->hi == K->hi)))
          return {}; // an access after the loop sees the final value
        K = R;
      }
      int64_t AbsC = C < 0 ? -C : C;
      Spread = addForms(Spread, addForms(K->hi, K->lo, -1), AbsC);
      HasInner = true;
    }
    if (HasInner) {
      if (!AbsS.valid)
        return {};
      // |S| - spread - 1 >= 0.
      if (!require(addForms(addForms(AbsS, Spread, -1), constantForm(-1)), Out.guards))
        return {};
    }
    Out.proven = true;
    return Out;
  }

  /// G >= 0: true when it holds as a constant, or it is added to Guards as a
  /// condition over invariants the launch can test; false otherwise.
  bool require(const AffineExpr &G, std::vector<AffineExpr> &Guards) {
    if (!G.valid)
      return false;
    if (G.coeffs.empty())
      return G.constant >= 0;
    for (auto &[V, C] : G.coeffs) {
      auto *VD = dyn_cast<VarDecl>(V);
      if (!VD || !SC.guardable(VD))
        return false;
    }
    Guards.push_back(G);
    return true;
  }

  /// The terms of an access's polynomial: each one iterator at most, the
  /// rest invariants; with the iterators' ranges at the access.
  std::optional<Split> split(const Expr *Access, const Poly &P) {
    Split Out;
    for (auto &[M, C] : P) {
      Term T;
      T.coeff = C;
      for (const VarDecl *V : M) {
        if (SC.invariant(V)) {
          T.factor.push_back(V);
          continue;
        }
        if (T.iter)
          return std::nullopt; // a product of iterators
        T.iter = V;
        std::optional<Range> R;
        if (V == Cand.iv) {
          R = rangeOf(Cand);
        } else if (SC.mappedIterator(V)) {
          for (const ParallelDim &PD : SC.mappedDims())
            if (PD.iv == V)
              R = rangeOf(PD);
        } else {
          R = innerRange(Access, V);
        }
        if (!R)
          return std::nullopt;
        Out.ranges[V] = *R;
      }
      Out.terms.push_back(T);
    }
    return Out;
  }

  /// [min, max] of the sum of the terms (each without invariant factor).
  std::optional<Range> bounds(const std::vector<Term> &Terms, const Split &S) {
    Range B{constantForm(0), constantForm(0)};
    for (const Term &T : Terms) {
      if (!T.factor.empty())
        return std::nullopt;
      if (!T.iter) {
        B.lo = addForms(B.lo, constantForm(T.coeff));
        B.hi = addForms(B.hi, constantForm(T.coeff));
        continue;
      }
      const Range &R = S.ranges.at(T.iter);
      B.lo = addForms(B.lo, T.coeff > 0 ? R.lo : R.hi, T.coeff);
      B.hi = addForms(B.hi, T.coeff > 0 ? R.hi : R.lo, T.coeff);
    }
    return B;
  }

  /// lo >= 0 and Radix - 1 - hi >= 0 for the sum of Terms.
  bool digitBounded(const std::vector<Term> &Terms, const Split &S, const Monomial &Radix,
                    std::vector<AffineExpr> &Guards) {
    std::optional<Range> B = bounds(Terms, S);
    if (!B || Radix.size() != 1)
      return false;
    return require(B->lo, Guards) &&
           require(addForms(addForms(symbolForm(Radix[0]), constantForm(-1)), B->hi, -1),
                   Guards);
  }

  /// c * iv + F + R in every access, F (terms of mapped iterators or with
  /// invariant factors) the same, R (constants and inner iterators) spread
  /// below |c| over all accesses.
  bool spreadBelow(int64_t C, const std::vector<std::vector<Term>> &Rest,
                   const std::vector<Split> &Splits, std::vector<AffineExpr> &Guards) {
    std::vector<std::vector<Term>> Fixed(Rest.size()), Free(Rest.size());
    for (size_t A = 0; A < Rest.size(); ++A)
      for (const Term &T : Rest[A]) {
        bool Mapped = T.iter && SC.mappedIterator(T.iter);
        if (T.factor.empty() && !Mapped)
          Free[A].push_back(T);
        else if (!T.iter || Mapped)
          Fixed[A].push_back(T);
        else
          return false; // an inner iterator times invariants: not bounded
      }
    auto Key = [](const std::vector<Term> &Ts) {
      std::vector<std::tuple<Monomial, const VarDecl *, int64_t>> K;
      for (const Term &T : Ts)
        K.emplace_back(T.factor, T.iter, T.coeff);
      std::sort(K.begin(), K.end());
      return K;
    };
    for (size_t A = 1; A < Rest.size(); ++A)
      if (Key(Fixed[A]) != Key(Fixed[0]))
        return false;
    std::vector<Range> B;
    for (size_t A = 0; A < Rest.size(); ++A) {
      std::optional<Range> R = bounds(Free[A], Splits[A]);
      if (!R)
        return false;
      B.push_back(*R);
    }
    int64_t AbsC = C < 0 ? -C : C;
    for (size_t A = 0; A < B.size(); ++A)
      for (size_t Bi = 0; Bi < B.size(); ++Bi) // |c| - 1 - (hi_a - lo_b) >= 0
        if (!require(addForms(constantForm(AbsC - 1), addForms(B[A].hi, B[Bi].lo, -1), -1),
                     Guards))
          return false;
    return true;
  }

  /// Accesses whose polynomials differ (header, "Digits").
  LinearSeparation digits(const std::vector<const Expr *> &Accesses,
                          const std::vector<Poly> &Polys) {
    std::vector<Split> Splits;
    for (size_t A = 0; A < Accesses.size(); ++A) {
      if (!inBody(Accesses[A]))
        return {};
      std::optional<Split> S = split(Accesses[A], Polys[A]);
      if (!S)
        return {};
      Splits.push_back(*S);
    }
    // The candidate's term c * m * iv, the same in every access.
    std::optional<Term> Stride;
    for (const Split &S : Splits) {
      std::optional<Term> Mine;
      for (const Term &T : S.terms)
        if (T.iter == Cand.iv) {
          if (Mine)
            return {};
          Mine = T;
        }
      if (!Mine || (Stride && (Mine->factor != Stride->factor || Mine->coeff != Stride->coeff)))
        return {};
      Stride = Mine;
    }
    const Monomial &M = Stride->factor;
    LinearSeparation Out;
    // L: the digits below m, each bounded by the next factor of the chain.
    std::vector<std::vector<Term>> High(Splits.size());
    std::set<Monomial> Factors{Monomial{}};
    for (size_t A = 0; A < Splits.size(); ++A)
      for (const Term &T : Splits[A].terms) {
        if (divides(M, T.factor)) {
          Term H = T;
          H.factor = quotient(T.factor, M);
          High[A].push_back(H);
        } else {
          Factors.insert(T.factor);
        }
      }
    if (!M.empty()) {
      std::vector<Monomial> Chain(Factors.begin(), Factors.end());
      std::sort(Chain.begin(), Chain.end(),
                [](const Monomial &X, const Monomial &Y) { return X.size() < Y.size(); });
      Chain.push_back(M);
      for (size_t I = 0; I + 1 < Chain.size(); ++I) {
        if (!divides(Chain[I], Chain[I + 1]))
          return {};
        Monomial Radix = quotient(Chain[I + 1], Chain[I]);
        for (size_t A = 0; A < Splits.size(); ++A) {
          std::vector<Term> Digit;
          for (const Term &T : Splits[A].terms)
            if (T.factor == Chain[I]) {
              Term E = T;
              E.factor.clear();
              Digit.push_back(E);
            }
          if (!digitBounded(Digit, Splits[A], Radix, Out.guards))
            return {};
        }
      }
    }
    // H = c * iv + H'.
    std::vector<std::vector<Term>> Rest(Splits.size());
    for (size_t A = 0; A < Splits.size(); ++A)
      for (const Term &T : High[A])
        if (T.iter != Cand.iv)
          Rest[A].push_back(T);
    std::vector<AffineExpr> Guards = Out.guards;
    if (spreadBelow(Stride->coeff, Rest, Splits, Guards)) {
      Out.guards = Guards;
      Out.proven = true;
      return Out;
    }
    // (ii) H = r * T + h.
    std::optional<Monomial> Common;
    for (auto &Ts : Rest)
      for (const Term &T : Ts)
        if (!T.factor.empty()) {
          Monomial F(T.factor.begin(), T.factor.end());
          if (!Common) {
            Common = F;
          } else {
            Monomial I;
            std::set_intersection(Common->begin(), Common->end(), F.begin(), F.end(),
                                  std::back_inserter(I));
            Common = I;
          }
        }
    if (!Common)
      return {};
    Common->erase(std::unique(Common->begin(), Common->end()), Common->end());
    for (const VarDecl *R : *Common) {
      Guards = Out.guards;
      std::vector<std::vector<Term>> Low(Splits.size());
      bool Ok = true;
      for (size_t A = 0; A < Splits.size() && Ok; ++A) {
        std::vector<Term> Digit;
        for (const Term &T : High[A])
          if (T.factor.empty())
            Digit.push_back(T);
        Ok = digitBounded(Digit, Splits[A], Monomial{R}, Guards);
        for (const Term &T : Digit)
          if (T.iter != Cand.iv)
            Low[A].push_back(T);
      }
      if (Ok && spreadBelow(Stride->coeff, Low, Splits, Guards)) {
        Out.guards = Guards;
        Out.proven = true;
        return Out;
      }
    }
    return {};
  }

  const ParallelDim &Cand;
  const SeparationContext &SC;
  ASTContext &Ctx;
  const Stmt *Body;
  std::map<const VarDecl *, const DeclStmt *> Decls;
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
