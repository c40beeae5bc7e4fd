//===- LaunchCounts.h - how often each kernel is launched, estimated ------===//
//
// The features of the device-selection model describe a whole run, so each
// kernel's counts are weighted by how often its loop runs: the product of
// the trip counts of the sequential host loops around it (in its function,
// then around the calls of that function, summed over call paths). A trip
// count is a host expression evaluated when the mode is decided, where it
// can be; otherwise it counts as the features' unknown trip count.
//
//===----------------------------------------------------------------------===//
#ifndef OMP2OCL_LAUNCHCOUNTS_H
#define OMP2OCL_LAUNCHCOUNTS_H

#include "LoopModel.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class VarDecl;
} // namespace clang

namespace omp2ocl {

/// The trip count of one sequential loop around a launch.
struct TripFactor {
  /// `omp2ocl_trips(lo, hi, step, incl)` as host C text over `decls`, or ""
  /// when the count is unknown (while loops, bounds with side effects or
  /// written in the loop, non-canonical loops).
  std::string text;
  std::set<const clang::VarDecl *> decls;
  /// Offloaded loops (LoopNest::id) whose launch code can evaluate `text`
  /// in its own scope: those in the loop's body in the same function, when
  /// nothing there redeclares or writes the variables it reads. Empty for a
  /// loop around a call (its function's locals are out of reach); file-scope
  /// variables are evaluated anywhere.
  std::set<int> evaluableAt;
  /// The loop's iterator, and `omp2ocl_loop_mean(lo, hi, step, incl)` over
  /// `decls`: its mean over the iterations. Both set, with `text`, only for
  /// a loop in the launch's own function: a kernel whose bounds read the
  /// iterator (a triangular nest) is counted with the iterator at that mean.
  const clang::VarDecl *iv = nullptr;
  std::string meanText;
};

/// One call path from an offloaded loop out to a function nobody in the unit
/// calls: the loops around it, innermost first.
using LaunchPath = std::vector<TripFactor>;

/// Per offloaded loop (LoopNest::id): its call paths (at least one; at most
/// a few dozen, the rest are dropped). The estimate is the sum over paths of
/// the product of their factors.
std::map<int, std::vector<LaunchPath>>
estimateLaunches(const std::vector<LoopNest> &Loops, clang::ASTContext &Ctx);

} // namespace omp2ocl

#endif
