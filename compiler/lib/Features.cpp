//===- Features.cpp - static code features of the generated kernels -------===//
//
// Counting rules (docs/ARCHITECTURE.md, "Device selection", has the table):
//  - comp: arithmetic, bitwise and comparison operators, compound
//    assignments, increments; a math built-in counts 4. Split into single
//    (float, integer) and double precision so the run time can weight double
//    by the platform's factor (4 by default).
//  - mem / localmem: reads and writes of __global (or __constant) / __local
//    lvalues; vloadn/vstoren count once; a compound assignment twice.
//  - coalesced: global accesses whose address advances by 0 or one element
//    between work-items adjacent in dimension 0 (Sim et al.'s criterion,
//    computed from the linear coefficient of get_global_id(0) in the
//    address); anything not provably so is uncoalesced.
//  - loops multiply their body by their trip count: a constant, a symbol
//    (a host expression evaluated at run time) or 16 when unknown; both
//    branches of an `if` count.
//
//===----------------------------------------------------------------------===//
#include "Features.h"
#include "LaunchCounts.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <set>

using namespace clang;

namespace omp2ocl {
namespace {

constexpr double UnknownTrips = 16;
constexpr double BuiltinOps = 4;

/// A polynomial in the unit's symbols: monomial (sorted symbol indices) ->
/// coefficient.
using Poly = std::map<std::vector<int>, double>;

void addTo(Poly &A, const Poly &B, double Scale = 1) {
  for (auto &[M, C] : B)
    A[M] += C * Scale;
}
Poly times(const Poly &P, int Symbol) {
  Poly R;
  for (auto &[M, C] : P) {
    std::vector<int> M2 = M;
    M2.insert(std::upper_bound(M2.begin(), M2.end(), Symbol), Symbol);
    R[M2] += C;
  }
  return R;
}
Poly scaled(const Poly &P, double S) {
  Poly R;
  addTo(R, P, S);
  return R;
}

struct Counts {
  Poly compSP, compDP, mem, local, coalesced;
  void add(const Counts &O, double S = 1) {
    addTo(compSP, O.compSP, S);
    addTo(compDP, O.compDP, S);
    addTo(mem, O.mem, S);
    addTo(local, O.local, S);
    addTo(coalesced, O.coalesced, S);
  }
  Counts timesSymbol(int Sym) const {
    return {times(compSP, Sym), times(compDP, Sym), times(mem, Sym), times(local, Sym),
            times(coalesced, Sym)};
  }
};

/// A host C expression and the host variables it reads.
struct HostExpr {
  std::string text; ///< "" = none
  std::set<const VarDecl *> decls;
};

/// The unit's symbols: run-time values (loop trip counts) as host C
/// expressions.
struct SymbolTable {
  std::vector<HostExpr> syms;
  int intern(const HostExpr &E) {
    for (size_t I = 0; I < syms.size(); ++I)
      if (syms[I].text == E.text)
        return (int)I;
    syms.push_back(E);
    return (int)syms.size() - 1;
  }
};

/// Counts one kernel (and, inlined at each call, the functions it calls).
class KernelCounter {
public:
  KernelCounter(ASTContext &Ctx, SymbolTable &Syms,
                const std::map<const ParmVarDecl *, HostExpr> &ParamHost)
      : Ctx(Ctx), Syms(Syms), ParamHost(ParamHost) {}

  Counts countFunction(const FunctionDecl *F);
  /// The lanes a split inner sum asks for (KernelPlan::SplitSum), 1 for
  /// other kernels: the lanes' loop `__rsk` runs 1/lanes of the inner
  /// loop's iterations, the lanes' tree `__rs_s` log2(lanes) steps, and the
  /// block of lane 0 (`&& __rs_lane == 0`) once per lanes work-items.
  double Lanes = 1;

private:
  Counts count(const Stmt *S);
  void countAccess(const Expr *LV, Counts &C, double Times);
  std::optional<double> coef(const Expr *E);
  std::optional<double> varCoef(const VarDecl *VD);
  std::optional<double> byteCoef(const Expr *Ptr);
  std::optional<double> addressCoef(const Expr *LV);
  HostExpr hostText(const Expr *E);
  void scanAssignments(const Stmt *S);
  bool isGlobal(QualType T) const {
    LangAS AS = T.getAddressSpace();
    return AS == LangAS::opencl_global || AS == LangAS::opencl_constant;
  }
  bool isLocal(QualType T) const { return T.getAddressSpace() == LangAS::opencl_local; }
  double elemSize(QualType T) {
    if (T->isIncompleteType() || T->isVoidType())
      return 1;
    return (double)Ctx.getTypeSizeInChars(T).getQuantity();
  }

