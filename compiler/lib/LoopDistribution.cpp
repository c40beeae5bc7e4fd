//===- LoopDistribution.cpp - one loop body, several kernels --------------===//
//
// Legacy OpenMP code often has one `omp for` over k whose body is a sequence
// of loop nests (NAS BT/SP's compute_rhs: `for j for i for m`, `j = 1; for i
// for m`, an if/else-if chain on k...). Mapped as it is, the loop becomes one
// 1-D kernel of a few dozen work-items each doing a plane's work. This pass
// splits the body S1..Sn into groups of consecutive statements and makes each
// group a kernel of its own over the same iteration space: the mapped loops
// around the body, plus the group's own directly nested parallel loops
// (BuildModel's test), so 2-D and 3-D NDRanges. It recurses one level down:
// a group that is a single loop joining the NDRange, whose body is again a
// sequence, is split the same way (k and j stay dimensions of every kernel).
//
// Legality. The iterations of the mapped loops are independent: the omp
// loop's by OpenMP (the guarantee the translator already relies on to run
// them as concurrent work-items), a joined inner loop's by BuildModel's
// separation test over its whole body. So no dependence crosses iterations,
// and every dependence lies inside one iteration, from an earlier statement
// to a later one. Running "S1 for every iteration, then S2 for every
// iteration, ..." (the kernels run in order on an in-order queue) keeps
// every such dependence: distribution of a loop without loop-carried
// dependences is always legal for memory shared between iterations. What
// does not survive is a value private to an iteration that flows from one
// group into a later one: each kernel's work-item has its own copy. So the
// groups are the smallest that keep together:
//  - a private scalar (private clause, thread-own variable, written
//    firstprivate, assigned pointer) read before it is written in a statement
//    (an upward-exposed read) with the statements since the last one that
//    surely writes it (or, if none does, since the first that mentions it);
//  - a private array or struct: every statement that mentions it;
//  - a variable declared among the body's statements: its declaration and
//    every statement that mentions it.
// The loop is left whole (and says why) when it has reduction or lastprivate
// variables, atomic or flush constructs, a `continue` or `break` that ends an
// iteration early, a private scalar whose address is taken or a private
// variable a called function uses by name, statements from macros, or a
// combined directive with default(none) (the host version reads a guard
// variable in the loop); and when no group gains an NDRange dimension.
//
// A group `v = e; for (...) ...` whose assignment (or declaration) sets a
// scalar the loop reads but does not write, from values fixed during the
// group (the mapped iterators, earlier such assignments, variables and arrays
// the group does not write), runs the assignment in every work-item before
// the body (it gives the same value each time). Adjacent groups that gain
// nothing become one kernel.
//
// Host side (HostEmitter.cpp): the kernels launch in order; the number that
// ran, `__omp2ocl_done`, is shared with the team as `__omp2ocl_ran` was; if
// not all ran, the original OpenMP loop runs with each group's statements
// guarded by `if (__omp2ocl_done <= g)`, so it does exactly the remaining
// groups (the whole loop when none ran). Fused or not, the remaining groups
// give the same result, by the argument above. Barriers and `nowait` are
// those of the original loop, as for an undistributed one.
//
//===----------------------------------------------------------------------===//
#include "LoopDistribution.h"
#include "BuildModel.h"
#include "Legality.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <functional>
#include <set>

using namespace clang;

