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
//===----------------------------------------------------------------------===//
#include "Allocations.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <set>

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

class Registrar : public RecursiveASTVisitor<Registrar> {
public:
  Registrar(ASTContext &Ctx, Rewriter &R) : Ctx(Ctx), SM(Ctx.getSourceManager()), R(R) {}

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
      if (!VD || !VD->isStaticLocal() || !registrable(VD))
        continue;
      std::string Flag = "__omp2ocl_registered_" + std::to_string(++Count);
      std::string Name = VD->getNameAsString();
      Calls += " { static int " + Flag + "; if (!__atomic_load_n(&" + Flag +
               ", __ATOMIC_ACQUIRE)) { omp2ocl_block_register((const void *)" + Name +
               ", sizeof(" + Name + ")); __atomic_store_n(&" + Flag +
               ", 1, __ATOMIC_RELEASE); } }";
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
  unsigned Count = 0;
  std::set<SourceLocation> Replaced;
  std::set<const DeclStmt *> Statements;
};

} // namespace

void registerAllocationBlocks(ASTContext &Ctx, Rewriter &R) {
  const SourceManager &SM = Ctx.getSourceManager();
  Registrar V(Ctx, R);
  std::string Constructor;
  std::set<const VarDecl *> Done;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    SourceLocation L = SM.getExpansionLoc(D->getLocation());
    if (SM.isInSystemHeader(L))
      continue;
    if (SM.isInMainFile(L))
      V.TraverseDecl(D);
    auto *VD = dyn_cast<VarDecl>(D);
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
  if (Constructor.empty())
    return;
  R.InsertTextAfter(SM.getLocForEndOfFile(SM.getMainFileID()),
                    "\n/* omp2ocl: the unit's static arrays, for the registry of "
                    "allocation blocks */\n"
                    "__attribute__((constructor)) static void __omp2ocl_register_blocks(void) "
                    "{\n" + Constructor + "}\n");
}

} // namespace omp2ocl
