// Prediction with a trained tree, following J48's classification rules.
#include "mlmodel/tree.h"

namespace mlmodel {
namespace {

constexpr double Small = 1e-6;

double sum(const std::vector<double> &V) {
  double S = 0;
  for (double X : V)
    S += X;
  return S;
}

// Branch taken by X at a split node, or -1 when the value is missing (or a
// nominal index the model does not know).
int branchOf(const Tree &Model, const TreeNode &Node, const std::vector<double> &X) {
  double V = X[Node.Attribute];
  if (isMissing(V))
    return -1;
  if (Model.Features[Node.Attribute].Nominal) {
    if (V < 0 || V >= static_cast<double>(Node.Children.size()) ||
        V != static_cast<double>(static_cast<long>(V)))
      return -1;
    return static_cast<int>(V);
  }
  return V <= Node.Threshold ? 0 : 1;
}

void addProbabilities(const Tree &Model, int Index, const std::vector<double> &X,
                      double Weight, std::vector<double> &Out) {
  const TreeNode &Node = Model.Nodes[Index];
  const std::size_t NumClasses = Out.size();
  if (Node.IsLeaf) {
    double Total = sum(Node.ClassWeights);
    if (Total < Small && Total > -Small)
      return;
    for (std::size_t C = 0; C < NumClasses; ++C)
      Out[C] += Weight * Node.ClassWeights[C] / Total;
    return;
  }
  int Branch = branchOf(Model, Node, X);
  if (Branch < 0) {
    // Missing value: follow every non-empty branch, weighted by the
    // fraction of training weight that went down it.
    double Total = sum(Node.ClassWeights);
    for (std::size_t B = 0; B < Node.Children.size(); ++B) {
      const TreeNode &Son = Model.Nodes[Node.Children[B]];
      if (!Son.IsEmpty)
        addProbabilities(Model, Node.Children[B], X,
                         Weight * sum(Node.BranchWeights[B]) / Total, Out);
    }
    return;
  }
  const TreeNode &Son = Model.Nodes[Node.Children[Branch]];
  if (!Son.IsEmpty) {
    addProbabilities(Model, Node.Children[Branch], X, Weight, Out);
    return;
  }
  // An empty leaf predicts its parent's distribution.
  double BranchTotal = sum(Node.BranchWeights[Branch]);
  const std::vector<double> &Source =
      BranchTotal > Small ? Node.BranchWeights[Branch] : Node.ClassWeights;
  double Total = sum(Source);
  if (Total < Small && Total > -Small)
    return;
  for (std::size_t C = 0; C < NumClasses; ++C)
    Out[C] += Weight * Source[C] / Total;
}

} // namespace

std::vector<double> predictDistribution(const Tree &Model,
                                        const std::vector<double> &Features) {
  if (Features.size() != Model.Features.size())
    throw Error("expected " + std::to_string(Model.Features.size()) +
                " features, got " + std::to_string(Features.size()));
  std::vector<double> Out(Model.Class.Values.size(), 0.0);
  if (!Model.Nodes.empty())
    addProbabilities(Model, 0, Features, 1.0, Out);
  return Out;
}

int predict(const Tree &Model, const std::vector<double> &Features) {
  std::vector<double> P = predictDistribution(Model, Features);
  double Max = -1;
  int Best = 0;
  for (std::size_t C = 0; C < P.size(); ++C)
    if (P[C] - Max > Small) {
      Max = P[C];
      Best = static_cast<int>(C);
    }
  return Best;
}

} // namespace mlmodel
