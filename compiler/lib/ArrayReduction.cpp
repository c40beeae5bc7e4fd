//===- ArrayReduction.cpp - reductions over small constant-size arrays ----===//
//
// (a) `reduction(op: a)` over a constant-size array, `reduction(op: a[lo:len])`
//     over an array or a pointer with constant lo and len: OpenMP gives each
//     thread a private copy of the section initialised to the identity and
//     combines the copies with the original; the kernel does the same per
//     work-item. A section of a multi-dimensional array is refused (global
//     index reordering may permute its layout, and the flat range would no
//     longer be the section); the whole array is fine whatever its layout.
//
// (b) The legacy idiom (NAS EP): in a parallel region
//
//        double qq[NQ];                       <- the thread's own array
//        for (l = 0; l < NQ; l++) qq[l] = 0;  <- before the loop: anything
//     #pragma omp for
//        for (...) { ... qq[e] += x; ... }     <- only updates `qq[e] op= x`
//     #pragma omp critical
//        for (l = 0; l < NQ; l++) q[l] += qq[l];   <- the merge, same op
//
//     Why the loop may run as an array reduction whose totals go into the
//     launching thread's copy (the host code after the launch; the merge
//     itself stays as written and runs in every thread):
//     Let v_t be thread t's copy when the loop starts. Run on the host, the
//     loop leaves v_t (+) C_t in each copy, C_t the contributions of t's
//     iterations (the updates only combine into the copy; nothing in the
//     loop reads it otherwise). The kernel leaves v_L (+) C in the launching
//     thread L, C = (+)_t C_t, and v_t in the others. The merge is the only
//     use of the copies after the loop: each thread combines each element
//     of its copy into the shared target once, with the same associative
//     and commutative operator, so the target receives (+)_t copy_t, which
//     is (+)_t v_t (+) C in both cases. Nothing else observes how the
//     contributions were spread over the threads, which is the only thing
//     that differs; v_t need not be the identity. (Floating-point sums are
//     reassociated, as any reduction's are.)
//     The conditions make that argument hold:
//      - the array is an automatic variable of the region (or the function
//        of an orphaned loop), or private to the region by a clause: fresh
//        in each thread, gone after (threadprivate copies outlive the region
//        and a later region could read each thread's own counts);
//      - one-dimensional, of an arithmetic type, at most
//        kArrayReductionMaxElements elements;
//      - the merge is a statement of the region's body, so each thread
//        runs it exactly once; the loop is one too, or lies in one (a
//        time-step loop around it) that uses the array nowhere else and
//        does not leave: each run of the loop only adds to each copy, and
//        the merge sees the sum of all runs in both versions; the
//        statements between them neither use the array nor leave (return,
//        goto);
//      - in the loop, every use of the array is an element update
//        `qq[e] op= x`, `qq[e]++`/`--`, `qq[e] = qq[e] op x`, the min/max
//        `?:` or fmin/fmax forms, whose value is not used, with x and e not
//        using the array, one operator for all, computed in the element's
//        type (a conversion back would round each step);
//      - the merge is the first use after the loop: `for (l = 0; l < N;
//        l++) T op= qq[l]` (any update form) over exactly the N elements,
//        under `critical` (around the loop or its body) or as an `atomic`
//        update per element, with the loop's operator, its target not using
//        the array; nothing uses the array after it;
//      - before the loop the array may be written and read freely (both
//        versions are the same up to the loop), but its address never
//        escapes (only subscripts, sizeof and memset's destination) and no
//        OpenMP construct uses it.
//     Any other shape keeps the privatization proof's remark, and when a
//     merge under critical/atomic follows the loop, the reason it is not the
//     idiom.
//
//===----------------------------------------------------------------------===//
#include "ArrayReduction.h"
#include "BuildModel.h"
#include "CallSites.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/FoldingSet.h"

#include <functional>
#include <optional>
#include <set>

using namespace clang;

