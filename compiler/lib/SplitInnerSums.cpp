//===- SplitInnerSums.cpp - an inner sum shared by a row of lanes ---------===//
//
// A work-item body of the shape
//
//     before;                      // private arithmetic scalars assigned
//     for (k = lo; k < hi; k += c) // one sequential loop
//       s += e;                    // only sums into private scalars (s++
//                                  // adds 1), under ifs or not
//     after;                       // anything
//
// becomes `lanes` work-items adjacent in work-item dimension 0 (one group):
// lane l sums e over k = lo + (l + m * lanes) * c into a partial starting at
// 0, the partials are added by a tree in __local memory, and lane 0 adds
// the total to s and alone runs `after`. Several sums (a count and a total
// of the keys of one bin) get a partial and a tree each.
//
// Why the result is the loop's (docs/ARCHITECTURE.md, "Split inner sums"):
//  - `before` writes only private scalars (no memory, no reduction or
//    shared variable) and calls nothing with effects, so running it in
//    every lane changes nothing outside the lane, and each lane computes
//    the same values from the same inputs (memory that other work-items
//    write concurrently could not be read without a race in the original).
//  - The loop's body writes nothing but the sums and its own temporaries,
//    and neither the values added nor the conditions read a sum or
//    anything the body writes other than those temporaries; so the
//    iterations are independent apart from the additions into the sums,
//    the bounds are the same in every iteration, and the values added
//    are those of the original iterations. The sum is
//    then s0 + (e_1 + ... + e_n) reassociated: exact for integer types
//    (two's-complement addition is associative and commutative; types of
//    at least 32 bits whose additions involve no conversion), a change of
//    rounding for float and double, allowed only with -fassociative-math.
//  - k takes the values lo, lo + c, ... below hi in k's type (int or
//    unsigned int); the lanes count in a 64-bit counter compared in the
//    comparison's own type widened, so no lane overflows where the loop
//    did not. k is not read after the loop (its final value differs).
//  - Lane 0 runs `after` with the s the loop would have left; the other
//    lanes do not, so every store, reduction contribution and lastprivate
//    value comes from one work-item per original iteration, as before.
//  - Every work-item of a group reaches the tree's barriers (also those
//    past the guard, whose partial is 0).
//
//===----------------------------------------------------------------------===//
#include "SplitInnerSums.h"
#include "SimdLoops.h"
#include "Legality.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <functional>
#include <set>

using namespace clang;

