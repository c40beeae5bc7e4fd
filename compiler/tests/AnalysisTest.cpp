//===- AnalysisTest.cpp - unit tests of the loop-nest analyses -----------===//
#include "BuildModel.h"
#include "Discover.h"
#include "Legality.h"

#include "clang/AST/ASTContext.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "gtest/gtest.h"

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

} // namespace
