//===- Options.h - what the user asked the translator for -----------------===//
#ifndef OMP2OCL_OPTIONS_H
#define OMP2OCL_OPTIONS_H

#include <string>

namespace omp2ocl {

struct TranslatorOptions {
  bool remarkPassed = false;  ///< -Rpass=omp2ocl
  bool remarkMissed = false;  ///< -Rpass-missed=omp2ocl
  std::string dumpAfter;      ///< --dump-after=STAGE ("" = none)
  /// Private arrays larger than this live in a global scratch buffer.
  unsigned privateArrayLimitBytes = 16384;

  /// The GPU optimisation passes, in the paper's order; each is on by default
  /// and turned off with `-fno-<name>` (omp2ocl and omp2ocl-cc alike).
  bool loopDistribution = true;    ///< -fno-loop-distribution
  bool loopInterchange = true;     ///< -fno-loop-interchange
  bool globalIndexReorder = true;  ///< -fno-global-index-reorder
  bool dynamicIndexReorder = true; ///< -fno-dynamic-index-reorder
  bool vloadVstore = true;         ///< -fno-vload-vstore
  bool registerPromotion = true;   ///< -fno-register-promotion
  bool localPrefetch = true;       ///< -fno-local-prefetch
  bool privateInterleave = true;   ///< -fno-private-interleave
  bool splitInnerSums = true;      ///< -fno-split-inner-sums
  /// -fassociative-math: floating-point sums the program writes as a
  /// sequential loop may be reassociated (split inner sums of float and
  /// double; integer sums are split without it).
  bool associativeMath = false;
  /// Placement, not a GPU pass: an offloadable loop that passes an array to
  /// or from a loop kept on the host, inside the same sequential loop, stays
  /// on the host too (HostAffinity.cpp).
  bool hostAffinity = true;        ///< -fno-host-affinity
  /// Source preparation, not a GPU pass: members of structs a kernel cannot
  /// take, read once before the loop into locals (HoistMembers.cpp).
  bool hoistMembers = true;        ///< -fno-hoist-members
  /// Source preparation: C99 variable-length arrays indexed through flat
  /// pointers (LinearizeVLA.cpp).
  bool linearizeVLA = true;        ///< -fno-linearize-vla
  /// Source preparation: row tables (`double **a`) read as one flat array
  /// when their rows are evenly spaced (FlattenRowPointers.cpp).
  bool flattenRowPointers = true;  ///< -fno-flatten-row-pointers
  /// Source preparation: arrays a loop body declares past the private
  /// memory limit, declared before the loop and named private
  /// (HoistLoopArrays.cpp).
  bool hoistLoopArrays = true;     ///< -fno-hoist-loop-arrays

  /// Testing (-finject-kernel-fault=NAME): the kernel check finds an error
  /// appended to this kernel's OpenCL C.
  std::string injectKernelFault;

  /// Device-selection model (mlmodel JSON) to embed; "" = the installed default.
  std::string modelFile;
  /// Dynamic index reordering model (mlmodel JSON) to embed in units that
  /// have reordered variants; "" = the installed default, or none.
  std::string layoutModelFile;
};

/// The pass flags as the command line spells them, for --help and the driver.
inline const char *const PassFlagNames[] = {
    "loop-distribution", "loop-interchange", "global-index-reorder",
    "dynamic-index-reorder",
    "vload-vstore",     "register-promotion",   "local-prefetch",
    "private-interleave", "split-inner-sums", "host-affinity",
    "hoist-members", "linearize-vla", "flatten-row-pointers", "hoist-loop-arrays"};

} // namespace omp2ocl

#endif
