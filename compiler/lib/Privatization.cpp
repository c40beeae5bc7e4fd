//===- Privatization.cpp - the per-iteration must-write proof -------------===//
//
// Walks one iteration of the mapped loop(s) in program order, into the bodies
// of the functions it calls (with their parameters bound to the arguments),
// keeping
//   * the must-written sections of the variable V: boxes, one interval
//     [lo, hi] per dimension whose bounds are affine in symbols (invariants,
//     the mapped iterators, the iterators of the enclosing inner loops), with
//     conditions (affine forms >= 0) under which the box is written;
//   * the affine values of integer locals assigned in straight-line code
//     (`last = n - 2`, `i = 1`, a scalar parameter bound to its argument);
//   * the ranges of the iterators of the enclosing loops.
// Every read of V must lie inside one box: the differences between the read's
// subscripts and the box's bounds, minimised over the iterator ranges, must be
// constants >= 0 (possibly using that the loops around the read run at
// least once), or else affine forms over invariants that become conditions
// checked when the kernel is launched.
//
// Writes count only where they happen on every path: both branches of an
// `if`, not the one branch; inside a `switch`, only until the next case
// label (and not after it); not inside `while`, `do` or
// non-canonical loops; after a loop, the writes of its iterations generalise
// over its range (`a[i][c]` for i in [L, U-1] gives a[L..U-1][c]) when its
// iterator steps by one, its bounds do not change in it and it has no
// `break`. Inside a loop, the writes of the earlier iterations cover reads
// too (`t[i] = t[i-1] + ...`). Anything else that touches V (an address
// stored, a pointer of another shape, a call without a body) ends the proof.
//
//===----------------------------------------------------------------------===//
#include "Privatization.h"
#include "BuildModel.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <map>
#include <set>

using namespace clang;

namespace omp2ocl {

namespace {

//===-- affine helpers ------------------------------------------------------===//

AffineExpr invalidForm() { return AffineExpr(); }

/// A with V replaced by R.
AffineExpr substitute(const AffineExpr &A, const ValueDecl *V, const AffineExpr &R) {
  int64_t C = A.coeffOf(V);
  if (!A.valid || C == 0)
    return A;
  AffineExpr B = A;
  B.coeffs.erase(V);
  return addForms(B, R, C);
}

bool isConstant(const AffineExpr &A) { return A.valid && A.coeffs.empty(); }

bool sameForm(const AffineExpr &A, const AffineExpr &B) {
  return A.valid && B.valid && A.constant == B.constant && A.coeffs == B.coeffs;
}

//===-- the abstract state ----------------------------------------------------===//

/// Elements lo[d] <= x[d] <= hi[d] of V, written whenever every cond >= 0.
struct Box {
  std::vector<AffineExpr> lo, hi;
  std::vector<AffineExpr> conds;
  size_t depth = 0;     ///< loops around the write (mapped ones included)
  bool earlier = false; ///< written by the earlier iterations of the inner loop
};

bool sameBox(const Box &A, const Box &B) {
  if (A.lo.size() != B.lo.size() || A.conds.size() != B.conds.size())
    return false;
  for (size_t D = 0; D < A.lo.size(); ++D)
    if (!sameForm(A.lo[D], B.lo[D]) || !sameForm(A.hi[D], B.hi[D]))
      return false;
  for (size_t C = 0; C < A.conds.size(); ++C)
    if (!sameForm(A.conds[C], B.conds[C]))
      return false;
  return true;
}

struct State {
  bool dead = false; ///< no path reaches this point
  std::map<const VarDecl *, AffineExpr> env;
  std::vector<Box> boxes;
};

/// An inclusive range of an iterator (invalid bounds: unknown).
struct Range {
  const VarDecl *iv = nullptr;
  AffineExpr lo, hi;
  bool known() const { return lo.valid && hi.valid; }
};

/// Where `break` and `continue` go.
struct JumpTarget {
  bool isLoop = true;
  bool broke = false;
  std::vector<State> continues;
};

struct Frame {
  const FunctionDecl *fn = nullptr;
  std::vector<State> returns;
};

/// What an lvalue or pointer expression denotes with respect to V: the
/// element (or, for a pointer, the element it points at) `subs` of V.
struct Path {
  enum Kind { None, Tracked, Fail } kind = None;
  std::vector<AffineExpr> subs; ///< invalid entries: index not affine
  bool partial = false;         ///< part of the element: a store is no certain write
  /// The element's members denoted (leaves of Prover::Leaves, inclusive);
  /// -1: all of them.
  int64_t leafLo = -1, leafHi = -1;
  std::string failWhy;
  std::vector<const Expr *> side; ///< evaluated before the access
};

//===-- the walker --------------------------------------------------------------===//

class Prover {
public:
  Prover(const PrivatizationScope &S, const VarDecl *V, ASTContext &Ctx)
      : Scope(S), V(V), Ctx(Ctx), SM(Ctx.getSourceManager()) {}

  PrivatizationProof run();

private:
  // configuration
  const PrivatizationScope &Scope;
  const VarDecl *V;
  ASTContext &Ctx;
  const SourceManager &SM;
  std::vector<int64_t> Extents; ///< of V's dimensions
  size_t Rank = 0;
  /// A struct element's members, when tracked one by one: its scalar,
  /// array, union and pointer members in order (nested structs flattened),
  /// numbered 0 .. Leaves - 1. Boxes then have one more dimension, the
  /// member number, and `c.r = ...; c.i = ...; use(c)` proves c written
  /// before it is read. 0: the element is one piece.
  int64_t Leaves = 0;
  static constexpr int64_t LeafLimit = 64;
  /// Members (numbered as Leaves are) in a value of type T: 1 when T is not
  /// a complete struct; more than LeafLimit when it has too many (counting
  /// stops there).
  int64_t leavesIn(QualType T) const {
    const RecordType *RT = T->getAsStructureType();
    if (!RT || !RT->getDecl()->getDefinition())
      return 1;
    int64_t N = 0;
    for (const FieldDecl *F : RT->getDecl()->getDefinition()->fields()) {
      N += leavesIn(F->getType());
      if (N > LeafLimit)
        return N;
    }
    return N;
  }
  /// The first member number of field F within its struct.
  int64_t leafOffset(const FieldDecl *F) const {
    int64_t N = 0;
    for (const FieldDecl *G : F->getParent()->fields()) {
      if (G == F)
        return N;
      N += leavesIn(G->getType());
    }
    return N;
  }
  /// P (an element of V, or a member of one) narrowed to its member F.
  void selectMember(Path &P, const MemberExpr *ME) {
    auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!Leaves || P.kind != Path::Tracked || P.partial || P.subs.size() != Rank || !F ||
        F->getParent()->isUnion()) {
      P.partial = true; // a union's member is part of its one member number
      return;
    }
    int64_t Lo = P.leafLo < 0 ? 0 : P.leafLo;
    P.leafLo = Lo + leafOffset(F);
    P.leafHi = P.leafLo + leavesIn(F->getType()) - 1;
  }
  /// The member numbers P denotes, first and last (0, 0 when members are
  /// not tracked).
  std::pair<int64_t, int64_t> leafRange(const Path &P) const {
    if (!Leaves)
      return {0, 0};
    return P.leafLo < 0 ? std::make_pair(int64_t(0), Leaves - 1)
                        : std::make_pair(P.leafLo, P.leafHi);
  }

