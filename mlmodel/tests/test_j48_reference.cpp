// The trees must be identical to Weka J48's (3.6.14) on the reference data
// sets: same structure, thresholds and leaf weights as printed, leaf and node
// counts, and training accuracy. J48's outputs are kept in expected/ so this
// runs without Java; the WekaRerun test regenerates them when Weka is there.
#include "mlmodel/evaluation.h"
#include "mlmodel/tree.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

using namespace mlmodel;

namespace {

const std::string TestDir = MLMODEL_TEST_DIR;

std::string readFile(const std::string &Path) {
  std::ifstream In(Path);
  std::ostringstream S;
  S << In.rdbuf();
  return S.str();
}

// The part of J48's output from the "J48 ... tree" title to the "Size of the
// tree" line.
std::string treeSection(const std::string &Output) {
  std::size_t Begin = Output.find("J48 ");
  std::size_t Size = Output.find("Size of the tree", Begin);
  if (Begin == std::string::npos || Size == std::string::npos)
    return "";
  std::size_t End = Output.find('\n', Size);
  return Output.substr(Begin, End - Begin + 1);
}

// The number of correctly classified training instances J48 reports.
long trainingCorrect(const std::string &Output) {
  std::size_t Section = Output.find("=== Error on training data ===");
  std::size_t Line = Output.find("Correctly Classified Instances", Section);
  if (Section == std::string::npos || Line == std::string::npos)
    return -1;
  return std::strtol(Output.c_str() + Line + 30, nullptr, 10);
}

struct Case {
  std::string Name;
  bool Unpruned;
};

std::string caseName(const testing::TestParamInfo<Case> &Info) {
  std::string N = Info.param.Name + (Info.param.Unpruned ? "_unpruned" : "_pruned");
  for (char &C : N)
    if (!isalnum(static_cast<unsigned char>(C)))
      C = '_';
  return N;
}

class J48Reference : public testing::TestWithParam<Case> {};

TEST_P(J48Reference, TreeAndTrainingAccuracyMatchJ48) {
  const Case &C = GetParam();
  std::string Expected = readFile(TestDir + "/expected/" + C.Name +
                                  (C.Unpruned ? ".J48-U.txt" : ".J48.txt"));
  ASSERT_FALSE(Expected.empty()) << "missing expected output for " << C.Name;

  Dataset Data = loadDataset(TestDir + "/data/" + C.Name + ".arff");
  TrainOptions Options;
  Options.Prune = !C.Unpruned;
  Tree Model = train(Data, Options);
  EXPECT_EQ(treeSection(Expected), toText(Model));

  Evaluation E = evaluate(Model, Data);
  EXPECT_EQ(trainingCorrect(Expected), static_cast<long>(E.Correct + 0.5));
}

const Case Cases[] = {
    {"iris", false},           {"iris", true},
    {"diabetes", false},       {"diabetes", true},
    {"weather.nominal", false}, {"weather.nominal", true},
    {"weather.numeric", false}, {"weather.numeric", true},
    {"labor", false},          {"labor", true},
    {"glass", false},          {"glass", true},
    {"breast-cancer", false},  {"breast-cancer", true},
    {"contact-lenses", false}, {"contact-lenses", true},
    {"vote", false},           {"vote", true},
    {"soybean", false},        {"soybean", true},
    {"credit-g", false},       {"credit-g", true},
    {"ionosphere", false},     {"ionosphere", true},
    {"segment-challenge", false}, {"segment-challenge", true},
};

INSTANTIATE_TEST_SUITE_P(Weka, J48Reference, testing::ValuesIn(Cases), caseName);

// Runs Weka itself where it is installed (never in CI) and compares.
TEST(WekaRerun, IrisAndDiabetesMatchLiveJ48) {
  const char *Jar = "/usr/share/java/weka.jar";
  if (std::system("command -v java >/dev/null 2>&1") != 0 ||
      !std::ifstream(Jar).good())
    GTEST_SKIP() << "java or " << Jar << " not installed";
  for (const char *Name : {"iris", "diabetes"}) {
    std::string Arff = TestDir + "/data/" + Name + ".arff";
    std::string Command = std::string("java -cp ") + Jar +
                          " weka.classifiers.trees.J48 -t '" + Arff + "' 2>&1";
    FILE *Pipe = popen(Command.c_str(), "r");
    ASSERT_NE(Pipe, nullptr);
    std::string Output;
    char Buf[4096];
    std::size_t N;
    while ((N = std::fread(Buf, 1, sizeof Buf, Pipe)) > 0)
      Output.append(Buf, N);
    ASSERT_EQ(pclose(Pipe), 0) << Output;
    Tree Model = train(loadDataset(Arff));
    EXPECT_EQ(treeSection(Output), toText(Model)) << Name;
    EXPECT_EQ(trainingCorrect(Output),
              static_cast<long>(evaluate(Model, loadDataset(Arff)).Correct + 0.5));
  }
}

} // namespace
