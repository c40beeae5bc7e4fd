//===- Legality.cpp - may this loop run as an OpenCL kernel? --------------===//
#include "Legality.h"
#include "Options.h"
#include "SimdLoops.h"
#include "AtomicForms.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Lex/Lexer.h"

#include <map>

using namespace clang;

namespace omp2ocl {

std::string openclMathBuiltin(const std::string &N) {
  // C99 <math.h> names whose OpenCL built-in has the same meaning. The `f`
  // variants map to the overloaded built-in (the argument is a float).
  static const char *Same[] = {
      "acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "cbrt",
      "ceil", "copysign", "cos", "cosh", "erf", "erfc", "exp", "exp2",
      "expm1", "fabs", "fdim", "floor", "fma", "fmax", "fmin", "fmod",
      "hypot", "ilogb", "ldexp", "lgamma", "log", "log10", "log1p", "log2",
      "logb", "nextafter", "pow", "remainder", "rint", "round", "sin",
      "sinh", "sqrt", "tan", "tanh", "tgamma", "trunc",
      // with a result through a pointer (OpenCL overloads it per address
      // space; the kernel printer passes the pointer uncast)
      "frexp", "modf", "remquo"};
  for (const char *S : Same) {
    std::string B = S;
    if (N == B || N == B + "f" || N == "__builtin_" + B || N == "__builtin_" + B + "f")
      return B;
  }
  // GCC's bit-counting built-ins (the call's argument and result types
  // convert: clz of an unsigned long counts in 64 bits). clz(0) is the
  // width in OpenCL, undefined in GCC.
  if (N == "__builtin_clz" || N == "__builtin_clzl" || N == "__builtin_clzll")
    return "clz";
  if (N == "__builtin_popcount" || N == "__builtin_popcountl" || N == "__builtin_popcountll")
    return "popcount";
  if (N == "abs" || N == "labs" || N == "llabs")
    return "abs";
  // Binary floating point (FLT_RADIX 2): x * 2^n, as ldexp.
  if (N == "scalbn" || N == "scalbnf" || N == "__builtin_scalbn" || N == "__builtin_scalbnf")
    return "ldexp";
  // Rounding to an integer type: the built-in rounds, the call's return
  // type converts (the value is integral, so the conversion is exact).
  if (N == "lround" || N == "llround" || N == "lroundf" || N == "llroundf")
    return "round";
  if (N == "lrint" || N == "llrint" || N == "lrintf" || N == "llrintf" || N == "nearbyint" ||
      N == "nearbyintf" || N == "__builtin_nearbyint" || N == "__builtin_nearbyintf")
    return "rint";
  // <math.h>'s classification macros, as glibc expands them: type-generic
  // built-ins that return a nonzero int when true, as OpenCL's scalar
  // relational built-ins do (1). isinf is __builtin_isinf_sign, -1 for
  // -inf; the kernel printer spells that one itself.
  static const char *Classify[] = {"isnan", "isinf", "isfinite", "isnormal", "signbit",
                                   "isgreater", "isgreaterequal", "isless",
                                   "islessequal", "islessgreater", "isunordered"};
  for (const char *C : Classify)
    if (N == std::string("__builtin_") + C)
      return C;
  if (N == "__builtin_signbitf" || N == "__builtin_signbitl")
    return "signbit";
  if (N == "__builtin_isinf_sign")
    return "isinf";
  return "";
}

std::string openclConstantBuiltin(const CallExpr *Call) {
  const FunctionDecl *FD = Call->getDirectCallee();
  if (!FD)
    return "";
  switch (FD->getBuiltinID()) {
  case Builtin::BI__builtin_huge_val:
  case Builtin::BI__builtin_inf:
    return "((double)INFINITY)";
  case Builtin::BI__builtin_huge_valf:
  case Builtin::BI__builtin_inff:
    return "INFINITY";
  case Builtin::BI__builtin_nan:
  case Builtin::BI__builtin_nanf: {
    // A quiet NaN without payload; one with a payload stays on the host.
    auto *S = Call->getNumArgs() == 1
                  ? dyn_cast<StringLiteral>(Call->getArg(0)->IgnoreParenImpCasts())
                  : nullptr;
    if (!S || !S->getString().empty())
      return "";
    return FD->getBuiltinID() == Builtin::BI__builtin_nan ? "((double)NAN)" : "NAN";
  }
  default:
    return "";
  }
}

namespace {
class LegalityVisitor : public RecursiveASTVisitor<LegalityVisitor> {
public:
  LegalityVisitor(LoopNest &N, ASTContext &Ctx) : N(N), Ctx(Ctx) {}

