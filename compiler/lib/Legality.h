//===- Legality.h - may this loop run as an OpenCL kernel? ----------------===//
#ifndef OMP2OCL_LEGALITY_H
#define OMP2OCL_LEGALITY_H

#include "LoopModel.h"

namespace clang {
class ASTContext;
}

namespace omp2ocl {

/// Rejects `N` (with the precise reason) when its body or a function it calls
/// does something a kernel cannot: I/O and other calls without a body,
/// OpenMP constructs other than atomic/flush, goto, types OpenCL lacks...
void checkLegality(LoopNest &N, clang::ASTContext &Ctx);

/// The OpenCL built-in for a C library math function, or "" if none.
std::string openclMathBuiltin(const std::string &CName);

} // namespace omp2ocl

#endif
