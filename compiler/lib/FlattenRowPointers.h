//===- FlattenRowPointers.h - row tables read as one flat array ----------===//
#ifndef OMP2OCL_FLATTENROWPOINTERS_H
#define OMP2OCL_FLATTENROWPOINTERS_H

#include "llvm/ADT/StringRef.h"

namespace clang {
class ASTContext;
class OMPExecutableDirective;
class Rewriter;
} // namespace clang

namespace omp2ocl {

class PrepareRemarks;

/// Source preparation: loops indexing a row table (`double **a`,
/// `float *rows[N]`) as `a[i][j]` get a flat copy that indexes one array
/// from row lo with the rows' stride, run when the runtime finds the rows
/// evenly spaced in one allocation; the loop as written runs otherwise.
/// Returns the number of loops edited.
unsigned flattenRowPointers(clang::ASTContext &Ctx, clang::Rewriter &RW, PrepareRemarks &Remarks);

/// True for the runtime's row-table queries the flat copies call
/// (omp2ocl_rows_first, omp2ocl_rows_stride, omp2ocl_even_rows): they read
/// only the host's table of row pointers, and answer alike in every thread.
bool isRowTableQuery(llvm::StringRef Name);

/// True for the loop as written that a flat copy sits beside (the `else`
/// branch): it runs on the host, and says nothing of its own.
bool isRowTableFallback(const clang::OMPExecutableDirective *D, clang::ASTContext &Ctx);

} // namespace omp2ocl

#endif
