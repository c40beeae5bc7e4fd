//===- WriteAll.cpp - buffers a kernel overwrites whole -------------------===//
//
// A buffer the kernel only writes, and writes at every element of the range
// the launch hands over, needs no upload before the launch: the runtime skips
// it when the argument carries OMP2OCL_WRITE_ALL. Getting this wrong loses
// data (elements the kernel leaves alone would come back as the device's
// garbage), so the proof is deliberately narrow:
//
//  - the variable is never read in the loop (no compound assignment, no
//    increment, no call that receives it) and every access is a complete
//    element of a scalar type; or it is read only after its iteration
//    wrote it: a plain assignment at the body's own level writes the
//    element, and every other access, after it, names that same element
//    (`C[i][j] = 0; for (k...) C[i][j] += ...`; writtenBeforeUse);
//  - one plain assignment `v[s0]...[sk] = e` is executed in every iteration:
//    between it and the body there are only compound statements (no if, no
//    ?: or && around it) and, for linearised grids, inner `for` loops that
//    are digits of its subscript (below); the body has no return or goto,
//    and no break or continue that leaves the iteration (or one of those
//    inner loops) early: one inside a nested loop or switch leaves only that;
//  - its subscripts are distinct mapped iterators with unit step (up or
//    down), each exactly (coefficient 1, no constant);
//  - static arrays (whole object transferred): every dimension is covered,
//    the iterator of dimension d running over exactly [0, D_d), or from 0
//    by 1 to a bound known at run time: then the launch passes
//    OMP2OCL_WRITE_ALL only when that loop's trip count is D_d;
//  - pointer buffers (the transferred range is the hull of the accesses):
//    every access has that same single subscript, so the hull is exactly
//    the written range;
//  - pointer buffers subscripted by hand as a linearised grid, `g[(i3 * n2
//    + i2) * n1 + i1]` (NAS MG's zero3): the subscript is a mixed-radix
//    number whose digits are distinct mapped iterators with unit step, each
//    inner one running over exactly [0, R) for its radix R (an invariant).
//    An inner digit may also be the iterator of a `for` loop inside the body
//    around the assignment (`img[y * W + x]` in `for (x = 0; x < W; x++)`,
//    LULESH's `f[8 * k + node]`), of unit step over exactly [0, R), whose
//    radix the launch can evaluate (invariants declared outside the loop).
//    Such a number takes every value of one contiguous range exactly once,
//    as many values as the product of the digits' trip counts. The hull the
//    launch hands over contains that range; the launch compares the sizes
//    and passes OMP2OCL_WRITE_ALL only when they are equal (then the hull is
//    the range), so an extent wider than the writes keeps the upload.
//  - static one-dimensional arrays subscripted as a linearised grid
//    (`dst[IDX(i, j)]`, `i * NX + j`): the digits' constant trip counts
//    from 0 multiply to the array's size;
//  - or several plain assignments, each executed in every iteration, that
//    write every element together (coveredTogether): `c * it + k` for the
//    c residues k of one unit-step iterator (`out[3*p+k]`, `up[2*i+1]`),
//    and constant subscripts taking every value of a dimension
//    (`r[i][0]` ... `r[i][15]`), each element once.
//
//===----------------------------------------------------------------------===//
#include "WriteAll.h"
#include "BuildModel.h"
#include "Remarks.h"
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

/// True when S, the body of a loop (or part of it), may leave that loop's
/// iteration early: a return or goto, or a break or continue that binds to
/// that loop (not one inside a nested loop, nor a break inside a switch).
bool leavesEarly(const Stmt *S, bool InLoop = false, bool InSwitch = false) {
  if (!S)
    return false;
  if (isa<ReturnStmt>(S) || isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S))
    return true;
  if (isa<BreakStmt>(S))
    return !InLoop && !InSwitch;
  if (isa<ContinueStmt>(S))
    return !InLoop;
  bool Loop = isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S);
  bool Switch = isa<SwitchStmt>(S);
  for (const Stmt *C : S->children())
    if (leavesEarly(C, InLoop || Loop, InSwitch || Switch))
      return true;
  return false;
}