  // the walk
  State St;
  std::vector<Range> Ranges; ///< mapped loops first, innermost last
  std::vector<JumpTarget> Jumps;
  std::vector<Frame> Frames;
  std::map<const VarDecl *, Path> Bindings; ///< pointer parameters into V
  std::set<const VarDecl *> NoEnv;          ///< address taken somewhere
  std::set<const FunctionDecl *> Scanned;
  bool Checking = true;   ///< false: only collecting an iteration's writes
  int SuppressWrites = 0; ///< inside `switch`: no write is certain
  bool Failed = false;   ///< a use the proof cannot follow: stop
  std::string Why;
  std::string ReadWhy;   ///< the first uncovered read (the walk goes on)
  bool Stored = false;   ///< some store to V
  std::vector<AffineExpr> Guards;
  size_t Steps = 0;
  static constexpr size_t StepLimit = 2000000;

  // --- failures ----------------------------------------------------------------
  std::string where(const Stmt *S) {
    std::string W = "line " + std::to_string(lineOf(S->getBeginLoc(), SM));
    if (!Frames.empty())
      W += " (in '" + Frames.back().fn->getNameAsString() + "')";
    return W;
  }
  void fail(std::string Text) {
    if (!Checking || Failed)
      return;
    Failed = true;
    Why = std::move(Text);
  }
  void failUse(const Stmt *At, const std::string &Detail) {
    fail("'" + V->getNameAsString() + "' is used at " + where(At) +
         " in a way the privatization proof cannot follow (" + Detail + ")");
  }
  void failRead(const Stmt *At) {
    if (!Checking || !ReadWhy.empty())
      return;
    if (Rank == 0)
      ReadWhy = "'" + V->getNameAsString() +
                "' may carry a value from one iteration to the next (read at " +
                where(At) + " before it is written in the iteration)";
    else
      ReadWhy = "'" + V->getNameAsString() + "' element read at " + where(At) +
                " may not be written earlier in the iteration";
  }

  // --- symbols and values ----------------------------------------------------
  bool isMappedIterator(const VarDecl *VD) const {
    for (const ParallelDim &PD : Scope.dims)
      if (PD.iv == VD)
        return true;
    return false;
  }
  bool isSymbol(const VarDecl *VD) const {
    if (isMappedIterator(VD))
      return true;
    if (NoEnv.count(VD))
      return false;
    return Scope.invariant && Scope.invariant(VD);
  }
  bool envTracked(const VarDecl *VD) const {
    return VD && !VD->hasGlobalStorage() && VD->getType()->isIntegerType() &&
           !NoEnv.count(VD) && !isMappedIterator(VD);
  }

  AffineExpr evalAffine(const Expr *E);

  // --- proofs over the symbols ----------------------------------------------------
  AffineExpr eliminate(AffineExpr X) const;
  bool proveNonneg(const AffineExpr &D, bool AllowGuard, std::vector<AffineExpr> *Tentative);
  bool covers(const Box &B, const std::vector<AffineExpr> &Subs, bool AllowGuard,
              std::vector<AffineExpr> &Tentative);
  bool contains(const Box &Outer, const Box &Inner);

  // --- the state ------------------------------------------------------------------
  State meet(const State &A, const State &B);
  void addBox(Box B);
  std::vector<Box> generalize(const std::vector<Box> &Boxes, const VarDecl *Iv,
                              const AffineExpr &Lo, const AffineExpr &Hi);
  void scanFunction(const FunctionDecl *F);
  void writtenLocals(const Stmt *S, std::set<const VarDecl *> &Out);
  void forgetValues(const std::set<const VarDecl *> &Vars);
  void forgetMentions(const VarDecl *Iv);

  // --- accesses ---------------------------------------------------------------------
  bool mentionsTracked(const Expr *E);
  Path resolveLValue(const Expr *L);
  Path resolvePointer(const Expr *P);
  Path index(Path P, const AffineExpr &E);
  QualType typeAfter(size_t Subscripts) const;
  void checkRead(const Path &P, const Expr *At);
  void recordWrite(const Path &P);
  void readLValue(const Expr *L, const Expr *At);
  void writeLValue(const Expr *L, const Expr *At, bool ReadToo, const Expr *Value,
                   int64_t Delta, bool HasDelta);

  // --- the walk ------------------------------------------------------------------------
  bool tick() {
    if (++Steps > StepLimit) {
      if (!Failed) {
        Failed = true;
        Why = "the privatization proof for '" + V->getNameAsString() +
              "' gave up: the loop body and the functions it calls are too large";
      }
      return false;
    }
    return !Failed || !Checking;
  }
  void stmt(const Stmt *S);
  void expr(const Expr *E);
  void call(const CallExpr *CE);
  void forLoop(const ForStmt *F);
  void otherLoop(const Stmt *Init, const Expr *Cond, const Stmt *Body, const Expr *Inc,
                 bool BodyFirst);
  std::vector<Box> iteration(const ForStmt *F, bool &Broke);
};

//===-- values ---------------------------------------------------------------------===//

AffineExpr Prover::evalAffine(const Expr *E) {
  if (!E)
    return invalidForm();
  E = E->IgnoreParens();
  if (auto *ICE = dyn_cast<ImplicitCastExpr>(E)) {
    if (ICE->getType()->isIntegerType() && ICE->getSubExpr()->getType()->isIntegerType())
      return evalAffine(ICE->getSubExpr());
    return invalidForm();
  }
  if (auto *CE = dyn_cast<CStyleCastExpr>(E)) {
    if (CE->getType()->isIntegerType() && CE->getSubExpr()->getType()->isIntegerType())
      return evalAffine(CE->getSubExpr());
    return invalidForm();
  }
  if (!E->getType()->isIntegerType())
    return invalidForm();
  if (!E->isValueDependent()) {
    Expr::EvalResult R;
    if (E->EvaluateAsInt(R, Ctx))
      return constantForm(R.Val.getInt().getExtValue());
  }
  if (auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD)
      return invalidForm();
    auto It = St.env.find(VD);
    if (It != St.env.end())
      return It->second;
    if (isSymbol(VD))
      return symbolForm(VD);
    return invalidForm();
  }
  if (auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->getOpcode() == UO_Minus)
      return scaleForm(evalAffine(UO->getSubExpr()), -1);
    if (UO->getOpcode() == UO_Plus)
      return evalAffine(UO->getSubExpr());
    return invalidForm();
  }
  if (auto *BO = dyn_cast<BinaryOperator>(E)) {
    switch (BO->getOpcode()) {
    case BO_Add:
      return addForms(evalAffine(BO->getLHS()), evalAffine(BO->getRHS()));
    case BO_Sub:
      return addForms(evalAffine(BO->getLHS()), evalAffine(BO->getRHS()), -1);
    case BO_Mul: {
      AffineExpr L = evalAffine(BO->getLHS()), R = evalAffine(BO->getRHS());
      if (isConstant(L))
        return scaleForm(R, L.constant);
      if (isConstant(R))
        return scaleForm(L, R.constant);
      return invalidForm();
    }
    default:
      return invalidForm();
    }
  }
  return invalidForm();
}

