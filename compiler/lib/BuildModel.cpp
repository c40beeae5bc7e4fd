//===- BuildModel.cpp - the loop-nest model of one OpenMP loop ------------===//
//
// Turns an OpenMP loop directive into a LoopNest:
//  1. the loops that become NDRange dimensions: the collapsed ones, then
//     directly nested loops that are provably parallel (up to three);
//  2. every variable the nest uses from outside it, with how it is used;
//  3. the OpenMP data-sharing of each (clauses, threadprivate, where it is
//     declared relative to the parallel region) and from that its kind;
//  4. the accesses of buffers as affine subscripts, and for pointers the
//     extent of the accesses as host expressions.
//
//===----------------------------------------------------------------------===//
#include "BuildModel.h"
#include "FlattenRowPointers.h"
#include "HoistLoopArrays.h"
#include "AtomicForms.h"
#include "RegisterStorage.h"
#include "ArrayReduction.h"
#include "CallSites.h"
#include "LinearizedSeparation.h"
#include "Discover.h"
#include "Legality.h"
#include "Privatization.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"

#include <functional>
#include <map>
#include <optional>
#include <set>

using namespace clang;

namespace omp2ocl {

const char *reductionOpSpelling(ReductionOp Op) {
  switch (Op) {
  case ReductionOp::Add: return "+";
  case ReductionOp::Mul: return "*";
  case ReductionOp::Min: return "min";
  case ReductionOp::Max: return "max";
  case ReductionOp::BitAnd: return "&";
  case ReductionOp::BitOr: return "|";
  case ReductionOp::BitXor: return "^";
  case ReductionOp::LogAnd: return "&&";
  case ReductionOp::LogOr: return "||";
  }
  return "?";
}

const char *varKindName(VarKind K) {
  switch (K) {
  case VarKind::Iterator: return "iterator";
  case VarKind::Buffer: return "buffer";
  case VarKind::InPlace: return "in-place";
  case VarKind::Value: return "value";
  case VarKind::Private: return "private";
  case VarKind::PrivateArray: return "private-array";
  case VarKind::LastPrivate: return "lastprivate";
  case VarKind::Reduction: return "reduction";
  }
  return "?";
}

bool mentions(const Stmt *S, const VarDecl *V) {
  if (!S)
    return false;
  if (auto *DRE = dyn_cast<DeclRefExpr>(S))
    if (DRE->getDecl() == V)
      return true;
  for (const Stmt *C : subStatements(S))
    if (mentions(C, V))
      return true;
  return false;
}

//===-- canonical loops ---------------------------------------------------===//


/// Reads `for (iv = lb; iv <op> ub; iv += step)`. Returns a reason on failure.
std::string readCanonicalLoop(const ForStmt *F, ParallelDim &D, ASTContext &Ctx,
                              bool VariableStep) {
  D.loop = F;
  const Stmt *Init = F->getInit();
  if (auto *DS = dyn_cast_or_null<DeclStmt>(Init)) {
    if (!DS->isSingleDecl())
      return "its loop declares several variables";
    auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl());
    if (!VD || !VD->getInit())
      return "its loop variable has no initial value";
    D.iv = VD;
    D.lower = VD->getInit();
  } else if (auto *BO = dyn_cast_or_null<BinaryOperator>(Init)) {
    if (BO->getOpcode() != BO_Assign || !refVar(BO->getLHS()))
      return "its loop initialisation is not `var = lower`";
    D.iv = refVar(BO->getLHS());
    D.lower = BO->getRHS();
  } else {
    return "its loop has no initialisation";
  }
  if (!D.iv->getType()->isIntegerType())
    return "its loop variable is not an integer";

  auto *Cond = dyn_cast_or_null<BinaryOperator>(F->getCond()
                                                    ? F->getCond()->IgnoreParenImpCasts()
                                                    : nullptr);
  if (!Cond)
    return "its loop condition is not a comparison";
  bool IvLeft = refVar(Cond->getLHS()) == D.iv;
  bool IvRight = refVar(Cond->getRHS()) == D.iv;
  if (IvLeft == IvRight)
    return "its loop condition does not compare the loop variable";
  BinaryOperatorKind Op = Cond->getOpcode();
  if (IvRight) // `ub > i` is `i < ub`
    Op = BinaryOperator::reverseComparisonOp(Op);
  D.upper = IvLeft ? Cond->getRHS() : Cond->getLHS();

  const Expr *Inc = F->getInc() ? F->getInc()->IgnoreParenImpCasts() : nullptr;
  // A step that is not a constant: its magnitude is evaluated once on the
  // host, so it must be an integer without side effects, and not the
  // iterator's own value.
  auto RunTimeStep = [&](const Expr *E) {
    return VariableStep && E->getType()->isIntegerType() && !E->HasSideEffects(Ctx) &&
           !mentions(E, D.iv);
  };
  if (auto *UO = dyn_cast_or_null<UnaryOperator>(Inc)) {
    if (refVar(UO->getSubExpr()) != D.iv)
      return "its loop increment does not update the loop variable";
    D.step = UO->isIncrementOp() ? 1 : -1;
  } else if (auto *CA = dyn_cast_or_null<CompoundAssignOperator>(Inc)) {
    if (refVar(CA->getLHS()) != D.iv)
      return "its loop increment does not update the loop variable";
    if (CA->getOpcode() != BO_AddAssign && CA->getOpcode() != BO_SubAssign)
      return "its loop increment is not `+=` or `-=`";
    Expr::EvalResult R;
    int64_t S;
    if (CA->getRHS()->EvaluateAsInt(R, Ctx)) {
      S = R.Val.getInt().getExtValue();
    } else if (RunTimeStep(CA->getRHS())) {
      D.stepExpr = CA->getRHS();
      S = 1;
    } else {
      return "its loop step is not a constant";
    }
    D.step = CA->getOpcode() == BO_AddAssign ? S : -S;
  } else if (auto *BO = dyn_cast_or_null<BinaryOperator>(Inc)) {
    // iv = iv + c
    // iv = iv + c, iv = iv - c, or iv = c + iv (OpenMP's `var = incr + var`)
    auto *Sum = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
    Expr::EvalResult R;
    if (BO->getOpcode() != BO_Assign || refVar(BO->getLHS()) != D.iv || !Sum ||
        (Sum->getOpcode() != BO_Add && Sum->getOpcode() != BO_Sub))
      return "its loop increment is not a constant step";
    const Expr *Incr = Sum->getRHS();
    if (refVar(Sum->getLHS()) != D.iv) {
      if (Sum->getOpcode() != BO_Add || refVar(Sum->getRHS()) != D.iv)
        return "its loop increment is not a constant step";
      Incr = Sum->getLHS();
    }
    int64_t S;
    if (Incr->EvaluateAsInt(R, Ctx)) {
      S = R.Val.getInt().getExtValue();
    } else if (RunTimeStep(Incr)) {
      D.stepExpr = Incr;
      S = 1;
    } else {
      return "its loop increment is not a constant step";
    }
    D.step = S * (Sum->getOpcode() == BO_Add ? 1 : -1);
  } else {
    return "its loop has no increment";
  }
  if (D.step == 0)
    return "its loop step is zero";
  // `i != ub` (OpenMP 5.0): with a step of 1 or -1 the loop stops at ub
  // exactly as `i < ub` or `i > ub` does (the other case never ends).
  if (Op == BO_NE) {
    if ((D.step != 1 && D.step != -1) || D.stepExpr)
      return "its loop condition is != with a step other than 1 or -1";
    Op = D.step > 0 ? BO_LT : BO_GT;
  }
  // A run-time step's direction is the condition's: `i > lo; i += s` steps
  // by a negative s (its magnitude -s; one the other way, a loop that
  // would not end, runs the OpenMP version).
  if (D.stepExpr && (D.step > 0) != (Op == BO_LT || Op == BO_LE)) {
    D.step = -D.step;
    D.stepExprNegated = true;
  }
  switch (Op) {
  case BO_LT: D.upperInclusive = false; if (D.step < 0) return "its loop runs away from its bound"; break;
  case BO_LE: D.upperInclusive = true; if (D.step < 0) return "its loop runs away from its bound"; break;
  case BO_GT: D.upperInclusive = false; if (D.step > 0) return "its loop runs away from its bound"; break;
  case BO_GE: D.upperInclusive = true; if (D.step > 0) return "its loop runs away from its bound"; break;
  default:
    return "its loop condition is not <, <=, > or >=";
  }
  D.lowerAffine = buildAffine(D.lower, Ctx);
  D.upperAffine = buildAffine(D.upper, Ctx);
  return "";
}

/// `'i' (line 12)`, for remarks about loop F over Iv (may be null).
static std::string describeLoop(const ForStmt *F, const VarDecl *Iv, const SourceManager &SM) {
  std::string Line = "(line " + std::to_string(lineOf(F->getBeginLoc(), SM)) + ")";
  return Iv ? "'" + Iv->getNameAsString() + "' " + Line : Line;
}

/// The single statement of `S`, looking through `{ }` with one statement.
static const Stmt *onlyStatement(const Stmt *S) {
  while (auto *CS = dyn_cast_or_null<CompoundStmt>(S)) {
    if (CS->size() != 1)
      return S;
    S = CS->body_front();
  }
  return S;
}

//===-- uses of variables ---------------------------------------------------===//

namespace {
struct UseInfo {
  bool read = false, write = false, addressTaken = false;
  bool elementAccess = false; // through a subscript / deref / member
  bool onlyAtomicWrites = true;
  bool writtenInCritical = false; // in a critical section that is not updates only
  std::vector<const Expr *> accessExprs;
};

/// Collects, for every variable referenced in a statement (and the functions
/// it calls), how it is used.
class UseCollector : public RecursiveASTVisitor<UseCollector> {
public:
  UseCollector(ASTContext &Ctx) : Ctx(Ctx) {}
  std::map<const VarDecl *, UseInfo> uses;
  std::set<const VarDecl *> declaredInside;
  std::vector<const FunctionDecl *> callees;
  std::set<const FunctionDecl *> seenCallees;
  const FunctionDecl *recursion = nullptr;
  bool inCallee = false;
  std::vector<const FunctionDecl *> calleeStack;

  bool VisitVarDecl(VarDecl *VD) {
    declaredInside.insert(VD);
    return true;
  }
  bool VisitCallExpr(CallExpr *CE) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || !FD->hasBody())
      return true;
    const FunctionDecl *Def = nullptr;
    FD->hasBody(Def);
    if (std::find(calleeStack.begin(), calleeStack.end(), Def) != calleeStack.end()) {
      recursion = Def;
      return true;
    }
    if (seenCallees.insert(Def).second) {
      callees.push_back(Def);
      calleeStack.push_back(Def);
      for (ParmVarDecl *P : Def->parameters())
        declaredInside.insert(P);
      TraverseStmt(Def->getBody());
      calleeStack.pop_back();
    }
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD)
      return true;
    classify(DRE, VD, uses[VD]);
    return true;
  }

private:
  const Stmt *parentOf(const Stmt *S) { return parentStmt(S, Ctx); }

  void classify(const DeclRefExpr *DRE, const VarDecl *VD, UseInfo &U) {
    const Expr *E = DRE;
    const Stmt *P = parentOf(E);
    bool Element = false, LoadSeen = false;
    // Walk up through the expressions that still denote (part of) the object.
    while (P) {
      if (auto *ICE = dyn_cast<ImplicitCastExpr>(P)) {
        if (ICE->getCastKind() == CK_LValueToRValue) {
          // Loading a pointer's value to index through it: keep walking.
          if (!Element && E->getType()->isPointerType() &&
              E->IgnoreParenImpCasts() == DRE) {
            U.read = true;
            E = ICE;
            P = parentOf(E);
            continue;
          }
          LoadSeen = true;
          break;
        }
        if (ICE->getCastKind() == CK_ArrayToPointerDecay ||
            ICE->getCastKind() == CK_NoOp) {
          E = ICE;
          P = parentOf(E);
          continue;
        }
        break;
      }
      if (isa<ParenExpr>(P)) {
        E = cast<Expr>(P);
        P = parentOf(E);
        continue;
      }
      if (auto *ASE = dyn_cast<ArraySubscriptExpr>(P)) {
        if (ASE->getBase()->IgnoreParenImpCasts() != E->IgnoreParenImpCasts() &&
            ASE->getBase() != E)
          break; // E is the index: a read
        Element = true;
        E = ASE;
        P = parentOf(E);
        continue;
      }
      if (auto *ME = dyn_cast<MemberExpr>(P)) {
        Element = Element || ME->isArrow() || VD->getType()->isRecordType();
        E = ME;
        P = parentOf(E);
        continue;
      }
      if (auto *UO = dyn_cast<UnaryOperator>(P)) {
        if (UO->getOpcode() == UO_Deref) {
          Element = true;
          E = UO;
          P = parentOf(E);
          continue;
        }
      }
      if (auto *BO = dyn_cast<BinaryOperator>(P)) {
        // pointer arithmetic p + i keeps pointing into the same object
        if ((BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub) &&
            BO->getType()->isPointerType()) {
          E = BO;
          P = parentOf(E);
          continue;
        }
      }
      break;
    }
    // A pointer made from an element, `&a[e]`, `a[i] + j` or a row `m[i]`
    // that decays, reaches other elements than the one it names: what it
    // reaches is not spelled by subscripts (recorded as the address, which
    // no extent can be computed from, so the launch hands over the whole
    // object or block).
    const Expr *Derived = nullptr;
    if (Element && !LoadSeen) {
      if (E->getType()->isPointerType())
        Derived = E;
      else if (auto *UO = dyn_cast_or_null<UnaryOperator>(P))
        if (UO->getOpcode() == UO_AddrOf)
          Derived = UO;
    }
    if (Element) {
      U.elementAccess = true;
      U.accessExprs.push_back(Derived ? Derived : E);
    }
    if (LoadSeen) {
      U.read = true;
      return;
    }
    // The object's address (an array decayed, a pointer's value, moved or
    // not) kept somewhere: a local pointer initialised or assigned with it,
    // returned, selected, converted. Writes through the copy are writes of
    // the object.
    bool Escapes = E->getType()->isPointerType() &&
                   (!P || isa<ReturnStmt>(P) || isa<ConditionalOperator>(P) ||
                    isa<InitListExpr>(P) || isa<CastExpr>(P) ||
                    (isa<BinaryOperator>(P) && cast<BinaryOperator>(P)->isAssignmentOp() &&
                     cast<BinaryOperator>(P)->getRHS()->IgnoreParens() == E->IgnoreParens()));
    if (Escapes) {
      U.read = U.write = true;
      U.onlyAtomicWrites = false;
      U.elementAccess = true;
      // Memory behind a pointer is reached through the copy too: no extent
      // can be computed from the accesses the loop spells.
      if (!Element && VD->getType()->isPointerType())
        U.accessExprs.push_back(E);
      return;
    }
    if (!P) {
      U.read = true;
      return;
    }
    bool InAtomic = isUnderAtomic(P);
    if (auto *BO = dyn_cast<BinaryOperator>(P)) {
      if (BO->isAssignmentOp() && BO->getLHS()->IgnoreParens() == E->IgnoreParens()) {
        U.write = true;
        if (!InAtomic)
          U.onlyAtomicWrites = false;
        if (!InAtomic && isUnderCritical(P))
          U.writtenInCritical = true;
        if (BO->isCompoundAssignmentOp())
          U.read = true;
        return;
      }
    }
    if (auto *UO = dyn_cast<UnaryOperator>(P)) {
      if (UO->isIncrementDecrementOp()) {
        U.read = U.write = true;
        if (!InAtomic)
          U.onlyAtomicWrites = false;
        return;
      }
      if (UO->getOpcode() == UO_AddrOf) {
        U.addressTaken = true;
        U.read = U.write = true;
        U.onlyAtomicWrites = false;
        return;
      }
    }
    if (isa<CallExpr>(P) && E->getType()->isPointerType()) {
      // An array or pointer handed to a function: it may read and write,
      // anywhere in the object (no extent from subscripts).
      U.read = U.write = true;
      U.onlyAtomicWrites = false;
      U.elementAccess = true;
      if (!Element)
        U.accessExprs.push_back(E);
      return;
    }
    U.read = true;
  }

  /// Under an atomic construct, or a critical section of updates (which
  /// the kernel runs as atomic updates: AtomicForms.h).
  bool isUnderAtomic(const Stmt *S) { return underAtomicUpdate(S, Ctx, parentStmt); }

  bool isUnderCritical(const Stmt *S) {
    for (; S; S = parentOf(S)) {
      if (isa<OMPCriticalDirective>(S))
        return true;
      if (isa<OMPExecutableDirective>(S))
        return false;
    }
    return false;
  }

  ASTContext &Ctx;
};
} // namespace

