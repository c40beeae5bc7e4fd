//===- DynamicIndexReorder.cpp - per-kernel reordered device copies -------===//
//
// 1. Candidates. An offloaded kernel's buffer array A of rank >= 2 with a
//    constant shape, named in the kernel (static or automatic storage; the
//    whole object is one argument of known size), whose accesses in this
//    kernel vote (as global index reordering's do: the subscript following
//    work-item dimension 0 last, then dimension 1's, then 2's; weight 4 per
//    sequential loop around the access) for an order whose last dimension is
//    not the last dimension A has on the device. These are the kernels
//    global reordering outvoted, and every kernel of an array it could not
//    reorder because of host code (NAS BT's `u`, whose rows go to host
//    functions).
// 2. Safety, on the device only (the host layout never changes):
//    * every use of A in the kernel, including the bodies of the functions
//      it calls (followed from the call sites), is a full-rank subscript
//      chain `a[i][j][k][l]` that is not under `&`, so the printer can spell
//      it in the permuted order; A is not passed to any function;
//    * no other memory argument of the kernel may alias A (Steensgaard
//      points-to, PointsTo.cpp: no pointer the kernel uses points into A's
//      class, no other array of the kernel shares it). The runtime checks
//      the same at each launch on the buffer table: the copy is only used
//      when A's argument is exactly one whole device buffer that no other
//      argument of the launch touches (a kernel reaches memory only
//      through its arguments);
//    * A's rank is at most 8 (the runtime's permute kernel).
//    Anything else: a missed remark with the reason, and no variant.
// 3. Code: the original kernel is untouched. A variant `<kernel>_dyn` is
//    printed from a copy of the nest with a LayoutPlan that permutes A (the
//    global plan plus A's new order); vector slots (vloadn/vstoren) of A are
//    dropped from the copy, since consecutive elements along A's old last
//    dimension are no longer adjacent. The launch site describes the copy
//    to the runtime (omp2ocl_arg_layout), which decides per launch.
//
//===----------------------------------------------------------------------===//
#include "DynamicIndexReorder.h"
#include "KernelEmitter.h"
#include "LayoutWishes.h"
#include "ModelEmbed.h"
#include "PointsTo.h"
#include "SourceUtils.h"

#include "mlmodel/tree.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>
#include <exception>
#include <map>
#include <memory>
#include <set>

using namespace clang;

namespace omp2ocl {

namespace {

/// Iterations of a `for` loop when its bounds are constants, else 16 (the
/// features' convention for unknown trip counts).
double tripCount(const ForStmt *F, ASTContext &Ctx) {
  const Expr *Init = nullptr;
  if (auto *BO = dyn_cast_or_null<BinaryOperator>(F->getInit()))
    Init = BO->getRHS();
  if (auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit()))
    if (DS->isSingleDecl())
      if (auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl()))
        Init = VD->getInit();
  auto *Cond = dyn_cast_or_null<BinaryOperator>(F->getCond());
  Expr::EvalResult L, U;
  if (!Init || !Cond || !Init->EvaluateAsInt(L, Ctx) ||
      !Cond->getRHS()->EvaluateAsInt(U, Ctx))
    return 16;
  double Lo = (double)L.Val.getInt().getSExtValue();
  double Hi = (double)U.Val.getInt().getSExtValue();
  double N = 16;
  switch (Cond->getOpcode()) {
  case BO_LT: N = Hi - Lo; break;
  case BO_LE: N = Hi - Lo + 1; break;
  case BO_GT: N = Lo - Hi; break;
  case BO_GE: N = Lo - Hi + 1; break;
  default: return 16;
  }
  return N > 0 ? N : 0;
}

/// Walks a kernel's body and, through the calls, the bodies of its callees:
/// checks that every use of one array is a full-rank subscript chain and
/// counts the chains, each weighted by the trip counts of the sequential
/// loops around it.
class UseChecker {
public:
  UseChecker(const VarDecl *A, unsigned Rank, const LoopNest &N, ASTContext &Ctx)
      : A(A), Rank(Rank), N(N), Ctx(Ctx) {}

