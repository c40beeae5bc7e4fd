//===- PrivateCopies.cpp - global elements a work-item may keep privately --===//
//
// An element e of buffer V qualifies when:
//  1. every use of V in the body is a complete element access (no address
//     taken, no row passed on, no use in called functions or atomics), so
//     the accesses the model lists are all there are;
//  2. its subscripts are affine in the work-item's iterators and values
//     that do not change in the loop, so e is the same element throughout
//     the work-item;
//  3. one of its accesses runs unconditionally at the top of the body, so
//     loading e at the work-item's start reads nothing the original did
//     not read;
//  4. no store to other memory can reach it: no other buffer that may alias
//     V (anything but a distinct array object) is written in the kernel,
//     and when V itself is written, every access of V is to a qualifying
//     element, the elements' subscripts differing by constants;
//  5. when e is written, distinct work-items reach distinct elements (each
//     iterator in its own subscript), so storing e back at the end cannot
//     overwrite another work-item's store.
//
//===----------------------------------------------------------------------===//
#include "PrivateCopies.h"
#include "BuildModel.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"

#include <map>
#include <set>

using namespace clang;

namespace omp2ocl {
namespace {

bool containsJump(const Stmt *S, bool InLoop) {
  if (!S)
    return false;
  if (isa<ContinueStmt>(S) || isa<BreakStmt>(S))
    return !InLoop;
  if (isa<ReturnStmt>(S) || isa<GotoStmt>(S))
    return true;
  bool Loop = InLoop || isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) ||
              isa<SwitchStmt>(S);
  for (const Stmt *C : S->children())
    if (containsJump(C, Loop))
      return true;
  return false;
}

/// Is E evaluated exactly once, unconditionally, on every path through
/// Body (before any statement that may leave the body)?
bool unconditional(const Expr *E, const Stmt *Body, ASTContext &Ctx) {
  const Stmt *Child = E;
  const Stmt *P = parentAcrossDecls(E, Ctx);
  while (P && P != Body && !atTopOfBody(Child, Body)) {
    if (auto *CO = dyn_cast<ConditionalOperator>(P)) {
      if (Child != CO->getCond())
        return false;
    } else if (auto *BO = dyn_cast<BinaryOperator>(P)) {
      if (BO->isLogicalOp() && Child == BO->getRHS())
        return false;
    } else if (auto *If = dyn_cast<IfStmt>(P)) {
      if (Child != If->getCond())
        return false;
    } else if (isa<ForStmt>(P) || isa<WhileStmt>(P) || isa<DoStmt>(P) ||
               isa<SwitchStmt>(P) || isa<CompoundStmt>(P) || isa<LabelStmt>(P) ||
               isa<OMPExecutableDirective>(P) || isa<CapturedStmt>(P)) {
      return false; // nested blocks and loops: not the top level
    } else if (!isa<Expr>(P) && !isa<DeclStmt>(P)) {
      return false;
    }
    Child = P;
    P = parentAcrossDecls(P, Ctx);
  }
  if (!P)
    return false;
  // Child is a top-level statement of Body: nothing before it may leave.
  if (auto *CS = dyn_cast<CompoundStmt>(Body)) {
    for (const Stmt *S : CS->body()) {
      if (S == Child)
        return true;
      if (containsJump(S, false))
        return false;
    }
    return false;
  }
  return Child == Body || P == Body;
}

bool insideLoop(const Expr *E, const Stmt *Body, ASTContext &Ctx) {
  for (const Stmt *P = parentAcrossDecls(E, Ctx); P && P != Body; P = parentAcrossDecls(P, Ctx)) {
    if (isa<ForStmt>(P) || isa<WhileStmt>(P) || isa<DoStmt>(P))
      return true;
    if (atTopOfBody(P, Body))
      break;
  }
  return false;
}

/// Read, write or both, from the access's parent.
void accessKind(const Expr *E, ASTContext &Ctx, bool &Read, bool &Write) {
  const Stmt *Child = E, *P = parentAcrossDecls(E, Ctx);
  while (P && isa<ParenExpr>(P))
    Child = P, P = parentAcrossDecls(P, Ctx);
  Read = true;
  Write = false;
  if (auto *BO = dyn_cast_or_null<BinaryOperator>(P)) {
    if (BO->isAssignmentOp() && BO->getLHS()->IgnoreParens() == Child) {
      Write = true;
      Read = BO->isCompoundAssignmentOp();
    }
  } else if (auto *UO = dyn_cast_or_null<UnaryOperator>(P)) {
    if (UO->isIncrementDecrementOp())
      Write = true;
  }
}

bool callsWithPointers(const Stmt *S) {
  if (!S)
    return false;
  if (auto *CE = dyn_cast<CallExpr>(S))
    for (const Expr *A : CE->arguments())
      if (A->getType()->isPointerType() || A->getType()->isArrayType())
        return true;
  for (const Stmt *C : subStatements(S))
    if (callsWithPointers(C))
      return true;
  return false;
}

bool underAtomic(const Stmt *S, const Stmt *Body, ASTContext &Ctx) {
  for (const Stmt *P = parentAcrossDecls(S, Ctx); P && P != Body; P = parentAcrossDecls(P, Ctx)) {
    if (isa<OMPAtomicDirective>(P) || isa<OMPCriticalDirective>(P))
      return true; // (a critical section of updates runs as atomics)
    if (atTopOfBody(P, Body))
      break;
  }
  return false;
}

/// Distinct array objects never overlap; a pointer may point anywhere.
bool mayAlias(const Variable &A, const Variable &B) {
  if (A.decl == B.decl)
    return true;
  bool ObjA = A.isArray || A.kind == VarKind::InPlace;
  bool ObjB = B.isArray || B.kind == VarKind::InPlace;
  return !(ObjA && ObjB);
}

} // namespace

