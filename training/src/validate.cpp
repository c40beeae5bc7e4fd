#include "validate.h"

#include "common.h"

#include "mlmodel/evaluation.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace train {

std::vector<int> foldsByProgram(const std::vector<Row> &Rows, int &NumFolds) {
  std::map<std::string, int> Index;
  for (const Row &R : Rows)
    Index[R.Program] = 0;
  int N = 0;
  for (auto &Entry : Index)
    Entry.second = N++;
  NumFolds = N;
  std::vector<int> FoldOf;
  for (const Row &R : Rows)
    FoldOf.push_back(Index[R.Program]);
  return FoldOf;
}

std::vector<int> foldsStratified(const mlmodel::Dataset &Data, int Folds,
                                 std::uint64_t Seed) {
  // This tool's own errors for bad arguments; the folds are mlmodel's, so
  // they match mlmodel::crossValidate exactly.
  std::size_t Classified = static_cast<std::size_t>(
      std::count_if(Data.Classes.begin(), Data.Classes.end(), [](int C) { return C >= 0; }));
  if (Folds < 2)
    throw UsageError("cross-validation needs at least 2 folds");
  if (static_cast<std::size_t>(Folds) > Classified)
    throw Error("more folds (" + std::to_string(Folds) + ") than rows (" +
                std::to_string(Classified) + ")");
  return mlmodel::stratifiedFolds(Data, Folds, Seed);
}

std::vector<int> crossValidatedPredictions(const mlmodel::Dataset &Data,
                                           const std::vector<int> &FoldOf,
                                           int NumFolds,
                                           const mlmodel::TrainOptions &Options) {
  std::vector<int> Predicted(Data.numRows(), -1);
  for (int F = 0; F < NumFolds; ++F) {
    std::vector<std::size_t> Train, Test;
    for (std::size_t R = 0; R < Data.numRows(); ++R) {
      if (FoldOf[R] == F)
        Test.push_back(R);
      else if (FoldOf[R] >= 0 && Data.Classes[R] >= 0)
        Train.push_back(R);
    }
    if (Test.empty())
      continue;
    std::set<int> Seen;
    for (std::size_t R : Train)
      Seen.insert(Data.Classes[R]);
    if (Seen.empty())
      throw Error("a cross-validation fold has no training rows");
    if (Seen.size() == 1) {
      for (std::size_t R : Test)
        Predicted[R] = *Seen.begin();
      continue;
    }
    mlmodel::Tree Model = mlmodel::train(Data.subset(Train), Options);
    for (std::size_t R : Test)
      Predicted[R] = mlmodel::predict(Model, Data.row(R));
  }
  return Predicted;
}

namespace {
double expMean(double LogSum, int N) { return N ? std::exp(LogSum / N) : 0; }
} // namespace

double Figures::geoMeanOracle() const { return expMean(LogOracle, Rows); }
double Figures::geoMeanOverOpenmp() const { return expMean(LogOpenmp, Rows); }
double Figures::geoMeanOverOpencl() const { return expMean(LogOpencl, Rows); }

void Figures::add(const Row &R, int Predicted) {
  ++Rows;
  int Actual = R.Best == ClassOpencl ? 1 : 0;
  if (Predicted == Actual)
    ++Correct;
  double Chosen = Predicted == 1 ? R.TOpencl : R.TOpenmp;
  double Oracle = std::min(R.TOpenmp, R.TOpencl);
  TChosen += Chosen;
  TOracle += Oracle;
  TOpenmp += R.TOpenmp;
  TOpencl += R.TOpencl;
  LogOracle += std::log(Oracle / Chosen);
  LogOpenmp += std::log(R.TOpenmp / Chosen);
  LogOpencl += std::log(R.TOpencl / Chosen);
}

Summary summarize(const std::vector<Row> &Rows, const std::vector<int> &Predicted) {
  if (Rows.size() != Predicted.size())
    throw Error("summarize: one prediction per row expected");
  Summary S;
  std::map<std::string, std::size_t> Index;
  for (std::size_t I = 0; I < Rows.size(); ++I) {
    auto It = Index.find(Rows[I].Program);
    if (It == Index.end()) {
      It = Index.emplace(Rows[I].Program, S.Programs.size()).first;
      S.Programs.emplace_back();
      S.Programs.back().Program = Rows[I].Program;
    }
    S.Programs[It->second].add(Rows[I], Predicted[I]);
    S.Total.add(Rows[I], Predicted[I]);
  }
  return S;
}

