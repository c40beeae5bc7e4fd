//===- RegisterPromotion.cpp - repeated accesses held in registers --------===//
#include "MemoryPasses.h"
#include "PrivateCopies.h"

#include "clang/AST/StmtOpenMP.h"

#include <set>

using namespace clang;

namespace omp2ocl {

void promoteRegisters(std::vector<LoopNest> &Loops, RemarkEmitter &Remarks,
                      ASTContext &Ctx) {
  for (LoopNest &N : Loops) {
    if (!N.offload)
      continue;
    std::vector<std::pair<std::string, std::string>> Why;
    std::vector<ElementGroup> Groups = findPrivateCopies(N, Ctx, Why);
    const KernelPlan Saved = N.plan; // see keepAccessesOfSplitSum
    unsigned Promoted = 0, Accesses = 0;
    std::string Names;
    for (const ElementGroup &G : Groups) {
      if (!G.repeated || N.plan.replaced.count(G.accesses.front()->expr))
        continue; // once only, or already a vector lane
      KernelPlan::Slot S;
      S.name = "__r" + std::to_string(N.plan.slots.size());
      S.first = G.accesses.front()->expr;
      S.store = G.written;
      for (const Access *A : G.accesses)
        N.plan.replaced[A->expr] = {(unsigned)N.plan.slots.size(), -1};
      N.plan.slots.push_back(S);
      ++Promoted;
      Accesses += (unsigned)G.accesses.size();
      if (Names.find("'" + G.var->name + "'") == std::string::npos)
        Names += std::string(Names.empty() ? "" : ", ") + "'" + G.var->name + "'";
    }
    if (Promoted && keepAccessesOfSplitSum(N, Saved, "register promotion", Names, Remarks))
      continue;
    if (Promoted)
      Remarks.passed(N.directive->getBeginLoc(),
                     "register promotion: " + std::to_string(Promoted) + " element(s) of " +
                         Names + " kept in registers (" + std::to_string(Accesses) +
                         " accesses)");
    std::set<std::string> Said;
    for (auto &[Var, Reason] : Why)
      if (Said.insert(Var).second)
        Remarks.missed(N.directive->getBeginLoc(),
                       "register promotion: '" + Var + "' stays in global memory: " + Reason);
  }
}

} // namespace omp2ocl
