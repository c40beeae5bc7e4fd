//===- Affine.h - affine forms of subscripts and loop bounds --------------===//
#ifndef OMP2OCL_AFFINE_H
#define OMP2OCL_AFFINE_H

#include <cstdint>
#include <map>
#include <set>
#include <string>

namespace clang {
class Expr;
class ValueDecl;
class ASTContext;
} // namespace clang

namespace omp2ocl {

/// c0 + sum(coeff[v] * v) over integer variables v (loop iterators and
/// loop-invariant scalars alike).
struct AffineExpr {
  bool valid = false;
  int64_t constant = 0;
  std::map<const clang::ValueDecl *, int64_t> coeffs;

  int64_t coeffOf(const clang::ValueDecl *V) const {
    auto It = coeffs.find(V);
    return It == coeffs.end() ? 0 : It->second;
  }
  bool dependsOn(const clang::ValueDecl *V) const { return coeffOf(V) != 0; }
  bool operator==(const AffineExpr &O) const {
    return valid && O.valid && constant == O.constant && coeffs == O.coeffs;
  }
  std::string str() const;
  /// The form as host C over the variables it names, each read as `long`
  /// (for launch code evaluating it).
  std::string hostText() const;
};

/// The affine form of `E` in the integer variables it references, or an
/// invalid form when E is not affine (products of variables, calls, loads).
AffineExpr buildAffine(const clang::Expr *E, const clang::ASTContext &Ctx);

/// Forms built directly: the constant C, the variable V, L + K * R, L * K
/// (invalid when an operand is).
AffineExpr constantForm(int64_t C);
AffineExpr symbolForm(const clang::ValueDecl *V);
AffineExpr addForms(const AffineExpr &L, const AffineExpr &R, int64_t K = 1);
AffineExpr scaleForm(const AffineExpr &L, int64_t K);

} // namespace omp2ocl

#endif
