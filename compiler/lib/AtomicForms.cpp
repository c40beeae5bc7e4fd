//===- AtomicForms.cpp - the statement forms of `#pragma omp atomic` ------===//
//
// OpenMP spells one atomic update many ways: `x += e`, `x = x + e`,
// `x = e - x`, `x++`, `--x`, with a `read` (`v = x`), a `write` (`x = e`)
// or a `capture` (`v = x++`, `v = x -= e`, `{ v = x; x *= e; }`,
// `{ x |= e; v = x; }`). Legacy code uses all of them; the kernel emitter
// needs one description: the location, the operator and operand, and which
// value, if any, is captured.
//
//===----------------------------------------------------------------------===//
#include "AtomicForms.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"
#include "llvm/ADT/FoldingSet.h"

using namespace clang;

namespace omp2ocl {

namespace {

/// The same location, spelled twice (`hist[b]` in `hist[b] = hist[b] + 1`).
bool sameLocation(const Expr *A, const Expr *B, ASTContext &Ctx) {
  llvm::FoldingSetNodeID IA, IB;
  A->IgnoreParenImpCasts()->Profile(IA, Ctx, /*Canonical=*/true);
  B->IgnoreParenImpCasts()->Profile(IB, Ctx, /*Canonical=*/true);
  return IA == IB;
}

bool updateOperator(BinaryOperatorKind Op) {
  switch (Op) {
  case BO_Add: case BO_Sub: case BO_Mul: case BO_Div: case BO_And:
  case BO_Or: case BO_Xor: case BO_Shl: case BO_Shr:
    return true;
  default:
    return false;
  }
}

/// An update expression: x++, --x, x op= e, x = x op e, x = e op x.
/// Prefix: its value is x's new value (x++ and x-- yield the old one).
bool parseUpdate(const Expr *E, ASTContext &Ctx, AtomicForm &F, bool &YieldsNew) {
  E = E->IgnoreParenImpCasts();
  if (auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (!UO->isIncrementDecrementOp())
      return false;
    F.x = UO->getSubExpr();
    F.op = UO->isIncrementOp() ? BO_Add : BO_Sub;
    F.operand = nullptr;
    YieldsNew = UO->isPrefix();
    return true;
  }
  if (auto *CA = dyn_cast<CompoundAssignOperator>(E)) {
    BinaryOperatorKind Op = BinaryOperator::getOpForCompoundAssignment(CA->getOpcode());
    if (!updateOperator(Op))
      return false;
    F.x = CA->getLHS();
    F.op = Op;
    F.operand = CA->getRHS();
    YieldsNew = true;
    return true;
  }
  auto *BO = dyn_cast<BinaryOperator>(E);
  if (!BO || BO->getOpcode() != BO_Assign)
    return false;
  auto *R = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
  if (!R || !updateOperator(R->getOpcode()))
    return false;
  F.x = BO->getLHS();
  F.op = R->getOpcode();
  YieldsNew = true;
  if (sameLocation(R->getLHS(), F.x, Ctx)) {
    F.operand = R->getRHS();
    F.operandFirst = false;
    return true;
  }
  if (sameLocation(R->getRHS(), F.x, Ctx)) {
    F.operand = R->getLHS();
    // e + x is x + e (IEEE sums and products too); e - x is not.
    BinaryOperatorKind Op = R->getOpcode();
    F.operandFirst = !(Op == BO_Add || Op == BO_Mul || Op == BO_And || Op == BO_Or ||
                       Op == BO_Xor);
    return true;
  }
  return false;
}

/// `v = x`: the assignment's target and source.
bool parseRead(const Expr *E, const Expr *&V, const Expr *&X) {
  auto *BO = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
  if (!BO || BO->getOpcode() != BO_Assign)
    return false;
  V = BO->getLHS();
  X = BO->getRHS();
  return true;
}

} // namespace

bool recogniseAtomic(const OMPAtomicDirective *A, ASTContext &Ctx, AtomicForm &F,
                     std::string &Why) {
  F = AtomicForm();
  enum { Update, Read, Write, Capture } Kind = Update;
  for (const OMPClause *C : A->clauses()) {
    if (isa<OMPReadClause>(C))
      Kind = Read;
    else if (isa<OMPWriteClause>(C))
      Kind = Write;
    else if (isa<OMPCaptureClause>(C))
      Kind = Capture;
    else if (isa<OMPCompareClause>(C) || isa<OMPFailClause>(C) || isa<OMPWeakClause>(C)) {
      Why = "'#pragma omp atomic compare' is not supported on the device";
      return false;
    }
    // update, and the memory orders and hint: the device's atomics are
    // relaxed read-modify-writes of one location, as the host's are.
  }
  const Stmt *S = associatedStatement(A);
  if (!S) {
    Why = "an atomic construct has no statement";
    return false;
  }
  const Expr *E = dyn_cast<Expr>(S);
  switch (Kind) {
  case Update: {
    bool YieldsNew;
    if (E && parseUpdate(E, Ctx, F, YieldsNew))
      return true;
    Why = "the atomic update is not one of x++, x--, x op= e, x = x op e, x = e op x "
          "(op one of + - * / & | ^ << >>)";
    return false;
  }
  case Read:
    if (E && parseRead(E, F.v, F.x)) {
      F.kind = AtomicForm::Read;
      return true;
    }
    Why = "the atomic read is not v = x";
    return false;
  case Write: {
    auto *BO = E ? dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts()) : nullptr;
    if (BO && BO->getOpcode() == BO_Assign) {
      F.kind = AtomicForm::Write;
      F.x = BO->getLHS();
      F.value = BO->getRHS();
      return true;
    }
    Why = "the atomic write is not x = e";
    return false;
  }
  case Capture:
    break;
  }
  // capture: `v = update` or a block of `v = x` and an update, either order.
  bool YieldsNew;
  if (E) {
    auto *BO = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
    if (BO && BO->getOpcode() == BO_Assign && parseUpdate(BO->getRHS(), Ctx, F, YieldsNew)) {
      F.v = BO->getLHS();
      F.captureNew = YieldsNew;
      return true;
    }
  } else if (auto *CS = dyn_cast<CompoundStmt>(S); CS && CS->size() == 2) {
    const Expr *First = dyn_cast<Expr>(CS->body_front());
    const Expr *Second = dyn_cast<Expr>(CS->body_back());
    const Expr *V = nullptr, *X = nullptr;
    if (First && Second) {
      AtomicForm U;
      if (parseRead(First, V, X) && parseUpdate(Second, Ctx, U, YieldsNew) &&
          sameLocation(X, U.x, Ctx)) {
        F = U;
        F.v = V;
        F.captureNew = false;
        return true;
      }
      if (parseUpdate(First, Ctx, U, YieldsNew) && parseRead(Second, V, X) &&
          sameLocation(X, U.x, Ctx)) {
        F = U;
        F.v = V;
        F.captureNew = true;
        return true;
      }
    }
  }
  Why = "the atomic capture is not v = update, { v = x; update; } or { update; v = x; }";
  return false;
}