namespace omp2ocl {

namespace {

unsigned lineOf(const Stmt *S, ASTContext &Ctx) {
  return omp2ocl::lineOf(S->getBeginLoc(), Ctx.getSourceManager());
}

bool sameExpr(const Expr *A, const Expr *B, ASTContext &Ctx) {
  llvm::FoldingSetNodeID IA, IB;
  A->IgnoreParenImpCasts()->Profile(IA, Ctx, true);
  B->IgnoreParenImpCasts()->Profile(IB, Ctx, true);
  return IA == IB;
}

bool sameType(QualType A, QualType B) {
  return A.getCanonicalType().getUnqualifiedType() ==
         B.getCanonicalType().getUnqualifiedType();
}

/// The single statement of `{ S }` (nested braces too).
const Stmt *onlyStmt(const Stmt *S) {
  while (auto *CS = dyn_cast_or_null<CompoundStmt>(S)) {
    if (CS->size() != 1)
      return S;
    S = CS->body_front();
  }
  return S;
}

/// A scalar type whose values OpenCL and the combination understand.
bool reducibleScalar(QualType T, ReductionOp Op) {
  T = T.getCanonicalType();
  if (T->isBooleanType() || T->isEnumeralType())
    return false;
  if (T->isRealFloatingType()) {
    const auto *BT = T->getAs<BuiltinType>();
    if (BT && BT->getKind() == BuiltinType::LongDouble)
      return false; // OpenCL has no long double
    return Op == ReductionOp::Add || Op == ReductionOp::Mul || Op == ReductionOp::Min ||
           Op == ReductionOp::Max || Op == ReductionOp::LogAnd || Op == ReductionOp::LogOr;
  }
  return T->isIntegerType();
}

/// One update of an element: `target op= value`, `target++`, `target =
/// target op value`, `target = max/min(target, value)` (`?:`, fmin, fmax).
struct Update {
  ReductionOp op = ReductionOp::Add;
  bool minus = false;          ///< `-=`, `--`, `t = t - v`: + of a negation
  const Expr *target = nullptr;
  std::vector<const Expr *> targetCopies; ///< the target's repetitions
  const Expr *value = nullptr; ///< null for ++/--
};

std::optional<Update> readUpdate(const Expr *E, ASTContext &Ctx) {
  E = E->IgnoreParens();
  Update U;
  if (auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (!UO->isIncrementDecrementOp())
      return std::nullopt;
    U.target = UO->getSubExpr()->IgnoreParens();
    U.minus = UO->isDecrementOp();
    return U;
  }
  if (auto *CA = dyn_cast<CompoundAssignOperator>(E)) {
    switch (CA->getOpcode()) {
    case BO_AddAssign: U.op = ReductionOp::Add; break;
    case BO_SubAssign: U.op = ReductionOp::Add; U.minus = true; break;
    case BO_MulAssign: U.op = ReductionOp::Mul; break;
    case BO_AndAssign: U.op = ReductionOp::BitAnd; break;
    case BO_OrAssign: U.op = ReductionOp::BitOr; break;
    case BO_XorAssign: U.op = ReductionOp::BitXor; break;
    default: return std::nullopt;
    }
    // `int += double` converts the sum back to int at every step.
    if (!sameType(CA->getComputationResultType(), CA->getLHS()->getType()))
      return std::nullopt;
    U.target = CA->getLHS()->IgnoreParens();
    U.value = CA->getRHS();
    return U;
  }
  auto *BO = dyn_cast<BinaryOperator>(E);
  if (!BO || BO->getOpcode() != BO_Assign)
    return std::nullopt;
  U.target = BO->getLHS()->IgnoreParens();
  const Expr *R = BO->getRHS()->IgnoreParens();
  // Computed in the target's type: no conversion back.
  if (!sameType(R->getType(), U.target->getType()) || isa<ImplicitCastExpr>(R))
    return std::nullopt;
  if (U.target->HasSideEffects(Ctx))
    return std::nullopt; // evaluated twice
  auto IsTarget = [&](const Expr *X) { return sameExpr(X, U.target, Ctx); };
  if (auto *B = dyn_cast<BinaryOperator>(R)) {
    switch (B->getOpcode()) {
    case BO_Add: U.op = ReductionOp::Add; break;
    case BO_Sub: U.op = ReductionOp::Add; U.minus = true; break;
    case BO_Mul: U.op = ReductionOp::Mul; break;
    case BO_And: U.op = ReductionOp::BitAnd; break;
    case BO_Or: U.op = ReductionOp::BitOr; break;
    case BO_Xor: U.op = ReductionOp::BitXor; break;
    default: return std::nullopt;
    }
    if (IsTarget(B->getLHS())) {
      U.targetCopies.push_back(B->getLHS());
      U.value = B->getRHS();
    } else if (!U.minus && IsTarget(B->getRHS())) {
      U.targetCopies.push_back(B->getRHS());
      U.value = B->getLHS();
    } else {
      return std::nullopt;
    }
    return U;
  }
  if (auto *C = dyn_cast<ConditionalOperator>(R)) {
    auto *Cmp = dyn_cast<BinaryOperator>(C->getCond()->IgnoreParenImpCasts());
    if (!Cmp || !Cmp->isRelationalOp())
      return std::nullopt;
    const Expr *A = Cmp->getLHS(), *B = Cmp->getRHS();
    const Expr *T = C->getTrueExpr(), *F = C->getFalseExpr();
    bool Greater = Cmp->getOpcode() == BO_GT || Cmp->getOpcode() == BO_GE;
    // `A > B ? A : B` is max(A, B), `A > B ? B : A` min(A, B), and the
    // opposite for < and <=.
    bool PicksA;
    if (sameExpr(T, A, Ctx) && sameExpr(F, B, Ctx))
      PicksA = true;
    else if (sameExpr(T, B, Ctx) && sameExpr(F, A, Ctx))
      PicksA = false;
    else
      return std::nullopt;
    U.op = (Greater == PicksA) ? ReductionOp::Max : ReductionOp::Min;
    if (IsTarget(A)) {
      U.value = B;
    } else if (IsTarget(B)) {
      U.value = A;
    } else {
      return std::nullopt;
    }
    U.targetCopies = {A, B, T, F};
    // Those that are not the target are the value's (its reads).
    U.targetCopies.erase(std::remove_if(U.targetCopies.begin(), U.targetCopies.end(),
                                        [&](const Expr *X) { return !IsTarget(X); }),
                         U.targetCopies.end());
    return U;
  }
  if (auto *CE = dyn_cast<CallExpr>(R)) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || CE->getNumArgs() != 2)
      return std::nullopt;
    std::string Name = FD->getNameAsString();
    if (Name == "fmin" || Name == "fminf")
      U.op = ReductionOp::Min;
    else if (Name == "fmax" || Name == "fmaxf")
      U.op = ReductionOp::Max;
    else
      return std::nullopt;
    if (IsTarget(CE->getArg(0))) {
      U.targetCopies.push_back(CE->getArg(0));
      U.value = CE->getArg(1);
    } else if (IsTarget(CE->getArg(1))) {
      U.targetCopies.push_back(CE->getArg(1));
      U.value = CE->getArg(0);
    } else {
      return std::nullopt;
    }
    return U;
  }
  return std::nullopt;
}