  bool run() {
    walk(N.body, 1.0);
    return Problem.empty();
  }
  std::string Problem;
  SourceLocation At;
  double Accesses = 0; ///< per work-item

private:
  bool isA(const Expr *E) {
    auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    return VD && VD->getCanonicalDecl() == A->getCanonicalDecl();
  }
  /// The chain ending at E is on A: its length, else 0.
  unsigned chainOnA(const Expr *E) {
    std::vector<const Expr *> Idx;
    const DeclRefExpr *Base = subscriptChain(E, Idx);
    return Base && isA(Base) ? (unsigned)Idx.size() : 0;
  }
  void fail(const std::string &Why, SourceLocation L) {
    if (Problem.empty()) {
      Problem = Why;
      At = L;
    }
  }
  void walk(const Stmt *S, double Weight) {
    if (!S || !Problem.empty())
      return;
    if (auto *UO = dyn_cast<UnaryOperator>(S))
      if (UO->getOpcode() == UO_AddrOf && chainOnA(UO->getSubExpr())) {
        fail("the address of an element is taken ('" + sourceText(UO, Ctx) + "')",
             UO->getBeginLoc());
        return;
      }
    if (auto *ASE = dyn_cast<ArraySubscriptExpr>(S)) {
      std::vector<const Expr *> Idx;
      const DeclRefExpr *Base = subscriptChain(ASE, Idx);
      if (Base && isA(Base)) {
        if (Idx.size() != Rank) {
          fail("partial subscript '" + sourceText(ASE, Ctx) + "'", ASE->getBeginLoc());
          return;
        }
        if (ASE->getLHS() != ASE->getBase()) {
          fail("it is subscripted as 'index[array]'", ASE->getBeginLoc());
          return;
        }
        Accesses += Weight;
        for (const Expr *I : Idx)
          walk(I, Weight);
        return;
      }
    }
    if (auto *DRE = dyn_cast<DeclRefExpr>(S)) {
      if (isA(DRE))
        fail("'" + A->getNameAsString() + "' is used as a whole", DRE->getLocation());
      return;
    }
    if (auto *Call = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *FD = Call->getDirectCallee();
      for (const Expr *Arg : Call->arguments())
        if (isA(Arg) || chainOnA(Arg) == Rank - 1 ||
            (chainOnA(Arg) > 0 && chainOnA(Arg) < Rank)) {
          fail("it is passed to '" + (FD ? FD->getNameAsString() : std::string("?")) +
                   "' ('" + sourceText(Arg, Ctx) + "')",
               Arg->getBeginLoc());
          return;
        }
      for (const Stmt *Ch : S->children())
        walk(Ch, Weight);
      const FunctionDecl *Def = nullptr;
      if (FD && FD->hasBody(Def) && !Active.count(Def)) {
        Active.insert(Def);
        walk(Def->getBody(), Weight);
        Active.erase(Def);
      }
      return;
    }
    double Inner = Weight;
    if (auto *F = dyn_cast<ForStmt>(S)) {
      bool Mapped = false;
      const ValueDecl *IV = forLoopVariable(F);
      for (const ParallelDim &D : N.dims)
        Mapped |= IV && D.iv == IV;
      if (!Mapped)
        Inner = Weight * tripCount(F, Ctx);
      walk(F->getInit(), Weight);
      walk(F->getCond(), Inner);
      walk(F->getInc(), Inner);
      walk(F->getBody(), Inner);
      return;
    }
    if (isa<WhileStmt>(S) || isa<DoStmt>(S))
      Inner = Weight * 16;
    for (const Stmt *Ch : S->children())
      walk(Ch, Inner);
  }

  const VarDecl *A;
  unsigned Rank;
  const LoopNest &N;
  ASTContext &Ctx;
  std::set<const FunctionDecl *> Active;
};

class DynamicReorderer {
public:
  DynamicReorderer(std::vector<LoopNest> &Loops, const LayoutPlan &Global,
                   ASTContext &Ctx, RemarkEmitter &R)
      : Loops(Loops), Global(Global), Ctx(Ctx), Remarks(R) {}

  void run() {
    for (LoopNest &N : Loops)
      if (N.offload)
        for (const Variable &V : N.vars)
          consider(N, V);
  }

private:
  PointsToAnalysis &pointsTo() {
    if (!PT)
      PT = std::make_unique<PointsToAnalysis>(Ctx);
    return *PT;
  }
  void consider(LoopNest &N, const Variable &V);
  std::string aliasProblem(const LoopNest &N, const Variable &V);

  std::vector<LoopNest> &Loops;
  const LayoutPlan &Global;
  ASTContext &Ctx;
  RemarkEmitter &Remarks;
  std::unique_ptr<PointsToAnalysis> PT;
};

std::string DynamicReorderer::aliasProblem(const LoopNest &N, const Variable &V) {
  PointsToAnalysis &Pt = pointsTo();
  unsigned Class = Pt.classOf(V.decl);
  for (const Variable &W : N.vars) {
    if (&W == &V || (W.kind != VarKind::Buffer && W.kind != VarKind::InPlace))
      continue;
    if (W.isPointer && Pt.pointeeOf(W.decl) == (int)Class)
      return "'" + W.name + "' may point into it (one points-to class)";
    if (!W.isPointer && Pt.classOf(W.decl) == Class)
      return "it may share memory with '" + W.name + "' (one points-to class)";
  }
  return "";
}

