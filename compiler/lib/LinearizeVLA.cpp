//===- LinearizeVLA.cpp - C99 variable-length arrays as flat pointers -----===//
//
// `void kernel_2mm(int ni, int nj, double A[ni][nj])` (PolyBench with
// POLYBENCH_USE_C99_PROTO, and much C99 numerical code) gives A the type
// `double (*)[nj]`: rows whose length is known only at run time. An OpenCL
// kernel parameter cannot have that type, so without this preparation such
// loops stay on the host. Indexing is the only thing the loop does with A,
// and `A[i][j]` is the element at `i * nj + j` of a flat array, so the loop
// is rewritten in those terms before the translation proper:
//
//     { __typeof__(&A[0][0]) omp2ocl_A = &A[0][0];
//     #pragma omp parallel for ...
//       ... omp2ocl_A[((long)(i) * (nj) + (j))] ... }
//
// The translator then sees a pointer with linearised subscripts, which its
// extent analysis and the separation test for linearised subscripts
// (LinearizedSeparation.cpp) handle. Conditions, for each array in a loop:
//  - every use in the loop is a complete element access `A[e1]...[ek]`
//    (no row handed to a function, no sizeof, no pointer arithmetic), not
//    inside a macro expansion, and no subscript names another such array;
//  - every size of the inner dimensions is a constant or an expression of
//    local variables and parameters that the function never assigns (nor
//    takes the address of) and that no other declaration of the function
//    shadows: the array's type was fixed when its declaration ran, and the
//    same expression must give the same length at the loop.
// A local variable-length array (`double a[n][m]` declared in the function)
// is handled alike; one declared inside the loop stays a private array
// (which the translator declines).
//
//===----------------------------------------------------------------------===//
#include "LinearizeVLA.h"
#include "Discover.h"
#include "PrepareEdits.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

using namespace clang;

namespace omp2ocl {

namespace {

/// The shape of a variable-length array variable: how many subscripts
/// reach an element, and the lengths of the dimensions after the first
/// (printed; the first one never matters for the address).
struct Shape {
  unsigned rank = 0;
  std::vector<const Expr *> innerSizes; ///< null for a constant dimension
  std::vector<uint64_t> innerConst;
  bool variable = false;                ///< some dimension has a run-time length
};

bool shapeOf(const VarDecl *V, ASTContext &Ctx, Shape &S) {
  QualType T = V->getType();
  if (auto *PT = T->getAs<PointerType>()) {
    T = PT->getPointeeType();
    S.rank = 1;
  } else if (const ArrayType *AT = Ctx.getAsArrayType(T)) {
    if (!isa<VariableArrayType>(AT))
      return false;
    S.rank = 1;
    S.variable = true;
    T = AT->getElementType();
  } else {
    return false;
  }
  while (const ArrayType *AT = Ctx.getAsArrayType(T)) {
    if (auto *VAT = dyn_cast<VariableArrayType>(AT)) {
      S.innerSizes.push_back(VAT->getSizeExpr());
      S.innerConst.push_back(0);
      S.variable = true;
    } else if (auto *CAT = dyn_cast<ConstantArrayType>(AT)) {
      S.innerSizes.push_back(nullptr);
      S.innerConst.push_back(CAT->getSize().getZExtValue());
    } else {
      return false;
    }
    ++S.rank;
    T = AT->getElementType();
  }
  return S.variable && !T->isArrayType() && !T->isPointerType();
}

/// The variables declared in F (parameters included), by name.
std::multimap<std::string, const VarDecl *> declaredIn(const FunctionDecl *F) {
  struct Finder : RecursiveASTVisitor<Finder> {
    std::multimap<std::string, const VarDecl *> Out;
    bool VisitVarDecl(VarDecl *V) {
      Out.insert({V->getNameAsString(), V});
      return true;
    }
  } Fi;
  Fi.TraverseDecl(const_cast<FunctionDecl *>(F));
  return Fi.Out;
}

/// Why the dimension length E may differ at the loop from when the array's
/// declaration ran ("" when it cannot).
std::string sizeProblem(const Expr *E, ASTContext &Ctx,
                        const std::map<const VarDecl *, unsigned> &Writes,
                        const std::multimap<std::string, const VarDecl *> &Names) {
  std::set<const VarDecl *> Vars;
  if (!hostDecls(E, Ctx, Vars))
    return "a dimension's length is not an expression of variables and constants";
  for (const VarDecl *V : Vars) {
    std::string N = "'" + V->getNameAsString() + "'";
    if (V->hasGlobalStorage())
      return "the dimension length " + N + " is a global variable";
    auto W = Writes.find(V);
    if (W != Writes.end() && W->second)
      return "the dimension length " + N + " is assigned in the function";
    if (Names.count(V->getNameAsString()) > 1)
      return "the dimension length " + N + " is declared twice in the function";
  }
  return "";
}

std::string printed(const Expr *E, ASTContext &Ctx) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  E->printPretty(OS, nullptr, Ctx.getPrintingPolicy());
  return OS.str();
}

} // namespace