/// `if (x > t) t = x;` and its mirrored and min forms, without `else`: an
/// update of t by x (max or min), x computed in t's type and both free of
/// side effects (each is evaluated twice).
std::optional<Update> readIfUpdate(const IfStmt *If, ASTContext &Ctx) {
  if (If->getElse() || If->getInit() || If->getConditionVariable())
    return std::nullopt;
  auto *Cmp = dyn_cast<BinaryOperator>(If->getCond()->IgnoreParenImpCasts());
  auto *As = dyn_cast_or_null<BinaryOperator>(onlyStmt(If->getThen()));
  if (!Cmp || !Cmp->isRelationalOp() || !As || As->getOpcode() != BO_Assign)
    return std::nullopt;
  Update U;
  U.target = As->getLHS()->IgnoreParens();
  const Expr *X = As->getRHS()->IgnoreParens();
  // (A conversion to t's type would change the type at the top.)
  if (!sameType(X->getType(), U.target->getType()) || U.target->HasSideEffects(Ctx) ||
      X->HasSideEffects(Ctx))
    return std::nullopt;
  const Expr *A = Cmp->getLHS(), *B = Cmp->getRHS();
  bool Greater = Cmp->getOpcode() == BO_GT || Cmp->getOpcode() == BO_GE;
  // `x > t` assigns the greater (max), `t > x` the smaller (min).
  if (sameExpr(B, U.target, Ctx) && sameExpr(A, X, Ctx)) {
    U.op = Greater ? ReductionOp::Max : ReductionOp::Min;
    U.targetCopies.push_back(B);
  } else if (sameExpr(A, U.target, Ctx) && sameExpr(B, X, Ctx)) {
    U.op = Greater ? ReductionOp::Min : ReductionOp::Max;
    U.targetCopies.push_back(A);
  } else {
    return std::nullopt;
  }
  U.value = X;
  return U;
}

/// The element `VD[e]` that E is (subscript of the array itself), or null.
const ArraySubscriptExpr *elementOf(const Expr *E, const VarDecl *VD) {
  auto *ASE = dyn_cast<ArraySubscriptExpr>(E->IgnoreParenImpCasts());
  if (ASE && refVar(ASE->getBase()) == VD &&
      isa<DeclRefExpr>(ASE->getBase()->IgnoreParenImpCasts()))
    return ASE;
  return nullptr;
}

const DeclRefExpr *baseRef(const ArraySubscriptExpr *ASE) {
  return cast<DeclRefExpr>(ASE->getBase()->IgnoreParenImpCasts());
}

/// The reference to the accumulator VD that E designates: the element
/// `VD[e]` of an array (its base), VD itself for a scalar; or null.
const DeclRefExpr *accumulatorRef(const Expr *E, const VarDecl *VD, bool Scalar) {
  if (Scalar) {
    auto *DR = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return DR && DR->getDecl() == VD ? DR : nullptr;
  }
  const ArraySubscriptExpr *El = elementOf(E, VD);
  return El ? baseRef(El) : nullptr;
}

/// An update statement: an expression (readUpdate) or the `if` form.
std::optional<Update> readUpdateStmt(const Stmt *S, ASTContext &Ctx) {
  if (auto *If = dyn_cast_or_null<IfStmt>(S))
    return readIfUpdate(If, Ctx);
  if (auto *E = dyn_cast_or_null<Expr>(S))
    return readUpdate(E, Ctx);
  return std::nullopt;
}

/// The statement under a directive, or the statement itself.
const Stmt *underDirective(const Stmt *S) {
  if (auto *D = dyn_cast<OMPExecutableDirective>(S))
    return associatedStatement(D);
  return S;
}

bool isPlainAtomicUpdate(const OMPAtomicDirective *A) {
  for (const OMPClause *C : A->clauses())
    if (isa<OMPReadClause>(C) || isa<OMPWriteClause>(C) || isa<OMPCaptureClause>(C) ||
        isa<OMPCompareClause>(C))
      return false;
  return true;
}

/// The loop of a merge: `S` itself, or the only statement of a compound
/// that may also declare variables (not VD).
const ForStmt *mergeLoop(const Stmt *S, const VarDecl *VD) {
  S = onlyStmt(S);
  if (auto *F = dyn_cast_or_null<ForStmt>(S))
    return F;
  auto *CS = dyn_cast_or_null<CompoundStmt>(S);
  if (!CS)
    return nullptr;
  const ForStmt *Found = nullptr;
  for (const Stmt *X : CS->body()) {
    if (isa<DeclStmt>(X) && !mentions(X, VD))
      continue;
    if (Found || !isa<ForStmt>(X))
      return nullptr;
    Found = cast<ForStmt>(X);
  }
  return Found;
}