namespace omp2ocl {
namespace {

std::string lineOf(const Stmt *S, ASTContext &Ctx) {
  return std::to_string(omp2ocl::lineOf(S->getBeginLoc(), Ctx.getSourceManager()));
}

/// `'text' (line N)` of a statement, on one line and short.
std::string quote(const Stmt *S, ASTContext &Ctx) {
  std::string T, Raw = sourceText(S, Ctx);
  for (char C : Raw) {
    if (C == '\n' || C == '\t')
      C = ' ';
    if (C == ' ' && !T.empty() && T.back() == ' ')
      continue;
    T += C;
  }
  if (T.size() > 60)
    T = T.substr(0, 57) + "...";
  return "'" + T + "' (line " + lineOf(S, Ctx) + ")";
}

/// An accumulation `s += e` or `s = s + e` into a scalar variable s.
/// `exact`: the addition is done in s's own type, with no conversion of s
/// (`short s; s += e` adds in int and truncates: not a sum in one type).
struct Accumulation {
  const VarDecl *sum = nullptr;
  const Expr *value = nullptr;
  bool exact = false;
};

Accumulation accumulation(const Stmt *St, ASTContext &Ctx) {
  Accumulation A;
  auto *E = dyn_cast<Expr>(St);
  if (!E)
    return A;
  E = E->IgnoreParens();
  // `s++` / `++s` as a statement: s += 1 (a count). Exact unless s is
  // promoted to int for the addition (char, short).
  if (auto *UO = dyn_cast<UnaryOperator>(E)) {
    const VarDecl *S = refVar(UO->getSubExpr());
    if (!UO->isIncrementOp() || !S || !S->getType()->isArithmeticType())
      return A;
    A.sum = S;
    A.exact = !Ctx.isPromotableIntegerType(S->getType().getUnqualifiedType());
    return A;
  }
  if (auto *CA = dyn_cast<CompoundAssignOperator>(E)) {
    const VarDecl *S = refVar(CA->getLHS());
    if (CA->getOpcode() != BO_AddAssign || !S || !S->getType()->isArithmeticType())
      return A;
    QualType T = S->getType().getUnqualifiedType();
    A.sum = S;
    A.value = CA->getRHS();
    A.exact = Ctx.hasSameUnqualifiedType(CA->getComputationLHSType(), T) &&
              Ctx.hasSameUnqualifiedType(CA->getComputationResultType(), T);
    return A;
  }
  auto *BO = dyn_cast<BinaryOperator>(E);
  if (!BO || BO->getOpcode() != BO_Assign)
    return A;
  const VarDecl *S = refVar(BO->getLHS());
  if (!S || !S->getType()->isArithmeticType())
    return A;
  const Expr *R = BO->getRHS()->IgnoreParens();
  bool Converted = false;
  if (auto *ICE = dyn_cast<ImplicitCastExpr>(R)) {
    R = ICE->getSubExpr()->IgnoreParens();
    Converted = true;
  }
  auto *Add = dyn_cast<BinaryOperator>(R);
  if (!Add || Add->getOpcode() != BO_Add || refVar(Add->getLHS()) != S)
    return A;
  QualType T = S->getType().getUnqualifiedType();
  A.sum = S;
  A.value = Add->getRHS();
  A.exact = !Converted && Ctx.hasSameUnqualifiedType(Add->getType(), T) &&
            Ctx.hasSameUnqualifiedType(Add->getLHS()->getType(), T);
  return A;
}

/// The variables accumulated into in S, in source order of their first
/// accumulation.
void accumulatedVariables(const Stmt *S, ASTContext &Ctx, std::vector<const VarDecl *> &Out) {
  if (!S)
    return;
  if (const VarDecl *V = accumulation(S, Ctx).sum) {
    if (std::find(Out.begin(), Out.end(), V) == Out.end())
      Out.push_back(V);
    return;
  }
  // A nested loop's header counts, it does not sum (`d++`).
  if (auto *F = dyn_cast<ForStmt>(S))
    return accumulatedVariables(F->getBody(), Ctx, Out);
  for (const Stmt *C : subStatements(S))
    accumulatedVariables(C, Ctx, Out);
}

bool hasAccumulation(const Stmt *S, ASTContext &Ctx) {
  std::vector<const VarDecl *> Vars;
  accumulatedVariables(S, Ctx, Vars);
  return !Vars.empty();
}

/// Why evaluating E could do more than read memory and variables, or read
/// what it must not ("" when it only reads): assignments, increments,
/// calls other than OpenCL math built-ins, volatile objects, the sums,
/// private arrays.
struct ReadOnlyCheck {
  ASTContext &Ctx;
  const LoopNest &N;
  const std::vector<const VarDecl *> &sums; ///< may not be read
  const VarDecl *self = nullptr;            ///< the sum E is added to, if any
  std::string why;

  bool isSum(const VarDecl *V) const {
    return std::find(sums.begin(), sums.end(), V) != sums.end();
  }

