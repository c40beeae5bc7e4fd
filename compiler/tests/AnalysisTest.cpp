//===- AnalysisTest.cpp - unit tests of the loop-nest analyses -----------===//
#include "BuildModel.h"
#include "Discover.h"
#include "GlobalIndexReorder.h"
#include "Legality.h"
#include "PointsTo.h"
#include "SourceUtils.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "gtest/gtest.h"

#include <set>

using namespace omp2ocl;

namespace {

struct Parsed {
  std::unique_ptr<clang::ASTUnit> AST;
  std::vector<LoopNest> Loops;
};

Parsed analyse(const std::string &Code) {
  Parsed P;
  P.AST = clang::tooling::buildASTFromCodeWithArgs(
      Code, {"-fopenmp", "-std=c99", "-x", "c",
             "-resource-dir=" OMP2OCL_CLANG_RESOURCE_DIR},
      "input.c");
  EXPECT_TRUE(P.AST);
  clang::ASTContext &Ctx = P.AST->getASTContext();
  DiscoveredUnit U = discoverOpenMP(Ctx);
  for (size_t I = 0; I < U.loops.size(); ++I) {
    buildLoopModel(U.loops[I], U.enclosingRegion[I], Ctx);
    if (U.loops[I].offload)
      computeExtents(U.loops[I], Ctx);
    if (U.loops[I].offload)
      checkLegality(U.loops[I], Ctx);
  }
  P.Loops = U.loops;
  return P;
}

const Variable *var(const LoopNest &N, const std::string &Name) {
  for (const Variable &V : N.vars)
    if (V.name == Name)
      return &V;
  return nullptr;
}

TEST(Affine, SubscriptsOfAStencil) {
  Parsed P = analyse("double a[10][10];\n"
                     "void f(void) { int i, j;\n"
                     "#pragma omp parallel for private(j)\n"
                     "for (i = 1; i < 9; i++) for (j = 1; j < 9; j++)\n"
                     "  a[i][j] = a[i - 1][j] + a[2 * i - 1][j + 3]; }\n");
  ASSERT_EQ(P.Loops.size(), 1u);
  const Variable *A = var(P.Loops[0], "a");
  ASSERT_TRUE(A);
  EXPECT_EQ(A->kind, VarKind::Buffer);
  std::set<std::string> Subs;
  for (const Access &Acc : A->accesses)
    Subs.insert(Acc.subscripts[0].str() + "," + Acc.subscripts[1].str());
  EXPECT_TRUE(Subs.count("i,j"));
  EXPECT_TRUE(Subs.count("i - 1,j"));
  EXPECT_TRUE(Subs.count("2*i - 1,j + 3"));
}

TEST(SourceUtils, LinesFollowLineMarkersAndAnInvalidLocationHasNone) {
  // The source preparation's `#line` markers keep the user's numbers; a
  // location with no line (an implicit node's) must not recurse forever.
  Parsed P = analyse("double a[10];\n"
                     "void f(void) { int i;\n"
                     "#line 40\n"
                     "#pragma omp parallel for\n"
                     "for (i = 0; i < 10; i++) a[i] = i; }\n");
  ASSERT_EQ(P.Loops.size(), 1u);
  const clang::SourceManager &SM = P.AST->getASTContext().getSourceManager();
  EXPECT_EQ(lineOf(P.Loops[0].directive->getBeginLoc(), SM), 40u);
  EXPECT_EQ(lineOf(clang::SourceLocation(), SM), 0u);
}

TEST(Model, NestedParallelLoopsJoinTheNDRange) {
  Parsed P = analyse("double u[8][8][8];\n"
                     "void f(void) { int i, j, k;\n"
                     "#pragma omp parallel for private(j, k)\n"
                     "for (i = 0; i < 8; i++) for (j = 0; j < 8; j++)\n"
                     "  for (k = 1; k < 8; k++) u[i][j][k] = u[i][j][k - 1];\n"
                     "}\n");
  ASSERT_EQ(P.Loops.size(), 1u);
  const LoopNest &N = P.Loops[0];
  EXPECT_TRUE(N.offload) << N.reason;
  // i and j are parallel; k carries a recurrence and stays in the work-item.
  ASSERT_EQ(N.dims.size(), 2u);
  EXPECT_EQ(N.ndrangeDimOf[0], 1);
  EXPECT_EQ(N.ndrangeDimOf[1], 0);
  EXPECT_EQ(var(N, "k")->kind, VarKind::Private);
}

TEST(Model, DataSharingOfAnOrphanedLoop) {
  Parsed P = analyse("double a[100]; double total, t;\n"
                     "void f(int n, double c) { int i; double carry = 0;\n"
                     "#pragma omp for reduction(+:total) lastprivate(t)\n"
                     "for (i = 0; i < n; i++) { t = a[i] * c; total += t; }\n"
                     "#pragma omp for\n"
                     "for (i = 0; i < n; i++) { a[i] = carry; carry = a[i] + 1; }\n"
                     "}\n");
  ASSERT_EQ(P.Loops.size(), 2u);
  const LoopNest &N = P.Loops[0];
  EXPECT_TRUE(N.offload) << N.reason;
  EXPECT_EQ(N.context, LoopContext::WorkShare);
  EXPECT_EQ(var(N, "total")->kind, VarKind::Reduction);
  EXPECT_EQ(var(N, "t")->kind, VarKind::LastPrivate);
  EXPECT_FALSE(var(N, "t")->threadLocal);
  EXPECT_EQ(var(N, "c")->kind, VarKind::Value);
  EXPECT_EQ(var(N, "n")->kind, VarKind::Value);
  // `carry` is read before it is written: its value flows between iterations.
  EXPECT_FALSE(P.Loops[1].offload);
  EXPECT_NE(P.Loops[1].reason.find("'carry' may carry a value"), std::string::npos);
}

TEST(Privatization, ScratchArraysOfALineSolve) {
  // Filled over [0, n) through a call, read over [1, n-1) with i-1, i+1, and
  // t[1] read unconditionally: private under n - 2 >= 0. The nested j loop
  // joins the NDRange once the scratch arrays are private to its iterations.
  Parsed P = analyse("double u[8][8][8];\n"
                     "static void fill(double *row, double x) { int c;\n"
                     "  for (c = 0; c < 2; c++) row[c] = x * c; }\n"
                     "void f(int n) { int k, j, i; double s[8][2], t[8];\n"
                     "  const double w[2] = {0.5, 0.5};\n"
                     "#pragma omp for\n"
                     "for (k = 0; k < 8; k++) for (j = 0; j < 8; j++) {\n"
                     "  for (i = 0; i < n; i++) fill(s[i], u[k][j][i]);\n"
                     "  for (i = 1; i < n - 1; i++) t[i] = s[i - 1][1] + s[i + 1][0];\n"
                     "  t[0] = t[1] * w[0];\n"
                     "  u[k][j][0] = t[0]; } }\n");
  ASSERT_EQ(P.Loops.size(), 1u);
  const LoopNest &N = P.Loops[0];
  EXPECT_TRUE(N.offload) << N.reason;
  EXPECT_EQ(N.dims.size(), 2u);
  EXPECT_EQ(var(N, "s")->kind, VarKind::PrivateArray);
  EXPECT_EQ(var(N, "t")->kind, VarKind::PrivateArray);
  EXPECT_EQ(var(N, "w")->kind, VarKind::Buffer); // read-only
  ASSERT_EQ(N.launchGuards.size(), 1u);
  EXPECT_EQ(N.launchGuards[0].str(), "n - 3");
}

TEST(Privatization, CarriedElementStaysOnTheHost) {
  Parsed P = analyse("double a[100], b[100];\n"
                     "void f(void) { int i; double t[2];\n"
                     "#pragma omp for\n"
                     "for (i = 0; i < 100; i++) { t[0] = a[i]; b[i] = t[0] + t[1]; }\n"
                     "}\n");
  ASSERT_EQ(P.Loops.size(), 1u);
  EXPECT_FALSE(P.Loops[0].offload);
  EXPECT_NE(P.Loops[0].reason.find("'t' element read at line 4 may not be written"),
            std::string::npos)
      << P.Loops[0].reason;
}

TEST(Model, PointerExtentsFromLoopBounds) {
  Parsed P = analyse("void f(double *p, double *q, int n, int m) { int i, j;\n"
                     "#pragma omp parallel for private(j)\n"
                     "for (i = 0; i < n; i++) for (j = 0; j < m; j++)\n"
                     "  p[i * m + j] = (j > 0 ? q[i * m + j - 1] : 0.0);\n"
                     "}\n");
  ASSERT_EQ(P.Loops.size(), 1u);
  const LoopNest &N = P.Loops[0];
  EXPECT_TRUE(N.offload) << N.reason;
  const Variable *Q = var(N, "q");
  ASSERT_TRUE(Q);
  EXPECT_FALSE(Q->extentLowText.empty());
  // Under `j > 0` the lowest index is i*m + 1 - 1, not i*m - 1.
  EXPECT_NE(Q->extentLowText.find("omp2ocl_max_l"), std::string::npos);
}

TEST(Legality, CallsWithoutBodiesStayOnTheHost) {
  Parsed P = analyse("int printf(const char *, ...); double ext(double);\n"
                     "double a[10];\n"
                     "void f(void) { int i;\n"
                     "#pragma omp parallel for\n"
                     "for (i = 0; i < 10; i++) a[i] = ext(a[i]);\n"
                     "#pragma omp parallel for\n"
                     "for (i = 0; i < 10; i++) printf(\"%f\", a[i]);\n"
                     "}\n");
  ASSERT_EQ(P.Loops.size(), 2u);
  EXPECT_FALSE(P.Loops[0].offload);
  EXPECT_NE(P.Loops[0].reason.find("'ext'"), std::string::npos);
  EXPECT_FALSE(P.Loops[1].offload);
  EXPECT_NE(P.Loops[1].reason.find("'printf'"), std::string::npos);
}

TEST(Legality, SharedScalarWrittenWithoutReduction) {
  Parsed P = analyse("int found; double a[10];\n"
                     "void f(void) { int i;\n"
                     "#pragma omp parallel for\n"
                     "for (i = 0; i < 10; i++) if (a[i] > 0) found = i;\n"
                     "}\n");
  ASSERT_EQ(P.Loops.size(), 1u);
  EXPECT_FALSE(P.Loops[0].offload);
  EXPECT_NE(P.Loops[0].reason.find("'found' is shared and written"), std::string::npos);
}

/// The variable (or parameter) called Name anywhere in the unit.
const clang::VarDecl *decl(clang::ASTContext &Ctx, const std::string &Name) {
  struct Finder : clang::RecursiveASTVisitor<Finder> {
    std::string Name;
    const clang::VarDecl *Found = nullptr;
    bool VisitVarDecl(clang::VarDecl *VD) {
      if (VD->getName() == Name && !Found)
        Found = VD;
      return true;
    }
  } F;
  F.Name = Name;
  F.TraverseDecl(Ctx.getTranslationUnitDecl());
  return F.Found;
}

bool pointsInto(PointsToAnalysis &PT, unsigned Class, const clang::VarDecl *V) {
  for (const auto &N : PT.pointersInto(Class))
    if (N.decl == V)
      return true;
  return false;
}

TEST(PointsTo, ParametersJoinTheArraysTheyReceive) {
  Parsed P = analyse("static double u[4][4], v[4][4], w[4][4];\n"
                     "static void f(double (*p)[4]) { p[0][0] = 1; }\n"
                     "static void g(double q[][4]) { f(q); }\n"
                     "void run(void) { f(u); g(v); g(w); }\n");
  clang::ASTContext &Ctx = P.AST->getASTContext();
  PointsToAnalysis PT(Ctx);
  const clang::VarDecl *U = decl(Ctx, "u"), *V = decl(Ctx, "v"),
                       *W = decl(Ctx, "w"), *Pp = decl(Ctx, "p"),
                       *Q = decl(Ctx, "q");
  ASSERT_TRUE(U && V && W && Pp && Q);
  // p receives u directly and v, w through q: one class for all three.
  EXPECT_EQ(PT.classOf(U), PT.classOf(V));
  EXPECT_EQ(PT.classOf(V), PT.classOf(W));
  EXPECT_EQ(PT.pointeeOf(Pp), (int)PT.classOf(U));
  EXPECT_TRUE(pointsInto(PT, PT.classOf(U), Q));
}

TEST(PointsTo, SeparateArraysStaySeparate) {
  Parsed P = analyse("#include <string.h>\n"
                     "static double a[4][4], b[4][4], c[4][4], d[4][4];\n"
                     "double *keep;\n"
                     "void sink(void *);\n"
                     "static void f(double (*p)[4]) { p[1][1] = 2; }\n"
                     "void ext(double (*e)[4]) { e[0][0] = 0; }\n"
                     "void run(void) { double *r = &b[1][0]; f(a); r[0] = 1;\n"
                     "  memcpy(c, a[0], sizeof c); sink(d); }\n");
  clang::ASTContext &Ctx = P.AST->getASTContext();
  PointsToAnalysis PT(Ctx);
  const clang::VarDecl *A = decl(Ctx, "a"), *B = decl(Ctx, "b"),
                       *C = decl(Ctx, "c"), *D = decl(Ctx, "d"),
                       *R = decl(Ctx, "r"), *Pp = decl(Ctx, "p"),
                       *E = decl(Ctx, "e");
  ASSERT_TRUE(A && B && C && D && R && Pp && E);
  EXPECT_NE(PT.classOf(A), PT.classOf(B));
  EXPECT_TRUE(pointsInto(PT, PT.classOf(B), R));
  EXPECT_FALSE(pointsInto(PT, PT.classOf(A), R));
  EXPECT_TRUE(pointsInto(PT, PT.classOf(A), Pp));
  auto HasExternal = [&](unsigned Class) {
    bool X = false;
    for (const auto &N : PT.members(Class))
      X |= N.kind == PointsToAnalysis::NodeKind::External;
    return X;
  };
  // memcpy keeps no pointer: source and destination stay the unit's and
  // separate. What a function without a body receives escapes, and a
  // function of external linkage may be called with anything.
  EXPECT_FALSE(HasExternal(PT.classOf(C)));
  EXPECT_FALSE(HasExternal(PT.classOf(A)));
  EXPECT_NE(PT.classOf(A), PT.classOf(C));
  EXPECT_TRUE(HasExternal(PT.classOf(D)));
  EXPECT_NE(PT.externalReason(llvm::cast<clang::ParmVarDecl>(E)), "");
  EXPECT_EQ(PT.externalReason(llvm::cast<clang::ParmVarDecl>(Pp)), "");
}

TEST(PointsTo, EachAllocationCallIsAHeapLocation) {
  Parsed P = analyse("#include <stdlib.h>\n"
                     "void sink(void *);\n"
                     "void run(int n) {\n"
                     "  double *h1 = malloc(n * sizeof(double));\n"
                     "  double *h2 = calloc(n, sizeof(double));\n"
                     "  double *h3 = malloc(8), *h4 = malloc(8);\n"
                     "  h1 = realloc(h1, 2 * n * sizeof(double));\n"
                     "  double *h5 = realloc(h3, 16);\n"
                     "  free(h2); sink(h4); }\n");
  clang::ASTContext &Ctx = P.AST->getASTContext();
  PointsToAnalysis PT(Ctx);
  const clang::VarDecl *H1 = decl(Ctx, "h1"), *H2 = decl(Ctx, "h2"),
                       *H3 = decl(Ctx, "h3"), *H4 = decl(Ctx, "h4"),
                       *H5 = decl(Ctx, "h5");
  ASSERT_TRUE(H1 && H2 && H3 && H4 && H5);
  auto Kinds = [&](const clang::VarDecl *V) {
    std::set<PointsToAnalysis::NodeKind> K;
    for (const auto &N : PT.members((unsigned)PT.pointeeOf(V)))
      K.insert(N.kind);
    return K;
  };
  using K = PointsToAnalysis::NodeKind;
  EXPECT_TRUE(Kinds(H1).count(K::Heap));
  EXPECT_FALSE(Kinds(H1).count(K::External));
  EXPECT_FALSE(Kinds(H2).count(K::External)); // free keeps no pointer
  EXPECT_NE(PT.pointeeOf(H1), PT.pointeeOf(H2));
  EXPECT_EQ(PT.pointeeOf(H3), PT.pointeeOf(H5)); // realloc's block
  EXPECT_NE(PT.pointeeOf(H1), PT.pointeeOf(H3));
  EXPECT_TRUE(Kinds(H4).count(K::External)); // handed to a bodiless function
}

TEST(GlobalIndexReorder, PermutesModelsAndParameterExtents) {
  Parsed P = analyse("static double u[6][5][4][3];\n"
                     "static void f(double p[][5][4][3]) { int k, j, i, m;\n"
                     "#pragma omp parallel for private(j, i, m)\n"
                     "for (k = 0; k < 6; k++) for (j = 0; j < 5; j++)\n"
                     "  for (i = 0; i < 4; i++) for (m = 0; m < 3; m++)\n"
                     "    p[k][j][i][m] = u[k][j][i][m] * 2.0; }\n"
                     "void run(void) { f(u); }\n");
  clang::ASTContext &Ctx = P.AST->getASTContext();
  RemarkEmitter Remarks(P.AST->getDiagnostics(), false, false);
  LayoutPlan Plan = reorderGlobalIndices(P.Loops, Ctx, Remarks);
  // p only ever holds u: one class, one array, one layout for both.
  ASSERT_EQ(Plan.layouts.size(), 1u);
  ASSERT_EQ(Plan.layouts[0].params.size(), 1u);
  EXPECT_EQ(Plan.layouts[0].params[0], decl(Ctx, "p"));

  P = analyse("static double u[6][5][4][3], w[6][5][4][3];\n"
              "static void f(double p[][5][4][3]) { int k, j, i, m;\n"
              "#pragma omp parallel for private(j, i, m)\n"
              "for (k = 0; k < 6; k++) for (j = 0; j < 5; j++)\n"
              "  for (i = 0; i < 4; i++) for (m = 0; m < 3; m++)\n"
              "    p[k][j][i][m] = u[k][j][i][m] * 2.0; }\n"
              "void run(void) { f(w); }\n");
  clang::ASTContext &Ctx2 = P.AST->getASTContext();
  RemarkEmitter Remarks2(P.AST->getDiagnostics(), false, false);
  Plan = reorderGlobalIndices(P.Loops, Ctx2, Remarks2);
  ASSERT_EQ(Plan.layouts.size(), 2u);
  EXPECT_EQ(Plan.layouts[0].describe(), "[k][j][i][m] -> [m][k][j][i]");
  const LayoutPlan::Layout *L = Plan.find(decl(Ctx2, "p"));
  ASSERT_TRUE(L);
  EXPECT_EQ(L->array, decl(Ctx2, "w"));
  EXPECT_EQ(Plan.declType(decl(Ctx2, "w"), Ctx2).getAsString(),
            "double[3][6][5][4]");
  EXPECT_EQ(Plan.declType(decl(Ctx2, "p"), Ctx2).getAsString(),
            "double (*)[6][5][4]");
  const Variable *Pv = var(P.Loops[0], "p");
  ASSERT_TRUE(Pv);
  EXPECT_EQ(Pv->accesses[0].subscripts[0].str(), "m");
  EXPECT_EQ(Pv->accesses[0].subscripts[3].str(), "i");
  EXPECT_EQ(Pv->extentLowText, "0L");
  EXPECT_EQ(Pv->extentHighText, "(2L)");
}

} // namespace