namespace omp2ocl {
namespace {

bool isVar(const Expr *E, const VarDecl *V) { return E && refVar(E) == V; }

/// The statements of a body: a compound statement's, null statements left
/// out; any other statement alone.
std::vector<const Stmt *> statementsOf(const Stmt *Body) {
  std::vector<const Stmt *> Out;
  if (auto *CS = dyn_cast_or_null<CompoundStmt>(Body)) {
    for (const Stmt *S : CS->body())
      if (!isa<NullStmt>(S))
        Out.push_back(S);
  } else if (Body) {
    Out.push_back(Body);
  }
  return Out;
}

//===-- what a statement does with a variable -------------------------------===//

/// S surely writes V whenever it completes (no jump at the distributed level
/// can skip the write: the hazard check keeps those loops whole).
bool kills(const Stmt *S, const VarDecl *V) {
  if (!S)
    return false;
  if (auto *CS = dyn_cast<CompoundStmt>(S)) {
    for (const Stmt *C : CS->body())
      if (kills(C, V))
        return true;
    return false;
  }
  if (auto *F = dyn_cast<ForStmt>(S))
    return kills(F->getInit(), V);
  if (auto *I = dyn_cast<IfStmt>(S))
    return !I->getInit() && I->getElse() && kills(I->getThen(), V) &&
           kills(I->getElse(), V);
  if (auto *BO = dyn_cast<BinaryOperator>(S))
    return BO->getOpcode() == BO_Assign && isVar(BO->getLHS(), V);
  return false;
}

/// S may read V before writing it (an upward-exposed use; anything not
/// understood that mentions V counts).
bool exposedRead(const Stmt *S, const VarDecl *V) {
  if (!S || !mentions(S, V))
    return false;
  if (auto *CS = dyn_cast<CompoundStmt>(S)) {
    for (const Stmt *C : CS->body()) {
      if (exposedRead(C, V))
        return true;
      if (kills(C, V))
        return false;
    }
    return false;
  }
  if (auto *F = dyn_cast<ForStmt>(S)) {
    if (exposedRead(F->getInit(), V))
      return true;
    if (kills(F->getInit(), V))
      return false;
    if (mentions(F->getCond(), V) || mentions(F->getInc(), V))
      return true;
    return exposedRead(F->getBody(), V);
  }
  if (auto *I = dyn_cast<IfStmt>(S)) {
    if (I->getInit() || I->getConditionVariable())
      return true;
    return mentions(I->getCond(), V) || exposedRead(I->getThen(), V) ||
           exposedRead(I->getElse(), V);
  }
  if (auto *BO = dyn_cast<BinaryOperator>(S))
    if (BO->getOpcode() == BO_Assign && isVar(BO->getLHS(), V))
      return mentions(BO->getRHS(), V);
  return true;
}

/// `&V` somewhere in S.
bool addressTaken(const Stmt *S, const VarDecl *V) {
  if (!S)
    return false;
  if (auto *UO = dyn_cast<UnaryOperator>(S))
    if (UO->getOpcode() == UO_AddrOf && isVar(UO->getSubExpr(), V))
      return true;
  for (const Stmt *C : subStatements(S))
    if (addressTaken(C, V))
      return true;
  return false;
}

/// V itself (not memory it points to) assigned, incremented or its address
/// taken in S.
bool assignsWhole(const Stmt *S, const VarDecl *V) {
  if (!S)
    return false;
  if (auto *BO = dyn_cast<BinaryOperator>(S))
    if (BO->isAssignmentOp() && isVar(BO->getLHS(), V))
      return true;
  if (auto *UO = dyn_cast<UnaryOperator>(S))
    if ((UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf) &&
        isVar(UO->getSubExpr(), V))
      return true;
  for (const Stmt *C : subStatements(S))
    if (assignsWhole(C, V))
      return true;
  return false;
}

/// What a group of statements writes: variables (whole or elements of named
/// arrays), and whether it writes through pointers or calls user functions.
struct Writes {
  std::set<const VarDecl *> vars;
  std::set<const VarDecl *> declared;
  bool throughPointers = false;
  bool callsFunctions = false;
};

/// The variable an lvalue is part of (`a`, `a[i][j]`, `s.f`), or null when
/// it is reached through a pointer.
const VarDecl *baseObject(const Expr *E, bool &ThroughPointer) {
  ThroughPointer = false;
  E = E->IgnoreParenImpCasts();
  while (true) {
    if (auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
      const Expr *B = ASE->getBase()->IgnoreParenImpCasts();
      if (!B->getType()->isArrayType() && !isa<ArraySubscriptExpr>(B) &&
          !isa<MemberExpr>(B)) {
        // indexing a pointer value
        if (const VarDecl *V = refVar(B))
          if (V->getType()->isArrayType())
            return V;
        ThroughPointer = true;
        return nullptr;
      }
      E = B;
      continue;
    }
    if (auto *ME = dyn_cast<MemberExpr>(E)) {
      if (ME->isArrow()) {
        ThroughPointer = true;
        return nullptr;
      }
      E = ME->getBase()->IgnoreParenImpCasts();
      continue;
    }
    if (auto *UO = dyn_cast<UnaryOperator>(E))
      if (UO->getOpcode() == UO_Deref) {
        ThroughPointer = true;
        return nullptr;
      }
    return refVar(E);
  }
}

class WriteCollector : public RecursiveASTVisitor<WriteCollector> {
public:
  Writes W;
  void lvalue(const Expr *E) {
    bool Ptr = false;
    if (const VarDecl *V = baseObject(E, Ptr))
      W.vars.insert(V);
    if (Ptr)
      W.throughPointers = true;
  }
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->isAssignmentOp())
      lvalue(BO->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf)
      lvalue(UO->getSubExpr());
    return true;
  }
  bool VisitCallExpr(CallExpr *CE) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || FD->hasBody())
      W.callsFunctions = true;
    for (const Expr *A : CE->arguments())
      if (A->getType()->isPointerType() || A->getType()->isArrayType()) {
        lvalue(A);
        W.throughPointers = true;
      }
    return true;
  }
  bool VisitVarDecl(VarDecl *VD) {
    W.declared.insert(VD);
    return true;
  }
};