//===-- proofs -------------------------------------------------------------------------===//

/// The minimum of X over the ranges of the iterators (innermost first: their
/// bounds may name outer ones).
AffineExpr Prover::eliminate(AffineExpr X) const {
  for (size_t R = Ranges.size(); R-- > 0 && X.valid;) {
    int64_t C = X.coeffOf(Ranges[R].iv);
    if (C == 0)
      continue;
    X = substitute(X, Ranges[R].iv, C > 0 ? Ranges[R].lo : Ranges[R].hi);
  }
  return X;
}

/// D >= 0 for every value of the iterators in their ranges: D's minimum is a
/// constant >= 0, or exceeds that of `hi - lo` of one or two enclosing loops
/// by one (the loops around this point run, so their ranges are not empty),
/// or, when allowed, D's minimum is a form over guardable invariants, which
/// becomes a launch condition.
bool Prover::proveNonneg(const AffineExpr &D, bool AllowGuard,
                         std::vector<AffineExpr> *Tentative) {
  if (!D.valid)
    return false;
  AffineExpr E = eliminate(D);
  if (isConstant(E))
    return E.constant >= 0;
  std::vector<AffineExpr> Runs;
  for (const Range &R : Ranges)
    if (R.known())
      Runs.push_back(addForms(R.hi, R.lo, -1));
  for (size_t I = 0; I < Runs.size(); ++I) {
    AffineExpr E1 = eliminate(addForms(D, Runs[I], -1));
    if (isConstant(E1) && E1.constant >= 0)
      return true;
    for (size_t J = I + 1; J < Runs.size(); ++J) {
      AffineExpr E2 = eliminate(addForms(addForms(D, Runs[I], -1), Runs[J], -1));
      if (isConstant(E2) && E2.constant >= 0)
        return true;
    }
  }
  if (!AllowGuard || !E.valid || !Scope.guardable || !Tentative)
    return false;
  for (auto &[Sym, C] : E.coeffs) {
    auto *VD = dyn_cast<VarDecl>(Sym);
    if (!VD || isMappedIterator(VD) || !Scope.guardable(VD))
      return false;
  }
  Tentative->push_back(E);
  return true;
}

bool Prover::covers(const Box &B, const std::vector<AffineExpr> &Subs, bool AllowGuard,
                    std::vector<AffineExpr> &Tentative) {
  if (B.lo.size() != Subs.size())
    return false;
  for (size_t D = 0; D < Subs.size(); ++D) {
    AffineExpr Lo = Subs[D], Hi = Subs[D];
    if (!Subs[D].valid) {
      // An index that is not affine: any element of the dimension.
      if (D >= Extents.size() || Extents[D] <= 0)
        return false;
      Lo = constantForm(0);
      Hi = constantForm(Extents[D] - 1);
    }
    if (!proveNonneg(addForms(Lo, B.lo[D], -1), AllowGuard, &Tentative) ||
        !proveNonneg(addForms(B.hi[D], Hi, -1), AllowGuard, &Tentative))
      return false;
  }
  for (const AffineExpr &C : B.conds)
    if (!proveNonneg(C, AllowGuard, &Tentative))
      return false;
  return true;
}

/// Inner is inside Outer for every value of the symbols (no launch
/// conditions).
bool Prover::contains(const Box &Outer, const Box &Inner) {
  if (Outer.lo.size() != Inner.lo.size())
    return false;
  for (size_t D = 0; D < Outer.lo.size(); ++D)
    if (!proveNonneg(addForms(Inner.lo[D], Outer.lo[D], -1), false, nullptr) ||
        !proveNonneg(addForms(Outer.hi[D], Inner.hi[D], -1), false, nullptr))
      return false;
  for (const AffineExpr &C : Outer.conds) {
    bool Found = false;
    for (const AffineExpr &IC : Inner.conds)
      Found = Found || sameForm(C, IC);
    if (!Found && !proveNonneg(C, false, nullptr))
      return false;
  }
  return true;
}

//===-- the state -----------------------------------------------------------------------===//

/// Where two paths join: what is certain on both.
State Prover::meet(const State &A, const State &B) {
  if (A.dead)
    return B;
  if (B.dead)
    return A;
  State R;
  for (auto &[VD, Val] : A.env) {
    auto It = B.env.find(VD);
    if (It != B.env.end() && sameForm(It->second, Val))
      R.env[VD] = Val;
  }
  for (const Box &BA : A.boxes)
    for (const Box &BB : B.boxes)
      if (sameBox(BA, BB) || contains(BB, BA)) {
        R.boxes.push_back(BA);
        break;
      }
  for (const Box &BB : B.boxes) {
    bool Kept = false;
    for (const Box &K : R.boxes)
      Kept = Kept || sameBox(K, BB);
    if (Kept)
      continue;
    for (const Box &BA : A.boxes)
      if (contains(BA, BB)) {
        R.boxes.push_back(BB);
        break;
      }
  }
  return R;
}