  bool VisitCallExpr(CallExpr *CE) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD) {
      N.reject("it calls a function through a pointer", CE);
      return false;
    }
    std::string Name = FD->getNameAsString();
    if (FD->hasBody())
      return true;
    if (!openclMathBuiltin(Name).empty() || Name == "__builtin_expect" ||
        !openclConstantBuiltin(CE).empty())
      return true;
    static const char *IO[] = {"printf", "fprintf", "puts", "putchar", "fputs",
                               "fwrite", "fread", "scanf", "fscanf", "exit",
                               "abort", "malloc", "calloc", "free", "realloc",
                               "rand", "srand", "time", "clock"};
    for (const char *S : IO)
      if (Name == S) {
        N.reject("it calls '" + Name + "', which has side effects on the host", CE);
        return false;
      }
    if (Name.rfind("omp_", 0) == 0) {
      N.reject("it calls the OpenMP runtime function '" + Name + "'", CE);
      return false;
    }
    N.reject("it calls '" + Name +
                 "', whose body is not in this translation unit",
             CE);
    return false;
  }
  /// A forward goto to a label of an enclosing block (`goto next;` to the
  /// end of the body, out of an inner loop) only skips statements, which
  /// the analyses see as conditional code (a statement under a label learns
  /// nothing from the statements before it). One that jumps back (a loop
  /// the analyses would not see), into a block, or out of the loop nest
  /// stays on the host.
  bool VisitGotoStmt(GotoStmt *S) {
    const LabelStmt *L = S->getLabel()->getStmt();
    const Stmt *Child = S;
    for (const Stmt *P = parentStmt(S, Ctx); L && P; Child = P, P = parentStmt(P, Ctx)) {
      if (P == L) // `again: if (...) goto again;`
        return N.reject("it contains a goto that jumps back", S), false;
      if (auto *CS = dyn_cast<CompoundStmt>(P)) {
        bool SeenChild = false;
        for (const Stmt *B : CS->body()) {
          if (B == Child)
            SeenChild = true;
          else if (B == L)
            return SeenChild ? true : (N.reject("it contains a goto that jumps back", S), false);
        }
      }
      if (P == Root)
        break;
    }
    N.reject(L ? "it contains a goto to a label outside the blocks around it"
               : "it contains a goto", S);
    return false;
  }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *S) {
    N.reject("it contains a computed goto", S);
    return false;
  }
  bool VisitGCCAsmStmt(GCCAsmStmt *S) {
    N.reject("it contains inline assembly", S);
    return false;
  }
  /// True when the array E decays to a pointer only to be subscripted
  /// (`"0123"[d]`, `(int[]){1, 2}[k]`), parentheses aside.
  bool onlySubscripted(const Expr *E) {
    const Stmt *P = parentStmt(E, Ctx);
    while (P && isa<ParenExpr>(P))
      P = parentStmt(P, Ctx);
    auto *Decay = dyn_cast_or_null<ImplicitCastExpr>(P);
    if (!Decay || Decay->getCastKind() != CK_ArrayToPointerDecay)
      return false;
    auto *ASE = dyn_cast_or_null<ArraySubscriptExpr>(parentStmt(Decay, Ctx));
    return ASE && ASE->getBase() == Decay;
  }
  bool VisitCompoundLiteralExpr(CompoundLiteralExpr *C) {
    // By value (`(struct pt){x, y}`, `(int[]){1, 2}[k]`, a member of one)
    // only: a pointer to the literal's object would need an address space
    // the kernel printer does not give it.
    const Stmt *P = parentStmt(C, Ctx);
    while (P && isa<ParenExpr>(P))
      P = parentStmt(P, Ctx);
    auto *UO = dyn_cast_or_null<UnaryOperator>(P);
    auto *Decay = dyn_cast_or_null<ImplicitCastExpr>(P);
    if ((UO && UO->getOpcode() == UO_AddrOf) ||
        (Decay && Decay->getCastKind() == CK_ArrayToPointerDecay && !onlySubscripted(C))) {
      N.reject("it uses the address of a compound literal", C);
      return false;
    }
    return true;
  }
  bool VisitStringLiteral(StringLiteral *S) {
    // `"0123456789abcdef"[d]`: an element of a literal, which OpenCL C
    // keeps in the constant address space. Anything else (a literal as a
    // pointer, handed to a function) stays on the host.
    if (S->isOrdinary() && onlySubscripted(S))
      return true;
    // NAN: __builtin_nanf(""), printed as OpenCL's NAN.
    const Stmt *P = parentStmt(S, Ctx);
    while (P && isa<ImplicitCastExpr>(P))
      P = parentStmt(P, Ctx);
    if (auto *CE = dyn_cast_or_null<CallExpr>(P); CE && !openclConstantBuiltin(CE).empty())
      return true;
    N.reject("it uses a string literal other than by an element", S);
    return false;
  }
  bool VisitForStmt(ForStmt *F) {
    // A simd loop read as its plain loop whose private variables no block
    // declares yet (the preparation could not edit it): in order, it would
    // change the variables outside it.
    std::vector<const VarDecl *> Pending = simdPrivatesPending(F, Ctx);
    if (Pending.empty())
      return true;
    N.reject("its '#pragma omp simd' loop's private '" + Pending.front()->getNameAsString() +
                 "' could not be declared around it (the loop is inside a macro)",
             F);
    return false;
  }
  bool VisitReturnStmt(ReturnStmt *S) {
    if (!InCallee) {
      N.reject("it returns from the enclosing function", S);
      return false;
    }
    return true;
  }
  bool VisitOMPExecutableDirective(OMPExecutableDirective *D) {
    if (D == N.directive)
      return true;
    if (isa<OMPAtomicDirective>(D)) {
      checkAtomic(cast<OMPAtomicDirective>(D));
      return true;
    }
    // A critical section of updates only (a legacy counter: `critical
    // cnt++;`) runs as atomic updates. Any other keeps the loop on the host,
    // so every critical section a kernel runs is such a one.
    if (auto *C = dyn_cast<OMPCriticalDirective>(D)) {
      std::vector<AtomicForm> Forms;
      if (criticalAsAtomics(C, Ctx, Forms)) {
        for (const AtomicForm &F : Forms)
          if (!checkAtomicForm(F, D))
            return false;
        return true;
      }
    }
    if (isa<OMPFlushDirective>(D)) {
      // Iterations that flush talk to other threads through memory (a
      // pipelined sweep spinning on a flag another iteration sets): work-items
      // have no such ordering or progress guarantee.
      N.reject("it contains '#pragma omp flush': its iterations synchronise "
               "with other threads through memory, which work-items cannot",
               D);
      return false;
    }
    if (std::string Why = whySimdKept(D); !Why.empty()) {
      N.reject("it contains a '#pragma omp simd' loop that cannot run in order in a "
               "work-item: " + Why,
               D);
      return false;
    }
    std::string Name =
        llvm::omp::getOpenMPDirectiveName(D->getDirectiveKind()).str();
    N.reject("it contains '#pragma omp " + Name +
                 "', which cannot run inside a kernel",
             D);
    return false;
  }
  bool VisitVarDecl(VarDecl *VD) {
    QualType T = VD->getType();
    // Arrays declared in the body and the functions it calls live in the
    // work-item's private memory, which is small: PoCL's work-items ran out
    // of stack on a 32 KB one (a crash, no fallback). A private clause's
    // array of that size goes to global scratch instead.
    if ((T->isConstantArrayType() || T->isRecordType()) && !T->isIncompleteType() &&
        !VD->isStaticLocal() && VD->hasLocalStorage()) {
      PrivateBytes += Ctx.getTypeSizeInChars(T).getQuantity();
      if (PrivateBytes > PrivateArrayLimitBytes) {
        N.reject("the arrays and structs declared in the loop" +
                     std::string(InCallee ? " and the functions it calls" : "") + " (" +
                     std::to_string((PrivateBytes + 1023) / 1024) +
                     " KB with '" + VD->getNameAsString() + "') exceed a work-item's private "
                     "memory (" + std::to_string(PrivateArrayLimitBytes / 1024) +
                     " KB); an array declared before the loop and named in its private "
                     "clause lives in global scratch instead",
                 nullptr);
        return false;
      }
    }
    if (T->isVariableArrayType()) {
      N.reject("'" + VD->getNameAsString() + "' is a variable-length array", nullptr);
      return false;
    }
    if (VD->isStaticLocal()) {
      // A constant table (`static const double w[5] = {...};`) is the same
      // in every call: each work-item may hold its own copy.
      QualType Elem = T;
      while (const ArrayType *AT = Ctx.getAsArrayType(Elem))
        Elem = AT->getElementType();
      bool Table = Elem.isConstQualified() && !Elem.isVolatileQualified() && VD->getInit() &&
                   !T->isVariablyModifiedType() &&
                   Ctx.getTypeSizeInChars(T).getQuantity() <= 4096;
      if (!Table) {
        N.reject("'" + VD->getNameAsString() + "' is a static local variable" +
                     (Elem.isConstQualified() ? " (a constant table larger than 4 KB)" : ""),
                 nullptr);
        return false;
      }
    }
    return checkType(T);
  }
  bool VisitExpr(Expr *E) {
    if (auto *DRE = dyn_cast<DeclRefExpr>(E))
      if (isa<FunctionDecl>(DRE->getDecl()))
        return true; // the callee of a direct call
    if (auto *ICE = dyn_cast<ImplicitCastExpr>(E))
      if (ICE->getCastKind() == CK_FunctionToPointerDecay ||
          ICE->getCastKind() == CK_BuiltinFnToFnPtr)
        return true;
    if (isa<StmtExpr>(E)) {
      // glibc's assert(e) is one (`({ if (e) ; else __assert_fail(...); })`):
      // name the macro, which is what the program says.
      SourceLocation L = E->getBeginLoc();
      if (L.isMacroID() &&
          Lexer::getImmediateMacroName(L, Ctx.getSourceManager(), Ctx.getLangOpts()) == "assert") {
        N.reject("it calls assert(), which may print and abort the program on the host "
                 "(build with -DNDEBUG to remove it)",
                 E);
        return false;
      }
      N.reject("it uses a statement expression", E);
      return false;
    }
    return checkType(E->getType());
  }

  bool InCallee = false;
  uint64_t PrivateBytes = 0;
  const uint64_t PrivateArrayLimitBytes = TranslatorOptions().privateArrayLimitBytes;
  const Stmt *Root = nullptr; ///< the loop body or the callee's body walked