Writes writesOf(const std::vector<const Stmt *> &Stmts) {
  WriteCollector C;
  for (const Stmt *S : Stmts)
    C.TraverseStmt(const_cast<Stmt *>(S));
  return C.W;
}

/// A `continue` or `break` of S that leaves the loop whose body S is part of.
const Stmt *leavesIteration(const Stmt *S, bool InLoop = false, bool InSwitch = false) {
  if (!S)
    return nullptr;
  if (isa<ContinueStmt>(S) && !InLoop)
    return S;
  if (isa<BreakStmt>(S) && !InLoop && !InSwitch)
    return S;
  bool Loop = InLoop || isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S);
  bool Switch = InSwitch || isa<SwitchStmt>(S);
  for (const Stmt *C : subStatements(S))
    if (const Stmt *J = leavesIteration(C, Loop, Switch))
      return J;
  return nullptr;
}

/// The first OpenMP directive in S.
const OMPExecutableDirective *directiveIn(const Stmt *S) {
  if (!S)
    return nullptr;
  if (auto *D = dyn_cast<OMPExecutableDirective>(S))
    return D;
  for (const Stmt *C : subStatements(S))
    if (auto *D = directiveIn(C))
      return D;
  return nullptr;
}

/// A flow of a private value between statements `from` < `to` (indices into
/// the body's statements): both must be in one group.
struct Flow {
  std::string name;
  size_t from, to;
};

class Distributor {
public:
  Distributor(ASTContext &Ctx, const OMPExecutableDirective *Region)
      : Ctx(Ctx), Region(Region) {}

  /// The pieces N's body splits into (each offloadable, some mapping more
  /// loops than N), or none, with the reason in Why when there is one worth
  /// a remark.
  std::vector<LoopNest> split(const LoopNest &N, std::string &Why);

private:
  std::string hazard(const LoopNest &N, const std::vector<const Stmt *> &S);
  bool flows(const LoopNest &N, const std::vector<const Stmt *> &S,
             std::vector<Flow> &Out, std::string &Why);
  LoopNest build(const LoopNest &N, const std::vector<const Stmt *> &Group,
                 bool AllowPrefix, bool &Sunk);
  bool buildChain(const LoopNest &N, const std::vector<const Stmt *> &Group,
                  const IfStmt *Top, LoopNest &Out);
  /// The model of one piece of N (built, extents, legality) for Spec.
  LoopNest modelPiece(const LoopNest &N, const LoopPiece &Spec,
                      const std::vector<const Stmt *> &Group);
  bool sinkable(const LoopNest &N, const Stmt *P, const std::vector<const Stmt *> &Flat,
                const Writes &InGroup, const Writes &InLoop,
                const std::set<const VarDecl *> &Earlier, const VarDecl *&Set);
  std::string where(const std::vector<const Stmt *> &S, size_t From, size_t To);

