//===- PointsTo.cpp - Steensgaard-style points-to analysis over the AST ---===//
//
// Constraints, one pass over the unit (order does not matter: unification):
//   p = e, T p = e, f(.., e, ..) -> param, return e   join(pts(loc(p)), val(e))
//   a pointer converted to an integer, handed to a function without a body
//   (but those of the C library that keep no pointer), or passed as a
//   variadic argument                                 join(val(e), External)
//   memcpy(d, s, n), memmove(d, s, n)                 join(pts(val(d)), pts(val(s)))
//   parameters of functions other files may call (external linkage) or
//   whose address is taken                            join(pts(param),
//   External)
// where loc(e) is the class of the object an lvalue designates and val(e)
// the class a pointer value points into:
//   loc(v) = v, loc(a[i]) = loc(*a) = val(a), loc(s.f) = loc(p->f) = f,
//   val(&x) = loc(x), val(array decays) = loc(array), val(p + i) = val(p),
//   val(load of x) = pts(loc(x)), val(f()) = pts(return of f),
//   val(malloc(..)) = a heap node of that call, val(realloc(p, ..)) = the
//   call's heap node joined with val(p), val(g()) = External for other g
//   without a body.
// join merges two classes and, recursively, the classes they point to.
// External memory points to itself: whatever escapes is external.
//
//===----------------------------------------------------------------------===//
#include "PointsTo.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include <set>

using namespace clang;

namespace omp2ocl {

class PointsToAnalysis::Impl : public RecursiveASTVisitor<Impl> {
public:
  explicit Impl(ASTContext &Ctx) : Ctx(Ctx) {
    External = make(NodeKind::External, nullptr);
    Pointee[External] = (int)External;
  }

  // -- union-find --------------------------------------------------------
  unsigned make(NodeKind K, const Decl *D, const Expr *Site = nullptr) {
    Nodes.push_back({K, D, Site});
    Parent.push_back((unsigned)Parent.size());
    Pointee.push_back(-1);
    return (unsigned)Nodes.size() - 1;
  }
  unsigned find(unsigned N) {
    while (Parent[N] != N) {
      Parent[N] = Parent[Parent[N]];
      N = Parent[N];
    }
    return N;
  }
  /// The class N's value points into (created on first use).
  unsigned pts(unsigned N) {
    N = find(N);
    if (Pointee[N] < 0) {
      unsigned P = make(NodeKind::Placeholder, nullptr);
      Pointee[N] = (int)P;
    }
    return find((unsigned)Pointee[N]);
  }
  unsigned join(unsigned A, unsigned B) {
    A = find(A);
    B = find(B);
    if (A == B)
      return A;
    if (B == find(External)) // keep External its own representative
      std::swap(A, B);
    int PA = Pointee[A], PB = Pointee[B];
    Parent[B] = A;
    Pointee[A] = PA >= 0 ? PA : PB;
    if (PA >= 0 && PB >= 0)
      join((unsigned)PA, (unsigned)PB);
    return find(A);
  }

  unsigned node(const Decl *D) {
    if (auto *VD = dyn_cast<VarDecl>(D); VD && !isa<ParmVarDecl>(VD))
      D = VD->getCanonicalDecl();
    auto It = DeclNode.find(D);
    if (It != DeclNode.end())
      return It->second;
    unsigned N =
        make(isa<FieldDecl>(D) ? NodeKind::Field : NodeKind::Variable, D);
    DeclNode[D] = N;
    return N;
  }
  /// The C library's allocation functions (declared, not defined, here).
  static bool isAllocator(const FunctionDecl *FD) {
    if (!FD->getIdentifier())
      return false;
    StringRef N = FD->getName();
    return N == "malloc" || N == "calloc" || N == "realloc" ||
           N == "aligned_alloc";
  }
  /// C library functions that use their pointer arguments during the call
  /// only: they keep none, so the memory does not escape through them.
  static bool keepsNoPointer(const FunctionDecl *FD) {
    if (!FD->getIdentifier())
      return false;
    StringRef N = FD->getName();
    return N == "free" || N == "realloc" || N == "memset" || N == "memcpy" ||
           N == "memmove" || N == "memcmp" || N == "strlen" ||
           N == "strcmp" || N == "strncmp";
  }
  unsigned heapNode(const CallExpr *Call) {
    auto It = HeapNode.find(Call);
    if (It != HeapNode.end())
      return It->second;
    unsigned N = make(NodeKind::Heap, nullptr, Call);
    HeapNode[Call] = N;
    return N;
  }
  unsigned returnNode(const FunctionDecl *F) {
    F = F->getCanonicalDecl();
    auto It = ReturnNode.find(F);
    if (It != ReturnNode.end())
      return It->second;
    unsigned N = make(NodeKind::Return, F);
    ReturnNode[F] = N;
    return N;
  }