//===-- data sharing --------------------------------------------------------===//

struct ClauseSets {
  std::set<const VarDecl *> priv, firstpriv, lastpriv, shared;
  std::map<const VarDecl *, ReductionOp> reduction;
  /// Reduction items over arrays or pointers: the whole array or a section.
  std::map<const VarDecl *, ReductionItem> reductionItems;
  std::string unsupported; // a clause we cannot honour on the device
};

static const VarDecl *clauseVar(const Expr *E) { return refVar(E); }

static ClauseSets readClauses(const OMPExecutableDirective *D) {
  ClauseSets S;
  if (!D)
    return S;
  for (const OMPClause *C : D->clauses()) {
    if (auto *P = dyn_cast<OMPPrivateClause>(C)) {
      for (const Expr *E : P->varlists())
        if (auto *V = clauseVar(E)) S.priv.insert(V);
    } else if (auto *P = dyn_cast<OMPFirstprivateClause>(C)) {
      for (const Expr *E : P->varlists())
        if (auto *V = clauseVar(E)) S.firstpriv.insert(V);
    } else if (auto *P = dyn_cast<OMPLastprivateClause>(C)) {
      for (const Expr *E : P->varlists())
        if (auto *V = clauseVar(E)) S.lastpriv.insert(V);
    } else if (auto *P = dyn_cast<OMPSharedClause>(C)) {
      for (const Expr *E : P->varlists())
        if (auto *V = clauseVar(E)) S.shared.insert(V);
    } else if (auto *R = dyn_cast<OMPReductionClause>(C)) {
      std::string Name = R->getNameInfo().getName().getAsString();
      ReductionOp Op;
      if (Name == "operator+" || Name == "operator-") Op = ReductionOp::Add;
      else if (Name == "operator*") Op = ReductionOp::Mul;
      else if (Name == "min") Op = ReductionOp::Min;
      else if (Name == "max") Op = ReductionOp::Max;
      else if (Name == "operator&") Op = ReductionOp::BitAnd;
      else if (Name == "operator|") Op = ReductionOp::BitOr;
      else if (Name == "operator^") Op = ReductionOp::BitXor;
      else if (Name == "operator&&") Op = ReductionOp::LogAnd;
      else if (Name == "operator||") Op = ReductionOp::LogOr;
      else {
        S.unsupported = "reduction operator '" + Name + "' is not supported";
        continue;
      }
      for (const Expr *E : R->varlists()) {
        if (auto *V = clauseVar(E)) {
          S.reduction[V] = Op;
          S.reductionItems[V] = ReductionItem();
          continue;
        }
        // `a[lo:len]` of a named array or pointer (ArrayReduction.cpp).
        auto *AS = dyn_cast<ArraySectionExpr>(E->IgnoreParenImpCasts());
        const VarDecl *V = AS ? clauseVar(AS->getBase()) : nullptr;
        if (!V || !AS->isOMPArraySection() || AS->getStride()) {
          S.unsupported = AS && AS->isOMPArraySection() &&
                                  isa<ArraySectionExpr>(AS->getBase()->IgnoreParenImpCasts())
                              ? "reduction over a section of several dimensions is not supported"
                          : AS && AS->getStride()
                              ? "reduction over a strided array section is not supported"
                              : "reduction over an expression that is not a variable or "
                                "an array section is not supported";
          continue;
        }
        S.reduction[V] = Op;
        ReductionItem Item;
        Item.section = true;
        Item.lower = AS->getLowerBound();
        Item.length = AS->getLength();
        S.reductionItems[V] = Item;
      }
    } else if (isa<OMPOrderedClause>(C)) {
      S.unsupported = "it has an 'ordered' clause";
    } else if (isa<OMPLinearClause>(C)) {
      S.unsupported = "it has a 'linear' clause";
    }
  }
  return S;
}

/// Every use of V in Body and in the functions it calls is a plain store of
/// one and the same integer constant (`stop = 1;`), and there is at least
/// one.
static bool onlyStoresOfOneConstant(const VarDecl *V, const Stmt *Body,
                                    const std::vector<const FunctionDecl *> &Callees,
                                    ASTContext &Ctx) {
  std::optional<llvm::APSInt> Value;
  bool Ok = true;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
    if (!S || !Ok)
      return;
    if (auto *DRE = dyn_cast<DeclRefExpr>(S); DRE && DRE->getDecl() == V) {
      auto *BO = dyn_cast_or_null<BinaryOperator>(parentStmt(DRE, Ctx));
      Expr::EvalResult R;
      if (!BO || BO->getOpcode() != BO_Assign || BO->getLHS()->IgnoreParens() != DRE ||
          !BO->getRHS()->EvaluateAsInt(R, Ctx)) {
        Ok = false;
        return;
      }
      // (Compared as V stores it: `stop = 1` and `stop = true` alike.)
      llvm::APSInt Stored = R.Val.getInt().extOrTrunc(Ctx.getTypeSize(V->getType()));
      Stored.setIsUnsigned(true);
      if (Value && *Value != Stored)
        Ok = false;
      Value = Stored;
      return;
    }
    for (const Stmt *C : subStatements(S))
      Walk(C);
  };
  Walk(Body);
  for (const FunctionDecl *F : Callees)
    Walk(F->getBody());
  return Ok && Value.has_value();
}

//===-- values that differ between threads ----------------------------------===//

namespace {
/// Which values of a function may differ from thread to thread of a team:
/// those computed from omp_get_thread_num() (Rodinia kmeans' and NAS IS's
/// `tid`, and the per-thread slices `part + tid * n` made from it).
class ThreadDependence {
public:
  /// ThreadLocal: the variables each thread of the loop's team has its own
  /// of (a write to a shared one inside `single` is seen by all).
  ThreadDependence(ASTContext &Ctx, std::function<bool(const VarDecl *)> ThreadLocal = nullptr)
      : Ctx(Ctx), ThreadLocal(std::move(ThreadLocal)) {}

  /// The locals and parameters of F assigned or initialised (anywhere in
  /// F) from an expression that calls omp_get_thread_num() or a function
  /// whose body the unit lacks (directly or through a function of the unit)
  /// or reads such a variable, and the parameters whose argument is such an
  /// expression at a call in the unit (callers followed three levels up).
  /// Also those written inside a work-sharing or synchronisation construct
  /// other than Loop (an `omp for` leaves each thread the value of its own
  /// last iteration; `single`, `master`, `critical` and `atomic` write in
  /// some threads only, or in each differently) where the write may reach
  /// Loop: before it, or in a loop around both.
  std::set<const VarDecl *> varsOf(const FunctionDecl *F, const Stmt *Loop = nullptr,
                                   int Depth = 0) {
    std::set<const VarDecl *> Dep;
    const FunctionDecl *Def = nullptr;
    if (!F || !F->hasBody(Def) || Depth > 3)
      return Dep;
    // Which variables each thread has its own of: the caller's answer for
    // the loop's function; in a caller, its locals declared inside one of
    // its parallel regions (all of them when it has none: it runs in a
    // region itself).
    std::function<bool(const VarDecl *)> Local = ThreadLocal;
    if (Depth > 0 || !Local)
      Local = [this, Def](const VarDecl *X) { return ownedByThreads(X, Def); };
    std::vector<std::pair<const VarDecl *, const Expr *>> Defs;
    collectDefs(Def->getBody(), Defs, Loop, false, Local);
    if (Depth < 3)
      for (unsigned K = 0; K < Def->getNumParams(); ++K)
        for (auto &[CE, Caller] : callsTo(Def)) {
          const FunctionDecl *CallerDef = nullptr;
          if (Caller && K < CE->getNumArgs() && Caller->hasBody(CallerDef) &&
              dependent(CE->getArg(K), varsOf(Caller, nullptr, Depth + 1),
                        [this, CallerDef](const VarDecl *X) {
                          return ownedByThreads(X, CallerDef);
                        }))
            Dep.insert(Def->getParamDecl(K));
        }
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (auto &[V, E] : Defs)
        // A shared variable holds one value for the team, whatever the
        // serial code before the region computed it from.
        if (!Dep.count(V) && Local(V) && (!E || dependent(E, Dep, Local))) {
          Dep.insert(V);
          Changed = true;
        }
    }
    return Dep;
  }

private:
  /// Definitions (variable, value) in S; a null value: written inside a
  /// construct (InConstruct) in a way that may differ per thread.
  /// Broadcast: the variables of the `single copyprivate` constructs
  /// around S, whose writes every thread receives.
  void collectDefs(const Stmt *S, std::vector<std::pair<const VarDecl *, const Expr *>> &Defs,
                   const Stmt *Loop, bool InConstruct,
                   const std::function<bool(const VarDecl *)> &Local,
                   std::set<const VarDecl *> Broadcast = {}) {
    if (!S)
      return;
    if (S != Loop && perThreadConstruct(S))
      InConstruct = true;
    if (auto *Sg = dyn_cast<OMPSingleDirective>(S))
      for (const OMPClause *C : Sg->clauses())
        if (auto *CP = dyn_cast<OMPCopyprivateClause>(C))
          for (const Expr *E : CP->varlists())
            if (const VarDecl *V = refVar(E))
              Broadcast.insert(V);
    // The iterators of a work-sharing loop are private to it: its own
    // steps leave the thread's variable alone.
    if (auto *LD = dyn_cast<OMPLoopDirective>(S))
      for (const Expr *C : LD->counters())
        if (const VarDecl *V = refVar(C))
          Counters.insert(V);
    auto Add = [&](const VarDecl *V, const Expr *E) {
      if (InConstruct && Local(V) && !Counters.count(V) && !Broadcast.count(V))
        E = mayReach(S, Loop) ? nullptr : E;
      Defs.push_back({V, E});
    };
    if (auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (auto *VD = dyn_cast<VarDecl>(D))
          if (VD->getInit())
            Defs.push_back({VD, VD->getInit()});
    if (auto *BO = dyn_cast<BinaryOperator>(S))
      if (BO->isAssignmentOp())
        if (const VarDecl *V = storageVar(BO->getLHS()))
          Add(V, BO->getRHS());
    if (auto *UO = dyn_cast<UnaryOperator>(S); UO && UO->isIncrementDecrementOp() && InConstruct)
      if (const VarDecl *V = storageVar(UO->getSubExpr()))
        Add(V, UO->getSubExpr());
    for (const Stmt *C : subStatements(S))
      collectDefs(C, Defs, Loop, InConstruct, Local, Broadcast);
  }

  /// X, a variable of F, is each thread's own: a local or parameter of a
  /// function without a parallel region of its own, or declared inside one.
  bool ownedByThreads(const VarDecl *X, const FunctionDecl *F) {
    if (X->hasGlobalStorage())
      return X->hasAttr<OMPThreadPrivateDeclAttr>();
    // (Asked for each definition in every round of the fixpoint: walk F's
    // body once per variable.)
    auto [Known, Fresh] = Owned.try_emplace(X, false);
    if (!Fresh)
      return Known->second;
    const SourceManager &SM = Ctx.getSourceManager();
    SourceLocation At = SM.getExpansionLoc(X->getLocation());
    bool HasRegion = false, Inside = false;
    std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
      if (!S || Inside)
        return;
      if (auto *D = dyn_cast<OMPExecutableDirective>(S);
          D && isOpenMPParallelDirective(D->getDirectiveKind())) {
        HasRegion = true;
        // (A directive's own range ends with its line: the region is the
        // directive and its statement.)
        const Stmt *Body = associatedStatement(D);
        SourceLocation End = SM.getExpansionRange(Body ? Body->getEndLoc()
                                                       : D->getEndLoc()).getEnd();
        if (!SM.isBeforeInTranslationUnit(At, SM.getExpansionLoc(D->getBeginLoc())) &&
            !SM.isBeforeInTranslationUnit(End, At))
          Inside = true;
        // (private, firstprivate and reduction clauses of the region: its
        // own copy in each thread)
        for (const OMPClause *C : D->clauses())
          for (const Stmt *Ch : C->children())
            if (auto *E = dyn_cast_or_null<Expr>(Ch))
              if ((isa<OMPPrivateClause>(C) || isa<OMPFirstprivateClause>(C) ||
                   isa<OMPReductionClause>(C)) &&
                  refVar(E) == X)
                Inside = true;
      }
      for (const Stmt *C : subStatements(S))
        Walk(C);
    };
    Walk(F->getBody());
    return Known->second = Inside || !HasRegion;
  }

  /// Constructs after which a thread's own variables written inside may
  /// hold different values in different threads.
  static bool perThreadConstruct(const Stmt *S) {
    return isa<OMPLoopDirective>(S) || isa<OMPSectionsDirective>(S) ||
           isa<OMPSingleDirective>(S) || isa<OMPMasterDirective>(S) ||
           isa<OMPMaskedDirective>(S) || isa<OMPCriticalDirective>(S) ||
           isa<OMPAtomicDirective>(S);
  }

