//===- Affine.cpp - affine forms of integer expressions -------------------===//
#include "Affine.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"

#include <sstream>

using namespace clang;

namespace omp2ocl {

std::string AffineExpr::hostText() const {
  std::string S;
  for (auto &[Sym, C] : coeffs) {
    std::string Term = "(long)(" + Sym->getNameAsString() + ")";
    if (C == 1)
      S += S.empty() ? Term : " + " + Term;
    else if (C == -1)
      S += S.empty() ? "-" + Term : " - " + Term;
    else
      S += (S.empty() ? "" : " + ") + std::to_string(C) + "L * " + Term;
  }
  if (constant != 0 || S.empty())
    S += (S.empty() ? "" : " + ") + std::string("(") + std::to_string(constant) + "L)";
  return S;
}

std::string AffineExpr::str() const {
  if (!valid)
    return "<non-affine>";
  std::ostringstream OS;
  bool First = true;
  for (auto &[V, C] : coeffs) {
    if (C == 0)
      continue;
    if (!First)
      OS << (C < 0 ? " - " : " + ");
    else if (C < 0)
      OS << "-";
    int64_t A = C < 0 ? -C : C;
    if (A != 1)
      OS << A << "*";
    OS << V->getName().str();
    First = false;
  }
  if (First)
    OS << constant;
  else if (constant)
    OS << (constant < 0 ? " - " : " + ") << (constant < 0 ? -constant : constant);
  return OS.str();
}

static AffineExpr invalid() { return AffineExpr(); }

AffineExpr constantForm(int64_t C) {
  AffineExpr A;
  A.valid = true;
  A.constant = C;
  return A;
}

AffineExpr symbolForm(const ValueDecl *V) {
  AffineExpr A;
  A.valid = true;
  A.coeffs[V] = 1;
  return A;
}

AffineExpr addForms(const AffineExpr &L, const AffineExpr &R, int64_t K) {
  if (!L.valid || !R.valid)
    return invalid();
  AffineExpr A = L;
  A.constant += K * R.constant;
  for (auto &[V, C] : R.coeffs) {
    A.coeffs[V] += K * C;
    if (A.coeffs[V] == 0)
      A.coeffs.erase(V);
  }
  return A;
}

AffineExpr scaleForm(const AffineExpr &L, int64_t K) {
  if (!L.valid)
    return invalid();
  AffineExpr A;
  A.valid = true;
  A.constant = L.constant * K;
  if (K != 0)
    for (auto &[V, C] : L.coeffs)
      A.coeffs[V] = C * K;
  return A;
}

AffineExpr buildAffine(const Expr *E, const ASTContext &Ctx) {
  if (!E)
    return invalid();
  E = E->IgnoreParens();
  if (auto *Cast = dyn_cast<CastExpr>(E); Cast && (isa<ImplicitCastExpr>(E) ||
                                                   isa<CStyleCastExpr>(E))) {
    // Integer widening of an affine value keeps it affine; so does a
    // conversion between int and long (indices stay far from 2^31). One to
    // a type of fewer than 32 bits wraps (`ring[(unsigned char)(i + head)]`
    // walks 200..255 then 0..43), so it is no affine form.
    QualType To = Cast->getType(), From = Cast->getSubExpr()->getType();
    if (!To->isIntegerType() || !From->isIntegerType())
      return invalid();
    if (Ctx.getTypeSize(To) < 32 && Ctx.getTypeSize(To) < Ctx.getTypeSize(From))
      return invalid();
    if (To->isBooleanType())
      return invalid();
    if (Ctx.getTypeSize(To) < 32 && Ctx.getTypeSize(To) == Ctx.getTypeSize(From) &&
        To->isUnsignedIntegerType() != From->isUnsignedIntegerType())
      return invalid();
    return buildAffine(Cast->getSubExpr(), Ctx);
  }
  if (!E->getType()->isIntegerType())
    return invalid();
  if (!E->isValueDependent()) {
    Expr::EvalResult R;
    if (E->EvaluateAsInt(R, Ctx))
      return constantForm(R.Val.getInt().getExtValue());
  }
  if (auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (isa<VarDecl>(DRE->getDecl()))
      return symbolForm(DRE->getDecl());
    return invalid();
  }
  if (auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->getOpcode() == UO_Minus)
      return scaleForm(buildAffine(UO->getSubExpr(), Ctx), -1);
    if (UO->getOpcode() == UO_Plus)
      return buildAffine(UO->getSubExpr(), Ctx);
    return invalid();
  }
  if (auto *BO = dyn_cast<BinaryOperator>(E)) {
    AffineExpr L = buildAffine(BO->getLHS(), Ctx);
    AffineExpr R = buildAffine(BO->getRHS(), Ctx);
    switch (BO->getOpcode()) {
    case BO_Add:
      return addForms(L, R, 1);
    case BO_Sub:
      return addForms(L, R, -1);
    case BO_Mul:
      if (L.valid && L.coeffs.empty())
        return scaleForm(R, L.constant);
      if (R.valid && R.coeffs.empty())
        return scaleForm(L, R.constant);
      return invalid();
    default:
      return invalid();
    }
  }
  return invalid();
}

} // namespace omp2ocl