/// An inner `for` loop around the assignment whose iterator may be a digit
/// of a linearised subscript: unit step from 0, run to its end.
struct InnerDigitLoop {
  const ValueDecl *iv = nullptr;
  AffineExpr radix; ///< the trip count: the loop runs over exactly [0, radix)
};

/// The mapped dimension of unit step whose iterator is D, or -1.
int unitStepDim(const ValueDecl *D, const LoopNest &N) {
  for (size_t K = 0; K < N.dims.size(); ++K)
    if (N.dims[K].iv == D && constantStep(N.dims[K]) == 1)
      return (int)K;
  return -1;
}

/// The mapped dimension whose iterator the subscript is exactly, or -1.
/// The loop may count down (`for (i = n - 1; i >= 0; i--)`): it still
/// takes every value between its bounds once.
int exactIterator(const AffineExpr &A, const LoopNest &N) {
  if (!A.valid || A.constant != 0 || A.coeffs.size() != 1)
    return -1;
  auto [Decl, Coeff] = *A.coeffs.begin();
  if (Coeff != 1)
    return -1;
  for (size_t K = 0; K < N.dims.size(); ++K)
    if (N.dims[K].iv == Decl && (constantStep(N.dims[K]) == 1 || constantStep(N.dims[K]) == -1))
      return (int)K;
  return -1;
}

/// True when the mapped loop PD runs over exactly [0, Extent), upwards or
/// downwards, with constant bounds.
bool runsOverExactly(const ParallelDim &PD, int64_t Extent) {
  if (!PD.lowerAffine.valid || !PD.lowerAffine.coeffs.empty() || !PD.upperAffine.valid ||
      !PD.upperAffine.coeffs.empty())
    return false;
  int64_t First = PD.lowerAffine.constant, Bound = PD.upperAffine.constant;
  if (constantStep(PD) == 1)
    return First == 0 && Bound == Extent - (PD.upperInclusive ? 1 : 0);
  if (constantStep(PD) == -1)
    return First == Extent - 1 && Bound == (PD.upperInclusive ? 0 : -1);
  return false;
}

/// True when only compound statements, and `for` loops of unit step from 0
/// that run to their end (each in Inner, when given; without Inner none is
/// allowed), lie between the statement Assign and the loop body: it runs in
/// every iteration, once per iteration of those loops.
bool executedEveryIteration(const Expr *Assign, const Stmt *Body, ASTContext &Ctx,
                            std::vector<InnerDigitLoop> *Inner = nullptr) {
  const Stmt *Child = Assign;
  for (int Depth = 0; Depth < 256; ++Depth) {
    if (Child == Body || (isa<CompoundStmt>(Body) && atTopOfBody(Child, Body)))
      return true; // (a statement of a body loop distribution made, too)
    const Stmt *P = parentStmt(Child, Ctx);
    if (!P)
      return false;
    if (auto *F = dyn_cast<ForStmt>(P)) {
      ParallelDim D;
      if (!Inner || F->getBody() != Child || !readCanonicalLoop(F, D, Ctx).empty() ||
          D.step != 1 || !D.lowerAffine.valid || !D.lowerAffine.coeffs.empty() ||
          D.lowerAffine.constant != 0 || !D.upperAffine.valid || leavesEarly(F->getBody()))
        return false;
      Inner->push_back({D.iv, D.upperInclusive ? addForms(D.upperAffine, constantForm(1))
                                               : D.upperAffine});
    } else if (!isa<CompoundStmt>(P)) {
      return false;
    }
    Child = P;
  }
  return false;
}

/// Number of references to D in S.
unsigned countRefs(const Stmt *S, const ValueDecl *D) {
  if (!S)
    return 0;
  unsigned C = 0;
  if (auto *DRE = dyn_cast<DeclRefExpr>(S))
    C += DRE->getDecl() == D;
  for (const Stmt *Ch : S->children())
    C += countRefs(Ch, D);
  return C;
}