/// Adds a written box, merging it with a box it extends by exactly one step
/// in one dimension (then the union is that interval, whether or not either
/// is empty). A box of an outer loop level stays as it is beside the merged
/// one, which belongs to the deeper level.
void Prover::addBox(Box B) {
  for (const Box &E : St.boxes)
    if (sameBox(E, B) || (E.depth < B.depth && contains(E, B)))
      return;
  std::set<size_t> Used; // outer boxes already merged in
  bool Merged = true;
  while (Merged) {
    Merged = false;
    for (size_t K = 0; K < St.boxes.size(); ++K) {
      Box &E = St.boxes[K];
      if (E.depth > B.depth || E.lo.size() != B.lo.size() ||
          E.conds.size() != B.conds.size() || (E.depth < B.depth && Used.count(K)))
        continue;
      bool SameConds = true;
      for (size_t C = 0; C < E.conds.size(); ++C)
        SameConds = SameConds && sameForm(E.conds[C], B.conds[C]);
      if (!SameConds)
        continue;
      int Differ = -1;
      bool Ok = true;
      for (size_t D = 0; D < E.lo.size() && Ok; ++D) {
        if (sameForm(E.lo[D], B.lo[D]) && sameForm(E.hi[D], B.hi[D]))
          continue;
        if (Differ >= 0)
          Ok = false;
        Differ = (int)D;
      }
      if (!Ok || Differ < 0)
        continue;
      AffineExpr Up = addForms(B.lo[Differ], E.hi[Differ], -1);
      AffineExpr Down = addForms(E.lo[Differ], B.hi[Differ], -1);
      if (isConstant(Up) && Up.constant == 1) {
        B.lo[Differ] = E.lo[Differ];
      } else if (isConstant(Down) && Down.constant == 1) {
        B.hi[Differ] = E.hi[Differ];
      } else {
        continue;
      }
      B.earlier = B.earlier && E.earlier;
      if (E.depth == B.depth) {
        St.boxes.erase(St.boxes.begin() + K);
        std::set<size_t> Shifted;
        for (size_t U : Used)
          Shifted.insert(U > K ? U - 1 : U);
        Used = Shifted;
      } else {
        Used.insert(K);
      }
      Merged = true;
      break;
    }
  }
  St.boxes.push_back(std::move(B));
}

/// The union over Iv in [Lo, Hi] (step 1) of boxes written for each value
/// of Iv, as boxes without Iv: a dimension [Iv + a, Iv + b], [c, Iv + b] or
/// [Iv + a, c] (or with -Iv) is a contiguous union; boxes with Iv in two
/// dimensions or in a condition are dropped. Unless the box is a single point
/// in Iv's dimension (empty exactly when the range is), it is written only if
/// the range is not empty: Hi - Lo >= 0 becomes one of its conditions.
std::vector<Box> Prover::generalize(const std::vector<Box> &Boxes, const VarDecl *Iv,
                                    const AffineExpr &Lo, const AffineExpr &Hi) {
  std::vector<Box> Out;
  if (!Lo.valid || !Hi.valid)
    return Out;
  AffineExpr Runs = addForms(Hi, Lo, -1);
  for (const Box &B : Boxes) {
    bool Bad = false;
    for (const AffineExpr &C : B.conds)
      Bad = Bad || C.dependsOn(Iv);
    int Dim = -1;
    for (size_t D = 0; D < B.lo.size() && !Bad; ++D)
      if (B.lo[D].dependsOn(Iv) || B.hi[D].dependsOn(Iv)) {
        if (Dim >= 0)
          Bad = true;
        Dim = (int)D;
      }
    if (Bad)
      continue;
    Box G = B;
    G.earlier = false;
    bool NeedRuns = true;
    if (Dim >= 0) {
      int64_t CL = B.lo[Dim].coeffOf(Iv), CH = B.hi[Dim].coeffOf(Iv);
      if (CL < -1 || CL > 1 || CH < -1 || CH > 1 || CL * CH < 0)
        continue;
      if (CL == CH) {
        AffineExpr W = addForms(B.hi[Dim], B.lo[Dim], -1);
        if (!isConstant(W) || W.constant < 0)
          continue;
        NeedRuns = W.constant != 0;
      }
      // lo at the end of the range that minimises it, hi at the one that
      // maximises it.
      if (CL != 0)
        G.lo[Dim] = substitute(B.lo[Dim], Iv, CL > 0 ? Lo : Hi);
      if (CH != 0)
        G.hi[Dim] = substitute(B.hi[Dim], Iv, CH > 0 ? Hi : Lo);
      if (!G.lo[Dim].valid || !G.hi[Dim].valid)
        continue;
    }
    if (NeedRuns)
      G.conds.push_back(Runs);
    Out.push_back(G);
  }
  return Out;
}

/// Locals whose address is taken in F: no value of theirs is certain.
void Prover::scanFunction(const FunctionDecl *F) {
  if (!F || !F->getBody() || !Scanned.insert(F).second)
    return;
  std::function<void(const Stmt *)> Scan = [&](const Stmt *S) {
    if (!S)
      return;
    if (auto *UO = dyn_cast<UnaryOperator>(S))
      if (UO->getOpcode() == UO_AddrOf)
        if (auto *DRE = dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParenImpCasts()))
          if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
            NoEnv.insert(VD);
    for (const Stmt *C : subStatements(S))
      Scan(C);
  };
  Scan(F->getBody());
}

/// Locals S assigns (directly: a callee cannot reach them without their
/// address, and those have no tracked value).
void Prover::writtenLocals(const Stmt *S, std::set<const VarDecl *> &Out) {
  if (!S)
    return;
  const Expr *Target = nullptr;
  if (auto *BO = dyn_cast<BinaryOperator>(S)) {
    if (BO->isAssignmentOp())
      Target = BO->getLHS();
  } else if (auto *UO = dyn_cast<UnaryOperator>(S)) {
    if (UO->isIncrementDecrementOp())
      Target = UO->getSubExpr();
  } else if (auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : DS->decls())
      if (auto *VD = dyn_cast<VarDecl>(D))
        Out.insert(VD);
  }
  if (Target)
    if (auto *DRE = dyn_cast<DeclRefExpr>(Target->IgnoreParenImpCasts()))
      if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        Out.insert(VD);
  for (const Stmt *C : subStatements(S))
    writtenLocals(C, Out);
}

void Prover::forgetValues(const std::set<const VarDecl *> &Vars) {
  for (const VarDecl *VD : Vars)
    St.env.erase(VD);
}

/// Iv leaves scope: no value may still name it.
void Prover::forgetMentions(const VarDecl *Iv) {
  for (auto It = St.env.begin(); It != St.env.end();)
    if (It->first == Iv || It->second.dependsOn(Iv))
      It = St.env.erase(It);
    else
      ++It;
}

//===-- accesses ------------------------------------------------------------------------===//

bool Prover::mentionsTracked(const Expr *E) {
  if (mentions(E, V))
    return true;
  for (auto &[P, Path] : Bindings)
    if (mentions(E, P))
      return true;
  return false;
}

/// The type of V after `Subscripts` subscripts (null if V has fewer
/// dimensions).
QualType Prover::typeAfter(size_t Subscripts) const {
  QualType T = V->getType();
  for (size_t I = 0; I < Subscripts; ++I) {
    const ArrayType *AT = Ctx.getAsArrayType(T);
    if (!AT)
      return QualType();
    T = AT->getElementType();
  }
  return T;
}

/// The element a pointer path points at, moved by E (`p[e]`, `p + e`).
Path Prover::index(Path P, const AffineExpr &E) {
  if (P.kind != Path::Tracked)
    return P;
  if (P.subs.empty()) {
    // A pointer to the scalar V: only p[0] is V.
    if (!isConstant(E) || E.constant != 0) {
      P.kind = Path::Fail;
      P.failWhy = "a pointer to it is moved";
    }
    return P;
  }
  P.subs.back() = addForms(P.subs.back(), E);
  return P;
}

