// The layout table (omp2ocl-train layout-collect / layout-fit): CSV, the
// microbenchmark's grid (sizes, shapes, accesses per element) and training.
#include "common.h"
#include "layout_table.h"

#include "mlmodel/tree.h"

#include <gtest/gtest.h>

using namespace train;

namespace {

const char *const Header =
    "bytes,accesses_per_element,written,shape,platform,t_keep,t_reorder,best\n";

TEST(LayoutTable, HeaderIsTheDocumentedOne) { EXPECT_EQ(layoutHeaderLine(), Header); }

TEST(LayoutTable, ReadsRowsAndRoundTrips) {
  std::string Text = std::string(Header) +
                     "65536,0.5,0,16x16x32,\"gpu1 (A, B)\",2.5e-05,9e-05,keep\n"
                     "1048576,16,1,64x64x32,gpu1 (X),0.01,0.004,reorder\n";
  std::vector<LayoutRow> Rows = parseLayoutTable(Text, "t.csv");
  ASSERT_EQ(Rows.size(), 2u);
  EXPECT_EQ(Rows[0].Bytes, 65536);
  EXPECT_EQ(Rows[0].AccessesPerElement, 0.5);
  EXPECT_EQ(Rows[0].Written, 0);
  EXPECT_EQ(Rows[0].Shape, "16x16x32");
  EXPECT_EQ(Rows[0].Platform, "gpu1 (A, B)");
  EXPECT_EQ(Rows[0].TKeep, 2.5e-05);
  EXPECT_EQ(Rows[1].Best, "reorder");
  EXPECT_EQ(Rows[1].Written, 1);
  EXPECT_EQ(std::string(Header) + formatLayoutRow(Rows[0]) + formatLayoutRow(Rows[1]), Text);
}

TEST(LayoutTable, ColumnsInAnyOrderOthersIgnored) {
  std::vector<LayoutRow> Rows = parseLayoutTable(
      "best,extra,t_reorder,t_keep,platform,shape,written,accesses_per_element,bytes\n"
      "keep,zz,2,1,p,1x1x32,0,1,256\n",
      "t.csv");
  ASSERT_EQ(Rows.size(), 1u);
  EXPECT_EQ(Rows[0].Bytes, 256);
  EXPECT_EQ(Rows[0].TReorder, 2);
}

TEST(LayoutTable, BadCellsNameFileAndLine) {
  auto Fails = [](const std::string &Row, const std::string &Message) {
    try {
      parseLayoutTable(std::string(Header) + Row + "\n", "t.csv");
      ADD_FAILURE() << "accepted " << Row;
    } catch (const Error &E) {
      EXPECT_NE(std::string(E.what()).find(Message), std::string::npos) << E.what();
    }
  };
  Fails("0,1,0,s,p,1,1,keep", "t.csv:2: bytes '0' is not a positive number");
  Fails("8,x,0,s,p,1,1,keep", "accesses_per_element 'x'");
  Fails("8,1,2,s,p,1,1,keep", "written '2' is not 0 or 1");
  Fails("8,1,0,s,p,-1,1,keep", "t_keep '-1'");
  Fails("8,1,0,s,p,1,nan,keep", "t_reorder 'nan'");
  Fails("8,1,0,s,p,1,1,opencl", "best 'opencl' is not keep or reorder");
  EXPECT_THROW(parseLayoutTable("program,input\nx,y\n", "t.csv"), Error);
}

TEST(LayoutTable, BestIsReorderOnlyWhenStrictlyFaster) {
  EXPECT_EQ(layoutBestOf(2, 1), "reorder");
  EXPECT_EQ(layoutBestOf(1, 1), "keep");
  EXPECT_EQ(layoutBestOf(1, 2), "keep");
}

TEST(LayoutTable, PlatformSelection) {
  std::vector<LayoutRow> Rows(3);
  Rows[0].Platform = Rows[1].Platform = "a";
  Rows[2].Platform = "b";
  std::string Chosen;
  EXPECT_THROW(selectLayoutPlatform(Rows, "", Chosen), UsageError);
  EXPECT_EQ(selectLayoutPlatform(Rows, "a", Chosen).size(), 2u);
  EXPECT_EQ(Chosen, "a");
  EXPECT_THROW(selectLayoutPlatform(Rows, "c", Chosen), Error);
  Rows.pop_back();
  EXPECT_EQ(selectLayoutPlatform(Rows, "", Chosen).size(), 2u);
}

TEST(LayoutGrid, ByteSizes) {
  EXPECT_EQ(parseByteSize("4096"), 4096u);
  EXPECT_EQ(parseByteSize("64K"), 65536u);
  EXPECT_EQ(parseByteSize(" 16m "), 16u << 20);
  EXPECT_EQ(parseByteSize("2GiB"), std::size_t(2) << 30);
  for (const char *Bad : {"", "K", "0", "12Q", "1.5M", "-1K"})
    EXPECT_THROW(parseByteSize(Bad), UsageError) << Bad;
  EXPECT_EQ(formatBytes(65536), "64 KiB");
  EXPECT_EQ(formatBytes(256 << 20), "256 MiB");
  EXPECT_EQ(formatBytes(1000), "1000 B");
  EXPECT_EQ(formatBytes(8386816), "8.0 MiB");
}

TEST(LayoutGrid, ShapesAndAccesses) {
  LayoutShape S = layoutShapeFor(65536);
  EXPECT_EQ(S.text(), "16x16x32");
  EXPECT_EQ(S.bytes(), 65536u);
  EXPECT_EQ(layoutShapeFor(256u << 20).text(), "1024x1024x32");
  EXPECT_EQ(layoutShapeFor(8u << 20).text(), "181x181x32");
  EXPECT_EQ(layoutShapeFor(8).text(), "1x1x32");
  // Whole steps of the loop over 32 elements; a read and a write per step
  // when written; at least one step.
  EXPECT_EQ(layoutAccesses(S, 4, 0), 4);
  EXPECT_EQ(layoutAccesses(S, 4, 1), 4);
  EXPECT_EQ(layoutAccesses(S, 0.5, 1), 0.5);
  EXPECT_EQ(layoutAccesses(S, 0.01, 0), 1.0 / 32);
  EXPECT_EQ(layoutAccesses(S, 0.01, 1), 2.0 / 32);
  EXPECT_EQ(layoutAccesses(S, 1.0 / 3, 0), 11.0 / 32);
}

LayoutRow row(double Bytes, double Ape, const char *Best) {
  LayoutRow R;
  R.Bytes = Bytes;
  R.AccessesPerElement = Ape;
  R.Shape = "s";
  R.Platform = "p";
  R.TKeep = 1;
  R.TReorder = std::string(Best) == "reorder" ? 0.5 : 2;
  R.Best = Best;
  return R;
}

TEST(LayoutModel, LearnsAThresholdOnAccesses) {
  std::vector<LayoutRow> Rows;
  for (double B : {1e5, 1e6, 1e7, 1e8})
    for (double A : {0.5, 1.0, 2.0, 4.0, 8.0, 16.0})
      Rows.push_back(row(B, A, A >= 4 ? "reorder" : "keep"));
  mlmodel::Dataset D = toLayoutDataset(Rows);
  ASSERT_EQ(D.Class.Values, (std::vector<std::string>{"keep", "reorder"}));
  ASSERT_EQ(D.Features.size(), 2u);
  EXPECT_EQ(D.Features[0].Name, "bytes");
  EXPECT_EQ(D.Features[1].Name, "accesses_per_element");
  mlmodel::Tree T = trainLayoutTree(D, {});
  EXPECT_EQ(T.numLeaves(), 2);
  EXPECT_EQ(T.Class.Values[std::size_t(mlmodel::predict(T, {1e6, 16}))], "reorder");
  EXPECT_EQ(T.Class.Values[std::size_t(mlmodel::predict(T, {1e6, 1}))], "keep");
}

TEST(LayoutModel, OneClassGivesOneLeaf) {
  std::vector<LayoutRow> Rows;
  for (double A : {0.5, 1.0, 2.0})
    Rows.push_back(row(1e6, A, "keep"));
  mlmodel::Tree T = trainLayoutTree(toLayoutDataset(Rows), {});
  ASSERT_EQ(T.Nodes.size(), 1u);
  EXPECT_EQ(T.Nodes[0].ClassWeights, (std::vector<double>{3, 0}));
  EXPECT_EQ(mlmodel::predict(T, {1e9, 100}), 0);
  // It survives the model file.
  mlmodel::Tree Back = mlmodel::fromJson(mlmodel::toJson(T));
  EXPECT_EQ(mlmodel::predict(Back, {1, 1}), 0);
  EXPECT_EQ(Back.Class.Values[0], "keep");
}

} // namespace
