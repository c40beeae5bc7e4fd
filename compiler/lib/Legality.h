//===- Legality.h - may this loop run as an OpenCL kernel? ----------------===//
#ifndef OMP2OCL_LEGALITY_H
#define OMP2OCL_LEGALITY_H

#include "LoopModel.h"

namespace clang {
class ASTContext;
class CallExpr;
}

namespace omp2ocl {

/// Rejects `N` (with the precise reason) when its body or a function it calls
/// does something a kernel cannot: I/O and other calls without a body,
/// OpenMP constructs other than atomic/flush, goto, types OpenCL lacks...
void checkLegality(LoopNest &N, clang::ASTContext &Ctx);

/// The OpenCL built-in for a C library math function, or "" if none.
std::string openclMathBuiltin(const std::string &CName);

/// The OpenCL C text of a call that <math.h>'s constant macros expand to
/// (HUGE_VAL, INFINITY, NAN: __builtin_huge_val(), __builtin_inff(),
/// __builtin_nanf("")), or "" when the call is not one of them.
std::string openclConstantBuiltin(const clang::CallExpr *Call);

} // namespace omp2ocl

#endif
