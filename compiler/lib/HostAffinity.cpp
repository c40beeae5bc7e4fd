//===- HostAffinity.cpp - keep a host loop's close partners on the host ---===//
//
// The runtime's buffer table keeps one valid copy per whole buffer: when a
// kernel writes an array that a host loop then reads (or the other way
// round), the whole array crosses the bus. Once per time step that is the
// price of offloading; once per iteration of an inner sequential loop it is
// usually far more than the kernel saves (NAS LU: per k-plane, the Jacobian
// kernels beside the pipelined sweeps that stay on the host moved the whole
// residual twice per plane, and class W did not finish in 200 s).
//
// The rule, to a fixpoint: for a loop H kept on the host, take the innermost
// sequential loops around it (following calls of its function: the loops of
// the NAS programs are orphaned in routines called from a time-step loop);
// an offloadable loop O that also runs inside one of those and that shares
// an array with H, one of them writing it, stays on the host as well. Only
// loops that run in every iteration count: a path from a loop up to the
// sequential loop through a branch (if, switch, ?:, && / ||) ends the walk.
// Arrays are matched by declaration (static and global arrays, and pointers
// used under one name); a pair this misses costs transfers, never results.
//
//===----------------------------------------------------------------------===//
#include "HostAffinity.h"
#include "CallSites.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"

#include <map>
#include <set>

using namespace clang;

namespace omp2ocl {
namespace {

class Enclosing {
public:
  Enclosing(ASTContext &Ctx) : Ctx(Ctx), Calls(collectUnitCalls(Ctx)) {}

  /// The sequential loops around `S` (in `F`, then around the calls of F):
  /// all of them, or only the innermost on each call path.
  std::set<const Stmt *> loops(const Stmt *S, const FunctionDecl *F, bool InnermostOnly) {
    std::set<const Stmt *> Out;
    std::set<const FunctionDecl *> Seen;
    walk(S, F, InnermostOnly, Out, Seen);
    return Out;
  }

private:
  void walk(const Stmt *S, const FunctionDecl *F, bool InnermostOnly,
            std::set<const Stmt *> &Out, std::set<const FunctionDecl *> &Seen) {
    for (const Stmt *C = S, *P = parentStmt(S, Ctx); P; C = P, P = parentStmt(P, Ctx)) {
      if (isSequentialLoop(P, Ctx)) {
        Out.insert(P);
        if (InnermostOnly)
          return;
      }
      // Under a condition the loop need not run in every iteration of the
      // loops further out (NAS LU's norm, every inorm steps): no pairing.
      if (runsUnderCondition(P, C))
        return;
    }
    if (!F || !Seen.insert(F->getCanonicalDecl()).second)
      return;
    auto It = Calls.calls.find(F->getCanonicalDecl());
    if (It == Calls.calls.end())
      return;
    for (const auto &[Call, Caller] : It->second)
      walk(Call, Caller, InnermostOnly, Out, Seen);
  }

  ASTContext &Ctx;
  UnitCalls Calls;
};

bool isMemory(const Variable &V) { return V.isArray || V.isPointer; }

/// An array one loop writes and the other uses (the first found), or null.
const Variable *passedBetween(const LoopNest &A, const LoopNest &B) {
  for (const Variable &VA : A.vars) {
    if (!isMemory(VA) || !(VA.readInLoop || VA.writtenInLoop))
      continue;
    for (const Variable &VB : B.vars) {
      if (VB.decl != VA.decl || !(VB.readInLoop || VB.writtenInLoop))
        continue;
      if (VA.writtenInLoop || VB.writtenInLoop)
        return &VB;
    }
  }
  return nullptr;
}

} // namespace

void keepPartnersOnHost(std::vector<LoopNest> &Loops, ASTContext &Ctx) {
  Enclosing Around(Ctx);
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<std::set<const Stmt *>> All(Loops.size());
  for (size_t I = 0; I < Loops.size(); ++I)
    if (Loops[I].offload && Loops[I].directive)
      All[I] = Around.loops(Loops[I].directive, Loops[I].function, false);

  std::vector<bool> Done(Loops.size(), false); // host loops already paired
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (size_t H = 0; H < Loops.size(); ++H) {
      if (Loops[H].offload || Done[H] || !Loops[H].directive)
        continue;
      Done[H] = true;
      std::set<const Stmt *> Inner =
          Around.loops(Loops[H].directive, Loops[H].function, true);
      if (Inner.empty())
        continue;
      for (size_t O = 0; O < Loops.size(); ++O) {
        if (!Loops[O].offload)
          continue;
        const Stmt *Shared = nullptr;
        for (const Stmt *L : Inner)
          if (All[O].count(L))
            Shared = L;
        if (!Shared)
          continue;
        const Variable *V = passedBetween(Loops[H], Loops[O]);
        if (!V)
          continue;
        Loops[O].reject(
            "it passes '" + V->name + "' to or from the loop at line " +
            std::to_string(lineOf(Loops[H].directive->getBeginLoc(), SM)) +
            ", which stays on the host, in every iteration of the loop at line " +
            std::to_string(lineOf(Shared->getBeginLoc(), SM)) +
            ": on the device, '" + V->name +
            "' would cross the bus each iteration (-fno-host-affinity offloads it)");
        Changed = true;
      }
    }
  }
}

} // namespace omp2ocl
