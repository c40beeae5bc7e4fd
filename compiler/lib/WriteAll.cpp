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
//    element of a scalar type;
//  - one plain assignment `v[s0]...[sk] = e` is executed in every iteration:
//    between it and the body there are only compound statements (no if, no
//    inner loop, no ?: or && around it), and the body has no break, continue,
//    return or goto;
//  - its subscripts are distinct mapped iterators with unit step, each
//    exactly (coefficient 1, no constant);
//  - static arrays (whole object transferred): every dimension is covered,
//    the iterator of dimension d running over exactly [0, D_d);
//  - pointer buffers (the transferred range is the hull of the accesses):
//    every access has that same single subscript, so the hull is exactly
//    the written range.
//
//===----------------------------------------------------------------------===//
#include "WriteAll.h"
#include "Remarks.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"

#include <set>

using namespace clang;

namespace omp2ocl {

namespace {

/// True when S contains a statement that leaves the iteration early.
bool leavesEarly(const Stmt *S) {
  if (!S)
    return false;
  if (isa<BreakStmt>(S) || isa<ContinueStmt>(S) || isa<ReturnStmt>(S) ||
      isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S))
    return true;
  for (const Stmt *C : S->children())
    if (leavesEarly(C))
      return true;
  return false;
}

/// The mapped dimension whose iterator the subscript is exactly, or -1.
int exactIterator(const AffineExpr &A, const LoopNest &N) {
  if (!A.valid || A.constant != 0 || A.coeffs.size() != 1)
    return -1;
  auto [Decl, Coeff] = *A.coeffs.begin();
  if (Coeff != 1)
    return -1;
  for (size_t K = 0; K < N.dims.size(); ++K)
    if (N.dims[K].iv == Decl && N.dims[K].step == 1)
      return (int)K;
  return -1;
}

/// True when only compound statements lie between the statement Assign and
/// the loop body: it runs once in every iteration.
bool executedEveryIteration(const Expr *Assign, const Stmt *Body, ASTContext &Ctx) {
  const Stmt *Child = Assign;
  for (int Depth = 0; Depth < 256; ++Depth) {
    if (Child == Body || (isa<CompoundStmt>(Body) && atTopOfBody(Child, Body)))
      return true; // (a statement of a body loop distribution made, too)
    const Stmt *P = parentStmt(Child, Ctx);
    if (!P || !isa<CompoundStmt>(P))
      return false;
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

bool coversWhole(const Variable &V, const LoopNest &N, ASTContext &Ctx) {
  if (V.kind != VarKind::Buffer || !V.writtenInLoop || V.accesses.empty())
    return false;
  // Only written: every mention of the variable is one of its accesses, and
  // each of those is the target of a plain assignment (a pointer's own value
  // is read to reach the element, so readInLoop does not tell).
  if (countRefs(N.body, V.decl) != V.accesses.size() || (!V.isPointer && V.readInLoop))
    return false;
  for (const Access &A : V.accesses)
    if (!A.expr || !pureWrite(A, Ctx))
      return false;
  if (leavesEarly(N.body))
    return false;
  QualType T = V.decl->getType();
  // Every access a complete scalar element.
  for (const Access &A : V.accesses) {
    if (!A.expr || !A.expr->getType()->isScalarType() || A.expr->getType()->isPointerType())
      return false;
    if (!isa<ArraySubscriptExpr>(A.expr->IgnoreParenImpCasts()))
      return false;
  }
  const Access *Full = nullptr;
  for (const Access &A : V.accesses) {
    if (!executedEveryIteration(cast<Expr>(parentStmt(A.expr, Ctx)), N.body, Ctx))
      continue;
    Full = &A;
    break;
  }
  if (!Full)
    return false;
  std::set<int> Used;
  std::vector<int> DimOf;
  for (const AffineExpr &S : Full->subscripts) {
    int K = exactIterator(S, N);
    if (K < 0 || !Used.insert(K).second)
      return false;
    DimOf.push_back(K);
  }
  if (T->isConstantArrayType()) {
    // Dimension d of the array, iterated over exactly [0, D_d).
    const Type *Cur = T.getTypePtr();
    for (size_t D = 0; D < DimOf.size(); ++D) {
      auto *CAT = dyn_cast_or_null<ConstantArrayType>(Cur->getAsArrayTypeUnsafe());
      if (!CAT)
        return false;
      const ParallelDim &PD = N.dims[DimOf[D]];
      int64_t Extent = (int64_t)CAT->getSize().getZExtValue();
      if (!PD.lowerAffine.valid || !PD.lowerAffine.coeffs.empty() ||
          PD.lowerAffine.constant != 0 || !PD.upperAffine.valid ||
          !PD.upperAffine.coeffs.empty() ||
          PD.upperAffine.constant != Extent - (PD.upperInclusive ? 1 : 0))
        return false;
      Cur = CAT->getElementType().getTypePtr();
    }
    return !Cur->isArrayType(); // no dimension left uncovered
  }
  if (V.isPointer) {
    // A whole block holds elements the kernel does not write: uploaded.
    if (V.wholeBlock || Full->subscripts.size() != 1)
      return false;
    for (const Access &A : V.accesses)
      if (A.subscripts.size() != 1 || !(A.subscripts[0] == Full->subscripts[0]))
        return false;
    return !V.extentLowText.empty();
  }
  return false;
}

} // namespace

void findOverwrittenBuffers(std::vector<LoopNest> &Loops, ASTContext &Ctx,
                            RemarkEmitter &Remarks) {
  for (LoopNest &N : Loops) {
    if (!N.offload)
      continue;
    for (Variable &V : N.vars) {
      V.overwrittenWhole = coversWhole(V, N, Ctx);
      if (V.overwrittenWhole)
        Remarks.passed(N.directive->getBeginLoc(),
                       "'" + V.name + "' is overwritten whole by the kernel: not uploaded "
                       "before the launch");
    }
  }
}

} // namespace omp2ocl
