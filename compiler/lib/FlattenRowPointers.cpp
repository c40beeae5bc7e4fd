//===- FlattenRowPointers.cpp - row tables read as one flat array --------===//
//
// Legacy C keeps matrices as tables of row pointers: `double **a` from an
// `alloc2d` helper (`a[i] = a[0] + i * n`, Numerical Recipes' dmatrix with
// its offset rows, Rodinia kmeans' `float **feature`), or `float *rows[N]`.
// A kernel cannot take a pointer to pointers, so such loops stayed on the
// host. When the rows the loop reaches lie evenly spaced in one allocation,
// `a[i][j]` is the element `(i - lo) * stride + j` of one flat array that
// starts at row lo, and the loop can be written in those terms; whether
// they do is known only at run time. So the loop gets a flat copy beside
// the loop as written:
//
//     { long omp2ocl_rows_a_lo = LO, omp2ocl_rows_a_hi = HI;
//       long omp2ocl_rows_a_st = omp2ocl_rows_stride(a, -1, lo, hi, sizeof(double));
//       double *omp2ocl_rows_a = omp2ocl_even_rows(a, -1, lo, hi, sizeof(double), st);
//     if (omp2ocl_rows_a) {
//     #pragma omp parallel for ...
//       ... omp2ocl_rows_a[((long)(i) - omp2ocl_rows_a_lo) * omp2ocl_rows_a_st + (j)] ...
//     } else {
//     #pragma omp parallel for ...            (the loop as written)
//     } }
//
// The translation proper then sees a pointer with linearised subscripts
// (its extents, transfers and kernels as for any heap array), and the loop
// as written, which stays OpenMP without a remark (isRowTableFallback).
//
// Why the flat copy computes what the loop computes: every row the loop
// reaches is a[e1] for one of its row subscripts e1, whose range [lo, hi]
// comes from the bounds of the loops around the access (loops whose bounds
// do not change in the nest and whose iterators the body does not assign).
// The runtime (omp2ocl_even_rows) reads rows lo..hi, clamped to the table's
// length or registered block, and answers the start of row lo only when each
// is row lo plus (r - lo) * stride elements: then a[e1] + e2 and the flat
// address are the same address, so every access reads and writes the same
// element. Rows in the range the loop does not reach (a guard skips them)
// are only compared; a wrong one sends the run to the loop as written.
//
// Conditions, per table in a loop: every use is a row value `a[e1]` (read,
// then subscripted or handed on as a pointer), never a row or the table
// assigned, incremented or its address taken; the loop does not assign the
// table; e1 is affine in the iterators of loops around the access and in
// variables the loop does not assign; no subscript reads another table;
// nothing in a macro expansion. The loop holds no labels and declares no
// static locals (the copy would duplicate them).
//
//===----------------------------------------------------------------------===//
#include "FlattenRowPointers.h"
#include "Affine.h"
#include "BuildModel.h"
#include "Discover.h"
#include "PrepareEdits.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Rewrite/Core/Rewriter.h"

#include <functional>
#include <map>
#include <set>

using namespace clang;

