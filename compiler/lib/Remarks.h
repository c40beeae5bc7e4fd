//===- Remarks.h - Clang-style remarks of the translator's decisions ------===//
#ifndef OMP2OCL_REMARKS_H
#define OMP2OCL_REMARKS_H

#include "clang/Basic/SourceLocation.h"
#include <string>

namespace clang {
class DiagnosticsEngine;
}

namespace omp2ocl {

/// Prints `file:line:col: remark: <text> [-Rpass=omp2ocl]` through Clang's
/// diagnostics engine, so locations and colours follow Clang's conventions.
class RemarkEmitter {
public:
  RemarkEmitter(clang::DiagnosticsEngine &Diags, bool Passed, bool Missed)
      : Diags(Diags), Passed(Passed), Missed(Missed) {}
  void passed(clang::SourceLocation Loc, const std::string &Text);
  void missed(clang::SourceLocation Loc, const std::string &Text);
  void warning(clang::SourceLocation Loc, const std::string &Text);
  void error(clang::SourceLocation Loc, const std::string &Text);

private:
  clang::DiagnosticsEngine &Diags;
  bool Passed, Missed;
};

} // namespace omp2ocl

#endif