  void visit(const Stmt *S) {
    if (!S || !why.empty())
      return;
    if (auto *BO = dyn_cast<BinaryOperator>(S))
      if (BO->isAssignmentOp()) {
        why = "it assigns in " + quote(BO, Ctx);
        return;
      }
    if (auto *UO = dyn_cast<UnaryOperator>(S)) {
      if (UO->isIncrementDecrementOp()) {
        why = "it changes a value in " + quote(UO, Ctx);
        return;
      }
      if (UO->getOpcode() == UO_AddrOf && isSum(refVar(UO->getSubExpr()))) {
        why = "it takes the address of '" + refVar(UO->getSubExpr())->getNameAsString() + "'";
        return;
      }
    }
    if (auto *Call = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *FD = Call->getDirectCallee();
      if (!FD || FD->hasBody() || openclMathBuiltin(FD->getNameAsString()).empty()) {
        why = FD ? "it calls '" + FD->getNameAsString() + "'" : "it calls through a pointer";
        return;
      }
    }
    if (isa<StmtExpr>(S) || isa<OMPExecutableDirective>(S) || isa<BlockExpr>(S)) {
      why = "it holds a statement in " + quote(S, Ctx);
      return;
    }
    if (auto *E = dyn_cast<Expr>(S))
      if (E->getType().isVolatileQualified()) {
        why = "it reads a volatile object in " + quote(S, Ctx);
        return;
      }
    if (auto *DRE = dyn_cast<DeclRefExpr>(S))
      if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
        if (isSum(VD)) {
          why = VD == self ? "the value added reads '" + VD->getNameAsString() + "' itself"
                           : "it reads '" + VD->getNameAsString() +
                                 "', a sum of the loop (its value differs between lanes)";
          return;
        }
        if (const Variable *V = const_cast<LoopNest &>(N).findVar(VD))
          if (V->kind == VarKind::PrivateArray) {
            why = "it reads the private array '" + V->name + "'";
            return;
          }
      }
    for (const Stmt *C : subStatements(S))
      visit(C);
  }
};

std::string readOnlyWhy(const Expr *E, const std::vector<const VarDecl *> &Sums,
                        const LoopNest &N, ASTContext &Ctx, const VarDecl *Self = nullptr) {
  ReadOnlyCheck C{Ctx, N, Sums, Self, ""};
  C.visit(E);
  return C.why;
}

/// A scalar a lane may own: arithmetic, not volatile, not an array,
/// pointer or struct.
bool privateArithmetic(QualType T) {
  return T->isArithmeticType() && !T.isVolatileQualified() && !T->isEnumeralType();
}

class Splitter {
public:
  Splitter(LoopNest &N, ASTContext &Ctx, const TranslatorOptions &Opts, RemarkEmitter &Remarks)
      : N(N), Ctx(Ctx), Opts(Opts), Remarks(Remarks) {}
  void run();

private:
  bool checkBefore(const Stmt *S);
  bool checkBody(const Stmt *S);
  bool checkHeader(const ForStmt *F);
  bool profitable(const ForStmt *F);
  void missed(const std::string &Why) {
    std::string What = "split inner sum: the sum" +
                       (Sums.empty() ? std::string() : " of " + sumNames()) +
                       " in the loop at line " + lineOf(Loop, Ctx) + " of kernel '" +
                       N.kernelName + "' is not split: " + Why;
    Remarks.missed(N.directive->getBeginLoc(), What);
  }

  LoopNest &N;
  ASTContext &Ctx;
  const TranslatorOptions &Opts;
  RemarkEmitter &Remarks;
  /// 's' or 's', 't' and 'u'.
  std::string sumNames() const {
    std::string T;
    for (size_t I = 0; I < Sums.size(); ++I)
      T += std::string(I == 0 ? "" : I + 1 == Sums.size() ? " and " : ", ") + "'" +
           Sums[I]->getNameAsString() + "'";
    return T;
  }