  ASTContext &Ctx;
  const OMPExecutableDirective *Region;
};

std::string Distributor::where(const std::vector<const Stmt *> &S, size_t From,
                               size_t To) {
  const SourceManager &SM = Ctx.getSourceManager();
  unsigned L1 = lineOf(S[From]->getBeginLoc(), SM);
  unsigned L2 = lineOf(S[To]->getBeginLoc(), SM);
  return L1 == L2 ? "line " + std::to_string(L1)
                  : "lines " + std::to_string(L1) + "-" + std::to_string(L2);
}

std::string Distributor::hazard(const LoopNest &N, const std::vector<const Stmt *> &S) {
  for (const Variable &V : N.vars) {
    if (V.kind == VarKind::Reduction)
      return "it has a reduction ('" + V.name + "')";
    if (V.kind == VarKind::LastPrivate)
      return "'" + V.name + "' is lastprivate";
  }
  for (const ParallelDim &PD : N.dims)
    if (PD.lastPrivate)
      return "'" + PD.iv->getNameAsString() + "' is lastprivate";
  std::vector<const Stmt *> Bodies{N.body};
  for (const FunctionDecl *F : N.callees)
    Bodies.push_back(F->getBody());
  for (const Stmt *B : Bodies)
    if (const OMPExecutableDirective *D = directiveIn(B))
      return "it contains '#pragma omp " +
             llvm::omp::getOpenMPDirectiveName(D->getDirectiveKind()).str() + "'";
  // A goto's target in another piece would be in another kernel.
  if (containsKind(N.body, [](const Stmt *S) { return isa<GotoStmt>(S) || isa<LabelStmt>(S); }))
    return "it contains a goto";
  if (const Stmt *J = leavesIteration(N.body))
    return isa<ContinueStmt>(J) ? "a 'continue' ends some iterations early"
                                : "a 'break' leaves the loop";
  if (N.context == LoopContext::Combined)
    for (const OMPClause *C : N.directive->clauses())
      if (auto *DC = dyn_cast<OMPDefaultClause>(C))
        if (DC->getDefaultKind() == llvm::omp::OMP_DEFAULT_none)
          return "it has a 'default(none)' clause (the host version reads a guard "
                 "variable in the loop)";
  for (size_t I = 0; I < S.size(); ++I)
    if (S[I]->getBeginLoc().isMacroID() || S[I]->getEndLoc().isMacroID())
      return "statement " + std::to_string(I + 1) + " comes from a macro expansion";
  return "";
}

bool Distributor::flows(const LoopNest &N, const std::vector<const Stmt *> &S,
                        std::vector<Flow> &Out, std::string &Why) {
  for (const Variable &V : N.vars) {
    if (V.kind == VarKind::Iterator)
      continue;
    bool Private = V.kind == VarKind::Private || V.kind == VarKind::PrivateArray ||
                   V.kind == VarKind::LastPrivate || V.kind == VarKind::Reduction;
    if (!Private && !assignsWhole(N.body, V.decl))
      continue; // shared memory, or a value the loop does not change
    for (const FunctionDecl *F : N.callees)
      if (mentions(F->getBody(), V.decl)) {
        Why = "'" + V.name + "' is private to an iteration and used by name in '" +
              F->getNameAsString() + "'";
        return false;
      }
    std::vector<size_t> Mention;
    for (size_t I = 0; I < S.size(); ++I)
      if (mentions(S[I], V.decl))
        Mention.push_back(I);
    if (Mention.size() < 2)
      continue;
    if (!V.decl->getType()->isScalarType()) {
      Out.push_back({V.name, Mention.front(), Mention.back()});
      continue;
    }
    if (addressTaken(N.body, V.decl)) {
      Why = "the address of '" + V.name + "', private to an iteration, is taken";
      return false;
    }
    for (size_t I : Mention) {
      if (!exposedRead(S[I], V.decl))
        continue;
      long From = -1;
      for (size_t H = 0; H < I; ++H)
        if (kills(S[H], V.decl))
          From = (long)H;
      if (From < 0 && Mention.front() < I)
        From = (long)Mention.front();
      if (From >= 0)
        Out.push_back({V.name, (size_t)From, I});
    }
  }
  // Declarations among the statements: with every statement that uses them.
  for (size_t I = 0; I < S.size(); ++I)
    if (auto *DS = dyn_cast<DeclStmt>(S[I]))
      for (const Decl *D : DS->decls())
        if (auto *VD = dyn_cast<VarDecl>(D))
          for (size_t J = S.size(); J-- > I + 1;)
            if (mentions(S[J], VD)) {
              Out.push_back({VD->getNameAsString(), I, J});
              break;
            }
  return true;
}

