//===- Allocations.cpp - let the runtime know the unit's allocation blocks -===//
//
// A kernel whose pointer extent the translator cannot compute is handed the
// whole allocation block the pointer points into, which the launch asks of
// the runtime's registry (omp2ocl_block_of). The registry knows a block only
// if a translated unit told it, so every translated unit, whether or not it
// has kernels of its own (its blocks may reach another unit's kernels):
//  - allocates through the runtime's wrappers: the name of each C library
//    allocation function is replaced where the unit spells it (calls and
//    any other use, e.g. a function pointer; the wrappers have the same
//    signatures). Names spelled inside macros stay: those blocks are not
//    registered and their launches decline (the OpenMP loop runs);
//  - registers its constant-size arrays with static storage: file-scope
//    definitions from a constructor at the end of the file, static locals
//    right after their declaration, once (a flag the function keeps).
// Thread-local and threadprivate arrays are not registered (each thread has
// its own copy): a pointer into one declines. `free` is HostAccess's
// (omp2ocl_free at the call, which also unregisters the block).
//
// The unit also registers its static scalars, structs and unions whose
// address it takes (`&x`, `&s.m`, `s.arr` decaying to a pointer into s),
// as static objects (omp2ocl_object_register, from a second constructor and
// after static local declarations the same way): the pointers the host code
// announces with an unknown extent (`*rnorm = ...` in NAS CG's conj_grad)
// may point into them, and the runtime narrows such an announcement to the
// static object it lies in (an access through a pointer stays inside the
// object it points into; the registration is that object, for the whole
// run). Without it the runtime took every buffer above the pointer. These
// registrations are no blocks for launches (a kernel does not take a
// scalar or struct whole through a pointer: host code writes such variables
// by name without announcing it). Automatic objects are not registered:
// registering and unregistering them per scope would cost every call, and
// a registration that outlived its scope (longjmp, a missed exit path)
// would go stale. Pointers into them keep the conservative rule.
//
// Except the arrays main's body declares (its own statements, not nested
// blocks): main runs once and they live until it returns, like static
// arrays, and legacy programs keep tables there and hand them to the
// functions with the loops (Parboil tpacf's bin boundaries). They are
// registered right after their declaration and handed back to the runtime
// (omp2ocl_forget: device data comes home, the buffer and the registration
// go) before each `return` of main that follows the declaration, and at the
// end of its body. Launches in main keep their buffers between kernels
// (HostEmitter) instead of handing them back after each. A return spelled
// by a macro, or exit(), leaves the registration behind: the program is
// ending, and the runtime moves no data at exit.
//
//===----------------------------------------------------------------------===//
#include "Allocations.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <set>
#include <vector>

using namespace clang;

namespace omp2ocl {

namespace {

bool isLibraryAllocator(const FunctionDecl *FD) {
  static const std::set<std::string> Names = {"malloc", "calloc", "realloc",
                                              "aligned_alloc", "posix_memalign"};
  if (!FD || !FD->getIdentifier() || !Names.count(FD->getName().str()))
    return false;
  // The C library's: declared at file scope with external linkage and
  // defined nowhere in the unit (a program's own `malloc` stays).
  const FunctionDecl *Def = nullptr;
  return FD->getDeclContext()->getRedeclContext()->isTranslationUnit() &&
         FD->hasExternalFormalLinkage() && !FD->hasBody(Def);
}

/// An array the registry should know: constant size, static storage, one
/// object for the whole program (not per thread).
bool registrable(const VarDecl *VD) {
  return VD->hasGlobalStorage() && VD->getType()->isConstantArrayType() &&
         VD->getTLSKind() == VarDecl::TLS_None &&
         !VD->hasAttr<OMPThreadPrivateDeclAttr>() &&
         !VD->getType()->isVariablyModifiedType();
}

/// A static object that is not an array, for the registry's static objects:
/// static storage, one object for the whole program, a complete type.
bool registrableObject(const VarDecl *VD) {
  QualType T = VD->getType();
  return VD->hasGlobalStorage() && !T->isArrayType() && !T->isIncompleteType() &&
         !T->isVariablyModifiedType() && VD->getTLSKind() == VarDecl::TLS_None &&
         !VD->hasAttr<OMPThreadPrivateDeclAttr>();
}

/// The registrable objects whose address the unit takes: the operand of `&`
/// and arrays that decay to a pointer, followed down through `.` members,
/// subscripts of member arrays and parentheses to the variable (`&x`,
/// `&s.m`, `&s.v[i]`, `s.v` passed as a pointer). A subscript or `*`
/// applied to the decayed array accesses an element and takes no address.
class AddressTaken : public RecursiveASTVisitor<AddressTaken> {
public:
  explicit AddressTaken(ASTContext &Ctx) : Ctx(Ctx) {}

  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->getOpcode() == UO_AddrOf)
      note(UO->getSubExpr());
    return true;
  }

