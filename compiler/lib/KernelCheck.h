//===- KernelCheck.h - the generated OpenCL C must compile -----------------===//
#ifndef OMP2OCL_KERNELCHECK_H
#define OMP2OCL_KERNELCHECK_H

#include "LoopModel.h"

#include <string>
#include <vector>

namespace omp2ocl {

/// An error Clang reports for OpenCL C source: its line (1-based) and text.
struct OpenCLError {
  unsigned line = 0;
  std::string message;
};

/// Compiles Source as OpenCL C 1.2 with Clang's front end (syntax and
/// semantics, no code generation). True when it could run; Errors holds what
/// it rejected.
bool compileOpenCL(const std::string &Source, std::vector<OpenCLError> &Errors,
                   std::string &Failure);

/// Compiles the unit's kernel source, Head (the prelude and the record
/// types) followed by each offloaded loop's kernel and dynamic-layout
/// variant, and keeps on the host, with the error as the reason, every loop
/// whose kernel does not compile: a device program that fails to build
/// sends every kernel of the unit back to OpenMP at run time. FaultKernel,
/// for tests, names a kernel whose source gets an error appended.
void keepUncompilableOnHost(std::vector<LoopNest> &Loops, const std::string &Head,
                            const std::string &FaultKernel);

} // namespace omp2ocl

#endif
