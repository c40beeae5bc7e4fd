// Split selection: class distributions, the information gain and gain ratio
// criteria, the best threshold of a numeric attribute, and the choice of the
// attribute at a node (C4.5's average-gain filter).
#include "c45_internal.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace mlmodel {
namespace c45 {

int Distribution::maxClass() const {
  double MaxCount = 0;
  int MaxIndex = 0;
  for (std::size_t C = 0; C < PerClass.size(); ++C)
    if (gr(PerClass[C], MaxCount)) {
      MaxCount = PerClass[C];
      MaxIndex = static_cast<int>(C);
    }
  return MaxIndex;
}

int Distribution::maxClass(std::size_t Bag) const {
  if (!gr(PerBag[Bag], 0))
    return maxClass();
  double MaxCount = 0;
  int MaxIndex = 0;
  for (std::size_t C = 0; C < PerClass.size(); ++C)
    if (gr(PerClassPerBag[Bag][C], MaxCount)) {
      MaxCount = PerClassPerBag[Bag][C];
      MaxIndex = static_cast<int>(C);
    }
  return MaxIndex;
}

std::size_t Distribution::maxBag() const {
  // J48 keeps the last of (nearly) equal bags.
  double Max = 0;
  std::size_t MaxIndex = 0;
  for (std::size_t B = 0; B < PerBag.size(); ++B)
    if (grOrEq(PerBag[B], Max)) {
      Max = PerBag[B];
      MaxIndex = B;
    }
  return MaxIndex;
}

bool Distribution::check(double MinNoObj) const {
  int Counter = 0;
  for (double W : PerBag)
    if (grOrEq(W, MinNoObj))
      ++Counter;
  return Counter > 1;
}

Distribution distributionOf(const Dataset &Data, const Cases &Input) {
  Distribution D(1, Data.numClasses());
  for (const Case &C : Input)
    D.add(0, Data.Classes[C.Row], C.Weight);
  return D;
}

// Adds the cases with a missing value for Attribute to every bag of D in
// proportion to the bags' known weights.
void addInstWithUnknown(Distribution &D, const Dataset &Data,
                        const Cases &Input, int Attribute) {
  std::vector<double> Probs(D.numBags());
  for (std::size_t B = 0; B < D.numBags(); ++B)
    Probs[B] = eq(D.Total, 0) ? 1.0 / D.numBags() : D.PerBag[B] / D.Total;
  for (const Case &C : Input) {
    if (!isMissing(Data.Columns[Attribute][C.Row]))
      continue;
    int Class = Data.Classes[C.Row];
    D.PerClass[Class] += C.Weight;
    D.Total += C.Weight;
    for (std::size_t B = 0; B < D.numBags(); ++B) {
      double W = Probs[B] * C.Weight;
      D.PerClassPerBag[B][Class] += W;
      D.PerBag[B] += W;
    }
  }
}

int SplitModel::whichSubset(const Dataset &Data, std::uint32_t Row) const {
  if (!isSplit())
    return 0;
  double V = Data.Columns[Attribute][Row];
  if (isMissing(V))
    return -1;
  if (Nominal)
    return static_cast<int>(V);
  return V <= Threshold ? 0 : 1;
}

std::vector<Cases> SplitModel::split(const Dataset &Data,
                                     const Cases &Input) const {
  std::vector<Cases> Parts(NumSubsets);
  for (const Case &C : Input) {
    int Subset = whichSubset(Data, C.Row);
    if (Subset >= 0) {
      Parts[Subset].push_back(C);
      continue;
    }
    for (std::size_t B = 0; B < NumSubsets; ++B) {
      double Fraction = Dist.PerBag[B] / Dist.Total;
      if (gr(Fraction, 0))
        Parts[B].push_back(Case{C.Row, Fraction * C.Weight});
    }
  }
  return Parts;
}

void SplitModel::resetDistribution(const Dataset &Data, const Cases &Input) {
  Distribution Fresh(NumSubsets, Data.numClasses());
  for (const Case &C : Input) {
    int Subset = whichSubset(Data, C.Row);
    if (Subset >= 0)
      Fresh.add(Subset, Data.Classes[C.Row], C.Weight);
  }
  // Cases with a missing value are spread by the new known proportions (J48's
  // C45Split; its generic models would use the replaced distribution).
  if (isSplit())
    addInstWithUnknown(Fresh, Data, Input, Attribute);
  Dist = std::move(Fresh);
}

SplitModel leafModel(const Distribution &Dist) {
  SplitModel M;
  M.Attribute = -1;
  M.NumSubsets = 1;
  M.Dist = Distribution(1, Dist.numClasses());
  for (std::size_t C = 0; C < Dist.numClasses(); ++C)
    M.Dist.PerClassPerBag[0][C] = Dist.PerClass[C];
  M.Dist.PerClass = Dist.PerClass;
  M.Dist.PerBag[0] = Dist.Total;
  M.Dist.Total = Dist.Total;
  return M;
}

namespace {

// x * log2(x), zero for (nearly) empty counts.
double logFunc(double Num) {
  return Num < 1e-6 ? 0 : Num * std::log(Num) / std::log(2.0);
}

// Entropy of the class distribution before the split (times the weight).
double oldEnt(const Distribution &D) {
  double Sum = 0;
  for (double W : D.PerClass)
    Sum += logFunc(W);
  return logFunc(D.Total) - Sum;
}

// Weighted entropy after the split (times the weight).
double newEnt(const Distribution &D) {
  double Sum = 0;
  for (std::size_t B = 0; B < D.numBags(); ++B) {
    for (double W : D.PerClassPerBag[B])
      Sum += logFunc(W);
    Sum -= logFunc(D.PerBag[B]);
  }
  return -Sum;
}

// Information gain per known case, scaled down by the fraction of unknowns.
double infoGain(const Distribution &D, double TotalWeight, double OldEnt) {
  double UnknownRate = (TotalWeight - D.Total) / TotalWeight;
  double Numerator = (1 - UnknownRate) * (OldEnt - newEnt(D));
  if (eq(Numerator, 0))
    return 0;
  return Numerator / D.Total;
}

// Gain ratio: gain over the split information, the unknowns forming a bag
// of their own.
double gainRatio(const Distribution &D, double TotalWeight, double Gain) {
  double SplitEnt = 0;
  if (gr(D.Total, 0)) {
    for (double W : D.PerBag)
      SplitEnt -= logFunc(W);
    SplitEnt -= logFunc(TotalWeight - D.Total);
    SplitEnt += logFunc(TotalWeight);
  }
  if (eq(SplitEnt, 0))
    return 0;
  return Gain / (SplitEnt / TotalWeight);
}

struct SortedCase {
  double Value;
  int Class;
  double Weight;
  std::uint32_t Row;
};

} // namespace

SplitSelector::SplitSelector(const Dataset &Data, const Cases &AllTraining,
                             int MinNumObj)
    : Data(Data), MinNumObj(MinNumObj), NumTrainingRows(AllTraining.size()) {
  for (const Case &C : AllTraining)
    TrainingRows.push_back(C.Row);
  // J48 excludes many-valued nominal attributes from the average gain,
  // unless every attribute is such a one.
  AllNominalManyValues = true;
  for (const Attribute &A : Data.Features)
    if (!A.Nominal ||
        sm(static_cast<double>(A.Values.size()), 0.3 * NumTrainingRows)) {
      AllNominalManyValues = false;
      break;
    }
  TrainingValues.resize(Data.numFeatures());
  for (std::size_t F = 0; F < Data.numFeatures(); ++F) {
    if (Data.Features[F].Nominal)
      continue;
    std::vector<double> &Values = TrainingValues[F];
    for (const Case &C : AllTraining) {
      double V = Data.Columns[F][C.Row];
      if (!isMissing(V))
        Values.push_back(V);
    }
    std::sort(Values.begin(), Values.end());
    Values.erase(std::unique(Values.begin(), Values.end()), Values.end());
  }
}

SplitModel SplitSelector::evaluateAttribute(
    int Attr, const Cases &Input, double SumOfWeights,
    const std::vector<std::uint32_t> *Order) const {
  const std::size_t NumClasses = Data.numClasses();
  const std::vector<double> &Column = Data.Columns[Attr];
  SplitModel M;
  M.Attribute = Attr;
  M.NumSubsets = 0;

  if (Data.Features[Attr].Nominal) {
    std::size_t NumValues = Data.Features[Attr].Values.size();
    M.Nominal = true;
    M.Dist = Distribution(NumValues, NumClasses);
    for (const Case &C : Input) {
      double V = Column[C.Row];
      if (!isMissing(V))
        M.Dist.add(static_cast<std::size_t>(V), Data.Classes[C.Row], C.Weight);
    }
    if (M.Dist.check(MinNumObj)) {
      M.NumSubsets = NumValues;
      M.InfoGain = infoGain(M.Dist, SumOfWeights, oldEnt(M.Dist));
      M.GainRatio = gainRatio(M.Dist, SumOfWeights, M.InfoGain);
    }
    return M;
  }

  // Numeric attribute: cases with known values in ascending order (by value,
  // then row), taken from the presorted order when there is one.
  std::vector<SortedCase> Known;
  if (Order) {
    Known.reserve(Order->size());
    for (std::uint32_t Position : *Order) {
      const Case &C = Input[Position];
      Known.push_back(SortedCase{Column[C.Row], Data.Classes[C.Row], C.Weight, C.Row});
    }
  } else {
    Known.reserve(Input.size());
    for (const Case &C : Input) {
      double V = Column[C.Row];
      if (!isMissing(V))
        Known.push_back(SortedCase{V, Data.Classes[C.Row], C.Weight, C.Row});
    }
    std::sort(Known.begin(), Known.end(),
              [](const SortedCase &A, const SortedCase &B) {
                return A.Value < B.Value || (A.Value == B.Value && A.Row < B.Row);
              });
  }
  const std::size_t FirstMiss = Known.size();

  Distribution D(2, NumClasses);
  for (const SortedCase &K : Known)
    D.add(1, K.Class, K.Weight);

  // Each branch needs 10% of the average class weight, between MinNumObj
  // and 25.
  double MinSplit = 0.1 * D.Total / static_cast<double>(NumClasses);
  if (smOrEq(MinSplit, MinNumObj))
    MinSplit = MinNumObj;
  else if (gr(MinSplit, 25))
    MinSplit = 25;
  if (sm(static_cast<double>(FirstMiss), 2 * MinSplit))
    return M;

  const double DefaultEnt = oldEnt(D);
  double BestGain = 0;
  long SplitIndex = -1;
  int Candidates = 0; // admissible thresholds, for the MDL correction
  std::size_t Last = 0;
  for (std::size_t Next = 1; Next < FirstMiss; ++Next) {
    // Values closer than 1e-5 are not separated.
    if (!(Known[Next - 1].Value + 1e-5 < Known[Next].Value))
      continue;
    for (std::size_t K = Last; K < Next; ++K)
      D.shift(1, 0, Known[K].Class, Known[K].Weight);
    if (grOrEq(D.PerBag[0], MinSplit) && grOrEq(D.PerBag[1], MinSplit)) {
      double Gain = infoGain(D, SumOfWeights, DefaultEnt);
      if (gr(Gain, BestGain)) {
        BestGain = Gain;
        SplitIndex = static_cast<long>(Next) - 1;
      }
      ++Candidates;
    }
    Last = Next;
  }
  if (Candidates == 0)
    return M;
  // MDL correction: choosing among the candidate thresholds costs
  // log2(candidates) bits, spread over the cases.
  BestGain -= std::log(static_cast<double>(Candidates)) / std::log(2.0) /
              SumOfWeights;
  if (smOrEq(BestGain, 0))
    return M;

  M.NumSubsets = 2;
  M.InfoGain = BestGain;
  double Low = Known[SplitIndex].Value, High = Known[SplitIndex + 1].Value;
  M.Threshold = (Low + High) / 2;
  if (M.Threshold == High) // the midpoint rounded up to the next value
    M.Threshold = Low;
  M.Dist = Distribution(2, NumClasses);
  for (std::size_t K = 0; K < FirstMiss; ++K)
    M.Dist.add(static_cast<long>(K) <= SplitIndex ? 0 : 1, Known[K].Class,
               Known[K].Weight);
  M.GainRatio = gainRatio(M.Dist, SumOfWeights, M.InfoGain);
  return M;
}

double SplitSelector::trainingValueAtOrBelow(int Attr, double Threshold) const {
  const std::vector<double> &Values = TrainingValues[Attr];
  auto It = std::upper_bound(Values.begin(), Values.end(), Threshold + Small);
  while (It != Values.begin() && !smOrEq(*(It - 1), Threshold))
    --It;
  if (It == Values.begin())
    return Threshold;
  double Largest = *(It - 1);
  // J48 scans the training rows in order and takes a value only if it is
  // more than 1e-6 above the one it holds. With no other value near the
  // largest that is simply the largest; otherwise scan as J48 does.
  if (It - 1 == Values.begin() || Largest - *(It - 2) > 3 * Small)
    return Largest;
  double Current = -std::numeric_limits<double>::max();
  const std::vector<double> &Column = Data.Columns[Attr];
  for (std::uint32_t Row : TrainingRows) {
    double V = Column[Row];
    if (!isMissing(V) && gr(V, Current) && smOrEq(V, Threshold))
      Current = V;
  }
  return Current;
}

SplitModel SplitSelector::select(const Cases &Input,
                                 const SortedOrders *Orders) const {
  Distribution All = distributionOf(Data, Input);
  if (sm(All.Total, 2.0 * MinNumObj) || eq(All.Total, All.PerClass[All.maxClass()]))
    return leafModel(All);

  double SumOfWeights = 0;
  for (const Case &C : Input)
    SumOfWeights += C.Weight;

  const int NumFeatures = static_cast<int>(Data.numFeatures());
  std::vector<SplitModel> Models(NumFeatures);
  double AverageGain = 0;
  int ValidModels = 0;
  for (int A = 0; A < NumFeatures; ++A) {
    Models[A] = evaluateAttribute(A, Input, SumOfWeights,
                                  Orders && !(*Orders)[A].empty() ? &(*Orders)[A]
                                                                  : nullptr);
    if (!Models[A].isSplit())
      continue;
    const Attribute &Attr = Data.Features[A];
    if (!Attr.Nominal || AllNominalManyValues ||
        sm(static_cast<double>(Attr.Values.size()), 0.3 * NumTrainingRows)) {
      AverageGain += Models[A].InfoGain;
      ++ValidModels;
    }
  }
  if (ValidModels == 0)
    return leafModel(All);
  AverageGain /= ValidModels;

  // The largest gain ratio among splits with at least average gain (less a
  // small allowance that J48 uses to approximate C4.5).
  int Best = -1;
  double BestRatio = 0;
  for (int A = 0; A < NumFeatures; ++A)
    if (Models[A].isSplit() && Models[A].InfoGain >= AverageGain - 1e-3 &&
        gr(Models[A].GainRatio, BestRatio)) {
      Best = A;
      BestRatio = Models[A].GainRatio;
    }
  if (Best < 0 || eq(BestRatio, 0))
    return leafModel(All);

  SplitModel Chosen = std::move(Models[Best]);
  addInstWithUnknown(Chosen.Dist, Data, Input, Best);
  if (!Chosen.Nominal) {
    // C4.5 sets the threshold to the largest training value not above the
    // midpoint, so that printed thresholds are values seen in the data.
    Chosen.Threshold = trainingValueAtOrBelow(Best, Chosen.Threshold);
    // That value can lie below every case of this node: J48's scan skips a
    // value less than 1e-6 above the one it holds, so it may stop at a
    // value of another node's rows just under the lowest one here (F2
    // values 0.99990227 elsewhere, 0.99990251 and 1 here). Every case then
    // goes to one branch, and growing that branch would choose the same
    // split again without end. Such a split separates nothing: a leaf.
    bool Below = false, Above = false;
    for (const Case &C : Input) {
      double V = Data.Columns[Best][C.Row];
      if (isMissing(V))
        continue;
      (V <= Chosen.Threshold ? Below : Above) = true;
    }
    if (!Below || !Above)
      return leafModel(All);
  }
  return Chosen;
}

SortedOrders sortedOrders(const Dataset &Data, const Cases &Input) {
  SortedOrders Orders(Data.numFeatures());
  for (std::size_t F = 0; F < Data.numFeatures(); ++F) {
    if (Data.Features[F].Nominal)
      continue;
    const std::vector<double> &Column = Data.Columns[F];
    std::vector<std::uint32_t> &Order = Orders[F];
    for (std::size_t I = 0; I < Input.size(); ++I)
      if (!isMissing(Column[Input[I].Row]))
        Order.push_back(static_cast<std::uint32_t>(I));
    std::sort(Order.begin(), Order.end(), [&](std::uint32_t A, std::uint32_t B) {
      double VA = Column[Input[A].Row], VB = Column[Input[B].Row];
      return VA < VB || (VA == VB && Input[A].Row < Input[B].Row);
    });
  }
  return Orders;
}

SortedOrders childOrders(const Dataset &Data, const SplitModel &Model,
                         const Cases &Input, const SortedOrders &Parent,
                         std::size_t Branch) {
  // Position of each parent case in the branch's cases, in the order split()
  // appends them; -1 when the case does not go down the branch.
  std::vector<std::int64_t> Position(Input.size(), -1);
  std::int64_t Next = 0;
  double Fraction = Model.Dist.PerBag[Branch] / Model.Dist.Total;
  for (std::size_t I = 0; I < Input.size(); ++I) {
    int Subset = Model.whichSubset(Data, Input[I].Row);
    if (Subset == static_cast<int>(Branch) || (Subset < 0 && gr(Fraction, 0)))
      Position[I] = Next++;
  }
  SortedOrders Orders(Parent.size());
  for (std::size_t F = 0; F < Parent.size(); ++F) {
    if (Data.Features[F].Nominal)
      continue;
    for (std::uint32_t P : Parent[F])
      if (Position[P] >= 0)
        Orders[F].push_back(static_cast<std::uint32_t>(Position[P]));
  }
  return Orders;
}

} // namespace c45
} // namespace mlmodel