  ASTContext &Ctx;
  SymbolTable &Syms;
  const std::map<const ParmVarDecl *, HostExpr> &ParamHost;
  /// Every assignment to a variable: (operator, right-hand side).
  std::map<const VarDecl *, std::vector<std::pair<BinaryOperatorKind, const Expr *>>> Assigns;
  std::set<const VarDecl *> Incremented;
  /// Call-site bindings of callee parameters.
  std::map<const VarDecl *, std::optional<double>> ParamCoef;
  std::map<const VarDecl *, HostExpr> ParamText;
  std::set<const VarDecl *> InProgress;
  std::set<const FunctionDecl *> Active;
  std::set<const FunctionDecl *> Scanned; ///< callees whose assignments are in Assigns
};

void KernelCounter::scanAssignments(const Stmt *S) {
  if (!S)
    return;
  if (auto *BO = dyn_cast<BinaryOperator>(S))
    if (BO->isAssignmentOp())
      if (auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
        if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
          Assigns[VD].push_back({BO->getOpcode(), BO->getRHS()});
  if (auto *UO = dyn_cast<UnaryOperator>(S))
    if (UO->isIncrementDecrementOp())
      if (auto *DRE = dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParenImpCasts()))
        if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
          Incremented.insert(VD);
  if (auto *UO = dyn_cast<UnaryOperator>(S))
    if (UO->getOpcode() == UO_AddrOf)
      if (auto *DRE = dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParenImpCasts()))
        if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
          Assigns[VD].push_back({BO_Assign, nullptr}); // may change: unknown
  for (const Stmt *C : S->children())
    scanAssignments(C);
}

/// `X / __rs_lanes`: the row of a lane in a kernel whose inner sum is
/// split, the same for the adjacent lanes of a row.
static bool isLaneRow(const BinaryOperator *BO) {
  if (BO->getOpcode() != BO_Div)
    return false;
  auto *D = dyn_cast<DeclRefExpr>(BO->getRHS()->IgnoreParenImpCasts());
  return D && D->getDecl()->getName() == "__rs_lanes";
}

/// Linear coefficient of get_global_id(0) in an integer expression.
std::optional<double> KernelCounter::coef(const Expr *E) {
  E = E->IgnoreParens();
  if (auto *CE = dyn_cast<CastExpr>(E))
    return coef(CE->getSubExpr());
  if (isa<IntegerLiteral>(E) || isa<FloatingLiteral>(E) || isa<CharacterLiteral>(E) ||
      isa<UnaryExprOrTypeTraitExpr>(E))
    return 0.0;
  if (auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (isa<EnumConstantDecl>(DRE->getDecl()))
      return 0.0;
    if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      return varCoef(VD);
    return std::nullopt;
  }
  if (auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (isLaneRow(BO))
      return 0.0;
    auto L = coef(BO->getLHS()), R = coef(BO->getRHS());
    switch (BO->getOpcode()) {
    case BO_Add:
      if (L && R)
        return *L + *R;
      return std::nullopt;
    case BO_Sub:
      if (L && R)
        return *L - *R;
      return std::nullopt;
    case BO_Mul: {
      Expr::EvalResult V;
      if (L && BO->getRHS()->EvaluateAsInt(V, Ctx))
        return *L * (double)V.Val.getInt().getSExtValue();
      if (R && BO->getLHS()->EvaluateAsInt(V, Ctx))
        return *R * (double)V.Val.getInt().getSExtValue();
      if (L && R && *L == 0 && *R == 0)
        return 0.0;
      return std::nullopt;
    }
    case BO_Comma:
      return R;
    default:
      if (L && R && *L == 0 && *R == 0)
        return 0.0;
      return std::nullopt;
    }
  }
  if (auto *UO = dyn_cast<UnaryOperator>(E)) {
    auto S = coef(UO->getSubExpr());
    if (UO->getOpcode() == UO_Minus && S)
      return -*S;
    if (UO->getOpcode() == UO_Plus)
      return S;
    if (S && *S == 0)
      return 0.0;
    return std::nullopt;
  }
  if (auto *CO = dyn_cast<ConditionalOperator>(E)) {
    auto C = coef(CO->getCond()), T = coef(CO->getTrueExpr()), F = coef(CO->getFalseExpr());
    if (C && T && F && *C == 0 && *T == *F)
      return T;
    return std::nullopt;
  }
  if (auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *FD = Call->getDirectCallee();
    std::string Name = FD ? FD->getNameAsString() : "";
    if (Name == "get_global_id" || Name == "get_local_id") {
      Expr::EvalResult V;
      if (Call->getNumArgs() == 1 && Call->getArg(0)->EvaluateAsInt(V, Ctx))
        return V.Val.getInt().getZExtValue() == 0 ? 1.0 : 0.0;
      return std::nullopt;
    }
    if (FD && FD->hasBody())
      return std::nullopt; // a user function of the work-item's values
    for (const Expr *A : Call->arguments()) {
      auto C = coef(A);
      if (!C || *C != 0)
        return std::nullopt;
    }
    return 0.0; // get_group_id, get_global_size, math of uniform values
  }
  if (auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
    // A value loaded from memory: uniform when its address is.
    auto A = addressCoef(ASE);
    if (A && *A == 0)
      return 0.0;
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<double> KernelCounter::varCoef(const VarDecl *VD) {
  // The lane of a split inner sum: adjacent work-items, adjacent lanes.
  if (VD->getName() == "__rs_lane")
    return 1.0;
  auto P = ParamCoef.find(VD);
  if (P != ParamCoef.end())
    return P->second;
  if (isa<ParmVarDecl>(VD))
    return 0.0; // a kernel argument: the same for every work-item
  if (VD->hasGlobalStorage())
    return 0.0;
  if (InProgress.count(VD))
    return std::nullopt;
  InProgress.insert(VD);
  std::optional<double> Result;
  bool Known = false;
  auto Merge = [&](std::optional<double> C) {
    if (!C) {
      Known = true;
      Result = std::nullopt;
      return false;
    }
    if (!Known) {
      Known = true;
      Result = C;
      return true;
    }
    if (!Result || *Result != *C) {
      Result = std::nullopt;
      return false;
    }
    return true;
  };
  bool Ok = true;
  if (const Expr *Init = VD->getInit())
    Ok = Merge(coef(Init));
  auto It = Assigns.find(VD);
  if (Ok && It != Assigns.end())
    for (auto &[Op, RHS] : It->second) {
      if (!RHS) {
        Ok = Merge(std::nullopt);
        break;
      }
      auto C = coef(RHS);
      if (Op == BO_Assign)
        Ok = Merge(C);
      else if (!(C && *C == 0))
        Ok = Merge(std::nullopt);
      if (!Ok)
        break;
    }
  InProgress.erase(VD);
  if (!Known)
    return std::nullopt; // never given a value we can see
  return Result;
}

/// Byte coefficient of a pointer value.
std::optional<double> KernelCounter::byteCoef(const Expr *E) {
  E = E->IgnoreParens();
  if (auto *CE = dyn_cast<CastExpr>(E)) {
    if (CE->getCastKind() == CK_ArrayToPointerDecay)
      return addressCoef(CE->getSubExpr());
    return byteCoef(CE->getSubExpr());
  }
  if (auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD)
      return std::nullopt;
    if (VD->getType()->isArrayType())
      return addressCoef(E);
    return varCoef(VD); // the pointer's own value
  }
  if (auto *BO = dyn_cast<BinaryOperator>(E)) {
    const Expr *Ptr = BO->getLHS(), *Off = BO->getRHS();
    if (!Ptr->getType()->isPointerType())
      std::swap(Ptr, Off);
    if (!Ptr->getType()->isPointerType() || (BO->getOpcode() != BO_Add && BO->getOpcode() != BO_Sub))
      return std::nullopt;
    auto P = byteCoef(Ptr), O = coef(Off);
    if (!P || !O)
      return std::nullopt;
    double Sz = elemSize(Ptr->getType()->getPointeeType());
    return *P + (BO->getOpcode() == BO_Sub ? -1 : 1) * *O * Sz;
  }
  if (auto *UO = dyn_cast<UnaryOperator>(E))
    if (UO->getOpcode() == UO_AddrOf)
      return addressCoef(UO->getSubExpr());
  return std::nullopt;
}

/// Byte coefficient of an lvalue's address.
std::optional<double> KernelCounter::addressCoef(const Expr *E) {
  E = E->IgnoreParens();
  if (auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
    auto B = byteCoef(ASE->getBase()), I = coef(ASE->getIdx());
    if (!B || !I)
      return std::nullopt;
    return *B + *I * elemSize(ASE->getType());
  }
  if (auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (VD && !VD->getType()->isPointerType())
      return 0.0; // a private object: each work-item has its own
    return std::nullopt;
  }
  if (auto *ME = dyn_cast<MemberExpr>(E))
    return ME->isArrow() ? byteCoef(ME->getBase()) : addressCoef(ME->getBase());
  if (auto *UO = dyn_cast<UnaryOperator>(E))
    if (UO->getOpcode() == UO_Deref)
      return byteCoef(UO->getSubExpr());
  return std::nullopt;
}

/// The host C text of a kernel expression made of kernel arguments and
/// constants (empty text when it has other parts).
HostExpr KernelCounter::hostText(const Expr *E) {
  E = E->IgnoreParens();
  if (auto *CE = dyn_cast<CastExpr>(E))
    return hostText(CE->getSubExpr());
  if (auto *IL = dyn_cast<IntegerLiteral>(E))
    return {std::to_string(IL->getValue().getSExtValue()), {}};
  if (auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    if (!VD)
      return {};
    auto P = ParamText.find(VD);
    if (P != ParamText.end())
      return P->second;
    if (auto *PVD = dyn_cast<ParmVarDecl>(VD)) {
      auto It = ParamHost.find(PVD);
      return It == ParamHost.end() ? HostExpr{} : It->second;
    }
    // A local that only ever holds its initial value.
    if (VD->getInit() && !Assigns.count(VD) && !Incremented.count(VD))
      return hostText(VD->getInit());
    return {};
  }
  if (auto *BO = dyn_cast<BinaryOperator>(E)) {
    const char *Op = nullptr;
    switch (BO->getOpcode()) {
    case BO_Add: Op = " + "; break;
    case BO_Sub: Op = " - "; break;
    case BO_Mul: Op = " * "; break;
    case BO_Div: Op = " / "; break;
    default: return {};
    }
    HostExpr L = hostText(BO->getLHS()), R = hostText(BO->getRHS());
    if (L.text.empty() || R.text.empty())
      return {};
    L.decls.insert(R.decls.begin(), R.decls.end());
    return {"(" + L.text + Op + R.text + ")", L.decls};
  }
  return {};
}

void KernelCounter::countAccess(const Expr *LV, Counts &C, double Times) {
  QualType T = LV->getType();
  if (isLocal(T)) {
    C.local[{}] += Times;
    return;
  }
  if (!isGlobal(T))
    return;
  C.mem[{}] += Times;
  auto A = addressCoef(LV);
  if (A && (std::fabs(*A) <= elemSize(T)))
    C.coalesced[{}] += Times;
}

/// The terms of a linearised element offset, `(long)(e0) * S0 + (long)(e1)
/// * S1 + C`: e0, e1 (constants dropped).
void offsetTerms(const Expr *E, std::vector<const Expr *> &Parts) {
  E = E->IgnoreParens();
  if (auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->getOpcode() == BO_Add) {
      offsetTerms(BO->getLHS(), Parts);
      offsetTerms(BO->getRHS(), Parts);
      return;
    }
    if (BO->getOpcode() == BO_Mul && isa<IntegerLiteral>(BO->getRHS()->IgnoreParenImpCasts())) {
      offsetTerms(BO->getLHS(), Parts);
      return;
    }
  }
  if (isa<IntegerLiteral>(E))
    return;
  if (auto *CE = dyn_cast<CStyleCastExpr>(E)) {
    Parts.push_back(CE->getSubExpr());
    return;
  }
  Parts.push_back(E);
}

/// `(offset) * __nwi`: an element offset the kernel printer linearised for
/// a private array interleaved element-major (KernelEmitter.cpp). Its
/// address arithmetic is the layout's, not the program's, and is not
/// counted, as that of a multi-dimensional subscript is not: only the
/// index expressions themselves (into Parts).
bool interleavedOffset(const Expr *E, std::vector<const Expr *> &Parts) {
  auto *BO = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
  if (!BO || BO->getOpcode() != BO_Mul)
    return false;
  auto *N = dyn_cast<DeclRefExpr>(BO->getRHS()->IgnoreParenImpCasts());
  if (!N || N->getDecl()->getName() != "__nwi")
    return false;
  offsetTerms(BO->getLHS(), Parts);
  return true;
}

Counts KernelCounter::count(const Stmt *S) {
  Counts C;
  if (!S)
    return C;
  {
    // Interleaved private arrays: p[(offset) * __nwi], p + (offset) * __nwi.
    std::vector<const Expr *> Parts;
    const Expr *Base = nullptr;
    if (auto *ASE = dyn_cast<ArraySubscriptExpr>(S)) {
      if (interleavedOffset(ASE->getIdx(), Parts))
        Base = ASE->getBase();
    } else if (auto *BO = dyn_cast<BinaryOperator>(S)) {
      if (BO->getOpcode() == BO_Add && BO->getLHS()->getType()->isPointerType() &&
          interleavedOffset(BO->getRHS(), Parts))
        Base = BO->getLHS();
    } else if (auto *DS = dyn_cast<DeclStmt>(S)) {
      if (DS->isSingleDecl())
        if (auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl()))
          if (VD->getName() == "__nwi")
            return C; // the work-items, once per function
    }
    if (Base) {
      C.add(count(Base));
      for (const Expr *P : Parts)
        C.add(count(P));
      return C;
    }
  }
  if (auto *For = dyn_cast<ForStmt>(S)) {
    Counts Once = count(For->getInit());
    Counts Iter = count(For->getBody());
    Iter.add(count(For->getCond()));
    Iter.add(count(For->getInc()));
    // Trip count of `v = a; v < b; v += s` (or >, <=, >=, -=, ++, --).
    double Factor = UnknownTrips;
    int Symbol = -1;
    const Expr *Lo = nullptr, *Hi = nullptr;
    const VarDecl *IV = nullptr;
    if (auto *DS = dyn_cast_or_null<DeclStmt>(For->getInit())) {
      if (DS->isSingleDecl())
        if (auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl()))
          IV = VD, Lo = VD->getInit();
    } else if (auto *BO = dyn_cast_or_null<BinaryOperator>(For->getInit())) {
      if (BO->getOpcode() == BO_Assign)
        if (auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
          IV = dyn_cast<VarDecl>(DRE->getDecl()), Lo = BO->getRHS();
    }
    double Step = 0;
    bool Inclusive = false;
    // A split inner sum's lanes: `__rsk = lo + __rs_lane * c; ... __rsk +=
    // __rs_lanes * c` counts as the inner loop with a step of c x lanes.
    bool LaneLoop = IV && IV->getName() == "__rsk";
    if (LaneLoop)
      if (auto *Add = dyn_cast_or_null<BinaryOperator>(Lo ? Lo->IgnoreParenImpCasts() : nullptr))
        if (Add->getOpcode() == BO_Add)
          Lo = Add->getLHS();
    if (IV && IV->getName() == "__rs_s") { // the lanes' tree
      C.add(Once);
      C.add(Iter, std::max(0.0, std::log2(Lanes)));
      return C;
    }
    if (auto *Cond = dyn_cast_or_null<BinaryOperator>(For->getCond())) {
      auto *L = dyn_cast<DeclRefExpr>(Cond->getLHS()->IgnoreParenImpCasts());
      if (IV && L && L->getDecl() == IV && Cond->isRelationalOp()) {
        Hi = Cond->getRHS();
        Inclusive = Cond->getOpcode() == BO_LE || Cond->getOpcode() == BO_GE;
      }
    }
    if (auto *UO = dyn_cast_or_null<UnaryOperator>(For->getInc()))
      Step = UO->isIncrementOp() ? 1 : -1;
    else if (auto *CA = dyn_cast_or_null<CompoundAssignOperator>(For->getInc())) {
      Expr::EvalResult V;
      auto *Mul = dyn_cast<BinaryOperator>(CA->getRHS()->IgnoreParenImpCasts());
      if (LaneLoop && Mul && Mul->getOpcode() == BO_Mul &&
          Mul->getRHS()->EvaluateAsInt(V, Ctx))
        Step = (double)V.Val.getInt().getSExtValue() * Lanes;
      else if (CA->getRHS()->EvaluateAsInt(V, Ctx))
        Step = (double)V.Val.getInt().getSExtValue() *
               (CA->getOpcode() == BO_SubAssign ? -1 : 1);
    }
    if (Lo && Hi && Step != 0) {
      Expr::EvalResult A, B;
      if (Lo->EvaluateAsInt(A, Ctx) && Hi->EvaluateAsInt(B, Ctx)) {
        double D = ((double)B.Val.getInt().getSExtValue() -
                    (double)A.Val.getInt().getSExtValue()) / Step + (Inclusive ? 1 : 0);
        Factor = std::max(0.0, std::ceil(D));
      } else {
        HostExpr LT = hostText(Lo), HT = hostText(Hi);
        if (!LT.text.empty() && !HT.text.empty()) {
          char Buf[64];
          snprintf(Buf, sizeof Buf, "%g", Step);
          LT.decls.insert(HT.decls.begin(), HT.decls.end());
          Symbol = Syms.intern({"omp2ocl_trips((double)(" + LT.text + "), (double)(" +
                                    HT.text + "), " + Buf + ", " +
                                    (Inclusive ? "1" : "0") + ")",
                                LT.decls});
        }
      }
    }
    if (LaneLoop && Symbol < 0 && Factor == UnknownTrips)
      Factor = UnknownTrips / Lanes; // each lane's share of an unknown count
    C.add(Once);
    if (Symbol >= 0)
      C.add(Iter.timesSymbol(Symbol));
    else
      C.add(Iter, Factor);
    return C;
  }
  if (auto *If = dyn_cast<IfStmt>(S)) {
    // The block only lane 0 of a split inner sum runs.
    auto *Cond = dyn_cast<BinaryOperator>(If->getCond()->IgnoreParens());
    auto *Lane = Cond && Cond->getOpcode() == BO_LAnd
                     ? dyn_cast<BinaryOperator>(Cond->getRHS()->IgnoreParens())
                     : nullptr;
    auto *LaneRef = Lane && Lane->getOpcode() == BO_EQ
                        ? dyn_cast<DeclRefExpr>(Lane->getLHS()->IgnoreParenImpCasts())
                        : nullptr;
    if (LaneRef && LaneRef->getDecl()->getName() == "__rs_lane" && !If->getElse()) {
      C.add(count(If->getCond()));
      C.add(count(If->getThen()), 1.0 / Lanes);
      return C;
    }
  }
  if (auto *Do = dyn_cast<DoStmt>(S)) {
    Expr::EvalResult V;
    double Factor = UnknownTrips;
    if (Do->getCond()->EvaluateAsInt(V, Ctx) && V.Val.getInt().isZero())
      Factor = 1; // do { } while (0)
    Counts Body = count(Do->getBody());
    Body.add(count(Do->getCond()));
    C.add(Body, Factor);
    return C;
  }
  if (auto *While = dyn_cast<WhileStmt>(S)) {
    Counts Body = count(While->getBody());
    Body.add(count(While->getCond()));
    C.add(Body, UnknownTrips);
    return C;
  }
  if (auto *Call = dyn_cast<CallExpr>(S)) {
    for (const Expr *A : Call->arguments())
      C.add(count(A));
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD)
      return C;
    std::string Name = FD->getNameAsString();
    bool DP = Call->getType()->isSpecificBuiltinType(BuiltinType::Double);
    if (Name.rfind("vload", 0) == 0 || Name.rfind("vstore", 0) == 0) {
      const Expr *Ptr = Call->getArg(Name[1] == 'l' ? 1 : 2);
      QualType PT = Ptr->IgnoreParenImpCasts()->getType();
      if (PT->isPointerType()) {
        QualType E = PT->getPointeeType();
        unsigned Width = (unsigned)std::max(1, std::atoi(Name.c_str() + (Name[1] == 'l' ? 5 : 6)));
        if (isLocal(E))
          C.local[{}] += 1;
        else if (isGlobal(E)) {
          C.mem[{}] += 1;
          auto B = byteCoef(Ptr);
          if (B && std::fabs(*B) <= elemSize(E) * Width)
            C.coalesced[{}] += 1;
        }
      }
      return C;
    }
    if (Name.rfind("omp2ocl_atomic_", 0) == 0 || Name.rfind("atom", 0) == 0) {
      C.mem[{}] += 1; // one read-modify-write of global memory
      (DP ? C.compDP : C.compSP)[{}] += 1;
      return C;
    }
    if (FD->hasBody() && !Active.count(FD)) {
      // Inline the callee's counts, its parameters bound to the arguments.
      const FunctionDecl *Def = FD->getDefinition();
      Active.insert(FD);
      auto SavedCoef = ParamCoef;
      auto SavedText = ParamText;
      for (unsigned I = 0; I < Def->getNumParams() && I < Call->getNumArgs(); ++I) {
        const ParmVarDecl *P = Def->getParamDecl(I);
        const Expr *A = Call->getArg(I);
        ParamCoef[P] = P->getType()->isPointerType() ? byteCoef(A) : coef(A);
        ParamText[P] = hostText(A);
      }
      if (Scanned.insert(Def).second)
        scanAssignments(Def->getBody());
      C.add(count(Def->getBody()));
      ParamCoef = SavedCoef;
      ParamText = SavedText;
      Active.erase(FD);
      return C;
    }
    if (!FD->hasBody() && Name.rfind("get_", 0) != 0 && Name != "barrier" &&
        Name != "mem_fence")
      (DP ? C.compDP : C.compSP)[{}] += BuiltinOps; // a math built-in
    return C;
  }
  if (auto *BO = dyn_cast<BinaryOperator>(S)) {
    bool DP = BO->getType()->isSpecificBuiltinType(BuiltinType::Double) ||
              (BO->isComparisonOp() &&
               BO->getLHS()->getType()->isSpecificBuiltinType(BuiltinType::Double));
    if (auto *CA = dyn_cast<CompoundAssignOperator>(BO))
      DP = CA->getComputationResultType()->isSpecificBuiltinType(BuiltinType::Double);
    if (BO->getOpcode() == BO_Assign) {
      countAccess(BO->getLHS()->IgnoreParens(), C, 1);
      C.add(count(BO->getLHS()));
      C.add(count(BO->getRHS()));
      return C;
    }
    if (BO->isCompoundAssignmentOp()) {
      countAccess(BO->getLHS()->IgnoreParens(), C, 2);
      C.add(count(BO->getLHS()));
      C.add(count(BO->getRHS()));
      (DP ? C.compDP : C.compSP)[{}] += 1;
      return C;
    }
    C.add(count(BO->getLHS()));
    C.add(count(BO->getRHS()));
    if (BO->getOpcode() != BO_Comma && !BO->isLogicalOp())
      (DP ? C.compDP : C.compSP)[{}] += 1;
    return C;
  }
  if (auto *UO = dyn_cast<UnaryOperator>(S)) {
    bool DP = UO->getType()->isSpecificBuiltinType(BuiltinType::Double);
    if (UO->isIncrementDecrementOp()) {
      countAccess(UO->getSubExpr()->IgnoreParens(), C, 2);
      C.add(count(UO->getSubExpr()));
      (DP ? C.compDP : C.compSP)[{}] += 1;
      return C;
    }
    if (UO->getOpcode() == UO_AddrOf) {
      C.add(count(UO->getSubExpr()));
      return C;
    }
    C.add(count(UO->getSubExpr()));
    if (UO->getOpcode() == UO_Minus || UO->getOpcode() == UO_Not || UO->getOpcode() == UO_LNot)
      (DP ? C.compDP : C.compSP)[{}] += 1;
    return C;
  }
  if (auto *ICE = dyn_cast<ImplicitCastExpr>(S)) {
    if (ICE->getCastKind() == CK_LValueToRValue) {
      countAccess(ICE->getSubExpr()->IgnoreParens(), C, 1);
      C.add(count(ICE->getSubExpr()));
      return C;
    }
    return count(ICE->getSubExpr());
  }
  for (const Stmt *Child : S->children())
    C.add(count(Child));
  return C;
}