bool onlyElementAccesses(const LoopNest &N, const Variable &V, ASTContext &Ctx) {
    std::set<const Expr *> Known;
    for (const Access &A : V.accesses)
      Known.insert(A.expr);
    std::vector<const DeclRefExpr *> Refs;
    refsOf(N.body, V.decl, Refs);
    for (const DeclRefExpr *R : Refs) {
      const Stmt *S = R, *P = parentAcrossDecls(R, Ctx);
      while (P && (isa<ImplicitCastExpr>(P) || isa<ParenExpr>(P) ||
                   (isa<ArraySubscriptExpr>(P) &&
                    cast<ArraySubscriptExpr>(P)->getBase()->IgnoreParenImpCasts() ==
                        cast<Expr>(S)->IgnoreParenImpCasts()))) {
        S = P;
        P = parentAcrossDecls(P, Ctx);
      }
      // S is the largest expression built on the reference.
      const Expr *Top = cast<Expr>(S);
      while (auto *ICE = dyn_cast<ImplicitCastExpr>(Top))
        Top = ICE->getSubExpr();
      while (auto *PE = dyn_cast<ParenExpr>(Top))
        Top = PE->getSubExpr();
      bool Element = isa<ArraySubscriptExpr>(Top) && !Top->getType()->isArrayType() &&
                     !Top->getType()->isPointerType() && !Top->getType()->isRecordType();
      bool Listed = Known.count(Top) || Known.count(cast<Expr>(S));
      auto *UO = dyn_cast_or_null<UnaryOperator>(P);
      if (!Element || !Listed || (UO && UO->getOpcode() == UO_AddrOf) ||
          underAtomic(R, N.body, Ctx))
        return false;
    }
    for (const FunctionDecl *F : N.callees)
      if (mentions(F->getBody(), V.decl))
        return false;
    return true;
}