  /// The write at S may be seen by Loop: it comes first, or a loop holds
  /// both (without Loop: always).
  bool mayReach(const Stmt *S, const Stmt *Loop) {
    if (!Loop)
      return true;
    const SourceManager &SM = Ctx.getSourceManager();
    SourceLocation At = SM.getExpansionLoc(S->getBeginLoc());
    if (SM.isBeforeInTranslationUnit(At, SM.getExpansionLoc(Loop->getBeginLoc())))
      return true;
    for (const Stmt *P = parentStmt(Loop, Ctx); P; P = parentStmt(P, Ctx))
      if ((isa<ForStmt>(P) || isa<WhileStmt>(P) || isa<DoStmt>(P)) &&
          !SM.isBeforeInTranslationUnit(At, SM.getExpansionLoc(P->getBeginLoc())) &&
          !SM.isBeforeInTranslationUnit(SM.getExpansionLoc(P->getEndLoc()), At))
        return true;
    return false;
  }

  /// A function the unit has no body for, whose result may differ from
  /// thread to thread (malloc, rand, a wrapper of omp_get_thread_num() in
  /// another file): all but math functions and the team's queries.
  static bool opaqueCall(const FunctionDecl *FD) {
    const FunctionDecl *Def = nullptr;
    if (FD->hasBody(Def))
      return false;
    static const std::set<std::string> Uniform = {
        "omp_get_num_threads", "omp_get_max_threads", "omp_get_num_procs",
        "omp_in_parallel",     "omp_get_level",       "omp_get_team_size",
        "abs",                 "labs",                "strlen",
        "strcmp",              "atoi",                "atol",
        "atof",                "strtol",              "strtod",
        "strtoul",             "getenv"};
    std::string N = FD->getNameAsString();
    return !Uniform.count(N) && !isRowTableQuery(N) && openclMathBuiltin(N).empty() &&
           N.rfind("__builtin_", 0) != 0;
  }

  /// S's value may differ per thread: it reads a variable of Dep, calls a
  /// function whose result may, or takes the address of a variable each
  /// thread has its own of (Local: `pm = &mine`, `acc(&sum)`, a thread's
  /// stack array handed to a function).
  bool dependent(const Stmt *S, const std::set<const VarDecl *> &Dep,
                 const std::function<bool(const VarDecl *)> &Local) {
    if (!S)
      return false;
    if (auto *DRE = dyn_cast<DeclRefExpr>(S))
      if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        if (Dep.count(VD))
          return true;
    const Expr *Addressed = nullptr;
    if (auto *UO = dyn_cast<UnaryOperator>(S); UO && UO->getOpcode() == UO_AddrOf)
      Addressed = UO->getSubExpr();
    if (auto *ICE = dyn_cast<ImplicitCastExpr>(S);
        ICE && ICE->getCastKind() == CK_ArrayToPointerDecay)
      Addressed = ICE->getSubExpr();
    if (Addressed)
      if (const VarDecl *V = storageVariable(Addressed);
          V && !V->hasGlobalStorage() && Local(V))
        return true;
    if (auto *CE = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *FD = CE->getDirectCallee();
      if (!FD || callsThreadNum(FD, 0))
        return true;
    }
    // Each thread has its own copy (tid = omp_get_thread_num() kept in one).
    if (auto *DRE = dyn_cast<DeclRefExpr>(S))
      if (DRE->getDecl()->hasAttr<OMPThreadPrivateDeclAttr>())
        return true;
    for (const Stmt *C : subStatements(S))
      if (dependent(C, Dep, Local))
        return true;
    return false;
  }

  /// FD's result may differ per thread: it calls omp_get_thread_num() or an
  /// opaque function, or reads a threadprivate variable.
  bool callsThreadNum(const FunctionDecl *FD, int Depth) {
    if (FD->getName() == "omp_get_thread_num" || opaqueCall(FD))
      return true;
    const FunctionDecl *Def = nullptr;
    if (Depth > 4 || !FD->hasBody(Def))
      return false;
    std::function<bool(const Stmt *)> Walk = [&](const Stmt *S) {
      if (!S)
        return false;
      if (auto *CE = dyn_cast<CallExpr>(S))
        if (const FunctionDecl *G = CE->getDirectCallee())
          if (G != Def && callsThreadNum(G, Depth + 1))
            return true;
      if (auto *DRE = dyn_cast<DeclRefExpr>(S))
        if (DRE->getDecl()->hasAttr<OMPThreadPrivateDeclAttr>())
          return true;
      for (const Stmt *C : subStatements(S))
        if (Walk(C))
          return true;
      return false;
    };
    return Walk(Def->getBody());
  }

  /// The calls of F in the unit, each with the function making it (null
  /// outside any function); the unit's calls are collected once.
  const std::vector<std::pair<const CallExpr *, const FunctionDecl *>> &
  callsTo(const FunctionDecl *F) {
    static const std::vector<std::pair<const CallExpr *, const FunctionDecl *>> None;
    if (!Calls)
      Calls = collectUnitCalls(Ctx);
    auto It = Calls->calls.find(F->getCanonicalDecl());
    return It == Calls->calls.end() ? None : It->second;
  }

  ASTContext &Ctx;
  std::function<bool(const VarDecl *)> ThreadLocal;
  std::set<const VarDecl *> Counters; ///< of the work-sharing loops seen
  std::map<const VarDecl *, bool> Owned; ///< ownedByThreads' answers
  std::optional<UnitCalls> Calls;
};
} // namespace

/// Why a threadprivate variable a kernel reads may hold different values
/// in the threads of the team, or "" when every thread's copy is the same:
/// nothing in the unit writes it (each copy keeps the initial value), or
/// the loop's region copies it in (`copyin`) and only serial code of the
/// region's function writes it (outside every OpenMP construct). A thread id
/// kept in one (`tid = omp_get_thread_num()` in the region) is the case this
/// catches.
/// For an orphaned loop the regions are those of the unit from which its
/// function is called (directly or through other functions): every one
/// must copy the variable in, and the serial code that may write it is
/// that of the functions holding them.
static std::string threadPrivateDiffers(const VarDecl *VD, const OMPExecutableDirective *Region,
                                        const LoopNest &N, ASTContext &Ctx) {
  auto CopiesIn = [&](const OMPExecutableDirective *D) {
    for (const OMPClause *C : D->clauses())
      if (auto *CI = dyn_cast<OMPCopyinClause>(C))
        for (const Expr *E : CI->varlists())
          if (refVar(E) == VD)
            return true;
    return false;
  };
  bool CopiedIn = CopiesIn(N.directive) || (Region && CopiesIn(Region));
  std::set<const FunctionDecl *> SerialWriters = {N.function};
  // Only a static function whose every call is seen: another unit's region,
  // or one calling through a pointer, might not copy the variable in.
  bool CallsSeen = !Region && !CopiedIn && !N.function->isExternallyVisible() &&
                   !collectUnitCalls(Ctx).addressTaken.count(N.function->getCanonicalDecl());
  if (CallsSeen) {
    // The parallel regions reaching N.function, and the functions they are in.
    std::function<void(const Stmt *, std::set<const FunctionDecl *> &)> Calls =
        [&](const Stmt *S, std::set<const FunctionDecl *> &Out) {
          if (!S)
            return;
          if (auto *CE = dyn_cast<CallExpr>(S))
            if (const FunctionDecl *FD = CE->getDirectCallee()) {
              const FunctionDecl *Def = nullptr;
              if (FD->hasBody(Def) && Out.insert(Def).second)
                Calls(Def->getBody(), Out);
            }
          for (const Stmt *C : subStatements(S))
            Calls(C, Out);
        };
    bool Any = false, All = true;
    std::set<const FunctionDecl *> Holders;
    std::function<void(const Stmt *, const FunctionDecl *)> Regions =
        [&](const Stmt *S, const FunctionDecl *F) {
          if (!S)
            return;
          if (auto *D = dyn_cast<OMPExecutableDirective>(S);
              D && isOpenMPParallelDirective(D->getDirectiveKind())) {
            std::set<const FunctionDecl *> Reached;
            Calls(associatedStatement(D), Reached);
            if (Reached.count(N.function->getDefinition())) {
              Any = true;
              All &= CopiesIn(D);
              Holders.insert(F);
            }
          }
          for (const Stmt *C : subStatements(S))
            Regions(C, F);
        };
    for (const Decl *D : Ctx.getTranslationUnitDecl()->decls())
      if (auto *F = dyn_cast<FunctionDecl>(D))
        if (F->doesThisDeclarationHaveABody())
          Regions(F->getBody(), F);
    if (Any && All) {
      CopiedIn = true;
      SerialWriters = Holders;
    }
  }
  std::string Why;
  // Writes: assignments, ++/--, and an address or a decayed array handed on.
  std::function<void(const Stmt *, const FunctionDecl *, bool)> Walk =
      [&](const Stmt *S, const FunctionDecl *F, bool InConstruct) {
        if (!S || !Why.empty())
          return;
        InConstruct |= isa<OMPExecutableDirective>(S);
        bool Writes = false;
        if (auto *BO = dyn_cast<BinaryOperator>(S))
          Writes = BO->isAssignmentOp() && storageVar(BO->getLHS()) == VD;
        else if (auto *UO = dyn_cast<UnaryOperator>(S))
          Writes = (UO->isIncrementDecrementOp() && storageVar(UO->getSubExpr()) == VD) ||
                   (UO->getOpcode() == UO_AddrOf && storageVar(UO->getSubExpr()) == VD);
        else if (auto *IC = dyn_cast<ImplicitCastExpr>(S))
          Writes = IC->getCastKind() == CK_ArrayToPointerDecay &&
                   refVar(IC->getSubExpr()) == VD &&
                   !isa_and_nonnull<ArraySubscriptExpr>(parentStmt(IC, Ctx));
        if (Writes && (!CopiedIn || InConstruct || !SerialWriters.count(F)))
          Why = "is threadprivate and written at line " +
                std::to_string(lineOf(S->getBeginLoc(), Ctx.getSourceManager())) +
                (CopiedIn ? " inside an OpenMP construct or another function"
                          : " without a copyin on the loop's region") +
                ": the threads may hold different values, and a kernel would use the "
                "launching thread's for every iteration";
        for (const Stmt *C : subStatements(S))
          Walk(C, F, InConstruct);
      };
  for (const Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (auto *F = dyn_cast<FunctionDecl>(D))
      if (F->doesThisDeclarationHaveABody())
        Walk(F->getBody(), F, false);
  return Why;
}

//===-- the model -----------------------------------------------------------===//

/// Why VD, a thread's own variable the work-sharing loop N writes in its
/// iterations, may be read after the loop with the value the thread's last
/// iteration left (OpenMP keeps it; a kernel's per-work-item copies lose
/// it): a reference outside the loop, in the region's statement (the
/// function's body for an orphaned loop), after the loop or, inside a
/// serial loop around it, before it; a plain store `VD = e` does not count.
/// "" when there is none.
static std::string readAfterLoop(const VarDecl *VD, const LoopNest &N,
                                 const OMPExecutableDirective *Region, ASTContext &Ctx) {
  const Stmt *Scope = Region ? associatedStatement(Region)
                             : (N.function ? N.function->getBody() : nullptr);
  const Stmt *Loop = associatedStatement(N.directive);
  if (!Scope || !Loop || declaredWithin(VD, Loop, Ctx))
    return "";
  // The region's reduction clause reads every thread's copy at its end.
  if (Region)
    for (const OMPClause *C : Region->clauses())
      if (auto *RC = dyn_cast<OMPReductionClause>(C))
        for (const Expr *E : RC->varlists())
          if (refVar(E) == VD)
            return "is in the region's reduction clause, which combines the value the "
                   "thread's last iteration left; the kernel's copies are per work-item";
  const SourceManager &SM = Ctx.getSourceManager();
  // The statement above S, also across a declaration (`int f = v;`).
  auto Up = [&](const Stmt *S) { return parentAcrossDecls(S, Ctx); };
  SourceLocation LoopBegin = SM.getExpansionLoc(N.directive->getBeginLoc());
  SourceLocation LoopEnd = SM.getExpansionRange(Loop->getEndLoc()).getEnd();
  // Serial loops around N inside the scope.
  std::vector<const Stmt *> Around;
  for (const Stmt *P = Up(N.directive); P && P != Scope; P = Up(P))
    if (isa<ForStmt>(P) || isa<WhileStmt>(P) || isa<DoStmt>(P))
      Around.push_back(P);
  auto Begin = [&](const Stmt *S) { return SM.getExpansionLoc(S->getBeginLoc()); };
  auto End = [&](const Stmt *S) { return SM.getExpansionRange(S->getEndLoc()).getEnd(); };
  auto Within = [&](SourceLocation At, const Stmt *S) {
    return !SM.isBeforeInTranslationUnit(At, Begin(S)) &&
           !SM.isBeforeInTranslationUnit(End(S), At);
  };
  // The statement that stores VD at reference R (`VD = e`, or a call that
  // fills the array), or null.
  auto StoreAt = [&](const DeclRefExpr *R) -> const Stmt * {
    auto *BO = dyn_cast_or_null<BinaryOperator>(Up(R));
    if (BO && BO->getOpcode() == BO_Assign && BO->getLHS()->IgnoreParens() == R)
      return mentions(BO->getRHS(), VD) ? nullptr : BO;
    // An array handed to a function as a non-const pointer is taken as
    // that function's output (NAS's `exact_solution(xi, eta, zeta,
    // temp)` fills its last argument). A limit: one that reads it first
    // would see the launching thread's old contents.
    if (VD->getType()->isArrayType()) {
      const Stmt *P = Up(R);
      while (P && isa<ImplicitCastExpr>(P))
        P = Up(P);
      if (auto *CE = dyn_cast_or_null<CallExpr>(P)) {
        const FunctionDecl *FD = CE->getDirectCallee();
        for (unsigned I = 0; FD && I < CE->getNumArgs() && I < FD->getNumParams(); ++I)
          if (CE->getArg(I)->IgnoreParenImpCasts() == R)
            return FD->getParamDecl(I)->getType()->getPointeeType().isConstQualified()
                       ? nullptr
                       : CE;
      }
    }
    return nullptr;
  };
  auto IsStore = [&](const DeclRefExpr *R) { return StoreAt(R) != nullptr; };

  // A plain store `VD = e` (e not reading VD) that every thread runs
  // whenever control reaches Top's start and goes on: between it and Top
  // only blocks, the init of a `for`, the body of a `do`, and constructs
  // every thread runs (critical, atomic); no branch, no other loop body,
  // no single or master.
  // (Reaching a statement that also holds Use, the store comes first on
  // every path to it: it precedes Use there.)
  auto KillsFirst = [&](const DeclRefExpr *R, const Stmt *Top,
                        const DeclRefExpr *Use = nullptr) {
    const Stmt *Store = StoreAt(R);
    if (!Store)
      return false;
    const Stmt *Child = Store;
    for (const Stmt *P = Up(Store); P; Child = P, P = Up(P)) {
      if (P == Top || (Use && isa<CompoundStmt>(P) && Within(Begin(Use), P) &&
                       !Within(Begin(Use), Child)))
        return true;
      if (isa<CompoundStmt>(P) || isa<CapturedStmt>(P) || isa<OMPCriticalDirective>(P) ||
          isa<OMPAtomicDirective>(P) || isa<ExprWithCleanups>(P))
        continue;
      if (auto *F = dyn_cast<ForStmt>(P); F && F->getInit() == Child)
        continue;
      if (auto *D = dyn_cast<DoStmt>(P); D && D->getBody() == Child)
        continue;
      return false;
    }
    return false;
  };
  std::vector<const DeclRefExpr *> Refs;
  refsOf(Scope, VD, Refs);
  std::sort(Refs.begin(), Refs.end(), [&](const DeclRefExpr *A, const DeclRefExpr *B) {
    return SM.isBeforeInTranslationUnit(Begin(A), Begin(B));
  });
  auto Reason = [&](const DeclRefExpr *R) {
    return "is the thread's own and read outside the loop (line " +
           std::to_string(lineOf(R->getBeginLoc(), SM)) +
           ") with the value its last iteration in the thread left; the kernel's copies "
           "are per work-item";
  };
  // A read R is dominated by a store when a `for` around it (inside Top)
  // starts with `VD = e`, or an unconditional store (KillsFirst) to VD lies
  // between From and R.
  // (A goto in the scope may jump past a store to a read: none counts.)
  const bool Jumps = containsKind(
      Scope, [](const Stmt *S) { return isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S); });
  auto Covered = [&](const DeclRefExpr *R, const Stmt *Top, SourceLocation From) {
    if (Jumps)
      return false;
    for (const Stmt *P = Up(R); P && P != Top; P = Up(P))
      if (auto *F = dyn_cast<ForStmt>(P))
        if (auto *Init = dyn_cast_or_null<BinaryOperator>(F->getInit()))
          if (Init->getOpcode() == BO_Assign && refVar(Init->getLHS()) == VD &&
              !mentions(Init->getRHS(), VD))
            return true;
    for (const DeclRefExpr *S : Refs)
      if (S != R && SM.isBeforeInTranslationUnit(From, Begin(S)) &&
          SM.isBeforeInTranslationUnit(Begin(S), Begin(R)) && KillsFirst(S, Top, R))
        return true;
    return false;
  };
  // After the loop.
  for (const DeclRefExpr *R : Refs)
    if (SM.isBeforeInTranslationUnit(LoopEnd, Begin(R)) && !IsStore(R) &&
        !Covered(R, Scope, LoopEnd))
      return Reason(R);
  // Inside a serial loop around it, before it: the next round reads what
  // this round's loop left.
  for (const Stmt *A : Around)
    for (const DeclRefExpr *R : Refs)
      if (Within(Begin(R), A) && SM.isBeforeInTranslationUnit(Begin(R), LoopBegin) &&
          !IsStore(R) && !Covered(R, A, Begin(A)))
        return Reason(R);
  return "";
}