std::string formatSummary(const Summary &S) {
  std::size_t W = 7;
  for (const Figures &P : S.Programs)
    W = std::max(W, P.Program.size());
  std::string Out;
  Out += format("%-*s %6s %7s %12s %12s %12s %12s %7s\n", int(W), "program", "rows",
                "correct", "t_chosen", "t_oracle", "t_openmp", "t_opencl", "oracle");
  auto Line = [&](const Figures &F, const std::string &Name) {
    Out += format("%-*s %6d %7d %12.6g %12.6g %12.6g %12.6g %7.3f\n", int(W),
                  Name.c_str(), F.Rows, F.Correct, F.TChosen, F.TOracle, F.TOpenmp,
                  F.TOpencl, F.oracle());
  };
  for (const Figures &P : S.Programs)
    Line(P, P.Program);
  Line(S.Total, "total");
  const Figures &T = S.Total;
  Out += "\n";
  Out += format("accuracy: %.6f\n", T.accuracy());
  Out += format("oracle: %.6f\n", T.oracle());
  Out += format("correct: %d of %d rows\n", T.Correct, T.Rows);
  Out += format("oracle, geometric mean of oracle/chosen per row: %.6f\n",
                T.geoMeanOracle());
  Out += format("speedup over always-openmp: %.6f (total time), %.6f (geometric "
                "mean per row)\n",
                T.speedupOverOpenmp(), T.geoMeanOverOpenmp());
  Out += format("speedup over always-opencl: %.6f (total time), %.6f (geometric "
                "mean per row)\n",
                T.speedupOverOpencl(), T.geoMeanOverOpencl());
  return Out;
}

std::string perProgramCsv(const Summary &S) {
  std::string Out = "program,rows,correct,t_chosen,t_oracle,t_openmp,t_opencl\n";
  for (const Figures &P : S.Programs)
    Out += csvField(P.Program) + format(",%d,%d,%.9g,%.9g,%.9g,%.9g\n", P.Rows,
                                       P.Correct, P.TChosen, P.TOracle, P.TOpenmp,
                                       P.TOpencl);
  return Out;
}

namespace {
const char *className(int C) { return C == 1 ? "opencl" : "openmp"; }
double chosenTime(const Row &R, int C) { return C == 1 ? R.TOpencl : R.TOpenmp; }
double slowdown(const Row &R, int C) {
  double Oracle = std::min(R.TOpenmp, R.TOpencl);
  return Oracle > 0 ? chosenTime(R, C) / Oracle : 1;
}
} // namespace

std::string perRowCsv(const std::vector<Row> &Rows, const std::vector<int> &Predicted) {
  std::string Out = "program,input,t_openmp,t_opencl,best,chosen,slowdown\n";
  for (std::size_t I = 0; I < Rows.size() && I < Predicted.size(); ++I) {
    const Row &R = Rows[I];
    Out += csvField(R.Program) + "," + csvField(R.Input) +
           format(",%.9g,%.9g,%s,%s,%.4f\n", R.TOpenmp, R.TOpencl, R.Best.c_str(),
                  className(Predicted[I]), slowdown(R, Predicted[I]));
  }
  return Out;
}

std::string formatWrongRows(const std::vector<Row> &Rows, const std::vector<int> &Predicted) {
  const double Bands[] = {1.05, 1.2, 2.0};
  int Count[4] = {0, 0, 0, 0}, Wrong = 0;
  for (std::size_t I = 0; I < Rows.size() && I < Predicted.size(); ++I) {
    if (Rows[I].Best == className(Predicted[I]))
      continue;
    double S = slowdown(Rows[I], Predicted[I]);
    int B = 0;
    while (B < 3 && S > Bands[B])
      ++B;
    ++Count[B];
    ++Wrong;
  }
  return format("wrong rows by slowdown (chosen/oracle time): %d within 5%%, %d within 20%%, "
                "%d within 2x, %d beyond (%d wrong)\n",
                Count[0], Count[1], Count[2], Count[3], Wrong);
}

} // namespace train