namespace omp2ocl {

namespace {

const char *const FlatPrefix = "omp2ocl_rows_";

/// The element type T when V is a row table (`T **`, or an array of `T *`),
/// and the table's length when it is an array of constant size (else -1).
QualType rowElementType(const VarDecl *V, ASTContext &Ctx, long &Rows) {
  QualType T = V->getType();
  QualType Row;
  Rows = -1;
  if (auto *PT = T->getAs<PointerType>()) {
    Row = PT->getPointeeType();
  } else if (const ConstantArrayType *CAT = Ctx.getAsConstantArrayType(T)) {
    Row = CAT->getElementType();
    Rows = (long)CAT->getSize().getZExtValue();
  } else {
    return QualType();
  }
  auto *RP = Row->getAs<PointerType>();
  if (!RP)
    return QualType();
  QualType E = RP->getPointeeType();
  if (E->isPointerType() || E->isArrayType() || E->isFunctionType() || E->isVoidType() ||
      E->isIncompleteType() || E.isVolatileQualified())
    return QualType();
  return E;
}

/// One row value the loop reads: `a[e1]`, and the element access
/// `a[e1][e2]` when the row is subscripted at once.
struct RowUse {
  const ArraySubscriptExpr *row = nullptr;
  const ArraySubscriptExpr *element = nullptr;
};

const Stmt *skipParens(const Stmt *P, const Expr *&Cur, ASTContext &Ctx) {
  while (P && isa<ParenExpr>(P)) {
    Cur = cast<Expr>(P);
    P = parentStmt(P, Ctx);
  }
  return P;
}

/// The row value DRE begins, or why it is none.
std::string rowUseOf(const DeclRefExpr *DRE, ASTContext &Ctx, RowUse &U) {
  const Expr *Cur = DRE;
  const Stmt *P = parentStmt(Cur, Ctx);
  while (P && (isa<ImplicitCastExpr>(P) || isa<ParenExpr>(P))) {
    Cur = cast<Expr>(P);
    P = parentStmt(P, Ctx);
  }
  auto *Row = dyn_cast_or_null<ArraySubscriptExpr>(P);
  if (!Row || Row->getBase()->IgnoreParenImpCasts() != DRE)
    return "it is used other than row by row";
  Cur = Row;
  P = skipParens(parentStmt(Row, Ctx), Cur, Ctx);
  auto *Load = dyn_cast_or_null<ImplicitCastExpr>(P);
  if (!Load || Load->getCastKind() != CK_LValueToRValue)
    return "a row pointer is assigned or its address taken";
  U.row = Row;
  Cur = Load;
  P = skipParens(parentStmt(Load, Ctx), Cur, Ctx);
  if (auto *El = dyn_cast_or_null<ArraySubscriptExpr>(P);
      El && El->getBase()->IgnoreParenImpCasts() == Row)
    U.element = El;
  return "";
}

bool inFile(const Expr *E) { return E->getBeginLoc().isFileID() && E->getEndLoc().isFileID(); }

/// `(long)(text)` scaled by K.
std::string scaled(int64_t K, const std::string &Text) {
  std::string T = "(long)(" + Text + ")";
  return K == 1 ? T : "(" + std::to_string(K) + "L * " + T + ")";
}

/// The range of the row subscripts of one table in one loop, as host text.
class RowRange {
public:
  RowRange(const Stmt *Loop, ASTContext &Ctx)
      : Loop(Loop), Ctx(Ctx), Writes(variableWrites(Loop)) {}