void buildLoopModel(LoopNest &N, const OMPExecutableDirective *Region,
                    ASTContext &Ctx, const LoopPiece *Piece) {
  N.offload = true;
  const auto *D = N.directive;
  const SourceManager &SM = Ctx.getSourceManager();
  N.kernelName = Piece ? Piece->kernelName
                       : N.function->getNameAsString() + "_L" +
                             std::to_string(lineOf(D->getBeginLoc(), SM));

  if (isRowTableFallback(D, Ctx)) {
    N.reject("the loop as written, run when the rows of its flat copy's tables are "
             "not evenly spaced");
    return;
  }
  if (isa<OMPSimdDirective>(D)) {
    N.reject("an `omp simd` loop is not shared among threads: it runs as written, in the "
             "thread that reaches it");
    return;
  }
  if (!directiveInFile(D, SM)) {
    N.reject("the loop comes from a macro expansion");
    return;
  }
  for (const OMPClause *C : D->clauses()) {
    if (auto *CC = dyn_cast<OMPCollapseClause>(C)) {
      Expr::EvalResult R;
      if (CC->getNumForLoops() && CC->getNumForLoops()->EvaluateAsInt(R, Ctx))
        N.collapse = (int)R.Val.getInt().getExtValue();
    }
    if (isa<OMPNowaitClause>(C))
      N.hasNowait = true;
  }
  ClauseSets Clauses = readClauses(D);
  ClauseSets RegionClauses = readClauses(Region);
  if (!Clauses.unsupported.empty()) {
    N.reject(Clauses.unsupported);
    return;
  }
  if (N.collapse > 3) {
    N.reject("collapse(" + std::to_string(N.collapse) +
             ") exceeds the three dimensions of an NDRange");
    return;
  }

  // 1. The mapped loops: collapsed ones first (a piece: the loops around it).
  const Stmt *S = associatedStatement(D);
  for (int K = 0; !Piece && K < N.collapse; ++K) {
    auto *F = dyn_cast_or_null<ForStmt>(onlyStatement(S));
    if (!F) {
      N.reject("collapsed loop " + std::to_string(K + 1) + " is not a for loop");
      return;
    }
    ParallelDim PD;
    std::string Why = readCanonicalLoop(F, PD, Ctx, /*VariableStep=*/true);
    if (!Why.empty()) {
      N.reject(Why, F);
      return;
    }
    // OpenMP 5.0 allows bounds that use an outer collapsed iterator (a
    // triangle); an NDRange is a rectangle. The loops outside it are mapped
    // and each work-item runs it and the collapsed loops inside it, whose
    // iterators stay private to the iteration (as collapse makes them).
    const ParallelDim *UsedOuter = nullptr;
    for (const ParallelDim &Outer : N.dims)
      if (mentions(F->getInit(), Outer.iv) || mentions(F->getCond(), Outer.iv) ||
          mentions(F->getInc(), Outer.iv))
        UsedOuter = &Outer;
    // (The joining below says why the loop stays in the work-item.)
    if (UsedOuter && !Clauses.lastpriv.empty()) {
      // The logically last iteration of a triangle is not the last
      // work-item's (rows at the end may be empty).
      N.reject("collapsed loop " + std::to_string(K + 1) + " ('" + PD.iv->getNameAsString() +
                   "') has bounds that use the outer iterator '" +
                   UsedOuter->iv->getNameAsString() +
                   "' and the loop has lastprivate variables",
               F);
      return;
    }
    if (UsedOuter) {
      for (const ForStmt *Inner = F; Inner && K < N.collapse; ++K) {
        ParallelDim IPD;
        if (!readCanonicalLoop(Inner, IPD, Ctx, /*VariableStep=*/true).empty()) {
          N.reject("collapsed loop " + std::to_string(K + 1) + " is not a canonical loop",
                   Inner);
          return;
        }
        Clauses.priv.insert(IPD.iv);
        Inner = dyn_cast_or_null<ForStmt>(onlyStatement(Inner->getBody()));
      }
      N.collapse = (int)N.dims.size();
      break;
    }
    N.dims.push_back(PD);
    S = F->getBody();
  }
  if (Piece) {
    N.dims = Piece->outerDims;
    S = Piece->body                 ? Piece->body
        : Piece->stmts.size() == 1 ? Piece->stmts[0]
                                   : madeCompound(Ctx, Piece->stmts);
  }
  N.body = S;

  // 2. Uses of variables in the body, inner loops and callees.
  UseCollector Uses(Ctx);
  if (!Piece) {
    Uses.TraverseStmt(const_cast<Stmt *>(associatedStatement(D)));
  } else {
    for (const ParallelDim &PD : N.dims)
      for (const Stmt *H : {PD.loop->getInit(), (const Stmt *)PD.loop->getCond(),
                            (const Stmt *)PD.loop->getInc()})
        Uses.TraverseStmt(const_cast<Stmt *>(H));
    for (const auto *List : {&Piece->prefix, &Piece->stmts})
      for (const Stmt *X : *List)
        Uses.TraverseStmt(const_cast<Stmt *>(X));
  }
  if (Uses.recursion) {
    N.reject("it calls '" + Uses.recursion->getNameAsString() +
             "' recursively, which OpenCL does not allow");
    return;
  }
  N.callees = Uses.callees;

  // Directly nested loops that are provably parallel join the NDRange.
  std::set<const VarDecl *> SetByPrefix;
  if (Piece)
    for (const Stmt *X : Piece->prefix) {
      if (auto *BO = dyn_cast<BinaryOperator>(X))
        SetByPrefix.insert(refVar(BO->getLHS()));
      else if (auto *DS = dyn_cast<DeclStmt>(X))
        for (const Decl *Dl : DS->decls())
          if (auto *VD = dyn_cast<VarDecl>(Dl))
            SetByPrefix.insert(VD);
    }
  auto IsIterator = [&](const VarDecl *V) {
    for (auto &PD : N.dims)
      if (PD.iv == V)
        return true;
    return false;
  };

  // Data sharing: a shared variable is one object for all threads; the
  // others (thread-own, or named in a private/lastprivate clause) become
  // per-work-item copies, which the privatization proof must justify.
  const Stmt *RegionBody = Region ? associatedStatement(Region) : nullptr;
  // Private to each thread by a clause of the region (a region reduction
  // gives each thread its own copy too), globals included.
  auto RegionPrivate = [&](const VarDecl *VD) {
    return RegionClauses.priv.count(VD) || RegionClauses.firstpriv.count(VD) ||
           RegionClauses.reduction.count(VD);
  };
  auto IsShared = [&](const VarDecl *VD) {
    if (VD->hasAttr<OMPThreadPrivateDeclAttr>())
      return false;
    if (N.context == LoopContext::WorkShare && RegionPrivate(VD))
      return false;
    if (VD->hasGlobalStorage())
      return true;
    if (N.context == LoopContext::Combined)
      return true;
    if (RegionBody && !declaredWithin(VD, RegionBody, Ctx))
      return true; // declared in the function, outside the region
    return false;  // inside the region, or a local of an orphaned loop
  };
  auto PerIteration = [&](const VarDecl *VD) {
    if (Clauses.reduction.count(VD) || Clauses.firstpriv.count(VD))
      return false;
    return Clauses.priv.count(VD) || Clauses.lastpriv.count(VD) || !IsShared(VD);
  };
  // Integer variables with one value throughout the nest: symbols of the
  // proof; those in scope at the directive may form launch conditions.
  auto Invariant = [&](const VarDecl *VD) {
    if (!VD->getType()->isIntegerType() || IsIterator(VD) ||
        Uses.declaredInside.count(VD))
      return false;
    auto It = Uses.uses.find(VD);
    return It == Uses.uses.end() || (!It->second.write && !It->second.addressTaken);
  };
  std::set<std::string> LocalNames;
  bool LocalNamesKnown = false;
  auto Guardable = [&](const VarDecl *VD) {
    if (!Invariant(VD) || !SM.isBeforeInTranslationUnit(VD->getLocation(), D->getBeginLoc()))
      return false;
    if (VD->isLocalVarDeclOrParm())
      return VD->getParentFunctionOrMethod() == N.function;
    // A global named only in a callee: no local of this function may hide it.
    if (!LocalNamesKnown) {
      LocalNamesKnown = true;
      for (const ParmVarDecl *P : N.function->parameters())
        LocalNames.insert(P->getNameAsString());
      std::function<void(const Stmt *)> Scan = [&](const Stmt *X) {
        if (auto *DS = dyn_cast_or_null<DeclStmt>(X))
          for (const Decl *Dc : DS->decls())
            if (auto *LV = dyn_cast<VarDecl>(Dc))
              LocalNames.insert(LV->getNameAsString());
        for (const Stmt *C : subStatements(X))
          Scan(C);
      };
      Scan(N.function->getBody());
    }
    return !LocalNames.count(VD->getNameAsString());
  };
  auto Prove = [&](const Stmt *Body, const std::vector<ParallelDim> &Dims,
                   const VarDecl *VD) {
    PrivatizationScope PS;
    PS.function = N.function;
    PS.body = Body;
    PS.dims = Dims;
    PS.invariant = Invariant;
    PS.guardable = Guardable;
    return provePrivatization(PS, VD, Ctx);
  };
  const SeparationContext Linearized{IsIterator, Invariant, Guardable,
                                     [&]() -> const std::vector<ParallelDim> & { return N.dims; }};
  // Why the directly nested loop F (read into PD) cannot join the NDRange,
  // or "" when it can; JoinGuards gets the launch conditions of the
  // linearised subscripts' proofs, Separated the arrays they are for.
  auto WhyNotJoined = [&](const ForStmt *F, const ParallelDim &PD,
                          std::vector<AffineExpr> &JoinGuards,
                          std::vector<std::string> &Separated,
                          std::vector<LoopNest::AliasCheck> &Aliases) -> std::string {
    // Bounds must be invariant in the nest: evaluated once on the host.
    if (!PD.lowerAffine.valid || !PD.upperAffine.valid)
      return "its bounds are not affine in values fixed in the loop nest";
    for (auto *A : {&PD.lowerAffine, &PD.upperAffine})
      for (auto &[V, C] : A->coeffs) {
        auto *VD = dyn_cast<VarDecl>(V);
        std::string Name = "'" + V->getNameAsString() + "'";
        if (VD && IsIterator(VD))
          return "its bounds depend on " + Name + ", the iterator of a loop of the NDRange";
        if (!VD || Uses.declaredInside.count(VD))
          return "its bounds depend on " + Name + ", declared in the loop nest";
        if (Uses.uses.count(VD) && Uses.uses[VD].write)
          return "its bounds depend on " + Name + ", which the loop nest writes";
      }
    // Its iterations are the work-items' values of the iterator.
    auto IvWrites = variableWrites(F->getBody());
    if (IvWrites.count(PD.iv))
      return "its iterator '" + PD.iv->getNameAsString() + "' is changed in its body";
    // Parallel: every written array has a dimension that all its accesses
    // subscript with the same form c*iv + (outer iterators, invariants),
    // c != 0: different iterations of the inner loop touch different slices.
    const std::string Iv = "'" + PD.iv->getNameAsString() + "'";
    // Whether one dimension of the subscript vectors All (of one array's
    // accesses) is the same form c*iv + (outer iterators, invariants) in
    // all of them: different iterations, different elements.
    auto SeparatedByADimension = [&](const std::vector<std::vector<AffineExpr>> &All) {
      for (size_t D = 0; D < All[0].size(); ++D) {
        const AffineExpr &A = All[0][D];
        if (!A.valid || !A.dependsOn(PD.iv))
          continue;
        bool Clean = true;
        for (auto &Subs : All)
          Clean &= Subs[D] == A;
        for (auto &[W, C] : A.coeffs) {
          auto *WD = dyn_cast<VarDecl>(W);
          if (W == PD.iv || (WD && IsIterator(WD)))
            continue;
          if (!WD || Uses.declaredInside.count(WD) ||
              (Uses.uses.count(WD) && Uses.uses[WD].write))
            Clean = false;
        }
        if (Clean)
          return true;
      }
      return false;
    };
    // Whether the accesses Exprs (of one array) separate the iterations of
    // the inner loop with no launch guard.
    auto SeparatedWithoutGuards = [&](const std::vector<const Expr *> &Exprs) {
      std::vector<std::vector<AffineExpr>> All;
      for (const Expr *E : Exprs) {
        std::vector<AffineExpr> Subs;
        for (const Expr *Idx : subscriptChain(E))
          Subs.push_back(buildAffine(Idx, Ctx));
        if (Subs.empty() || (!All.empty() && Subs.size() != All[0].size()))
          return false;
        All.push_back(Subs);
      }
      if (!All.empty() && SeparatedByADimension(All))
        return true;
      LinearSeparation LS = separateLinearized(Exprs, PD, Linearized, Ctx);
      return LS.proven && LS.guards.empty();
    };
    for (auto &[V, U] : Uses.uses) {
      if (V == PD.iv || Uses.declaredInside.count(V) || IsIterator(V))
        continue;
      if (!U.write)
        continue;
      const std::string Name = "'" + V->getNameAsString() + "'";
      if (!U.elementAccess &&
          (Clauses.reduction.count(V) || (Piece && SetByPrefix.count(V))))
        continue; // a reduction of the directive, or set by a piece's prefix
                  // (LoopDistribution.cpp) before the loop, which does not
                  // write it
      if ((!U.elementAccess || V->getType()->isArrayType() ||
           V->getType()->isStructureType()) &&
          PerIteration(V)) {
        // A thread's own scalar, struct or array: fine when every iteration of the
        // inner loop writes what it reads before reading it (the variable
        // is then private to each work-item).
        std::vector<ParallelDim> Dims = N.dims;
        Dims.push_back(PD);
        PrivatizationProof P = Prove(F->getBody(), Dims, V);
        if (P.proven || P.readOnly)
          continue;
        return P.why;
      }
      // Updated by atomics only (a counter): the work-items of the inner
      // loop update it as the threads of the outer one already do.
      if (!U.elementAccess && U.onlyAtomicWrites && V->getType()->isScalarType() &&
          !V->getType()->isPointerType())
        continue;
      if (!U.elementAccess)
        return "it writes the shared scalar " + Name;
      if (U.addressTaken)
        return "it writes " + Name + ", whose address is taken";
      std::vector<std::vector<AffineExpr>> All;
      for (const Expr *E : U.accessExprs) {
        std::vector<AffineExpr> Subs;
        for (const Expr *Idx : subscriptChain(E))
          Subs.push_back(buildAffine(Idx, Ctx));
        if (Subs.empty()) {
          const Expr *X = E->IgnoreParenImpCasts();
          std::string How = isa<MemberExpr>(X)        ? "a member of an element"
                            : isa<ArraySubscriptExpr>(X) ? "through pointer arithmetic"
                                                         : "without subscripts";
          return "it writes " + Name + " and accesses it as '" + sourceText(E, Ctx) +
                 "' (" + How + "), which the separation test does not follow";
        }
        if (!All.empty() && Subs.size() != All[0].size())
          return "it accesses " + Name + " with different numbers of subscripts";
        All.push_back(Subs);
      }
      if (All.empty())
        return "it writes " + Name + " other than element by element";
      if (SeparatedByADimension(All))
        continue;
      // A grid linearised by hand (`v[(long)i * ny + j]`): the proof of
      // LinearizedSeparation.cpp, by the ranges of the loops inside.
      LinearSeparation LS = separateLinearized(U.accessExprs, PD, Linearized, Ctx);
      if (!LS.proven)
        return "different iterations of " + Iv + " may access the same element of " + Name;
      if (!LS.guards.empty()) {
        JoinGuards.insert(JoinGuards.end(), LS.guards.begin(), LS.guards.end());
        Separated.push_back(Name);
      }
    }
    // The tests above took each variable alone, but two pointers may point
    // into the same memory (an in-place call `f(a, a)`, or `f(a + 1, a)`):
    // a written variable and another the inner loop accesses, one of them
    // reached through a pointer, are checked at each launch (their ranges
    // disjoint, or the pointers equal when their accesses together separate
    // the iterations).
    for (auto &[V, U] : Uses.uses) {
      if (V == PD.iv || !U.write || !U.elementAccess || Uses.declaredInside.count(V) ||
          IsIterator(V) || PerIteration(V))
        continue;
      for (auto &[W, UW] : Uses.uses) {
        if (W == V || W == PD.iv || !UW.elementAccess || Uses.declaredInside.count(W) ||
            IsIterator(W) || PerIteration(W))
          continue;
        bool VPtr = V->getType()->isPointerType(), WPtr = W->getType()->isPointerType();
        bool VObj = V->getType()->isArrayType(), WObj = W->getType()->isArrayType();
        if (!(VPtr || VObj) || !(WPtr || WObj) || (VObj && WObj))
          continue; // distinct objects never overlap
        std::vector<const Expr *> Both = U.accessExprs;
        Both.insert(Both.end(), UW.accessExprs.begin(), UW.accessExprs.end());
        Aliases.push_back({V, W, VPtr && WPtr && SeparatedWithoutGuards(Both)});
      }
    }
    // A `break` directly in the inner loop ends it early: not parallel.
    std::function<bool(const Stmt *)> HasBreak = [&](const Stmt *X) {
      if (!X || isa<ForStmt>(X) || isa<WhileStmt>(X) || isa<DoStmt>(X) ||
          isa<SwitchStmt>(X))
        return false;
      if (isa<BreakStmt>(X))
        return true;
      for (const Stmt *C : subStatements(X))
        if (HasBreak(C))
          return true;
      return false;
    };
    if (HasBreak(F->getBody()))
      return "it has a 'break'";
    return "";
  };
  while (!(Piece && Piece->body)) {
    auto *F = dyn_cast_or_null<ForStmt>(onlyStatement(N.body));
    if (!F)
      break;
    ParallelDim PD;
    std::string Shape = readCanonicalLoop(F, PD, Ctx); // names the iterator too
    std::vector<AffineExpr> JoinGuards;
    std::vector<std::string> Separated;
    std::vector<LoopNest::AliasCheck> Aliases;
    std::string Why = N.dims.size() == 3 ? "an NDRange has at most three dimensions"
                      : !Shape.empty()   ? Shape
                                         : WhyNotJoined(F, PD, JoinGuards, Separated, Aliases);
    if (!Why.empty()) {
      N.notJoined = {{describeLoop(F, PD.iv, SM)}, Why};
      break;
    }
    N.launchGuards.insert(N.launchGuards.end(), JoinGuards.begin(), JoinGuards.end());
    // Each pair once (both written, or met again by a deeper join): the
    // check is the same either way round.
    for (const LoopNest::AliasCheck &C : Aliases)
      if (std::none_of(N.aliasChecks.begin(), N.aliasChecks.end(),
                       [&](const LoopNest::AliasCheck &D) {
                         return (D.written == C.written && D.other == C.other) ||
                                (D.written == C.other && D.other == C.written);
                       }))
        N.aliasChecks.push_back(C);
    for (const std::string &A : Separated)
      N.guardedJoins.push_back(PD.iv->getNameAsString() + "'s iterations in " + A);
    N.dims.push_back(PD);
    N.body = F->getBody();
  }

  // Loops among other statements in the body stay in the work-item (loop
  // distribution, which runs later, may still give them kernels of their
  // own).
  if (N.notJoined.loops.empty() && !(Piece && Piece->body))
    if (auto *CS = dyn_cast_or_null<CompoundStmt>(onlyStatement(N.body))) {
      std::vector<std::string> Loops;
      for (const Stmt *X : CS->body())
        if (auto *F = dyn_cast<ForStmt>(X)) {
          ParallelDim PD;
          readCanonicalLoop(F, PD, Ctx);
          Loops.push_back(describeLoop(F, PD.iv, SM));
        }
      if (!Loops.empty())
        N.notJoined = {Loops, std::string(Loops.size() > 1 ? "they are" : "it is") +
                                  " not alone in the body of loop '" +
                                  N.dims.back().iv->getNameAsString() + "'"};
    }

  // A piece's prefix runs in each work-item before the body when loops
  // joined the NDRange, else it stays the piece's first statements.
  if (Piece && !Piece->prefix.empty()) {
    std::vector<const Stmt *> All(Piece->prefix);
    if (N.dims.size() == Piece->outerDims.size()) {
      All.insert(All.end(), Piece->stmts.begin(), Piece->stmts.end());
    } else if (auto *CS = dyn_cast<CompoundStmt>(N.body)) {
      All.insert(All.end(), CS->body_begin(), CS->body_end());
    } else {
      All.push_back(N.body);
    }
    N.body = madeCompound(Ctx, All);
  }

  // Dimensions: the innermost mapped loop varies fastest (OpenCL dim 0).
  N.ndrangeDimOf.resize(N.dims.size());
  for (size_t K = 0; K < N.dims.size(); ++K)
    N.ndrangeDimOf[K] = (int)(N.dims.size() - 1 - K);

  // Variables declared in the mapped loops' headers (for (int i = ...)) are
  // iterators, not body locals.
  const Stmt *RegionStmt = Region ? associatedStatement(Region) : nullptr;
  for (auto &PD : N.dims) {
    PD.lastPrivate = Clauses.lastpriv.count(PD.iv) > 0;
    PD.ivThreadLocal =
        !PD.iv->hasGlobalStorage() &&
        (N.context == LoopContext::WorkShare &&
         (!RegionStmt || declaredWithin(PD.iv, RegionStmt, Ctx) ||
          RegionClauses.priv.count(PD.iv) || RegionClauses.firstpriv.count(PD.iv)));
    Variable V;
    V.decl = PD.iv;
    V.name = PD.iv->getNameAsString();
    V.kind = VarKind::Iterator;
    N.vars.push_back(V);
  }

  // 3. Data sharing and kinds.
  // Every read of a per-iteration variable must be covered by writes earlier
  // in the same iteration (Privatization.cpp), possibly under conditions on
  // invariants that the host checks at each launch.
  // Returns true when VD turns out never to be stored to (and ReadOnlyOk).
  // A thread's own array or arithmetic scalar the proof cannot make
  // private per iteration may be the legacy reduction (a private
  // accumulator merged after the loop, ArrayReduction.cpp): with `Acc`, that
  // is tried before giving up, and a match turns *Acc into the reduction.
  auto ProvePrivate = [&](const VarDecl *VD, bool ReadOnlyOk, Variable *Acc = nullptr) {
    PrivatizationProof P = Prove(N.body, N.dims, VD);
    if (P.readOnly && ReadOnlyOk)
      return true;
    // `#pragma omp parallel reduction(+:s)` around a work-sharing loop that
    // only updates s (`s += a[k]`) and a region that uses s nowhere else:
    // the loop adds into each thread's copy, which the region combines at
    // its end. On the device the loop's total goes into the launching
    // thread's copy (a private accumulator), the others keep theirs.
    if (!P.proven && Acc && !Acc->isArray && VD->getType()->isArithmeticType() && Region &&
        N.context == LoopContext::WorkShare && RegionClauses.reduction.count(VD) &&
        RegionClauses.reductionItems[VD].section == false &&
        // (the loop's own private copy is not the region's)
        !Clauses.priv.count(VD) && !Clauses.firstpriv.count(VD) &&
        !Clauses.lastpriv.count(VD)) {
      std::vector<const DeclRefExpr *> InRegion;
      refsOf(associatedStatement(Region), VD, InRegion);
      std::string Why;
      std::optional<ReductionOp> Op = loopUpdateOp(N, VD, Ctx, Why);
      ReductionOp RegionOp = RegionClauses.reduction[VD];
      // Every other use in the region: in a work-sharing loop (this one or
      // another, `s += a[k]` then `s += b[k]`) that only updates s with
      // the same operator; each adds to the copies the region combines.
      bool OnlyLoopUpdates = Op && *Op == RegionOp;
      std::set<const OMPLoopDirective *> Checked = {dyn_cast<OMPLoopDirective>(N.directive)};
      for (const DeclRefExpr *R : InRegion) {
        if (!OnlyLoopUpdates)
          break;
        const OMPLoopDirective *In = nullptr;
        for (const Stmt *P = parentAcrossDecls(R, Ctx); P && P != Region && !In;
             P = parentAcrossDecls(P, Ctx))
          In = dyn_cast<OMPLoopDirective>(P);
        if (!In || isOpenMPParallelDirective(In->getDirectiveKind())) {
          OnlyLoopUpdates = false;
          break;
        }
        if (!Checked.insert(In).second)
          continue;
        LoopNest Other;
        Other.directive = In;
        std::string OtherWhy;
        std::optional<ReductionOp> OtherOp = loopUpdateOp(Other, VD, Ctx, OtherWhy);
        OnlyLoopUpdates = OtherOp && *OtherOp == RegionOp;
      }
      if (OnlyLoopUpdates) {
        Acc->kind = VarKind::Reduction;
        Acc->redOp = *Op;
        Acc->privateAccumulator = true;
        Acc->accumulatorNote = "combined by the region's reduction clause";
        return false;
      }
    }
    if (!P.proven && Acc && (Acc->isArray || VD->getType()->isArithmeticType()) &&
        N.context == LoopContext::WorkShare) {
      AccumulatorMatch M = matchPrivateAccumulator(N, Region, VD, Ctx);
      if (M.matched) {
        Acc->kind = VarKind::Reduction;
        Acc->redOp = M.op;
        Acc->privateAccumulator = true;
        Acc->accumulatorNote = M.note;
        if (const auto *CAT = Ctx.getAsConstantArrayType(VD->getType())) {
          Acc->arrayReduction = true;
          Acc->redFirst = 0;
          Acc->redCount = Acc->redCopyElems = CAT->getSize().getZExtValue();
        }
        return false;
      }
      if (M.attempted) {
        N.reject(P.why + (Acc->isArray ? " (not an array reduction: " : " (not a reduction: ") +
                 M.why + ")");
        return false;
      }
    }
    if (!P.proven) {
      N.reject(P.why);
      return false;
    }
    if (!P.guards.empty()) {
      N.launchGuards.insert(N.launchGuards.end(), P.guards.begin(), P.guards.end());
      N.guardedVars.push_back(VD->getNameAsString());
    }
    return false;
  };
  std::optional<std::set<const VarDecl *>> ThreadDep; // computed when needed
  for (auto &[VD, U] : Uses.uses) {
    if (IsIterator(VD) || Uses.declaredInside.count(VD))
      continue;
    bool Declared = false;
    for (auto &PD : N.dims)
      if (PD.iv == VD)
        Declared = true;
    if (Declared)
      continue;
    Variable V;
    V.decl = VD;
    V.name = VD->getNameAsString();
    V.readInLoop = U.read;
    V.writtenInLoop = U.write;
    QualType T = VD->getType();
    V.isArray = T->isArrayType();
    V.isPointer = T->isPointerType();
    V.hasGlobalStorage = VD->hasGlobalStorage();
    bool ThreadPrivate = VD->hasAttr<OMPThreadPrivateDeclAttr>();

    auto RejectVar = [&](const std::string &Why) {
      N.reject("'" + V.name + "' " + Why);
    };
    // The launch passes values and results by address; the host code drops
    // `register` where it is spelled out (RegisterStorage.cpp), not where a
    // macro spells it.
    if (VD->getStorageClass() == SC_Register && registerKeyword(VD, Ctx).isInvalid())
      RejectVar("is declared 'register' by a macro, and the launch needs its address");

    if (!VD->hasGlobalStorage() && N.context == LoopContext::WorkShare &&
        !(RegionBody && !declaredWithin(VD, RegionBody, Ctx) && !RegionPrivate(VD)))
      V.threadLocal = true;
    if (Clauses.reduction.count(VD)) {
      V.kind = VarKind::Reduction;
      V.redOp = Clauses.reduction[VD];
      const ReductionItem &Item = Clauses.reductionItems[VD];
      if (V.isArray || V.isPointer || Item.section) {
        // An array (section): a private copy per work-item.
        std::string Why = modelClauseArrayReduction(V, Item, Ctx);
        if (!Why.empty())
          RejectVar(Why);
        else if (V.threadLocal && V.isPointer)
          RejectVar("is a thread's own pointer reduced over a section: the "
                    "threads may point at different arrays");
      } else if (!T->isScalarType()) {
        RejectVar("is a reduction over a non-scalar");
      }
      if (U.addressTaken)
        RejectVar("is a reduction variable whose address is taken");
    } else if (Clauses.lastpriv.count(VD)) {
      V.kind = VarKind::LastPrivate;
      if (!T->isScalarType())
        RejectVar("is lastprivate but not a scalar");
      // Written before it is read in every iteration (proven below), so
      // the original value matters only to a last iteration that does not
      // assign it; the kernel starts each work-item from it.
      V.firstPrivateToo = Clauses.firstpriv.count(VD) > 0;
      ProvePrivate(VD, false);
    } else if (Clauses.firstpriv.count(VD)) {
      V.kind = VarKind::Value;
      if (V.isArray) {
        // Each thread starts from a copy of one shared array. A loop that
        // only reads its copy reads the original: a read-only buffer. One
        // that writes every element before reading it never sees the
        // initial values: a private array. Otherwise an iteration may read
        // what an earlier iteration of the same thread left there.
        if (!IsShared(VD)) {
          RejectVar("is a firstprivate array whose original each thread has its own of");
        } else if (PrivatizationProof P = Prove(N.body, N.dims, VD); P.readOnly) {
          V.kind = VarKind::Buffer;
        } else if (P.proven) {
          V.kind = VarKind::PrivateArray;
          ProvePrivate(VD, false);
        } else {
          RejectVar("is a firstprivate array the loop writes, and " + P.why);
        }
      }
      // A firstprivate pointer the loop never changes (Rodinia nw's
      // `firstprivate(reference)`) holds in every thread the value of one
      // shared variable: accesses through it reach the memory accesses
      // through the shared pointer would, so it is a buffer as that pointer
      // is. A pointer the loop moves, or one whose original each thread has
      // its own of, keeps the loop on the host (a pointer value cannot be a
      // kernel argument).
      if (V.isPointer && U.elementAccess && IsShared(VD) && !U.addressTaken &&
          !variableWrites(associatedStatement(N.directive)).count(VD))
        V.kind = VarKind::Buffer;
    } else if (Clauses.priv.count(VD)) {
      V.kind = V.isArray ? VarKind::PrivateArray : VarKind::Private;
      // An array the body declared (HoistLoopArrays moved it): fresh in
      // every iteration as written, so a read of an element the iteration
      // did not write had no value to keep.
      if (!isHoistedLoopArray(VD, N.directive, Ctx))
        ProvePrivate(VD, false);
    } else {
      bool Shared = IsShared(VD);
      V.threadLocal = !Shared && !VD->hasGlobalStorage();
      if (Shared) {
        if (T->isRecordType() &&
            (U.write || Ctx.getTypeSizeInChars(T).getQuantity() > 256)) {
          // Written or large structs live in a buffer, used in place.
          V.kind = VarKind::InPlace;
          if (U.addressTaken)
            RejectVar("is a struct whose address is taken in the loop");
        } else if (V.isArray || (V.isPointer && U.elementAccess)) {
          V.kind = VarKind::Buffer;
          if (V.isPointer && U.write && !U.elementAccess)
            RejectVar("(a pointer) is assigned in the loop");
        } else if (!U.write) {
          V.kind = VarKind::Value;
        } else if (U.onlyAtomicWrites && T->isScalarType() && !V.isPointer) {
          V.kind = VarKind::InPlace;
        } else if (T->isIntegerType() && !U.read && !U.addressTaken &&
                   onlyStoresOfOneConstant(VD, N.body, N.callees, Ctx)) {
          // A flag every writer sets to the same value (Rodinia BFS's
          // `stop = true`): whichever work-item stores last, and whether
          // any does, it ends as OpenMP leaves it. Stored in place.
          V.kind = VarKind::InPlace;
        } else {
          V.kind = VarKind::Value;
          RejectVar(U.writtenInCritical
                        ? "is shared and written in a critical section that does more "
                          "than update it (only such updates run as atomics)"
                        : "is shared and written in the loop without a reduction clause");
        }
      } else {
        if (!U.write) {
          V.kind = V.isArray ? VarKind::Buffer : VarKind::Value;
          if (V.isPointer && U.elementAccess)
            V.kind = VarKind::Buffer;
        } else if (V.isPointer && U.elementAccess && !ThreadPrivate) {
          // A thread's own pointer into shared memory: a buffer.
          V.kind = VarKind::Buffer;
        } else if (ThreadPrivate && V.isArray) {
          // A thread's own array: per-work-item only when every iteration
          // writes what it reads first (scratch, as NAS FT's line buffers);
          // one that accumulates over a thread's iterations keeps the loop
          // on the host.
          V.kind = VarKind::PrivateArray;
          if (ProvePrivate(VD, false, &V) && !V.privateAccumulator)
            if (std::string Use = readAfterLoop(VD, N, Region, Ctx); !Use.empty())
              RejectVar(Use);
        } else if (ProvePrivate(VD, true, &V)) {
          // Only handed to functions that read it: not written after all.
          V.kind = V.isArray ? VarKind::Buffer : VarKind::Value;
          V.writtenInLoop = false;
        } else if (V.privateAccumulator) {
          // The legacy reduction (kind, operator and any extent set).
        } else {
          V.kind = V.isArray ? VarKind::PrivateArray : VarKind::Private;
          // (ProvePrivate rejected the loop already when it failed.)
          if (N.offload)
            if (std::string Use = readAfterLoop(VD, N, Region, Ctx); !Use.empty())
              RejectVar(Use);
        }
      }
    }
    // A thread's own variable the loop reads but does not write has one
    // value in a kernel, the launching thread's. When the threads hold
    // different values (a `tid` from omp_get_thread_num() selecting each
    // thread's slice of a shared array, or a pointer to that slice), the
    // kernel would run every thread's iterations with one thread's value.
    if (!VD->hasGlobalStorage() && !IsShared(VD) && !Clauses.priv.count(VD) &&
        !Clauses.lastpriv.count(VD) && !Clauses.reduction.count(VD) &&
        (V.kind == VarKind::Value || V.kind == VarKind::Buffer)) {
      if (!ThreadDep)
        ThreadDep = ThreadDependence(Ctx, [&](const VarDecl *X) {
                      return !X->hasGlobalStorage() && !IsShared(X);
                    }).varsOf(N.function, N.directive);
      if (ThreadDep->count(VD))
        RejectVar("may hold a different value in each thread (it comes from "
                  "omp_get_thread_num(), a function the unit has no body for, a "
                  "threadprivate variable, the address of a thread's own variable, or a "
                  "write in an earlier work-sharing or synchronisation construct), and a kernel would use the launching "
                  "thread's value for every iteration");
    }
    if (ThreadPrivate && (V.kind == VarKind::Value || V.kind == VarKind::Buffer) &&
        !Clauses.priv.count(VD) && !Clauses.firstpriv.count(VD))
      if (std::string Why = threadPrivateDiffers(VD, Region, N, Ctx); !Why.empty())
        RejectVar(Why);
    if (V.kind == VarKind::Buffer || V.kind == VarKind::InPlace) {
      for (const Expr *E : U.accessExprs) {
        Access A;
        A.expr = E;
        const Expr *X = E->IgnoreParenImpCasts();
        while (auto *ASE = dyn_cast<ArraySubscriptExpr>(X)) {
          A.subscripts.insert(A.subscripts.begin(), buildAffine(ASE->getIdx(), Ctx));
          X = ASE->getBase()->IgnoreParenImpCasts();
        }
        A.isRead = U.read;
        A.isWrite = V.writtenInLoop;
        V.accesses.push_back(A);
      }
    }
    N.vars.push_back(V);
  }
  pruneGuards(N.launchGuards);
  // Source order (not pointer order): the output must not vary run to run.
  std::stable_sort(N.vars.begin(), N.vars.end(), [&](const Variable &A, const Variable &B) {
    if ((A.kind == VarKind::Iterator) != (B.kind == VarKind::Iterator))
      return A.kind == VarKind::Iterator;
    if (A.kind == VarKind::Iterator)
      return false; // keep the dimensions' order
    return SM.isBeforeInTranslationUnit(A.decl->getLocation(), B.decl->getLocation());
  });
}

} // namespace omp2ocl