  bool VisitImplicitCastExpr(ImplicitCastExpr *ICE) {
    if (ICE->getCastKind() != CK_ArrayToPointerDecay)
      return true;
    const Stmt *Use = ICE;
    const Stmt *P = parentStmt(Use, Ctx);
    while (P && isa<ParenExpr>(P)) {
      Use = P;
      P = parentStmt(Use, Ctx);
    }
    if (auto *ASE = dyn_cast_or_null<ArraySubscriptExpr>(P))
      if (ASE->getBase()->IgnoreParens() == ICE)
        return true;
    if (auto *UO = dyn_cast_or_null<UnaryOperator>(P))
      if (UO->getOpcode() == UO_Deref)
        return true;
    note(ICE->getSubExpr());
    return true;
  }

  void note(const Expr *E) {
    while (E) {
      E = E->IgnoreParens();
      if (auto *ME = dyn_cast<MemberExpr>(E)) {
        if (ME->isArrow())
          return; // memory behind a pointer, not a variable's own storage
        E = ME->getBase();
      } else if (auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
        const Expr *Base = ASE->getBase()->IgnoreParens();
        auto *ICE = dyn_cast<ImplicitCastExpr>(Base);
        if (!ICE || ICE->getCastKind() != CK_ArrayToPointerDecay)
          return; // through a pointer
        E = ICE->getSubExpr();
      } else if (auto *DRE = dyn_cast<DeclRefExpr>(E)) {
        if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
          if (registrableObject(VD))
            Taken.insert(VD->getCanonicalDecl());
        return;
      } else {
        return;
      }
    }
  }

  ASTContext &Ctx;
  std::set<const VarDecl *> Taken; // canonical declarations
};

class Registrar : public RecursiveASTVisitor<Registrar> {
public:
  Registrar(ASTContext &Ctx, Rewriter &R, const std::set<const VarDecl *> &Taken)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), R(R), Taken(Taken) {}

  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    auto *FD = dyn_cast<FunctionDecl>(DRE->getDecl());
    if (!isLibraryAllocator(FD))
      return true;
    SourceLocation L = DRE->getLocation();
    // Each spelling once (a directive's statement is reached twice).
    if (!L.isFileID() || !SM.isInMainFile(L) || !Replaced.insert(L).second)
      return true;
    R.ReplaceText(L, FD->getName().size(), "omp2ocl_" + FD->getName().str());
    return true;
  }

  bool VisitDeclStmt(DeclStmt *DS) {
    if (!Statements.insert(DS).second)
      return true;
    std::string Calls;
    for (const Decl *D : DS->decls()) {
      auto *VD = dyn_cast<VarDecl>(D);
      if (!VD || !VD->isStaticLocal())
        continue;
      std::string Call;
      std::string Name = VD->getNameAsString();
      if (registrable(VD))
        Call = "omp2ocl_block_register((const void *)" + Name;
      else if (registrableObject(VD) && Taken.count(VD->getCanonicalDecl()))
        Call = "omp2ocl_object_register((const void *)&" + Name;
      else
        continue;
      std::string Flag = "__omp2ocl_registered_" + std::to_string(++Count);
      Calls += " { static int " + Flag + "; if (!__atomic_load_n(&" + Flag +
               ", __ATOMIC_ACQUIRE)) { " + Call + ", sizeof(" + Name +
               ")); __atomic_store_n(&" + Flag + ", 1, __ATOMIC_RELEASE); } }";
    }
    if (Calls.empty())
      return true;
    SourceLocation End = DS->getEndLoc();
    if (!End.isFileID() || !SM.isInMainFile(End))
      return true; // spelled in a macro: not registered, launches decline
    R.InsertTextAfterToken(End, Calls);
    return true;
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  Rewriter &R;
  const std::set<const VarDecl *> &Taken;
  unsigned Count = 0;
  std::set<SourceLocation> Replaced;
  std::set<const DeclStmt *> Statements;
};