  /// Adds the row subscript of U; false (and Why) when its range is unknown.
  bool add(const RowUse &U, std::string &Why) {
    const Expr *E1 = U.row->getIdx();
    AffineExpr A = buildAffine(E1, Ctx);
    if (!A.valid) {
      Why = "a row subscript is not an affine form of loop iterators and invariants";
      return false;
    }
    std::map<const VarDecl *, ParallelDim> Loops;
    if (!enclosingLoops(U.row, Loops, Why))
      return false;
    std::map<const VarDecl *, std::pair<std::string, std::string>> Guards = guardsOf(U.row, Loops);
    // Terms that are not iterators give the group; the constant spreads.
    std::string Lo, Hi, Key;
    for (auto &[V, K] : A.coeffs) {
      auto *VD = dyn_cast<VarDecl>(V);
      if (!VD) {
        Why = "a row subscript names something other than a variable";
        return false;
      }
      auto L = Loops.find(VD);
      std::string Min, Max;
      if (L != Loops.end()) {
        if (!rangeOf(L->second, Min, Max, Why))
          return false;
        // A guard on the way narrows it (`if (i > 0) ... a[i - 1]`): rows
        // the loop never reaches are not read (an unset one would send
        // every run to the loop as written).
        auto G = Guards.find(VD);
        if (G != Guards.end()) {
          if (!G->second.first.empty())
            Min = "(" + G->second.first + " > " + Min + " ? " + G->second.first + " : " + Min + ")";
          if (!G->second.second.empty())
            Max = "(" + G->second.second + " < " + Max + " ? " + G->second.second + " : " + Max +
                  ")";
        }
      } else {
        if (!invariant(VD)) {
          Why = "the row subscript's '" + VD->getNameAsString() + "' changes in the loop";
          return false;
        }
        Min = Max = VD->getNameAsString();
      }
      std::string TL = scaled(K, K > 0 ? Min : Max), TH = scaled(K, K > 0 ? Max : Min);
      Lo += (Lo.empty() ? "" : " + ") + TL;
      Hi += (Hi.empty() ? "" : " + ") + TH;
      Key += TL + "|" + TH + ";";
    }
    auto [It, New] = Groups.try_emplace(Key, Group{Lo, Hi, A.constant, A.constant});
    if (!New) {
      It->second.minConst = std::min(It->second.minConst, A.constant);
      It->second.maxConst = std::max(It->second.maxConst, A.constant);
    }
    return true;
  }

  /// Statements setting LoName and HiName (declared `long` here).
  std::string text(const std::string &LoName, const std::string &HiName) const {
    std::string S;
    bool First = true;
    for (auto &[Key, G] : Groups) {
      std::string L = withConstant(G.lo, G.minConst), H = withConstant(G.hi, G.maxConst);
      if (First) {
        S += "long " + LoName + " = " + L + ", " + HiName + " = " + H + "; ";
        First = false;
        continue;
      }
      S += LoName + " = " + L + " < " + LoName + " ? " + L + " : " + LoName + "; ";
      S += HiName + " = " + H + " > " + HiName + " ? " + H + " : " + HiName + "; ";
    }
    return S;
  }

private:
  struct Group {
    std::string lo, hi;
    int64_t minConst, maxConst;
  };

  static std::string withConstant(const std::string &T, int64_t C) {
    if (T.empty())
      return "(" + std::to_string(C) + "L)";
    if (C == 0)
      return "(" + T + ")";
    return "(" + T + " + " + std::to_string(C) + "L)";
  }

  bool invariant(const VarDecl *V) const {
    auto W = Writes.find(V);
    return (W == Writes.end() || !W->second) && !declaredWithin(V, Loop, Ctx);
  }

  /// The loops around Row inside the candidate (the candidate's own loop
  /// included), by iterator, with the access in their bodies.
  bool enclosingLoops(const Stmt *Row, std::map<const VarDecl *, ParallelDim> &Out,
                      std::string &Why) {
    const Stmt *Child = Row;
    for (const Stmt *P = parentStmt(Row, Ctx); P; Child = P, P = parentStmt(P, Ctx)) {
      if (auto *F = dyn_cast<ForStmt>(P)) {
        if (Child != F->getBody()) {
          Why = "a row is read in a loop header";
          return false;
        }
        ParallelDim D;
        if (readCanonicalLoop(F, D, Ctx).empty())
          Out.emplace(D.iv, D);
      }
      if (P == Loop)
        return true;
    }
    Why = "a row is read outside the loop";
    return false;
  }