void DynamicReorderer::consider(LoopNest &N, const Variable &V) {
  if (V.kind != VarKind::Buffer || V.isPointer || isa<ParmVarDecl>(V.decl))
    return;
  std::vector<uint64_t> Declared;
  QualType Elem;
  if (!constantArrayShape(V.decl->getType(), Declared, Elem))
    return;
  const unsigned Rank = (unsigned)Declared.size();
  // The device layout: global index reordering's, else the declared one.
  std::vector<unsigned> GlobalOrder(Rank);
  for (unsigned D = 0; D < Rank; ++D)
    GlobalOrder[D] = D;
  if (const LayoutPlan::Layout *L = Global.find(V.decl))
    GlobalOrder = L->order;
  std::vector<uint64_t> Extents(Rank);
  for (unsigned K = 0; K < Rank; ++K)
    Extents[K] = Declared[GlobalOrder[K]];

  // This kernel's wishes, over the device layout (the models' subscripts
  // already follow it).
  const std::array<const VarDecl *, 3> IvOfDim = workItemIterators(N);
  std::vector<LayoutWish> Wishes;
  std::vector<std::map<std::string, unsigned>> Seen(Rank);
  for (const Access &Acc : V.accesses) {
    if (Acc.subscripts.size() != Rank)
      continue;
    bool Affine = true;
    for (const AffineExpr &S : Acc.subscripts)
      Affine &= S.valid;
    if (!Affine)
      continue;
    for (unsigned D = 0; D < Rank; ++D) {
      const AffineExpr &S = Acc.subscripts[D];
      if (S.constant == 0 && S.coeffs.size() == 1 && S.coeffs.begin()->second == 1)
        ++Seen[D][S.coeffs.begin()->first->getNameAsString()];
    }
    LayoutWish W = accessWish(IvOfDim, Acc.subscripts);
    if (W.pref.empty())
      continue;
    W.weight = accessLoopWeight(N, Acc.expr, Ctx);
    Wishes.push_back(W);
  }
  if (Wishes.empty())
    return;
  std::vector<unsigned> Order = tallyWishes(Wishes, Rank);
  if (Order.back() == Rank - 1)
    return; // the device layout already coalesces this kernel's accesses

  // Names of the device layout's dimensions, for the remarks.
  std::vector<std::string> Names = dimensionNames(Seen);
  std::string From, To;
  for (unsigned D = 0; D < Rank; ++D) {
    From += "[" + Names[D] + "]";
    To += "[" + Names[Order[D]] + "]";
  }
  std::string Text = From + " -> " + To;
  SourceLocation L = N.directive->getBeginLoc();
  auto Missed = [&](const std::string &Why) {
    Remarks.missed(L, "dynamic index reordering of '" + V.name + "' in kernel '" +
                          N.kernelName + "' (" + Text + ") not applied: " + Why);
  };

  if (Rank > 8)
    return Missed("it has more than 8 dimensions");
  UseChecker Uses(V.decl, Rank, N, Ctx);
  if (!Uses.run())
    return Missed(Uses.Problem);
  if (std::string Why = aliasProblem(N, V); !Why.empty())
    return Missed(Why);

  DynamicCopy C;
  C.array = V.decl;
  C.extents = Extents;
  C.order = Order;
  C.declaredExtents = Declared;
  for (unsigned K = 0; K < Rank; ++K)
    C.declaredOrder.push_back(GlobalOrder[Order[K]]);
  C.elemSize = (uint64_t)Ctx.getTypeSizeInChars(Elem).getQuantity();
  C.written = V.writtenInLoop;
  C.accessesPerItem = Uses.Accesses;
  C.layoutText = Text;
  N.dynamic.copies.push_back(C);
  N.dynamic.kernelName = N.kernelName + "_dyn";
}

/// The variant's plan: the global layouts, and the copies' orders.
LayoutPlan variantPlan(const LoopNest &N, const LayoutPlan &Global) {
  LayoutPlan P;
  std::set<const VarDecl *> Copied;
  for (const DynamicCopy &C : N.dynamic.copies)
    Copied.insert(C.array->getCanonicalDecl());
  for (const LayoutPlan::Layout &L : Global.layouts)
    if (!Copied.count(L.array->getCanonicalDecl()))
      P.add(L);
  for (const DynamicCopy &C : N.dynamic.copies) {
    LayoutPlan::Layout L;
    L.array = C.array;
    L.order = C.declaredOrder;
    L.extents = C.declaredExtents;
    std::vector<uint64_t> Ext;
    constantArrayShape(C.array->getType(), Ext, L.element);
    for (unsigned D = 0; D < C.order.size(); ++D)
      L.names.push_back(std::to_string(D));
    P.add(std::move(L));
  }
  return P;
}