/// The statement of main's body that declares VD, when VD is one of the
/// arrays registered for the whole run of main (see the file comment).
const DeclStmt *mainBodyDeclaration(const VarDecl *VD, const ASTContext &Ctx) {
  if (!VD || !VD->isLocalVarDecl() || VD->isStaticLocal() || !VD->getType()->isArrayType() ||
      VD->getStorageClass() == SC_Register)
    return nullptr;
  auto *FD = dyn_cast<FunctionDecl>(VD->getDeclContext());
  if (!FD || !FD->isMain() || !FD->getBody())
    return nullptr;
  auto *Body = dyn_cast<CompoundStmt>(FD->getBody());
  if (!Body)
    return nullptr;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const Stmt *S : Body->body())
    if (auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (D == VD)
          return DS->getEndLoc().isFileID() && SM.isInMainFile(DS->getEndLoc()) ? DS
                                                                               : nullptr;
  return nullptr;
}

/// Registers main's arrays after their declarations, and hands them back
/// before each return of main and at the end of its body.
class MainArrays : public RecursiveASTVisitor<MainArrays> {
public:
  MainArrays(ASTContext &Ctx, Rewriter &R, const FunctionDecl *Main)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), R(R) {
    auto *Body = cast<CompoundStmt>(Main->getBody());
    for (const Stmt *S : Body->body()) {
      auto *DS = dyn_cast<DeclStmt>(S);
      if (!DS)
        continue;
      std::string Calls;
      for (const Decl *D : DS->decls()) {
        auto *VD = dyn_cast<VarDecl>(D);
        if (!VD || mainBodyDeclaration(VD, Ctx) != DS)
          continue;
        std::string Name = VD->getNameAsString();
        Calls += " omp2ocl_block_register((const void *)" + Name + ", sizeof(" + Name + "));";
        Arrays.push_back({DS, Name});
      }
      if (!Calls.empty())
        R.InsertTextAfterToken(DS->getEndLoc(), Calls);
    }
    if (Arrays.empty())
      return;
    TraverseStmt(Body);
    // Falling off the end returns too (main's implicit 0).
    if (Body->body_empty() || !isa<ReturnStmt>(Body->body_back()))
      R.InsertTextBefore(SM.getExpansionLoc(Body->getRBracLoc()),
                         forgets(Body->getRBracLoc()) + "\n");
  }

  bool VisitReturnStmt(ReturnStmt *RS) {
    SourceLocation B = RS->getBeginLoc();
    std::string Text = forgets(B);
    if (Text.empty() || !B.isFileID() || !SM.isInMainFile(B))
      return true;
    const Stmt *P = parentStmt(RS, Ctx);
    if (P && isa<CompoundStmt>(P)) {
      R.InsertTextBefore(B, Text + " ");
    } else {
      // The whole branch or body of an if, loop, label or case: braced.
      R.InsertTextBefore(B, "{ " + Text + " ");
      R.InsertTextAfter(endOfStatement(RS, Ctx), " }");
    }
    return true;
  }

  // Nested function definitions (GNU C) return from themselves.
  bool TraverseDecl(Decl *D) {
    return isa<FunctionDecl>(D) ? true : RecursiveASTVisitor::TraverseDecl(D);
  }

private:
  /// Hand-backs of the arrays declared before Loc (in scope there).
  std::string forgets(SourceLocation Loc) const {
    std::string S;
    for (auto &[DS, Name] : Arrays)
      if (SM.isBeforeInTranslationUnit(DS->getEndLoc(), Loc))
        S += (S.empty() ? "" : " ") + ("omp2ocl_forget(" + Name + ");");
    return S;
  }

  ASTContext &Ctx;
  const SourceManager &SM;
  Rewriter &R;
  std::vector<std::pair<const DeclStmt *, std::string>> Arrays;
};

} // namespace