bool Distributor::sinkable(const LoopNest &N, const Stmt *P,
                           const std::vector<const Stmt *> &Flat, const Writes &InGroup,
                           const Writes &InLoop, const std::set<const VarDecl *> &Earlier,
                           const VarDecl *&Set) {
  const Expr *E = nullptr;
  Set = nullptr;
  if (auto *BO = dyn_cast<BinaryOperator>(P)) {
    if (BO->getOpcode() != BO_Assign ||
        !isa<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
      return false;
    Set = refVar(BO->getLHS());
    E = BO->getRHS();
  } else if (auto *DS = dyn_cast<DeclStmt>(P)) {
    auto *VD = DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl()) : nullptr;
    if (!VD || !VD->hasLocalStorage() || !VD->getInit())
      return false;
    Set = VD;
    E = VD->getInit();
  }
  if (!Set || !E)
    return false;
  QualType T = Set->getType();
  if (!(T->isIntegerType() || T->isRealFloatingType()) || T.isVolatileQualified())
    return false;
  // The loop reads it and does not change it.
  if (InLoop.vars.count(Set) || mentions(E, Set) || Earlier.count(Set))
    return false;
  if (E->HasSideEffects(Ctx))
    return false;
  // Everything E reads is the same in every work-item of the piece.
  bool Ok = true;
  std::function<void(const Stmt *)> Check = [&](const Stmt *X) {
    if (!X || !Ok)
      return;
    if (isa<StmtExpr>(X) || isa<CallExpr>(X)) {
      Ok = false;
      return;
    }
    if (auto *ASE = dyn_cast<ArraySubscriptExpr>(X)) {
      // memory: a named array the group does not write, in a group that
      // writes through no pointer and calls no function of the program
      bool Ptr = false;
      const VarDecl *B = baseObject(ASE, Ptr);
      if (Ptr || !B || InGroup.throughPointers || InGroup.callsFunctions) {
        Ok = false;
        return;
      }
    }
    if (auto *ME = dyn_cast<MemberExpr>(X))
      if (ME->isArrow()) {
        Ok = false;
        return;
      }
    if (auto *UO = dyn_cast<UnaryOperator>(X))
      if (UO->getOpcode() == UO_Deref) {
        Ok = false;
        return;
      }
    if (auto *DRE = dyn_cast<DeclRefExpr>(X)) {
      if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
        bool Dim = false;
        for (const ParallelDim &PD : N.dims)
          Dim |= PD.iv == VD;
        if (!Dim && !Earlier.count(VD) &&
            (InGroup.vars.count(VD) || InGroup.declared.count(VD)))
          Ok = false;
      } else if (!isa<EnumConstantDecl>(DRE->getDecl())) {
        Ok = false;
      }
    }
    for (const Stmt *C : subStatements(X))
      Check(C);
  };
  Check(E);
  (void)Flat;
  return Ok;
}

/// The single statement of S, looking through `{ }` with one statement.
const Stmt *onlyStatement(const Stmt *S) {
  while (auto *CS = dyn_cast_or_null<CompoundStmt>(S)) {
    std::vector<const Stmt *> B = statementsOf(CS);
    if (B.size() != 1)
      return S;
    S = B[0];
  }
  return S;
}

