//===- LinearizeVLA.h - C99 variable-length arrays as flat pointers -------===//
#ifndef OMP2OCL_LINEARIZEVLA_H
#define OMP2OCL_LINEARIZEVLA_H

#include "PrepareEdits.h"

namespace clang {
class ASTContext;
class Rewriter;
} // namespace clang

namespace omp2ocl {

/// Source preparation, before the translation proper: in each OpenMP loop
/// that indexes a C99 variable-length array (a parameter `double A[n][m]`,
/// which is `double (*)[m]`, or a local `double a[n][m]`) only element by
/// element, `A[i][j]` becomes `omp2ocl_A[(long)(i) * (m) + (j)]` through a
/// pointer to the first element declared just before the directive: a
/// kernel declaration cannot say that rows are m long at run time, but a
/// flat pointer with the row length as a value is what the translator
/// handles everywhere. Only when every size is a variable the function
/// never changes (the array's type was fixed when its declaration ran).
/// Same block and `#line` marker as hoistStructMembers(); returns how many
/// loops were prepared.
unsigned linearizeVLAs(clang::ASTContext &Ctx, clang::Rewriter &RW, PrepareRemarks &Remarks);

} // namespace omp2ocl

#endif
