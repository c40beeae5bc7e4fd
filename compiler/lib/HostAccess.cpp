//===- HostAccess.cpp - tell the runtime where host code touches memory ---===//
//
// The runtime keeps, for every range of host memory a kernel used, which copy
// (host or device) is current. Host code must announce its accesses so a
// stale host copy is refreshed before it is read and a device copy is marked
// stale when the host writes. The calls go before the outermost statements
// that contain no kernel launch ("leaf" statements): a host loop without
// kernels costs one call, made before it.
//
// What a leaf statement may touch:
//  - arrays named directly, all of them: a kernel may have used one through
//    a pointer, or another translated unit may track it (the runtime ignores
//    addresses it does not hold); so are scalars, structs and unions of
//    external linkage (another unit's kernel may use one in place: an
//    atomic counter, a COMMON-style struct), and the others a kernel of
//    this unit uses or whose address leaves the expression (`&s`, a member
//    array decaying to a pointer);
//  - memory reached through a pointer variable: looked up by address at run
//    time (unknown addresses cost one failed lookup);
//  - anything, when a pointer it dereferences is changed by the statement
//    itself, or it follows a pointer stored in memory, or it calls a function
//    defined elsewhere while tracked memory may be reachable from code the
//    translator never sees: then every buffer. Translated units announce
//    their own accesses, but a library may have kept a pointer handed to it
//    earlier and use it in a call that passes none. Reachable means: the
//    points-to class of the memory (PointsTo.h; for a pointer, the class it
//    points into) holds memory outside the unit (an external-linkage object,
//    anything given to a function without a body other than the C library
//    functions that keep no pointer, such as free and memcpy), or a struct
//    member may point into it (members are one node for every object,
//    other files' included). NAS CG's conj_grad takes its static arrays as
//    pointer parameters; they reach no other unit, so its call to
//    timer_start (another file) no longer sends the matrix back to the
//    device.
// A statement that calls a function of this unit needs nothing for what that
// function does: the function's own statements carry their own calls.
// Except for "covered" pointer parameters: a static function that launches
// nothing, whose pointer parameter is never reassigned and receives at every
// call an element or row of an array the caller announces (or a covered
// parameter of the caller), touches through it only memory announced before
// the calling statement, with no launch in between. Its statements skip
// those announcements: the 5x5 block routines NAS LU calls per grid point
// from its host sweeps announced each statement (a lookup per statement,
// 70% of the run time).
//
//===----------------------------------------------------------------------===//
#include "HostAccess.h"
#include "Allocations.h"
#include "BuildModel.h"
#include "CallSites.h"
#include "HoistMembers.h"
#include "Legality.h"
#include "PointsTo.h"
#include "FlattenRowPointers.h"
#include "SimdLoops.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <regex>
#include <set>

using namespace clang;

namespace omp2ocl {

static bool isKnownLibraryFunction(const std::string &N) {
  static const std::set<std::string> Known = {
      "printf", "fprintf", "sprintf", "snprintf", "puts", "putchar", "fputs",
      "fputc", "fflush", "fopen", "fclose", "fwrite", "fread", "fgets",
      "fscanf", "scanf", "sscanf", "exit", "abort", "malloc", "calloc",
      "realloc", "free", "posix_memalign", "aligned_alloc", "memcpy", "memset", "memmove", "memcmp", "strlen",
      "strcpy", "strncpy", "strcmp", "strncmp", "strcat", "atoi", "atof",
      "atol", "strtol", "strtod", "strtoul", "rand", "srand", "time", "clock",
      "gettimeofday", "clock_gettime", "getenv", "qsort", "__assert_fail",
      "perror", "sleep", "usleep", "__builtin_expect",
      // <math.h>'s HUGE_VAL, INFINITY and NAN
      "__builtin_huge_val", "__builtin_huge_valf", "__builtin_huge_vall", "__builtin_inf",
      "__builtin_inff", "__builtin_infl", "__builtin_nan", "__builtin_nanf", "__builtin_nanl"};
  // omp2ocl_*: the runtime's functions a source preparation calls (they
  // read only the host's own tables).
  return Known.count(N) || N.rfind("omp_", 0) == 0 || N.rfind("omp2ocl_", 0) == 0 ||
         !openclMathBuiltin(N).empty();
}

namespace {

class HostAccessInserter {
public:
  HostAccessInserter(const std::vector<LoopNest> &Loops, const LayoutPlan &Layout,
                     ASTContext &Ctx, Rewriter &R)
      : Ctx(Ctx), R(R), Layout(Layout) {
    std::unique_ptr<PointsToAnalysis> PT;
    for (const LoopNest &N : Loops) {
      if (!N.offload)
        continue;
      OffloadedNests[N.directive] = &N;
      OffloadingFunctions.insert(N.function);
      for (const Variable &V : N.vars)
        if (V.kind == VarKind::Buffer || V.kind == VarKind::InPlace) {
          Tracked.insert(V.decl);
          if (Escapes)
            continue;
          if (!PT)
            PT = std::make_unique<PointsToAnalysis>(Ctx);
          Escapes = reachableFromOutside(*PT, V);
        }
    }
    computeMayOffload();
    Calls = collectUnitCalls(Ctx);
    computeCoveredParams();
  }

  void run() {
    for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
      auto *FD = dyn_cast<FunctionDecl>(D);
      if (!FD || !FD->doesThisDeclarationHaveABody() ||
          !Ctx.getSourceManager().isInMainFile(
              Ctx.getSourceManager().getExpansionLoc(FD->getLocation())))
        continue;
      // The body's own statements: nothing may go before its `{`.
      for (const Stmt *C : cast<CompoundStmt>(FD->getBody())->body())
        visitStatement(C, /*InCompound=*/true);
    }
    for (const DeclRefExpr *Callee : Frees)
      R.ReplaceText(Callee->getBeginLoc(), 4, "omp2ocl_free");
    announceBeforeJumps();
    // A longjmp leaves translated functions without closing their
    // activations: data comes home first, and every later return to plain
    // code of this thread brings it home again (omp2ocl_jump_out).
    for (const CallExpr *CE : Jumps) {
      R.InsertTextAfter(CE->getBeginLoc(), "(omp2ocl_jump_out(), ");
      R.InsertTextAfter(Lexer::getLocForEndOfToken(CE->getEndLoc(), 0, Ctx.getSourceManager(),
                                                   Ctx.getLangOpts()),
                        ")");
    }
    handBackAutomaticArrays();
    registerTranslatedFunctions();
    openActivations();
  }

  /// A goto may land inside a statement whose announcement went before it
  /// (`goto inside; ... for (...) { inside: s += A[i]; }`): the host then
  /// read its stale copy of what a kernel wrote. Before each jump, every
  /// buffer comes home and its device copy is marked stale (the next
  /// launch uploads what it needs).
  void announceBeforeJumps() {
    const SourceManager &SM = Ctx.getSourceManager();
    for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
      auto *FD = dyn_cast<FunctionDecl>(D);
      if (!FD || !FD->doesThisDeclarationHaveABody() ||
          !SM.isInMainFile(SM.getExpansionLoc(FD->getLocation())))
        continue;
      std::function<void(const Stmt *, const Stmt *)> Walk = [&](const Stmt *S,
                                                                 const Stmt *Parent) {
        if (!S)
          return;
        if (isa<GotoStmt>(S) || isa<IndirectGotoStmt>(S))
          insertBefore(S, "omp2ocl_host_access_all(OMP2OCL_READ | OMP2OCL_WRITE); ",
                       isa_and_nonnull<CompoundStmt>(Parent));
        for (const Stmt *C : subStatements(S))
          Walk(C, S);
      };
      Walk(FD->getBody(), nullptr);
    }
  }

  /// Functions that may launch kernels and that code no translator saw may
  /// call (external linkage, or address taken: a library's callback) open
  /// an activation (omp2ocl_rt.h): a return to such a caller after kernels
  /// ran brings every device copy home and marks it stale. A plain main's
  /// call to a translated solver, or a library's callback, left its
  /// results on the device and the caller read stale memory.
  void openActivations() {
    const SourceManager &SM = Ctx.getSourceManager();
    // After the `{` of Body: an activation variable with Flags.
    auto Open = [&](const CompoundStmt *Body, const std::string &Var, const std::string &Flags) {
      R.InsertTextAfter(Body->getLBracLoc().getLocWithOffset(1),
                        " __attribute__((cleanup(omp2ocl_activation_end))) struct "
                        "omp2ocl_activation " + Var + " = omp2ocl_activation_begin(" + Flags +
                            ");");
    };
    for (const FunctionDecl *FD : Functions) {
      if (!FD->doesThisDeclarationHaveABody() || !OffloadingFunctions.count(FD) ||
          !SM.isInMainFile(SM.getExpansionLoc(FD->getLocation())))
        continue;
      bool Callback = Calls.addressTaken.count(FD->getCanonicalDecl()) > 0;
      if (!FD->isExternallyVisible() && !Callback)
        continue;
      auto *Body = dyn_cast<CompoundStmt>(FD->getBody());
      if (!Body || !Body->getLBracLoc().isFileID())
        continue;
      std::string Flags = FD->isMain() ? "OMP2OCL_ACTIVATION_MAIN"
                          : Callback   ? "OMP2OCL_ACTIVATION_CALLBACK"
                                       : "0";
      Open(Body, "__omp2ocl_activation", Flags);
    }
    // The threads of a parallel region (or of a host `parallel for`'s
    // iterations) that may call such functions are inside translated code
    // too: their activation never brings data home (its end returns here),
    // and their calls' returns do not either.
    std::function<void(const Stmt *)> Regions = [&](const Stmt *S) {
      if (!S)
        return;
      const Stmt *Body = nullptr;
      if (auto *PD = dyn_cast<OMPParallelDirective>(S))
        Body = associatedStatement(PD);
      else if (isa<OMPParallelForDirective>(S) || isa<OMPParallelForSimdDirective>(S))
        if (auto *F = dyn_cast_or_null<ForStmt>(
                associatedStatement(cast<OMPExecutableDirective>(S))))
          Body = F->getBody();
      auto *CS = dyn_cast_or_null<CompoundStmt>(Body);
      if (CS && CS->getLBracLoc().isFileID() && containsOffload(CS))
        Open(CS, "__omp2ocl_region_activation", "OMP2OCL_ACTIVATION_REGION");
      for (const Stmt *C : subStatements(S))
        Regions(C);
    };
    for (const FunctionDecl *FD : Functions)
      if (FD->doesThisDeclarationHaveABody() &&
          SM.isInMainFile(SM.getExpansionLoc(FD->getLocation())))
        Regions(FD->getBody());
  }

  /// The unit's functions of external linkage, registered as translated:
  /// other units' calls to them skip the announcements made for code the
  /// translator never saw (omp2ocl_untranslated).
  void registerTranslatedFunctions() {
    const SourceManager &SM = Ctx.getSourceManager();
    std::string List;
    for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
      auto *FD = dyn_cast<FunctionDecl>(D);
      if (!FD || !FD->doesThisDeclarationHaveABody() || !FD->isExternallyVisible() ||
          FD->isMain() || FD->isInlined() || !FD->getIdentifier() ||
          !SM.isInMainFile(SM.getExpansionLoc(FD->getLocation())))
        continue;
      List += "(const void *)&" + FD->getNameAsString() + ", ";
    }
    if (List.empty() && !Escapes)
      return;
    std::string Body;
    if (!List.empty())
      Body += "  static const void *const fns[] = {" + List.substr(0, List.size() - 2) +
              "};\n  omp2ocl_translated_functions(fns, sizeof fns / sizeof fns[0]);\n";
    // (Other units' calls to untranslated code must then announce too.)
    if (Escapes)
      Body += "  omp2ocl_tracked_memory_escapes();\n";
    R.InsertTextAfter(SM.getLocForEndOfFile(SM.getMainFileID()),
                      "\n/* omp2ocl: the unit's functions, whose statements announce their own "
                      "host accesses; whether memory its kernels use escapes */\n"
                      "__attribute__((constructor)) static void __omp2ocl_register_functions(void) "
                      "{\n" + Body + "}\n");
  }

  /// Automatic arrays a kernel may use (named by an offloaded loop, or
  /// handed to a function that may launch kernels) are handed back to the
  /// runtime when their scope ends, however control leaves it: a variable
  /// declared after them with `cleanup(omp2ocl_discard_at_exit)`. Their
  /// buffers outlived them: a later call's frame reused the addresses, and
  /// the stale device copy came home over its live stack (a crash). main's
  /// own arrays are registered for its whole run instead (Allocations.cpp).
  void handBackAutomaticArrays() {
    const SourceManager &SM = Ctx.getSourceManager();
    std::set<const VarDecl *> Used(Tracked.begin(), Tracked.end());
    std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
      if (!S)
        return;
      if (auto *CE = dyn_cast<CallExpr>(S); CE && callMayOffload(CE))
        for (const Expr *A : CE->arguments())
          if (const VarDecl *V = argumentRoot(A))
            Used.insert(V);
      for (const Stmt *C : subStatements(S))
        Walk(C);
    };
    for (const FunctionDecl *FD : Functions)
      if (SM.isInMainFile(SM.getExpansionLoc(FD->getLocation())))
        Walk(FD->getBody());
    // A local pointer a kernel uses, made from a local array: the flat
    // pointer source preparation declares for a variable-length array
    // (`omp2ocl_vla = vla`, LinearizeVLA.h).
    for (const VarDecl *V : std::set<const VarDecl *>(Used))
      if (V->isLocalVarDecl() && V->getType()->isPointerType() && V->getInit())
        if (const VarDecl *A = argumentRoot(V->getInit()); A && A->getType()->isArrayType())
          Used.insert(A);
    for (const VarDecl *V : Used) {
      if (!handedBackAtScopeExit(V, Ctx))
        continue;
      const DeclStmt *DS = Ctx.getParents(*V)[0].get<DeclStmt>();
      std::string Name = V->getNameAsString();
      std::string Object = (V->getType()->isArrayType() ? "" : "&") + Name;
      R.InsertTextAfterToken(DS->getEndLoc(),
                             " __attribute__((cleanup(omp2ocl_discard_at_exit))) struct "
                             "omp2ocl_scope_object __omp2ocl_forget_" + Name + " = {(void *)" +
                                 Object + ", sizeof(" + Name + ")};");
    }
  }