/// Only reads of variables: no memory, calls or side effects.
bool readsOnlyVariables(const Expr *E, ASTContext &Ctx) {
  if (E->HasSideEffects(Ctx))
    return false;
  std::function<bool(const Stmt *)> Ok = [&](const Stmt *X) {
    if (!X)
      return true;
    if (isa<ArraySubscriptExpr>(X) || isa<MemberExpr>(X) || isa<CallExpr>(X) ||
        isa<StmtExpr>(X))
      return false;
    if (auto *UO = dyn_cast<UnaryOperator>(X))
      if (UO->getOpcode() == UO_Deref || UO->getOpcode() == UO_AddrOf)
        return false;
    if (auto *DRE = dyn_cast<DeclRefExpr>(X))
      if (!isa<VarDecl>(DRE->getDecl()) && !isa<EnumConstantDecl>(DRE->getDecl()))
        return false;
    for (const Stmt *C : subStatements(X))
      if (!Ok(C))
        return false;
    return true;
  };
  return Ok(E);
}

/// `if (c1) B1 else if (c2) B2 ... [else Bn]` (BT's zeta dissipation) whose
/// branches are loop nests over the same loops: one kernel over the mapped
/// loops and those loops, its body the chain of the innermost bodies. The
/// conditions read only the mapped iterators and variables the chain does
/// not write, so a work-item takes the branch its iteration took; within a
/// branch its own piece proved its loops parallel, and different outer
/// iterations are independent: the kernel's work-items are.
bool Distributor::buildChain(const LoopNest &N, const std::vector<const Stmt *> &Group,
                             const IfStmt *Top, LoopNest &Out) {
  std::vector<const Expr *> Conds;
  std::vector<const Stmt *> Branches;
  const Stmt *Else = nullptr;
  for (const IfStmt *I = Top;;) {
    if (I->getInit() || I->getConditionVariable())
      return false;
    Conds.push_back(I->getCond());
    Branches.push_back(I->getThen());
    const Stmt *E = I->getElse();
    if (auto *EI = dyn_cast_or_null<IfStmt>(E)) {
      I = EI;
      continue;
    }
    Else = E;
    break;
  }
  Writes W = writesOf({Top});
  for (const Expr *C : Conds) {
    if (!readsOnlyVariables(C, Ctx))
      return false;
    for (const VarDecl *V : W.vars)
      if (mentions(C, V))
        return false;
    for (const VarDecl *V : W.declared)
      if (mentions(C, V))
        return false;
  }
  std::vector<const Stmt *> All = Branches;
  if (Else)
    All.push_back(Else);
  std::vector<LoopNest> Ps;
  size_t Base = N.dims.size(), Depth = 3;
  for (const Stmt *B : All) {
    bool Sunk = false;
    LoopNest P = build(N, {B}, false, Sunk);
    if (!P.offload || P.dims.size() <= Base || !isa<ForStmt>(onlyStatement(B)))
      return false;
    Depth = std::min(Depth, P.dims.size());
    Ps.push_back(std::move(P));
  }
  for (size_t D = Base; D < Depth; ++D)
    for (const LoopNest &P : Ps) {
      const ParallelDim &A = Ps[0].dims[D], &B = P.dims[D];
      if (A.iv != B.iv || !A.lowerAffine.valid || !A.upperAffine.valid ||
          !(A.lowerAffine == B.lowerAffine) || !(A.upperAffine == B.upperAffine) ||
          A.upperInclusive != B.upperInclusive || A.step != B.step ||
          A.stepExpr != B.stepExpr) {
        Depth = std::min(Depth, D);
        break;
      }
    }
  if (Depth <= Base)
    return false;
  std::vector<const Stmt *> Bodies;
  for (const Stmt *B : All) {
    const Stmt *X = B;
    for (size_t D = Base; D < Depth; ++D)
      X = cast<ForStmt>(onlyStatement(X))->getBody();
    Bodies.push_back(X);
  }
  LoopPiece Spec;
  Spec.outerDims.assign(Ps[0].dims.begin(), Ps[0].dims.begin() + Depth);
  Spec.stmts = Group;
  Spec.kernelName = N.kernelName + "_piece";
  Spec.body = madeIfChain(Ctx, Top, Conds,
                          std::vector<const Stmt *>(Bodies.begin(),
                                                    Bodies.begin() + Conds.size()),
                          Else ? Bodies.back() : nullptr);
  LoopNest C = modelPiece(N, Spec, Group);
  if (!C.offload)
    return false;
  Out = std::move(C);
  return true;
}