Path Prover::resolvePointer(const Expr *PE) {
  Path R;
  const Expr *E = PE->IgnoreParens();
  if (auto *ICE = dyn_cast<ImplicitCastExpr>(E)) {
    switch (ICE->getCastKind()) {
    case CK_ArrayToPointerDecay: {
      R = resolveLValue(ICE->getSubExpr());
      if (R.kind == Path::Tracked)
        R.subs.push_back(constantForm(0)); // &a[0]
      return R;
    }
    case CK_LValueToRValue: {
      const Expr *Sub = ICE->getSubExpr()->IgnoreParens();
      if (auto *DRE = dyn_cast<DeclRefExpr>(Sub))
        if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
          auto It = Bindings.find(VD);
          if (It != Bindings.end()) {
            R = It->second;
            R.side.clear();
            return R;
          }
        }
      R.side.push_back(E); // the pointer's value: a read of it
      return R;
    }
    case CK_NoOp:
      return resolvePointer(ICE->getSubExpr());
    default:
      break;
    }
  }
  if (auto *BO = dyn_cast<BinaryOperator>(E)) {
    if ((BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub) &&
        BO->getType()->isPointerType()) {
      bool PtrLeft = BO->getLHS()->getType()->isPointerType();
      const Expr *Ptr = PtrLeft ? BO->getLHS() : BO->getRHS();
      const Expr *Off = PtrLeft ? BO->getRHS() : BO->getLHS();
      if (Off->getType()->isIntegerType()) {
        R = resolvePointer(Ptr);
        R.side.push_back(Off);
        if (R.kind == Path::Tracked) {
          AffineExpr K = evalAffine(Off);
          if (BO->getOpcode() == BO_Sub)
            K = scaleForm(K, -1);
          R = index(R, K);
        }
        return R;
      }
    }
  }
  if (auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->getOpcode() == UO_AddrOf)
      return resolveLValue(UO->getSubExpr()); // points at that object
  }
  if (mentionsTracked(E)) {
    R.kind = Path::Fail;
    R.failWhy = "a pointer into it is formed in an unsupported way";
    return R;
  }
  R.side.push_back(E);
  return R;
}

Path Prover::resolveLValue(const Expr *LE) {
  Path R;
  const Expr *E = LE->IgnoreParens();
  if (auto *ICE = dyn_cast<ImplicitCastExpr>(E))
    if (ICE->getCastKind() == CK_NoOp)
      return resolveLValue(ICE->getSubExpr());
  if (auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (VD == V) {
      R.kind = Path::Tracked;
      return R;
    }
    if (VD && Bindings.count(VD)) {
      R.kind = Path::Fail;
      R.failWhy = "a pointer parameter into it is used as a value";
    }
    return R;
  }
  if (auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
    R = resolvePointer(ASE->getBase());
    R.side.push_back(ASE->getIdx());
    if (R.kind == Path::Tracked)
      R = index(R, evalAffine(ASE->getIdx()));
    return R;
  }
  if (auto *ME = dyn_cast<MemberExpr>(E)) {
    if (ME->isArrow()) {
      R = resolvePointer(ME->getBase());
      if (R.kind == Path::Tracked)
        R = index(R, constantForm(0));
    } else {
      R = resolveLValue(ME->getBase());
    }
    selectMember(R, ME);
    return R;
  }
  if (auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->getOpcode() == UO_Deref) {
      R = resolvePointer(UO->getSubExpr());
      if (R.kind == Path::Tracked)
        R = index(R, constantForm(0));
      return R;
    }
  }
  if (mentionsTracked(E)) {
    R.kind = Path::Fail;
    R.failWhy = "an unsupported kind of access";
    return R;
  }
  R.side.push_back(E);
  return R;
}

void Prover::checkRead(const Path &P, const Expr *At) {
  if (!Checking || Failed || !ReadWhy.empty())
    return;
  if (P.subs.size() != Rank) {
    failUse(At, "not a whole element");
    return;
  }
  // Each member read (one point when members are tracked) in some box.
  auto [First, Last] = leafRange(P);
  for (int64_t L = First; L <= Last; ++L) {
    std::vector<AffineExpr> Point = P.subs;
    if (Leaves)
      Point.push_back(constantForm(L));
    bool Covered = false;
    for (const Box &B : St.boxes) {
      std::vector<AffineExpr> None;
      if ((Covered = covers(B, Point, false, None)))
        break;
    }
    for (size_t I = 0; !Covered && I < St.boxes.size(); ++I) {
      std::vector<AffineExpr> Tentative;
      if ((Covered = covers(St.boxes[I], Point, true, Tentative)))
        Guards.insert(Guards.end(), Tentative.begin(), Tentative.end());
    }
    if (!Covered) {
      failRead(At);
      return;
    }
  }
}

void Prover::recordWrite(const Path &P) {
  if (SuppressWrites || P.partial || P.subs.size() != Rank)
    return;
  Box B;
  for (const AffineExpr &S : P.subs) {
    if (!S.valid)
      return; // which element is not known: no certain write
    B.lo.push_back(S);
    B.hi.push_back(S);
  }
  if (Leaves) { // the member dimension
    auto [First, Last] = leafRange(P);
    B.lo.push_back(constantForm(First));
    B.hi.push_back(constantForm(Last));
  }
  B.depth = Ranges.size();
  addBox(std::move(B));
}

void Prover::readLValue(const Expr *L, const Expr *At) {
  Path P = resolveLValue(L);
  for (const Expr *S : P.side)
    expr(S);
  if (P.kind == Path::Fail)
    failUse(At, P.failWhy);
  else if (P.kind == Path::Tracked)
    checkRead(P, At);
}

/// A store to L (after its value is computed); ReadToo for `op=`, `++`, `--`.
/// Value / Delta: what a tracked integer local becomes.
void Prover::writeLValue(const Expr *L, const Expr *At, bool ReadToo, const Expr *Value,
                         int64_t Delta, bool HasDelta) {
  Path P = resolveLValue(L);
  for (const Expr *S : P.side)
    expr(S);
  if (P.kind == Path::Fail) {
    failUse(At, P.failWhy);
  } else if (P.kind == Path::Tracked) {
    if (ReadToo)
      checkRead(P, At);
    Stored = true;
    recordWrite(P);
  }
  if (auto *DRE = dyn_cast<DeclRefExpr>(L->IgnoreParenImpCasts()))
    if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
      if (Bindings.count(VD))
        failUse(At, "a pointer parameter into it is reassigned");
      if (!envTracked(VD))
        return;
      AffineExpr New;
      if (Value)
        New = evalAffine(Value);
      else if (HasDelta) {
        auto It = St.env.find(VD);
        New = It == St.env.end() ? invalidForm() : addForms(It->second, constantForm(Delta));
      }
      if (New.valid)
        St.env[VD] = New;
      else
        St.env.erase(VD);
    }
}