//===-- extents of pointer buffers ------------------------------------------===//

namespace omp2ocl {

/// S assigns V, changes it with `++`/`--`, or takes its address.
static bool assignedIn(const Stmt *S, const VarDecl *V) {
  return variableWrites(S).count(V) > 0;
}

/// The right-hand sides of every write of V in S when each is a plain
/// `V = rhs` whose path up to S passes no if, switch, ?: or && / || (loops
/// are fine); false for any other write (compound, ++, address taken).
static bool plainUnconditionalWrites(const Stmt *S, const VarDecl *V,
                                     std::vector<const Expr *> &Rhs,
                                     bool Conditional = false) {
  if (!S)
    return true;
  if (auto *BO = dyn_cast<BinaryOperator>(S))
    if (BO->isAssignmentOp() && refVar(BO->getLHS()) == V) {
      if (BO->getOpcode() != BO_Assign || Conditional)
        return false;
      Rhs.push_back(BO->getRHS());
      return plainUnconditionalWrites(BO->getRHS(), V, Rhs, Conditional);
    }
  if (auto *UO = dyn_cast<UnaryOperator>(S))
    if ((UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf) &&
        refVar(UO->getSubExpr()) == V)
      return false;
  for (const Stmt *C : subStatements(S))
    if (!plainUnconditionalWrites(C, V, Rhs, Conditional || runsUnderCondition(S, C)))
      return false;
  return true;
}

namespace {
/// Interval bounds of integer expressions as host C text, from the ranges of
/// the loop variables (themselves bounded by their loops' bound expressions)
/// and the values of loop-invariant variables at the launch.
class ExtentBuilder {
public:
  ExtentBuilder(LoopNest &N, ASTContext &Ctx) : N(N), Ctx(Ctx) {}