LoopNest Distributor::build(const LoopNest &N, const std::vector<const Stmt *> &Group,
                            bool AllowPrefix, bool &Sunk) {
  LoopPiece Spec;
  Spec.outerDims = N.dims;
  Spec.kernelName = N.kernelName + "_piece";
  std::vector<const Stmt *> Flat = Group;
  while (Flat.size() == 1 && isa<CompoundStmt>(Flat[0]) &&
         !statementsOf(Flat[0]).empty())
    Flat = statementsOf(Flat[0]);
  Sunk = false;
  if (AllowPrefix && Flat.size() == 1 && isa<IfStmt>(Flat[0])) {
    LoopNest C;
    if (buildChain(N, Group, cast<IfStmt>(Flat[0]), C)) {
      Sunk = true; // its body is made: nothing to split further
      return C;
    }
  }
  if (AllowPrefix && Flat.size() >= 2 && isa<ForStmt>(Flat.back())) {
    Writes InGroup = writesOf(Flat);
    Writes InLoop = writesOf({Flat.back()});
    std::set<const VarDecl *> Earlier;
    bool All = true;
    for (size_t I = 0; I + 1 < Flat.size() && All; ++I) {
      const VarDecl *Set = nullptr;
      All = sinkable(N, Flat[I], Flat, InGroup, InLoop, Earlier, Set);
      if (All)
        Earlier.insert(Set);
    }
    if (All) {
      Spec.prefix.assign(Flat.begin(), Flat.end() - 1);
      Spec.stmts = {Flat.back()};
      Sunk = true;
    }
  }
  if (Spec.stmts.empty())
    Spec.stmts = Flat;
  LoopNest P = modelPiece(N, Spec, Group);
  if (Sunk && P.dims.size() == N.dims.size())
    Sunk = false; // nothing joined: the prefix stayed a statement
  return P;
}

LoopNest Distributor::modelPiece(const LoopNest &N, const LoopPiece &Spec,
                                 const std::vector<const Stmt *> &Group) {
  LoopNest P;
  P.id = N.id;
  P.directive = N.directive;
  P.function = N.function;
  P.context = N.context;
  buildLoopModel(P, Region, Ctx, &Spec);
  if (P.offload)
    computeExtents(P, Ctx);
  if (P.offload)
    checkLegality(P, Ctx);
  P.dist.stmts = Group;
  return P;
}