//===-- the walk ----------------------------------------------------------------------------===//

void Prover::stmt(const Stmt *S) {
  if (!S || St.dead || !tick())
    return;
  if (auto *E = dyn_cast<Expr>(S)) {
    expr(E);
    return;
  }
  if (auto *CS = dyn_cast<CompoundStmt>(S)) {
    for (const Stmt *C : CS->body())
      stmt(C);
    return;
  }
  if (auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : DS->decls()) {
      auto *VD = dyn_cast<VarDecl>(D);
      if (!VD)
        continue;
      if (VD->getInit())
        expr(VD->getInit());
      if (envTracked(VD)) {
        AffineExpr Val = VD->getInit() ? evalAffine(VD->getInit()) : invalidForm();
        if (Val.valid)
          St.env[VD] = Val;
        else
          St.env.erase(VD);
      }
    }
    return;
  }
  if (auto *F = dyn_cast<ForStmt>(S)) {
    forLoop(F);
    return;
  }
  if (auto *W = dyn_cast<WhileStmt>(S)) {
    otherLoop(nullptr, W->getCond(), W->getBody(), nullptr, false);
    return;
  }
  if (auto *D = dyn_cast<DoStmt>(S)) {
    otherLoop(nullptr, D->getCond(), D->getBody(), nullptr, true);
    return;
  }
  if (auto *I = dyn_cast<IfStmt>(S)) {
    if (I->getInit())
      stmt(I->getInit());
    if (I->getConditionVariableDeclStmt())
      stmt(I->getConditionVariableDeclStmt());
    expr(I->getCond());
    State Pre = St;
    stmt(I->getThen());
    State Then = St;
    St = Pre;
    if (I->getElse())
      stmt(I->getElse());
    St = meet(Then, St);
    return;
  }
  if (auto *SW = dyn_cast<SwitchStmt>(S)) {
    if (SW->getInit())
      stmt(SW->getInit());
    expr(SW->getCond());
    std::set<const VarDecl *> W;
    writtenLocals(SW->getBody(), W);
    forgetValues(W);
    // Cases are entered in the middle. When every label is a statement of
    // the body's block, a write is certain until the next label, where the
    // state meets the one the switch jumps in with (`case 0: for (m = 0;
    // ...)` reads the m it wrote); otherwise no write in the body is.
    const auto *Body = dyn_cast<CompoundStmt>(SW->getBody());
    std::set<const SwitchCase *> TopLabels;
    if (Body)
      for (const Stmt *X : Body->body())
        for (auto *C = dyn_cast<SwitchCase>(X); C; C = dyn_cast<SwitchCase>(C->getSubStmt()))
          TopLabels.insert(C);
    bool Flat = Body != nullptr;
    for (const SwitchCase *C = SW->getSwitchCaseList(); C && Flat; C = C->getNextSwitchCase())
      Flat = TopLabels.count(C) > 0;
    // (Also the state after the switch: no write in it is certain there.)
    const State Entry = St;
    Jumps.push_back(JumpTarget{false, false, {}});
    if (Flat) {
      for (const Stmt *X : Body->body()) {
        if (isa<SwitchCase>(X))
          St = meet(St, Entry);
        stmt(X);
      }
    } else {
      ++SuppressWrites;
      stmt(SW->getBody());
      --SuppressWrites;
    }
    Jumps.pop_back();
    St = Entry;
    return;
  }
  if (isa<BreakStmt>(S)) {
    if (!Jumps.empty())
      Jumps.back().broke = true;
    St.dead = true;
    return;
  }
  if (isa<ContinueStmt>(S)) {
    for (size_t K = Jumps.size(); K-- > 0;)
      if (Jumps[K].isLoop) {
        Jumps[K].continues.push_back(St);
        break;
      }
    St.dead = true; // (at the top of the body: the iteration ends)
    return;
  }
  if (auto *R = dyn_cast<ReturnStmt>(S)) {
    if (R->getRetValue())
      expr(R->getRetValue());
    if (!Frames.empty())
      Frames.back().returns.push_back(St);
    St.dead = true;
    return;
  }
  if (isa<NullStmt>(S))
    return;
  if (auto *LS = dyn_cast<LabelStmt>(S)) {
    stmt(LS->getSubStmt());
    return;
  }
  if (auto *CS = dyn_cast<CaseStmt>(S)) {
    stmt(CS->getSubStmt());
    return;
  }
  if (auto *DS = dyn_cast<DefaultStmt>(S)) {
    stmt(DS->getSubStmt());
    return;
  }
  if (isa<OMPFlushDirective>(S) || isa<OMPBarrierDirective>(S))
    return;
  if (isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S)) {
    // (Legality keeps such loops on the host; stay conservative anyway.)
    failUse(S, "a goto");
    St.dead = true;
    return;
  }
  for (const Stmt *C : subStatements(S))
    stmt(C);
}