std::string opText(ReductionOp Op, bool Minus) {
  return Minus ? "-" : reductionOpSpelling(Op);
}

} // namespace

//===-- (a) the clause ----------------------------------------------------===//

std::string modelClauseArrayReduction(Variable &V, const ReductionItem &Item,
                                      ASTContext &Ctx) {
  QualType T = V.decl->getType();
  auto Const = [&](const Expr *E, int64_t &Out) {
    Expr::EvalResult R;
    if (!E || E->isValueDependent() || !E->EvaluateAsInt(R, Ctx))
      return false;
    Out = R.Val.getInt().getExtValue();
    return true;
  };
  QualType Scalar;
  uint64_t Total = 0;
  if (const auto *CAT = Ctx.getAsConstantArrayType(T)) {
    Scalar = Ctx.getBaseElementType(T);
    Total = Ctx.getConstantArrayElementCount(CAT);
    bool MultiDim = Ctx.getAsArrayType(CAT->getElementType()) != nullptr;
    int64_t Lo = 0, Len = (int64_t)Total;
    if (Item.section) {
      if (MultiDim)
        return "is reduced over a section of a multi-dimensional array";
      if (Item.lower && !Const(Item.lower, Lo))
        return "is reduced over a section whose start is not a constant";
      Len = (int64_t)Total - Lo;
      if (Item.length && !Const(Item.length, Len))
        return "is reduced over a section whose length is not a constant";
      if (Lo < 0 || Len < 1 || Lo + Len > (int64_t)Total)
        return "is reduced over a section outside the array";
    }
    V.redFirst = (uint64_t)Lo;
    V.redCount = (uint64_t)Len;
    V.redCopyElems = Total;
  } else if (T->isPointerType()) {
    Scalar = T->getPointeeType();
    if (!Item.section)
      return "is a reduction over a pointer";
    int64_t Lo = 0, Len = 0;
    if (Item.lower && !Const(Item.lower, Lo))
      return "is reduced over a section whose start is not a constant";
    if (!Item.length || !Const(Item.length, Len))
      return "is reduced over a section whose length is not a constant";
    if (Lo < 0 || Len < 1)
      return "is reduced over an empty or negative section";
    V.redFirst = (uint64_t)Lo;
    V.redCount = (uint64_t)Len;
    V.redCopyElems = (uint64_t)(Lo + Len);
  } else {
    return "is a reduction over a non-scalar";
  }
  if (!Scalar->isScalarType() || Scalar->isPointerType() ||
      !reducibleScalar(Scalar, V.redOp))
    return "is an array reduction over elements of type '" + Scalar.getAsString() +
           "', which the device does not reduce";
  if (V.redCopyElems > kArrayReductionMaxElements)
    return "is an array reduction of " + std::to_string(V.redCopyElems) +
           " elements, more than the " + std::to_string(kArrayReductionMaxElements) +
           " a work-item's private copy holds on the device";
  V.arrayReduction = true;
  return "";
}

//===-- (b) the private-accumulator idiom ---------------------------------===//

/// The one operator the loop N updates VD with (`VD op= x`, `VD = VD op
/// x`, `if (x > VD) VD = x`; elements of VD for an array), every other use
/// of VD in the loop excluded; nullopt with Why when that is not so (Why
/// empty: VD is not updated at all).
std::optional<ReductionOp> loopUpdateOp(const LoopNest &N, const VarDecl *VD, ASTContext &Ctx,
                                        std::string &Why) {
  const bool Scalar = !VD->getType()->isArrayType();
  std::string Name = "'" + VD->getNameAsString() + "'";
  auto Fail = [&](std::string W) -> std::optional<ReductionOp> {
    Why = std::move(W);
    return std::nullopt;
  };
  std::optional<ReductionOp> Op;
  std::set<const DeclRefExpr *> Covered;
  std::string LoopWhy;
  std::string UpdateForm = VD->getNameAsString() + (Scalar ? "" : "[e]") + " op= x";
  // Records update U of the accumulator (reference R); false when its
  // operator differs from an earlier update's.
  auto Take = [&](const Update &U, const DeclRefExpr *R) {
    if (Op && *Op != U.op) {
      LoopWhy = Name + " is updated with both '" + std::string(reductionOpSpelling(*Op)) +
                "' and '" + reductionOpSpelling(U.op) + "' in the loop";
      return false;
    }
    Op = U.op;
    Covered.insert(R);
    for (const Expr *C : U.targetCopies)
      if (const DeclRefExpr *CR = accumulatorRef(C, VD, Scalar))
        Covered.insert(CR);
    return true;
  };
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || !LoopWhy.empty())
      return;
    // `if (x > t) t = x;`: its condition and value have no side effects,
    // so nothing else in it updates; other uses of the accumulator in them
    // stay uncovered.
    if (auto *If = dyn_cast<IfStmt>(S))
      if (std::optional<Update> U = readIfUpdate(If, Ctx))
        if (const DeclRefExpr *R = accumulatorRef(U->target, VD, Scalar)) {
          Take(*U, R);
          return;
        }
    if (auto *E = dyn_cast<Expr>(S)) {
      const Expr *X = E->IgnoreParens();
      const Expr *Target = storeTarget(X);
      if (const DeclRefExpr *R = Target ? accumulatorRef(Target, VD, Scalar) : nullptr) {
        std::optional<Update> U = readUpdate(X, Ctx);
        const Stmt *P = parentStmt(E, Ctx);
        if (!U) {
          LoopWhy = Name + " is assigned in the loop other than by an update `" + UpdateForm +
                    "` (line " + std::to_string(lineOf(E, Ctx)) + ")";
          return;
        }
        if (P && isa<Expr>(P) && !isa<ParenExpr>(P)) {
          LoopWhy = "the value of an update of " + Name + " is used (line " +
                    std::to_string(lineOf(E, Ctx)) + ")";
          return;
        }
        if (!Take(*U, R))
          return;
      }
    }
    for (const Stmt *C : subStatements(S))
      Walk(C);
  };
  Walk(associatedStatement(N.directive));
  if (!LoopWhy.empty())
    return Fail(LoopWhy);
  std::vector<const DeclRefExpr *> InLoop;
  refsOf(associatedStatement(N.directive), VD, InLoop);
  for (const DeclRefExpr *R : InLoop)
    if (!Covered.count(R)) {
      const Stmt *P = parentStmt(R, Ctx);
      while (P && (isa<ImplicitCastExpr>(P) || isa<ParenExpr>(P)))
        P = parentStmt(P, Ctx);
      bool Read = false;
      if (auto *ASE = dyn_cast_or_null<ArraySubscriptExpr>(P))
        if (auto *L = dyn_cast_or_null<ImplicitCastExpr>(parentStmt(ASE, Ctx)))
          Read = L->getCastKind() == CK_LValueToRValue;
      return Fail(Name + (Read ? " is read" : " is used") +
                  " in the loop other than by its updates (line " +
                  std::to_string(lineOf(R, Ctx)) + ")");
    }
  return Op;
}