  const ForStmt *Loop = nullptr;
  std::vector<const VarDecl *> Sums;
  std::set<const VarDecl *> BeforeDecls, Temps;
  KernelPlan::SplitSum Plan;
  std::string Why;
};

/// `before`: declarations and assignments of private arithmetic scalars.
bool Splitter::checkBefore(const Stmt *S) {
  if (isa<NullStmt>(S))
    return true;
  if (auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : DS->decls()) {
      auto *VD = dyn_cast<VarDecl>(D);
      if (!VD || !VD->hasLocalStorage() || !privateArithmetic(VD->getType())) {
        Why = "the declaration " + quote(S, Ctx) +
              " before the inner loop is not one of a private arithmetic scalar";
        return false;
      }
      if (VD->getInit()) {
        std::string W = readOnlyWhy(VD->getInit(), {}, N, Ctx);
        if (!W.empty()) {
          Why = "the statement " + quote(S, Ctx) + " before the inner loop, which runs in "
                "every lane, does more than assign a private scalar: " + W;
          return false;
        }
      }
      BeforeDecls.insert(VD);
    }
    return true;
  }
  const Expr *Target = nullptr, *Value = nullptr;
  if (auto *E = dyn_cast<Expr>(S)) {
    E = E->IgnoreParens();
    if (auto *BO = dyn_cast<BinaryOperator>(E); BO && BO->isAssignmentOp())
      Target = BO->getLHS(), Value = BO->getRHS();
    else if (auto *UO = dyn_cast<UnaryOperator>(E); UO && UO->isIncrementDecrementOp())
      Target = UO->getSubExpr();
  }
  const VarDecl *X = Target ? refVar(Target) : nullptr;
  if (!X) {
    Why = "the statement " + quote(S, Ctx) +
          " before the inner loop, which would run in every lane, is not an assignment of a "
          "private scalar";
    return false;
  }
  const Variable *V = N.findVar(X);
  bool Private = BeforeDecls.count(X) ||
                 (V && (V->kind == VarKind::Private || V->kind == VarKind::LastPrivate));
  if (!Private || !privateArithmetic(X->getType())) {
    Why = "the statement " + quote(S, Ctx) + " before the inner loop writes '" +
          X->getNameAsString() + "', which is not a private arithmetic scalar" +
          (V && V->kind == VarKind::Reduction ? " (a reduction variable: every lane would "
                                                "contribute)"
                                              : "");
    return false;
  }
  if (Value) {
    std::string W = readOnlyWhy(Value, {}, N, Ctx);
    if (!W.empty()) {
      Why = "the statement " + quote(S, Ctx) + " before the inner loop, which runs in every "
            "lane, does more than assign a private scalar: " + W;
      return false;
    }
  }
  return true;
}