void Prover::expr(const Expr *E) {
  if (!E || St.dead || !tick())
    return;
  if (auto *PE = dyn_cast<ParenExpr>(E)) {
    expr(PE->getSubExpr());
    return;
  }
  if (auto *ICE = dyn_cast<ImplicitCastExpr>(E)) {
    switch (ICE->getCastKind()) {
    case CK_LValueToRValue:
      readLValue(ICE->getSubExpr(), E);
      return;
    case CK_ArrayToPointerDecay:
    case CK_FunctionToPointerDecay: {
      Path P = resolvePointer(E);
      for (const Expr *S : P.side)
        if (S != E)
          expr(S);
      if (P.kind != Path::None)
        failUse(E, P.kind == Path::Fail ? P.failWhy : "its address is kept");
      return;
    }
    default:
      expr(ICE->getSubExpr());
      return;
    }
  }
  if (auto *BO = dyn_cast<BinaryOperator>(E)) {
    switch (BO->getOpcode()) {
    case BO_Assign:
      expr(BO->getRHS());
      writeLValue(BO->getLHS(), E, false, BO->getRHS(), 0, false);
      return;
    case BO_AddAssign:
    case BO_SubAssign: {
      expr(BO->getRHS());
      AffineExpr K = evalAffine(BO->getRHS());
      bool Known = isConstant(K);
      writeLValue(BO->getLHS(), E, true, nullptr,
                  Known ? (BO->getOpcode() == BO_AddAssign ? K.constant : -K.constant) : 0,
                  Known);
      return;
    }
    case BO_LAnd:
    case BO_LOr: {
      expr(BO->getLHS());
      State Pre = St;
      expr(BO->getRHS());
      St = meet(Pre, St);
      return;
    }
    default:
      break;
    }
    if (BO->isCompoundAssignmentOp()) {
      expr(BO->getRHS());
      writeLValue(BO->getLHS(), E, true, nullptr, 0, false);
      return;
    }
    if (BO->getType()->isPointerType()) {
      // Pointer arithmetic: a pointer into V kept as a value is something
      // the proof cannot follow.
      Path P = resolvePointer(E);
      if (P.kind != Path::None) {
        for (const Expr *S : P.side)
          expr(S);
        failUse(E, P.kind == Path::Fail ? P.failWhy : "a pointer into it is kept");
        return;
      }
    }
    expr(BO->getLHS());
    expr(BO->getRHS());
    return;
  }
  if (auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->isIncrementDecrementOp()) {
      writeLValue(UO->getSubExpr(), E, true, nullptr, UO->isIncrementOp() ? 1 : -1, true);
      return;
    }
    if (UO->getOpcode() == UO_AddrOf) {
      Path P = resolveLValue(UO->getSubExpr());
      for (const Expr *S : P.side)
        expr(S);
      if (P.kind != Path::None)
        failUse(E, P.kind == Path::Fail ? P.failWhy : "its address is taken");
      return;
    }
    if (UO->getOpcode() == UO_Deref) {
      // *p not loaded: e.g. an array row through a pointer, decayed later.
      Path P = resolveLValue(E);
      for (const Expr *S : P.side)
        expr(S);
      if (P.kind != Path::None)
        failUse(E, P.kind == Path::Fail ? P.failWhy : "an element is used as an object");
      return;
    }
    expr(UO->getSubExpr());
    return;
  }
  if (auto *CO = dyn_cast<ConditionalOperator>(E)) {
    expr(CO->getCond());
    State Pre = St;
    expr(CO->getTrueExpr());
    State T = St;
    St = Pre;
    expr(CO->getFalseExpr());
    St = meet(T, St);
    return;
  }
  if (auto *CE = dyn_cast<CallExpr>(E)) {
    call(CE);
    return;
  }
  if (isa<DeclRefExpr>(E) || isa<ArraySubscriptExpr>(E) || isa<MemberExpr>(E)) {
    // An lvalue used as an object (not loaded, not stored): a struct copied,
    // an array about to decay elsewhere.
    Path P = resolveLValue(E);
    for (const Expr *S : P.side)
      if (S != E)
        expr(S);
    if (P.kind == Path::Fail)
      failUse(E, P.failWhy);
    else if (P.kind == Path::Tracked)
      failUse(E, "used as a whole object");
    return;
  }
  if (isa<UnaryExprOrTypeTraitExpr>(E))
    return; // sizeof: not evaluated
  if (auto *Ch = dyn_cast<ChooseExpr>(E)) {
    expr(Ch->getChosenSubExpr());
    return;
  }
  if (auto *GS = dyn_cast<GenericSelectionExpr>(E)) {
    if (!GS->isResultDependent())
      expr(GS->getResultExpr());
    return;
  }
  if (auto *SE = dyn_cast<StmtExpr>(E)) {
    stmt(SE->getSubStmt());
    return;
  }
  for (const Stmt *C : subStatements(E)) {
    if (auto *CE = dyn_cast<Expr>(C))
      expr(CE);
    else
      stmt(C);
  }
}

void Prover::call(const CallExpr *CE) {
  const FunctionDecl *FD = CE->getDirectCallee();
  const FunctionDecl *Def = nullptr;
  bool HasBody = FD && FD->hasBody(Def) && Def && Def->getBody();
  if (!FD)
    expr(CE->getCallee());
  std::vector<std::pair<const VarDecl *, Path>> Binds;
  std::vector<std::pair<const VarDecl *, AffineExpr>> Values;
  for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
    const Expr *A = CE->getArg(I);
    const ParmVarDecl *P =
        HasBody && I < Def->getNumParams() ? Def->getParamDecl(I) : nullptr;
    if (A->getType()->isPointerType()) {
      Path Pa = resolvePointer(A);
      for (const Expr *S : Pa.side)
        expr(S);
      if (Pa.kind == Path::Fail) {
        failUse(A, Pa.failWhy);
        continue;
      }
      if (Pa.kind != Path::Tracked)
        continue;
      if (!P) {
        failUse(A, "passed to a function whose body is not in the unit");
        continue;
      }
      QualType Want = typeAfter(Pa.subs.size());
      QualType PT = P->getType();
      if (Want.isNull() || !PT->isPointerType() ||
          !Ctx.hasSameUnqualifiedType(PT->getPointeeType(), Want)) {
        failUse(A, "passed to '" + Def->getNameAsString() +
                       "' as a pointer of another shape");
        continue;
      }
      Binds.push_back({P, Pa});
      continue;
    }
    expr(A);
    if (P && P->getType()->isIntegerType())
      Values.push_back({P, evalAffine(A)});
  }
  if (!HasBody || St.dead)
    return;
  for (const Frame &F : Frames)
    if (F.fn == Def) {
      failUse(CE, "a recursive call");
      return;
    }
  scanFunction(Def);
  for (const ParmVarDecl *P : Def->parameters()) {
    Bindings.erase(P);
    St.env.erase(P);
  }
  for (auto &[P, Pa] : Binds)
    Bindings[P] = Pa;
  for (auto &[P, Val] : Values)
    if (Val.valid && envTracked(P))
      St.env[P] = Val;
  Frames.push_back(Frame{Def, {}});
  stmt(Def->getBody());
  State End = St;
  for (const State &R : Frames.back().returns)
    End = meet(End, R);
  St = End;
  Frames.pop_back();
  for (const ParmVarDecl *P : Def->parameters()) {
    Bindings.erase(P);
    St.env.erase(P);
  }
}

/// One iteration of a canonical loop's body (condition, body, increment)
/// from the current state; returns the boxes it certainly writes.
std::vector<Box> Prover::iteration(const ForStmt *F, bool &Broke) {
  Jumps.push_back(JumpTarget{true, false, {}});
  expr(F->getCond());
  stmt(F->getBody());
  State End = St;
  for (const State &C : Jumps.back().continues)
    End = meet(End, C);
  St = End;
  Broke = Jumps.back().broke;
  Jumps.pop_back();
  if (!St.dead)
    expr(F->getInc());
  std::vector<Box> Mine;
  if (!St.dead)
    for (const Box &B : St.boxes)
      if (B.depth == Ranges.size() && !B.earlier)
        Mine.push_back(B);
  return Mine;
}

