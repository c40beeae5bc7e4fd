//===- Pipeline.h - the translator, one stage after another ---------------===//
#ifndef OMP2OCL_PIPELINE_H
#define OMP2OCL_PIPELINE_H

#include "Options.h"
#include "Remarks.h"
#include <string>

namespace clang {
class ASTContext;
}

namespace omp2ocl {

struct UnitResult {
  std::string hostSource;   ///< NAME.omp2ocl.c
  std::string kernelSource; ///< NAME.omp2ocl.cl
  std::string featuresJson; ///< NAME.omp2ocl.features.json
  unsigned offloaded = 0, kept = 0;
};

/// Before anything reads a new parse: `omp simd` loops inside other loops
/// become their plain loops (SimdLoops.cpp). Call once per AST, first.
void readUnit(clang::ASTContext &Ctx);

/// Stage 0, prepare: source edits the translation proper needs to see in
/// a new parse (struct members read once before a loop, HoistMembers.cpp;
/// variable-length arrays as flat pointers, LinearizeVLA.cpp). Returns true
/// and the edited main file in `Prepared` when there are any; the caller
/// parses `Prepared` in place of the file and prepares again, until nothing
/// changes, then translates.
bool prepareUnit(clang::ASTContext &Ctx, const TranslatorOptions &Opts,
                 RemarkEmitter &Remarks, std::string &Prepared);

/// Translates one parsed translation unit. Returns false on an internal
/// error (reported through Remarks).
bool translateUnit(clang::ASTContext &Ctx, const std::string &UnitName,
                   const TranslatorOptions &Opts, RemarkEmitter &Remarks,
                   UnitResult &Out);

} // namespace omp2ocl

#endif