/// True when the access is the left side of a plain assignment.
bool pureWrite(const Access &A, ASTContext &Ctx) {
  auto *BO = dyn_cast_or_null<BinaryOperator>(parentStmt(A.expr, Ctx));
  return BO && BO->getOpcode() == BO_Assign &&
         BO->getLHS()->IgnoreParens() == A.expr->IgnoreParens();
}

/// E without parentheses and integer conversions that keep every value
/// (implicit or explicit casts to an integer type at least as wide, of the
/// same signedness or wider).
const Expr *stripWidening(const Expr *E, ASTContext &Ctx) {
  for (;;) {
    E = E->IgnoreParens();
    auto *CE = dyn_cast<CastExpr>(E);
    if (!CE || (CE->getCastKind() != CK_IntegralCast && CE->getCastKind() != CK_NoOp))
      return E;
    QualType To = CE->getType(), From = CE->getSubExpr()->getType();
    if (!To->isIntegerType() || !From->isIntegerType())
      return E;
    uint64_t WTo = Ctx.getIntWidth(To), WFrom = Ctx.getIntWidth(From);
    bool Keeps = To->isSignedIntegerType() == From->isSignedIntegerType()
                     ? WTo >= WFrom
                     : To->isSignedIntegerType() && WTo > WFrom;
    if (!Keeps)
      return E;
    E = CE->getSubExpr();
  }
}

/// The variable E reads (widening conversions aside), or null.
const ValueDecl *variableRead(const Expr *E, ASTContext &Ctx) {
  E = stripWidening(E, Ctx);
  if (auto *IC = dyn_cast<ImplicitCastExpr>(E))
    if (IC->getCastKind() == CK_LValueToRValue)
      E = IC->getSubExpr()->IgnoreParens();
  auto *DRE = dyn_cast<DeclRefExpr>(E);
  return DRE ? DRE->getDecl() : nullptr;
}

/// The mapped dimension whose iterator E reads (unit step), or -1.
int iteratorDim(const Expr *E, const LoopNest &N, ASTContext &Ctx) {
  const ValueDecl *D = variableRead(E, Ctx);
  return D ? unitStepDim(D, N) : -1;
}

/// The inner digit loop (of Inner) whose iterator E reads, or -1.
int innerDigit(const Expr *E, const std::vector<InnerDigitLoop> &Inner, ASTContext &Ctx) {
  const ValueDecl *D = variableRead(E, Ctx);
  for (size_t I = 0; D && I < Inner.size(); ++I)
    if (Inner[I].iv == D)
      return (int)I;
  return -1;
}

/// A variable the launch can read: not declared inside the loop body.
bool visibleAtLaunch(const VarDecl *VD, const LoopNest &N, ASTContext &Ctx) {
  return VD->hasGlobalStorage() || isa<ParmVarDecl>(VD) || !declaredWithin(VD, N.body, Ctx);
}

