//===- LayoutWishes.h - which array layout a kernel's accesses want -------===//
//
// Global index reordering (one layout per array, voted by every kernel) and
// dynamic index reordering (a layout per kernel) ask the same question of an
// access: which dimensions should go last, second-to-last, ... so that
// neighbouring work-items touch neighbouring elements; and they settle the
// answers of many accesses the same way.
//
//===----------------------------------------------------------------------===//
#ifndef OMP2OCL_LAYOUTWISHES_H
#define OMP2OCL_LAYOUTWISHES_H

#include "Affine.h"
#include "LoopModel.h"

#include <array>
#include <cstdint>
#include <vector>

namespace clang {
class ASTContext;
class Expr;
class ForStmt;
class QualType;
class ValueDecl;
class VarDecl;
} // namespace clang

namespace omp2ocl {

/// One access's wish: dimensions to put last, second-to-last, ... (the
/// subscripts that follow work-item dimensions 0, 1, 2), and its weight.
struct LayoutWish {
  const LoopNest *nest = nullptr;
  std::vector<unsigned> pref;
  uint64_t weight = 1;
  /// The wish of a loop that stays OpenMP on the host (hostAccessWish), not
  /// of a kernel.
  bool host = false;
};

/// The loop variable of each work-item dimension of N (null past its rank).
std::array<const clang::VarDecl *, 3> workItemIterators(const LoopNest &N);

/// The wish of an access with affine subscripts Subs: for dimension 0, 1, 2
/// in turn, the one subscript its iterator appears in; it stops at an
/// iterator in no or several subscripts, or in one already wished for. An
/// empty `pref`: the access does not follow dimension 0 (no wish).
LayoutWish accessWish(const std::array<const clang::VarDecl *, 3> &Iterators,
                      const std::vector<AffineExpr> &Subs);

/// The wish of an access of a loop nest that runs on the CPU: one thread
/// walks the loops around the access from the innermost out, so the
/// subscript the innermost loop moves should be last, the next loop's
/// second-to-last, and so on. Loops the access does not depend on are
/// skipped (it stays in a register or the cache line there); it stops at a
/// loop variable in several subscripts or in one already wished for.
LayoutWish hostAccessWish(const LoopNest &N, const clang::Expr *Access,
                          const std::vector<AffineExpr> &Subs,
                          clang::ASTContext &Ctx);

/// 1, times 4 per sequential loop around the access inside the kernel (not
/// the loops mapped to work-items), at most three levels.
uint64_t accessLoopWeight(const LoopNest &N, const clang::Expr *Access,
                          clang::ASTContext &Ctx);

/// Level by level, the dimension the most weight wants last, then among the
/// wishes that agree so far the one they want next (ties keep a dimension
/// in place); the other dimensions keep their order in front. The result
/// lists the original dimensions in their new order.
std::vector<unsigned> tallyWishes(const std::vector<LayoutWish> &Wishes, unsigned Rank);

/// The variable a `for` loop counts with (`i = ..` or `int i = ..`), or null.
const clang::ValueDecl *forLoopVariable(const clang::ForStmt *F);

/// Extents and element type of a constant array type of rank >= 2.
bool constantArrayShape(clang::QualType T, std::vector<uint64_t> &Extents,
                        clang::QualType &Elem);

} // namespace omp2ocl

#endif
