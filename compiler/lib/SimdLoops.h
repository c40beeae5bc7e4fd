//===- SimdLoops.h - `omp simd` loops that run inside other loops --------===//
#ifndef OMP2OCL_SIMDLOOPS_H
#define OMP2OCL_SIMDLOOPS_H

#include <vector>

namespace clang {
class ASTContext;
class OMPExecutableDirective;
class Stmt;
class VarDecl;
} // namespace clang

namespace omp2ocl {

/// Replaces, in the AST, each `#pragma omp simd` loop that runs inside
/// another loop (a parallel loop's inner loop) or in a function other than
/// main (a helper a kernel may call) by its plain loop, so that every later
/// stage reads it as the loop it is. A simd loop shares no iterations among
/// threads: it means its iterations may also run in lockstep, and a work-item
/// running them in order is one way of running it; its clauses (reduction,
/// linear, private, lastprivate, safelen, aligned ...) describe the lanes'
/// copies, and in order the variables themselves give the same values. The
/// host code keeps the pragma (it is source text). A simd loop directly in a
/// parallel region or in main's own statements stays a directive: the
/// remark on it says why it is not a kernel. Returns the number unwrapped.
/// Entries from an earlier parse are forgotten first: call once per AST.
unsigned unwrapNestedSimdLoops(clang::ASTContext &Ctx);

/// The simd loops unwrapped in a function's own statements (outside its
/// loops): each still runs as written, in whatever thread or work-item
/// calls the function, which its remark says.
const std::vector<const clang::OMPExecutableDirective *> &simdLoopsOutsideLoops();

/// The `omp simd` directive whose loop S was before unwrapNestedSimdLoops,
/// or null: text inserted before S goes before the directive's line.
const clang::OMPExecutableDirective *unwrappedSimdDirective(const clang::Stmt *S);

/// True when S was a simd loop with `reduction(+: V)`: its program allows
/// the sum of V to be reassociated (lanes add partial sums).
bool simdSumMayReassociate(const clang::Stmt *S, const clang::VarDecl *V);

/// S, or the directive it was unwrapped from: the statement as written.
const clang::Stmt *asWritten(const clang::Stmt *S);

} // namespace omp2ocl

#endif