/// Reads E as a mixed-radix number (the header): pushes each digit, least
/// significant first: the mapped dimension of its iterator, or -(I + 1) for
/// the inner digit loop Inner[I]; false when E is not one.
bool mixedRadixDigits(const Expr *E, const LoopNest &N, ASTContext &Ctx,
                      const std::map<const VarDecl *, unsigned> &Writes,
                      const std::vector<InnerDigitLoop> &Inner,
                      std::vector<int> &Digits) {
  E = stripWidening(E, Ctx);
  int K = iteratorDim(E, N, Ctx);
  if (K >= 0) { // the most significant digit: any contiguous range
    Digits.push_back(K);
    return true;
  }
  auto *Add = dyn_cast<BinaryOperator>(E);
  if (!Add || Add->getOpcode() != BO_Add)
    return false;
  for (int Side = 0; Side < 2; ++Side) {
    const Expr *Low = Side ? Add->getLHS() : Add->getRHS();
    const Expr *High = Side ? Add->getRHS() : Add->getLHS();
    int D = iteratorDim(Low, N, Ctx);
    AffineExpr Radix;
    if (D >= 0) {
      const ParallelDim &PD = N.dims[D];
      // The digit runs over exactly [0, R).
      if (!PD.lowerAffine.valid || !PD.lowerAffine.coeffs.empty() ||
          PD.lowerAffine.constant != 0 || !PD.upperAffine.valid)
        continue;
      Radix = PD.upperInclusive ? addForms(PD.upperAffine, constantForm(1)) : PD.upperAffine;
    } else {
      int I = innerDigit(Low, Inner, Ctx);
      if (I < 0)
        continue;
      D = -(I + 1);
      Radix = Inner[I].radix; // (over [0, R) by construction)
    }
    auto *Mul = dyn_cast<BinaryOperator>(stripWidening(High, Ctx));
    if (!Mul || Mul->getOpcode() != BO_Mul)
      continue;
    for (int F = 0; F < 2; ++F) {
      const Expr *R = F ? Mul->getLHS() : Mul->getRHS();
      const Expr *Rest = F ? Mul->getRHS() : Mul->getLHS();
      AffineExpr RA = buildAffine(R, Ctx);
      if (!RA.valid || !(RA == Radix))
        continue;
      bool Invariant = true; // the radix keeps its value in the kernel
      for (auto &[Var, C] : RA.coeffs) {
        auto *VD = dyn_cast<VarDecl>(Var);
        // (an inner loop's radix is evaluated by the launch, too)
        Invariant &= VD && !Writes.count(VD) && (D >= 0 || visibleAtLaunch(VD, N, Ctx));
      }
      if (!Invariant)
        continue;
      std::vector<int> More = {D};
      if (mixedRadixDigits(Rest, N, Ctx, Writes, Inner, More)) {
        Digits.insert(Digits.end(), More.begin(), More.end());
        return true;
      }
    }
  }
  return false;
}

/// The digits (mixedRadixDigits) of the single subscript of access A, each
/// a distinct loop; false when it is no such number.
bool linearisedDigits(const Access &A, const LoopNest &N, ASTContext &Ctx,
                      const std::vector<InnerDigitLoop> &Inner, std::vector<int> &Digits) {
  auto *ASE = dyn_cast<ArraySubscriptExpr>(A.expr->IgnoreParenImpCasts());
  if (!ASE || !mixedRadixDigits(ASE->getIdx(), N, Ctx, variableWrites(N.body), Inner, Digits))
    return false;
  std::set<int> Distinct(Digits.begin(), Digits.end());
  return Distinct.size() == Digits.size();
}

/// The access that makes the kernel's other uses of V harmless to an
/// unfilled device copy: a plain assignment executed once in every
/// iteration, at the body's own level (only compound statements around it),
/// such that every other access of V names the same element (the same
/// subscripts) and lies after that assignment's statement: `C[i][j] = 0;
/// for (k...) C[i][j] += ...` reads only what its own iteration wrote
/// first. (The subscripts are then checked to be distinct iterators, so no
/// iteration reaches another's element.) Null when there is none.
const Access *writtenBeforeUse(const Variable &V, const LoopNest &N, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  for (const Access &A : V.accesses) {
    if (!pureWrite(A, Ctx))
      continue;
    auto *Assign = cast<Expr>(parentStmt(A.expr, Ctx));
    if (!executedEveryIteration(Assign, N.body, Ctx))
      continue;
    SourceLocation End = SM.getExpansionRange(Assign->getEndLoc()).getEnd();
    bool Ok = true;
    for (const Access &B : V.accesses) {
      if (&B == &A)
        continue;
      bool Same = B.subscripts.size() == A.subscripts.size();
      for (size_t K = 0; Same && K < A.subscripts.size(); ++K)
        Same = A.subscripts[K].valid && A.subscripts[K] == B.subscripts[K];
      Ok &= Same && SM.isBeforeInTranslationUnit(End, SM.getExpansionLoc(B.expr->getBeginLoc()));
    }
    if (Ok)
      return &A;
  }
  return nullptr;
}