bool livesUntilMainReturns(const VarDecl *VD, const ASTContext &Ctx) {
  return mainBodyDeclaration(VD, Ctx) != nullptr;
}

bool handedBackAtScopeExit(const VarDecl *VD, const ASTContext &C) {
  // (The parent map is built on first use: not a change of the AST.)
  ASTContext &Ctx = const_cast<ASTContext &>(C);
  if (!VD->isLocalVarDecl() || VD->isStaticLocal() || VD->getStorageClass() == SC_Register ||
      !(VD->getType()->isArrayType() || VD->getType()->isRecordType()) ||
      livesUntilMainReturns(VD, Ctx))
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  auto Ps = Ctx.getParents(*VD);
  const DeclStmt *DS = Ps.empty() ? nullptr : Ps[0].get<DeclStmt>();
  if (!DS)
    return false;
  const Stmt *Block = parentStmt(DS, Ctx);
  return Block && isa<CompoundStmt>(Block) && DS->getEndLoc().isFileID() &&
         SM.isInMainFile(DS->getEndLoc());
}

void registerAllocationBlocks(ASTContext &Ctx, Rewriter &R) {
  const SourceManager &SM = Ctx.getSourceManager();
  // Addresses taken anywhere in the unit outside system headers (function
  // bodies, initialisers of pointers such as `double *p = &x;`).
  AddressTaken A(Ctx);
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (!SM.isInSystemHeader(SM.getExpansionLoc(D->getLocation())))
      A.TraverseDecl(D);
  Registrar V(Ctx, R, A.Taken);
  std::string Constructor, Objects;
  std::set<const VarDecl *> Done;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    SourceLocation L = SM.getExpansionLoc(D->getLocation());
    if (SM.isInSystemHeader(L))
      continue;
    if (SM.isInMainFile(L))
      V.TraverseDecl(D);
    auto *VD = dyn_cast<VarDecl>(D);
    if (VD && registrableObject(VD) && A.Taken.count(VD->getCanonicalDecl()) &&
        Done.insert(VD->getCanonicalDecl()).second) {
      // From the unit that takes the address, defined here or not (the
      // defining unit may never take it); registering twice is harmless.
      std::string Name = VD->getNameAsString();
      Objects += "  omp2ocl_object_register((const void *)&" + Name + ", sizeof(" + Name +
                 "));\n";
      continue;
    }
    if (!VD || !registrable(VD))
      continue;
    // One call per object, from its definition (a tentative one counts):
    // the array defined by another unit registers there.
    const VarDecl *Def = VD->getDefinition();
    if (!Def)
      Def = VD->getActingDefinition();
    if (!Def || !Done.insert(Def->getCanonicalDecl()).second)
      continue;
    std::string Name = VD->getNameAsString();
    Constructor += "  omp2ocl_block_register((const void *)" + Name + ", sizeof(" + Name +
                   "));\n";
  }
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (auto *FD = dyn_cast<FunctionDecl>(D))
      if (FD->isMain() && FD->doesThisDeclarationHaveABody() &&
          SM.isInMainFile(SM.getExpansionLoc(FD->getLocation())))
        MainArrays(Ctx, R, FD);
  if (!Constructor.empty())
    R.InsertTextAfter(SM.getLocForEndOfFile(SM.getMainFileID()),
                      "\n/* omp2ocl: the unit's static arrays, for the registry of "
                      "allocation blocks */\n"
                      "__attribute__((constructor)) static void __omp2ocl_register_blocks(void) "
                      "{\n" + Constructor + "}\n");
  if (!Objects.empty())
    R.InsertTextAfter(SM.getLocForEndOfFile(SM.getMainFileID()),
                      "\n/* omp2ocl: static objects whose address the unit takes, for host "
                      "accesses through pointers */\n"
                      "__attribute__((constructor)) static void __omp2ocl_register_objects(void) "
                      "{\n" + Objects + "}\n");
}

} // namespace omp2ocl