  // -- expressions -------------------------------------------------------
  /// The class of the object the lvalue E designates.
  unsigned loc(const Expr *E) {
    E = E->IgnoreParens();
    if (auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      if (isa<VarDecl>(DRE->getDecl()))
        return node(DRE->getDecl());
      return External;
    }
    if (auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
      int V = val(ASE->getBase());
      return V >= 0 ? (unsigned)V : External;
    }
    if (auto *UO = dyn_cast<UnaryOperator>(E)) {
      if (UO->getOpcode() == UO_Deref) {
        int V = val(UO->getSubExpr());
        return V >= 0 ? (unsigned)V : External;
      }
      if (UO->isIncrementDecrementOp())
        return loc(UO->getSubExpr());
    }
    if (auto *ME = dyn_cast<MemberExpr>(E)) {
      if (isa<FieldDecl>(ME->getMemberDecl()))
        return node(ME->getMemberDecl());
      return External;
    }
    if (auto *CE = dyn_cast<CastExpr>(E))
      return loc(CE->getSubExpr());
    if (auto *CO = dyn_cast<AbstractConditionalOperator>(E))
      return join(loc(CO->getTrueExpr()), loc(CO->getFalseExpr()));
    if (auto *OVE = dyn_cast<OpaqueValueExpr>(E))
      if (OVE->getSourceExpr())
        return loc(OVE->getSourceExpr());
    if (auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->isAssignmentOp() || BO->getOpcode() == BO_Comma)
        return loc(BO->isAssignmentOp() ? BO->getLHS() : BO->getRHS());
    }
    // string and compound literals, struct-valued calls...: not tracked
    return External;
  }

  /// The class the pointer value of E points into, or -1 when E carries no
  /// address.
  int val(const Expr *E) {
    E = E->IgnoreParens();
    if (auto *CE = dyn_cast<CastExpr>(E)) {
      const Expr *Sub = CE->getSubExpr();
      switch (CE->getCastKind()) {
      case CK_ArrayToPointerDecay:
        return (int)loc(Sub);
      case CK_LValueToRValue:
        if (!E->getType()->isPointerType())
          return -1;
        return (int)pts(loc(Sub));
      case CK_FunctionToPointerDecay:
      case CK_NullToPointer:
      case CK_PointerToIntegral:
      case CK_PointerToBoolean:
        return -1;
      case CK_IntegralToPointer:
        return (int)External;
      default:
        return val(Sub);
      }
    }
    if (auto *UO = dyn_cast<UnaryOperator>(E)) {
      if (UO->getOpcode() == UO_AddrOf)
        return (int)loc(UO->getSubExpr());
      if (UO->isIncrementDecrementOp() && E->getType()->isPointerType())
        return (int)pts(loc(UO->getSubExpr()));
      return -1;
    }
    if (auto *BO = dyn_cast<BinaryOperator>(E)) {
      switch (BO->getOpcode()) {
      case BO_Assign:
      case BO_Comma:
        return val(BO->getRHS());
      case BO_Add:
      case BO_Sub:
        if (!E->getType()->isPointerType())
          return -1;
        return val(BO->getLHS()->getType()->isPointerType() ? BO->getLHS()
                                                            : BO->getRHS());
      case BO_AddAssign:
      case BO_SubAssign:
        if (!E->getType()->isPointerType())
          return -1;
        return (int)pts(loc(BO->getLHS()));
      default:
        return -1;
      }
    }
    if (auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
      int T = val(CO->getTrueExpr()), F = val(CO->getFalseExpr());
      if (T < 0)
        return F;
      if (F < 0)
        return T;
      return (int)join((unsigned)T, (unsigned)F);
    }
    if (auto *Call = dyn_cast<CallExpr>(E)) {
      if (!E->getType()->isPointerType())
        return -1;
      const FunctionDecl *FD = Call->getDirectCallee();
      const FunctionDecl *Def = nullptr;
      if (FD && FD->hasBody(Def))
        return (int)pts(returnNode(Def));
      if (FD && isAllocator(FD)) {
        unsigned H = heapNode(Call);
        if (FD->getName() == "realloc" && Call->getNumArgs() >= 1) {
          int Old = val(Call->getArg(0));
          if (Old >= 0)
            H = join(H, (unsigned)Old);
        }
        return (int)H;
      }
      return (int)External;
    }
    if (auto *OVE = dyn_cast<OpaqueValueExpr>(E))
      if (OVE->getSourceExpr())
        return val(OVE->getSourceExpr());
    if (isa<StringLiteral>(E) || isa<CompoundLiteralExpr>(E) ||
        isa<PredefinedExpr>(E))
      return (int)External;
    return -1;
  }

