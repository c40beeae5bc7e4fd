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
};

} // namespace omp2ocl

#endif
