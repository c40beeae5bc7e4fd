//===- Remarks.cpp --------------------------------------------------------===//
#include "Remarks.h"

#include "clang/Basic/Diagnostic.h"

using namespace clang;

namespace omp2ocl {

void RemarkEmitter::passed(SourceLocation Loc, const std::string &Text) {
  if (!Passed)
    return;
  unsigned ID = Diags.getCustomDiagID(DiagnosticsEngine::Remark,
                                      "%0 [-Rpass=omp2ocl]");
  Diags.Report(Loc, ID) << Text;
}

void RemarkEmitter::missed(SourceLocation Loc, const std::string &Text) {
  if (!Missed)
    return;
  unsigned ID = Diags.getCustomDiagID(DiagnosticsEngine::Remark,
                                      "%0 [-Rpass-missed=omp2ocl]");
  Diags.Report(Loc, ID) << Text;
}

void RemarkEmitter::warning(SourceLocation Loc, const std::string &Text) {
  unsigned ID = Diags.getCustomDiagID(DiagnosticsEngine::Warning, "%0");
  Diags.Report(Loc, ID) << Text;
}

void RemarkEmitter::error(SourceLocation Loc, const std::string &Text) {
  unsigned ID = Diags.getCustomDiagID(DiagnosticsEngine::Error, "%0");
  Diags.Report(Loc, ID) << Text;
}

} // namespace omp2ocl