/// Several plain assignments together, each executed in every iteration,
/// that write every element of the range handed over (`out[3*p] = x;
/// out[3*p+1] = y; out[3*p+2] = z;`, `up[2*i]`, `up[2*i+1]`, the columns
/// `r[i][0]` ... `r[i][15]` of a static r[N][16]); the variable is only
/// written. Each subscript is either `c * it + k`, it the iterator of one
/// mapped dimension of unit step, c > 0 the same in every access, or a
/// constant; the constants of the accesses must be exactly the c residues
/// (a run k0 .. k0 + c - 1) in the iterated position, and every
/// combination of the constant positions once. For a pointer the hull of
/// the accesses, which the launch hands over, is then exactly what they
/// write; a static array needs the iterators over exactly its dimensions.
bool coveredTogether(const Variable &V, const LoopNest &N, ASTContext &Ctx) {
  if (V.accesses.size() < 2 || V.accesses.size() > 4096)
    return false;
  size_t Rank = V.accesses.front().subscripts.size();
  if (Rank == 0)
    return false;
  for (const Access &A : V.accesses)
    if (A.subscripts.size() != Rank || !pureWrite(A, Ctx) ||
        !executedEveryIteration(cast<Expr>(parentStmt(A.expr, Ctx)), N.body, Ctx))
      return false;
  // Per position: the iterated dimension and its scale, or constant (-1).
  std::vector<int> DimAt(Rank, -1);
  std::vector<int64_t> ScaleAt(Rank, 0);
  for (size_t P = 0; P < Rank; ++P) {
    const AffineExpr &S0 = V.accesses.front().subscripts[P];
    if (!S0.valid || S0.coeffs.size() > 1)
      return false;
    if (S0.coeffs.size() == 1) {
      auto [Decl, C] = *S0.coeffs.begin();
      int K = -1;
      for (size_t D = 0; D < N.dims.size(); ++D)
        if (N.dims[D].iv == Decl && (constantStep(N.dims[D]) == 1 || constantStep(N.dims[D]) == -1))
          K = (int)D;
      if (K < 0 || C <= 0)
        return false;
      DimAt[P] = K;
      ScaleAt[P] = C;
    }
  }
  std::set<int> Seen;
  for (int K : DimAt)
    if (K >= 0 && !Seen.insert(K).second)
      return false; // one iterator in two positions
  // Every access: the same iterators and scales; collect the constants.
  std::set<std::vector<int64_t>> Tuples;
  for (const Access &A : V.accesses) {
    std::vector<int64_t> T;
    for (size_t P = 0; P < Rank; ++P) {
      const AffineExpr &S = A.subscripts[P];
      if (!S.valid)
        return false;
      if (DimAt[P] < 0) {
        if (!S.coeffs.empty())
          return false;
      } else if (S.coeffs.size() != 1 || S.coeffOf(N.dims[DimAt[P]].iv) != ScaleAt[P]) {
        return false;
      }
      T.push_back(S.constant);
    }
    if (!Tuples.insert(T).second)
      return false; // the same element twice
  }
  // The constants: per position a run of values (c of them where iterated),
  // and every combination present.
  uint64_t Product = 1;
  std::vector<int64_t> First(Rank), Count(Rank);
  for (size_t P = 0; P < Rank; ++P) {
    std::set<int64_t> Values;
    for (const auto &T : Tuples)
      Values.insert(T[P]);
    First[P] = *Values.begin();
    Count[P] = (int64_t)Values.size();
    if (*Values.rbegin() - First[P] + 1 != Count[P])
      return false; // not a run
    if (DimAt[P] >= 0 && Count[P] != ScaleAt[P])
      return false; // not every residue
    Product *= (uint64_t)Count[P];
  }
  if (Product != Tuples.size())
    return false;
  if (V.isPointer)
    return Rank == 1 && !V.wholeBlock && !V.extentLowText.empty();
  // A static array: position P covers [0, D_P).
  const Type *Cur = V.decl->getType().getTypePtr();
  for (size_t P = 0; P < Rank; ++P) {
    auto *CAT = dyn_cast_or_null<ConstantArrayType>(Cur->getAsArrayTypeUnsafe());
    if (!CAT)
      return false;
    int64_t Dim = (int64_t)CAT->getSize().getZExtValue();
    if (DimAt[P] < 0) {
      if (First[P] != 0 || Count[P] != Dim)
        return false;
    } else if (First[P] != 0 || Dim % ScaleAt[P] != 0 ||
               !runsOverExactly(N.dims[DimAt[P]], Dim / ScaleAt[P])) {
      return false;
    }
    Cur = CAT->getElementType().getTypePtr();
  }
  return !Cur->isArrayType();
}