void Prover::forLoop(const ForStmt *F) {
  ParallelDim PD;
  bool Canonical = readCanonicalLoop(F, PD, Ctx).empty() && PD.iv && envTracked(PD.iv);
  AffineExpr Lower = Canonical ? evalAffine(PD.lower) : invalidForm();
  if (F->getInit())
    stmt(F->getInit());
  if (St.dead)
    return;
  std::set<const VarDecl *> W;
  writtenLocals(F->getCond(), W);
  writtenLocals(F->getInc(), W);
  writtenLocals(F->getBody(), W);
  if (Canonical) {
    std::set<const VarDecl *> InBody;
    writtenLocals(F->getBody(), InBody);
    writtenLocals(F->getCond(), InBody);
    if (InBody.count(PD.iv))
      Canonical = false;
    // The bound must keep its value while the loop runs.
    std::function<bool(const Stmt *)> Changes = [&](const Stmt *S) {
      if (!S)
        return false;
      if (auto *DRE = dyn_cast<DeclRefExpr>(S))
        if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
          if (W.count(VD))
            return true;
      for (const Stmt *C : subStatements(S))
        if (Changes(C))
          return true;
      return false;
    };
    if (Changes(PD.upper))
      Canonical = false;
  }
  if (!Canonical) {
    otherLoop(nullptr, F->getCond(), F->getBody(), F->getInc(), false);
    return;
  }
  AffineExpr Upper = evalAffine(PD.upper);
  Range R;
  R.iv = PD.iv;
  if (PD.step > 0) {
    R.lo = Lower;
    R.hi = PD.upperInclusive ? Upper : addForms(Upper, constantForm(-1));
  } else {
    R.lo = PD.upperInclusive ? Upper : addForms(Upper, constantForm(1));
    R.hi = Lower;
  }
  bool Unit = PD.step == 1 || PD.step == -1;

  State Pre = St;
  forgetValues(W);
  St.env[PD.iv] = symbolForm(PD.iv);
  Ranges.push_back(R);
  if (Checking && Unit && R.known()) {
    // Writes of the iterations before this one (first, what one writes).
    State Entry = St;
    Checking = false;
    bool Broke = false;
    std::vector<Box> One = iteration(F, Broke);
    Checking = true;
    St = Entry;
    if (!Broke) {
      AffineExpr Lo = PD.step > 0 ? R.lo : addForms(symbolForm(PD.iv), constantForm(1));
      AffineExpr Hi = PD.step > 0 ? addForms(symbolForm(PD.iv), constantForm(-1)) : R.hi;
      for (Box B : generalize(One, PD.iv, Lo, Hi)) {
        B.depth = Ranges.size();
        B.earlier = true;
        addBox(std::move(B));
      }
    }
  }
  bool Broke = false;
  std::vector<Box> Each = iteration(F, Broke);
  Ranges.pop_back();

  // After the loop: every iteration ran (no `break`) and wrote `Each`.
  St = Pre;
  forgetValues(W);
  forgetMentions(PD.iv);
  if (Unit && !Broke)
    for (Box B : generalize(Each, PD.iv, R.lo, R.hi)) {
      B.depth = Ranges.size();
      addBox(std::move(B));
    }
}

/// A loop whose iterations the proof does not count: its reads are checked
/// against what is written before it and earlier in the same pass of its
/// body; none of its writes counts afterwards.
void Prover::otherLoop(const Stmt *Init, const Expr *Cond, const Stmt *Body,
                       const Expr *Inc, bool BodyFirst) {
  if (Init)
    stmt(Init);
  if (St.dead)
    return;
  std::set<const VarDecl *> W;
  writtenLocals(Cond, W);
  writtenLocals(Inc, W);
  writtenLocals(Body, W);
  State Pre = St;
  forgetValues(W);
  Jumps.push_back(JumpTarget{true, false, {}});
  if (!BodyFirst)
    expr(Cond);
  stmt(Body);
  State End = St;
  for (const State &C : Jumps.back().continues)
    End = meet(End, C);
  St = End;
  Jumps.pop_back();
  if (!St.dead) {
    if (Inc)
      expr(Inc);
    if (BodyFirst)
      expr(Cond);
  }
  St = Pre;
  forgetValues(W);
}

PrivatizationProof Prover::run() {
  PrivatizationProof Out;
  QualType T = V->getType();
  while (const ArrayType *AT = Ctx.getAsArrayType(T)) {
    auto *CAT = dyn_cast<ConstantArrayType>(AT);
    if (!CAT) {
      Out.why = "'" + V->getNameAsString() + "' is an array of unknown size";
      return Out;
    }
    Extents.push_back((int64_t)CAT->getSize().getZExtValue());
    T = AT->getElementType();
  }
  Rank = Extents.size();
  if (T->getAsStructureType()) {
    Leaves = leavesIn(T);
    if (Leaves > LeafLimit || Leaves < 1)
      Leaves = 0;
  }
  scanFunction(Scope.function);
  // The mapped loops' ranges, over invariants (and outer mapped iterators).
  for (const ParallelDim &PD : Scope.dims) {
    Range R;
    R.iv = PD.iv;
    auto Clean = [&](const AffineExpr &A) {
      if (!A.valid)
        return false;
      for (auto &[Sym, C] : A.coeffs) {
        auto *VD = dyn_cast<VarDecl>(Sym);
        if (!VD || !(isSymbol(VD)))
          return false;
      }
      return true;
    };
    AffineExpr Lower = Clean(PD.lowerAffine) ? PD.lowerAffine : invalidForm();
    AffineExpr Upper = Clean(PD.upperAffine) ? PD.upperAffine : invalidForm();
    if (PD.step > 0) {
      R.lo = Lower;
      R.hi = PD.upperInclusive ? Upper : addForms(Upper, constantForm(-1));
    } else {
      R.lo = PD.upperInclusive ? Upper : addForms(Upper, constantForm(1));
      R.hi = Lower;
    }
    Ranges.push_back(R);
  }
  stmt(Scope.body);
  if (Failed) {
    Out.why = Why;
    return Out;
  }
  if (!ReadWhy.empty()) {
    Out.why = ReadWhy;
    Out.readOnly = !Stored;
    return Out;
  }
  Out.proven = true;
  Out.guards = Guards;
  pruneGuards(Out.guards);
  return Out;
}

} // namespace

PrivatizationProof provePrivatization(const PrivatizationScope &S, const VarDecl *V,
                                      ASTContext &Ctx) {
  Prover P(S, V, Ctx);
  return P.run();
}

void pruneGuards(std::vector<AffineExpr> &Guards) {
  std::vector<AffineExpr> Out;
  for (size_t I = 0; I < Guards.size(); ++I) {
    bool Implied = false;
    for (size_t J = 0; J < Guards.size() && !Implied; ++J) {
      if (I == J)
        continue;
      AffineExpr D = addForms(Guards[I], Guards[J], -1);
      // G_I = G_J + c with c >= 0: implied by G_J (ties keep the first).
      if (isConstant(D) && (D.constant > 0 || (D.constant == 0 && J < I)))
        Implied = true;
    }
    if (!Implied)
      Out.push_back(Guards[I]);
  }
  Guards = Out;
}

std::string guardCondition(const AffineExpr &G) { return G.hostText() + " >= 0"; }

} // namespace omp2ocl