  /// Bounds on the iterators that the conditions on the way from Row to
  /// the loop guarantee where Row is read: [lowest, highest] text per
  /// iterator ("" where none).
  std::map<const VarDecl *, std::pair<std::string, std::string>>
  guardsOf(const Stmt *Row, const std::map<const VarDecl *, ParallelDim> &Loops) {
    std::map<const VarDecl *, std::pair<std::string, std::string>> Out;
    auto Note = [&](const Expr *C, bool Holds, const Stmt *Guarded) {
      std::vector<const Expr *> Parts;
      splitCondition(C, Holds, Parts);
      // A variable the guarded statements assign (`if (k > 0) for (k = 0;
      // ...)`) holds other values at the access: the guard bounds it not.
      std::set<const VarDecl *> Assigned;
      for (auto &[V, Count] : variableWrites(Guarded))
        if (Count)
          Assigned.insert(V);
      for (const Expr *P : Parts)
        noteComparison(P, Holds, Loops, Assigned, Out);
    };
    const Stmt *Child = Row;
    for (const Stmt *P = parentStmt(Row, Ctx); P && Child != Loop;
         Child = P, P = parentStmt(P, Ctx)) {
      if (auto *If = dyn_cast<IfStmt>(P)) {
        if (Child == If->getThen() || Child == If->getElse())
          Note(If->getCond(), Child == If->getThen(), Child);
      } else if (auto *CO = dyn_cast<ConditionalOperator>(P)) {
        if (Child == CO->getTrueExpr() || Child == CO->getFalseExpr())
          Note(CO->getCond(), Child == CO->getTrueExpr(), Child);
      } else if (auto *BO = dyn_cast<BinaryOperator>(P)) {
        if (BO->getOpcode() == BO_LAnd && Child == BO->getRHS())
          Note(BO->getLHS(), true, Child);
        if (BO->getOpcode() == BO_LOr && Child == BO->getRHS())
          Note(BO->getLHS(), false, Child);
      }
    }
    return Out;
  }

  /// The comparisons that hold when C has the truth value Holds: the
  /// operands of `&&` when it holds, of `||` when it fails.
  static void splitCondition(const Expr *C, bool Holds, std::vector<const Expr *> &Out) {
    C = C->IgnoreParenImpCasts();
    if (auto *BO = dyn_cast<BinaryOperator>(C))
      if ((Holds && BO->getOpcode() == BO_LAnd) || (!Holds && BO->getOpcode() == BO_LOr)) {
        splitCondition(BO->getLHS(), Holds, Out);
        splitCondition(BO->getRHS(), Holds, Out);
        return;
      }
    Out.push_back(C);
  }

  /// `k * iv + rest OP 0` from a comparison C (negated when !Holds), k =
  /// +-1 and rest invariant: a bound on iv.
  void noteComparison(const Expr *C, bool Holds,
                      const std::map<const VarDecl *, ParallelDim> &Loops,
                      const std::set<const VarDecl *> &Assigned,
                      std::map<const VarDecl *, std::pair<std::string, std::string>> &Out) {
    auto *BO = dyn_cast<BinaryOperator>(C);
    if (!BO || !BO->isRelationalOp())
      return;
    // In unsigned arithmetic `i - 3 >= 0u` always holds: only comparisons
    // made in a signed type are read as bounds.
    if (!BO->getLHS()->getType()->isSignedIntegerType())
      return;
    BinaryOperatorKind Op = BO->getOpcode();
    if (!Holds)
      Op = BinaryOperator::negateComparisonOp(Op);
    AffineExpr L = buildAffine(BO->getLHS(), Ctx), R = buildAffine(BO->getRHS(), Ctx);
    if (!L.valid || !R.valid)
      return;
    AffineExpr D = addForms(L, R, -1); // D OP 0
    const VarDecl *Iv = nullptr;
    int64_t K = 0;
    for (auto &[V, C] : D.coeffs) {
      auto *VD = dyn_cast<VarDecl>(V);
      if (!VD || C == 0)
        continue;
      if (Loops.count(VD)) {
        if (Iv)
          return; // two iterators
        Iv = VD;
        K = C;
      } else if (!invariant(VD)) {
        return;
      }
    }
    if (!Iv || (K != 1 && K != -1) || Assigned.count(Iv))
      return;
    D.coeffs.erase(Iv);
    // K * iv + rest OP 0: iv OP' -rest (K = 1), or -rest OP'' iv (K = -1).
    if (K == -1)
      Op = BinaryOperator::reverseComparisonOp(Op);
    std::string Rest = K == 1 ? "-(" + D.hostText() + ")" : "(" + D.hostText() + ")";
    auto &[Lo, Hi] = Out[Iv];
    switch (Op) {
    case BO_GT: Lo = "(" + Rest + " + 1L)"; break;
    case BO_GE: Lo = "(" + Rest + ")"; break;
    case BO_LT: Hi = "(" + Rest + " - 1L)"; break;
    case BO_LE: Hi = "(" + Rest + ")"; break;
    default: break;
    }
  }