AccumulatorMatch matchPrivateAccumulator(const LoopNest &N,
                                         const OMPExecutableDirective *Region,
                                         const VarDecl *VD, ASTContext &Ctx) {
  AccumulatorMatch M;
  const SourceManager &SM = Ctx.getSourceManager();
  const Stmt *Scope = Region ? associatedStatement(Region)
                             : (N.function ? N.function->getBody() : nullptr);
  if (!Scope)
    return M;
  const Stmt *Loop = N.directive;
  // (A directive's own range ends with its pragma line.)
  SourceLocation LoopEnd = associatedStatement(N.directive)->getEndLoc();
  // Meant as the idiom: critical or atomic after the loop uses the array.
  M.attempted = containsKind(Scope, [&](const Stmt *S) {
    return (isa<OMPCriticalDirective>(S) || isa<OMPAtomicDirective>(S)) &&
           SM.isBeforeInTranslationUnit(LoopEnd, S->getBeginLoc()) && mentions(S, VD);
  });
  if (!M.attempted)
    return M;
  std::string Name = "'" + VD->getNameAsString() + "'";
  auto Fail = [&](std::string Why) {
    M.why = std::move(Why);
    return M;
  };

  if (VD->hasAttr<OMPThreadPrivateDeclAttr>())
    return Fail(Name + " is threadprivate: each thread's copy outlives the region");
  if (VD->hasGlobalStorage() || !VD->isLocalVarDecl())
    return Fail(Name + " is not an automatic variable of the region or the function");
  // A scalar is the same idiom with one element (the copy is the variable).
  const bool Scalar = !VD->getType()->isArrayType();
  QualType Elem = VD->getType();
  uint64_t Size = 1;
  if (Scalar) {
    if (!Elem->isArithmeticType())
      return Fail(Name + " is neither an arithmetic scalar nor an array");
  } else {
    const auto *CAT = Ctx.getAsConstantArrayType(VD->getType());
    if (!CAT || Ctx.getAsArrayType(CAT->getElementType()))
      return Fail(Name + " is not a one-dimensional array of constant size");
    Elem = CAT->getElementType();
    Size = CAT->getSize().getZExtValue();
  }
  if (Size > kArrayReductionMaxElements)
    return Fail(Name + " has " + std::to_string(Size) + " elements, more than the " +
                std::to_string(kArrayReductionMaxElements) +
                " of an array reduction on the device");

  // The loop and what comes before and after it in the region's body.
  const auto *Body = dyn_cast<CompoundStmt>(Scope);
  if (!Body)
    return Fail("the loop is not a statement of the region's body");
  std::vector<const Stmt *> Stmts(Body->body_begin(), Body->body_end());
  // The statement of the region's body that holds the loop: the loop
  // itself, or a serial statement around it (a time-step loop) that runs
  // it any number of times; each run only adds to the thread's copy, and
  // nothing else in that statement may use the accumulator.
  // A plain block of the body runs once, as the body does: the loop's
  // statements are those of the innermost block holding it (`{ double
  // local = 0; #pragma omp for ... #pragma omp critical ... }`).
  size_t At = Stmts.size();
  for (;;) {
    At = Stmts.size();
    for (size_t I = 0; I < Stmts.size(); ++I)
      if (containsKind(Stmts[I], [&](const Stmt *S) { return S == Loop; }))
        At = I;
    auto *Block = At < Stmts.size() ? dyn_cast<CompoundStmt>(Stmts[At]) : nullptr;
    // (Only when nothing beside the block uses the accumulator: the checks
    // below look at the block's statements.)
    bool UsedBeside = false;
    for (size_t I = 0; Block && I < Stmts.size(); ++I)
      UsedBeside |= I != At && mentions(Stmts[I], VD);
    if (!Block || UsedBeside)
      break;
    Stmts.assign(Block->body_begin(), Block->body_end());
  }
  if (At == Stmts.size())
    return Fail("the loop is not in a statement of the region's body");
  if (Stmts[At] != Loop) {
    std::vector<const DeclRefExpr *> Around, Inside;
    refsOf(Stmts[At], VD, Around);
    refsOf(associatedStatement(N.directive), VD, Inside);
    if (Around.size() != Inside.size())
      return Fail(Name + " is used beside the loop in the statement around it (line " +
                  std::to_string(lineOf(Stmts[At], Ctx)) + ")");
    if (containsKind(Stmts[At], [](const Stmt *S) {
          return isa<ReturnStmt>(S) || isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S);
        }))
      return Fail("the statement around the loop may leave (line " +
                  std::to_string(lineOf(Stmts[At], Ctx)) + ")");
  }

  // In the loop: updates only (of elements, for an array), one operator.
  std::string LoopWhy;
  std::optional<ReductionOp> Op = loopUpdateOp(N, VD, Ctx, LoopWhy);
  if (!LoopWhy.empty())
    return Fail(LoopWhy);
  if (!Op)
    return Fail(Name + " is not updated in the loop");
  if (!reducibleScalar(Elem, *Op))
    return Fail(Name + " has elements of type '" + Elem.getAsString() +
                "', which the device does not reduce with '" +
                reductionOpSpelling(*Op) + "'");

  // Before the loop: no escaping address, no OpenMP construct.
  for (size_t I = 0; I < At; ++I) {
    if (!mentions(Stmts[I], VD))
      continue;
    if (containsKind(Stmts[I], [](const Stmt *S) { return isa<OMPExecutableDirective>(S); }))
      return Fail(Name + " is used in an OpenMP construct before the loop (line " +
                  std::to_string(lineOf(Stmts[I], Ctx)) + ")");
    std::vector<const DeclRefExpr *> Refs;
    refsOf(Stmts[I], VD, Refs);
    for (const DeclRefExpr *R : Refs) {
      const Stmt *P = parentStmt(R, Ctx);
      const Expr *E = R;
      while (P && (isa<ParenExpr>(P) ||
                   (isa<ImplicitCastExpr>(P) &&
                    cast<ImplicitCastExpr>(P)->getCastKind() == CK_ArrayToPointerDecay))) {
        E = cast<Expr>(P);
        P = parentStmt(P, Ctx);
      }
      bool Ok = false;
      if (Scalar)
        Ok = !(isa_and_nonnull<UnaryOperator>(P) &&
               cast<UnaryOperator>(P)->getOpcode() == UO_AddrOf);
      else if (auto *ASE = dyn_cast_or_null<ArraySubscriptExpr>(P))
        Ok = ASE->getBase() == E;
      else if (isa_and_nonnull<UnaryExprOrTypeTraitExpr>(P))
        Ok = true; // sizeof
      else if (auto *CE = dyn_cast_or_null<CallExpr>(P))
        Ok = CE->getDirectCallee() && CE->getNumArgs() == 3 && CE->getArg(0) == E &&
             CE->getDirectCallee()->getNameAsString() == "memset";
      if (!Ok)
        return Fail("the address of " + Name + " is taken before the loop (line " +
                    std::to_string(lineOf(R, Ctx)) + ")");
    }
  }

  // The merge: the first statement after the loop that uses the array.
  size_t MergeAt = Stmts.size();
  for (size_t I = At + 1; I < Stmts.size() && MergeAt == Stmts.size(); ++I) {
    if (mentions(Stmts[I], VD))
      MergeAt = I;
    else if (containsKind(Stmts[I], [](const Stmt *S) {
               return isa<ReturnStmt>(S) || isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S);
             }))
      return Fail("a statement between the loop and the merge may leave (line " +
                  std::to_string(lineOf(Stmts[I], Ctx)) + ")");
  }
  if (MergeAt == Stmts.size())
    return Fail("the merge of " + Name + " is nested in a statement of the region's body, "
                "which may run it more or fewer times than the loop");
  const Stmt *Merge = Stmts[MergeAt];
  unsigned MergeLine = lineOf(Merge, Ctx);
  std::optional<Update> MU;
  std::string Kind;
  if (Scalar) {
    // `critical` around updates, one of them `T op= VD` (or the `if`
    // form), the others not touching T or VD; or `atomic` `T op= VD`.
    std::string NotMerge = "the statement after the loop that uses " + Name + " (line " +
                           std::to_string(MergeLine) + ") is not a merge `shared op= " +
                           VD->getNameAsString() + "` under critical or atomic";
    std::vector<const Stmt *> Parts;
    const Stmt *MS = onlyStmt(Merge);
    if (auto *Crit = dyn_cast_or_null<OMPCriticalDirective>(MS)) {
      Kind = "critical";
      const Stmt *In = associatedStatement(Crit);
      if (auto *CS = dyn_cast_or_null<CompoundStmt>(In))
        Parts.assign(CS->body_begin(), CS->body_end());
      else
        Parts.push_back(In);
    } else if (auto *A = dyn_cast_or_null<OMPAtomicDirective>(MS); A && isPlainAtomicUpdate(A)) {
      Kind = "atomic";
      Parts.push_back(associatedStatement(A));
    }
    const Stmt *UpdStmt = nullptr;
    for (const Stmt *X : Parts)
      if (mentions(X, VD)) {
        if (UpdStmt)
          return Fail(NotMerge);
        UpdStmt = X;
      }
    if (!UpdStmt)
      return Fail(NotMerge);
    MU = readUpdateStmt(onlyStmt(UpdStmt), Ctx);
    // `pi += s * step` (the tutorial's pi): a sum merged scaled by a factor
    // every thread has the same of (literals, and variables declared
    // outside the region that nothing in it writes) is the sum of the
    // scaled parts: the launching thread merges the scaled total, the
    // others their identity scaled, nothing.
    const Expr *Value = MU ? MU->value : nullptr;
    // (Floating sums only: an integer division truncates each part.)
    if (Value && MU->op == ReductionOp::Add && Op && *Op == ReductionOp::Add &&
        VD->getType()->isRealFloatingType())
      if (auto *BO = dyn_cast<BinaryOperator>(Value->IgnoreParenImpCasts());
          BO && (BO->getOpcode() == BO_Mul || BO->getOpcode() == BO_Div)) {
        std::map<const VarDecl *, unsigned> Written = variableWrites(Scope);
        UnitCalls Calls = collectUnitCalls(Ctx);
        // A global (the tutorial's `double step;`) that nothing the region
        // runs writes by name: neither the region nor a function it calls
        // (with a body in this unit, followed down), and every other callee
        // a library function, which cannot name it. Its address is never
        // taken in this unit, so no pointer reaches it either.
        auto GlobalUnwritten = [&](const VarDecl *G) {
          if (Calls.addressOf.count(G) || Calls.partAddressOf.count(G))
            return false;
          std::set<const FunctionDecl *> Seen;
          std::function<bool(const Stmt *)> Unwritten = [&](const Stmt *Body) {
            if (variableWrites(Body).count(G))
              return false;
            return !containsKind(Body, [&](const Stmt *S) {
              auto *CE = dyn_cast<CallExpr>(S);
              if (!CE)
                return false;
              const FunctionDecl *FD = CE->getDirectCallee(), *Def = nullptr;
              if (!FD)
                return true; // through a pointer: any function
              if (!FD->hasBody(Def))
                return !Ctx.getSourceManager().isInSystemHeader(FD->getLocation());
              return Seen.insert(Def).second && !Unwritten(Def->getBody());
            });
          };
          return Unwritten(Scope);
        };
        auto Uniform = [&](const Expr *E) {
          if (E->HasSideEffects(Ctx) || containsKind(E, [](const Stmt *S) {
                return isa<CallExpr>(S) || isa<ArraySubscriptExpr>(S) ||
                       isa<MemberExpr>(S) || isa<UnaryOperator>(S);
              }))
            return false;
          std::vector<const VarDecl *> Vars;
          bool Ok = true;
          std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
            if (auto *DRE = dyn_cast<DeclRefExpr>(S)) {
              auto *V = dyn_cast<VarDecl>(DRE->getDecl());
              // An automatic variable of the function, declared outside the
              // region, that nothing in the region writes by name and whose
              // address is never taken (a global may change in a function
              // the region calls; an orphaned loop's function may be called
              // by each thread with its own arguments).
              if (V && V->hasGlobalStorage() && !V->isStaticLocal() &&
                  !V->hasAttr<OMPThreadPrivateDeclAttr>())
                Ok &= Region && GlobalUnwritten(V);
              else
                Ok &= V && !V->hasGlobalStorage() && !Written.count(V) &&
                      !declaredWithin(V, Scope, Ctx) && (Region || !isa<ParmVarDecl>(V)) &&
                      !Calls.addressOf.count(V) && !Calls.partAddressOf.count(V);
            }
            for (const Stmt *C : S->children())
              if (C)
                Walk(C);
          };
          Walk(E);
          return Ok;
        };
        if (accumulatorRef(BO->getLHS(), VD, true) && Uniform(BO->getRHS()))
          Value = BO->getLHS();
        else if (BO->getOpcode() == BO_Mul && accumulatorRef(BO->getRHS(), VD, true) &&
                 Uniform(BO->getLHS()))
          Value = BO->getRHS();
      }
    // The value is the accumulator itself, in its own type (a conversion
    // would apply to each thread's part, not to the total).
    if (!MU || !Value || !accumulatorRef(Value, VD, true) ||
        !sameType(Value->IgnoreParens()->getType(), VD->getType()) ||
        mentions(MU->target, VD))
      return Fail(NotMerge);
    // Every use reads the accumulator (the `if` form reads it twice).
    std::vector<const DeclRefExpr *> InMerge;
    refsOf(UpdStmt, VD, InMerge);
    for (const DeclRefExpr *R : InMerge) {
      auto *P = dyn_cast_or_null<ImplicitCastExpr>(parentStmt(R, Ctx));
      if (!P || P->getCastKind() != CK_LValueToRValue)
        return Fail(NotMerge);
    }
    // The total passes through T one thread at a time: a statement beside
    // the merge that reads T would see other sums than OpenMP's. (T must
    // be a variable's part then, not memory a pointer reaches.)
    if (Parts.size() > 1) {
      const VarDecl *Root = storageVar(MU->target);
      if (!Root)
        return Fail("the critical section of the merge at line " + std::to_string(MergeLine) +
                    " does more than the merge into memory through a pointer");
      for (const Stmt *X : Parts)
        if (X != UpdStmt && mentions(X, Root))
          return Fail("the critical section of the merge at line " +
                      std::to_string(MergeLine) + " also uses '" + Root->getNameAsString() +
                      "' beside the merge");
    }
  } else {

    std::string NotMerge = "the statement after the loop that uses " + Name + " (line " +
                           std::to_string(MergeLine) + ") is not a merge `for (l = 0; l < " +
                           std::to_string(Size) + "; l++) shared[l] op= " +
                           VD->getNameAsString() + "[l]` under critical or atomic";
    const ForStmt *F = nullptr;
    const Stmt *UpdStmt = nullptr;
    const Stmt *MS = onlyStmt(Merge);
    if (auto *Crit = dyn_cast_or_null<OMPCriticalDirective>(MS)) {
      F = mergeLoop(associatedStatement(Crit), VD);
      if (F)
        UpdStmt = onlyStmt(F->getBody());
      Kind = "critical";
    } else if ((F = mergeLoop(MS, VD))) {
      const Stmt *In = onlyStmt(F->getBody());
      if (auto *C = dyn_cast_or_null<OMPCriticalDirective>(In)) {
        UpdStmt = onlyStmt(associatedStatement(C));
        Kind = "critical";
      } else if (auto *A = dyn_cast_or_null<OMPAtomicDirective>(In)) {
        if (isPlainAtomicUpdate(A))
          UpdStmt = onlyStmt(associatedStatement(A));
        Kind = "atomic";
      }
    }
    auto *UpdExpr = dyn_cast_or_null<Expr>(UpdStmt);
    if (!F || !UpdExpr)
      return Fail(NotMerge);
    ParallelDim PD;
    if (!readCanonicalLoop(F, PD, Ctx).empty() || PD.step != 1)
      return Fail(NotMerge);
    int64_t Lo = 0, Hi = 0;
    {
      Expr::EvalResult R1, R2;
      if (!PD.lower->EvaluateAsInt(R1, Ctx) || !PD.upper->EvaluateAsInt(R2, Ctx))
        return Fail("the merge at line " + std::to_string(MergeLine) +
                    " does not run over constant bounds");
      Lo = R1.Val.getInt().getExtValue();
      Hi = R2.Val.getInt().getExtValue() + (PD.upperInclusive ? 1 : 0);
    }
    if (Lo != 0 || Hi != (int64_t)Size)
      return Fail("the merge at line " + std::to_string(MergeLine) + " covers elements [" +
                  std::to_string(Lo) + ", " + std::to_string(Hi) + ") of " + Name +
                  ", not all " + std::to_string(Size));
    if (variableWrites(F->getBody()).count(PD.iv) || mentions(F->getInit(), VD) ||
        mentions(F->getCond(), VD) || mentions(F->getInc(), VD))
      return Fail(NotMerge);
    MU = readUpdate(UpdExpr, Ctx);
    const ArraySubscriptExpr *Read =
        MU && MU->value ? elementOf(MU->value->IgnoreParenImpCasts(), VD) : nullptr;
    if (!MU || !Read || refVar(Read->getIdx()) != PD.iv || mentions(MU->target, VD))
      return Fail(NotMerge);
    // Each use reads element l of this iteration (the min/max forms read it
    // twice: the same value).
    std::vector<const DeclRefExpr *> InMerge;
    refsOf(Merge, VD, InMerge);
    for (const DeclRefExpr *R : InMerge) {
      const Stmt *P = parentStmt(R, Ctx);
      while (P && isa<ImplicitCastExpr>(P))
        P = parentStmt(P, Ctx);
      auto *ASE = dyn_cast_or_null<ArraySubscriptExpr>(P);
      if (!ASE || refVar(ASE->getBase()) != VD || refVar(ASE->getIdx()) != PD.iv)
        return Fail(NotMerge);
    }
  }
  if (MU->op != *Op || MU->minus)
    return Fail("the merge at line " + std::to_string(MergeLine) + " combines with '" +
                opText(MU->op, MU->minus) + "', the loop with '" + reductionOpSpelling(*Op) +
                "'");

  // Nothing after the merge may see a thread's own part.
  for (size_t I = MergeAt + 1; I < Stmts.size(); ++I)
    if (mentions(Stmts[I], VD))
      return Fail(Name + " is used after its merge (line " +
                  std::to_string(lineOf(Stmts[I], Ctx)) +
                  "), where each thread's own part would be visible");

  M.matched = true;
  M.op = *Op;
  std::string Target = "shared memory";
  const Expr *TB = MU->target->IgnoreParenImpCasts();
  while (auto *ASE = dyn_cast<ArraySubscriptExpr>(TB))
    TB = ASE->getBase()->IgnoreParenImpCasts();
  if (const VarDecl *TV = refVar(TB))
    Target = "'" + TV->getNameAsString() + "'";
  M.note = "merged into " + Target + " under '" + Kind + "' at line " +
           std::to_string(MergeLine);
  return M;
}

} // namespace omp2ocl