  void addLoop(const ParallelDim &PD) { Loops[PD.iv].push_back(PD); }
  bool isLoopVar(const VarDecl *VD) const { return Loops.count(VD) > 0; }

  bool bounds(const Expr *E, std::string &Lo, std::string &Hi, int Depth = 0) {
    if (!E || Depth > 12)
      return false;
    E = E->IgnoreParens();
    if (auto *Cast = dyn_cast<CastExpr>(E);
        Cast && (isa<ImplicitCastExpr>(E) || isa<CStyleCastExpr>(E))) {
      QualType To = Cast->getType(), From = Cast->getSubExpr()->getType();
      if (!To->isIntegerType() || !From->isIntegerType())
        return false;
      // A conversion to a type of fewer than 32 bits may wrap
      // (`(unsigned char)(i + head)`): the value is anywhere in that type.
      uint64_t W = Ctx.getTypeSize(To);
      if (W < 32 && (W < Ctx.getTypeSize(From) || To->isBooleanType() ||
                     (W == Ctx.getTypeSize(From) &&
                      To->isUnsignedIntegerType() != From->isUnsignedIntegerType()))) {
        if (To->isBooleanType()) {
          Lo = "(0L)";
          Hi = "(1L)";
        } else if (To->isUnsignedIntegerType()) {
          Lo = "(0L)";
          Hi = "(" + std::to_string((1LL << W) - 1) + "L)";
        } else {
          Lo = "(" + std::to_string(-(1LL << (W - 1))) + "L)";
          Hi = "(" + std::to_string((1LL << (W - 1)) - 1) + "L)";
        }
        return true;
      }
      return bounds(Cast->getSubExpr(), Lo, Hi, Depth + 1);
    }
    if (!E->getType()->isIntegerType())
      return false;
    Expr::EvalResult R;
    if (!E->isValueDependent() && E->EvaluateAsInt(R, Ctx)) {
      Lo = Hi = "(" + std::to_string(R.Val.getInt().getExtValue()) + "L)";
      return true;
    }
    if (auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
      if (!VD)
        return false;
      auto Ov = Overrides.find(VD);
      if (Ov != Overrides.end()) {
        Lo = Ov->second.first;
        Hi = Ov->second.second;
        return true;
      }
      auto It = Loops.find(VD);
      if (It != Loops.end()) {
        if (Active.count(VD))
          return false;
        Active.insert(VD);
        bool Ok = true;
        for (const ParallelDim &PD : It->second) {
          std::string L1, H1, L2, H2, L, H;
          if (!bounds(PD.lower, L1, H1, Depth + 1) ||
              !bounds(PD.upper, L2, H2, Depth + 1)) {
            Ok = false;
            break;
          }
          if (PD.step > 0) {
            L = L1;
            H = PD.upperInclusive ? H2 : "(" + H2 + " - 1L)";
          } else {
            H = H1;
            L = PD.upperInclusive ? L2 : "(" + L2 + " + 1L)";
          }
          // A step over 1 stops at the last value the step reaches from the
          // start, not at the bound: `t = 0; t < n; t += T` ends at
          // n - T when T divides n, and an access `a[t + T - 1]` stays
          // inside a. The bound itself would hand over T - 1 elements past
          // the array's end. Exact when the start is one value; otherwise
          // the bound (any start may be the one reaching it).
          // A run-time step s (stepExpr) is the same refinement with s's
          // value at the launch, when it has one there (kept at least 1:
          // a step under 1 launches nothing, and its extent must still not
          // divide by zero); otherwise the bound.
          std::string S, SL, SH;
          if (!PD.stepExpr && (PD.step > 1 || PD.step < -1))
            S = std::to_string(PD.step > 0 ? PD.step : -PD.step) + "L";
          else if (PD.stepExpr && !PD.stepExprNegated &&
                   bounds(PD.stepExpr, SL, SH, Depth + 1) && SL == SH)
            S = "omp2ocl_max_l(" + SL + ", 1L)";
          if (!S.empty()) {
            if (PD.step > 0 && L1 == H1)
              H = "(" + L1 + " + omp2ocl_max_l(" + H + " - " + L1 + ", 0L) / " + S +
                  " * " + S + ")";
            else if (PD.step < 0 && L1 == H1)
              L = "(" + H1 + " - omp2ocl_max_l(" + H1 + " - " + L + ", 0L) / " + S +
                  " * " + S + ")";
          }
          Lo = Lo.empty() ? L : "omp2ocl_min_l(" + Lo + ", " + L + ")";
          Hi = Hi.empty() ? H : "omp2ocl_max_l(" + Hi + ", " + H + ")";
        }
        Active.erase(VD);
        return Ok;
      }
      Variable *Var = N.findVar(VD);
      bool Invariant =
          (Var && Var->kind == VarKind::Value) ||
          (!Var && VD->hasGlobalStorage() && VD->getType().isConstQualified());
      if (Invariant) {
        Lo = Hi = "((long)(" + VD->getNameAsString() + "))";
        return true;
      }
      // A local of the body set once by its initialiser (`int s = (5*j) % n;`):
      // the range of that initial value.
      if (setOnce(VD) && !Active.count(VD)) {
        Active.insert(VD);
        bool Ok = bounds(VD->getInit(), Lo, Hi, Depth + 1);
        Active.erase(VD);
        return Ok;
      }
      // A variable private to the iteration (the proof: every read follows a
      // write in the same iteration) whose every write in the body is a plain
      // `v = rhs` outside any condition (`c3 = 2 * j3;`, `c1 = 2 * j1;` in an
      // inner loop, as NAS MG's restriction): each read sees one of those
      // values, so v ranges over the hull of the right-hand sides. Under a
      // condition the hull would ignore the narrowing the condition gives.
      if (Var && Var->kind == VarKind::Private && !Active.count(VD) &&
          VD->getType()->isIntegerType()) {
        std::vector<const Expr *> Rhs;
        if (!plainUnconditionalWrites(N.body, VD, Rhs) || Rhs.empty())
          return false;
        Active.insert(VD);
        bool Ok = true;
        for (const Expr *R : Rhs) {
          std::string L, H;
          if (!bounds(R, L, H, Depth + 1)) {
            Ok = false;
            break;
          }
          Lo = Lo.empty() ? L : "omp2ocl_min_l(" + Lo + ", " + L + ")";
          Hi = Hi.empty() ? H : "omp2ocl_max_l(" + Hi + ", " + H + ")";
        }
        Active.erase(VD);
        return Ok;
      }
      return false;
    }
    if (auto *UO = dyn_cast<UnaryOperator>(E)) {
      std::string L, H;
      if (UO->getOpcode() == UO_Minus && bounds(UO->getSubExpr(), L, H, Depth + 1)) {
        Lo = "(-" + H + ")";
        Hi = "(-" + L + ")";
        return true;
      }
      return false;
    }
    if (auto *CO = dyn_cast<ConditionalOperator>(E)) {
      // `a < b ? a : b` is min(a, b) (and the like max): its range is
      // [min(lo a, lo b), min(hi a, hi b)]. The hull of both branches would
      // be wider, and an extent wider than the accesses can run past the end
      // of a heap block (`jj + 32 < n ? jj + 32 : n`).
      bool IsMin = false;
      if (minMaxIdiom(CO, IsMin)) {
        std::string LA, HA, LB, HB;
        if (!bounds(CO->getTrueExpr(), LA, HA, Depth + 1) ||
            !bounds(CO->getFalseExpr(), LB, HB, Depth + 1))
          return false;
        std::string F = IsMin ? "omp2ocl_min_l(" : "omp2ocl_max_l(";
        Lo = F + LA + ", " + LB + ")";
        Hi = F + HA + ", " + HB + ")";
        return true;
      }
      // `j > 0 ? a[j - 1] : ...`: each branch sees the range its condition
      // leaves to a loop variable.
      std::string L1, H1, L2, H2;
      if (!withCondition(CO->getCond(), true, [&] {
            return bounds(CO->getTrueExpr(), L1, H1, Depth + 1);
          }) ||
          !withCondition(CO->getCond(), false, [&] {
            return bounds(CO->getFalseExpr(), L2, H2, Depth + 1);
          }))
        return false;
      Lo = "omp2ocl_min_l(" + L1 + ", " + L2 + ")";
      Hi = "omp2ocl_max_l(" + H1 + ", " + H2 + ")";
      return true;
    }
    if (auto *BO = dyn_cast<BinaryOperator>(E)) {
      std::string L1, H1, L2, H2;
      if (!bounds(BO->getLHS(), L1, H1, Depth + 1) ||
          !bounds(BO->getRHS(), L2, H2, Depth + 1))
        return false;
      switch (BO->getOpcode()) {
      case BO_Add:
        Lo = "(" + L1 + " + " + L2 + ")";
        Hi = "(" + H1 + " + " + H2 + ")";
        return true;
      case BO_Sub:
        Lo = "(" + L1 + " - " + H2 + ")";
        Hi = "(" + H1 + " - " + L2 + ")";
        return true;
      case BO_Mul:
        Lo = "omp2ocl_mul_lo(" + L1 + ", " + H1 + ", " + L2 + ", " + H2 + ")";
        Hi = "omp2ocl_mul_hi(" + L1 + ", " + H1 + ", " + L2 + ", " + H2 + ")";
        return true;
      case BO_Div: {
        Expr::EvalResult C;
        if (BO->getRHS()->EvaluateAsInt(C, Ctx) && C.Val.getInt().getExtValue() > 0) {
          std::string D = std::to_string(C.Val.getInt().getExtValue()) + "L";
          Lo = "(" + L1 + " / " + D + ")";
          Hi = "(" + H1 + " / " + D + ")";
          return true;
        }
        return false;
      }
      case BO_Rem: {
        Expr::EvalResult C;
        if (BO->getRHS()->EvaluateAsInt(C, Ctx) && C.Val.getInt().getExtValue() > 0) {
          std::string M = std::to_string(C.Val.getInt().getExtValue() - 1) + "L";
          Lo = "(" + L1 + " >= 0 ? 0L : -" + M + ")";
          Hi = "(" + H1 + " <= 0 ? 0L : " + M + ")";
          return true;
        }
        return false;
      }
      default:
        return false;
      }
    }
    return false;
  }