/// The inner loop's body: sums into scalars, declarations of temporaries,
/// ifs, nothing else.
bool Splitter::checkBody(const Stmt *S) {
  if (!S || isa<NullStmt>(S))
    return true;
  if (auto *CS = dyn_cast<CompoundStmt>(S)) {
    for (const Stmt *C : CS->body())
      if (!checkBody(C))
        return false;
    return true;
  }
  if (auto *DS = dyn_cast<DeclStmt>(S)) {
    for (const Decl *D : DS->decls()) {
      auto *VD = dyn_cast<VarDecl>(D);
      if (!VD || !VD->hasLocalStorage() || !privateArithmetic(VD->getType())) {
        Why = "the inner loop declares something other than an arithmetic scalar in " +
              quote(S, Ctx);
        return false;
      }
      if (VD->getInit()) {
        std::string W = readOnlyWhy(VD->getInit(), Sums, N, Ctx);
        if (!W.empty()) {
          Why = "in the inner loop, " + W;
          return false;
        }
      }
      Temps.insert(VD);
    }
    return true;
  }
  if (auto *If = dyn_cast<IfStmt>(S)) {
    if (If->getInit() || If->getConditionVariable()) {
      Why = "the inner loop has an if with a declaration, " + quote(S, Ctx);
      return false;
    }
    std::string W = readOnlyWhy(If->getCond(), Sums, N, Ctx);
    if (!W.empty()) {
      Why = "in the inner loop's condition " + quote(If->getCond(), Ctx) + ", " + W;
      return false;
    }
    return checkBody(If->getThen()) && checkBody(If->getElse());
  }
  if (isa<BreakStmt>(S) || isa<ContinueStmt>(S) || isa<GotoStmt>(S) || isa<ReturnStmt>(S)) {
    Why = "the inner loop may end an iteration early, " + quote(S, Ctx);
    return false;
  }
  if (isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S)) {
    Why = "the inner loop contains another loop, " + quote(S, Ctx);
    return false;
  }
  Accumulation A = accumulation(S, Ctx);
  if (A.sum) {
    if (Temps.count(A.sum)) {
      Why = "'" + A.sum->getNameAsString() + "' is declared inside the inner loop";
      return false;
    }
    if (!A.exact) {
      Why = "the addition " + quote(S, Ctx) + " is not done in the type of '" +
            A.sum->getNameAsString() + "' (it converts)";
      return false;
    }
    if (A.value) {
      std::string W = readOnlyWhy(A.value, Sums, N, Ctx, A.sum);
      if (!W.empty()) {
        Why = "in " + quote(S, Ctx) + ", " + W;
        return false;
      }
    }
    unsigned Index = (unsigned)(std::find(Sums.begin(), Sums.end(), A.sum) - Sums.begin());
    Plan.adds[cast<Expr>(S)] = {Index, A.value};
    return true;
  }
  if (auto *E = dyn_cast<Expr>(S)) {
    if (const Expr *Target = storeTarget(E)) {
      const VarDecl *V = refVar(Target);
      Why = V ? "the inner loop writes '" + V->getNameAsString() + "' in " + quote(S, Ctx)
              : "the inner loop writes memory in " + quote(S, Ctx);
      return false;
    }
    std::string W = readOnlyWhy(E, Sums, N, Ctx);
    Why = "the inner loop has a statement that is not a sum, " + quote(S, Ctx) +
          (W.empty() ? "" : ": " + W);
    return false;
  }
  Why = "the inner loop has a statement that is not a sum, " + quote(S, Ctx);
  return false;
}

