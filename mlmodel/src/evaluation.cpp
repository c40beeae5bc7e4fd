// Evaluation: accuracy, confusion matrix, time-based performance against the
// oracle, and k-fold / leave-one-group-out cross-validation.
#include "mlmodel/evaluation.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <sstream>

namespace mlmodel {

void Evaluation::add(int Actual, int Predicted, double Weight,
                     const std::vector<double> &Times) {
  const std::size_t NumClasses = ClassNames.size();
  if (Confusion.empty())
    Confusion.assign(NumClasses, std::vector<double>(NumClasses, 0.0));
  if (Actual >= 0) {
    Total += Weight;
    Confusion[Actual][Predicted] += Weight;
    if (Actual == Predicted)
      Correct += Weight;
  }
  if (Times.size() != NumClasses || NumClasses == 0)
    return;
  for (double T : Times)
    if (!(T > 0) || !std::isfinite(T))
      return; // rows without a usable time for every class are left out
  if (TimeAlways.empty()) {
    TimeAlways.assign(NumClasses, 0.0);
    LogAlwaysOverChosen.assign(NumClasses, 0.0);
  }
  HasTimes = true;
  ++TimedRows;
  double Chosen = Times[Predicted];
  double Oracle = *std::min_element(Times.begin(), Times.end());
  TimeChosen += Chosen;
  TimeOracle += Oracle;
  LogOracleOverChosen += std::log(Oracle / Chosen);
  for (std::size_t C = 0; C < NumClasses; ++C) {
    TimeAlways[C] += Times[C];
    LogAlwaysOverChosen[C] += std::log(Times[C] / Chosen);
  }
}

void Evaluation::merge(const Evaluation &Other) {
  const std::size_t NumClasses = ClassNames.size();
  if (Confusion.empty())
    Confusion.assign(NumClasses, std::vector<double>(NumClasses, 0.0));
  Total += Other.Total;
  Correct += Other.Correct;
  for (std::size_t A = 0; A < Other.Confusion.size(); ++A)
    for (std::size_t P = 0; P < Other.Confusion[A].size(); ++P)
      Confusion[A][P] += Other.Confusion[A][P];
  if (!Other.HasTimes)
    return;
  if (TimeAlways.empty()) {
    TimeAlways.assign(NumClasses, 0.0);
    LogAlwaysOverChosen.assign(NumClasses, 0.0);
  }
  HasTimes = true;
  TimedRows += Other.TimedRows;
  TimeChosen += Other.TimeChosen;
  TimeOracle += Other.TimeOracle;
  LogOracleOverChosen += Other.LogOracleOverChosen;
  for (std::size_t C = 0; C < NumClasses; ++C) {
    TimeAlways[C] += Other.TimeAlways[C];
    LogAlwaysOverChosen[C] += Other.LogAlwaysOverChosen[C];
  }
}

void Evaluation::finish() {
  if (!HasTimes || TimedRows == 0)
    return;
  double N = static_cast<double>(TimedRows);
  GeoMeanOracleOverChosen = std::exp(LogOracleOverChosen / N);
  GeoMeanAlwaysOverChosen.assign(ClassNames.size(), 0.0);
  for (std::size_t C = 0; C < ClassNames.size(); ++C)
    GeoMeanAlwaysOverChosen[C] = std::exp(LogAlwaysOverChosen[C] / N);
}

std::string Evaluation::report() const {
  using detail::wekaDouble;
  std::ostringstream Out;
  double Pct = Total > 0 ? 100 * Correct / Total : 0;
  Out << "Correctly Classified Instances     " << wekaDouble(Correct, 12, 4)
      << "     " << wekaDouble(Pct, 12, 4) << " %\n";
  Out << "Incorrectly Classified Instances   " << wekaDouble(Total - Correct, 12, 4)
      << "     " << wekaDouble(Total > 0 ? 100 - Pct : 0, 12, 4) << " %\n";
  Out << "Total Number of Instances          " << wekaDouble(Total, 12, 4) << "\n";

  // Confusion matrix, labelled a, b, ... as Weka does.
  const std::size_t N = ClassNames.size();
  auto Letter = [](std::size_t I) {
    std::string L;
    do {
      L.insert(L.begin(), static_cast<char>('a' + I % 26));
      I = I / 26;
    } while (I-- > 0);
    return L;
  };
  std::size_t Width = 1;
  for (std::size_t A = 0; A < N; ++A) {
    Width = std::max(Width, Letter(A).size());
    for (std::size_t P = 0; P < N; ++P)
      if (!Confusion.empty())
        Width = std::max(Width, wekaDouble(Confusion[A][P], 2).size());
  }
  auto Pad = [&](const std::string &S) {
    return std::string(Width + 1 - std::min(Width + 1, S.size()), ' ') + S;
  };
  Out << "\n=== Confusion Matrix ===\n\n";
  for (std::size_t P = 0; P < N; ++P)
    Out << " " << Pad(Letter(P));
  Out << "   <-- classified as\n";
  for (std::size_t A = 0; A < N; ++A) {
    for (std::size_t P = 0; P < N; ++P)
      Out << " " << Pad(wekaDouble(Confusion.empty() ? 0 : Confusion[A][P], 2));
    Out << " | " << Pad(Letter(A)) << " = " << ClassNames[A] << "\n";
  }

  if (HasTimes && TimedRows > 0) {
    char Buf[256];
    Out << "\n=== Performance of the chosen classes (" << TimedRows
        << " rows with a time for every class) ===\n\n";
    std::snprintf(Buf, sizeof Buf,
                  "Total time, chosen classes  %14.6g\n"
                  "Total time, oracle          %14.6g\n",
                  TimeChosen, TimeOracle);
    Out << Buf;
    for (std::size_t C = 0; C < N; ++C) {
      std::snprintf(Buf, sizeof Buf, "Total time, always %-8s %14.6g\n",
                    ClassNames[C].c_str(), TimeAlways[C]);
      Out << Buf;
    }
    std::snprintf(Buf, sizeof Buf,
                  "Performance relative to the oracle: %.4f (total time), "
                  "%.4f (geometric mean per row)\n",
                  TimeOracle / TimeChosen, GeoMeanOracleOverChosen);
    Out << Buf;
    for (std::size_t C = 0; C < N; ++C) {
      std::snprintf(Buf, sizeof Buf,
                    "Speedup over always %s: %.4f (total time), %.4f "
                    "(geometric mean per row)\n",
                    ClassNames[C].c_str(), TimeAlways[C] / TimeChosen,
                    GeoMeanAlwaysOverChosen.empty() ? 0.0
                                                    : GeoMeanAlwaysOverChosen[C]);
      Out << Buf;
    }
  }
  return Out.str();
}

namespace {

std::vector<double> timesOf(const Dataset &Data, std::size_t Row) {
  std::vector<double> T;
  for (const auto &Column : Data.Times)
    T.push_back(Column[Row]);
  return T;
}

Evaluation emptyEvaluation(const Dataset &Data) {
  Evaluation E;
  E.ClassNames = Data.Class.Values;
  E.Confusion.assign(Data.numClasses(), std::vector<double>(Data.numClasses(), 0.0));
  return E;
}

// Trains on Train and evaluates on Test. A training part with a single class
// cannot grow a tree; it predicts that class.
Evaluation trainAndTest(const Dataset &Data, const std::vector<std::size_t> &Train,
                        const std::vector<std::size_t> &Test,
                        const TrainOptions &Options) {
  Evaluation E = emptyEvaluation(Data);
  std::set<int> Seen;
  for (std::size_t R : Train)
    if (Data.Classes[R] >= 0)
      Seen.insert(Data.Classes[R]);
  if (Seen.empty())
    throw Error("a cross-validation fold has no training rows with a class");
  if (Seen.size() == 1) {
    for (std::size_t R : Test)
      E.add(Data.Classes[R], *Seen.begin(), Data.Weights[R], timesOf(Data, R));
    return E;
  }
  Tree Model = train(Data.subset(Train), Options);
  for (std::size_t R : Test)
    E.add(Data.Classes[R], predict(Model, Data.row(R)), Data.Weights[R],
          timesOf(Data, R));
  return E;
}

} // namespace

Evaluation evaluate(const Tree &Model, const Dataset &Data) {
  Evaluation E;
  E.ClassNames = Model.Class.Values;
  E.Confusion.assign(E.ClassNames.size(),
                     std::vector<double>(E.ClassNames.size(), 0.0));
  for (std::size_t R = 0; R < Data.numRows(); ++R) {
    std::vector<double> Times;
    if (Data.hasTimes())
      Times = timesOf(Data, R);
    E.add(Data.Classes[R], predict(Model, Data.row(R)), Data.Weights[R], Times);
  }
  E.finish();
  return E;
}

std::vector<int> stratifiedFolds(const Dataset &Data, int Folds, std::uint64_t Seed) {
  std::vector<std::size_t> Rows;
  for (std::size_t R = 0; R < Data.numRows(); ++R)
    if (Data.Classes[R] >= 0)
      Rows.push_back(R);
  if (Folds < 2)
    throw Error("cross-validation needs at least 2 folds");
  if (static_cast<std::size_t>(Folds) > Rows.size())
    throw Error("more folds (" + std::to_string(Folds) + ") than rows with a class (" +
                std::to_string(Rows.size()) + ")");
  // Shuffle (Fisher-Yates on a fixed generator, so results are the same on
  // every platform), then order by class and deal round-robin: each fold
  // gets its share of every class.
  std::mt19937_64 Rng(Seed);
  for (std::size_t I = Rows.size(); I > 1; --I)
    std::swap(Rows[I - 1], Rows[Rng() % I]);
  std::stable_sort(Rows.begin(), Rows.end(), [&](std::size_t A, std::size_t B) {
    return Data.Classes[A] < Data.Classes[B];
  });
  std::vector<int> FoldOf(Data.numRows(), -1);
  for (std::size_t I = 0; I < Rows.size(); ++I)
    FoldOf[Rows[I]] = static_cast<int>(I % static_cast<std::size_t>(Folds));
  return FoldOf;
}

Evaluation crossValidate(const Dataset &Data, const TrainOptions &Options,
                         int Folds, std::uint64_t Seed) {
  std::vector<int> FoldOf = stratifiedFolds(Data, Folds, Seed);
  Evaluation Total = emptyEvaluation(Data);
  for (int F = 0; F < Folds; ++F) {
    std::vector<std::size_t> Train, Test;
    for (std::size_t R = 0; R < Data.numRows(); ++R)
      if (FoldOf[R] >= 0)
        (FoldOf[R] == F ? Test : Train).push_back(R); // ascending rows
    Total.merge(trainAndTest(Data, Train, Test, Options));
  }
  Total.finish();
  return Total;
}

Evaluation leaveOneGroupOut(const Dataset &Data, const TrainOptions &Options) {
  if (!Data.hasGroups())
    throw Error("leave-one-group-out needs a group column");
  std::map<std::string, std::vector<std::size_t>> Members;
  for (std::size_t R = 0; R < Data.numRows(); ++R)
    if (Data.Classes[R] >= 0)
      Members[Data.Groups[R]].push_back(R);
  if (Members.size() < 2)
    throw Error("leave-one-group-out needs at least 2 groups");
  Evaluation Total = emptyEvaluation(Data);
  for (const auto &[Group, Test] : Members) {
    std::vector<std::size_t> Train;
    for (std::size_t R = 0; R < Data.numRows(); ++R)
      if (Data.Classes[R] >= 0 && Data.Groups[R] != Group)
        Train.push_back(R);
    Total.merge(trainAndTest(Data, Train, Test, Options));
  }
  Total.finish();
  return Total;
}

} // namespace mlmodel