bool criticalAsAtomics(const OMPCriticalDirective *C, ASTContext &Ctx,
                       std::vector<AtomicForm> &Forms) {
  Forms.clear();
  const Stmt *S = associatedStatement(C);
  if (!S)
    return false;
  std::vector<const Stmt *> Statements;
  if (auto *CS = dyn_cast<CompoundStmt>(S))
    Statements.assign(CS->body_begin(), CS->body_end());
  else
    Statements.push_back(S);
  for (const Stmt *Each : Statements) {
    auto *E = dyn_cast<Expr>(Each);
    AtomicForm F;
    bool YieldsNew;
    if (!E || !parseUpdate(E, Ctx, F, YieldsNew))
      return false;
    F.stmt = Each;
    Forms.push_back(F);
  }
  return !Forms.empty();
}

bool underAtomicUpdate(const Stmt *S, ASTContext &Ctx,
                       const Stmt *(*Parent)(const Stmt *, ASTContext &)) {
  for (int Depth = 0; S && Depth < 8; ++Depth) {
    if (isa<OMPAtomicDirective>(S))
      return true;
    if (auto *C = dyn_cast<OMPCriticalDirective>(S)) {
      std::vector<AtomicForm> Forms;
      return criticalAsAtomics(C, Ctx, Forms);
    }
    if (isa<OMPExecutableDirective>(S))
      return false;
    S = Parent(S, Ctx);
  }
  return false;
}

} // namespace omp2ocl
