//===- PrivateInterleave.cpp - large private arrays, element-major --------===//
//
// A private array larger than Opts.privateArrayLimitBytes lives in a global
// scratch buffer of (array bytes) x (work-items). Work-item-major (the
// default: work-item w's copy at scratch + w * bytes) makes the work-items
// of a warp touch addresses `bytes` apart. Element-major puts scalar element
// e (the row-major linear index of the element in the array) of work-item w
// at scratch[e * NWI + w], NWI the launched work-items: a warp then touches
// consecutive elements.
//
// Every access must then be linearised: a subscript chain through the array
// or through a parameter that receives (part of) it is printed as one
// subscript `p[(sum of index_k * stride_k) * NWI]` (strides from the declared
// array type's trailing dimensions), and a partial chain handed to a callee
// as `p + (offset) * NWI`. That is only correct when every use is one of
//   * a full subscript chain to a scalar element that is read, assigned,
//     compound-assigned or incremented/decremented;
//   * the array, a partial chain of it, or an interleaved parameter passed
//     directly as an argument to a function with a body whose parameter is a
//     pointer to the same shape (same trailing dimensions and scalar type,
//     qualifiers aside), and every use of that parameter in the function is
//     again one of these (checked recursively);
// and the scalar type is an arithmetic type (char .. double). Anything else
// (the address of an element, pointer arithmetic, a row stored in a
// pointer, casts, sizeof, comparisons, functions without a body, varargs,
// struct elements...) keeps the work-item-major layout, with a missed
// remark naming the use.
//
//===----------------------------------------------------------------------===//
#include "PrivateInterleave.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include <map>
#include <set>

using namespace clang;

namespace omp2ocl {
namespace {

/// The dimensions of an array type (outermost first) and its scalar element;
/// false for an array of unknown size.
bool shapeOf(QualType T, ASTContext &Ctx, std::vector<uint64_t> &Dims, QualType &Scalar) {
  while (const ArrayType *AT = Ctx.getAsArrayType(T)) {
    auto *CAT = dyn_cast<ConstantArrayType>(AT);
    if (!CAT)
      return false;
    Dims.push_back(CAT->getSize().getZExtValue());
    T = CAT->getElementType();
  }
  Scalar = T;
  return true;
}

/// char, short, int, long, long long (signed or not), float, double.
bool arithmeticScalar(QualType T) {
  auto *BT = T.getCanonicalType()->getAs<BuiltinType>();
  if (!BT)
    return false;
  switch (BT->getKind()) {
  case BuiltinType::Char_S: case BuiltinType::Char_U: case BuiltinType::SChar:
  case BuiltinType::UChar: case BuiltinType::Short: case BuiltinType::UShort:
  case BuiltinType::Int: case BuiltinType::UInt: case BuiltinType::Long:
  case BuiltinType::ULong: case BuiltinType::LongLong: case BuiltinType::ULongLong:
  case BuiltinType::Float: case BuiltinType::Double:
    return true;
  default:
    return false;
  }
}

/// Same dimensions and the same scalar type, qualifiers aside.
bool sameShape(QualType A, QualType B, ASTContext &Ctx) {
  std::vector<uint64_t> DA, DB;
  QualType SA, SB;
  if (!shapeOf(A, Ctx, DA, SA) || !shapeOf(B, Ctx, DB, SB))
    return false;
  return DA == DB && Ctx.hasSameUnqualifiedType(SA, SB);
}

struct RefFinder : RecursiveASTVisitor<RefFinder> {
  const ValueDecl *D = nullptr;
  std::vector<const DeclRefExpr *> Refs;
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (E->getDecl() == D)
      Refs.push_back(E);
    return true;
  }
};

/// Checks that every use of a private array (or of a parameter it reaches)
/// is one the kernel printer linearises.
class UseChecker {
public:
  explicit UseChecker(ASTContext &Ctx) : Ctx(Ctx), SM(Ctx.getSourceManager()) {}