  /// True when \p CO is `a < b ? a : b` (IsMin) or `a < b ? b : a` (any of
  /// < <= > >=, operands compared structurally).
  bool minMaxIdiom(const ConditionalOperator *CO, bool &IsMin) {
    auto *BO = dyn_cast<BinaryOperator>(CO->getCond()->IgnoreParenImpCasts());
    if (!BO || !BO->isRelationalOp())
      return false;
    auto Same = [&](const Expr *X, const Expr *Y) {
      llvm::FoldingSetNodeID IX, IY;
      X->IgnoreParenImpCasts()->Profile(IX, Ctx, /*Canonical=*/true);
      Y->IgnoreParenImpCasts()->Profile(IY, Ctx, /*Canonical=*/true);
      return IX == IY;
    };
    const Expr *A = BO->getLHS(), *B = BO->getRHS();
    bool Less = BO->getOpcode() == BO_LT || BO->getOpcode() == BO_LE;
    if (Same(CO->getTrueExpr(), A) && Same(CO->getFalseExpr(), B)) {
      IsMin = Less; // a < b ? a : b
      return true;
    }
    if (Same(CO->getTrueExpr(), B) && Same(CO->getFalseExpr(), A)) {
      IsMin = !Less; // a < b ? b : a
      return true;
    }
    return false;
  }

  /// Runs F with the range of the loop variable compared in Cond narrowed to
  /// where Cond has the value `Holds`.
  /// Loop variables named in enclosing conditions that withCondition could
  /// not turn into a bound. Such a condition may be what keeps an access
  /// inside its block (`if (n - i > 1) a[i + 1]`): an extent from the loop
  /// bounds alone would then reach past it, and the copies would read (and
  /// write back) memory that is not the array's.
  std::set<const VarDecl *> Unheeded;
  /// Variables the statements a condition guards assign (set around each
  /// condition by boundsUnderConditions): the condition bounds none of them.
  std::set<const VarDecl *> AssignedUnderGuard;

  void unheeded(const Expr *E) {
    if (!E)
      return;
    E = E->IgnoreParenImpCasts();
    // Values loaded from memory (`min < src[n - 1]` of a MIN macro) are data,
    // not a test of the index.
    if (isa<ArraySubscriptExpr>(E) || isa<MemberExpr>(E))
      return;
    if (auto *UO = dyn_cast<UnaryOperator>(E)) {
      if (UO->getOpcode() == UO_LNot)
        unheeded(UO->getSubExpr());
      return;
    }
    if (auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->getOpcode() == BO_LAnd || BO->getOpcode() == BO_LOr) {
        unheeded(BO->getLHS());
        unheeded(BO->getRHS());
      } else if (BO->isComparisonOp()) {
        // Any comparison of a function of loop variables may be a range
        // guard: an ordering (`n - i > 1`, `i * i < n`), and an equality
        // too, which excludes an end of the range when it fails (`r ==
        // rows - 1` in the failed `r == rows - 1 && c == cols - 1` of a
        // stencil's else-if chain) or skips it by parity (`i % 2 == 0`
        // before a[i + 1], n even).
        unheededSide(BO->getLHS());
        unheededSide(BO->getRHS());
      } else {
        unheededAffine(BO); // `if (n - 1 - i)`: compared with 0
      }
      return;
    }
    if (auto *CE = dyn_cast<CallExpr>(E)) {
      for (const Expr *Arg : CE->arguments())
        unheededAffine(Arg); // `if (inside(i + 1, n))`
      return;
    }
    unheededAffine(E); // `if (i)`
  }

  void unheededAffine(const Expr *Side) {
    AffineExpr A = buildAffine(Side, Ctx);
    if (!A.valid)
      return;
    for (auto &[D, C] : A.coeffs)
      if (auto *VD = dyn_cast<VarDecl>(D))
        if (C != 0 && Loops.count(VD))
          Unheeded.insert(VD);
  }

  /// One side of a comparison the bounds could not use: the loop variables
  /// of an affine side with their coefficients, and of any other side every
  /// loop variable it names outside loaded values (`i * i`, `i % 2`; in
  /// `min < src[n - 1]` the element is data, not a test of the index).
  void unheededSide(const Expr *Side) {
    if (buildAffine(Side, Ctx).valid) {
      unheededAffine(Side);
      return;
    }
    std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
      if (!S || isa<ArraySubscriptExpr>(S) || isa<MemberExpr>(S))
        return;
      if (auto *DRE = dyn_cast<DeclRefExpr>(S))
        if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
          if (Loops.count(VD))
            Unheeded.insert(VD);
      for (const Stmt *C : S->children())
        Walk(C);
    };
    Walk(Side);
  }

  bool withCondition(const Expr *Cond, bool Holds, const std::function<bool()> &F) {
    const Expr *C = Cond->IgnoreParenImpCasts();
    if (auto *UO = dyn_cast<UnaryOperator>(C))
      if (UO->getOpcode() == UO_LNot)
        return withCondition(UO->getSubExpr(), !Holds, F);
    // `if (d)` on an integer variable: `d != 0` (`d == 0` failing).
    if (auto *DRE = dyn_cast<DeclRefExpr>(C); DRE && C->getType()->isIntegerType() &&
                                               isa<VarDecl>(DRE->getDecl())) {
      std::string VL, VH;
      if (!bounds(DRE, VL, VH)) {
        unheeded(C);
        return F();
      }
      return narrowVariable(cast<VarDecl>(DRE->getDecl()), Holds ? BO_NE : BO_EQ, VL, VH,
                            "(0L)", "(0L)", F);
    }
    auto *BO = dyn_cast<BinaryOperator>(C);
    if (!BO) {
      unheeded(C);
      return F();
    }
    // `a && b` holding narrows by both, `a || b` failing by both negated
    // (the border cases of a stencil: `if (r == 0 && c == col - 1)`); the
    // other two outcomes say nothing about either side alone.
    if (BO->getOpcode() == BO_LAnd || BO->getOpcode() == BO_LOr) {
      if (Holds != (BO->getOpcode() == BO_LAnd)) {
        unheeded(BO);
        return F();
      }
      return withCondition(BO->getLHS(), Holds, [&] {
        return withCondition(BO->getRHS(), Holds, F);
      });
    }
    if (!BO->isComparisonOp()) {
      unheeded(BO);
      return F();
    }
    BinaryOperatorKind Op = BO->getOpcode();
    const Expr *VarSide = BO->getLHS(), *Other = BO->getRHS();
    // `v + off op e` (`i + 1 < n`) narrows v as `v op e - off`.
    const DeclRefExpr *VarRef = nullptr;
    std::string OL, OH;
    if (!splitOffset(VarSide, VarRef, OL, OH)) {
      std::swap(VarSide, Other);
      Op = BinaryOperator::reverseComparisonOp(Op);
      if (!splitOffset(VarSide, VarRef, OL, OH)) {
        // Not `v + off op e`: the range stays as it is, and the condition
        // (an ordering or an equality of a function of the loop variables:
        // `i * i < n`, `i % 2 == 0`) may be what keeps the index inside.
        unheeded(BO);
        return F();
      }
    }
    const VarDecl *VD = cast<VarDecl>(VarRef->getDecl());
    if (!Holds) // !(v < e) is v >= e ...
      Op = BinaryOperator::negateComparisonOp(Op);
    // Compared in unsigned arithmetic, `i - 3 >= 0u` always holds and `i <
    // n - 1` holds for every i when n is 0: the mathematical reading would
    // drop accesses that run. Only `v op e` with v alone and e a variable
    // or a constant, bounding v from above or v unsigned itself.
    if (BO->getLHS()->getType()->isUnsignedIntegerType()) {
      const Expr *E = Other->IgnoreParenImpCasts();
      bool Plain = VarSide->IgnoreParenImpCasts() == VarRef &&
                   (isa<DeclRefExpr>(E) || isa<IntegerLiteral>(E));
      bool Upper = Op == BO_LT || Op == BO_LE;
      if (!Plain || !(Upper || VD->getType()->isUnsignedIntegerType())) {
        unheeded(BO);
        return F();
      }
    }
    std::string VL, VH, EL, EH;
    if (!bounds(VarRef, VL, VH) || !bounds(Other, EL, EH)) {
      unheeded(BO);
      return F();
    }
    if (OL != "0L" || OH != "0L") {
      EL = "(" + EL + " - " + OH + ")";
      EH = "(" + EH + " - " + OL + ")";
    }
    return narrowVariable(VD, Op, VL, VH, EL, EH, F);
  }