/// What a kernel's writes of a buffer cover.
struct Coverage {
  bool whole = false;          ///< every element handed over
  std::vector<int> denseDims;  ///< or: when the hull holds as many elements
                               ///< as the product of these dims' trip counts
  std::vector<std::string> denseFactors; ///< and of these inner loops' (host C)
  /// or, for a static array: when each of these mapped dims (counting from
  /// 0 by 1) runs as many iterations as its dimension holds elements
  std::vector<std::pair<int, uint64_t>> tripsEqual;
};

Coverage coverage(const Variable &V, const LoopNest &N, ASTContext &Ctx) {
  if (V.kind != VarKind::Buffer || !V.writtenInLoop || V.accesses.empty())
    return {};
  // Every mention of the variable is one of its accesses.
  if (countRefs(N.body, V.decl) != V.accesses.size() || leavesEarly(N.body))
    return {};
  for (const Access &A : V.accesses)
    if (!A.expr)
      return {};
  // Only written: each access is the target of a plain assignment (a
  // pointer's own value is read to reach the element, so readInLoop does
  // not tell). Or written first: see writtenBeforeUse.
  bool OnlyWritten = V.isPointer || !V.readInLoop;
  for (const Access &A : V.accesses)
    OnlyWritten &= pureWrite(A, Ctx);
  const Access *First = OnlyWritten ? nullptr : writtenBeforeUse(V, N, Ctx);
  if (!OnlyWritten && !First)
    return {};
  QualType T = V.decl->getType();
  // Every access a complete scalar element.
  for (const Access &A : V.accesses) {
    if (!A.expr || !A.expr->getType()->isScalarType() || A.expr->getType()->isPointerType())
      return {};
    if (!isa<ArraySubscriptExpr>(A.expr->IgnoreParenImpCasts()))
      return {};
  }
  if (OnlyWritten && coveredTogether(V, N, Ctx))
    return {true, {}};
  const Access *Full = First;
  std::vector<InnerDigitLoop> Inner;
  for (const Access &A : V.accesses) {
    if (Full)
      break;
    Inner.clear();
    if (!executedEveryIteration(cast<Expr>(parentStmt(A.expr, Ctx)), N.body, Ctx, &Inner))
      continue;
    Full = &A;
    break;
  }
  if (!Full)
    return {};
  if (V.isPointer && !V.wholeBlock && Full->subscripts.size() == 1 &&
      !V.extentLowText.empty() && (exactIterator(Full->subscripts[0], N) < 0 || !Inner.empty())) {
    // Not one iterator: perhaps a linearised grid.
    std::vector<int> Digits;
    if (!linearisedDigits(*Full, N, Ctx, Inner, Digits))
      return {};
    // Every inner loop around the write is a digit (another would repeat
    // the same elements, or run no iteration at all).
    Coverage C;
    for (int D : Digits)
      if (D >= 0)
        C.denseDims.push_back(D);
      else
        C.denseFactors.push_back("(" + Inner[-D - 1].radix.hostText() + ")");
    if (C.denseFactors.size() != Inner.size() || C.denseDims.empty())
      return {};
    return C;
  }
  // A static one-dimensional array subscripted as a linearised grid with
  // constant radices (`dst[i * NX + j]`, the IDX macros of C ports): whole
  // when the digits' trip counts multiply to its size.
  if (const auto *CAT = Ctx.getAsConstantArrayType(T);
      CAT && !CAT->getElementType()->isArrayType() && Full->subscripts.size() == 1 &&
      (exactIterator(Full->subscripts[0], N) < 0 || !Inner.empty())) {
    for (const Access &A : V.accesses)
      if (A.subscripts.size() != 1 || !(A.subscripts[0] == Full->subscripts[0]))
        return {};
    std::vector<int> Digits;
    if (!linearisedDigits(*Full, N, Ctx, Inner, Digits))
      return {};
    size_t InnerDigits = 0;
    uint64_t Product = 1;
    for (int D : Digits) {
      AffineExpr Lo = constantForm(0), Count;
      if (D >= 0) {
        const ParallelDim &PD = N.dims[D];
        if (constantStep(PD) != 1 || !PD.upperAffine.valid)
          return {};
        Lo = PD.lowerAffine;
        Count = PD.upperInclusive ? addForms(PD.upperAffine, constantForm(1)) : PD.upperAffine;
      } else {
        ++InnerDigits;
        Count = Inner[-D - 1].radix;
      }
      if (!Lo.valid || !Lo.coeffs.empty() || Lo.constant != 0 || !Count.valid ||
          !Count.coeffs.empty() || Count.constant <= 0)
        return {};
      Product *= (uint64_t)Count.constant;
    }
    if (InnerDigits != Inner.size() || Product != CAT->getSize().getZExtValue())
      return {};
    return {true, {}};
  }
  if (!Inner.empty())
    return {};
  std::set<int> Used;
  std::vector<int> DimOf;
  for (const AffineExpr &S : Full->subscripts) {
    int K = exactIterator(S, N);
    if (K < 0 || !Used.insert(K).second)
      return {};
    DimOf.push_back(K);
  }
  if (T->isConstantArrayType()) {
    // Dimension d of the array, iterated over exactly [0, D_d); or from 0
    // by 1 to a bound known at run time (`i < n`), checked by the launch
    // (its trip count equal to D_d).
    const Type *Cur = T.getTypePtr();
    Coverage C;
    for (size_t D = 0; D < DimOf.size(); ++D) {
      auto *CAT = dyn_cast_or_null<ConstantArrayType>(Cur->getAsArrayTypeUnsafe());
      if (!CAT)
        return {};
      const ParallelDim &PD = N.dims[DimOf[D]];
      uint64_t Size = CAT->getSize().getZExtValue();
      if (!runsOverExactly(PD, (int64_t)Size)) {
        if (constantStep(PD) != 1 || !PD.lowerAffine.valid || !PD.lowerAffine.coeffs.empty() ||
            PD.lowerAffine.constant != 0)
          return {};
        C.tripsEqual.push_back({DimOf[D], Size});
      }
      Cur = CAT->getElementType().getTypePtr();
    }
    if (Cur->isArrayType())
      return {}; // a dimension left uncovered
    if (!C.tripsEqual.empty())
      return C;
    return {true, {}};
  }
  if (V.isPointer) {
    // A whole block holds elements the kernel does not write: uploaded.
    if (V.wholeBlock || Full->subscripts.size() != 1 || V.extentLowText.empty())
      return {};
    for (const Access &A : V.accesses)
      if (A.subscripts.size() != 1 || !(A.subscripts[0] == Full->subscripts[0]))
        return {};
    return {true, {}};
  }
  return {};
}

} // namespace