private:
  /// Whether code outside the unit may reach buffer V's memory (see the
  /// file comment).
  static bool reachableFromOutside(PointsToAnalysis &PT, const Variable &V) {
    using K = PointsToAnalysis::NodeKind;
    int C = V.isPointer ? PT.pointeeOf(V.decl) : (int)PT.classOf(V.decl);
    if (C < 0)
      return true; // a pointer that never receives an address the unit sees
    bool Object = false;
    for (const auto &M : PT.members((unsigned)C)) {
      if (M.kind == K::External || M.kind == K::Field)
        return true;
      Object |= M.kind == K::Variable || M.kind == K::Heap;
    }
    if (!Object)
      return true;
    for (const auto &N : PT.pointersInto((unsigned)C))
      if (N.kind == K::External || N.kind == K::Field)
        return true;
    return false;
  }

  // -- which statements may launch kernels --------------------------------
  void computeMayOffload() {
    // Functions of the unit and whom they call.
    for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
      if (auto *FD = dyn_cast<FunctionDecl>(D))
        if (FD->doesThisDeclarationHaveABody())
          Functions.push_back(FD);
    bool Changed = true;
    while (Changed) {
      Changed = false;
      for (const FunctionDecl *FD : Functions) {
        if (OffloadingFunctions.count(FD))
          continue;
        if (containsOffload(FD->getBody())) {
          OffloadingFunctions.insert(FD);
          Changed = true;
        }
      }
    }
  }

  bool callMayOffload(const CallExpr *CE) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD)
      return true;
    const FunctionDecl *Def = nullptr;
    if (FD->hasBody(Def))
      return OffloadingFunctions.count(Def) > 0;
    return !isKnownLibraryFunction(FD->getNameAsString());
  }

  bool containsOffload(const Stmt *S) {
    if (!S)
      return false;
    if (auto *D = dyn_cast<OMPExecutableDirective>(S))
      if (OffloadedNests.count(D))
        return true;
    if (auto *CE = dyn_cast<CallExpr>(S))
      if (callMayOffload(CE))
        return true;
    for (const Stmt *C : subStatements(S))
      if (containsOffload(C))
        return true;
    return false;
  }

  // -- pointer parameters the callers' announcements cover ------------------
  /// The variable an argument points into: `a`, `a[i][j]`, `&a[i]`, `p + k`,
  /// `s.arr` (null for anything else). A pointer loaded from memory (`u[k]`
  /// of `double *u[3]`, `s.p`) points anywhere, not into the object it was
  /// loaded from: only a pointer variable's own value is followed.
  static const VarDecl *argumentRoot(const Expr *E) {
    while (E) {
      E = E->IgnoreParens();
      if (auto *CE = dyn_cast<CastExpr>(E)) {
        if (CE->getCastKind() == CK_LValueToRValue &&
            !isa<DeclRefExpr>(CE->getSubExpr()->IgnoreParens()))
          return nullptr;
        E = CE->getSubExpr();
        continue;
      }
      if (auto *DRE = dyn_cast<DeclRefExpr>(E))
        return dyn_cast<VarDecl>(DRE->getDecl());
      if (auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
        E = ASE->getBase();
      } else if (auto *UO = dyn_cast<UnaryOperator>(E)) {
        if (UO->getOpcode() != UO_AddrOf && UO->getOpcode() != UO_Deref)
          return nullptr;
        E = UO->getSubExpr();
      } else if (auto *BO = dyn_cast<BinaryOperator>(E)) {
        if (BO->getOpcode() != BO_Add && BO->getOpcode() != BO_Sub)
          return nullptr;
        E = BO->getLHS()->getType()->isPointerType() ? BO->getLHS() : BO->getRHS();
      } else if (auto *ME = dyn_cast<MemberExpr>(E)) {
        if (ME->isArrow())
          return nullptr;
        E = ME->getBase();
      } else {
        return nullptr;
      }
    }
    return nullptr;
  }

  /// True when `V`, named in a statement of `Caller`, is announced before
  /// that statement: an array of static storage, or a local array declared
  /// by a statement of the function body itself (not inside a loop, where
  /// the statement announcing could be the one declaring it).
  static bool announcedArray(const VarDecl *V, const FunctionDecl *Caller) {
    if (!V->getType()->isConstantArrayType())
      return false;
    if (V->hasGlobalStorage())
      return true;
    auto *Body = dyn_cast_or_null<CompoundStmt>(Caller ? Caller->getBody() : nullptr);
    if (!Body)
      return false;
    for (const Stmt *S : Body->body())
      if (auto *DS = dyn_cast<DeclStmt>(S))
        for (const Decl *D : DS->decls())
          if (D == V)
            return true;
    return false;
  }

  void computeCoveredParams() {
    const SourceManager &SM = Ctx.getSourceManager();
    // Candidates, then the greatest fixpoint: drop a parameter as soon as
    // one call passes it something not covered.
    for (const FunctionDecl *FD : Functions) {
      if (FD->isExternallyVisible() || OffloadingFunctions.count(FD) ||
          Calls.addressTaken.count(FD->getCanonicalDecl()) ||
          !SM.isInMainFile(SM.getExpansionLoc(FD->getLocation())))
        continue;
      for (const ParmVarDecl *P : FD->parameters())
        if (P->getType()->isPointerType() &&
            !P->getType()->getPointeeType()->isFunctionType() &&
            !assigns(FD->getBody(), P) && !Calls.addressOf.count(P))
          Covered.insert(P);
    }
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (auto It = Covered.begin(); It != Covered.end();) {
        const ParmVarDecl *P = *It;
        auto *FD = cast<FunctionDecl>(P->getDeclContext());
        bool Ok = true;
        auto CallsIt = Calls.calls.find(FD->getCanonicalDecl());
        if (CallsIt != Calls.calls.end())
          for (const auto &[Call, Caller] : CallsIt->second) {
            unsigned I = P->getFunctionScopeIndex();
            if (I >= Call->getNumArgs()) {
              Ok = false;
              break;
            }
            const VarDecl *Root = argumentRoot(Call->getArg(I));
            auto *RootParm = dyn_cast_or_null<ParmVarDecl>(Root);
            if (!Root || !(announcedArray(Root, Caller) ||
                           (RootParm && Covered.count(RootParm)))) {
              Ok = false;
              break;
            }
          }
        if (Ok) {
          ++It;
        } else {
          It = Covered.erase(It);
          Changed = true;
        }
      }
    }
  }

  // -- what a leaf statement touches ---------------------------------------
  const Stmt *parentOf(const Stmt *S) { return parentStmt(S, Ctx); }

  /// How the object named by DRE is used: 0 none (the value of a pointer
  /// only), 1 read, 3 read/write; ElementAccess if memory behind it is used.
  int useOf(const DeclRefExpr *DRE, bool &ElementAccess,
            const FunctionDecl **Callee = nullptr) {
    const Expr *E = DRE;
    const Stmt *P = parentOf(E);
    ElementAccess = false;
    while (P) {
      if (!ElementAccess && E->getType()->isPointerType() && flowsIntoPointerVariable(E))
        return 0;
      if (auto *ICE = dyn_cast<ImplicitCastExpr>(P)) {
        if (ICE->getCastKind() == CK_LValueToRValue) {
          if (ElementAccess)
            return 1;
          // the pointer's value: is it then dereferenced?
          E = ICE;
          P = parentOf(E);
          if (!E->getType()->isPointerType())
            return 1;
          continue;
        }
        E = ICE;
        P = parentOf(E);
        continue;
      }
      if (isa<ParenExpr>(P) || isa<CStyleCastExpr>(P)) {
        E = cast<Expr>(P);
        P = parentOf(E);
        continue;
      }
      if (auto *ASE = dyn_cast<ArraySubscriptExpr>(P)) {
        if (ASE->getIdx()->IgnoreParenImpCasts() == E->IgnoreParenImpCasts())
          return ElementAccess ? 1 : 0;
        ElementAccess = true;
        E = ASE;
        P = parentOf(E);
        continue;
      }
      if (auto *ME = dyn_cast<MemberExpr>(P)) {
        if (ME->isArrow())
          ElementAccess = true;
        E = ME;
        P = parentOf(E);
        continue;
      }
      if (auto *UO = dyn_cast<UnaryOperator>(P)) {
        if (UO->getOpcode() == UO_Deref) {
          ElementAccess = true;
          E = UO;
          P = parentOf(E);
          continue;
        }
        // `*p++`, `*--p`: the pointer's value, moved, reaches memory (the
        // statement changes p: the caller announces every buffer).
        if (UO->isIncrementDecrementOp() && !ElementAccess && E->getType()->isPointerType()) {
          E = UO;
          P = parentOf(E);
          continue;
        }
        if (UO->getOpcode() == UO_AddrOf && flowsIntoPointerVariable(UO))
          return 0;
        // `&a[e]` is the pointer `a + e`: handed to a function of the unit,
        // the function announces what it does through it (the caller
        // announced the whole array before every call).
        if (UO->getOpcode() == UO_AddrOf && ElementAccess &&
            isa<ArraySubscriptExpr>(E->IgnoreParens())) {
          ElementAccess = false;
          E = UO;
          P = parentOf(E);
          continue;
        }
        if (UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf)
          return 3;
        return 1;
      }
      if (auto *BO = dyn_cast<BinaryOperator>(P)) {
        if (BO->isAssignmentOp() && BO->getLHS() == E)
          return 3;
        if ((BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub) &&
            BO->getType()->isPointerType()) {
          E = BO;
          P = parentOf(E);
          continue;
        }
        return 1;
      }
      if (auto *CE = dyn_cast<CallExpr>(P)) {
        if (E->getType()->isPointerType()) {
          ElementAccess = true;
          const FunctionDecl *FD = CE->getDirectCallee();
          // Handed to a function of this unit: its own statements announce
          // what it does through the parameter, unless the parameter is
          // covered (then this announcement is the one that counts).
          // Announcing here too downloaded and invalidated the whole buffer
          // before every call (NAS MG's comm3(r + ir[k], ...) after each
          // kernel: gigabytes each way).
          const FunctionDecl *Def = nullptr;
          // free() reads nothing of the block; omp2ocl_free drops its
          // device copy (a download first would be wasted).
          if (FD && !FD->hasBody(Def) && FD->getIdentifier() && FD->getName() == "free" &&
              CE->getNumArgs() == 1)
            return 0;
          if (FD && FD->hasBody(Def) && !Def->isVariadic())
            for (unsigned I = 0; I < CE->getNumArgs() && I < Def->getNumParams(); ++I)
              if (CE->getArg(I) == E && !Covered.count(Def->getParamDecl(I)))
                return 0;
          if (Callee)
            *Callee = FD;
          for (unsigned I = 0; FD && I < CE->getNumArgs() && I < FD->getNumParams(); ++I)
            if (CE->getArg(I) == E &&
                FD->getParamDecl(I)->getType()->getPointeeType().isConstQualified())
              return 1;
          return 3;
        }
        return 1;
      }
      break;
    }
    return 1;
  }

  /// True when the pointer value E only goes into a pointer variable
  /// (`T *p = E;`, `p = odd ? E : q;`, `p = E + k;`): nothing is accessed
  /// there, and p's own uses announce what they reach (a ping-pong
  /// `src = A` downloaded A and B in every step; `int *flat = &MT[0][0]`
  /// sent MT back and forth between two kernels).
  bool flowsIntoPointerVariable(const Expr *E) {
    while (true) {
      const Stmt *P = parentOf(E);
      if (!P) {
        for (const DynTypedNode &N : Ctx.getParents(*E))
          if (auto *VD = N.get<VarDecl>())
            return VD->getType()->isPointerType() && VD->getInit() == E;
        return false;
      }
      const Expr *Next = dyn_cast<Expr>(P);
      if (!Next || !Next->getType()->isPointerType())
        return false;
      if (auto *BO = dyn_cast<BinaryOperator>(P)) {
        if (BO->getOpcode() == BO_Assign) {
          auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts());
          auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
          return BO->getRHS() == E && V && V->getType()->isPointerType();
        }
        if (BO->getOpcode() == BO_Comma ? BO->getRHS() != E
                                        : BO->getOpcode() != BO_Add && BO->getOpcode() != BO_Sub)
          return false;
      } else if (auto *CO = dyn_cast<ConditionalOperator>(P)) {
        if (CO->getCond() == E)
          return false;
      } else if (auto *ICE = dyn_cast<ImplicitCastExpr>(P)) {
        if (ICE->getCastKind() == CK_LValueToRValue)
          return false;
      } else if (!isa<ParenExpr>(P) && !isa<CStyleCastExpr>(P)) {
        return false;
      }
      E = Next;
    }
  }

  static bool assigns(const Stmt *S, const VarDecl *V) {
    if (!S)
      return false;
    if (auto *BO = dyn_cast<BinaryOperator>(S))
      if (BO->isAssignmentOp())
        if (auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
          if (DRE->getDecl() == V)
            return true;
    if (auto *UO = dyn_cast<UnaryOperator>(S))
      if (UO->isIncrementDecrementOp())
        if (auto *DRE = dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParenImpCasts()))
          if (DRE->getDecl() == V)
            return true;
    for (const Stmt *C : subStatements(S))
      if (assigns(C, V))
        return true;
    return false;
  }

  bool declaredInside(const VarDecl *V, const Stmt *Root) {
    const SourceManager &SM = Ctx.getSourceManager();
    SourceLocation L = SM.getExpansionLoc(V->getLocation());
    SourceLocation B = SM.getExpansionLoc(Root->getBeginLoc());
    SourceLocation E = SM.getExpansionRange(Root->getEndLoc()).getEnd();
    if (auto *D = dyn_cast<OMPExecutableDirective>(Root))
      E = SM.getExpansionLoc(endOfStatement(D, Ctx));
    return !SM.isBeforeInTranslationUnit(L, B) && SM.isBeforeInTranslationUnit(L, E);
  }

  /// True when the pointer value \p E comes from memory other than a named
  /// pointer variable (an element or member loaded, a call's result).
  static bool pointerFromMemory(const Expr *E) {
    E = E->IgnoreParens();
    if (auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub)
        return (BO->getLHS()->getType()->isPointerType() &&
                pointerFromMemory(BO->getLHS())) ||
               (BO->getRHS()->getType()->isPointerType() &&
                pointerFromMemory(BO->getRHS()));
      if (BO->getOpcode() == BO_Comma)
        return pointerFromMemory(BO->getRHS());
      return false;
    }
    if (auto *CO = dyn_cast<ConditionalOperator>(E))
      return pointerFromMemory(CO->getTrueExpr()) || pointerFromMemory(CO->getFalseExpr());
    if (auto *CE = dyn_cast<CastExpr>(E)) {
      if (CE->getCastKind() == CK_IntegralToPointer)
        return true; // `(double *)ua`: anywhere
      if (CE->getCastKind() == CK_LValueToRValue)
        return !isa<DeclRefExpr>(CE->getSubExpr()->IgnoreParens());
      if (CE->getCastKind() == CK_ArrayToPointerDecay)
        return false; // an array's own storage: its variable is announced
      return pointerFromMemory(CE->getSubExpr());
    }
    return isa<CallExpr>(E) && E->getType()->isPointerType();
  }

  /// An argument of a call to a function defined in the unit, whose own
  /// statements announce what they reach through the parameter (a covered
  /// parameter never receives a pointer loaded from memory), or of free()
  /// (which becomes omp2ocl_free: the block leaves the table unread).
  bool passedToUnitFunctionOrFree(const Expr *E) {
    const Stmt *P = parentOf(E);
    while (P && (isa<ImplicitCastExpr>(P) || isa<ParenExpr>(P)))
      P = parentOf(cast<Expr>(P));
    auto *CE = dyn_cast_or_null<CallExpr>(P);
    if (!CE || CE->getCallee()->IgnoreParenImpCasts() == E)
      return false;
    const FunctionDecl *FD = CE->getDirectCallee();
    return FD && (FD->hasBody() || (FD->getName() == "free" && CE->getNumArgs() == 1));
  }

  std::set<const DeclRefExpr *> Frees;

  std::set<const CallExpr *> Jumps; // longjmp calls // free() calls to redirect
  /// Pointer members whose value is not followed by the statement that
  /// reads them: copied to or from a pointer (notePointerCopy), or the
  /// array of an element announced by the member (announceMemberChain).
  std::set<const MemberExpr *> PointerCopies;

  /// E, a pointer copied by an initialisation or assignment, when it is a
  /// member (or `p ? p->a : 0`, the preparation's null-guarded read).
  void notePointerCopy(const Expr *E) {
    E = E ? E->IgnoreParenImpCasts() : nullptr;
    if (auto *CO = dyn_cast_or_null<ConditionalOperator>(E)) {
      notePointerCopy(CO->getTrueExpr());
      notePointerCopy(CO->getFalseExpr());
    }
    if (auto *ME = dyn_cast_or_null<MemberExpr>(E))
      if (ME->getType()->isPointerType())
        PointerCopies.insert(ME);
  }

  /// mayChangeMembers of a leaf statement, asked once per statement and
  /// set of fields (each element access of a host loop asks again).
  std::map<std::pair<const Stmt *, std::set<const FieldDecl *>>, bool> MembersChanged;

  /// Modes: 1 read, 2 write (with 1: a read/write), kOverwrite: a plain
  /// store replaces every byte of the part before anything reads it.
  static constexpr int kOverwrite = 4;
  struct Needs {
    std::map<std::string, int> calls; // call text -> mode
    int all = 0; // every buffer: 0 no, 1 read, 3 read/write
    std::vector<std::string> forgets;
    /// For a call to a function of another unit (by name): what its
    /// arguments reach, and every buffer, announced only when that function
    /// is not a translated one (omp2ocl_untranslated).
    std::map<std::string, std::map<std::string, int>> untranslatedCalls;
    std::map<std::string, int> untranslatedAll;
    bool indirect = false; ///< a call through a pointer: maybe untranslated code
    bool empty() const {
      return calls.empty() && !all && untranslatedCalls.empty() && untranslatedAll.empty() &&
             !indirect;
    }
  };

  /// A function this unit calls but does not define, which another
  /// translated unit may: external linkage, not a C library function.
  static bool maybeTranslatedElsewhere(const FunctionDecl *FD) {
    const FunctionDecl *Def = nullptr;
    return FD && !FD->hasBody(Def) && FD->getIdentifier() && FD->isExternallyVisible() &&
           !FD->getBuiltinID() && !isKnownLibraryFunction(FD->getNameAsString()) &&
           !FD->isMain();
  }

  /// 3 when the element E (or a part of it: `e.m`, `e.a[k]`) is stored to,
  /// incremented, or has its address taken; else 1 (read).
  int elementMode(const Expr *E) {
    const Stmt *P = parentOf(E);
    while (P) {
      if (isa<ParenExpr>(P)) {
      } else if (auto *ME = dyn_cast<MemberExpr>(P)) {
        if (ME->isArrow())
          break; // a pointer inside the element: other memory
      } else if (auto *ICE = dyn_cast<ImplicitCastExpr>(P)) {
        if (ICE->getCastKind() != CK_ArrayToPointerDecay && ICE->getCastKind() != CK_NoOp)
          break;
      } else if (auto *Sub = dyn_cast<ArraySubscriptExpr>(P)) {
        if (Sub->getBase()->IgnoreParenImpCasts() != E->IgnoreParenImpCasts())
          break; // E is the index
      } else {
        break;
      }
      E = cast<Expr>(P);
      P = parentOf(E);
    }
    if (auto *PE = dyn_cast_or_null<Expr>(P))
      if (const Expr *T = storeTarget(PE))
        if (T->IgnoreParens() == E->IgnoreParens())
          return 3;
    if (auto *UO = dyn_cast_or_null<UnaryOperator>(P))
      if (UO->getOpcode() == UO_AddrOf)
        return 3;
    return 1;
  }

  /// `g.u[i]`, `p->grid.u[i]`: an element behind a pointer member of a
  /// variable's struct is announced by the member's value, read before the
  /// statement, when the statement leaves the variable and those members
  /// unchanged (and reads nothing through a null pointer on the way).
  /// One element (`v.x[0] = it`, `if (v.x[7] > t)`: its index fixed in the
  /// statement, no pointer on the way to the member) is announced alone:
  /// the whole allocation moved for it, both ways in every time step.
  bool announceMemberChain(const Stmt *Root, const ArraySubscriptExpr *ASE, Needs &Out) {
    auto *ME = dyn_cast<MemberExpr>(ASE->getBase()->IgnoreParenImpCasts());
    if (!ME)
      return false;
    Needs Whole;
    if (!announceMemberValue(Root, ME, elementMode(ASE), Whole))
      return false;
    std::vector<const FieldDecl *> Fields;
    const VarDecl *V = memberChain(ME, Fields);
    std::string Chain = V ? memberChainText(V, Fields, true) : "";
    QualType ET = ASE->getType();
    if (V && Chain == memberChainText(V, Fields, false) && !ET->isArrayType() &&
        !ET->isIncompleteType() && !ASE->getBeginLoc().isMacroID() &&
        fixedIndex(ASE->getIdx(), Root)) {
      std::string Elem = "(" + Chain + ")[" + sourceText(ASE->getIdx(), Ctx) + "]";
      Out.calls["(const void *)&" + Elem + ", sizeof(" + Elem + ")"] |= elementMode(ASE);
      return true;
    }
    for (auto &[Args, M] : Whole.calls)
      Out.calls[Args] |= M;
    return true;
  }

  /// `a[i][j]` with `a` a row table (`double **a`, `double *a[N]`): the
  /// element alone, its address taken before the statement, when the
  /// statement leaves a, i and j unchanged and reaches the element
  /// unconditionally (not in a branch or a loop of the statement: reading
  /// a[i] first is then a read the statement makes anyway). A host write
  /// of one element between kernels moved every buffer both ways.
  bool announceRowElement(const Stmt *Root, const ArraySubscriptExpr *ASE, Needs &Out) {
    auto *Row = dyn_cast<ArraySubscriptExpr>(ASE->getBase()->IgnoreParenImpCasts());
    auto *DRE = Row ? dyn_cast<DeclRefExpr>(Row->getBase()->IgnoreParenImpCasts()) : nullptr;
    auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    QualType ET = ASE->getType();
    if (!V || declaredInside(V, Root) || assigns(Root, V) || Calls.addressOf.count(V) ||
        ET->isArrayType() || ET->isIncompleteType() || ASE->getBeginLoc().isMacroID() ||
        ASE->getEndLoc().isMacroID() || !fixedIndex(Row->getIdx(), Root) ||
        !fixedIndex(ASE->getIdx(), Root))
      return false;
    const Stmt *Child = ASE;
    for (const Stmt *P = parentOf(ASE); P && Child != Root; Child = P, P = parentOf(P))
      if (runsUnderCondition(P, Child) || isa<ForStmt>(P) || isa<WhileStmt>(P) ||
          isa<DoStmt>(P))
        return false;
    std::string Elem = sourceText(ASE, Ctx);
    Out.calls["(const void *)&(" + Elem + "), sizeof(" + Elem + ")"] |= elementMode(ASE);
    return true;
  }

  /// Announces with Mode the memory the pointer member ME (`g.a`,
  /// `p->grid.u`) points into, by its value before the statement; false
  /// when the statement may change that value.
  bool announceMemberValue(const Stmt *Root, const MemberExpr *ME, int Mode, Needs &Out) {
    if (!ME->getType()->isPointerType() || ME->getBeginLoc().isMacroID())
      return false;
    std::vector<const FieldDecl *> Fields;
    const VarDecl *V = memberChain(ME, Fields);
    if (!V || declaredInside(V, Root) || assigns(Root, V))
      return false;
    std::set<const FieldDecl *> FieldSet(Fields.begin(), Fields.end());
    auto [Known, New] = MembersChanged.try_emplace({Root, FieldSet}, false);
    if (New)
      Known->second = mayChangeMembers(Root, FieldSet);
    if (Known->second)
      return false;
    if (Mode)
      Out.calls["(const void *)" + memberChainText(V, Fields, true) + ", 0"] |= Mode;
    PointerCopies.insert(ME); // its value is announced: not every buffer
    return true;
  }

  /// What the pointers a function returns may point into: the objects its
  /// pointer parameters (never assigned in it) point into, and arrays of
  /// static storage.
  struct ReturnSources {
    std::vector<unsigned> params;
    std::vector<const VarDecl *> arrays;
  };
  std::map<const FunctionDecl *, std::optional<ReturnSources>> ReturnSummaries;

  /// The sources of every pointer FD returns, when each `return` computes
  /// its pointer from those by casts, `?:`, pointer arithmetic, `&x[i]` and
  /// rows `a[i]` of a pointer to arrays (C keeps such a pointer inside the
  /// object it starts from); none for a function that may launch kernels
  /// (the statement's announcement would come before them).
  const ReturnSources *returnSources(const CallExpr *CE) {
    const FunctionDecl *FD = CE->getDirectCallee(), *Def = nullptr;
    if (!FD || !FD->hasBody(Def) || !CE->getType()->isPointerType() ||
        OffloadingFunctions.count(Def))
      return nullptr;
    auto [It, New] = ReturnSummaries.try_emplace(Def);
    if (!New)
      return It->second ? &*It->second : nullptr;
    ReturnSources RS;
    bool Ok = true;
    std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
      if (!S || !Ok)
        return;
      if (auto *Ret = dyn_cast<ReturnStmt>(S)) {
        std::vector<const Expr *> Work = {Ret->getRetValue()};
        while (Ok && !Work.empty()) {
          const Expr *X = Work.back();
          Work.pop_back();
          if (!X) {
            Ok = false;
            break;
          }
          // Not through a load: `return t[k]` of a `double **t` points
          // wherever t[k] does, not into t's object (argumentRoot).
          while (true) {
            X = X->IgnoreParens();
            auto *Cast = dyn_cast<CastExpr>(X);
            if (!Cast || Cast->getCastKind() == CK_LValueToRValue)
              break;
            X = Cast->getSubExpr();
          }
          if (auto *CO = dyn_cast<ConditionalOperator>(X)) {
            Work.push_back(CO->getTrueExpr());
            Work.push_back(CO->getFalseExpr());
            continue;
          }
          if (isa<IntegerLiteral>(X))
            continue; // a null pointer
          const VarDecl *V = argumentRoot(X);
          auto *P = dyn_cast_or_null<ParmVarDecl>(V);
          if (P && P->getDeclContext() == Def && P->getType()->isPointerType() &&
              !assigns(Def->getBody(), P) && !Calls.addressOf.count(P))
            RS.params.push_back(P->getFunctionScopeIndex());
          else if (V && !P && V->isFileVarDecl() && V->getType()->isArrayType())
            RS.arrays.push_back(V); // (a static local has no name in the caller)
          else
            Ok = false;
        }
        return;
      }
      for (const Stmt *C : subStatements(S))
        Walk(C);
    };
    Walk(Def->getBody());
    if (Ok)
      It->second = RS;
    return It->second ? &*It->second : nullptr;
  }

  /// True when the name of the file-scope array G, written at Root,
  /// names G: declared before Root, and no variable of Root's function
  /// (a parameter or local, anywhere in it) has that name.
  bool namesFileArray(const VarDecl *G, const Stmt *Root) {
    const SourceManager &SM = Ctx.getSourceManager();
    if (!SM.isBeforeInTranslationUnit(G->getFirstDecl()->getLocation(), Root->getBeginLoc()))
      return false;
    const FunctionDecl *F = nullptr;
    for (DynTypedNode N = DynTypedNode::create(*Root); !F;) {
      auto Ps = Ctx.getParents(N);
      if (Ps.empty())
        return false;
      N = Ps[0];
      F = N.get<FunctionDecl>();
    }
    for (const ParmVarDecl *P : F->parameters())
      if (P->getName() == G->getName())
        return false;
    bool Clash = false;
    std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
      if (!S || Clash)
        return;
      if (auto *DS = dyn_cast<DeclStmt>(S))
        for (const Decl *D : DS->decls())
          if (auto *V = dyn_cast<VarDecl>(D); V && V->getName() == G->getName())
            Clash = true;
      for (const Stmt *C : subStatements(S))
        Walk(C);
    };
    Walk(F->getBody());
    return !Clash;
  }

  /// `f(a, i)[k]`, `*g(p)`: memory behind a pointer a call returns, when
  /// the call's sources are known (returnSources): those are announced.
  bool announceCallResult(const Stmt *Root, const Expr *Base, int Mode, Needs &Out) {
    const Expr *X = Base->IgnoreParenCasts();
    while (auto *BO = dyn_cast<BinaryOperator>(X)) {
      if ((BO->getOpcode() != BO_Add && BO->getOpcode() != BO_Sub) ||
          !BO->getType()->isPointerType())
        break;
      X = (BO->getLHS()->getType()->isPointerType() ? BO->getLHS() : BO->getRHS())
              ->IgnoreParenCasts();
    }
    auto *CE = dyn_cast<CallExpr>(X);
    if (!CE || !returnSources(CE))
      return false;
    Needs Part;
    std::set<const VarDecl *> Seen;
    announceValue(Root, CE, Mode, Part, Seen);
    if (Part.all)
      return false;
    for (const auto &[Args, M] : Part.calls)
      Out.calls[Args] |= M;
    return true;
  }

  /// Announces with Mode (nothing when 0) the memory V names, an array or
  /// what a pointer V declared outside Root points into: everything when
  /// Root changes the pointer; the part Use reaches for the whole statement
  /// when there is one (fixedPart: `a[k]` of `a[k][j]`, the element
  /// `p[n/2]`), announced as overwritten when the statement is a plain
  /// store of it; the element a pointer points to when Use reaches only
  /// that; else an array whole, and for a pointer, with an unknown extent,
  /// the object it points into.
  void announceObject(const Stmt *Root, const VarDecl *V, int Mode, Needs &Out,
                      const DeclRefExpr *Use = nullptr) {
    std::string Name = V->getNameAsString();
    QualType T = V->getType();
    if (T->isPointerType() && assigns(Root, V)) {
      Out.all |= 3;
      return;
    }
    if (!Mode)
      return;
    std::string Args = "(const void *)" + Name + ", 0";
    FixedPart Part;
    if (Use && (T->isConstantArrayType() || T->isPointerType()))
      Part = fixedPart(Use, Root);
    if (Layout.find(V)) {
      // The layout plan permutes the array's dimensions (in this file's
      // text too): a part is no longer contiguous, but one element still
      // is, at its subscripts in the new order.
      std::string Element = Part.expr && Part.lo.empty() ? permutedElement(Part.expr) : "";
      if (!Element.empty()) {
        Args = "(const void *)&" + Element + ", sizeof(" + Element + ")";
        if (Part.overwritten)
          Mode = kOverwrite;
      } else if (T->isConstantArrayType()) {
        Args = "(const void *)" + Name + ", sizeof(" + Name + ")";
      }
      Out.calls[Args] |= Mode;
      return;
    }
    if (Part.expr) {
      Args = partArgs(Part, Mode);
    } else if (T->isConstantArrayType() || T->isVariableArrayType()) {
      // (sizeof of a variable-length array is its size at run time)
      Args = "(const void *)" + Name + ", sizeof(" + Name + ")";
    } else if (const MemberExpr *ME = Use && T->isPointerType() ? arrowMember(Use) : nullptr) {
      // `g->n`, `g->u[i][j]`: that member of the struct the pointer points
      // to. The whole struct came home (2 MB per launch) to read the
      // scalar bound `g->n`. Its address by offset, not `&g->n`, which
      // would let the compiler take g for non-null and drop a test of it
      // in the statement (`g ? g->n : 0`).
      std::string F = cast<FieldDecl>(ME->getMemberDecl())->getName().str();
      Args = "(const void *)((const char *)" + Name + " + __builtin_offsetof(__typeof__(*" +
             Name + "), " + F + ")), sizeof(" + Name + "->" + F + ")";
    } else if (Use && T->isPointerType() && firstElementOnly(Use)) {
      Args = "(const void *)" + Name + ", sizeof(*" + Name + ")";
    }
    Out.calls[Args] |= Mode;
  }

  /// What uses the pointer's value that E (a reference to a pointer) loads,
  /// past parentheses and the load itself; E becomes the expression that
  /// holds the value. Null when another conversion is in the way.
  const Stmt *pointerValueUse(const Expr *&E) {
    const Stmt *P = parentOf(E);
    while (P && (isa<ParenExpr>(P) || isa<ImplicitCastExpr>(P))) {
      if (auto *ICE = dyn_cast<ImplicitCastExpr>(P))
        if (ICE->getCastKind() != CK_LValueToRValue && ICE->getCastKind() != CK_NoOp)
          return nullptr;
      E = cast<Expr>(P);
      P = parentOf(E);
    }
    return P;
  }

  /// The member `p->m` that this use of pointer p selects, when it is a
  /// named member of the pointed-to struct whose address can be taken (not
  /// a bit-field); else null.
  const MemberExpr *arrowMember(const DeclRefExpr *Use) {
    const Expr *E = Use;
    const Stmt *P = pointerValueUse(E);
    auto *ME = dyn_cast_or_null<MemberExpr>(P);
    auto *F = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
    if (!ME || !ME->isArrow() || ME->getBase() != E || !F || F->isBitField() ||
        !F->getIdentifier() || F->getType()->isIncompleteType() ||
        !F->getType()->isConstantSizeType())
      return nullptr;
    return ME;
  }

  /// `a[i2][i0][i1]` for the element `a[i0][i1][i2]` (every subscript) of
  /// an array the layout plan permutes, or "" when Element is not one.
  std::string permutedElement(const ArraySubscriptExpr *Element) {
    const DeclRefExpr *Base = nullptr;
    std::vector<const Expr *> Idx;
    if (!Layout.fullChain(Element, Base, Idx))
      return "";
    std::string Text = Base->getDecl()->getNameAsString();
    for (const Expr *Index : Idx) {
      std::string I = sourceText(Index, Ctx);
      if (I.empty())
        return "";
      Text += "[" + I + "]";
    }
    return Text;
  }

  /// The part of an array (or of what a pointer points into) that Use
  /// reaches for the whole statement Root: the longest run of leading
  /// subscripts whose indices are fixed in Root (`a[k]` of `a[k][j][i]`
  /// when only k is; the element `p[n/2]`). The access must end in a load
  /// or store of a non-array value (members of it included): a row or
  /// element whose address is taken or which decays to a pointer may be
  /// walked past by pointer arithmetic (legacy code walks `&a[k][0]` over
  /// the whole array), so it is announced whole. A host update of one
  /// element of a grid a kernel holds then moves that element, not the
  /// grid; a read of one plane, that plane. (Announcing element by element
  /// costs the runtime no more locked lookups than one announcement per
  /// array did: its per-thread memo answers any access inside a range that
  /// needs nothing, as NAS LU's spin-waits on flag[j] need; runtime/README.md.)
  struct FixedPart {
    const ArraySubscriptExpr *expr = nullptr; ///< null: none
    bool overwritten = false;   ///< Root is `part = value;`, a scalar part
    /// When not empty: expr's index runs over lo..hi (host C, inclusive),
    /// the iterator of a loop inside Root (rangedIndex): the part is those
    /// elements of expr's base.
    std::string lo, hi;
  };
  FixedPart fixedPart(const Expr *Use, const Stmt *Root) {
    const Expr *E = Use;
    const Stmt *P = parentOf(E);
    auto Climb = [&](const Expr *To) {
      E = To;
      P = parentOf(E);
      while (auto *PE = dyn_cast_or_null<ParenExpr>(P)) {
        E = PE;
        P = parentOf(E);
      }
    };
    auto ToPointer = [&](CastKind K) {
      auto *ICE = dyn_cast_or_null<ImplicitCastExpr>(P);
      if (!ICE || ICE->getCastKind() != K)
        return false;
      Climb(ICE);
      return true;
    };
    Climb(Use);
    if (!ToPointer(Use->getType()->isArrayType() ? CK_ArrayToPointerDecay : CK_LValueToRValue))
      return {};
    const ArraySubscriptExpr *Part = nullptr, *Last = nullptr, *Ranged = nullptr;
    std::string Lo, Hi;
    bool Fixed = true;
    for (;;) {
      auto *ASE = dyn_cast_or_null<ArraySubscriptExpr>(P);
      if (!ASE || ASE->getBase() != E)
        return {}; // the array or a row used as a pointer
      if (Fixed && !fixedIndex(ASE->getIdx(), Root)) {
        Fixed = false;
        // The first index that is not fixed may still run over a range;
        // a constant one over the whole dimension is no narrower than the
        // fixed prefix (announced as such: `a`, `a[k]`).
        bool Constant = false;
        long long LoV = 0, HiV = 0;
        if (rangedIndex(ASE->getIdx(), ASE, Root, Lo, Hi, Constant, LoV, HiV)) {
          auto *Dim = dyn_cast_or_null<ConstantArrayType>(
              Ctx.getAsArrayType(ASE->getBase()->IgnoreImpCasts()->getType()));
          if (!(Constant && Dim && LoV <= 0 &&
                HiV >= (long long)Dim->getSize().getZExtValue() - 1))
            Ranged = ASE;
        }
      }
      if (Fixed)
        Part = ASE;
      Last = ASE;
      Climb(ASE);
      if (!ASE->getType()->isArrayType())
        break;
      if (!ToPointer(CK_ArrayToPointerDecay))
        return {};
    }
    // Members of the element, and their subscripts, down to the value.
    for (;;) {
      if (auto *ME = dyn_cast_or_null<MemberExpr>(P); ME && !ME->isArrow() && ME->getBase() == E)
        Climb(ME);
      else if (auto *ASE = dyn_cast_or_null<ArraySubscriptExpr>(P); ASE && ASE->getBase() == E)
        Climb(ASE);
      else if (E->getType()->isArrayType() && !ToPointer(CK_ArrayToPointerDecay))
        return {};
      else if (!E->getType()->isArrayType())
        break;
    }
    if (isa<ImplicitCastExpr>(E))
      return {};
    bool Value = false;
    auto *Store = dyn_cast_or_null<BinaryOperator>(P);
    if (auto *ICE = dyn_cast_or_null<ImplicitCastExpr>(P))
      Value = ICE->getCastKind() == CK_LValueToRValue;
    else if (Store)
      Value = Store->isAssignmentOp() && Store->getLHS() == E;
    else if (auto *UO = dyn_cast_or_null<UnaryOperator>(P))
      Value = UO->isIncrementDecrementOp();
    if (Ranged) {
      QualType RT = Ranged->getType();
      if (!Value || RT->isIncompleteType() || !RT->isConstantSizeType() ||
          sourceText(Ranged->getBase(), Ctx).empty())
        return {};
      FixedPart Out;
      Out.expr = Ranged;
      Out.lo = Lo;
      Out.hi = Hi;
      return Out;
    }
    QualType PT = Part ? Part->getType() : QualType();
    if (!Value || !Part || PT->isIncompleteType() || !PT->isConstantSizeType() ||
        !Part->getBeginLoc().isFileID() || !Part->getEndLoc().isFileID())
      return {};
    FixedPart Out;
    Out.expr = Part;
    // Overwritten: the statement is `a[k] = v;` (parentheses aside), so the
    // store runs whenever the announcement does and replaces every byte.
    if (Store && Store->getOpcode() == BO_Assign && Part == Last && E == Last &&
        PT->isScalarType()) {
      const Stmt *Top = Store;
      while (Top != Root && isa_and_nonnull<ParenExpr>(parentOf(Top)))
        Top = parentOf(Top);
      Out.overwritten = Top == Root;
    }
    return Out;
  }

  /// The announcement's arguments for a part (FixedPart), its mode set to
  /// overwritten where the part is.
  std::string partArgs(const FixedPart &Part, int &Mode) {
    if (!Part.lo.empty()) {
      // Elements lo..hi of the part's base (at least one: an empty loop
      // announces its first element, which is harmless).
      std::string El = "(" + sourceText(Part.expr->getBase(), Ctx) + ")[" + Part.lo + "]";
      std::string Lo = "(long long)(" + Part.lo + ")", Hi = "(long long)(" + Part.hi + ")";
      return "(const void *)&" + El + ", (" + Hi + " >= " + Lo + " ? (size_t)(" + Hi + " - " +
             Lo + " + 1) : (size_t)1) * sizeof(" + El + ")";
    }
    std::string Text = sourceText(Part.expr, Ctx);
    if (Part.overwritten)
      Mode = kOverwrite;
    return "(const void *)&(" + Text + "), sizeof(" + Text + ")";
  }

  /// `F.h[k]`, `F.h[i]` in a loop over i, `F.n`: the part of a struct
  /// variable (COMMON-block style, several arrays in one struct) that a use
  /// reaches through its members, when fixed for the statement as in
  /// fixedPart; "" when it is not (the struct is then announced whole).
  std::string structPartArgs(const DeclRefExpr *Use, const Stmt *Root, int &Mode) {
    const Expr *E = Use;
    const Stmt *P = parentOf(E);
    auto Skip = [&] {
      while (auto *PE = dyn_cast_or_null<ParenExpr>(P)) {
        E = PE;
        P = parentOf(E);
      }
    };
    Skip();
    while (auto *ME = dyn_cast_or_null<MemberExpr>(P)) {
      if (ME->isArrow() || !isa<FieldDecl>(ME->getMemberDecl()))
        return "";
      E = ME;
      P = parentOf(E);
      Skip();
      if (!E->getType()->isRecordType())
        break;
    }
    if (E == Use || !E->getBeginLoc().isFileID() || !E->getEndLoc().isFileID())
      return "";
    if (E->getType()->isArrayType()) {
      FixedPart Part = fixedPart(E, Root);
      return Part.expr ? partArgs(Part, Mode) : "";
    }
    if (!E->getType()->isScalarType())
      return "";
    std::string Text = sourceText(E, Ctx);
    return Text.empty() ? "" : "(const void *)&(" + Text + "), sizeof(" + Text + ")";
  }

  /// An index that has one value for the whole statement Root: it reads
  /// only integer variables, or members of struct variables (`P.nx`; no
  /// memory through arrays or pointers), that Root does not change and
  /// whose address is never taken (no pointer can change them behind
  /// Root's back); of static storage, only when Root calls nothing but C
  /// library functions.
  bool fixedIndex(const Expr *Idx, const Stmt *Root) {
    std::set<const VarDecl *> Vars;
    if (!hostDecls(Idx, Ctx, Vars))
      return false;
    auto [It, New] = RootWrites.try_emplace(Root);
    if (New)
      It->second = variableWrites(Root);
    for (const VarDecl *V : Vars) {
      QualType T = V->getType();
      if (!(T->isIntegerType() || T->isRecordType()) || It->second.count(V) ||
          declaredInside(V, Root) || Calls.addressOf.count(V))
        return false;
      if (T->isRecordType() && (writesInto(Root, V) || Calls.partAddressOf.count(V)))
        return false;
      if (!V->hasLocalStorage() && callsUnitOrUnknownCode(Root))
        return false;
    }
    return true;
  }

  /// True when S stores into a part of V (`V.m = `, `V.a[i]++`).
  static bool writesInto(const Stmt *S, const VarDecl *V) {
    if (!S)
      return false;
    const Expr *Target = nullptr;
    if (auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->isAssignmentOp())
      Target = BO->getLHS();
    else if (auto *UO = dyn_cast<UnaryOperator>(S);
             UO && (UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf))
      Target = UO->getSubExpr();
    if (Target && storageVariable(Target) == V)
      return true;
    for (const Stmt *C : subStatements(S))
      if (writesInto(C, V))
        return true;
    return false;
  }
  std::map<const Stmt *, std::map<const VarDecl *, unsigned>> RootWrites;

  /// An index `it`, `it + c` or `it - c` (c fixed in Root), where `it` is
  /// the iterator of a `for` loop around Access inside Root (Access in its
  /// body), of step 1 or -1, whose bounds are fixed in Root and whose body
  /// leaves `it` alone: the index runs over Lo..Hi (host C, inclusive; Lo >
  /// Hi when the loop runs no iteration). A host loop over a boundary row
  /// (`for (i...) g[0][i] = ...`) then announces that row.
  bool rangedIndex(const Expr *Idx, const Stmt *Access, const Stmt *Root, std::string &Lo,
                   std::string &Hi, bool &Constant, long long &LoV, long long &HiV) {
    const Expr *X = Idx->IgnoreParenImpCasts();
    const VarDecl *Iv = nullptr;
    std::string Off;
    const Expr *OffExpr = nullptr;
    bool OffNegative = false;
    Constant = false;
    if (auto *BO = dyn_cast<BinaryOperator>(X);
        BO && (BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub)) {
      bool Add = BO->getOpcode() == BO_Add;
      for (int Side = 0; Side < (Add ? 2 : 1) && !Iv; ++Side) {
        const Expr *I = Side ? BO->getRHS() : BO->getLHS();
        const Expr *C = Side ? BO->getLHS() : BO->getRHS();
        std::string CText = sourceText(C, Ctx);
        if (refVar(I) && fixedIndex(C, Root) && !CText.empty()) {
          Iv = refVar(I);
          Off = std::string(Add ? " + (" : " - (") + CText + ")";
          OffExpr = C;
          OffNegative = !Add;
        }
      }
    } else {
      Iv = refVar(X);
    }
    if (!Iv || !Iv->getType()->isIntegerType())
      return false;
    // (Across declarations: `float h = a[j];` in the loop's body.)
    const Stmt *Child = Access;
    for (const Stmt *S = parentAcrossDecls(Access, Ctx); S;
         Child = S, S = parentAcrossDecls(S, Ctx)) {
      auto *F = dyn_cast<ForStmt>(S);
      ParallelDim D;
      if (F && F->getBody() == Child && readCanonicalLoop(F, D, Ctx).empty() && D.iv == Iv) {
        auto *Cond = dyn_cast_or_null<BinaryOperator>(F->getCond());
        if (!Cond || refVar(Cond->getLHS()) != Iv || (D.step != 1 && D.step != -1) ||
            variableWrites(F->getBody()).count(Iv) || !fixedIndex(D.lower, Root) ||
            !fixedIndex(D.upper, Root))
          return false;
        BinaryOperatorKind Op = Cond->getOpcode();
        if (D.step == 1 ? Op != BO_LT && Op != BO_LE : Op != BO_GT && Op != BO_GE)
          return false;
        std::string L = sourceText(D.lower, Ctx), U = sourceText(D.upper, Ctx);
        if (L.empty() || U.empty())
          return false;
        bool Incl = Op == BO_LE || Op == BO_GE;
        // Constant bounds: the values, to tell a whole row.
        Expr::EvalResult RL, RU, RC;
        Constant = D.lower->EvaluateAsInt(RL, Ctx) && D.upper->EvaluateAsInt(RU, Ctx) &&
                   (!OffExpr || OffExpr->EvaluateAsInt(RC, Ctx));
        if (Constant) {
          long long Lv = RL.Val.getInt().getExtValue(), Uv = RU.Val.getInt().getExtValue();
          long long Cv = OffExpr ? RC.Val.getInt().getExtValue() * (OffNegative ? -1 : 1) : 0;
          LoV = (D.step == 1 ? Lv : Uv + (Incl ? 0 : 1)) + Cv;
          HiV = (D.step == 1 ? Uv - (Incl ? 0 : 1) : Lv) + Cv;
        }
        if (D.step == 1) {
          Lo = "(" + L + ")" + Off;
          Hi = "(" + U + ")" + (Incl ? "" : " - 1") + Off;
        } else {
          Lo = "(" + U + ")" + (Incl ? "" : " + 1") + Off;
          Hi = "(" + L + ")" + Off;
        }
        return true;
      }
      if (S == Root)
        break;
    }
    return false;
  }

  /// Whether S calls a function other than the C library's.
  bool callsUnitOrUnknownCode(const Stmt *S) {
    if (!S)
      return false;
    if (auto *CE = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *FD = CE->getDirectCallee();
      const FunctionDecl *Def = nullptr;
      if (!FD || FD->hasBody(Def) || !isKnownLibraryFunction(FD->getNameAsString()))
        return true;
    }
    for (const Stmt *C : subStatements(S))
      if (callsUnitOrUnknownCode(C))
        return true;
    return false;
  }

  /// True when DRE, a pointer, reaches only the element it points to:
  /// `p->m`, `(*p).m`, `*p`, `p[0]` (members and subscripts of that
  /// element stay inside it). Its announcement is then that element, not
  /// the unknown extent that makes the runtime take every buffer above a
  /// heap pointer (a host read of `A->n` brought a solver's vectors home).
  bool firstElementOnly(const DeclRefExpr *DRE) {
    QualType Pointee = DRE->getType()->getPointeeType();
    if (Pointee.isNull() || Pointee->isIncompleteType() || Pointee->isFunctionType() ||
        Pointee->isVoidType())
      return false;
    const Expr *E = DRE;
    const Stmt *P = pointerValueUse(E);
    if (auto *ME = dyn_cast_or_null<MemberExpr>(P))
      return ME->isArrow() && ME->getBase() == E;
    if (auto *UO = dyn_cast_or_null<UnaryOperator>(P))
      return UO->getOpcode() == UO_Deref;
    if (auto *ASE = dyn_cast_or_null<ArraySubscriptExpr>(P)) {
      Expr::EvalResult R;
      return ASE->getBase() == E && ASE->getIdx()->EvaluateAsInt(R, Ctx) &&
             R.Val.getInt() == 0;
    }
    return false;
  }

  /// Every value V (a pointer declared inside Root) takes in Root: its
  /// initialiser and the right sides of its plain assignments; false when
  /// something else changes it than those, ++, -- and p += / -= n (which
  /// keep it in the same object).
  bool valuesOf(const Stmt *Root, const VarDecl *V, std::vector<const Expr *> &Values) {
    if (V->getInit())
      Values.push_back(V->getInit());
    bool Ok = true;
    std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
      if (!S || !Ok)
        return;
      if (auto *BO = dyn_cast<BinaryOperator>(S))
        if (BO->isAssignmentOp() && refVar(BO->getLHS()) == V) {
          if (BO->getOpcode() == BO_Assign)
            Values.push_back(BO->getRHS());
          else if (BO->getOpcode() != BO_AddAssign && BO->getOpcode() != BO_SubAssign)
            Ok = false;
        }
      if (auto *UO = dyn_cast<UnaryOperator>(S))
        if (UO->getOpcode() == UO_AddrOf && refVar(UO->getSubExpr()) == V)
          Ok = false; // may be changed through its address
      for (const Stmt *C : subStatements(S))
        Walk(C);
    };
    Walk(Root);
    return Ok;
  }

  /// Announces, with Mode, the memory a pointer V declared inside Root may
  /// point into: the arrays and outer pointers its values are computed
  /// from (`g + 10`, `&a[i]`, `h`, another such local); every buffer when
  /// one of them is loaded from memory, returned by a call, or changed in
  /// Root.
  void announceSources(const Stmt *Root, const VarDecl *V, int Mode, Needs &Out,
                       std::set<const VarDecl *> &Seen) {
    if (!Seen.insert(V).second)
      return;
    std::vector<const Expr *> Values;
    if (!valuesOf(Root, V, Values)) {
      Out.all |= 3;
      return;
    }
    for (const Expr *E : Values) {
      announceValue(Root, E, Mode, Out, Seen);
      if (Out.all)
        return;
    }
  }

  /// Announces, with Mode, the memory the pointer value E (computed in Root)
  /// may point into: down to the objects through casts, parentheses,
  /// pointer arithmetic, `?:`, `&x[i]`, members (announceMemberValue) and
  /// calls with known sources (returnSources); every buffer when it meets
  /// anything else.
  void announceValue(const Stmt *Root, const Expr *E, int Mode, Needs &Out,
                     std::set<const VarDecl *> &Seen) {
    std::vector<const Expr *> Work = {E};
    while (!Work.empty()) {
      const Expr *X = Work.back()->IgnoreParenCasts();
      Work.pop_back();
      if (auto *BO = dyn_cast<BinaryOperator>(X)) {
        if (BO->getOpcode() == BO_Comma) {
          Work.push_back(BO->getRHS());
          continue;
        }
        if ((BO->getOpcode() == BO_Add || BO->getOpcode() == BO_Sub) &&
            BO->getType()->isPointerType()) {
          Work.push_back(BO->getLHS()->getType()->isPointerType() ? BO->getLHS()
                                                                 : BO->getRHS());
          continue;
        }
      }
      if (auto *CO = dyn_cast<ConditionalOperator>(X)) {
        Work.push_back(CO->getTrueExpr());
        Work.push_back(CO->getFalseExpr());
        continue;
      }
      if (auto *UO = dyn_cast<UnaryOperator>(X))
        if (UO->getOpcode() == UO_AddrOf) {
          // `&x[i][j]` points into x, or into what the pointer x holds;
          // `&rows[i][j]` (rows[i] loaded from memory) into anything.
          const Expr *Obj = UO->getSubExpr()->IgnoreParens();
          while (auto *ASE = dyn_cast<ArraySubscriptExpr>(Obj)) {
            Obj = ASE->getBase()->IgnoreParens();
            if (auto *ICE = dyn_cast<ImplicitCastExpr>(Obj)) {
              if (ICE->getCastKind() == CK_LValueToRValue &&
                  !isa<DeclRefExpr>(ICE->getSubExpr()->IgnoreParens())) {
                Obj = nullptr;
                break;
              }
              Obj = ICE->getSubExpr()->IgnoreParens();
            }
          }
          if (auto *DRE = dyn_cast_or_null<DeclRefExpr>(Obj)) {
            Work.push_back(DRE);
            continue;
          }
          Out.all |= 3;
          return;
        }
      if (auto *ME = dyn_cast<MemberExpr>(X))
        if (announceMemberValue(Root, ME, Mode, Out))
          continue;
      if (auto *CE = dyn_cast<CallExpr>(X))
        if (const ReturnSources *RS = returnSources(CE)) {
          bool Named = true;
          for (const VarDecl *A : RS->arrays)
            Named = Named && namesFileArray(A, Root);
          if (Named) {
            for (unsigned I : RS->params)
              if (I < CE->getNumArgs())
                Work.push_back(CE->getArg(I));
            for (const VarDecl *A : RS->arrays)
              announceObject(Root, A, Mode, Out);
            continue;
          }
        }
      auto *DRE = dyn_cast<DeclRefExpr>(X);
      auto *Src = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
      if (!Src) {
        if (isa<IntegerLiteral>(X))
          continue; // a null pointer
        Out.all |= 3;
        return;
      }
      QualType T = Src->getType();
      if (declaredInside(Src, Root)) {
        if (T->isPointerType())
          announceSources(Root, Src, Mode, Out, Seen);
        else if (!T->isArrayType())
          Out.all |= 3;
        // a local array declared inside: not tracked before it exists
      } else if (!T->isArrayType() && !T->isPointerType()) {
        Out.all |= 3;
      } else if (auto *PV = dyn_cast<ParmVarDecl>(Src); !(PV && Covered.count(PV))) {
        announceObject(Root, Src, Mode, Out);
      }
      if (Out.all)
        return;
    }
  }

  /// What the pointer argument E of a memcpy-like call points into: the
  /// reference to a variable (`a`, `p + k`, `&a[i][j]`, `&p[i]`) or a
  /// pointer member (memberRangeBase), when every offset and subscript is
  /// fixed in Root (the announcement's copy of E, before the statement,
  /// then computes the same address); null otherwise.
  const Expr *rangeBase(const Expr *E, const Stmt *Root) {
    E = E->IgnoreParenCasts();
    if (auto *UO = dyn_cast<UnaryOperator>(E)) {
      if (UO->getOpcode() != UO_AddrOf)
        return nullptr;
      E = UO->getSubExpr()->IgnoreParens();
      if (!isa<ArraySubscriptExpr>(E))
        return nullptr;
    }
    while (true) {
      E = E->IgnoreParens();
      if (auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
        if (!fixedIndex(ASE->getIdx(), Root))
          return nullptr;
        E = ASE->getBase()->IgnoreParens();
        auto *ICE = dyn_cast<ImplicitCastExpr>(E);
        if (ICE && ICE->getCastKind() == CK_LValueToRValue &&
            !isa<DeclRefExpr>(ICE->getSubExpr()->IgnoreParens())) {
          auto *ME = dyn_cast<MemberExpr>(ICE->getSubExpr()->IgnoreParens());
          return ME ? memberRangeBase(ME, Root) : nullptr; // else a row loaded from memory
        }
        E = ICE ? ICE->getSubExpr() : E;
        continue;
      }
      if (auto *BO = dyn_cast<BinaryOperator>(E)) {
        if ((BO->getOpcode() != BO_Add && BO->getOpcode() != BO_Sub) ||
            !BO->getType()->isPointerType())
          return nullptr;
        bool PtrLeft = BO->getLHS()->getType()->isPointerType();
        if (!fixedIndex(PtrLeft ? BO->getRHS() : BO->getLHS(), Root))
          return nullptr;
        E = (PtrLeft ? BO->getLHS() : BO->getRHS())->IgnoreParenCasts();
        continue;
      }
      break;
    }
    if (auto *ME = dyn_cast<MemberExpr>(E))
      return memberRangeBase(ME, Root);
    auto *DRE = dyn_cast<DeclRefExpr>(E);
    auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    if (!V || declaredInside(V, Root) || Layout.find(V) ||
        !(V->getType()->isArrayType() || V->getType()->isPointerType()) ||
        (V->getType()->isPointerType() && assigns(Root, V)))
      return nullptr;
    return DRE;
  }

  /// rangeBase of a pointer held in a struct member (`w.small`,
  /// `km->cen`): ME itself, when its value before the statement is the one
  /// the call uses: the statement leaves the variable and those members
  /// alone (the member test of announceMemberValue).
  const MemberExpr *memberRangeBase(const MemberExpr *ME, const Stmt *Root) {
    Needs Unused;
    // A memcpy-like call that is the whole statement reads the member
    // while evaluating its arguments, before it writes anything: only
    // those must leave the member alone (they have no side effects).
    auto *E = dyn_cast<Expr>(Root);
    auto *Call = E ? dyn_cast<CallExpr>(E->IgnoreParenCasts()) : nullptr;
    if (Call && ME->getType()->isPointerType() && !ME->getBeginLoc().isMacroID()) {
      std::vector<const FieldDecl *> Fields;
      const VarDecl *V = memberChain(ME, Fields);
      std::set<const FieldDecl *> FieldSet(Fields.begin(), Fields.end());
      bool Changed = !V || declaredInside(V, Root);
      for (const Expr *A : Call->arguments())
        Changed = Changed || A->HasSideEffects(Ctx) || mayChangeMembers(A, FieldSet);
      if (Changed)
        return nullptr;
      PointerCopies.insert(ME);
    } else if (!announceMemberValue(Root, ME, 0, Unused)) {
      return nullptr;
    }
    return ME;
  }

  /// memcpy(d, s, n), memmove(d, s, n) and memset(d, c, n) touch [d, d+n)
  /// and [s, s+n), announced so when the sizes and addresses are fixed in
  /// Root (rangeBase). The generic rule announced the objects behind d and
  /// s: for a heap pointer the runtime does not know the object and took
  /// every buffer above it (a memcpy into a small array re-uploaded a
  /// large one); a memmove inside one row moved the grid. The variables
  /// named go into RangeCovered, which the generic rule then skips.
  bool announceMemRange(const Stmt *Root, const CallExpr *CE, Needs &Out) {
    const FunctionDecl *FD = CE->getDirectCallee(), *Def = nullptr;
    if (!FD || FD->hasBody(Def) || !FD->getIdentifier() || CE->getNumArgs() != 3)
      return false;
    StringRef Name = FD->getName();
    bool Set = Name == "memset";
    if (Name != "memcpy" && Name != "memmove" && !Set)
      return false;
    auto Fixed = [&](const Expr *E) {
      Expr::EvalResult R;
      return E->EvaluateAsInt(R, Ctx) || fixedIndex(E, Root); // `sizeof(a)`
    };
    if (!Fixed(CE->getArg(2)) || (Set && !Fixed(CE->getArg(1))))
      return false;
    const Expr *Dst = rangeBase(CE->getArg(0), Root);
    const Expr *Src = Set ? nullptr : rangeBase(CE->getArg(1), Root);
    if (!Dst || (!Set && !Src))
      return false;
    // A size of 0 touches nothing: one byte read is harmless, a write-all
    // of it would not be.
    std::string N = "(size_t)(" + sourceText(CE->getArg(2), Ctx) + ")";
    std::string Bytes = "(" + N + " ? " + N + " : (size_t)1)";
    auto Announce = [&](const Expr *Base, const Expr *Arg, int Mode) {
      // (Through a member: the struct variable itself is announced as any
      // other use.)
      if (auto *DRE = dyn_cast<DeclRefExpr>(Base)) {
        RangeCovered.insert(DRE);
        if (auto *PV = dyn_cast<ParmVarDecl>(DRE->getDecl()); PV && Covered.count(PV))
          return; // the callers announced what it points into
      }
      Out.calls["(const void *)(" + sourceText(Arg, Ctx) + "), " + Bytes] |= Mode;
    };
    // The destination is overwritten (not downloaded first) when the call
    // is the whole statement (no earlier read in it) of a constant, non-zero
    // size; not by memmove, whose ranges may overlap (the bytes it reads
    // must be current).
    Expr::EvalResult Size;
    auto *RootExpr = dyn_cast<Expr>(Root);
    bool Whole = Name != "memmove" && RootExpr && RootExpr->IgnoreParenCasts() == CE &&
                 CE->getArg(2)->EvaluateAsInt(Size, Ctx) &&
                 Size.Val.getInt().getSExtValue() > 0;
    Announce(Dst, CE->getArg(0), Whole ? kOverwrite : 3);
    if (Src)
      Announce(Src, CE->getArg(1), 1);
    return true;
  }
  std::set<const DeclRefExpr *> RangeCovered;
  std::set<const CallExpr *> RangedCalls; ///< announced by announceMemRange

  void collect(const Stmt *Root, const Stmt *S, Needs &Out) {
    if (!S || isa<UnaryExprOrTypeTraitExpr>(S))
      return; // `sizeof(a)` reads nothing of a

    if (auto *D = dyn_cast<OMPExecutableDirective>(S))
      if (OffloadedNests.count(D))
        return; // its OpenMP version runs only when nothing is on a device
    // The runtime's row-table queries a preparation wrote (FlattenRowPointers)
    // read only the host's own table of row pointers.
    if (auto *CE = dyn_cast<CallExpr>(S))
      if (const FunctionDecl *FD = CE->getDirectCallee();
          FD && isRowTableQuery(FD->getName()))
        return;
    if (auto *CE = dyn_cast<CallExpr>(S); CE && announceMemRange(Root, CE, Out))
      RangedCalls.insert(CE);
    if (auto *DRE = dyn_cast<DeclRefExpr>(S); DRE && !RangeCovered.count(DRE)) {
      auto *V = dyn_cast<VarDecl>(DRE->getDecl());
      // Variables declared inside the statement do not exist before it; a
      // pointer among them reaches the memory its values come from.
      if (V && declaredInside(V, Root)) {
        bool Elem = false;
        int Mode = V->getType()->isPointerType() ? useOf(DRE, Elem) : 0;
        if (Elem && Mode) {
          std::set<const VarDecl *> Seen;
          announceSources(Root, V, Mode, Out, Seen);
        }
        V = nullptr;
      }
      // A covered parameter: the callers announced what it points into.
      if (auto *P = dyn_cast_or_null<ParmVarDecl>(V))
        if (Covered.count(P))
          V = nullptr;
      if (V) {
        QualType T = V->getType();
        bool Elem = false;
        const FunctionDecl *Callee = nullptr;
        int Mode = useOf(DRE, Elem, &Callee);
        if (T->isArrayType() ||
            (T->isPointerType() && Elem && !T->getPointeeType()->isFunctionType())) {
          // Any array: a kernel may hold it through a pointer to it. An
          // argument of a function another translated unit may define: only
          // when it is not one (that one announces its own accesses).
          if (maybeTranslatedElsewhere(Callee)) {
            Needs Part;
            announceObject(Root, V, Mode, Part, DRE);
            for (auto &[Args, M] : Part.calls)
              Out.untranslatedCalls[Callee->getNameAsString()][Args] |= M;
            Out.all |= Part.all;
          } else {
            announceObject(Root, V, Mode, Out, DRE);
          }
        } else if (announcedByName(V) && Mode) {
          std::string Name = V->getNameAsString();
          std::string Part = T->isRecordType() && !Layout.find(V)
                                 ? structPartArgs(DRE, Root, Mode)
                                 : "";
          Out.calls[Part.empty() ? "(const void *)&" + Name + ", sizeof(" + Name + ")" : Part] |=
              Mode;
        }
      }
    }
    // lev[l][i], *pp[k], get()[i]: memory behind a pointer that is itself
    // read from memory (or returned by a call), which no variable names.
    // A statement that only reads such an element (`s += lev[0][i]`) reads
    // every buffer, and leaves the device copies valid.
    if (auto *ASE = dyn_cast<ArraySubscriptExpr>(S)) {
      if (pointerFromMemory(ASE->getBase()) && !announceMemberChain(Root, ASE, Out) &&
          !announceRowElement(Root, ASE, Out) &&
          !announceCallResult(Root, ASE->getBase(), elementMode(ASE), Out))
        Out.all |= elementMode(ASE);
    } else if (auto *UO = dyn_cast<UnaryOperator>(S)) {
      if (UO->getOpcode() == UO_Deref && pointerFromMemory(UO->getSubExpr()) &&
          !announceCallResult(Root, UO->getSubExpr(), elementMode(UO), Out))
        Out.all |= elementMode(UO);
    }
    // `T *q = s->p;`, `q = s->p;`, `s->p = q;` read or write the member,
    // not what it points to: q's own uses are announced by q's name (the
    // loops HoistMembers prepared begin so; NAS-style codes swap planes).
    if (auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (auto *VD = dyn_cast<VarDecl>(D))
          if (VD->getType()->isPointerType())
            notePointerCopy(VD->getInit());
    if (auto *BO = dyn_cast<BinaryOperator>(S))
      if (BO->getOpcode() == BO_Assign && BO->getType()->isPointerType()) {
        notePointerCopy(BO->getLHS());
        notePointerCopy(BO->getRHS());
      }
    if (auto *ME = dyn_cast<MemberExpr>(S)) {
      // p->arr[i] or s.ptr[i]: memory behind a pointer held in memory
      if ((ME->getType()->isPointerType() && !PointerCopies.count(ME) &&
           !passedToUnitFunctionOrFree(ME)) ||
          ME->getType()->isArrayType())
        if (!isa<DeclRefExpr>(ME->getBase()->IgnoreParenImpCasts()) ||
            ME->getType()->isPointerType())
          Out.all |= 3;
      // tab[k]->x, f()->x: a member of the struct behind a pointer loaded
      // from memory, which no variable names.
      if (ME->isArrow() && pointerFromMemory(ME->getBase()) &&
          !announceCallResult(Root, ME->getBase(), elementMode(ME), Out))
        Out.all |= elementMode(ME);
    }
    if (auto *CE = dyn_cast<CallExpr>(S)) {
      const FunctionDecl *FD = CE->getDirectCallee();
      const FunctionDecl *Def = nullptr;
      if (!FD) {
        Out.all |= 3;
        Out.indirect = true;
      } else if (!FD->hasBody(Def)) {
        std::string N = FD->getNameAsString();
        if ((N == "longjmp" || N == "siglongjmp" || N == "_longjmp") &&
            CE->getBeginLoc().isFileID() && CE->getEndLoc().isFileID())
          Jumps.insert(CE);
        if (N == "free" && CE->getNumArgs() == 1) {
          // The runtime must drop the block from its table as it is freed:
          // free(p) becomes omp2ocl_free(p) where it stands (a hoisted
          // forget would see the wrong p in `for (l...) free(lev[l])`).
          auto *Callee = dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts());
          if (Callee && Callee->getBeginLoc().isFileID())
            Frees.insert(Callee);
          else
            Out.forgets.push_back(sourceText(CE->getArg(0), Ctx));
        }
        // A function of another unit: unless it is translated, it may reach
        // anything, this unit's tracked memory when it escapes, and other
        // units' always (a unit calling into this one skips its own
        // announcements when this one is translated: this call must then
        // stand for them, kernels of this unit or not).
        if (!isKnownLibraryFunction(N)) {
          if (maybeTranslatedElsewhere(FD))
            Out.untranslatedAll[N] |= 3;
          else if (Escapes)
            Out.all |= 3;
        }
        // A pointer from memory or a call handed to it (`memcpy(getA(8),
        // ...)`, `sscanf(s, "%lf", getB() + 20)`): its object, or every
        // buffer. free() reads nothing (omp2ocl_free drops the block).
        if (N != "free" && !RangedCalls.count(CE))
          for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
            const Expr *Arg = CE->getArg(I);
            if (!Arg->getType()->isPointerType() || !pointerFromMemory(Arg))
              continue;
            int Mode = I < FD->getNumParams() &&
                               FD->getParamDecl(I)->getType()->getPointeeType().isConstQualified()
                           ? 1
                           : 3;
            if (!announceCallResult(Root, Arg, Mode, Out))
              Out.all |= Mode;
          }
      }
    }
    for (const Stmt *C : subStatements(S))
      collect(Root, C, Out);
  }

  std::string syncText(const Needs &N, const char *Sep) {
    std::string S;
    auto ModeText = [](int M) {
      std::string T;
      for (auto [Bit, Name] : {std::pair<int, const char *>{1, "OMP2OCL_READ"},
                               {2, "OMP2OCL_WRITE"}, {kOverwrite, "OMP2OCL_WRITE_ALL"}})
        if (M & Bit)
          T += (T.empty() ? "" : " | ") + std::string(Name);
      return T;
    };
    // Every buffer read (a load through a pointer loaded from memory) still
    // leaves the statement's own writes to announce: dropping them kept the
    // device copy of an array the host then wrote.
    if (N.all)
      S += "omp2ocl_host_access_all(" + ModeText(N.all) + ")" + Sep;
    if ((N.all & 2) == 0) {
      // Reads first: a part announced as overwritten needs no download,
      // but another name in the statement may read it before the store
      // (`a[k] = q[k]` with q == a), and that read must still see the
      // device's data.
      // Whole variables read come before everything: another announcement's
      // range may be computed from them (`for (i = 0; i < cnt; i++) s +=
      // out[i]` announces out[0 .. cnt-1] with the value a kernel gave cnt).
      static const std::regex Whole(R"(^\(const void \*\)&([A-Za-z_]\w*), sizeof\(\1\)$)");
      for (int Pass : {0, 1, 2})
        for (auto &[Args, Mode] : N.calls) {
          bool Reads = (Mode & 1) != 0, First = Reads && std::regex_match(Args, Whole);
          if ((Pass == 0 ? First : !First && Reads == (Pass == 1)) && (!N.all || (Mode & ~1)))
            S += "omp2ocl_host_access(" + Args + ", " + ModeText(Mode) + ")" + Sep;
        }
    }
    // Calls into other units: what they reach, only when the callee is not
    // a translated function (which announces its own accesses). An
    // expression, so that it fits the expression contexts too.
    std::set<std::string> Callees;
    for (auto &[F, M] : N.untranslatedAll)
      Callees.insert(F);
    for (auto &[F, C] : N.untranslatedCalls)
      Callees.insert(F);
    // Each call that may enter untranslated code marks this depth as a
    // boundary (omp2ocl_rt.h): a translated function it calls back by name
    // brings data home when it returns to it.
    for (const std::string &F : Callees)
      S += "omp2ocl_boundary((const void *)&" + F + ")" + Sep;
    if (N.indirect)
      S += "omp2ocl_boundary(0)" + std::string(Sep);
    for (const std::string &F : Callees) {
      // Every buffer: only when tracked memory may reach untranslated code
      // (this unit's, or another's: omp2ocl_untranslated_reach).
      auto All = N.untranslatedAll.find(F);
      if (All != N.untranslatedAll.end())
        S += "(omp2ocl_untranslated_reach((const void *)&" + F + ", " + (Escapes ? "1" : "0") +
             ") ? omp2ocl_host_access_all(" + ModeText(All->second) + ") : (void)0)" + Sep;
      std::string Inner;
      auto Calls = N.untranslatedCalls.find(F);
      if (Calls != N.untranslatedCalls.end())
        for (bool Reads : {true, false})
          for (auto &[Args, Mode] : Calls->second)
            if (((Mode & 1) != 0) == Reads)
              Inner += "omp2ocl_host_access(" + Args + ", " + ModeText(Mode) + "), ";
      if (!Inner.empty())
        S += "(omp2ocl_untranslated((const void *)&" + F + ") ? (" + Inner +
             "(void)0) : (void)0)" + Sep;
    }
    for (auto &F : N.forgets)
      S += "omp2ocl_forget(" + F + ")" + Sep;
    return S;
  }

  void insertBefore(const Stmt *S, const std::string &Text, bool InCompound) {
    const SourceManager &SM = Ctx.getSourceManager();
    // A braced block (a branch or a loop body: its parent passes InCompound
    // for it, as for the statements it holds): inside, after its `{`. Put
    // before the `{`, the announcement became the whole branch or body and
    // the block ran unconditionally (`if (c) sync; { ... }`).
    // (A block a macro expands to, `else HOSTBLOCK`: before the macro's
    // name, braced like any other statement.)
    if (auto *CS = dyn_cast<CompoundStmt>(S)) {
      if (CS->getLBracLoc().isFileID()) {
        R.InsertTextAfter(CS->getLBracLoc().getLocWithOffset(1), " " + Text);
        return;
      }
      InCompound = false; // its parent meant inside it
    }
    // A simd loop read as its plain loop (SimdLoops.h) is written after its
    // pragma line: text goes before that line.
    S = asWritten(S);
    if (!InCompound) {
      SourceLocation B = isa<OMPExecutableDirective>(S)
                             ? startOfLine(S->getBeginLoc(), SM)
                             : SM.getExpansionLoc(S->getBeginLoc());
      R.InsertTextBefore(B, "{ " + Text + (isa<OMPExecutableDirective>(S) ? "\n" : ""));
      R.InsertTextAfter(endOfStatement(S, Ctx), " }");
      return;
    }
    if (isa<OMPExecutableDirective>(S))
      R.InsertTextBefore(startOfLine(S->getBeginLoc(), SM), Text + "\n");
    else
      R.InsertTextBefore(SM.getExpansionLoc(S->getBeginLoc()), Text);
  }

  /// True when a kernel may reach variable V (not an array or pointer)
  /// through its address: the address (of V or of a part of it) goes
  /// somewhere other than a C library call that keeps no pointer (to a
  /// function of the unit, a pointer variable, a member...). `fill(&p, a)`
  /// launched a kernel reading p through the pointer, and the host's
  /// `p.scale = 3.0` was not announced: the next launch read the old value.
  bool reachableByAddress(const VarDecl *V) {
    if (!AddressEscapesKnown) {
      AddressEscapesKnown = true;
      // P is a call of a C library function that keeps no pointer.
      auto ToLibrary = [](const Stmt *P) {
        auto *CE = dyn_cast_or_null<CallExpr>(P);
        const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
        const FunctionDecl *Def = nullptr;
        return FD && !FD->hasBody(Def) && isKnownLibraryFunction(FD->getNameAsString());
      };
      std::function<void(const Stmt *)> Walk = [&](const Stmt *S) {
        if (!S)
          return;
        if (auto *UO = dyn_cast<UnaryOperator>(S); UO && UO->getOpcode() == UO_AddrOf) {
          const VarDecl *Var = storageVariable(UO->getSubExpr());
          const Stmt *P = parentOf(UO);
          while (P && (isa<ImplicitCastExpr>(P) || isa<ParenExpr>(P) || isa<CStyleCastExpr>(P)))
            P = parentOf(cast<Expr>(P));
          if (Var && !ToLibrary(P))
            EscapingAddress.insert(Var);
        }
        // A member array decaying to a pointer hands out the address of a
        // part of its struct (`step(fields.q)`, `double *q = fields.q`),
        // unless it is only subscripted or dereferenced there.
        if (auto *IC = dyn_cast<ImplicitCastExpr>(S);
            IC && IC->getCastKind() == CK_ArrayToPointerDecay &&
            isa<MemberExpr>(IC->getSubExpr()->IgnoreParens())) {
          const Stmt *P = parentOf(IC);
          while (P && isa<ParenExpr>(P))
            P = parentOf(cast<Expr>(P));
          bool Indexed = false;
          if (auto *ASE = dyn_cast_or_null<ArraySubscriptExpr>(P))
            Indexed = ASE->getBase()->IgnoreParens() == IC;
          if (auto *UO = dyn_cast_or_null<UnaryOperator>(P))
            Indexed = UO->getOpcode() == UO_Deref;
          if (!Indexed && !ToLibrary(P))
            if (const VarDecl *Var = storageVariable(IC->getSubExpr()))
              EscapingAddress.insert(Var);
        }
        for (const Stmt *C : subStatements(S))
          Walk(C);
      };
      for (const FunctionDecl *FD : Functions)
        Walk(FD->getBody());
    }
    QualType T = V->getType();
    return EscapingAddress.count(V) && !T->isArrayType() && !T->isPointerType() &&
           !T->isIncompleteType();
  }
  /// A scalar, struct or union of external linkage: another unit's kernel
  /// may use it in place (an atomic counter, a COMMON-style struct), and
  /// this unit's host code must announce it as it does every array.
  static bool sharedWithOtherUnits(const VarDecl *V) {
    QualType T = V->getType();
    return V->hasGlobalStorage() && V->isExternallyVisible() && !T.isConstQualified() &&
           !T->isPointerType() && !T->isArrayType() && !T->isIncompleteType();
  }
  /// A variable (not an array) whose host accesses are announced by name:
  /// a kernel of this unit uses it, a pointer may reach it, or another
  /// unit's kernel may.
  bool announcedByName(const VarDecl *V) {
    return Tracked.count(V) || reachableByAddress(V) || sharedWithOtherUnits(V);
  }
  bool AddressEscapesKnown = false;
  std::set<const VarDecl *> EscapingAddress;

  /// True when the `if` and its parts are written in the file, not
  /// expanded from a macro.
  static bool writtenOut(const IfStmt *I) {
    for (const Stmt *P : {(const Stmt *)I, (const Stmt *)I->getCond(), I->getThen(), I->getElse()})
      if (P && (P->getBeginLoc().isMacroID() || P->getEndLoc().isMacroID()))
        return false;
    return true;
  }

  void leaf(const Stmt *S, bool InCompound) {
    Needs N;
    collect(S, S, N);
    if (N.empty() && N.forgets.empty())
      return;
    if (hasUnwrappableLaunch(S, N)) {
      hostOnly(S, InCompound);
      return;
    }
    // Inside first: the statement's own announcement goes before the
    // text a call at its start gets.
    announceAfterLaunchingCalls(S, N);
    insertBefore(S, syncText(N, "; "), InCompound);
  }

  /// What the host of an offloaded loop reads and writes around its launch,
  /// from the host's copies, announced before the directive: the bounds
  /// (the NDRange: `for (i = cnt[0]; i < cnt[1]; i++)` after a kernel wrote
  /// cnt ran over the old bounds; so did `i < count(flag, n)`), the values
  /// passed by value (a counter an earlier kernel incremented atomically, a
  /// struct member a kernel set: the kernel got the old value), and the
  /// variables the host combines or sets after it (reductions,
  /// lastprivate). Distributed loops' pieces share the first's directive.
  void announceLaunchInputs(const OMPExecutableDirective *D, bool InCompound) {
    auto It = OffloadedNests.find(D);
    if (It == OffloadedNests.end())
      return;
    Needs N;
    for (const ParallelDim &PD : It->second->dims) {
      collect(PD.lower, PD.lower, N);
      collect(PD.upper, PD.upper, N);
    }
    for (const Variable &V : It->second->vars) {
      int Mode = V.kind == VarKind::Value ? 1
                 : V.kind == VarKind::Reduction || V.kind == VarKind::LastPrivate ||
                         V.kind == VarKind::Iterator
                     ? 3
                     : 0;
      if (!Mode || V.isArray || declaredWithin(V.decl, D, Ctx) ||
          !announcedByName(V.decl))
        continue;
      N.calls["(const void *)&" + V.name + ", sizeof(" + V.name + ")"] |= Mode;
    }
    if (N.empty())
      return;
    insertBefore(D, syncText(N, "; "), InCompound);
  }

  /// A statement the announcements cannot go inside, which launches
  /// kernels and touches memory between launches (a macro's `do { if (c)
  /// kern(); else A[4] = v; } while (0)`, `if` spelled by a macro): it runs
  /// as a host-only statement (omp2ocl_host_only_begin/_end, runtime):
  /// every buffer comes home first and the loops it launches run their
  /// OpenMP versions. Text inside the expansion did not compile.
  void hostOnly(const Stmt *S, bool InCompound) {
    const SourceManager &SM = Ctx.getSourceManager();
    S = asWritten(S); // a simd loop's pragma line goes inside too
    SourceLocation B = isa<OMPExecutableDirective>(S) ? startOfLine(S->getBeginLoc(), SM)
                                                       : SM.getExpansionLoc(S->getBeginLoc());
    std::string Nl = isa<OMPExecutableDirective>(S) ? "\n" : "";
    SourceLocation E = endOfStatement(S, Ctx);
    if (isa<DeclStmt>(S) && InCompound) {
      // Its names stay in scope after it (no jump leaves a declaration).
      R.InsertTextBefore(B, "omp2ocl_host_only_begin(); ");
      R.InsertTextAfter(E, " omp2ocl_host_only_end();");
      return;
    }
    // A scope whose cleanup ends the statement however control leaves it
    // (a macro's `break`, `return`, `goto`): a begin/end pair left by a
    // break kept every later loop on the host.
    R.InsertTextBefore(B, "{ __attribute__((cleanup(omp2ocl_host_only_leave))) int "
                          "__omp2ocl_host_only = omp2ocl_host_only_enter(); " + Nl);
    R.InsertTextAfter(E, " }");
  }

  /// True when S touches memory (N) and calls a function that may launch
  /// kernels, at a place inside a macro expansion where the announcement
  /// after the call (announceAfterLaunchingCalls) cannot go.
  bool hasUnwrappableLaunch(const Stmt *S, const Needs &N) {
    if (N.empty())
      return false;
    bool Found = false;
    std::function<void(const Stmt *)> Walk = [&](const Stmt *X) {
      if (!X || Found)
        return;
      if (auto *CE = dyn_cast<CallExpr>(X))
        if (callMayOffload(CE) && (!CE->getBeginLoc().isFileID() || !CE->getEndLoc().isFileID()))
          Found = !isLastEvaluated(S, CE);
      for (const Stmt *C : subStatements(X))
        Walk(C);
    };
    Walk(S);
    return Found;
  }

  /// True when CE is the whole statement S (or a new variable's
  /// initialiser): nothing of S is evaluated after it.
  static bool isLastEvaluated(const Stmt *S, const CallExpr *CE) {
    const Expr *Last = dyn_cast<Expr>(S);
    if (auto *DS = dyn_cast<DeclStmt>(S); DS && DS->isSingleDecl())
      if (auto *VD = dyn_cast<VarDecl>(DS->getSingleDecl()))
        Last = VD->getInit();
    return Last && Last->IgnoreParenCasts() == CE;
  }

  /// A statement that calls a function that may launch kernels and touches
  /// memory (`if (step() && A[3] > 12.0)`): what it touches after the call
  /// returns may have been changed on the device meanwhile, so its
  /// announcements are made again right after each such call, inside the
  /// expression (`({ __auto_type r = step(); sync; r; })`, GNU C; a call
  /// of type void: `(step(), sync)`). Announced only before the statement,
  /// the read of A saw the host's copy from before the launch.
  void announceAfterLaunchingCalls(const Stmt *S, Needs N) {
    N.forgets.clear();
    if (N.empty())
      return;
    std::function<void(const Stmt *)> Walk = [&](const Stmt *X) {
      if (!X)
        return;
      if (auto *D = dyn_cast<OMPExecutableDirective>(X); D && OffloadedNests.count(D))
        return;
      for (const Stmt *C : subStatements(X))
        Walk(C);
      auto *CE = dyn_cast<CallExpr>(X);
      if (!CE || isLastEvaluated(S, CE) || !callMayOffload(CE) || !CE->getBeginLoc().isFileID() ||
          !CE->getEndLoc().isFileID())
        return;
      const SourceManager &SM = Ctx.getSourceManager();
      SourceLocation B = CE->getBeginLoc();
      SourceLocation E = Lexer::getLocForEndOfToken(CE->getEndLoc(), 0, SM, Ctx.getLangOpts());
      if (CE->getType()->isVoidType()) {
        R.InsertTextBefore(B, "(");
        R.InsertTextAfter(E, ", " + syncText(N, ", ") + "(void)0)");
      } else {
        R.InsertTextBefore(B, "({ __auto_type __omp2ocl_r = ");
        R.InsertTextAfter(E, "; " + syncText(N, "; ") + "__omp2ocl_r; })");
      }
    };
    Walk(S);
  }

  void wrapCondition(const Expr *Cond) {
    if (!Cond)
      return;
    Needs N;
    collect(Cond, Cond, N);
    if (N.empty())
      return;
    const SourceManager &SM = Ctx.getSourceManager();
    SourceLocation B = SM.getExpansionLoc(Cond->getBeginLoc());
    // After the whole expansion of a condition that ends in a function-like
    // macro (`while (ABOVE(total(a), 1.0))`), not after the macro's name.
    SourceLocation E = Lexer::getLocForEndOfToken(
        SM.getExpansionRange(Cond->getEndLoc()).getEnd(), 0, SM, Ctx.getLangOpts());
    announceAfterLaunchingCalls(Cond, N); // inside the text below
    R.InsertTextBefore(B, "(" + syncText(N, ", "));
    R.InsertTextAfter(E, ")");
  }

  /// False when a condition of S (an if, a loop's condition, increment
  /// or initialiser, a switch) calls a launching function inside a macro
  /// expansion before touching memory (hasUnwrappableLaunch).
  bool conditionsWrappable(const Stmt *S) {
    std::vector<const Stmt *> Parts;
    if (auto *F = dyn_cast<ForStmt>(S))
      Parts = {F->getInit(), F->getCond(), F->getInc()};
    else if (auto *W = dyn_cast<WhileStmt>(S))
      Parts = {W->getCond()};
    else if (auto *D = dyn_cast<DoStmt>(S))
      Parts = {D->getCond()};
    else if (auto *I = dyn_cast<IfStmt>(S))
      Parts = {I->getCond()};
    else if (auto *Sw = dyn_cast<SwitchStmt>(S))
      Parts = {Sw->getCond()};
    for (const Stmt *P : Parts) {
      if (!P)
        continue;
      Needs N;
      collect(P, P, N);
      if (hasUnwrappableLaunch(P, N))
        return false;
    }
    return true;
  }

  void visitStatement(const Stmt *S, bool InCompound) {
    if (!S)
      return;
    if (auto *D = dyn_cast<OMPExecutableDirective>(S))
      if (OffloadedNests.count(D)) {
        announceLaunchInputs(D, InCompound);
        return;
      }
    // After a label or `case`, never before it: a jump to the label (or
    // the switch) would pass over the announcement.
    if (auto *L = dyn_cast<LabelStmt>(S)) {
      visitStatement(L->getSubStmt(), true);
      return;
    }
    if (auto *C = dyn_cast<SwitchCase>(S)) {
      visitStatement(C->getSubStmt(), true);
      return;
    }
    // A block, loop, `if` or `switch` with launches that a macro expands
    // to (or starts), or a condition with a launching call the text after
    // the call cannot reach: host-only.
    bool Structured = isa<CompoundStmt>(S) || isa<ForStmt>(S) || isa<WhileStmt>(S) ||
                      isa<DoStmt>(S) || isa<IfStmt>(S) || isa<SwitchStmt>(S);
    if (Structured && containsOffload(S) &&
        (S->getBeginLoc().isMacroID() || !conditionsWrappable(S))) {
      // Nothing to announce (`do { axpy(n, a, x, y); } while (0)`: the
      // callee announces its own accesses): the statement stays as it is.
      Needs N;
      collect(S, S, N);
      if (!N.empty())
        hostOnly(S, InCompound);
      return;
    }
    // An `if` announces its condition's accesses before it and each
    // branch's inside the branch, also when it launches nothing: a branch
    // that runs in one time step of ten (a host memmove, a check sum) moved
    // its arrays in every step when the whole `if` was one leaf. Not an
    // `if` a macro expands to: no text can go inside the expansion.
    if (auto *I = dyn_cast<IfStmt>(S); I && (containsOffload(S) || writtenOut(I))) {
      wrapCondition(I->getCond());
      visitStatement(I->getThen(), isa<CompoundStmt>(I->getThen()));
      if (I->getElse())
        visitStatement(I->getElse(), isa<CompoundStmt>(I->getElse()));
      return;
    }
    if (!containsOffload(S)) {
      leaf(S, InCompound);
      return;
    }
    if (auto *CS = dyn_cast<CompoundStmt>(S)) {
      for (const Stmt *C : CS->body())
        visitStatement(C, true);
      return;
    }
    if (auto *F = dyn_cast<ForStmt>(S)) {
      if (F->getInit()) {
        Needs N;
        collect(F->getInit(), F->getInit(), N);
        announceAfterLaunchingCalls(F->getInit(), N);
        if (!N.empty())
          insertBefore(S, syncText(N, "; "), InCompound);
      }
      wrapCondition(F->getCond());
      wrapCondition(F->getInc());
      visitStatement(F->getBody(), isa<CompoundStmt>(F->getBody()));
      return;
    }
    if (auto *W = dyn_cast<WhileStmt>(S)) {
      wrapCondition(W->getCond());
      visitStatement(W->getBody(), isa<CompoundStmt>(W->getBody()));
      return;
    }
    if (auto *D = dyn_cast<DoStmt>(S)) {
      wrapCondition(D->getCond());
      visitStatement(D->getBody(), isa<CompoundStmt>(D->getBody()));
      return;
    }
    if (auto *Sw = dyn_cast<SwitchStmt>(S)) {
      wrapCondition(Sw->getCond());
      visitStatement(Sw->getBody(), true);
      return;
    }
    if (auto *D = dyn_cast<OMPExecutableDirective>(S)) {
      if (const Stmt *Body = associatedStatement(D))
        visitStatement(Body, isa<CompoundStmt>(Body));
      return;
    }
    // An expression or declaration that calls a function launching kernels:
    // announce what the statement itself touches.
    leaf(S, InCompound);
  }

  ASTContext &Ctx;
  Rewriter &R;
  const LayoutPlan &Layout;
  /// The offloaded loops' directives, each with its nest.
  std::map<const OMPExecutableDirective *, const LoopNest *> OffloadedNests;
  std::set<const FunctionDecl *> OffloadingFunctions;
  std::vector<const FunctionDecl *> Functions;
  std::set<const VarDecl *> Tracked;
  std::set<const ParmVarDecl *> Covered; ///< see computeCoveredParams
  UnitCalls Calls; ///< the unit's calls, and the variables whose address it takes
  bool Escapes = false;
};

} // namespace

void insertHostAccesses(const std::vector<LoopNest> &Loops, const LayoutPlan &Layout,
                        ASTContext &Ctx, Rewriter &R) {
  HostAccessInserter(Loops, Layout, Ctx, R).run();
}

} // namespace omp2ocl
