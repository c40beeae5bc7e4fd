//===- LayoutPlan.h - permuted array layouts the printers carry out -------===//
//
// Global index reordering (GlobalIndexReorder.cpp) decides, for whole static
// arrays, a new order of their dimensions. The decision lives here, at unit
// level, because it is not a property of one loop nest: the declaration,
// every access in host code and kernels, and the parameters that receive the
// array all change together. The kernel printer and the host rewriter
// (LayoutRewrite.cpp) consult it; nothing else needs Clang's AST to use it.
//
//===----------------------------------------------------------------------===//
#ifndef OMP2OCL_LAYOUTPLAN_H
#define OMP2OCL_LAYOUTPLAN_H

#include "clang/AST/Type.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class ArraySubscriptExpr;
class DeclaratorDecl;
class DeclRefExpr;
class Expr;
class ParmVarDecl;
class VarDecl;
} // namespace clang

namespace omp2ocl {

struct LayoutPlan {
  /// One reordered array.
  struct Layout {
    const clang::VarDecl *array = nullptr;
    /// order[k] = the original dimension that becomes dimension k.
    std::vector<unsigned> order;
    std::vector<uint64_t> extents; ///< original extent of each dimension
    clang::QualType element;       ///< what a full subscript chain yields
    /// Parameters that only ever receive this array (its points-to class).
    std::vector<const clang::ParmVarDecl *> params;
    /// Dimension names for remarks and dumps (the plain loop variables that
    /// subscript them, else their positions).
    std::vector<std::string> names;

    std::string describe() const; ///< "[k][j][i][m] -> [m][k][j][i]"
  };
  std::vector<Layout> layouts; ///< in source order of the arrays

  bool empty() const { return layouts.empty(); }
  /// The layout an array or a parameter of its class follows, or null.
  const Layout *find(const clang::VarDecl *VD) const;
  void add(Layout L);

  /// The declared type of VD under the plan: the permuted array type for a
  /// reordered array, a pointer to the permuted row for a parameter of its
  /// class, VD's own type otherwise.
  clang::QualType declType(const clang::VarDecl *VD,
                           clang::ASTContext &Ctx) const;

  /// When E is the outermost subscript of a full-rank chain on a reordered
  /// array or a parameter of its class (`u[a][b][c][d]`), its base and the
  /// index expressions in the new order; false otherwise.
  bool fullChain(const clang::Expr *E, const clang::DeclRefExpr *&Base,
                 std::vector<const clang::Expr *> &Indices) const;

private:
  std::map<const clang::VarDecl *, size_t> index;
};

/// Dimensions of a full subscript chain on VD: the array's rank, or for a
/// pointer to an array 1 + the rank of the pointee; 0 for other types.
unsigned subscriptRank(clang::QualType T);

/// The subscript chain ending in E (outermost first) and its base
/// declaration, looking through parentheses and implicit casts; Base is null
/// when the chain does not start at a variable.
const clang::DeclRefExpr *
subscriptChain(const clang::Expr *E, std::vector<const clang::Expr *> &Indices);

/// Names for an array's dimensions in remarks (`[k][j][i][m]`): per
/// dimension the variable its subscripts use most often (Seen[D]: name ->
/// uses), or the dimension numbers when a dimension has none or two share
/// one.
std::vector<std::string>
dimensionNames(const std::vector<std::map<std::string, unsigned>> &Seen);

/// The `[size]` suffixes of a declarator as written, outermost first (for
/// `double (*p)[J][I]` the two after the parenthesis), with `pointerForm`
/// set when the outermost level is a pointer rather than an array.
struct DeclaratorBrackets {
  struct Bracket {
    clang::SourceLocation lbracket, rbracket;
    const clang::Expr *size = nullptr; ///< null for `[]`
  };
  std::vector<Bracket> brackets;
  bool pointerForm = false;
};
DeclaratorBrackets declaratorBrackets(const clang::DeclaratorDecl *D);

} // namespace omp2ocl

#endif
