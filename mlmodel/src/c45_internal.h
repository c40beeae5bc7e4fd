// Internal pieces of C4.5 training shared by split selection, tree growth and
// pruning. The arithmetic follows Weka 3.6's J48 step by step (including its
// 1e-6 comparison tolerance) so that the trees come out identical.
#ifndef MLMODEL_C45_INTERNAL_H
#define MLMODEL_C45_INTERNAL_H

#include "mlmodel/dataset.h"
#include "mlmodel/tree.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace mlmodel {
namespace c45 {

// Weka's Utils comparisons.
constexpr double Small = 1e-6;
inline bool eq(double A, double B) { return A - B < Small && B - A < Small; }
inline bool gr(double A, double B) { return A - B > Small; }
inline bool grOrEq(double A, double B) { return B - A < Small; }
inline bool sm(double A, double B) { return B - A > Small; }
inline bool smOrEq(double A, double B) { return A - B < Small; }

// A training case: a row of the data set with a (possibly fractional) weight.
struct Case {
  std::uint32_t Row;
  double Weight;
};
using Cases = std::vector<Case>;

// Class weights per bag (branch), with their marginals kept up to date.
class Distribution {
public:
  Distribution(std::size_t Bags, std::size_t Classes)
      : PerClassPerBag(Bags, std::vector<double>(Classes, 0.0)),
        PerBag(Bags, 0.0), PerClass(Classes, 0.0) {}

  void add(std::size_t Bag, int Class, double Weight) {
    PerClassPerBag[Bag][Class] += Weight;
    PerBag[Bag] += Weight;
    PerClass[Class] += Weight;
    Total += Weight;
  }
  void shift(std::size_t From, std::size_t To, int Class, double Weight) {
    PerClassPerBag[From][Class] -= Weight;
    PerClassPerBag[To][Class] += Weight;
    PerBag[From] -= Weight;
    PerBag[To] += Weight;
  }
  std::size_t numBags() const { return PerBag.size(); }
  std::size_t numClasses() const { return PerClass.size(); }
  // First class with the largest weight overall.
  int maxClass() const;
  // Same within a bag; an empty bag takes the overall majority.
  int maxClass(std::size_t Bag) const;
  // First bag with the largest weight.
  std::size_t maxBag() const;
  double numIncorrect() const { return Total - PerClass[maxClass()]; }
  double numIncorrect(std::size_t Bag) const {
    return PerBag[Bag] - PerClassPerBag[Bag][maxClass(Bag)];
  }
  // Bags that hold at least MinNoObj weight: true if two or more do.
  bool check(double MinNoObj) const;

  std::vector<std::vector<double>> PerClassPerBag;
  std::vector<double> PerBag;
  std::vector<double> PerClass;
  double Total = 0;
};

// The test at a node: none (a leaf), a nominal attribute (one branch per
// value) or a numeric threshold (two branches).
struct SplitModel {
  int Attribute = -1; // -1: no split
  bool Nominal = false;
  double Threshold = 0;
  std::size_t NumSubsets = 1;
  Distribution Dist{1, 1};
  double InfoGain = 0;
  double GainRatio = 0;

  bool isSplit() const { return Attribute >= 0 && NumSubsets > 1; }
  // Branch of a row, or -1 when its value is missing.
  int whichSubset(const Dataset &Data, std::uint32_t Row) const;
  // Splits cases into the branches; cases with a missing value go to every
  // branch with a weight proportional to the branch's weight.
  std::vector<Cases> split(const Dataset &Data, const Cases &Input) const;
  // Recomputes Dist from Input (Weka's resetDistribution): known values go
  // to their branch, missing ones are spread by the current Dist.
  void resetDistribution(const Dataset &Data, const Cases &Input);
};

Distribution distributionOf(const Dataset &Data, const Cases &Input);
// Adds the cases whose Attribute is missing to every bag of D, in proportion
// to the bags' weights before the addition.
void addInstWithUnknown(Distribution &D, const Dataset &Data,
                        const Cases &Input, int Attribute);

// For each numeric attribute, the positions (into a node's cases) of the
// cases with a known value, sorted by value and then row; empty for nominal
// attributes. Sorting once at the root and filtering the order down the tree
// replaces a sort at every node.
using SortedOrders = std::vector<std::vector<std::uint32_t>>;
SortedOrders sortedOrders(const Dataset &Data, const Cases &Input);
// Split selection (split.cpp).
class SplitSelector {
public:
  SplitSelector(const Dataset &Data, const Cases &AllTraining, int MinNumObj);
  // The best split for the cases, or a leaf model. Orders, when given,
  // are the cases' sorted orders.
  SplitModel select(const Cases &Input, const SortedOrders *Orders = nullptr) const;
  // The cases' best split on one attribute; returns a model with
  // NumSubsets = 0 when no admissible split exists. Order (numeric only) is
  // the cases' sorted order, or null to sort here.
  SplitModel evaluateAttribute(int Attribute, const Cases &Input,
                               double SumOfWeights,
                               const std::vector<std::uint32_t> *Order) const;

private:
  // The threshold moved down to a training value, as C4.5 does.
  double trainingValueAtOrBelow(int Attribute, double Threshold) const;

  const Dataset &Data;
  std::vector<std::uint32_t> TrainingRows; // in data set order
  int MinNumObj;
  std::size_t NumTrainingRows;
  bool AllNominalManyValues = false;
  // Sorted distinct known values of each numeric attribute over all training
  // rows: the threshold is moved down to the largest of them, as C4.5 does.
  std::vector<std::vector<double>> TrainingValues;
};

// The growing/pruning tree.
struct BuildNode {
  SplitModel Model;
  bool IsLeaf = false;
  bool IsEmpty = false;
  Cases Train; // kept for subtree raising
  std::vector<std::unique_ptr<BuildNode>> Sons;
};

SortedOrders childOrders(const Dataset &Data, const SplitModel &Model,
                         const Cases &Input, const SortedOrders &Parent,
                         std::size_t Branch);

std::unique_ptr<BuildNode> grow(const SplitSelector &Selector,
                                const Dataset &Data, Cases Input,
                                SortedOrders Orders);
// Pruning (prune.cpp).
void collapse(BuildNode &Node);
void prune(BuildNode &Node, const Dataset &Data, double Confidence,
           bool SubtreeRaising);
// Leaf model holding a distribution (Weka's NoSplit).
SplitModel leafModel(const Distribution &Dist);

} // namespace c45
} // namespace mlmodel

#endif // MLMODEL_C45_INTERNAL_H
