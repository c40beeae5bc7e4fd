//===- KernelEmitter.h - OpenCL C for an offloaded loop nest --------------===//
#ifndef OMP2OCL_KERNELEMITTER_H
#define OMP2OCL_KERNELEMITTER_H

#include "CLTypes.h"
#include "LayoutPlan.h"
#include "LoopModel.h"
#include "Options.h"

namespace clang {
class ASTContext;
}

namespace omp2ocl {

/// Prints N's kernel (and clones of the functions it calls, one per
/// combination of pointer address spaces) into N.kernelSource and fills
/// N.params. Rejects N when something cannot be spelled in OpenCL C.
/// Arrays in `Layout` (and parameters of their classes) are declared and
/// subscripted in their permuted layout.
void emitKernel(LoopNest &N, clang::ASTContext &Ctx,
                const TranslatorOptions &Opts, CLTypePrinter &UnitTypes,
                const LayoutPlan &Layout);

/// `a OP b` for a reduction operator, valid in C and OpenCL C.
std::string combineExpr(ReductionOp Op, const std::string &A,
                        const std::string &B);

/// What every unit's OpenCL source starts with (extensions, atomics helpers).
std::string kernelPrelude();

} // namespace omp2ocl

#endif
