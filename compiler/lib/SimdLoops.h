//===- SimdLoops.h - `omp simd` loops that run inside other loops --------===//
#ifndef OMP2OCL_SIMDLOOPS_H
#define OMP2OCL_SIMDLOOPS_H

#include <string>
#include <utility>
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
/// running them in order is one way of running it. Its clauses describe the
/// lanes' copies, and in order the variables themselves give the same
/// values: reductions and lastprivate do; private variables get their own
/// declaration in a block around the loop (SimdPrivates.cpp, a source
/// preparation), as do iterators declared outside it; a linear variable
/// must be advanced by its step once per iteration, and an iterator
/// declared outside the loop must not be read after it (where it keeps its
/// value when the loop runs no iteration): otherwise the loop stays a
/// directive (whySimdKept), and a loop holding it stays on the host. The
/// host code keeps the pragma (it is source text). A simd loop directly in
/// a parallel region or in main's own statements stays a directive: the
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

/// Every unwrapped loop with its directive (source order not kept).
std::vector<std::pair<const clang::Stmt *, const clang::OMPExecutableDirective *>>
unwrappedSimdLoops();

/// Why a simd loop inside a loop or helper stays a directive (its linear
/// clause, or an iterator read after it), or "".
std::string whySimdKept(const clang::OMPExecutableDirective *D);

/// The variables the unwrapped simd loop S needs declared in a block
/// around it and does not have yet: its private variables and the
/// iterators declared outside it (SimdPrivates.cpp declares them; until
/// then a kernel holding S cannot run it in order).
std::vector<const clang::VarDecl *> simdPrivatesPending(const clang::Stmt *S,
                                                       clang::ASTContext &Ctx);

/// S, or the directive it was unwrapped from: the statement as written.
const clang::Stmt *asWritten(const clang::Stmt *S);

} // namespace omp2ocl

#endif