private:
  bool checkType(QualType T) {
    const Type *Ty = T.getCanonicalType().getTypePtr();
    while (Ty->isArrayType() || Ty->isPointerType())
      Ty = Ty->isPointerType() ? Ty->getPointeeType().getCanonicalType().getTypePtr()
                               : Ty->getArrayElementTypeNoTypeQual();
    if (auto *BT = dyn_cast<BuiltinType>(Ty)) {
      if (BT->getKind() == BuiltinType::LongDouble ||
          BT->getKind() == BuiltinType::Int128 ||
          BT->getKind() == BuiltinType::UInt128 ||
          BT->getKind() == BuiltinType::Float128) {
        N.reject("it uses the type '" + T.getAsString() +
                 "', which OpenCL does not have");
        return false;
      }
    }
    if (Ty->isAnyComplexType()) {
      N.reject("it uses a _Complex type, which OpenCL does not have");
      return false;
    }
    if (Ty->isFunctionType()) {
      N.reject("it uses a function pointer");
      return false;
    }
    return true;
  }

  void checkAtomic(const OMPAtomicDirective *A) {
    AtomicForm F;
    std::string Why;
    if (!recogniseAtomic(A, Ctx, F, Why)) {
      N.reject(Why, A);
      return;
    }
    checkAtomicForm(F, A);
  }

  bool checkAtomicForm(const AtomicForm &F, const Stmt *Where) {
    // The device's atomic operations work on 32- and 64-bit words.
    QualType T = F.x->getType().getCanonicalType();
    if (!(T->isIntegerType() || T->isFloatingType()) || T->isBooleanType() ||
        (Ctx.getTypeSize(T) != 32 && Ctx.getTypeSize(T) != 64)) {
      N.reject("atomic updates of '" + T.getAsString() +
                   "' are not supported on the device",
               Where);
      return false;
    }
    for (const Expr *E : {F.operand, F.value})
      if (E && !E->getType()->isArithmeticType()) {
        N.reject("the value of an atomic update is not a number", Where);
        return false;
      }
    return true;
  }

  LoopNest &N;
  ASTContext &Ctx;
};
} // namespace

