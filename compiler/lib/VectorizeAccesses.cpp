//===- VectorizeAccesses.cpp - consecutive accesses as vloadn/vstoren -----===//
#include "MemoryPasses.h"
#include "PrivateCopies.h"

#include "clang/AST/StmtOpenMP.h"

#include <algorithm>
#include <map>

using namespace clang;

namespace omp2ocl {

void vectorizeAccesses(std::vector<LoopNest> &Loops, RemarkEmitter &Remarks,
                       ASTContext &Ctx) {
  for (LoopNest &N : Loops) {
    if (!N.offload)
      continue;
    std::vector<std::pair<std::string, std::string>> Why;
    std::vector<ElementGroup> Groups = findPrivateCopies(N, Ctx, Why);
    const KernelPlan Saved = N.plan; // see keepAccessesOfSplitSum
    // Runs of elements that differ only by the constant of the last
    // subscript.
    std::map<std::string, std::vector<const ElementGroup *>> Rows;
    for (const ElementGroup &G : Groups) {
      if (!G.scalarElement)
        continue;
      std::string Row = G.var->name;
      for (size_t D = 0; D + 1 < G.key.size(); ++D)
        Row += "[" + G.key[D].str() + "]";
      AffineExpr Last = G.key.back();
      Last.constant = 0;
      Row += "[" + Last.str() + " + c]";
      Rows[Row].push_back(&G);
    }
    unsigned Vectors = 0, Lanes = 0;
    std::string Names;
    for (auto &[Row, Members] : Rows) {
      std::sort(Members.begin(), Members.end(), [](const ElementGroup *A, const ElementGroup *B) {
        return A->key.back().constant < B->key.back().constant;
      });
      size_t I = 0;
      while (I < Members.size()) {
        size_t Run = 1;
        while (I + Run < Members.size() &&
               Members[I + Run]->key.back().constant ==
                   Members[I]->key.back().constant + (int64_t)Run)
          ++Run;
        unsigned Width = 16;
        while (Width > 1 && Width > Run)
          Width /= 2;
        if (Width < 2) {
          ++I;
          continue;
        }
        KernelPlan::Slot S;
        S.name = "__v" + std::to_string(N.plan.slots.size());
        S.first = Members[I]->accesses.front()->expr;
        S.width = Width;
        for (unsigned L = 0; L < Width; ++L) {
          const ElementGroup *G = Members[I + L];
          S.store |= G->written;
          for (const Access *A : G->accesses)
            N.plan.replaced[A->expr] = {(unsigned)N.plan.slots.size(), (int)L};
        }
        N.plan.slots.push_back(S);
        ++Vectors;
        Lanes += Width;
        if (Names.find("'" + Members[I]->var->name + "'") == std::string::npos)
          Names += std::string(Names.empty() ? "" : ", ") + "'" + Members[I]->var->name + "'";
        I += Width;
      }
    }
    if (Vectors && keepAccessesOfSplitSum(N, Saved, "vload/vstore", Names, Remarks))
      continue;
    if (Vectors)
      Remarks.passed(N.directive->getBeginLoc(),
                     "vload/vstore: " + std::to_string(Lanes) + " accesses of " + Names +
                         " as " + std::to_string(Vectors) + " vector load(s)/store(s)");
  }
}

} // namespace omp2ocl