Counts KernelCounter::countFunction(const FunctionDecl *F) {
  scanAssignments(F->getBody());
  return count(F->getBody());
}

std::string num(double V) {
  char Buf[64];
  snprintf(Buf, sizeof Buf, "%.17g", V);
  return Buf;
}

std::string jsonString(const std::string &S) {
  std::string R = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\')
      R += '\\';
    if (C == '\n') {
      R += "\\n";
      continue;
    }
    R += C;
  }
  return R + "\"";
}

/// C text of a kernel's count polynomial with symbol values in `__s[]`: its
/// symbols are extents, an unknown one takes the deciding launch's extent
/// per dimension (`__ft_ext`).
std::string polyC(const Poly &P) {
  std::string R;
  for (auto &[M, C] : P) {
    if (C == 0)
      continue;
    std::string T = num(C);
    for (int Sym : M)
      T += " * omp2ocl_ext(__s[" + std::to_string(Sym) + "], __ft_ext)";
    R += (R.empty() ? "" : " + ") + T;
  }
  return R.empty() ? "0.0" : R;
}

double polyAtDefaults(const Poly &P) {
  double R = 0;
  for (auto &[M, C] : P)
    R += C * std::pow(UnknownTrips, (double)M.size());
  return R;
}

std::string polyJson(const Poly &P) {
  std::string R = "[";
  bool First = true;
  for (auto &[M, C] : P) {
    if (C == 0)
      continue;
    R += std::string(First ? "" : ", ") + "{\"coeff\": " + num(C) + ", \"symbols\": [";
    for (size_t I = 0; I < M.size(); ++I)
      R += std::string(I ? ", " : "") + std::to_string(M[I]);
    R += "]}";
    First = false;
  }
  return R + "]";
}