  bool boundOk(const Expr *B) const {
    std::set<const VarDecl *> Vars;
    if (!hostDecls(B, Ctx, Vars))
      return false;
    for (const VarDecl *V : Vars)
      if (!invariant(V))
        return false;
    return true;
  }

  bool rangeOf(const ParallelDim &D, std::string &Min, std::string &Max, std::string &Why) {
    auto W = variableWrites(D.loop->getBody());
    if (W.count(D.iv) && W[D.iv]) {
      Why = "the body of loop '" + D.iv->getNameAsString() + "' assigns its iterator";
      return false;
    }
    if (!boundOk(D.lower) || !boundOk(D.upper)) {
      Why = "the bounds of loop '" + D.iv->getNameAsString() + "' change in the loop";
      return false;
    }
    std::string L = "(long)(" + sourceText(D.lower, Ctx) + ")";
    std::string U = "(long)(" + sourceText(D.upper, Ctx) + ")";
    std::string Last = D.upperInclusive ? U : U + (D.step > 0 ? " - 1L" : " + 1L");
    Min = D.step > 0 ? L : Last;
    Max = D.step > 0 ? Last : L;
    return true;
  }

  const Stmt *Loop;
  ASTContext &Ctx;
  std::map<const VarDecl *, unsigned> Writes;
  std::map<std::string, Group> Groups;
};

/// A statement the flat copy would duplicate wrongly: a label (defined
/// twice in the function) or a static local (two objects).
bool duplicatesBadly(const Stmt *S) {
  return containsKind(S, [](const Stmt *X) {
    if (isa<LabelStmt>(X))
      return true;
    if (auto *DS = dyn_cast<DeclStmt>(X))
      for (const Decl *D : DS->decls())
        if (auto *VD = dyn_cast<VarDecl>(D); VD && VD->isStaticLocal())
          return true;
    return false;
  });
}

/// The runtime's two functions, declared once at the top of the file for
/// the parses to come (the host code the translation prints includes the
/// runtime's header instead: PrepareEdits.h strips the line).
void declareRowRuntime(ASTContext &Ctx, Rewriter &RW, bool &Done) {
  if (Done || Ctx.Idents.find("omp2ocl_even_rows") != Ctx.Idents.end())
    return;
  Done = true;
  const SourceManager &SM = Ctx.getSourceManager();
  RW.InsertTextBefore(SM.getLocForStartOfFile(SM.getMainFileID()),
                      preparedDeclarations(
                          "long omp2ocl_rows_first(const void *, long, long, long); "
                          "long omp2ocl_rows_stride(const void *, long, long, long, "
                          "__SIZE_TYPE__); void *omp2ocl_even_rows(const void *, long, long, "
                          "long, __SIZE_TYPE__, long);"));
}

} // namespace

bool isRowTableQuery(llvm::StringRef Name) {
  return Name == "omp2ocl_rows_first" || Name == "omp2ocl_rows_stride" ||
         Name == "omp2ocl_even_rows";
}

bool isRowTableFallback(const OMPExecutableDirective *D, ASTContext &Ctx) {
  const Stmt *Child = D;
  for (const Stmt *P = parentStmt(D, Ctx); P; Child = P, P = parentStmt(P, Ctx)) {
    if (auto *If = dyn_cast<IfStmt>(P)) {
      if (Child != If->getElse())
        return false;
      bool Flat = containsKind(If->getCond(), [](const Stmt *X) {
        auto *DRE = dyn_cast<DeclRefExpr>(X);
        return DRE && DRE->getDecl()->getName().starts_with(FlatPrefix);
      });
      return Flat;
    }
    if (!isa<CompoundStmt>(P))
      return false;
  }
  return false;
}

unsigned flattenRowPointers(ASTContext &Ctx, Rewriter &RW, PrepareRemarks &Remarks) {
  DiscoveredUnit Unit = discoverOpenMP(Ctx);
  LoopEditor Editor(Ctx, RW);
  unsigned Prepared = 0;
  bool Declared = false;
  for (const LoopNest &N : Unit.loops) {
    const OMPExecutableDirective *D = N.directive;
    if (!isa<OMPLoopDirective>(D) || isa<OMPSimdDirective>(D) || isRowTableFallback(D, Ctx))
      continue;
    const Stmt *S = associatedStatement(D);
    if (!S)
      continue;
    // The row tables the loop names, in order of first use.
    struct Table {
      QualType elem;
      long rows = -1;
      std::vector<RowUse> uses;
      std::string bad;
    };
    std::map<const VarDecl *, Table> Tables;
    std::vector<const VarDecl *> Order;
    std::function<void(const Stmt *)> Scan = [&](const Stmt *X) {
      if (!X)
        return;
      if (auto *DRE = dyn_cast<DeclRefExpr>(X))
        if (auto *VD = dyn_cast<VarDecl>(DRE->getDecl()); VD && !declaredWithin(VD, S, Ctx)) {
          long Rows;
          QualType E = rowElementType(VD, Ctx, Rows);
          if (!E.isNull()) {
            auto [It, New] = Tables.try_emplace(VD);
            if (New) {
              It->second.elem = E;
              It->second.rows = Rows;
              Order.push_back(VD);
            }
            Table &T = It->second;
            RowUse U;
            if (T.bad.empty()) {
              T.bad = rowUseOf(DRE, Ctx, U);
              if (T.bad.empty() && (!inFile(U.row) || (U.element && !inFile(U.element))))
                T.bad = "a row is read inside a macro expansion";
              if (T.bad.empty())
                T.uses.push_back(U);
            }
          }
        }
      for (const Stmt *C : subStatements(X))
        Scan(C);
    };
    Scan(S);
    if (Tables.empty())
      continue;
    auto Writes = variableWrites(S);
    std::string Whole;
    if (duplicatesBadly(S))
      Whole = "the loop holds a label or a static local, which a copy would duplicate";
    for (auto &[V, T] : Tables) {
      if (T.bad.empty() && Writes.count(V) && Writes[V])
        T.bad = "the loop assigns the table";
      // A subscript reading a table: its text would be edited twice.
      for (const RowUse &U : T.uses)
        for (const Expr *Sub : {U.row->getIdx(), U.element ? U.element->getIdx() : nullptr})
          if (Sub && Whole.empty())
            for (auto &[W, _] : Tables) {
              std::vector<const DeclRefExpr *> In;
              refsOf(Sub, W, In);
              if (!In.empty())
                Whole = "a subscript reads the row table '" + W->getNameAsString() + "'";
            }
    }
    std::map<const VarDecl *, RowRange> Ranges;
    for (auto &[V, T] : Tables) {
      if (!T.bad.empty() || !Whole.empty())
        continue;
      auto &R = Ranges.try_emplace(V, S, Ctx).first->second;
      for (const RowUse &U : T.uses)
        if (!R.add(U, T.bad))
          break;
    }
    bool All = Whole.empty();
    for (const VarDecl *V : Order)
      if (!Tables[V].bad.empty() || !Whole.empty()) {
        All = false;
        Remarks.missed(D->getBeginLoc(), "row table '" + V->getNameAsString() +
                                             "' not indexed as a flat array: " +
                                             (Whole.empty() ? Tables[V].bad : Whole));
      }
    // A default clause other than shared (none, private, firstprivate)
    // would not give the copy's new variables the shared values they hold:
    // they are named shared on the directive's line.
    bool NameShared = defaultNotShared(D);
    SourceLocation PragmaEnd = NameShared ? endOfPragmaLine(D, Ctx.getSourceManager())
                                          : SourceLocation();
    if (All && NameShared && PragmaEnd.isInvalid()) {
      All = false;
      Remarks.missed(D->getBeginLoc(), "row tables not indexed as flat arrays: the loop has "
                                       "a default clause, and its directive is not a plain "
                                       "'#pragma' line a shared clause can be added to");
    }
    // Every table flat or none: one left as a table keeps the copy on the
    // host anyway.
    if (!All || !Editor.canEdit(D))
      continue;
    std::string SharedVars;
    std::string Decls, Cond, Names;
      for (const VarDecl *V : Order) {
      const Table &T = Tables[V];
      std::string Table = V->getNameAsString();
      std::string Flat = Editor.freshName(FlatPrefix + Table);
      std::string Lo = Editor.freshName(Flat + "_lo"), Hi = Editor.freshName(Flat + "_hi");
      std::string St = Editor.freshName(Flat + "_st");
      // (types by __typeof__: an anonymous struct has no name to print)
      std::string Row = "__typeof__((" + Table + ")[0])";
      std::string Head = "(const void *)(" + Table + "), " + std::to_string(T.rows) + "L, " + Lo +
                         ", " + Hi;
      std::string Args = Head + ", sizeof(**(" + Table + "))";
      Decls += Ranges.at(V).text(Lo, Hi);
      // The flat array starts at the first row the table holds: lo clamped
      // as the runtime's checks clamp it (a row before the table the guards
      // did not rule out is never read).
      Decls += Lo + " = omp2ocl_rows_first(" + Head + "); ";
      Decls += "long " + St + " = omp2ocl_rows_stride(" + Args + "); ";
      Decls += Row + " " + Flat + " = (" + Row + ")omp2ocl_even_rows(" + Args + ", " + St + "); ";
      Cond += (Cond.empty() ? "" : " && ") + Flat;
      SharedVars += (SharedVars.empty() ? "" : ", ") + Flat + ", " + Lo + ", " + St;
      Names += std::string(Names.empty() ? "" : ", ") + "'" + Table + "'";
      for (const RowUse &U : T.uses) {
        std::string Offset = "((long)(" + sourceText(U.row->getIdx(), Ctx) + ") - " + Lo +
                             ") * " + St;
        if (U.element)
          RW.ReplaceText(CharSourceRange::getTokenRange(U.element->getSourceRange()),
                         Flat + "[" + Offset + " + (" +
                             sourceText(U.element->getIdx(), Ctx) + ")]");
        else
          RW.ReplaceText(CharSourceRange::getTokenRange(U.row->getSourceRange()),
                         "(" + Flat + " + " + Offset + ")");
      }
    }
    if (NameShared)
      RW.InsertTextAfter(PragmaEnd, " shared(" + SharedVars + ")");
    Editor.wrapWithFallback(D, Decls, Cond);
    declareRowRuntime(Ctx, RW, Declared);
    Remarks.passed(D->getBeginLoc(),
                   std::string(Order.size() > 1 ? "row tables " : "row table ") + Names +
                       (Order.size() > 1 ? " indexed as flat arrays" : " indexed as a flat array") +
                       ": a copy of the loop runs so when the rows are evenly spaced in one "
                       "allocation (checked each time the loop starts); otherwise the loop as "
                       "written runs (OpenMP)");
    ++Prepared;
  }
  return Prepared;
}

} // namespace omp2ocl