void findOverwrittenBuffers(std::vector<LoopNest> &Loops, ASTContext &Ctx,
                            RemarkEmitter &Remarks) {
  for (LoopNest &N : Loops) {
    if (!N.offload)
      continue;
    for (Variable &V : N.vars) {
      Coverage C = coverage(V, N, Ctx);
      V.overwrittenWhole = C.whole;
      V.overwrittenWhenDense = C.denseDims;
      V.overwrittenDenseFactors = C.denseFactors;
      V.overwrittenWhenTrips = C.tripsEqual;
      if (V.overwrittenWhole)
        Remarks.passed(N.directive->getBeginLoc(),
                       "'" + V.name + "' is overwritten whole by the kernel: not uploaded "
                       "before the launch");
      else if (!C.tripsEqual.empty())
        Remarks.passed(N.directive->getBeginLoc(),
                       "'" + V.name + "' is overwritten whole by the kernel when its loops "
                       "run over every element (checked at each launch): not uploaded "
                       "before it then");
      else if (!C.denseDims.empty())
        Remarks.passed(N.directive->getBeginLoc(),
                       "'" + V.name + "' is overwritten whole by the kernel when its range "
                       "holds as many elements as the launch writes (checked at each "
                       "launch): not uploaded before it then");
    }
  }
}

} // namespace omp2ocl