/// `for (k = lo; k < hi; k += c)`, k an int or unsigned int compared in a
/// signed type of at least 32 bits (k int) or in unsigned int (k unsigned).
bool Splitter::checkHeader(const ForStmt *F) {
  const VarDecl *K = nullptr;
  const Expr *Lo = nullptr;
  if (auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit())) {
    if (DS->isSingleDecl())
      if (auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl()))
        K = VD, Lo = VD->getInit(), Plan.ivDeclared = true;
  } else if (auto *BO = dyn_cast_or_null<BinaryOperator>(F->getInit())) {
    if (BO->getOpcode() == BO_Assign)
      K = refVar(BO->getLHS()), Lo = BO->getRHS();
  }
  if (!K || !Lo) {
    Why = "its initialisation is not 'k = lo'";
    return false;
  }
  QualType KT = K->getType().getCanonicalType().getUnqualifiedType();
  bool KSigned = KT->isSpecificBuiltinType(BuiltinType::Int);
  if (!KSigned && !KT->isSpecificBuiltinType(BuiltinType::UInt)) {
    Why = "its iterator '" + K->getNameAsString() + "' is not an int or unsigned int";
    return false;
  }
  auto *Cond = dyn_cast_or_null<BinaryOperator>(F->getCond());
  if (!Cond || (Cond->getOpcode() != BO_LT && Cond->getOpcode() != BO_LE) ||
      refVar(Cond->getLHS()) != K) {
    Why = "its condition is not 'k < hi' or 'k <= hi'";
    return false;
  }
  QualType CT = Cond->getLHS()->getType().getCanonicalType().getUnqualifiedType();
  bool CTOk = CT->isIntegerType() && !CT->isBooleanType() &&
              (KSigned ? CT->isSignedIntegerType() && Ctx.getTypeSize(CT) >= 32 &&
                             Ctx.getTypeSize(CT) <= 64
                       : CT->isSpecificBuiltinType(BuiltinType::UInt));
  if (!CTOk) {
    Why = "its condition compares '" + K->getNameAsString() + "' as " + CT.getAsString() +
          " (only int in signed types of 32 or 64 bits, or unsigned int in unsigned int)";
    return false;
  }
  int64_t Step = 0;
  if (auto *UO = dyn_cast_or_null<UnaryOperator>(F->getInc())) {
    if (UO->isIncrementOp() && refVar(UO->getSubExpr()) == K)
      Step = 1;
  } else if (auto *CA = dyn_cast_or_null<CompoundAssignOperator>(F->getInc())) {
    Expr::EvalResult V;
    if (CA->getOpcode() == BO_AddAssign && refVar(CA->getLHS()) == K &&
        CA->getRHS()->EvaluateAsInt(V, Ctx))
      Step = V.Val.getInt().getSExtValue();
  } else if (auto *BO = dyn_cast_or_null<BinaryOperator>(F->getInc())) {
    Expr::EvalResult V;
    if (BO->getOpcode() == BO_Assign && refVar(BO->getLHS()) == K)
      if (auto *Add = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts()))
        if (Add->getOpcode() == BO_Add && refVar(Add->getLHS()) == K &&
            Add->getRHS()->EvaluateAsInt(V, Ctx))
          Step = V.Val.getInt().getSExtValue();
  }
  if (Step <= 0 || Step > (1 << 20)) {
    Why = "its increment is not 'k++' or 'k += c' with a positive constant c";
    return false;
  }
  for (const Expr *B : std::vector<const Expr *>{Lo, Cond->getRHS()}) {
    std::string W = readOnlyWhy(B, Sums, N, Ctx);
    std::vector<const DeclRefExpr *> KRefs;
    refsOf(B, K, KRefs);
    if (W.empty() && !KRefs.empty())
      W = "it reads '" + K->getNameAsString() + "'";
    if (!W.empty()) {
      Why = "its bound " + quote(B, Ctx) + " is not a plain read: " + W;
      return false;
    }
  }
  if (variableWrites(F->getBody()).count(K)) {
    Why = "its body changes '" + K->getNameAsString() + "'";
    return false;
  }
  if (!Plan.ivDeclared) {
    const Variable *V = N.findVar(K);
    if (!BeforeDecls.count(K) && !(V && V->kind == VarKind::Private)) {
      Why = "its iterator '" + K->getNameAsString() + "' is not private to the work-item" +
            (V && V->kind == VarKind::LastPrivate ? " (lastprivate)" : "");
      return false;
    }
    for (const Stmt *S : Plan.after) {
      std::vector<const DeclRefExpr *> Refs;
      refsOf(S, K, Refs);
      if (!Refs.empty()) {
        Why = "'" + K->getNameAsString() + "' is used after the loop, in " + quote(S, Ctx) +
              " (its final value would differ between lanes)";
        return false;
      }
    }
  }
  Plan.iv = K;
  Plan.lower = Lo;
  Plan.upper = Cond->getRHS();
  Plan.upperInclusive = Cond->getOpcode() == BO_LE;
  Plan.step = Step;
  return true;
}