  /// Runs F with VD's range [VL, VH] narrowed by `VD Op e`, e in [EL, EH].
  bool narrowVariable(const VarDecl *VD, BinaryOperatorKind Op, const std::string &VL,
                      const std::string &VH, const std::string &EL, const std::string &EH,
                      const std::function<bool()> &F) {
    // A variable the guarded statements assign (`if (k > 0) for (k = 0;
    // ...)`: the loop sets k again) holds other values at the access.
    if (AssignedUnderGuard.count(VD)) {
      Unheeded.insert(VD);
      return F();
    }
    std::string L = VL, H = VH;
    switch (Op) {
    case BO_GT: L = "omp2ocl_max_l(" + VL + ", " + EL + " + 1L)"; break;
    case BO_GE: L = "omp2ocl_max_l(" + VL + ", " + EL + ")"; break;
    case BO_LT: H = "omp2ocl_min_l(" + VH + ", " + EH + " - 1L)"; break;
    case BO_LE: H = "omp2ocl_min_l(" + VH + ", " + EH + ")"; break;
    case BO_EQ:
      L = "omp2ocl_max_l(" + VL + ", " + EL + ")";
      H = "omp2ocl_min_l(" + VH + ", " + EH + ")";
      break;
    case BO_NE:
      // `c == 0 ? 0 : c - 1`: v differs from a single value at an end of
      // its range (clamped neighbours of a stencil), which that end leaves.
      L = "((" + EL + ") == (" + EH + ") && (" + EL + ") == (" + VL + ") ? (" + VL +
          ") + 1L : (" + VL + "))";
      H = "((" + EL + ") == (" + EH + ") && (" + EH + ") == (" + VH + ") ? (" + VH +
          ") - 1L : (" + VH + "))";
      break;
    default: break;
    }
    // A range another enclosing condition already narrowed narrows further
    // (bounds() above read the narrowed range): `if (x < R) ... else if
    // (x >= w - R) ... else` leaves [R, w - R - 1].
    auto Prev = Overrides.find(VD);
    std::optional<std::pair<std::string, std::string>> Saved;
    if (Prev != Overrides.end())
      Saved = Prev->second;
    Overrides[VD] = {L, H};
    bool R = F();
    if (Saved)
      Overrides[VD] = *Saved;
    else
      Overrides.erase(VD);
    return R;
  }

  /// A local of the body that only its initialiser sets: one value wherever
  /// it is in scope, so a condition on it (`if (yy >= 0 && yy < h)` with
  /// `int yy = y + dy;`) narrows it for the accesses the condition guards.
  bool setOnce(const VarDecl *VD) {
    return !N.findVar(VD) && VD->isLocalVarDecl() && VD->getInit() &&
           declaredWithin(VD, N.body, Ctx) && !assignedIn(N.body, VD);
  }

  /// Side is `v + off` for a loop variable v (`i`, `i + 1`, `1 + i`,
  /// `i - k`, nested), or for a local set once: the reference to v and the
  /// bounds of off.
  bool splitOffset(const Expr *Side, const DeclRefExpr *&Ref, std::string &OL,
                   std::string &OH, int Depth = 0) {
    if (Depth > 8 || !Side->getType()->isIntegerType())
      return false;
    Side = Side->IgnoreParenImpCasts();
    if (auto *DRE = dyn_cast<DeclRefExpr>(Side)) {
      auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
      if (!VD || !(Loops.count(VD) || setOnce(VD)))
        return false;
      Ref = DRE;
      OL = OH = "0L";
      return true;
    }
    auto *B = dyn_cast<BinaryOperator>(Side);
    if (!B || (B->getOpcode() != BO_Add && B->getOpcode() != BO_Sub))
      return false;
    std::string L2, H2;
    bool Add = B->getOpcode() == BO_Add;
    if (splitOffset(B->getLHS(), Ref, OL, OH, Depth + 1) && bounds(B->getRHS(), L2, H2)) {
      OL = Add ? "(" + OL + " + " + L2 + ")" : "(" + OL + " - " + H2 + ")";
      OH = Add ? "(" + OH + " + " + H2 + ")" : "(" + OH + " - " + L2 + ")";
      return true;
    }
    if (Add && splitOffset(B->getRHS(), Ref, OL, OH, Depth + 1) &&
        bounds(B->getLHS(), L2, H2)) {
      OL = "(" + OL + " + " + L2 + ")";
      OH = "(" + OH + " + " + H2 + ")";
      return true;
    }
    return false;
  }

private:
  LoopNest &N;
  ASTContext &Ctx;
  std::map<const VarDecl *, std::pair<std::string, std::string>> Overrides;
  std::map<const VarDecl *, std::vector<ParallelDim>> Loops;
  std::set<const VarDecl *> Active;
};

class InnerLoops : public RecursiveASTVisitor<InnerLoops> {
public:
  InnerLoops(ExtentBuilder &B, ASTContext &Ctx) : B(B), Ctx(Ctx) {}
  bool VisitForStmt(ForStmt *F) {
    ParallelDim PD;
    if (readCanonicalLoop(F, PD, Ctx).empty())
      B.addLoop(PD);
    return true;
  }
  ExtentBuilder &B;
  ASTContext &Ctx;
};

/// The index applied directly to the pointer in an access (`p[e]...`,
/// `p[e].f[c]`, `*(p + e)`), or null with IsZero set for the pointer's own
/// element (`p->f`, `*p`, `p->a[c]`), or null when the access has another
/// shape. Subscripts and members applied to the element do not move it.
const Expr *firstIndex(const Expr *Access, bool &IsZero) {
  IsZero = false;
  // An address (`&a[e]`, a decayed row, the pointer's value), not an
  // element (an lvalue, possibly itself a pointer): the memory reached
  // through it is not known.
  if (Access->isPRValue() && Access->getType()->isPointerType())
    return nullptr;
  const Expr *X = Access->IgnoreParenImpCasts();
  while (true) {
    if (auto *ASE = dyn_cast<ArraySubscriptExpr>(X)) {
      const Expr *Base = ASE->getBase()->IgnoreParenImpCasts();
      if (isa<DeclRefExpr>(Base))
        return ASE->getIdx();
      X = Base;
      continue;
    }
    if (auto *ME = dyn_cast<MemberExpr>(X)) {
      const Expr *Base = ME->getBase()->IgnoreParenImpCasts();
      if (ME->isArrow() && isa<DeclRefExpr>(Base)) {
        IsZero = true;
        return nullptr;
      }
      X = Base;
      continue;
    }
    if (auto *UO = dyn_cast<UnaryOperator>(X)) {
      if (UO->getOpcode() != UO_Deref)
        return nullptr;
      const Expr *Sub = UO->getSubExpr()->IgnoreParenImpCasts();
      if (isa<DeclRefExpr>(Sub)) {
        IsZero = true;
        return nullptr;
      }
      if (auto *BO = dyn_cast<BinaryOperator>(Sub))
        if (BO->getOpcode() == BO_Add &&
            isa<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()) &&
            BO->getRHS()->getType()->isIntegerType())
          return BO->getRHS();
      return nullptr;
    }
    return nullptr;
  }
}
} // namespace

/// Bounds of Index, with the ranges narrowed by the conditions (`?:`, `if`)
/// that enclose the access between it and the loop body.
/// Unheeded is set when the bounds are refused because of a condition they
/// could not use.
static bool boundsUnderConditions(ExtentBuilder &B, const Expr *Access,
                                  const Expr *Index, const Stmt *Body,
                                  ASTContext &Ctx, std::string &L, std::string &H,
                                  bool &Unheeded) {
  struct Guard {
    const Expr *cond;
    bool holds;
    const Stmt *guarded; ///< what runs under it, up to the access
  };
  std::vector<Guard> Conds;
  // `if (border) { ...; continue; }` before Child in CS: Child runs only
  // where the condition fails (image stencils leave their borders so).
  auto EarlyExits = [&](const CompoundStmt *CS, const Stmt *Child) {
    std::vector<Guard> Exits;
    for (const Stmt *Before : CS->body()) {
      // A statement under a label (a case falling through from one that
      // left early, a goto's target) is also reached by the jump: nothing
      // is known from above it.
      if (isa<SwitchCase>(Before) || isa<LabelStmt>(Before))
        Exits.clear();
      if (Before == Child)
        break;
      auto *BI = dyn_cast<IfStmt>(Before);
      if (!BI || BI->getElse() || BI->getInit() || BI->getConditionVariable())
        continue;
      const Stmt *Last = BI->getThen();
      if (auto *TC = dyn_cast<CompoundStmt>(Last))
        Last = TC->body_empty() ? nullptr : TC->body_back();
      if (Last && (isa<ContinueStmt>(Last) || isa<ReturnStmt>(Last)))
        Exits.push_back({BI->getCond(), false, CS});
    }
    Conds.insert(Conds.end(), Exits.begin(), Exits.end());
  };
  const Stmt *Child = Access;
  for (int Depth = 0; Depth < 64 && !atTopOfBody(Child, Body); ++Depth) {
    const Stmt *P = parentStmt(Child, Ctx);
    if (!P)
      break;
    if (auto *CO = dyn_cast<ConditionalOperator>(P)) {
      if (CO->getTrueExpr() == Child)
        Conds.push_back({CO->getCond(), true, Child});
      else if (CO->getFalseExpr() == Child)
        Conds.push_back({CO->getCond(), false, Child});
    } else if (auto *LB = dyn_cast<BinaryOperator>(P); LB && LB->isLogicalOp()) {
      // `i == 0 || t[i - 1] == ' '`: the right side runs only when the left
      // one fails (||) or holds (&&).
      if (LB->getRHS() == Child)
        Conds.push_back({LB->getLHS(), LB->getOpcode() == BO_LAnd, Child});
    } else if (auto *If = dyn_cast<IfStmt>(P)) {
      if (If->getThen() == Child)
        Conds.push_back({If->getCond(), true, Child});
      else if (If->getElse() == Child)
        Conds.push_back({If->getCond(), false, Child});
    } else if (auto *CS = dyn_cast<CompoundStmt>(P)) {
      EarlyExits(CS, Child);
    }
    Child = P;
  }
  // The body's own statements too (`if (i == 0) { ...; continue; }` at the
  // top of the parallel loop's body).
  if (auto *CS = dyn_cast_or_null<CompoundStmt>(Body); CS && Child != Body)
    EarlyExits(CS, Child);
  std::function<bool(size_t)> Apply = [&](size_t K) -> bool {
    if (K == Conds.size())
      return B.bounds(Index, L, H);
    std::set<const VarDecl *> Saved = B.AssignedUnderGuard;
    B.AssignedUnderGuard.clear();
    for (auto &[V, Count] : variableWrites(Conds[K].guarded))
      if (Count)
        B.AssignedUnderGuard.insert(V);
    bool R = B.withCondition(Conds[K].cond, Conds[K].holds, [&] {
      B.AssignedUnderGuard = Saved;
      return Apply(K + 1);
    });
    B.AssignedUnderGuard = Saved;
    return R;
  };
  B.Unheeded.clear();
  if (!Apply(0))
    return false;
  // A condition the bounds could not use, on a variable of the index (or an
  // index through other locals, which may derive from it): the extent may
  // reach past what the program touches, so it is not trusted.
  bool OtherLocals = false;
  bool Named = false;
  std::function<void(const Stmt *)> Scan = [&](const Stmt *S) {
    if (!S)
      return;
    if (auto *DRE = dyn_cast<DeclRefExpr>(S))
      if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
        if (B.Unheeded.count(VD))
          Named = true;
        else if (!VD->hasGlobalStorage() && !isa<ParmVarDecl>(VD) && !B.isLoopVar(VD))
          OtherLocals = true;
      }
    for (const Stmt *C : S->children())
      Scan(C);
  };
  Scan(Index);
  if (!B.Unheeded.empty() && (Named || OtherLocals)) {
    Unheeded = true;
    return false;
  }
  return true;
}

void computeExtents(LoopNest &N, ASTContext &Ctx) {
  ExtentBuilder B(N, Ctx);
  for (auto &PD : N.dims)
    B.addLoop(PD);
  InnerLoops IL(B, Ctx);
  IL.TraverseStmt(const_cast<Stmt *>(N.body));
  for (auto &V : N.vars) {
    if (V.kind != VarKind::Buffer)
      continue;
    QualType T = V.decl->getType();
    if (T->isConstantArrayType())
      continue; // the whole object: sizeof
    std::string Low, High;
    bool Known = !V.accesses.empty(), UnheededCondition = false;
    for (auto &A : V.accesses) {
      bool Zero = false;
      const Expr *Index = firstIndex(A.expr, Zero);
      std::string L, H;
      if (Zero) {
        L = H = "0L";
      } else if (!Index || !boundsUnderConditions(B, A.expr, Index, N.body, Ctx, L,
                                                  H, UnheededCondition)) {
        Known = false;
        break;
      }
      Low = Low.empty() ? L : "omp2ocl_min_l(" + Low + ", " + L + ")";
      High = High.empty() ? H : "omp2ocl_max_l(" + High + ", " + H + ")";
    }
    // Each thread of the team may hold its own value of a thread-own pointer
    // (NAS IS: `hist = prv_hist + tid * MAX_KEY`, a histogram per thread);
    // the kernel would give every work-item the launching thread's block.
    // A parameter the function never reassigns holds its caller's argument,
    // which the launch already takes as the team's (as for computed
    // extents: NAS CG's conj_grad).
    bool OneValue = !V.threadLocal ||
                    (isa<ParmVarDecl>(V.decl) && N.function &&
                     !assignedIn(N.function->getBody(), V.decl));
    if (!Known && !OneValue) {
      N.reject(UnheededCondition
                   ? "the extent of the memory accessed through '" + V.name +
                         "' depends on a condition around the access that the "
                         "translator cannot turn into a bound"
                   : "the extent of the memory accessed through '" + V.name +
                         "' cannot be computed from the loop bounds and subscripts, "
                         "and the pointer is the thread's own (its whole block "
                         "may differ from thread to thread)");
      continue;
    }
    if (!Known) {
      // The whole allocation block the pointer points into, found at each
      // launch: the accesses through the pointer stay inside the object it
      // points into (C's rules), and that object lies inside its block. A
      // pointer into no registered block declines the launch.
      V.wholeBlock = true;
      V.wholeBlockWhy =
          UnheededCondition
              ? "the extent of the accesses depends on a condition around them "
                "that the translator cannot turn into a bound"
              : "the extent of the accesses cannot be computed from the loop "
                "bounds and subscripts";
      continue;
    }
    V.extentLowText = Low;
    V.extentHighText = High;
  }
}

} // namespace omp2ocl