double ratio(double A, double B) { return B > 0 ? A / B : 0; }

} // namespace

/// For each symbol that reads iterators of host loops around launches (in
/// the launch's own function), a new symbol: the same text evaluated with
/// each such iterator shadowed by its mean over its loop, outermost first
/// (an inner loop's bounds may read an outer iterator). Returns symbol ->
/// its estimate.
static std::map<int, int>
iteratorMeanEstimates(SymbolTable &Syms,
                      const std::map<int, std::vector<LaunchPath>> &LaunchPaths) {
  std::map<const VarDecl *, const TripFactor *> Around;
  for (const auto &[Id, Paths] : LaunchPaths)
    for (const LaunchPath &Path : Paths)
      for (const TripFactor &T : Path)
        if (T.iv && (T.iv->getType()->isIntegerType() || T.iv->getType()->isRealFloatingType()))
          Around.emplace(T.iv, &T);
  std::map<int, int> Out;
  size_t Count = Syms.syms.size();
  for (size_t I = 0; I < Count; ++I) {
    HostExpr H = Syms.syms[I];
    // The iterators to shadow, including those the means read.
    std::vector<const TripFactor *> Pending;
    std::set<const VarDecl *> Seen;
    std::vector<const VarDecl *> Work(H.decls.begin(), H.decls.end());
    while (!Work.empty()) {
      const VarDecl *D = Work.back();
      Work.pop_back();
      auto It = Around.find(D);
      if (It == Around.end() || !Seen.insert(D).second)
        continue;
      Pending.push_back(It->second);
      Work.insert(Work.end(), It->second->decls.begin(), It->second->decls.end());
    }
    if (Pending.empty())
      continue;
    // Outermost first: a factor whose mean reads no pending iterator.
    std::vector<const TripFactor *> Order;
    while (!Pending.empty()) {
      auto Next = std::find_if(Pending.begin(), Pending.end(), [&](const TripFactor *T) {
        for (const TripFactor *U : Pending)
          if (U != T && T->decls.count(U->iv))
            return false;
        return true;
      });
      if (Next == Pending.end())
        break; // cyclic: give up on this symbol
      Order.push_back(*Next);
      Pending.erase(Next);
    }
    if (!Pending.empty())
      continue;
    HostExpr E;
    std::string Open, Close;
    for (const TripFactor *T : Order) {
      const char *Ty = T->iv->getType()->isIntegerType() ? "long" : "double";
      Open += "{ " + std::string(Ty) + " " + T->iv->getNameAsString() + " = (" + Ty + ")(" +
              T->meanText + "); ";
      Close += " }";
      E.decls.insert(T->decls.begin(), T->decls.end());
    }
    E.decls.insert(H.decls.begin(), H.decls.end());
    for (const TripFactor *T : Order)
      E.decls.erase(T->iv);
    E.text = "({ double __ft_r; " + Open + "__ft_r = " + H.text + ";" + Close + " __ft_r; })";
    Out[(int)I] = Syms.intern(E);
  }
  return Out;
}

