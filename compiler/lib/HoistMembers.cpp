//===- HoistMembers.cpp - struct members read once before a loop ----------===//
//
// A kernel cannot take a struct with pointer members: the pointers hold host
// addresses. Legacy code keeps its arrays in such structs (`img->pix[i]`,
// `grid->u[k]`, `f->n`). When a loop only reads the members, their values
// are the same in every iteration, and reading them once before the loop
// into locals is what the programmer could have written: the translation
// proper then sees plain pointers (buffers, with extents from the
// subscripts) and scalars (values).
//
// The rewrite is a source edit, made before the translation proper, which
// parses the edited text again (tools/omp2ocl.cpp). For a loop it is only
// made when it is proven to keep the meaning:
//  - the chain is a struct variable or pointer followed by members only
//    (`v.a.b`, `p->a`), declared outside the loop and not volatile;
//  - the loop uses the variable in such chains only (not whole, not its
//    address), never stores to a chain, takes no chain's address or size;
//  - nothing the loop runs stores to a member of one of the chains' fields
//    (through any struct, called functions of the unit included) or to a
//    whole struct or union, and it calls no function without a body other
//    than the math functions and C library functions that store to no
//    struct (leavesMembers; memcpy, for one, might change it);
//  - the directive has no default(none) (the locals would need a clause)
//    and no clause names the variable.
// The chains of one variable are hoisted together or not at all, and only
// when one of them needs it (a struct with pointer or bit-field members on
// the way, or a pointer member): structs a kernel can take keep their
// translation.
//
//===----------------------------------------------------------------------===//
#include "HoistMembers.h"
#include "CLTypes.h"
#include "Discover.h"
#include "Legality.h"
#include "PrepareEdits.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Expr.h"
#include "clang/AST/OpenMPClause.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <functional>
#include <map>
#include <set>
#include <sstream>

using namespace clang;

namespace omp2ocl {

const VarDecl *memberChain(const Expr *ME, std::vector<const FieldDecl *> &Fields,
                           std::string *KeyOut) {
  std::vector<const MemberExpr *> Steps;
  const Expr *E = ME;
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (auto *M = dyn_cast<MemberExpr>(E)) {
      Steps.push_back(M);
      E = M->getBase();
      continue;
    }
    break;
  }
  auto *DRE = dyn_cast<DeclRefExpr>(E);
  const VarDecl *Root = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!Root)
    return nullptr;
  std::ostringstream K;
  K << Root;
  for (auto It = Steps.rbegin(); It != Steps.rend(); ++It) {
    auto *FD = dyn_cast<FieldDecl>((*It)->getMemberDecl());
    if (!FD)
      return nullptr;
    Fields.push_back(FD);
    K << ((*It)->isArrow() ? "->" : ".") << FD;
  }
  if (KeyOut)
    *KeyOut = K.str();
  return Root;
}

std::string memberChainText(const VarDecl *Root, const std::vector<const FieldDecl *> &Fields,
                            bool GuardNull) {
  std::string T = Root->getNameAsString(), Guard;
  for (size_t I = 0; I < Fields.size(); ++I) {
    bool Arrow = I == 0 ? Root->getType()->isPointerType()
                        : Fields[I - 1]->getType()->isPointerType();
    if (Arrow)
      Guard += (Guard.empty() ? "" : " && ") + T;
    T += (Arrow ? "->" : ".") + Fields[I]->getNameAsString();
  }
  if (GuardNull && !Guard.empty())
    return "(" + Guard + " ? " + T + " : 0)";
  return T;
}

/// C library functions that store to no struct member (printf's %n aside).
static bool leavesMembers(const std::string &N) {
  static const std::set<std::string> Known = {
      "printf", "fprintf", "puts", "putchar", "fputs", "fputc", "fflush", "exit",
      "abort", "malloc", "calloc", "free", "clock", "time", "rand", "srand",
      "abs", "labs", "strlen", "strcmp", "strncmp", "memcmp", "atoi", "atof",
      "getenv", "__assert_fail"};
  return Known.count(N) || N.rfind("omp_get_", 0) == 0 || !openclMathBuiltin(N).empty();
}

static bool mayChange(const Stmt *S, const std::set<const FieldDecl *> &Fields,
                      std::set<const FunctionDecl *> &Visited) {
  if (!S)
    return false;
  if (auto *E = dyn_cast<Expr>(S))
    if (const Expr *T = storeTarget(E)) {
      T = T->IgnoreParenImpCasts();
      if (T->getType()->isRecordType() || T->getType()->isUnionType())
        return true;
      if (auto *ME = dyn_cast<MemberExpr>(T))
        if (auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl()))
          if (Fields.count(FD))
            return true;
    }
  if (auto *CE = dyn_cast<CallExpr>(S)) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD)
      return true;
    const FunctionDecl *Def = nullptr;
    if (FD->hasBody(Def)) {
      if (Visited.insert(Def).second && mayChange(Def->getBody(), Fields, Visited))
        return true;
    } else if (!leavesMembers(FD->getNameAsString())) {
      return true;
    }
  }
  for (const Stmt *C : subStatements(S))
    if (mayChange(C, Fields, Visited))
      return true;
  return false;
}