/// Lanes pay when they read adjacent elements: some read in the sums
/// advances with k in its last subscript (a CSR row's values and column
/// indices, a dense row). A short constant loop gets fewer lanes, or none.
bool Splitter::profitable(const ForStmt *F) {
  Expr::EvalResult A, B;
  Plan.lanes = SplitDefaultLanes;
  if (Plan.lower->EvaluateAsInt(A, Ctx) && Plan.upper->EvaluateAsInt(B, Ctx)) {
    int64_t Span = B.Val.getInt().getSExtValue() - A.Val.getInt().getSExtValue() +
                   (Plan.upperInclusive ? 1 : 0);
    int64_t Trips = Span <= 0 ? 0 : (Span + Plan.step - 1) / Plan.step;
    if (Trips < 8) {
      Why = "it runs only " + std::to_string(Trips) + " iteration(s)";
      return false;
    }
    while (Plan.lanes > (uint64_t)Trips)
      Plan.lanes /= 2;
  }
  std::map<const Expr *, const Access *> AccessAt;
  for (const Variable &V : N.vars)
    if (V.kind == VarKind::Buffer)
      for (const Access &Acc : V.accesses)
        AccessAt[Acc.expr] = &Acc;
  // The iterator of work-item dimension 0: reads whose last subscript
  // follows it (and not k) are coalesced across work-items already, and
  // lanes would spread them over rows (a matrix product's B[k][j]).
  const VarDecl *Dim0 = nullptr;
  for (size_t K = 0; K < N.dims.size(); ++K)
    if (N.ndrangeDimOf[K] == 0)
      Dim0 = N.dims[K].iv;
  bool Follows = false;
  const Expr *Coalesced = nullptr;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S)
      return;
    if (auto *E = dyn_cast<Expr>(S)) {
      auto It = AccessAt.find(E);
      if (It != AccessAt.end() && !It->second->subscripts.empty()) {
        const AffineExpr &Last = It->second->subscripts.back();
        Follows |= Last.valid && Last.dependsOn(Plan.iv);
        if (!Coalesced && Last.valid && Dim0 && Last.dependsOn(Dim0) &&
            !Last.dependsOn(Plan.iv))
          Coalesced = E;
      }
    }
    for (const Stmt *C : subStatements(S))
      Walk(C);
  };
  Walk(F->getBody());
  if (Coalesced) {
    Why = "its read " + quote(Coalesced, Ctx) + " is coalesced across work-items already "
          "(its last subscript follows '" + Dim0->getNameAsString() + "')";
    return false;
  }
  if (!Follows) {
    Why = "no read in it advances with '" + Plan.iv->getNameAsString() +
          "' in its last subscript (adjacent lanes would not read adjacent elements)";
    return false;
  }
  return true;
}