unsigned linearizeVLAs(ASTContext &Ctx, Rewriter &RW, PrepareRemarks &Remarks) {
  DiscoveredUnit Unit = discoverOpenMP(Ctx);
  LoopEditor Editor(Ctx, RW);
  unsigned Prepared = 0;
  for (const LoopNest &N : Unit.loops) {
    const OMPExecutableDirective *D = N.directive;
    const Stmt *S = associatedStatement(D);
    if (!S)
      continue;
    // The arrays the loop names, with every reference.
    struct Use {
      Shape shape;
      std::vector<const DeclRefExpr *> refs;
      std::string bad;
    };
    std::map<const VarDecl *, Use> Arrays;
    std::vector<const VarDecl *> Order; // as first named: remarks and names stay put
    std::set<const VarDecl *> Inside;
    std::function<void(const Stmt *)> Scan = [&](const Stmt *X) {
      if (!X)
        return;
      if (auto *DS = dyn_cast<DeclStmt>(X))
        for (const Decl *Dc : DS->decls())
          if (auto *VD = dyn_cast<VarDecl>(Dc))
            Inside.insert(VD);
      if (auto *DRE = dyn_cast<DeclRefExpr>(X))
        if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
          Shape Sh;
          if (shapeOf(VD, Ctx, Sh)) {
            auto [It, New] = Arrays.try_emplace(VD);
            if (New) {
              It->second.shape = Sh;
              Order.push_back(VD);
            }
            It->second.refs.push_back(DRE);
          }
        }
      for (const Stmt *C : subStatements(X))
        Scan(C);
    };
    Scan(S);
    for (const VarDecl *V : Inside)
      Arrays.erase(V);
    Order.erase(std::remove_if(Order.begin(), Order.end(),
                               [&](const VarDecl *V) { return !Arrays.count(V); }),
                Order.end());
    if (Arrays.empty())
      continue;
    const FunctionDecl *F = N.function;
    if (!F || !F->getBody())
      continue;
    std::map<const VarDecl *, unsigned> Writes = variableWrites(F->getBody());
    auto Names = declaredIn(F);
    // Each reference: the whole element access it begins.
    struct Access {
      const Expr *whole = nullptr;
      std::vector<const Expr *> subscripts; // outermost first
    };
    std::map<const VarDecl *, std::vector<Access>> Accesses;
    for (auto &[V, U] : Arrays) {
      for (const Expr *Sz : U.shape.innerSizes)
        if (Sz && U.bad.empty())
          U.bad = sizeProblem(Sz, Ctx, Writes, Names);
      for (const DeclRefExpr *R : U.refs) {
        if (!U.bad.empty())
          break;
        Access A;
        const Expr *Cur = R;
        for (unsigned K = 0; K < U.shape.rank; ++K) {
          const Stmt *P = parentStmt(Cur, Ctx);
          while (P && (isa<ImplicitCastExpr>(P) || isa<ParenExpr>(P))) {
            Cur = cast<Expr>(P);
            P = parentStmt(Cur, Ctx);
          }
          auto *ASE = dyn_cast_or_null<ArraySubscriptExpr>(P);
          if (!ASE || ASE->getBase()->IgnoreParenImpCasts() != Cur->IgnoreParenImpCasts()) {
            U.bad = "'" + V->getNameAsString() + "' is used other than element by element";
            break;
          }
          A.subscripts.push_back(ASE->getIdx());
          Cur = ASE;
        }
        if (!U.bad.empty())
          break;
        A.whole = Cur;
        if (Cur->getBeginLoc().isMacroID() || Cur->getEndLoc().isMacroID()) {
          U.bad = "an access to '" + V->getNameAsString() + "' is inside a macro expansion";
          break;
        }
        for (const Expr *Sub : A.subscripts)
          for (auto &[W, _] : Arrays) {
            std::vector<const DeclRefExpr *> In;
            refsOf(Sub, W, In);
            if (!In.empty())
              U.bad = "a subscript of '" + V->getNameAsString() +
                      "' indexes a variable-length array itself";
          }
        Accesses[V].push_back(A);
      }
    }
    std::string Decls, Described;
    bool Any = false;
    for (const VarDecl *V : Order)
      if (const Use &U = Arrays[V]; U.bad.empty())
        Any = true;
      else
        Remarks.missed(D->getBeginLoc(), "variable-length array '" + V->getNameAsString() +
                                             "' not indexed as a flat pointer: " + U.bad);
    if (!Any || !Editor.canEdit(D))
      continue;
    // A default clause other than shared (none, private, firstprivate):
    // the flat pointers are named shared on the directive's line.
    bool NameShared = defaultNotShared(D);
    SourceLocation PragmaEnd =
        NameShared ? endOfPragmaLine(D, Ctx.getSourceManager()) : SourceLocation();
    if (NameShared && PragmaEnd.isInvalid()) {
      Remarks.missed(D->getBeginLoc(), "variable-length arrays not indexed as flat pointers: "
                                       "the loop has a default clause, and its directive is "
                                       "not a plain '#pragma' line a shared clause can be "
                                       "added to");
      continue;
    }
    std::string SharedNames;
    for (const VarDecl *V : Order) {
      const Use &U = Arrays[V];
      if (!U.bad.empty())
        continue;
      std::string Name = Editor.freshName("omp2ocl_" + V->getNameAsString());
      SharedNames += (SharedNames.empty() ? "" : ", ") + Name;
      std::string First = V->getNameAsString();
      for (unsigned K = 0; K < U.shape.rank; ++K)
        First += "[0]";
      // The cast, not `&A[0][0]`: an address is not an access the host
      // must announce (which would bring the array back from the device).
      Decls += "__typeof__(&" + First + ") " + Name + " = (__typeof__(&" + First + "))" +
               V->getNameAsString() + "; ";
      std::vector<std::string> Sizes, Shown;
      for (size_t K = 0; K < U.shape.innerSizes.size(); ++K) {
        Shown.push_back(U.shape.innerSizes[K] ? printed(U.shape.innerSizes[K], Ctx)
                                              : std::to_string(U.shape.innerConst[K]));
        Sizes.push_back(U.shape.innerSizes[K] ? "(" + Shown.back() + ")" : Shown.back());
      }
      for (const Access &A : Accesses[V]) {
        std::string Index = "(long)(" + sourceText(A.subscripts[0], Ctx) + ")";
        for (size_t K = 1; K < A.subscripts.size(); ++K)
          Index = "(" + Index + " * " + Sizes[K - 1] + " + (" +
                  sourceText(A.subscripts[K], Ctx) + "))";
        RW.ReplaceText(CharSourceRange::getTokenRange(A.whole->getSourceRange()),
                       Name + "[" + Index + "]");
      }
      std::string Rows;
      for (const std::string &Sz : Shown)
        Rows += "[" + Sz + "]";
      Described += std::string(Described.empty() ? "" : ", ") + "'" + V->getNameAsString() +
                   "[]" + Rows + "' as '" + Name + "'";
    }
    if (NameShared)
      RW.InsertTextAfter(PragmaEnd, " shared(" + SharedNames + ")");
    Editor.wrap(D, Decls);
    Remarks.passed(D->getBeginLoc(),
                   "variable-length arrays indexed as flat pointers: " + Described);
    ++Prepared;
  }
  return Prepared;
}

} // namespace omp2ocl