UnitFeatures extractFeatures(const std::vector<LoopNest> &Loops,
                             const std::string &KernelSource,
                             const std::string &UnitName, ASTContext &HostCtx) {
  UnitFeatures Out;
  std::vector<std::string> Args = {"-x", "cl", "-cl-std=CL1.2", "-Xclang",
                                   "-finclude-default-header", "-Xclang",
                                   "-fdeclare-opencl-builtins", "-w",
                                   "-resource-dir=" OMP2OCL_CLANG_RESOURCE_DIR};
  IgnoringDiagConsumer Quiet;
  std::unique_ptr<ASTUnit> AST = tooling::buildASTFromCodeWithArgs(
      KernelSource, Args, "omp2ocl-kernels.cl", "omp2ocl",
      std::make_shared<PCHContainerOperations>(),
      tooling::getClangStripDependencyFileAdjuster(), tooling::FileContentMappings(),
      &Quiet);
  std::map<std::string, const FunctionDecl *> Kernels;
  if (!AST || AST->getDiagnostics().hasErrorOccurred())
    Out.error = "the generated OpenCL did not parse as OpenCL C 1.2";
  else
    for (const Decl *D : AST->getASTContext().getTranslationUnitDecl()->decls())
      if (auto *FD = dyn_cast<FunctionDecl>(D))
        if (FD->hasAttr<OpenCLKernelAttr>() && FD->hasBody())
          Kernels[FD->getNameAsString()] = FD;

  SymbolTable Syms;
  struct KernelResult {
    const LoopNest *N;
    Counts C;
    std::vector<int> wsSymbols; ///< trip count symbols of the NDRange dims
    std::string launches;       ///< C text: estimated launches per run
  };
  std::map<int, std::vector<LaunchPath>> LaunchPaths = estimateLaunches(Loops, HostCtx);
  /// Symbols of loops around launch sites: the sites that can evaluate them.
  std::map<int, std::set<int>> LaunchSymbolSites;
  auto LaunchText = [&](int LoopId) {
    std::string Sum;
    for (const LaunchPath &Path : LaunchPaths[LoopId]) {
      std::string Product;
      for (const TripFactor &T : Path) {
        std::string F = num(UnknownTrips);
        if (!T.text.empty()) {
          int Sym = Syms.intern({T.text, T.decls});
          LaunchSymbolSites[Sym].insert(T.evaluableAt.begin(), T.evaluableAt.end());
          F = "omp2ocl_sym(__s[" + std::to_string(Sym) + "])";
        }
        Product += (Product.empty() ? "" : " * ") + F;
      }
      Sum += (Sum.empty() ? "" : " + ") + (Product.empty() ? std::string("1.0") : Product);
    }
    return Sum.empty() ? std::string("1.0") : Sum;
  };
  std::vector<KernelResult> Results;
  // Memory the kernels use, once per object: (bytes at compile time or 0,
  // a symbolic estimate, written).
  struct Transfer {
    std::string name;
    double bytes = 0;          ///< sizeof the object, when constant
    size_t kernel = 0;         ///< else: elemSize x work-items of this kernel
    double elemSize = 0;
    bool written = false;
  };
  std::vector<Transfer> Transfers;
  std::map<const VarDecl *, size_t> TransferOf;

  for (const LoopNest &N : Loops) {
    if (!N.offload)
      continue;
    auto KIt = Kernels.find(N.kernelName);
    if (KIt == Kernels.end())
      continue;
    const FunctionDecl *F = KIt->second;
    std::map<const ParmVarDecl *, HostExpr> ParamHost;
    std::vector<int> WsSyms;
    for (const KernelParam &P : N.params) {
      if (P.arg >= F->getNumParams())
        continue;
      const ParmVarDecl *PVD = F->getParamDecl(P.arg);
      if (P.kind == KernelParam::LowerBound || P.kind == KernelParam::TripCount) {
        const ParallelDim &PD = N.dims[P.dim];
        HostExpr H;
        if (!hostDecls(PD.lower, HostCtx, H.decls) || !hostDecls(PD.upper, HostCtx, H.decls) ||
            sourceText(PD.lower, HostCtx).empty() || sourceText(PD.upper, HostCtx).empty())
          continue; // (bounds a macro spells have no text)
        std::string Lo = "(double)(" + sourceText(PD.lower, HostCtx) + ")";
        std::string Step = num((double)PD.step);
        if (PD.stepExpr) { // a run-time step: its magnitude, with the direction
          if (!hostDecls(PD.stepExpr, HostCtx, H.decls) ||
              sourceText(PD.stepExpr, HostCtx).empty())
            continue;
          Step = std::string((PD.step > 0) != PD.stepExprNegated ? "" : "-") + "(double)(" +
                 sourceText(PD.stepExpr, HostCtx) + ")";
        }
        if (P.kind == KernelParam::LowerBound) {
          H.text = Lo;
        } else {
          H.text = "omp2ocl_trips(" + Lo + ", (double)(" + sourceText(PD.upper, HostCtx) +
                   "), " + Step + ", " + (PD.upperInclusive ? "1" : "0") + ")";
          WsSyms.push_back(Syms.intern(H));
        }
        ParamHost[PVD] = H;
      } else if (P.kind == KernelParam::ValueArg && P.var &&
                 (P.var->decl->getType()->isArithmeticType() ||
                  P.var->decl->getType()->isEnumeralType())) {
        ParamHost[PVD] = {"(double)(" + P.var->name + ")", {P.var->decl}};
      }
    }
    KernelCounter Counter(AST->getASTContext(), Syms, ParamHost);
    if (N.plan.split.lanes)
      Counter.Lanes = N.plan.split.lanes;
    Results.push_back({&N, Counter.countFunction(F), WsSyms, LaunchText(N.id)});
    for (const Variable &V : N.vars) {
      if (V.kind != VarKind::Buffer && V.kind != VarKind::InPlace)
        continue;
      auto [It, New] = TransferOf.insert({V.decl, Transfers.size()});
      if (New) {
        Transfer T;
        T.name = V.name;
        QualType Ty = V.decl->getType();
        if (!V.isPointer && Ty->isConstantSizeType())
          T.bytes = (double)HostCtx.getTypeSizeInChars(Ty).getQuantity();
        else {
          QualType E = Ty->isPointerType() ? Ty->getPointeeType() : Ty;
          T.elemSize = E->isConstantSizeType() && !E->isVoidType()
                           ? (double)HostCtx.getTypeSizeInChars(E).getQuantity()
                           : 1;
          T.kernel = Results.size() - 1;
        }
        Transfers.push_back(T);
      }
      if (V.writtenInLoop || V.kind == VarKind::InPlace)
        Transfers[It->second].written = true;
    }
  }
  // A symbol that reads the iterator of a host loop around a launch (the
  // rows k+1..n-1 of a triangular elimination, for each k) has no single
  // value for the run; its estimate takes each such iterator at its mean
  // over the loop, which is exact for counts linear in it.
  std::map<int, int> EstimateOf = iteratorMeanEstimates(Syms, LaunchPaths);
  Out.numSymbols = (unsigned)Syms.syms.size();

  auto FileScope = [](const std::set<const VarDecl *> &Decls) {
    for (const VarDecl *D : Decls)
      if (!D->isFileVarDecl())
        return false;
    return true;
  };

  // Symbols each launch site can evaluate in its own scope.
  for (const LoopNest &N : Loops) {
    if (!N.offload)
      continue;
    std::string Code;
    for (size_t I = 0; I < Syms.syms.size(); ++I) {
      const HostExpr &H = Syms.syms[I];
      if (FileScope(H.decls))
        continue; // the features function evaluates it
      auto LaunchSites = LaunchSymbolSites.find((int)I);
      bool Visible = true;
      for (const VarDecl *D : H.decls) {
        bool Param = false;
        if (N.function)
          for (const ParmVarDecl *P : N.function->parameters())
            Param |= P == D;
        const Variable *V = const_cast<LoopNest &>(N).findVar(D);
        if (!D->isFileVarDecl() && !Param && !(V && V->kind != VarKind::Private &&
                                               V->kind != VarKind::PrivateArray))
          Visible = false;
      }
      if (LaunchSites != LaunchSymbolSites.end() && LaunchSites->second.count(N.id))
        Visible = true; // a loop around this launch site, in its function
      if (Visible)
        Code += "      __omp2ocl_sv[" + std::to_string(I) + "] = " + H.text + ";\n";
    }
    Out.siteSymbols[N.id] = Code;
  }

  // The host function: program-level features from the kernels' counts.
  // Its own names are reserved spellings: the symbols' host text reads the
  // program's globals, which a local `mem` or `n` would shadow.
  std::string C;
  C += "static void __omp2ocl_features(double *__ft_f, int __ft_site, double __ft_site_ws,\n"
       "                               const double *__ft_sv) {\n";
  C += "  double __s[" + std::to_string(std::max<size_t>(1, Syms.syms.size())) + "];\n";
  C += "  double __ft_sp = 0, __ft_dp = 0, __ft_mem = 0, __ft_lmem = 0, __ft_coal = 0;\n"
       "  double __ft_transfer = 0, __ft_wsum = 0, __ft_ws, __ft_n, __ft_ext;\n"
       "  double __ft_l, __ft_wsp, __ft_wdp, __ft_wmem, __ft_path = 0;\n"
       "  const double __ft_dpw = omp2ocl_dp_weight();\n";
  C += "  double __ft_kws[" + std::to_string(std::max<size_t>(1, Results.size())) + "];\n";
  C += "  int __ft_nk = 0;\n  (void)__ft_kws; (void)__ft_sv; (void)__s; (void)__ft_ws; (void)__ft_n; (void)__ft_ext;\n"
       "  (void)__ft_l; (void)__ft_wsp; (void)__ft_wdp; (void)__ft_wmem;\n";
  auto Value = [&](size_t I, std::string Otherwise) {
    const HostExpr &H = Syms.syms[I];
    std::string Sv = "__ft_sv[" + std::to_string(I) + "]";
    if (FileScope(H.decls))
      Otherwise = H.text;
    return "(" + Sv + " == " + Sv + " ? " + Sv + " : " + Otherwise + ")";
  };
  for (size_t I = 0; I < Syms.syms.size(); ++I) {
    std::string V = Value(I, "__builtin_nan(\"\")");
    auto E = EstimateOf.find((int)I);
    if (E != EstimateOf.end()) // the mean-iterator estimate first
      V = Value((size_t)E->second, V);
    C += "  __s[" + std::to_string(I) + "] = " + V + ";\n";
  }
  // The deciding launch's work-items per dimension: the value of extents
  // that cannot be evaluated here. Its dimensions by kernel index (1 for a
  // site without a counted kernel).
  std::vector<size_t> DimsOf;
  for (const KernelResult &R : Results) {
    size_t K = (size_t)R.N->kernelIndex;
    if (DimsOf.size() <= K)
      DimsOf.resize(K + 1, 1);
    DimsOf[K] = R.N->dims.size();
  }
  std::string Dims;
  for (size_t D : DimsOf)
    Dims += (Dims.empty() ? "" : ", ") + std::to_string(D);
  if (DimsOf.empty()) {
    C += "  __ft_ext = omp2ocl_unknown_extent(__ft_site_ws, 1);\n";
  } else {
    C += "  static const int __ft_dims[" + std::to_string(DimsOf.size()) + "] = {" + Dims + "};\n";
    C += "  __ft_ext = omp2ocl_unknown_extent(__ft_site_ws, __ft_site >= 0 && __ft_site < " +
         std::to_string(DimsOf.size()) + " ? __ft_dims[__ft_site] : 1);\n";
  }
  for (size_t K = 0; K < Results.size(); ++K) {
    const KernelResult &R = Results[K];
    std::string Ws = "1.0";
    for (int Sym : R.wsSymbols)
      Ws += " * omp2ocl_ext(__s[" + std::to_string(Sym) + "], __ft_ext)";
    for (size_t D = R.wsSymbols.size(); D < R.N->dims.size(); ++D)
      Ws += " * __ft_ext";
    C += "  /* " + R.N->kernelName + " */\n";
    C += "  __ft_ws = __ft_site == " + std::to_string(R.N->kernelIndex) + " ? __ft_site_ws : " + Ws + ";\n";
    C += "  __ft_kws[" + std::to_string(K) + "] = __ft_ws;\n";
    // A split inner sum runs lanes work-items per index (the transfers
    // above count per index).
    if (R.N->plan.split.lanes)
      C += "  __ft_ws *= " + num(R.N->plan.split.lanes) + "; /* lanes */\n";
    C += "  __ft_l = " + R.launches + ";\n";
    C += "  __ft_n = __ft_ws * __ft_l;\n";
    C += "  __ft_wsp = " + polyC(R.C.compSP) + ";\n";
    C += "  __ft_wdp = " + polyC(R.C.compDP) + ";\n";
    C += "  __ft_wmem = " + polyC(R.C.mem) + ";\n";
    C += "  __ft_sp += __ft_n * __ft_wsp;\n";
    C += "  __ft_dp += __ft_n * __ft_wdp;\n";
    C += "  __ft_mem += __ft_n * __ft_wmem;\n";
    C += "  __ft_path += __ft_l * (__ft_wsp + __ft_dpw * __ft_wdp + __ft_wmem);\n";
    C += "  __ft_lmem += __ft_n * (" + polyC(R.C.local) + ");\n";
    C += "  __ft_coal += __ft_n * (" + polyC(R.C.coalesced) + ");\n";
    C += "  __ft_wsum += __ft_ws; __ft_nk++;\n";
  }
  for (const Transfer &T : Transfers) {
    std::string Bytes = T.bytes > 0 ? num(T.bytes)
                                    : num(T.elemSize) + " * __ft_kws[" + std::to_string(T.kernel) + "]";
    C += "  __ft_transfer += " + Bytes + (T.written ? " * 2.0" : "") + "; /* " + T.name + " */\n";
  }
  // Positions as in omp2ocl_rt.h (OMP2OCL_FEATURE_NAMES).
  C += "  __ft_f[0] = __ft_sp + __ft_dpw * __ft_dp;\n"
       "  __ft_f[1] = __ft_mem;\n  __ft_f[2] = __ft_lmem;\n  __ft_f[3] = __ft_coal;\n  __ft_f[4] = __ft_transfer;\n"
       "  __ft_f[5] = __ft_nk ? __ft_wsum / __ft_nk : 0.0;\n"
       "  __ft_f[6] = __ft_f[0] + __ft_f[1] > 0 ? __ft_f[4] / (__ft_f[0] + __ft_f[1]) : 0.0;\n"
       "  __ft_f[7] = __ft_f[1] > 0 ? __ft_f[3] / __ft_f[1] : 0.0;\n"
       "  __ft_f[8] = __ft_f[1] > 0 ? __ft_f[2] / __ft_f[1] * __ft_f[5] : 0.0;\n"
       "  __ft_f[9] = __ft_f[1] > 0 ? __ft_f[0] / __ft_f[1] : 0.0;\n"
       "  __ft_f[10] = __ft_path > 0 ? (__ft_f[0] + __ft_f[1]) / __ft_path : 0.0;\n}\n";
  Out.hostFunction = C;

  // The JSON file.
  std::string J = "{\n  \"format\": \"omp2ocl-features\",\n  \"version\": 2,\n";
  J += "  \"unit\": " + jsonString(UnitName) + ",\n";
  if (!Out.error.empty())
    J += "  \"error\": " + jsonString(Out.error) + ",\n";
  J += "  \"counting\": {\"unknown_trip_count\": " + num(UnknownTrips) +
       ", \"math_builtin_ops\": " + num(BuiltinOps) +
       ", \"double_weight\": \"run time: OMP2OCL_DP_WEIGHT, default 4\"},\n";
  J += "  \"symbols\": [";
  for (size_t I = 0; I < Syms.syms.size(); ++I)
    J += std::string(I ? ", " : "") + "{\"id\": " + std::to_string(I) + ", \"host\": " +
         jsonString(Syms.syms[I].text) + ", \"file_scope\": " +
         (FileScope(Syms.syms[I].decls) ? "true" : "false") + "}";
  J += "],\n  \"kernels\": [";
  for (size_t K = 0; K < Results.size(); ++K) {
    const KernelResult &R = Results[K];
    double Sp = polyAtDefaults(R.C.compSP), Dp = polyAtDefaults(R.C.compDP),
           Mem = polyAtDefaults(R.C.mem), Loc = polyAtDefaults(R.C.local),
           Coal = polyAtDefaults(R.C.coalesced);
    double Comp = Sp + 4 * Dp;
    J += std::string(K ? "," : "") + "\n    {\"name\": " + jsonString(R.N->kernelName) +
         ", \"index\": " + std::to_string(R.N->kernelIndex) + ", \"work_items\": [";
    for (size_t I = 0; I < R.wsSymbols.size(); ++I)
      J += std::string(I ? ", " : "") + std::to_string(R.wsSymbols[I]);
    J += "]";
    if (R.N->plan.split.lanes) // work-items per index of dimension 0
      J += ", \"lanes\": " + std::to_string(R.N->plan.split.lanes);
    J += ", \"launches\": " + jsonString(R.launches) +
         ",\n     \"per_work_item\": {\"comp_sp\": " + polyJson(R.C.compSP) +
         ", \"comp_dp\": " + polyJson(R.C.compDP) + ", \"mem\": " +
         polyJson(R.C.mem) + ", \"localmem\": " + polyJson(R.C.local) +
         ", \"coalesced\": " + polyJson(R.C.coalesced) + "},\n";
    J += "     \"at_default_symbols\": {\"comp\": " + num(Comp) + ", \"mem\": " + num(Mem) +
         ", \"localmem\": " + num(Loc) + ", \"coalesced\": " + num(Coal) +
         ", \"F2\": " + num(ratio(Coal, Mem)) + ", \"F4\": " + num(ratio(Comp, Mem)) + "}}";
  }
  J += "\n  ],\n  \"transfers\": [";
  for (size_t I = 0; I < Transfers.size(); ++I) {
    const Transfer &T = Transfers[I];
    J += std::string(I ? ", " : "") + "{\"name\": " + jsonString(T.name) + ", \"bytes\": " +
         (T.bytes > 0 ? num(T.bytes)
                      : jsonString(num(T.elemSize) + " x work-items of " +
                                   Results[T.kernel].N->kernelName)) +
         ", \"written\": " + (T.written ? "true" : "false") + "}";
  }
  J += "],\n  \"program\": \"comp, mem, localmem and coalesced are summed over kernels "
       "(per-work-item counts x work-items x estimated launches: the trip counts of the "
       "sequential host loops around the launch, out through the unit's calls); transfer sums each object once (twice when "
       "written); avgws is the mean of the kernels' work-items; F1 = transfer/(comp+mem), "
       "F2 = coalesced/mem, F3 = localmem/mem x avgws, F4 = comp/mem; parallelism = (comp+mem) / "
       "the summed per-work-item comp+mem of every launch\"\n}\n";
  Out.json = J;
  return Out;
}

} // namespace omp2ocl