  void flowInto(unsigned Loc, const Expr *E) {
    int V = val(E);
    if (V >= 0)
      join(pts(Loc), (unsigned)V);
  }
  void escape(const Expr *E) {
    int V = val(E);
    if (V >= 0)
      join((unsigned)V, External);
  }

  /// Initialisation of the object Loc of type T (aggregates element-wise).
  void initInto(unsigned Loc, QualType T, const Expr *Init) {
    if (auto *ILE = dyn_cast<InitListExpr>(Init->IgnoreParens())) {
      T = T.getCanonicalType();
      if (auto *RT = T->getAs<RecordType>()) {
        const RecordDecl *RD = RT->getDecl();
        if (RD->isUnion()) {
          if (const FieldDecl *F = ILE->getInitializedFieldInUnion())
            if (ILE->getNumInits() == 1)
              initInto(node(F), F->getType(), ILE->getInit(0));
          return;
        }
        unsigned I = 0;
        for (const FieldDecl *F : RD->fields()) {
          if (I >= ILE->getNumInits())
            break;
          initInto(node(F), F->getType(), ILE->getInit(I++));
        }
        return;
      }
      QualType Elem = T;
      if (auto *AT = dyn_cast<ArrayType>(T.getTypePtr()))
        Elem = AT->getElementType();
      for (unsigned I = 0; I < ILE->getNumInits(); ++I)
        initInto(Loc, Elem, ILE->getInit(I));
      return;
    }
    flowInto(Loc, Init);
  }