std::vector<LoopNest> Distributor::split(const LoopNest &N, std::string &Why) {
  Why.clear();
  if (N.dims.size() >= 3 || !isa_and_nonnull<CompoundStmt>(N.body))
    return {};
  std::vector<const Stmt *> S = statementsOf(N.body);
  if (S.size() < 2)
    return {};
  // Worth a word only if some statement is a loop that might join.
  bool AnyLoop = false;
  for (const Stmt *X : S) {
    std::vector<const Stmt *> Flat{X};
    while (Flat.size() == 1 && isa<CompoundStmt>(Flat[0]) && !statementsOf(Flat[0]).empty())
      Flat = statementsOf(Flat[0]);
    for (const Stmt *Y : Flat)
      AnyLoop |= isa<ForStmt>(Y);
  }
  if (!AnyLoop)
    return {};
  Why = hazard(N, S);
  if (!Why.empty())
    return {};
  std::vector<Flow> Flows;
  if (!flows(N, S, Flows, Why))
    return {};

  // The smallest groups that keep every flow inside one group.
  std::vector<size_t> Reach(S.size());
  for (size_t I = 0; I < S.size(); ++I)
    Reach[I] = I;
  for (const Flow &F : Flows)
    Reach[F.from] = std::max(Reach[F.from], F.to);
  std::vector<std::pair<size_t, size_t>> Groups;
  size_t Start = 0, End = 0;
  for (size_t I = 0; I < S.size(); ++I) {
    End = std::max(End, Reach[I]);
    if (I == End) {
      Groups.push_back({Start, End});
      Start = I + 1;
      End = I + 1;
    }
  }
  auto Widest = [&](size_t From, size_t To) -> const Flow * {
    const Flow *W = nullptr;
    for (const Flow &F : Flows)
      if (F.from >= From && F.to <= To && (!W || F.to - F.from > W->to - W->from))
        W = &F;
    return W;
  };
  if (Groups.size() == 1) {
    const Flow *W = Widest(0, S.size() - 1);
    Why = "'" + W->name + "' flows from statement " + std::to_string(W->from + 1) +
          " into statement " + std::to_string(W->to + 1) + " (" +
          where(S, W->from, W->to) + ")";
    return {};
  }

  // One piece per group; adjacent pieces that gain nothing become one.
  struct Built {
    LoopNest P;
    size_t from, to;
    bool sunk;
  };
  std::vector<Built> Pieces;
  size_t Base = N.dims.size();
  for (auto [From, To] : Groups) {
    std::vector<const Stmt *> G(S.begin() + From, S.begin() + To + 1);
    bool Sunk = false;
    LoopNest P = build(N, G, true, Sunk);
    if (!P.offload) {
      Why = "statement" + std::string(From == To ? " " : "s ") + std::to_string(From + 1) +
            (From == To ? "" : "-" + std::to_string(To + 1)) + " (" + where(S, From, To) +
            ") cannot run as a kernel of their own: " + P.reason;
      return {};
    }
    if (!Pieces.empty() && P.dims.size() == Base && Pieces.back().P.dims.size() == Base) {
      size_t MFrom = Pieces.back().from;
      std::vector<const Stmt *> MG(S.begin() + MFrom, S.begin() + To + 1);
      bool MSunk = false;
      LoopNest M = build(N, MG, false, MSunk);
      if (M.offload) {
        Pieces.back() = {std::move(M), MFrom, To, false};
        continue;
      }
    }
    Pieces.push_back({std::move(P), From, To, Sunk});
  }

  // One level down: a piece that is one loop joining the NDRange, whose body
  // is again a sequence.
  std::vector<LoopNest> Out;
  bool Gains = false;
  for (Built &B : Pieces) {
    LoopNest &P = B.P;
    if (P.dims.size() > Base && !B.sunk) {
      std::string SubWhy;
      std::vector<LoopNest> Sub = split(P, SubWhy);
      if (!Sub.empty()) {
        for (LoopNest &Q : Sub)
          Out.push_back(std::move(Q));
        Gains = true;
        continue;
      }
    }
    Gains |= P.dims.size() > Base;
    Out.push_back(std::move(P));
  }
  if (!Gains) {
    Why = "none of its " + std::to_string(Groups.size()) +
          " statement groups maps more loops to the NDRange than the whole loop (" +
          std::to_string(Base) + "-D)";
    if (const Flow *W = Widest(0, S.size() - 1))
      Why += "; '" + W->name + "' flows from statement " + std::to_string(W->from + 1) +
             " into statement " + std::to_string(W->to + 1);
    return {};
  }
  return Out;
}

} // namespace

void distributeLoops(std::vector<LoopNest> &Loops,
                     const std::vector<const OMPExecutableDirective *> &Regions,
                     ASTContext &Ctx, RemarkEmitter &Remarks) {
  std::vector<LoopNest> Out;
  for (size_t I = 0; I < Loops.size(); ++I) {
    LoopNest &N = Loops[I];
    std::vector<LoopNest> Pieces;
    std::string Why;
    if (N.offload)
      Pieces = Distributor(Ctx, I < Regions.size() ? Regions[I] : nullptr).split(N, Why);
    if (Pieces.empty()) {
      if (!Why.empty())
        Remarks.missed(N.directive->getBeginLoc(), "loop not distributed: " + Why);
      Out.push_back(std::move(N));
      continue;
    }
    int Count = (int)Pieces.size();
    for (int P = 0; P < Count; ++P) {
      LoopNest &Q = Pieces[P];
      Q.kernelName = N.kernelName + "_d" + std::to_string(P);
      Q.dist.piece = P;
      Q.dist.pieces = Count;
      Q.dist.loopName = N.kernelName;
      Out.push_back(std::move(Q));
    }
  }
  for (size_t I = 0; I < Out.size(); ++I)
    Out[I].id = (int)I;
  Loops = std::move(Out);
}

} // namespace omp2ocl
