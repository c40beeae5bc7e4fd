// Data loading, the JSON model file, and the emitted C code.
#include "mlmodel/evaluation.h"
#include "mlmodel/tree.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

using namespace mlmodel;

namespace {

const std::string TestDir = MLMODEL_TEST_DIR;

TEST(Csv, TypesMissingValuesAndQuotes) {
  Dataset D = loadCsv("a,b,\"c d\",cls\n"
                      "1.5,x,\"q,1\",yes\n"
                      "?,y,2,no\n"
                      "3,,3,yes\n",
                      "mem");
  ASSERT_EQ(D.numFeatures(), 3u);
  EXPECT_FALSE(D.Features[0].Nominal);
  EXPECT_TRUE(D.Features[1].Nominal);
  EXPECT_TRUE(D.Features[2].Nominal); // "q,1" is not a number
  EXPECT_EQ(D.Features[2].Name, "c d");
  EXPECT_EQ(D.Features[2].Values[0], "q,1");
  EXPECT_TRUE(isMissing(D.Columns[0][1]));
  EXPECT_TRUE(isMissing(D.Columns[1][2]));
  EXPECT_EQ(D.Class.Values, (std::vector<std::string>{"yes", "no"}));
  EXPECT_EQ(D.Classes, (std::vector<int>{0, 1, 0}));
}

TEST(Csv, ClassGroupIgnoreAndTimeColumns) {
  LoadOptions L;
  L.ClassColumn = "best";
  L.GroupColumn = "program";
  L.IgnoreColumns = {"input"};
  Dataset D = loadDataset(TestDir + "/data/selection.csv", L);
  EXPECT_EQ(D.Features[0].Name, "work_per_byte");
  EXPECT_EQ(D.Groups[0], "bt");
  ASSERT_EQ(D.Times.size(), 2u);
  // Times are matched to classes by name (t_<class>).
  int OpenMp = D.Class.indexOf("openmp");
  for (std::size_t R = 0; R < D.numRows(); ++R) {
    int Faster = D.Times[OpenMp][R] < D.Times[1 - OpenMp][R] ? OpenMp : 1 - OpenMp;
    EXPECT_EQ(D.Classes[R], Faster);
  }
}

TEST(Csv, BadInputIsReported) {
  auto Message = [](const std::string &Text, LoadOptions L = {}) {
    try {
      loadCsv(Text, "t.csv", L);
    } catch (const Error &E) {
      return std::string(E.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(Message("a,b\n1,2,3\n").find("3 fields"), std::string::npos);
  EXPECT_NE(Message("a,b\n\"1,2\n").find("unterminated"), std::string::npos);
  EXPECT_NE(Message("a,b,c\nnan,1,x\n2,2,y\n").find("non-finite"), std::string::npos);
  LoadOptions L;
  L.ClassColumn = "nope";
  EXPECT_NE(Message("a,b\n1,x\n", L).find("unknown class column 'nope'"),
            std::string::npos);
  EXPECT_NE(Message("").find("empty file"), std::string::npos);
  EXPECT_THROW(loadDataset(TestDir + "/data/does-not-exist.csv"), Error);
}

TEST(Arff, MalformedFilesAreReported) {
  EXPECT_THROW(loadArff("@relation r\n@attribute a numeric\n", "t.arff"), Error);
  EXPECT_THROW(loadArff("@relation r\n@attribute a date\n@data\n", "t.arff"), Error);
  EXPECT_THROW(loadArff("@relation r\n@attribute a numeric\n@attribute c {x,y}\n"
                        "@data\n1,z\n",
                        "t.arff"),
               Error);
  EXPECT_THROW(loadArff("@relation r\n@attribute a numeric\n@attribute c {x,y}\n"
                        "@data\n1\n",
                        "t.arff"),
               Error);
  Dataset D = loadArff("% comment\n@RELATION r\n@ATTRIBUTE 'a b' REAL\n"
                       "@attribute c {'x y',z}\n@data\n1,'x y'\n?,z\n",
                       "t.arff");
  EXPECT_EQ(D.Features[0].Name, "a b");
  EXPECT_EQ(D.Class.Values[0], "x y");
  EXPECT_TRUE(isMissing(D.Columns[0][1]));
}

// The same data as CSV gives the same J48 tree as the ARFF file.
TEST(Csv, SameTreeAsArff) {
  for (const char *Name : {"diabetes", "labor"}) {
    Dataset A = loadDataset(TestDir + "/data/" + Name + ".arff");
    std::ostringstream Csv;
    Csv.precision(17);
    for (const Attribute &F : A.Features)
      Csv << F.Name << ",";
    Csv << A.Class.Name << "\n";
    for (std::size_t R = 0; R < A.numRows(); ++R) {
      for (std::size_t F = 0; F < A.numFeatures(); ++F) {
        double V = A.Columns[F][R];
        if (isMissing(V))
          Csv << "?";
        else if (A.Features[F].Nominal)
          Csv << A.Features[F].Values[static_cast<std::size_t>(V)];
        else
          Csv << V;
        Csv << ",";
      }
      Csv << A.Class.Values[A.Classes[R]] << "\n";
    }
    Dataset C = loadCsv(Csv.str(), "mem.csv");
    // Nominal values are numbered by first appearance in CSV; reorder them
    // as declared in the ARFF file so that the trees print the same.
    for (std::size_t F = 0; F < C.numFeatures(); ++F) {
      if (!C.Features[F].Nominal)
        continue;
      for (double &V : C.Columns[F])
        if (!isMissing(V))
          V = A.Features[F].indexOf(C.Features[F].Values[static_cast<std::size_t>(V)]);
      C.Features[F].Values = A.Features[F].Values;
    }
    for (int &Cls : C.Classes)
      Cls = A.Class.indexOf(C.Class.Values[Cls]);
    C.Class.Values = A.Class.Values;
    EXPECT_EQ(toText(train(C)), toText(train(A))) << Name;
  }
}

TEST(Json, RoundTripKeepsTheTree) {
  Dataset D = loadDataset(TestDir + "/data/labor.arff");
  Tree T = train(D);
  T.Platform = "test \"platform\"";
  Tree U = fromJson(toJson(T));
  EXPECT_EQ(toText(U), toText(T));
  EXPECT_EQ(toJson(U), toJson(T));
  EXPECT_EQ(U.Platform, T.Platform);
  for (std::size_t R = 0; R < D.numRows(); ++R)
    EXPECT_EQ(predictDistribution(U, D.row(R)), predictDistribution(T, D.row(R)));
}

TEST(Json, BadModelsAreRejected) {
  Tree T = train(loadDataset(TestDir + "/data/iris.arff"));
  std::string J = toJson(T);
  std::string Future = J;
  Future.replace(Future.find("\"version\": 1"), 12, "\"version\": 99");
  EXPECT_THROW(fromJson(Future), Error);
  EXPECT_THROW(fromJson(J.substr(0, J.size() / 2)), Error);
  EXPECT_THROW(fromJson("{\"format\": \"other\", \"version\": 1}"), Error);
  EXPECT_THROW(loadModel(TestDir + "/data/iris.arff"), Error);
}

TEST(Dot, HasOneNodePerTreeNode) {
  Tree T = train(loadDataset(TestDir + "/data/iris.arff"));
  std::string Dot = toDot(T);
  EXPECT_EQ(Dot.rfind("digraph", 0), 0u);
  for (int I = 0; I < T.numNodes(); ++I)
    EXPECT_NE(Dot.find("N" + std::to_string(I) + " [label="), std::string::npos);
  EXPECT_NE(Dot.find("<= 0.6"), std::string::npos);
}

// Compiles the emitted C with the system compiler, runs it on every row and
// compares with the library's predictions.
void checkEmittedC(const std::string &Name) {
  if (std::system("command -v cc >/dev/null 2>&1") != 0)
    GTEST_SKIP() << "no C compiler";
  Dataset D = loadDataset(TestDir + "/data/" + Name + ".arff");
  Tree T = train(D);
  std::string Dir = testing::TempDir();
  std::string Source = Dir + "/emit_" + Name + ".c";
  std::string Binary = Dir + "/emit_" + Name;
  {
    std::ofstream Out(Source);
    Out << emitC(T, "tree") << "\n#include <stdio.h>\n#include <math.h>\n"
        << "int main(void) {\n  double f[" << D.numFeatures() << "];\n"
        << "  for (;;) {\n    for (int i = 0; i < " << D.numFeatures() << "; ++i) {\n"
        << "      char word[64];\n      if (scanf(\"%63s\", word) != 1) return 0;\n"
        << "      f[i] = word[0] == '?' ? NAN : atof(word);\n    }\n"
        << "    printf(\"%d\\n\", tree_predict(f));\n  }\n}\n";
  }
  // -Werror: the emitted code must compile cleanly when embedded.
  std::string Compile = "cc -std=c99 -Wall -Wextra -Werror -include stdlib.h -o '" +
                        Binary + "' '" + Source + "' -lm";
  ASSERT_EQ(std::system(Compile.c_str()), 0) << Compile;
  std::string Input = Dir + "/emit_" + Name + ".in";
  {
    std::ofstream In(Input);
    In.precision(17);
    for (std::size_t R = 0; R < D.numRows(); ++R) {
      for (double V : D.row(R)) {
        if (isMissing(V))
          In << "? ";
        else
          In << V << " ";
      }
      In << "\n";
    }
  }
  FILE *Pipe = popen(("'" + Binary + "' < '" + Input + "'").c_str(), "r");
  ASSERT_NE(Pipe, nullptr);
  std::size_t Agree = 0, Rows = 0, RowsWithoutMissing = 0;
  int Predicted;
  for (std::size_t R = 0; R < D.numRows() && std::fscanf(Pipe, "%d", &Predicted) == 1;
       ++R) {
    ++Rows;
    std::vector<double> X = D.row(R);
    bool AnyMissing = false;
    for (double V : X)
      AnyMissing = AnyMissing || isMissing(V);
    if (AnyMissing)
      continue; // emitted code takes the largest branch; predict() mixes
    ++RowsWithoutMissing;
    Agree += Predicted == predict(T, X);
  }
  pclose(Pipe);
  EXPECT_EQ(Rows, D.numRows());
  EXPECT_EQ(Agree, RowsWithoutMissing);
  EXPECT_GT(RowsWithoutMissing, 0u);
}

TEST(EmitC, AgreesWithTheLibraryOnIris) { checkEmittedC("iris"); }
TEST(EmitC, AgreesWithTheLibraryOnDiabetes) { checkEmittedC("diabetes"); }
TEST(EmitC, AgreesWithTheLibraryOnNominalData) { checkEmittedC("weather.nominal"); }

TEST(EmitC, RejectsBadPrefixes) {
  Tree T = train(loadDataset(TestDir + "/data/iris.arff"));
  EXPECT_THROW(emitC(T, "1abc"), Error);
  EXPECT_THROW(emitC(T, "a-b"), Error);
  std::string C = emitC(T, "sel");
  EXPECT_NE(C.find("static int sel_predict(const double *features)"), std::string::npos);
  EXPECT_NE(C.find("static const char *const sel_classes[]"), std::string::npos);
  EXPECT_NE(C.find("static const char *const sel_feature_names[]"), std::string::npos);
}

} // namespace