  // -- the visitor -------------------------------------------------------
  bool TraverseFunctionDecl(FunctionDecl *FD) {
    const FunctionDecl *Saved = Current;
    Current = FD;
    bool R = RecursiveASTVisitor<Impl>::TraverseFunctionDecl(FD);
    Current = Saved;
    return R;
  }
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!FD->doesThisDeclarationHaveABody() || FD->isMain())
      return true;
    if (FD->isExternallyVisible())
      for (ParmVarDecl *P : FD->parameters())
        escapeParam(P, "'" + FD->getNameAsString() +
                           "' has external linkage: other files may call it");
    if (FD->isExternallyVisible())
      join(pts(returnNode(FD)), External);
    return true;
  }
  bool VisitVarDecl(VarDecl *VD) {
    if (isa<ParmVarDecl>(VD))
      return true;
    unsigned N = node(VD);
    if (VD->hasGlobalStorage() && VD->isExternallyVisible())
      join(N, External); // other files may read or store it
    if (const Expr *Init = VD->getInit())
      initInto(N, VD->getType(), Init);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->getOpcode() == BO_Assign)
      flowInto(loc(BO->getLHS()), BO->getRHS());
    return true;
  }
  bool VisitCastExpr(CastExpr *CE) {
    if (CE->getCastKind() == CK_PointerToIntegral ||
        CE->getCastKind() == CK_PointerToBoolean) {
      if (CE->getCastKind() == CK_PointerToIntegral)
        escape(CE->getSubExpr());
    }
    return true;
  }
  bool VisitCallExpr(CallExpr *CE) {
    if (auto *DRE =
            dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts()))
      DirectCallees.insert(DRE);
    const FunctionDecl *FD = CE->getDirectCallee();
    const FunctionDecl *Def = nullptr;
    if (FD && !FD->hasBody(Def) && keepsNoPointer(FD) &&
        FD->isExternC()) {
      // The blocks stay the unit's; memcpy moves pointers stored in the
      // source into the destination.
      StringRef N = FD->getName();
      if ((N == "memcpy" || N == "memmove") && CE->getNumArgs() >= 2) {
        int D = val(CE->getArg(0)), S = val(CE->getArg(1));
        if (D >= 0 && S >= 0)
          join(pts((unsigned)D), pts((unsigned)S));
      }
      return true;
    }
    if (!FD || !FD->hasBody(Def)) {
      for (const Expr *A : CE->arguments())
        escape(A);
      return true;
    }
    for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
      if (I < Def->getNumParams())
        flowInto(node(Def->getParamDecl(I)), CE->getArg(I));
      else
        escape(CE->getArg(I)); // variadic
    }
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl());
    if (!FD || DirectCallees.count(DRE))
      return true;
    // The function's address is taken: calls through pointers reach its
    // parameters with anything.
    const FunctionDecl *Def = nullptr;
    if (FD->hasBody(Def)) {
      for (const ParmVarDecl *P : Def->parameters())
        escapeParam(P, "the address of '" + FD->getNameAsString() +
                           "' is taken: it may be called with other memory");
      join(pts(returnNode(Def)), External);
    }
    return true;
  }
  bool VisitReturnStmt(ReturnStmt *RS) {
    if (Current && RS->getRetValue())
      flowInto(returnNode(Current), RS->getRetValue());
    return true;
  }

  void escapeParam(const ParmVarDecl *P, const std::string &Why) {
    join(pts(node(P)), External);
    ExternalWhy.emplace(P, Why);
  }

  ASTContext &Ctx;
  std::vector<Node> Nodes;
  std::vector<unsigned> Parent;
  std::vector<int> Pointee; // meaningful at representatives
  std::map<const Decl *, unsigned> DeclNode;
  std::map<const FunctionDecl *, unsigned> ReturnNode;
  std::map<const ParmVarDecl *, std::string> ExternalWhy;
  std::set<const DeclRefExpr *> DirectCallees;
  std::map<const CallExpr *, unsigned> HeapNode;
  const FunctionDecl *Current = nullptr;
  unsigned External = 0;
};

PointsToAnalysis::PointsToAnalysis(ASTContext &Ctx) : P(new Impl(Ctx)) {
  P->TraverseDecl(Ctx.getTranslationUnitDecl());
}

PointsToAnalysis::~PointsToAnalysis() = default;

unsigned PointsToAnalysis::classOf(const VarDecl *VD) {
  return P->find(P->node(VD));
}

int PointsToAnalysis::pointeeOf(const VarDecl *VD) {
  unsigned C = P->find(P->node(VD));
  return P->Pointee[C] < 0 ? -1 : (int)P->find((unsigned)P->Pointee[C]);
}

std::vector<PointsToAnalysis::Node> PointsToAnalysis::members(unsigned C) {
  std::vector<Node> Out;
  C = P->find(C);
  for (unsigned N = 0; N < P->Nodes.size(); ++N)
    if (P->find(N) == C)
      Out.push_back(P->Nodes[N]);
  return Out;
}

std::vector<PointsToAnalysis::Node> PointsToAnalysis::pointersInto(unsigned C) {
  std::vector<Node> Out;
  C = P->find(C);
  for (unsigned N = 0; N < P->Nodes.size(); ++N) {
    int Pt = P->Pointee[P->find(N)];
    if (Pt >= 0 && P->find((unsigned)Pt) == C)
      Out.push_back(P->Nodes[N]);
  }
  return Out;
}

std::string PointsToAnalysis::externalReason(const ParmVarDecl *Param) const {
  auto It = P->ExternalWhy.find(Param);
  return It == P->ExternalWhy.end() ? "" : It->second;
}

} // namespace omp2ocl
