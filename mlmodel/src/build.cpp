// Growing the tree and the train() entry point.
#include "c45_internal.h"

#include <set>

namespace mlmodel {
namespace c45 {

std::unique_ptr<BuildNode> grow(const SplitSelector &Selector,
                                const Dataset &Data, Cases Input,
                                SortedOrders Orders) {
  auto Node = std::make_unique<BuildNode>();
  Node->Model = Selector.select(Input, &Orders);
  if (Node->Model.isSplit()) {
    std::vector<Cases> Parts = Node->Model.split(Data, Input);
    for (std::size_t B = 0; B < Parts.size(); ++B) {
      SortedOrders Sub = childOrders(Data, Node->Model, Input, Orders, B);
      if (B + 1 == Parts.size())
        SortedOrders().swap(Orders); // no longer needed below this node
      Node->Sons.push_back(grow(Selector, Data, std::move(Parts[B]), std::move(Sub)));
    }
  } else {
    Node->IsLeaf = true;
    double Sum = 0;
    for (const Case &C : Input)
      Sum += C.Weight;
    Node->IsEmpty = eq(Sum, 0);
  }
  Node->Train = std::move(Input);
  return Node;
}

namespace {

int flatten(const BuildNode &Node, Tree &Out) {
  int Index = static_cast<int>(Out.Nodes.size());
  Out.Nodes.emplace_back();
  {
    TreeNode &N = Out.Nodes.back();
    N.IsLeaf = Node.IsLeaf;
    N.IsEmpty = Node.IsEmpty;
    N.ClassWeights = Node.Model.Dist.PerClass;
    if (!Node.IsLeaf) {
      N.Attribute = Node.Model.Attribute;
      N.Threshold = Node.Model.Nominal ? 0 : Node.Model.Threshold;
      N.BranchWeights = Node.Model.Dist.PerClassPerBag;
    }
  }
  std::vector<int> Children;
  for (const auto &Son : Node.Sons)
    Children.push_back(flatten(*Son, Out));
  Out.Nodes[Index].Children = std::move(Children);
  return Index;
}

} // namespace
} // namespace c45

int Tree::numLeaves() const {
  int N = 0;
  for (const TreeNode &Node : Nodes)
    N += Node.IsLeaf;
  return N;
}

int Tree::numNodes() const { return static_cast<int>(Nodes.size()); }

Tree train(const Dataset &Data, const TrainOptions &Options) {
  using namespace c45;
  if (!Data.Class.Nominal)
    throw Error("the class attribute '" + Data.Class.Name + "' must be nominal");
  if (Data.numFeatures() == 0)
    throw Error("the data has no feature columns");
  if (Options.MinNumObj < 1)
    throw Error("the minimum number of cases per leaf must be at least 1");
  if (!(Options.Confidence > 0 && Options.Confidence <= 0.5))
    throw Error("the confidence factor must be in (0, 0.5]");
  for (std::size_t F = 0; F < Data.numFeatures(); ++F)
    for (double V : Data.Columns[F])
      if (std::isinf(V))
        throw Error("feature '" + Data.Features[F].Name +
                    "' has an infinite value");

  // Cases with a missing class carry no information for training.
  Cases All;
  std::set<int> ClassesSeen;
  if (Data.Weights.size() != Data.numRows())
    throw Error("the data has " + std::to_string(Data.Weights.size()) +
                " instance weights for " + std::to_string(Data.numRows()) +
                " rows");
  for (std::size_t R = 0; R < Data.numRows(); ++R)
    if (!std::isfinite(Data.Weights[R]) || Data.Weights[R] < 0)
      throw Error("row " + std::to_string(R + 1) +
                  " has an instance weight that is not a finite number >= 0");
  for (std::size_t R = 0; R < Data.numRows(); ++R)
    if (Data.Classes[R] >= 0) {
      All.push_back(Case{static_cast<std::uint32_t>(R), Data.Weights[R]});
      ClassesSeen.insert(Data.Classes[R]);
    }
  if (All.empty())
    throw Error("no training rows with a known class");
  if (ClassesSeen.size() < 2)
    throw Error("the training data has only one class ('" +
                Data.Class.Values[*ClassesSeen.begin()] +
                "'); a decision tree needs at least two");

  // J48 stores the confidence factor as a float.
  const double Confidence = static_cast<float>(Options.Confidence);
  SplitSelector Selector(Data, All, Options.MinNumObj);
  SortedOrders Orders = sortedOrders(Data, All);
  std::unique_ptr<BuildNode> Root = grow(Selector, Data, All, std::move(Orders));
  if (Options.Collapse)
    collapse(*Root);
  if (Options.Prune)
    prune(*Root, Data, Confidence, Options.SubtreeRaising);

  Tree Result;
  Result.Features = Data.Features;
  Result.Class = Data.Class;
  Result.Options = Options;
  flatten(*Root, Result);
  return Result;
}

} // namespace mlmodel
