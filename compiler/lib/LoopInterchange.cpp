//===- LoopInterchange.cpp - work-item dimension 0 for the coalescing loop -===//
//
// Legality: the loops of a nest's NDRange are all free of loop-carried
// dependences (BuildModel joins a loop into the NDRange only under collapse
// or when the exact separation test proves its iterations independent), so
// any assignment of them to work-item dimensions computes the same result.
// A sequential loop inside the body is never exchanged with a parallel one;
// when such a loop's iterator is what the innermost subscripts follow, the
// pass says so (global index reordering may still help).
//
//===----------------------------------------------------------------------===//
#include "LoopInterchange.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"

#include <algorithm>
#include <map>
#include <numeric>

using namespace clang;

namespace omp2ocl {

void interchangeLoops(std::vector<LoopNest> &Loops, RemarkEmitter &Remarks) {
  for (LoopNest &N : Loops) {
    if (!N.offload)
      continue;
    // How often each variable occurs in the last (and second-to-last)
    // subscript of the buffers' accesses.
    std::map<const ValueDecl *, unsigned> Last, SecondLast;
    unsigned Accesses = 0;
    for (const Variable &V : N.vars) {
      if (V.kind != VarKind::Buffer)
        continue;
      for (const Access &A : V.accesses) {
        if (A.subscripts.empty())
          continue;
        ++Accesses;
        const AffineExpr &L = A.subscripts.back();
        if (L.valid)
          for (auto &[D, C] : L.coeffs)
            if (C != 0)
              ++Last[D];
        if (A.subscripts.size() >= 2) {
          const AffineExpr &S = A.subscripts[A.subscripts.size() - 2];
          if (S.valid)
            for (auto &[D, C] : S.coeffs)
              if (C != 0)
                ++SecondLast[D];
        }
      }
    }
    size_t K = N.dims.size();
    auto Count = [](const std::map<const ValueDecl *, unsigned> &M, const ValueDecl *D) {
      auto It = M.find(D);
      return It == M.end() ? 0u : It->second;
    };
    // Order: most frequent in the innermost subscript first; ties keep the
    // innermost loop first (the default mapping).
    std::vector<size_t> Order(K);
    std::iota(Order.begin(), Order.end(), 0);
    std::reverse(Order.begin(), Order.end());
    std::stable_sort(Order.begin(), Order.end(), [&](size_t A, size_t B) {
      unsigned LA = Count(Last, N.dims[A].iv), LB = Count(Last, N.dims[B].iv);
      if (LA != LB)
        return LA > LB;
      return Count(SecondLast, N.dims[A].iv) > Count(SecondLast, N.dims[B].iv);
    });
    std::vector<int> Mapping(K);
    for (size_t R = 0; R < K; ++R)
      Mapping[Order[R]] = (int)R;
    SourceLocation Loc = N.directive->getBeginLoc();
    if (K > 1 && Mapping != N.ndrangeDimOf) {
      N.ndrangeDimOf = Mapping;
      Remarks.passed(Loc, "loop interchange: '" + N.dims[Order[0]].iv->getNameAsString() +
                              "' on work-item dimension 0 (in the innermost subscript of " +
                              std::to_string(Count(Last, N.dims[Order[0]].iv)) + " of " +
                              std::to_string(Accesses) + " accesses)");
    }
    // A sequential loop's iterator leads the innermost subscripts.
    const ValueDecl *Best = nullptr;
    unsigned BestCount = 0;
    for (auto &[D, C] : Last) {
      bool IsDim = false;
      for (const ParallelDim &PD : N.dims)
        IsDim |= PD.iv == D;
      auto *VD = dyn_cast<VarDecl>(D);
      const Variable *Outside = VD ? N.findVar(VD) : nullptr;
      if (IsDim || (Outside && Outside->kind == VarKind::Value))
        continue; // a parallel dimension, or a loop-invariant value
      if (C > BestCount)
        Best = D, BestCount = C;
    }
    if (Best && BestCount > Count(Last, N.dims[Order[0]].iv))
      Remarks.missed(Loc, "loop interchange: '" + Best->getNameAsString() +
                              "' occurs most in the innermost subscripts (" +
                              std::to_string(BestCount) + " of " + std::to_string(Accesses) +
                              " accesses) but its loop is not one of the parallel loops "
                              "(not perfectly nested, or it carries a dependence)");
  }
}

} // namespace omp2ocl