std::vector<ElementGroup>
findPrivateCopies(const LoopNest &N, ASTContext &Ctx,
                  std::vector<std::pair<std::string, std::string>> &Why) {
  std::vector<ElementGroup> Result;
  std::set<const ValueDecl *> Invariant;
  for (const ParallelDim &PD : N.dims)
    Invariant.insert(PD.iv);
  for (const Variable &V : N.vars)
    if (V.kind == VarKind::Value)
      Invariant.insert(V.decl);

  for (const Variable &V : N.vars) {
    if (V.kind != VarKind::Buffer || V.accesses.empty())
      continue;
    auto Reject = [&](const std::string &R) { Why.push_back({V.name, R}); };
    // 1. Complete element accesses only.
    if (!onlyElementAccesses(N, V, Ctx)) {
      Reject("its address is used, or it is accessed other than element by element");
      continue;
    }
    bool InCallee = false;
    for (const FunctionDecl *F : N.callees)
      InCallee |= mentions(F->getBody(), V.decl);
    if (InCallee || (V.isPointer && callsWithPointers(N.body))) {
      Reject("a called function may access it");
      continue;
    }
    // 4. Stores to memory that may alias V; and, V's stores waiting in
    // registers until the end of the work-item, loads through another
    // pointer that may point into V (an in-place call, `f(a, a)`), which
    // would miss them.
    bool OtherWrites = false, OtherLoads = false;
    for (const Variable &W : N.vars)
      if (&W != &V && (W.kind == VarKind::Buffer || W.kind == VarKind::InPlace) &&
          mayAlias(V, W)) {
        OtherWrites |= W.writtenInLoop;
        OtherLoads |= V.writtenInLoop;
      }
    if (OtherWrites) {
      Reject("a store through another pointer may reach it");
      continue;
    }
    if (OtherLoads) {
      Reject("it is written, and a load through another pointer may read it");
      continue;
    }
    // 2. Group by element.
    std::map<std::string, size_t> GroupOf;
    std::vector<ElementGroup> Groups;
    bool AllEligible = true;
    for (const Access &A : V.accesses) {
      bool Ok = !A.subscripts.empty();
      std::string Key;
      for (const AffineExpr &S : A.subscripts) {
        Ok &= S.valid;
        for (auto &[D, C] : S.coeffs)
          if (C != 0 && !Invariant.count(D))
            Ok = false;
        Key += "[" + S.str() + "]";
      }
      if (!Ok) {
        AllEligible = false;
        continue;
      }
      auto [It, New] = GroupOf.insert({Key, Groups.size()});
      if (New) {
        ElementGroup G;
        G.var = &V;
        G.key = A.subscripts;
        QualType T = A.expr->getType().getCanonicalType();
        G.scalarElement = (T->isIntegerType() && !T->isBooleanType() &&
                           !T->isEnumeralType()) ||
                          T->isSpecificBuiltinType(BuiltinType::Float) ||
                          T->isSpecificBuiltinType(BuiltinType::Double);
        Groups.push_back(G);
      }
      ElementGroup &G = Groups[It->second];
      G.accesses.push_back(&A);
      bool R, W;
      accessKind(A.expr, Ctx, R, W);
      G.written |= W;
      G.reads += R;
      G.writes += W;
      // One load and one store cost the same in a register: repeated means
      // a second load, a second store, or an access in a loop.
      if (G.reads > 1 || G.writes > 1 || insideLoop(A.expr, N.body, Ctx))
        G.repeated = true;
    }
    if (V.writtenInLoop) {
      if (!AllEligible) {
        Reject("it is written, and some access moves within the work-item");
        continue;
      }
      // Elements must be provably distinct: subscripts equal but for
      // constants, one dimension at a time.
      bool Distinct = true;
      for (size_t I = 0; I < Groups.size() && Distinct; ++I)
        for (size_t J = I + 1; J < Groups.size() && Distinct; ++J)
          for (size_t D = 0; D < Groups[I].key.size(); ++D)
            if (Groups[I].key[D].coeffs != Groups[J].key[D].coeffs)
              Distinct = false;
      if (!Distinct) {
        Reject("it is written, and its elements are not provably distinct");
        continue;
      }
    }
    // 3 and 5.
    for (ElementGroup &G : Groups) {
      bool Unconditional = false;
      for (const Access *A : G.accesses)
        Unconditional |= unconditional(A->expr, N.body, Ctx);
      if (!Unconditional)
        continue;
      if (G.written) {
        bool Injective = true;
        for (const ParallelDim &PD : N.dims) {
          int Positions = 0;
          for (const AffineExpr &S : G.key)
            if (S.dependsOn(PD.iv)) {
              ++Positions;
              for (const ParallelDim &Other : N.dims)
                if (Other.iv != PD.iv && S.dependsOn(Other.iv))
                  Injective = false;
            }
          Injective &= Positions == 1;
        }
        if (!Injective)
          continue;
      }
      Result.push_back(G);
    }
  }
  return Result;
}

bool keepAccessesOfSplitSum(LoopNest &N, const KernelPlan &Before,
                            const std::string &Pass, const std::string &Names,
                            RemarkEmitter &Remarks) {
  if (!N.plan.split.lanes)
    return false;
  N.plan = Before;
  Remarks.missed(N.directive->getBeginLoc(),
                 Pass + ": kernel '" + N.kernelName + "' keeps " + Names +
                     " in global memory: its inner sum is split over lanes");
  return true;
}

} // namespace omp2ocl