/// Drops vector slots (and their uses) of the copied arrays from a plan:
/// their components were consecutive along the old last dimension.
void dropVectorSlots(KernelPlan &Plan, const DynamicVariant &Dyn) {
  auto OnCopy = [&](const Expr *E) {
    std::vector<const Expr *> Idx;
    const DeclRefExpr *Base = E ? subscriptChain(E, Idx) : nullptr;
    auto *VD = Base ? dyn_cast<VarDecl>(Base->getDecl()) : nullptr;
    if (!VD)
      return false;
    for (const DynamicCopy &C : Dyn.copies)
      if (C.array->getCanonicalDecl() == VD->getCanonicalDecl())
        return true;
    return false;
  };
  std::vector<int> NewIndex(Plan.slots.size(), -1);
  std::vector<KernelPlan::Slot> Kept;
  for (size_t I = 0; I < Plan.slots.size(); ++I)
    if (Plan.slots[I].width == 1 || !OnCopy(Plan.slots[I].first)) {
      NewIndex[I] = (int)Kept.size();
      Kept.push_back(Plan.slots[I]);
    }
  std::map<const Expr *, KernelPlan::Replacement> Replaced;
  for (auto &[E, R] : Plan.replaced)
    if (NewIndex[R.slot] >= 0)
      Replaced[E] = {(unsigned)NewIndex[R.slot], R.lane};
  Plan.slots = std::move(Kept);
  Plan.replaced = std::move(Replaced);
}

bool sameArguments(const LoopNest &A, const LoopNest &B) {
  if (A.params.size() != B.params.size())
    return false;
  for (size_t I = 0; I < A.params.size(); ++I) {
    const KernelParam &P = A.params[I], &Q = B.params[I];
    if (P.kind != Q.kind || P.dim != Q.dim || P.arg != Q.arg ||
        P.pointerExtent != Q.pointerExtent ||
        (P.var ? P.var->decl : nullptr) != (Q.var ? Q.var->decl : nullptr))
      return false;
  }
  return true;
}

} // namespace

void reorderDynamicIndices(std::vector<LoopNest> &Loops, const LayoutPlan &Global,
                           ASTContext &Ctx, RemarkEmitter &Remarks) {
  DynamicReorderer(Loops, Global, Ctx, Remarks).run();
}

void emitDynamicVariants(std::vector<LoopNest> &Loops, const LayoutPlan &Global,
                         ASTContext &Ctx, const TranslatorOptions &Opts,
                         CLTypePrinter &Types, RemarkEmitter &Remarks) {
  for (LoopNest &N : Loops) {
    if (!N.offload || N.dynamic.copies.empty())
      continue;
    LoopNest V = N;
    V.kernelName = N.dynamic.kernelName;
    V.kernelSource.clear();
    dropVectorSlots(V.plan, N.dynamic);
    LayoutPlan Plan = variantPlan(N, Global);
    emitKernel(V, Ctx, Opts, Types, Plan);
    std::string Arrays;
    for (const DynamicCopy &C : N.dynamic.copies)
      Arrays += (Arrays.empty() ? "'" : ", '") + C.array->getNameAsString() + "' " +
                C.layoutText;
    SourceLocation L = N.directive->getBeginLoc();
    // The launcher sets the original kernel's arguments; the runtime hands
    // the same ones to the variant.
    if (!V.offload || !sameArguments(N, V)) {
      Remarks.missed(L, "dynamic index reordering in kernel '" + N.kernelName +
                            "' not applied: the variant kernel " +
                            (V.offload ? std::string("has other arguments")
                                       : "cannot be printed: " + V.reason));
      N.dynamic = DynamicVariant();
      continue;
    }
    N.dynamic.kernelSource = V.kernelSource;
    Remarks.passed(L, "dynamic index reordering: kernel '" + N.kernelName +
                          "' has a variant '" + N.dynamic.kernelName +
                          "' reading a reordered device copy of " + Arrays +
                          " (the runtime chooses per launch)");
  }
}

EmbeddedLayoutModel embedLayoutModel(const std::string &Path) {
  // The runtime passes {bytes, accesses_per_element}.
  return embedTree(Path, "layout model", {"bytes", "accesses_per_element"}, "reorder",
                   "__omp2ocl_layout");
}

} // namespace omp2ocl
