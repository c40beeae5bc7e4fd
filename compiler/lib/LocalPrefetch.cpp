//===- LocalPrefetch.cpp - shared read-only arrays in local memory --------===//
//
// Safe when: the array is a constant-size object (its extent is its type),
// only read in the kernel, no store in the kernel can reach it (it is a
// distinct object, so only stores to itself could), and every use is a
// complete element access (PrivateCopies.h), so renaming the uses to the
// local copy covers them all. The copy happens before the work-item guard so
// that every work-item of the group reaches the barrier.
//
//===----------------------------------------------------------------------===//
#include "LocalPrefetch.h"
#include "PrivateCopies.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/StmtOpenMP.h"

using namespace clang;

namespace omp2ocl {

void prefetchToLocal(std::vector<LoopNest> &Loops, RemarkEmitter &Remarks,
                     ASTContext &Ctx) {
  for (LoopNest &N : Loops) {
    if (!N.offload)
      continue;
    uint64_t Used = 0;
    for (const Variable &V : N.vars) {
      if (V.kind != VarKind::Buffer || V.writtenInLoop || V.accesses.empty())
        continue;
      // Shared by the group: some access does not follow the work-item.
      bool Shared = false;
      for (const Access &A : V.accesses) {
        bool Follows = false;
        for (const AffineExpr &S : A.subscripts)
          for (const ParallelDim &PD : N.dims)
            Follows |= !S.valid || S.dependsOn(PD.iv);
        Shared |= !Follows;
      }
      if (!Shared)
        continue;
      SourceLocation Loc = N.directive->getBeginLoc();
      auto Missed = [&](const std::string &Why) {
        Remarks.missed(Loc, "local-memory prefetch: '" + V.name + "' stays in global memory: " +
                                Why);
      };
      QualType T = V.decl->getType();
      if (!V.isArray || !T->isConstantArrayType()) {
        Missed("its extent is not known at compile time");
        continue;
      }
      uint64_t Bytes = Ctx.getTypeSizeInChars(T).getQuantity();
      if (Used + Bytes > LocalPrefetchLimitBytes) {
        Missed("it is too large for local memory (" + std::to_string(Bytes) + " bytes)");
        continue;
      }
      // A store through a pointer that may point into V (an in-place call)
      // would not reach the copy in local memory.
      bool AliasedStore = false;
      for (const Variable &W : N.vars)
        AliasedStore |= &W != &V && W.isPointer && W.writtenInLoop &&
                        (W.kind == VarKind::Buffer || W.kind == VarKind::InPlace);
      if (AliasedStore) {
        Missed("a store through a pointer may reach it");
        continue;
      }
      bool Replaced = false;
      for (const Access &A : V.accesses)
        Replaced |= N.plan.replaced.count(A.expr) > 0;
      if (Replaced || !onlyElementAccesses(N, V, Ctx)) {
        Missed(Replaced ? "its accesses are already held in registers"
                        : "it is used other than element by element");
        continue;
      }
      QualType E = T;
      while (const ArrayType *AT = Ctx.getAsArrayType(E))
        E = AT->getElementType();
      uint64_t Elements = Bytes / std::max<uint64_t>(1, Ctx.getTypeSizeInChars(E).getQuantity());
      N.plan.localCopies.push_back({V.decl, Elements});
      Used += Bytes;
      Remarks.passed(Loc, "local-memory prefetch: '" + V.name + "' (" + std::to_string(Bytes) +
                              " bytes) read from local memory");
    }
  }
}

} // namespace omp2ocl