void Splitter::run() {
  std::vector<const Stmt *> Stmts;
  if (auto *CS = dyn_cast<CompoundStmt>(N.body))
    Stmts.assign(CS->body_begin(), CS->body_end());
  else
    Stmts.push_back(N.body);
  std::vector<size_t> Loops;
  for (size_t I = 0; I < Stmts.size(); ++I)
    if (auto *F = dyn_cast<ForStmt>(Stmts[I]))
      if (isSequentialLoop(F, Ctx) && hasAccumulation(F->getBody(), Ctx))
        Loops.push_back(I);
  if (Loops.empty())
    return; // not a candidate
  Loop = cast<ForStmt>(Stmts[Loops[0]]);
  if (Loops.size() > 1) {
    missed("the body has " + std::to_string(Loops.size()) +
           " loops with sums (the pass splits a body with one)");
    return;
  }
  Plan.loop = Loop;
  Plan.before.assign(Stmts.begin(), Stmts.begin() + Loops[0]);
  Plan.after.assign(Stmts.begin() + Loops[0] + 1, Stmts.end());
  for (const Stmt *S : Plan.before)
    if (!checkBefore(S))
      return missed(Why);
  // The declarations of `before` are hoisted to the top of the split body:
  // their names must not also stand for another variable the body or the
  // iterators' declarations use (`int m = n; int n = 5;` would read the
  // hoisted n).
  for (const VarDecl *D : BeforeDecls) {
    bool Clash = false;
    for (const ParallelDim &PD : N.dims)
      Clash |= PD.iv->getName() == D->getName();
    std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
      if (!S || Clash)
        return;
      if (auto *DRE = dyn_cast<DeclRefExpr>(S))
        Clash |= DRE->getDecl() != D && DRE->getDecl()->getName() == D->getName();
      for (const Stmt *C : subStatements(S))
        Walk(C);
    };
    Walk(N.body);
    if (Clash)
      return missed("the declaration of '" + D->getNameAsString() +
                    "' before the inner loop shadows another '" + D->getNameAsString() + "'");
  }
  // Every variable the loop sums into; every read of the loop is checked
  // against them.
  accumulatedVariables(Loop->getBody(), Ctx, Sums);
  if (!checkBody(Loop->getBody()))
    return missed(Why);
  Plan.sums = Sums;
  if (!checkHeader(Loop))
    return missed("the inner loop: " + Why);
  std::string FloatType;
  for (const VarDecl *Sum : Sums) {
    // s: a private scalar of the work-item, not the loop's reduction.
    const Variable *SV = N.findVar(Sum);
    if (!BeforeDecls.count(Sum)) {
      if (SV && SV->kind == VarKind::Reduction)
        return missed("'" + Sum->getNameAsString() +
                      "' is a reduction variable of the loop (the kernel combines it already)");
      if (!SV || (SV->kind != VarKind::Private && SV->kind != VarKind::LastPrivate))
        return missed("'" + Sum->getNameAsString() + "' is not private to the work-item");
    }
    std::vector<const DeclRefExpr *> Refs;
    refsOf(N.body, Sum, Refs);
    for (const DeclRefExpr *R : Refs) {
      const Stmt *P = parentStmt(R, Ctx);
      while (P && isa<ParenExpr>(P))
        P = parentStmt(P, Ctx);
      if (auto *UO = dyn_cast_or_null<UnaryOperator>(P); UO && UO->getOpcode() == UO_AddrOf)
        return missed("the address of '" + Sum->getNameAsString() + "' is taken");
    }
    QualType T = Sum->getType().getCanonicalType().getUnqualifiedType();
    bool Floating = T->isSpecificBuiltinType(BuiltinType::Float) ||
                    T->isSpecificBuiltinType(BuiltinType::Double);
    bool Integer = T->isIntegerType() && !T->isBooleanType() && !T->isEnumeralType() &&
                   Ctx.getTypeSize(T) >= 32 && Ctx.getTypeSize(T) <= 64;
    if (!Floating && !Integer)
      return missed("'" + Sum->getNameAsString() + "' is a " + T.getAsString() +
                    " (only integer types of 32 or 64 bits, float and double)");
    if (Floating && FloatType.empty())
      FloatType = T.getAsString();
  }
  bool Floating = !FloatType.empty();
  if (!profitable(Loop))
    return missed("the inner loop: " + Why);
  // `#pragma omp simd reduction(+: s)` on the inner loop: the program lets
  // lanes add partial sums of s already.
  bool Licensed = true;
  for (const VarDecl *Sum : Sums)
    Licensed &= simdSumMayReassociate(Loop, Sum);
  if (Licensed)
    Floating = false;
  if (Floating && !Opts.associativeMath)
    return missed("it would reassociate a " + FloatType +
                  " sum, which changes its rounding; -fassociative-math allows it");
  N.plan.split = Plan;
  Remarks.passed(N.directive->getBeginLoc(),
                 "split inner sum: kernel '" + N.kernelName + "' sums " +
                     sumNames() + " over '" + Plan.iv->getNameAsString() +
                     "' (line " + lineOf(Loop, Ctx) + ") in " + std::to_string(Plan.lanes) +
                     " lanes per work-item, combined in local memory" +
                     (Licensed ? " (reassociated: its simd reduction clause)"
                      : Floating ? " (reassociated: -fassociative-math)" : ""));
}

} // namespace

const VarDecl *widestSum(const KernelPlan::SplitSum &Split, const ASTContext &Ctx) {
  const VarDecl *Widest = Split.sums.front();
  for (const VarDecl *V : Split.sums)
    if (Ctx.getTypeSize(V->getType()) > Ctx.getTypeSize(Widest->getType()))
      Widest = V;
  return Widest;
}

void splitInnerSums(std::vector<LoopNest> &Loops, ASTContext &Ctx,
                    const TranslatorOptions &Opts, RemarkEmitter &Remarks) {
  for (LoopNest &N : Loops)
    if (N.offload && N.body)
      Splitter(N, Ctx, Opts, Remarks).run();
}

} // namespace omp2ocl