  /// "" when every use of D in Body is understood; otherwise the first use
  /// that is not, described.
  std::string uses(const ValueDecl *D, const Stmt *Body) {
    RefFinder F;
    F.D = D;
    F.TraverseStmt(const_cast<Stmt *>(Body));
    for (const DeclRefExpr *R : F.Refs) {
      std::string Why = use(R);
      if (!Why.empty())
        return Why;
    }
    return "";
  }

private:
  /// The only parent of S: null when it has none, several, or is a
  /// declaration (an initialiser).
  const Stmt *parent(const Stmt *S) {
    auto Ps = Ctx.getParents(*S);
    if (Ps.size() != 1)
      return nullptr;
    return Ps[0].get<Stmt>();
  }

  std::string line(const Stmt *S) {
    return std::to_string(lineOf(S->getBeginLoc(), SM));
  }

  /// "WHAT ('TEXT', line N)"
  std::string at(const std::string &What, const Stmt *S) {
    std::string Text = sourceText(S, Ctx);
    if (Text.size() > 60)
      Text = Text.substr(0, 57) + "...";
    return What + " ('" + Text + "', line " + line(S) + ")";
  }

  /// What the parent P does with the pointer, row or element Cur (a verb
  /// phrase).
  std::string describe(const Stmt *P, const Expr *Cur) {
    if (!P)
      return "initialises a variable";
    if (auto *UO = dyn_cast<UnaryOperator>(P)) {
      if (UO->getOpcode() == UO_AddrOf)
        return "has its address taken";
      if (UO->getOpcode() == UO_Deref)
        return "is dereferenced with '*'";
      if (UO->isIncrementDecrementOp())
        return "is moved (++/--)";
      return "is an operand of '" + std::string(UnaryOperator::getOpcodeStr(UO->getOpcode())) + "'";
    }
    if (isa<UnaryExprOrTypeTraitExpr>(P))
      return "is an operand of sizeof";
    if (auto *BO = dyn_cast<BinaryOperator>(P)) {
      if (BO->isAssignmentOp())
        return BO->getLHS() == Cur ? "is assigned" : "is stored in a variable";
      if (BO->isAdditiveOp())
        return "is used in pointer arithmetic";
      if (BO->isComparisonOp())
        return "is compared";
      return "is an operand of '" + BO->getOpcodeStr().str() + "'";
    }
    if (isa<CastExpr>(P))
      return "is converted to another type";
    if (isa<ConditionalOperator>(P))
      return "is an operand of '?:'";
    if (isa<ReturnStmt>(P))
      return "is returned";
    if (isa<CallExpr>(P))
      return "is called";
    return std::string("is used in a ") + P->getStmtClassName();
  }