bool mayChangeMembers(const Stmt *S, const std::set<const FieldDecl *> &Fields) {
  std::set<const FunctionDecl *> Visited;
  return mayChange(S, Fields, Visited);
}

namespace {

/// One occurrence of a chain `root.f1->f2...` in the loop.
struct ChainUse {
  const MemberExpr *expr = nullptr;
  const VarDecl *root = nullptr;
  std::vector<const FieldDecl *> fields; ///< outermost (next to the root) first
  std::string key;                       ///< root, fields and arrows
  std::string bad;                       ///< why it may not be replaced by a local ("" if it may)
  bool needsHoist = false;               ///< the kernel cannot take it as is
};

/// True when a kernel cannot take a value of the record type T (pointer or
/// bit-field members, directly or in nested records).
bool recordNeedsHost(QualType T, const ASTContext &Ctx) {
  if (!T->getAs<RecordType>())
    return false;
  CLTypePrinter P(Ctx);
  P.spell(T);
  return !P.error().empty();
}

class LoopHoister {
public:
  LoopHoister(ASTContext &Ctx) : Ctx(Ctx) {}

  /// Walks the loop statement S, filling Uses, OtherRefs, Locals.
  void collect(const Stmt *S, const Stmt *Parent) {
    if (!S)
      return;
    if (auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (auto *VD = dyn_cast<VarDecl>(D))
          Locals.insert(VD);
    if (auto *ME = dyn_cast<MemberExpr>(S)) {
      ChainUse U;
      U.expr = ME;
      U.root = memberChain(ME, U.fields, &U.key);
      if (U.root) {
        judge(U, Parent);
        Uses.push_back(U);
        return;
      }
    }
    if (auto *DRE = dyn_cast<DeclRefExpr>(S))
      if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        OtherRefs.insert(VD);
    // Parentheses are not a parent worth knowing: `(p->n)++` stores to p->n.
    const Stmt *Next = isa<ParenExpr>(S) ? Parent : S;
    for (const Stmt *C : subStatements(S))
      collect(C, Next);
  }

  std::vector<ChainUse> Uses;
  std::set<const VarDecl *> OtherRefs, Locals;

private:
  void judge(ChainUse &U, const Stmt *Parent) {
    if (U.expr->getBeginLoc().isMacroID() || U.expr->getEndLoc().isMacroID())
      U.bad = "is inside a macro expansion";
    if (Parent) {
      if (auto *E = dyn_cast<Expr>(Parent))
        if (const Expr *T = storeTarget(E))
          if (T->IgnoreParens() == U.expr)
            U.bad = "is written";
      if (auto *UO = dyn_cast<UnaryOperator>(Parent))
        if (UO->getOpcode() == UO_AddrOf)
          U.bad = "has its address taken";
      if (isa<UnaryExprOrTypeTraitExpr>(Parent))
        U.bad = "is the operand of sizeof";
    }
    // Every type on the way: the root's and each member's.
    std::vector<QualType> Types{U.root->getType()};
    for (const FieldDecl *F : U.fields) {
      Types.push_back(F->getType());
      if (F->isBitField()) // __typeof__ cannot take one
        U.bad = "is a bit-field";
    }
    for (QualType T : Types) {
      QualType Pointee = T->isPointerType() ? T->getPointeeType() : T;
      if (T.isVolatileQualified() || Pointee.isVolatileQualified())
        U.bad = "is volatile";
    }
    // The records the chain passes through (every type but the last), and
    // the chain's own type.
    for (size_t I = 0; I + 1 < Types.size(); ++I) {
      QualType T = Types[I];
      if (T->isPointerType())
        T = T->getPointeeType();
      if (recordNeedsHost(T, Ctx))
        U.needsHoist = true;
    }
    if (U.fields.back()->getType()->isPointerType())
      U.needsHoist = true;
    // The null-guarded read (`p ? p->pos : 0`) has no spelling for a struct.
    bool Arrow = false;
    for (size_t I = 0; I + 1 < Types.size(); ++I)
      Arrow |= Types[I]->isPointerType();
    if (Arrow && U.fields.back()->getType()->isRecordType())
      U.bad = "is a whole struct reached through a pointer";
  }

  ASTContext &Ctx;
};

/// True when a clause of D other than shared names V, or D has default(none).
bool clausesForbid(const OMPExecutableDirective *D, const VarDecl *V) {
  for (const OMPClause *C : D->clauses()) {
    if (auto *Def = dyn_cast<OMPDefaultClause>(C))
      if (Def->getDefaultKind() == llvm::omp::OMP_DEFAULT_none)
        return true;
    if (isa<OMPSharedClause>(C))
      continue;
    for (const Stmt *Child : const_cast<OMPClause *>(C)->children()) {
      if (!Child)
        continue;
      std::vector<const DeclRefExpr *> Refs;
      refsOf(Child, V, Refs);
      if (!Refs.empty() || refVar(dyn_cast<Expr>(Child)) == V)
        return true;
    }
  }
  return false;
}

} // namespace

unsigned hoistStructMembers(ASTContext &Ctx, Rewriter &RW, PrepareRemarks &Remarks) {
  DiscoveredUnit Unit = discoverOpenMP(Ctx);
  LoopEditor Editor(Ctx, RW);
  unsigned Prepared = 0;
  for (const LoopNest &N : Unit.loops) {
    const OMPExecutableDirective *D = N.directive;
    const Stmt *S = associatedStatement(D);
    if (!S || !directiveInFile(D, Ctx.getSourceManager()))
      continue;
    LoopHoister H(Ctx);
    H.collect(S, nullptr);
    // The variables with a chain that needs hoisting, each with why its
    // chains stay as they are ("" when every one can be hoisted).
    std::map<const VarDecl *, std::string> Roots;
    std::vector<const VarDecl *> Order; // as first met: remarks stay put
    for (const ChainUse &U : H.Uses)
      if (U.needsHoist && !H.Locals.count(U.root) && Roots.emplace(U.root, "").second)
        Order.push_back(U.root);
    if (Roots.empty())
      continue;
    for (const ChainUse &U : H.Uses)
      if (Roots.count(U.root) && !U.bad.empty() && Roots[U.root].empty())
        Roots[U.root] = "'" + memberChainText(U.root, U.fields, false) + "' " + U.bad;
    for (const VarDecl *V : Order) {
      std::string &Why = Roots[V];
      std::string Name = "'" + V->getNameAsString() + "'";
      if (!Why.empty())
        ;
      else if (H.OtherRefs.count(V))
        Why = Name + " is used other than through its members";
      else if (V->hasAttr<OMPThreadPrivateDeclAttr>())
        Why = Name + " is threadprivate";
      else if (clausesForbid(D, V))
        Why = "the directive has default(none) or a clause naming " + Name;
      std::set<const FieldDecl *> Fields;
      for (const ChainUse &U : H.Uses)
        if (U.root == V)
          Fields.insert(U.fields.begin(), U.fields.end());
      if (Why.empty() && mayChangeMembers(S, Fields))
        Why = "the loop may change the members of " + Name +
              " (a store to one of them or to a whole struct, or a call to a "
              "function without a body)";
      if (!Why.empty())
        Remarks.missed(D->getBeginLoc(), "struct members of " + Name +
                                             " not read before the loop: " + Why);
    }
    // The edit: one local per distinct chain, the block around the loop.
    if (!Editor.canEdit(D))
      continue;
    std::map<std::string, std::string> Names; // chain key -> local
    std::string Decls, Described;
    for (const ChainUse &U : H.Uses) {
      auto R = Roots.find(U.root);
      if (R == Roots.end() || !R->second.empty())
        continue;
      auto [It, New] = Names.try_emplace(U.key);
      if (New) {
        std::string Base = "omp2ocl_" + U.root->getNameAsString();
        for (const FieldDecl *F : U.fields)
          Base += "_" + F->getNameAsString();
        It->second = Editor.freshName(Base);
        std::string Text = sourceText(U.expr, Ctx);
        bool Array = U.fields.back()->getType()->isArrayType();
        // Read only when every pointer on the way is non-null: a loop of no
        // iterations over a null struct pointer never read it.
        Decls += "__typeof__(" + (Array ? "&(" + Text + ")[0]" : Text) + ") " +
                 It->second + " = " + memberChainText(U.root, U.fields, true) + "; ";
        Described += std::string(Described.empty() ? "" : ", ") + "'" + Text +
                     "' as '" + It->second + "'";
      }
      RW.ReplaceText(CharSourceRange::getTokenRange(U.expr->getSourceRange()), It->second);
    }
    if (Names.empty())
      continue;
    Editor.wrap(D, Decls);
    Remarks.passed(D->getBeginLoc(), "struct members read once before the loop "
                                     "(the loop leaves them unchanged): " + Described);
    ++Prepared;
  }
  return Prepared;
}

} // namespace omp2ocl
