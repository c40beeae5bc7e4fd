// Parsing in omp2ocl-train: the CSV training table, the corpus manifest, the
// runtime's features line, and what a run's output says.
#include "common.h"
#include "features_line.h"
#include "manifest.h"
#include "outcome.h"
#include "table.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace train;

namespace {

const char *const Header =
    "program,input,platform,comp,mem,localmem,coalesced,transfer,avgws,F1,F2,F3,F4,"
    "parallelism,t_openmp,t_opencl,best\n";

TEST(Csv, SplitsQuotedAndPlainFields) {
  EXPECT_EQ(splitCsvLine("a,b,c"), (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_EQ(splitCsvLine(" a , b ,c "), (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_EQ(splitCsvLine("\"x, y\",\"say \"\"hi\"\"\",z"),
            (std::vector<std::string>{"x, y", "say \"hi\"", "z"}));
  EXPECT_EQ(splitCsvLine("a,,"), (std::vector<std::string>{"a", "", ""}));
  EXPECT_EQ(splitCsvLine(""), (std::vector<std::string>{""}));
  EXPECT_THROW(splitCsvLine("\"open"), Error);
  EXPECT_THROW(splitCsvLine("\"a\"b,c"), Error);
}

TEST(Csv, QuotesOnlyWhenNeeded) {
  EXPECT_EQ(csvField("plain"), "plain");
  EXPECT_EQ(csvField("host (NVIDIA H100, 80GB)"), "\"host (NVIDIA H100, 80GB)\"");
  EXPECT_EQ(csvField("a\"b"), "\"a\"\"b\"");
  for (const std::string S : {"x, y", "q\"q", " lead", "plain"})
    EXPECT_EQ(splitCsvLine(csvField(S) + ",next")[0], S);
}

TEST(Csv, FieldCountMustMatchHeader) {
  try {
    parseCsv("a,b,c\n1,2,3\n\n4,5\n", "t.csv");
    FAIL() << "no error";
  } catch (const Error &E) {
    EXPECT_STREQ(E.what(), "t.csv:4: 2 fields, but the header has 3");
  }
  CsvFile F = parseCsv("\xEF\xBB\xBF" "a,b\r\n1,2\r\n", "bom.csv");
  EXPECT_EQ(F.Header, (std::vector<std::string>{"a", "b"}));
  ASSERT_EQ(F.Rows.size(), 1u);
  EXPECT_EQ(F.Rows[0][1], "2");
  EXPECT_EQ(F.Lines[0], 2);
  EXPECT_THROW(parseCsv("", "empty.csv"), Error);
}

TEST(Table, HeaderIsTheDocumentedOne) {
  EXPECT_EQ(tableHeaderLine(), Header);
}

TEST(Table, ReadsRowsAndRoundTrips) {
  std::string Text = std::string(Header) +
                     "stencil2d,4096,\"box (GPU, 1)\",1,2,0,1.5,1e6,4096,0.1,0.75,0,0.5,"
                     "4000,0.42,0.2,opencl\n"
                     "dot_f,100,\"box (GPU, 1)\",1,2,?,,3,4,5,6,7,8,9,0.01,0.5,openmp\n";
  Table T = parseTable(Text, "d.csv");
  ASSERT_EQ(T.Rows.size(), 2u);
  const Row &R = T.Rows[0];
  EXPECT_EQ(R.Program, "stencil2d");
  EXPECT_EQ(R.Input, "4096");
  EXPECT_EQ(R.Platform, "box (GPU, 1)");
  EXPECT_DOUBLE_EQ(R.Features[featureIndex("transfer")], 1e6);
  EXPECT_DOUBLE_EQ(R.Features[featureIndex("F2")], 0.75);
  EXPECT_DOUBLE_EQ(R.TOpenmp, 0.42);
  EXPECT_EQ(R.Best, "opencl");
  EXPECT_TRUE(std::isnan(T.Rows[1].Features[featureIndex("localmem")]));
  EXPECT_TRUE(std::isnan(T.Rows[1].Features[featureIndex("coalesced")]));
  // formatRow writes what parseTable reads.
  std::string Again = std::string(Header) + formatRow(T.Rows[0]) + formatRow(T.Rows[1]);
  Table U = parseTable(Again, "again.csv");
  ASSERT_EQ(U.Rows.size(), 2u);
  EXPECT_EQ(U.Rows[0].Platform, "box (GPU, 1)");
  EXPECT_EQ(U.Rows[0].Features, R.Features);
  EXPECT_TRUE(std::isnan(U.Rows[1].Features[featureIndex("localmem")]));
  EXPECT_EQ(formatRow(U.Rows[1]), formatRow(T.Rows[1]));
  EXPECT_DOUBLE_EQ(R.Features[featureIndex("parallelism")], 4000);
}

// A table collected before a feature existed reads with that feature missing.
TEST(Table, OlderTableWithoutAFeatureColumn) {
  std::string Text =
      "program,input,platform,comp,mem,localmem,coalesced,transfer,avgws,F1,F2,F3,F4,"
      "t_openmp,t_opencl,best\n"
      "dot_f,100,p,1,2,0,1,3,4,5,6,7,8,0.01,0.5,openmp\n";
  Table T = parseTable(Text, "old.csv");
  ASSERT_EQ(T.Rows.size(), 1u);
  EXPECT_TRUE(std::isnan(T.Rows[0].Features[featureIndex("parallelism")]));
  EXPECT_DOUBLE_EQ(T.Rows[0].Features[featureIndex("F4")], 8);
  EXPECT_DOUBLE_EQ(T.Rows[0].TOpencl, 0.5);
  // Other columns stay required.
  EXPECT_THROW(parseTable("program,input,platform,comp\nx,1,p,1\n", "bad.csv"), Error);
}

TEST(Table, ColumnsInAnyOrderExtraColumnsIgnored) {
  std::string Text =
      "best,t_opencl,t_openmp,note,F4,F3,F2,F1,avgws,transfer,coalesced,localmem,mem,"
      "comp,platform,input,program\n"
      "openmp,2,1,hello,4,3,2,1,64,5,6,7,8,9,p,S,nas.ep\n";
  Table T = parseTable(Text, "o.csv");
  ASSERT_EQ(T.Rows.size(), 1u);
  EXPECT_EQ(T.Rows[0].Program, "nas.ep");
  EXPECT_DOUBLE_EQ(T.Rows[0].Features[featureIndex("comp")], 9);
  EXPECT_DOUBLE_EQ(T.Rows[0].Features[featureIndex("F4")], 4);
  EXPECT_DOUBLE_EQ(T.Rows[0].TOpencl, 2);
}

TEST(Table, RejectsBadRows) {
  auto ErrorOf = [](const std::string &Body) {
    try {
      parseTable(std::string(Header) + Body, "bad.csv");
    } catch (const Error &E) {
      return std::string(E.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(ErrorOf("p,1,x,1,2,3,4,5,6,7,8,9,10,11,0,1,openmp\n"),
            "bad.csv:2: t_openmp is '0', not a positive time");
  EXPECT_EQ(ErrorOf("p,1,x,1,2,3,4,5,6,7,8,9,10,11,1,1,gpu\n"),
            "bad.csv:2: best is 'gpu', not openmp or opencl");
  EXPECT_EQ(ErrorOf("p,1,x,1,abc,3,4,5,6,7,8,9,10,11,1,1,openmp\n"),
            "bad.csv:2: feature mem is 'abc', not a finite number or '?'");
  EXPECT_EQ(ErrorOf("p,1,x,1,inf,3,4,5,6,7,8,9,10,11,1,1,openmp\n"),
            "bad.csv:2: feature mem is 'inf', not a finite number or '?'");
  EXPECT_EQ(ErrorOf("p,,x,1,2,3,4,5,6,7,8,9,10,11,1,1,openmp\n"),
            "bad.csv:2: empty program, input or platform");
  try {
    parseTable("program,input\nx,1\n", "short.csv");
    FAIL();
  } catch (const Error &E) {
    EXPECT_NE(std::string(E.what()).find("short.csv: no column 'platform'"),
              std::string::npos);
  }
}

TEST(Table, BestIsTheFasterTieGoesToOpenmp) {
  EXPECT_EQ(bestOf(1.0, 2.0), "openmp");
  EXPECT_EQ(bestOf(2.0, 1.0), "opencl");
  EXPECT_EQ(bestOf(1.5, 1.5), "openmp");
}

TEST(Table, SelectsOnePlatform) {
  Table T = parseTable(std::string(Header) +
                           "a,1,p1,1,1,1,1,1,1,1,1,1,1,1,1,2,openmp\n"
                           "a,1,p2,1,1,1,1,1,1,1,1,1,1,1,2,1,opencl\n"
                           "b,1,p2,1,1,1,1,1,1,1,1,1,1,1,2,1,opencl\n",
                       "two.csv");
  std::string Chosen;
  EXPECT_THROW(selectPlatform(T, "", Chosen), UsageError);
  EXPECT_EQ(selectPlatform(T, "p2", Chosen).size(), 2u);
  EXPECT_EQ(Chosen, "p2");
  EXPECT_THROW(selectPlatform(T, "p3", Chosen), Error);
}

TEST(Table, DatasetForMlmodel) {
  Table T = parseTable(std::string(Header) +
                           "a,1,p,1,2,3,4,5,6,7,8,9,10,11,1.5,2.5,openmp\n"
                           "b,2,p,1,2,3,4,5,6,?,8,9,10,11,3,1,opencl\n",
                       "d.csv");
  mlmodel::Dataset D = toDataset(T.Rows, {"F4", "F1"});
  ASSERT_EQ(D.numFeatures(), 2u);
  EXPECT_EQ(D.Features[0].Name, "F4");
  EXPECT_DOUBLE_EQ(D.Columns[0][0], 10);
  EXPECT_DOUBLE_EQ(D.Columns[1][0], 7);
  EXPECT_TRUE(mlmodel::isMissing(D.Columns[1][1]));
  EXPECT_EQ(D.Class.Values, (std::vector<std::string>{"openmp", "opencl"}));
  EXPECT_EQ(D.Classes, (std::vector<int>{0, 1}));
  EXPECT_EQ(D.Groups, (std::vector<std::string>{"a", "b"}));
  EXPECT_DOUBLE_EQ(D.Times[0][1], 3);
  EXPECT_DOUBLE_EQ(D.Times[1][1], 1);
  EXPECT_THROW(toDataset(T.Rows, {"F5"}), UsageError);
  EXPECT_THROW(toDataset(T.Rows, {"F1", "F1"}), UsageError);
}

TEST(Numbers, ShortestRoundTrip) {
  EXPECT_EQ(formatNumber(0.1), "0.1");
  EXPECT_EQ(formatNumber(1e6), "1000000");
  EXPECT_EQ(formatNumber(0.42), "0.42");
  EXPECT_EQ(formatNumber(std::nan("")), "?");
  double X = 0.1 + 0.2;
  double Y;
  ASSERT_TRUE(parseDouble(formatNumber(X), Y));
  EXPECT_EQ(X, Y);
  EXPECT_FALSE(parseDouble("1.5x", Y));
  EXPECT_FALSE(parseDouble("", Y));
  EXPECT_FALSE(parseDouble(" 1", Y));
}

TEST(Manifest, ReadsProgramsAndSizes) {
  std::vector<ManifestEntry> E = parseManifest("# the corpus\n"
                                               "\n"
                                               "stencil2d 256,1024, 4096   # three sizes\n"
                                               "  dot_f\t100000\n",
                                               "m.txt");
  ASSERT_EQ(E.size(), 2u);
  EXPECT_EQ(E[0].Name, "stencil2d");
  EXPECT_EQ(E[0].Sizes, (std::vector<std::string>{"256", "1024", "4096"}));
  EXPECT_EQ(E[0].Line, 3);
  EXPECT_EQ(E[1].Name, "dot_f");
  EXPECT_EQ(E[1].Sizes, (std::vector<std::string>{"100000"}));
}

TEST(Manifest, RejectsMalformedLines) {
  auto ErrorOf = [](const std::string &Text) {
    try {
      parseManifest(Text, "m.txt");
    } catch (const Error &E) {
      return std::string(E.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(ErrorOf("a 1\nlonely\n"),
            "m.txt:2: program 'lonely' has no sizes (NAME SIZE,SIZE,...)");
  EXPECT_EQ(ErrorOf("a 1,,2\n"), "m.txt:1: empty size in '1,,2'");
  EXPECT_EQ(ErrorOf("a 1,2,\n"), "m.txt:1: empty size in '1,2,'");
  EXPECT_EQ(ErrorOf("a 1 2\n"),
            "m.txt:1: size '1 2' holds a blank (sizes are separated by commas)");
  EXPECT_EQ(ErrorOf("a 1\nb 2\na 3\n"), "m.txt:3: program 'a' is listed twice");
  EXPECT_EQ(ErrorOf("../x 1\n"),
            "m.txt:1: program name '../x' may hold only letters, digits, '_', '-' "
            "and '.'");
}

TEST(FeaturesLine, ReadsTheRuntimeShape) {
  FeaturesLine F = parseFeaturesLine(
      "{\"unit\":\"x.c\",\"device\":\"NVIDIA H100 80GB HBM3\",\"features\":{\"comp\":1.0,"
      "\"mem\":2.0,\"localmem\":0,\"coalesced\":1.5,\"transfer\":1e6,\"avgws\":4096,"
      "\"F1\":0.1,\"F2\":0.75,\"F3\":0,\"F4\":0.5,\"parallelism\":64},\"choice\":\"opencl\"}");
  EXPECT_EQ(F.Unit, "x.c");
  EXPECT_EQ(F.Device, "NVIDIA H100 80GB HBM3");
  EXPECT_EQ(F.Choice, "opencl");
  std::vector<std::string> Missing;
  std::vector<double> V = F.vector(&Missing);
  EXPECT_TRUE(Missing.empty());
  EXPECT_EQ(V, (std::vector<double>{1, 2, 0, 1.5, 1e6, 4096, 0.1, 0.75, 0, 0.5, 64}));
}

TEST(FeaturesLine, AnyKeyOrderAndExtraKeys) {
  FeaturesLine F = parseFeaturesLine(
      "  { \"choice\" : \"openmp\", \"extra\": [1, {\"a\": null}, true, \"s\\\"q\"],"
      " \"features\": {\"F4\": -2.5E-3, \"symbolic\": {\"n\": \"N*N\"}, \"F1\": 3,"
      " \"comp\": null, \"mem\": \"7\", \"transfer\": -nan, \"avgws\": inf},"
      " \"device\": \"dev \\u00e9\\n\", \"unit\": \"y.c\", \"version\": 2 }  ");
  EXPECT_EQ(F.Choice, "openmp");
  EXPECT_EQ(F.Device, "dev \xC3\xA9\n");
  std::vector<std::string> Missing;
  std::vector<double> V = F.vector(&Missing);
  EXPECT_DOUBLE_EQ(V[featureIndex("F4")], -2.5e-3);
  EXPECT_DOUBLE_EQ(V[featureIndex("F1")], 3);
  EXPECT_DOUBLE_EQ(V[featureIndex("mem")], 7);
  EXPECT_TRUE(std::isnan(V[featureIndex("comp")]));
  EXPECT_TRUE(std::isnan(V[featureIndex("transfer")]));
  EXPECT_TRUE(std::isnan(V[featureIndex("avgws")]));
  EXPECT_TRUE(std::isnan(V[featureIndex("F2")]));
  // Missing: null, nan, inf and absent ones, in featureNames() order.
  EXPECT_EQ(Missing, (std::vector<std::string>{"comp", "localmem", "coalesced",
                                               "transfer", "avgws", "F2", "F3",
                                               "parallelism"}));
}

TEST(FeaturesLine, RejectsBrokenLines) {
  EXPECT_THROW(parseFeaturesLine(""), Error);
  EXPECT_THROW(parseFeaturesLine("[1,2]"), Error);
  EXPECT_THROW(parseFeaturesLine("{\"unit\":\"x.c\"}"), Error);             // no features
  EXPECT_THROW(parseFeaturesLine("{\"features\":[1,2]}"), Error);           // not an object
  EXPECT_THROW(parseFeaturesLine("{\"features\":{\"F1\":1,}}"), Error);     // trailing comma
  EXPECT_THROW(parseFeaturesLine("{\"features\":{\"F1\":1}} x"), Error);    // trailing text
  EXPECT_THROW(parseFeaturesLine("{\"features\":{\"F1\":1}"), Error);       // truncated
  EXPECT_THROW(parseFeaturesLine("{\"features\":{\"F1\":\"abc\"}}"), Error);
  EXPECT_THROW(parseFeaturesLine("{\"features\":{\"F1\":1x}}"), Error);
}

TEST(FeaturesLine, LastLineOfAFile) {
  std::string L;
  EXPECT_FALSE(lastLine("", L));
  EXPECT_FALSE(lastLine("\n  \n", L));
  ASSERT_TRUE(lastLine("{\"a\":1}\n{\"b\":2}\n\n", L));
  EXPECT_EQ(L, "{\"b\":2}");
  ASSERT_TRUE(lastLine("only", L));
  EXPECT_EQ(L, "only");
}

TEST(Outcome, Checksums) {
  std::string Out = "starting\nchecksum: 1.2345678900e+03\nchecksums are nice\n"
                    "  checksum 42\nchecksum_x: 5\nchecksum: two words\ntime 0.1 s\n";
  EXPECT_EQ(findChecksums(Out), (std::vector<std::string>{"1.2345678900e+03", "42"}));
  EXPECT_TRUE(findChecksums("no lines here\n").empty());
}

TEST(Outcome, RelativeTolerance) {
  EXPECT_TRUE(valuesAgree("1.0", "1.0000005", 1e-6));
  EXPECT_FALSE(valuesAgree("1.0", "1.000002", 1e-6));
  EXPECT_TRUE(valuesAgree("-1e10", "-1.0000000001e10", 1e-6));
  EXPECT_TRUE(valuesAgree("0", "0.0", 1e-6));
  EXPECT_FALSE(valuesAgree("0", "1e-300", 1e-6));
  EXPECT_TRUE(valuesAgree("abc", "abc", 1e-6));
  EXPECT_FALSE(valuesAgree("abc", "abd", 1e-6));
  EXPECT_FALSE(valuesAgree("nan", "1", 1e-6));
  EXPECT_TRUE(valuesAgree("nan", "nan", 1e-6));
  EXPECT_FALSE(valuesAgree("inf", "1e308", 1e-6));
  std::string Why;
  EXPECT_TRUE(checksumsAgree({"1", "2"}, {"1", "2.0000000001"}, 1e-6, Why));
  EXPECT_FALSE(checksumsAgree({"1", "2"}, {"1", "2.5"}, 1e-6, Why));
  EXPECT_EQ(Why, "checksum 2 2 against 2.5");
  EXPECT_FALSE(checksumsAgree({"1.5"}, {"2.5"}, 1e-6, Why));
  EXPECT_EQ(Why, "checksum 1.5 against 2.5");
  EXPECT_FALSE(checksumsAgree({"1"}, {"1", "2"}, 1e-6, Why));
  EXPECT_EQ(Why, "1 checksum line(s) against 2");
}

TEST(Outcome, NasVerificationAndFallback) {
  EXPECT_TRUE(nasVerified(" Mop/s total     =   1.0\n"
                          " Verification    =               SUCCESSFUL\n"));
  EXPECT_FALSE(nasVerified(" Verification    =             UNSUCCESSFUL\n"));
  EXPECT_FALSE(nasVerified("nothing\n"));
  EXPECT_EQ(fallbackWarning("x\nomp2ocl: warning: no OpenCL device; running the OpenMP "
                            "version\n"),
            "omp2ocl: warning: no OpenCL device; running the OpenMP version");
  EXPECT_EQ(fallbackWarning("omp2ocl: warning: unknown OMP2OCL_DEVICE value 'x', using auto\n"),
            "");
  EXPECT_EQ(tailLines("a\nb\nc\nd\n", 2), "c\nd\n");
  EXPECT_EQ(tailLines("a\nb", 5), "a\nb");
}

} // namespace