/// T, or the element type of the array T (of arrays ...).
static QualType innermostElement(QualType T) {
  T = T.getCanonicalType();
  while (const ArrayType *AT = T->getAsArrayTypeUnsafe())
    T = AT->getElementType().getCanonicalType();
  return T;
}

/// A struct or union (or an array of them) with a pointer member anywhere.
static bool holdsPointer(QualType T) {
  const RecordType *RT = innermostElement(T)->getAs<RecordType>();
  if (!RT)
    return false;
  const RecordDecl *RD = RT->getDecl()->getDefinition();
  if (!RD)
    return true; // incomplete: unknown
  for (const FieldDecl *F : RD->fields())
    if (innermostElement(F->getType())->isPointerType() || holdsPointer(F->getType()))
      return true;
  return false;
}

void checkLegality(LoopNest &N, ASTContext &Ctx) {
  LegalityVisitor V(N, Ctx);
  V.Root = N.body;
  V.TraverseStmt(const_cast<Stmt *>(N.body));
  for (auto &PD : N.dims)
    for (const Expr *B : {PD.lower, PD.upper}) {
      LegalityVisitor BV(N, Ctx);
      BV.TraverseStmt(const_cast<Expr *>(B));
    }
  for (const FunctionDecl *F : N.callees) {
    V.InCallee = true;
    // Structs by value are private copies in OpenCL C too (Rodinia cfd's
    // float3); one holding a pointer would need its address space.
    for (const ParmVarDecl *P : F->parameters())
      if (holdsPointer(P->getType()) || P->getType()->isFunctionPointerType())
        N.reject("it calls '" + F->getNameAsString() +
                 "', which takes a function pointer or a struct holding a pointer");
    if (holdsPointer(F->getReturnType()))
      N.reject("it calls '" + F->getNameAsString() +
               "', which returns a struct holding a pointer");
    V.Root = F->getBody();
    V.TraverseStmt(F->getBody());
  }
}

} // namespace omp2ocl