  /// One reference to the array or to an interleaved parameter.
  std::string use(const DeclRefExpr *DRE) {
    const Expr *Cur = DRE;
    const Stmt *P = nullptr;
    // Up through the subscript chain: decays, the parameter's value,
    // parentheses, subscripts whose base it is.
    for (;;) {
      P = parent(Cur);
      if (!P)
        break;
      if (isa<ParenExpr>(P)) {
        Cur = cast<Expr>(P);
        continue;
      }
      if (auto *IC = dyn_cast<ImplicitCastExpr>(P)) {
        if (IC->getCastKind() == CK_ArrayToPointerDecay ||
            (IC->getCastKind() == CK_LValueToRValue && Cur->getType()->isPointerType())) {
          Cur = IC;
          continue;
        }
        break;
      }
      if (auto *ASE = dyn_cast<ArraySubscriptExpr>(P)) {
        if (ASE->getBase() != Cur)
          return at("it is used as a subscript", ASE);
        Cur = ASE;
        continue;
      }
      break;
    }
    const Stmt *Where = P && isa<Expr>(P) ? P : Cur;
    QualType T = Cur->getType();
    bool Whole = Cur->IgnoreParenImpCasts() == DRE;
    std::string Subject = !Whole ? "a row" : isa<ParmVarDecl>(DRE->getDecl()) ? "it" : "the array";
    if (T->isPointerType()) {
      // The array, a row of it, or the parameter: only as a call argument
      // (through a qualification conversion at most).
      if (auto *IC = dyn_cast_or_null<ImplicitCastExpr>(P))
        if (IC->getCastKind() == CK_NoOp) {
          Cur = IC;
          P = parent(IC);
        }
      auto *Call = dyn_cast_or_null<CallExpr>(P);
      if (!Call)
        return at(Subject + " " + describe(P, Cur), Where);
      unsigned I = 0;
      while (I < Call->getNumArgs() && Call->getArg(I) != Cur)
        ++I;
      const FunctionDecl *FD = Call->getDirectCallee(), *Def = nullptr;
      std::string Name = FD ? FD->getNameAsString() : "a function pointer";
      if (I == Call->getNumArgs())
        return at(Subject + " is used in a call", Call);
      if (!FD || !FD->hasBody(Def))
        return at(Subject + " is passed to '" + Name + "', which has no body", Call);
      if (I >= Def->getNumParams())
        return at(Subject + " is passed to '" + Name + "' as a variadic argument", Call);
      const ParmVarDecl *PV = Def->getParamDecl(I);
      QualType PT = PV->getType();
      if (!PT->isPointerType() ||
          !sameShape(T->getPointeeType(), PT->getPointeeType(), Ctx))
        return at(Subject + " is passed to parameter '" + PV->getNameAsString() + "' of '" + Name +
                      "', of another type",
                  Call);
      std::string Why = param(PV, Def);
      if (!Why.empty())
        return Subject + " is passed to '" + Name + "' (line " + line(Call) + "), where parameter '" +
               PV->getNameAsString() + "': " + Why;
      return "";
    }
    if (T->isArrayType())
      return at(Subject + " " + describe(P, Cur), Where);
    // A scalar element: read, written, updated.
    if (auto *IC = dyn_cast_or_null<ImplicitCastExpr>(P))
      if (IC->getCastKind() == CK_LValueToRValue)
        return "";
    if (auto *BO = dyn_cast_or_null<BinaryOperator>(P))
      if (BO->isAssignmentOp() && BO->getLHS() == Cur)
        return "";
    if (auto *UO = dyn_cast_or_null<UnaryOperator>(P))
      if (UO->isIncrementDecrementOp())
        return "";
    return at("an element " + describe(P, Cur), Where);
  }

  /// Every use of parameter PV in its function's body.
  std::string param(const ParmVarDecl *PV, const FunctionDecl *Def) {
    auto It = Done.find(PV);
    if (It != Done.end())
      return It->second;
    if (!Active.insert(PV).second)
      return "it is passed on recursively";
    std::string Why = uses(PV, Def->getBody());
    Active.erase(PV);
    Done[PV] = Why;
    return Why;
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  std::map<const ParmVarDecl *, std::string> Done;
  std::set<const ParmVarDecl *> Active;
};

} // namespace

void interleavePrivateArrays(std::vector<LoopNest> &Loops, ASTContext &Ctx,
                             const TranslatorOptions &Opts, RemarkEmitter &Remarks) {
  UseChecker Checker(Ctx);
  for (LoopNest &N : Loops) {
    if (!N.offload)
      continue;
    for (const Variable &V : N.vars) {
      if (V.kind != VarKind::PrivateArray)
        continue;
      QualType T = V.decl->getType();
      if (!T->isConstantArrayType() ||
          (uint64_t)Ctx.getTypeSizeInChars(T).getQuantity() <= Opts.privateArrayLimitBytes)
        continue; // in __private memory
      SourceLocation Loc = N.directive->getBeginLoc();
      std::vector<uint64_t> Dims;
      QualType Scalar;
      std::string Why;
      if (!shapeOf(T, Ctx, Dims, Scalar) || !arithmeticScalar(Scalar))
        Why = "its elements are of type '" + Scalar.getAsString() +
              "', not an arithmetic scalar";
      else
        Why = Checker.uses(V.decl, N.body);
      if (!Why.empty()) {
        Remarks.missed(Loc, "private array '" + V.name + "' stays work-item-major in global "
                            "scratch (kernel '" + N.kernelName + "'): " + Why);
        continue;
      }
      N.plan.interleaved.push_back(V.decl);
      Remarks.passed(Loc, "private array '" + V.name + "' interleaved element-major in "
                          "global scratch (kernel '" + N.kernelName + "')");
    }
  }
}

} // namespace omp2ocl
